/**
 * Loads MDX pages in Jest as the site's build would run them: compiled by
 * Docusaurus's MDX pipeline (jest/mdx/compile-mdx.cjs, in a child process),
 * turned into CommonJS by SWC, and evaluated with their imports resolved
 * like the bundler does: `@site/...` from the repository (or from a fixture
 * site standing in for it), `./_partial.mdx` as another compiled page.
 *
 *   const pages = loadMdxPages(['/abs/docs/x.mdx'], {siteRoot: FIXTURE});
 *   render(<MDXProvider components={...}><pages['/abs/docs/x.mdx'].default /></MDXProvider>);
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {transformSync} from '@swc/core';
import type {ComponentType} from 'react';

const REPO = path.resolve(__dirname, '..', '..');

/** What an MDX module exports. */
export interface MdxModule {
  readonly default: ComponentType<{components?: Record<string, unknown>}>;
  readonly toc?: readonly {value: string; id: string; level: number}[];
}

/** Where the pages live. */
export interface LoadOptions {
  /**
   * Root of the site the pages belong to: `@site/docs/...` and `@site/i18n/...`
   * resolve there (a fixture's own data files); other `@site/...` imports
   * resolve in the repository (the site's components).
   */
  readonly siteRoot?: string;
}

// `import X from './_part.mdx'` and `import x from '@site/docs/…/x.json'`.
const IMPORT = /^import\s[^'"]*['"]([^'"]+)['"];?\s*$/gm;

/**
 * A relative `.mdx` import from `from`: the fixture's own file if it has one,
 * else the site's file at the same place (a new page beside the real ones
 * imports their shared partials).
 */
function resolveMdx(specifier: string, from: string, siteRoot: string): string {
  const candidate = path.resolve(path.dirname(from), specifier);
  if (existsSync(candidate) || !candidate.startsWith(siteRoot + path.sep)) {
    return candidate;
  }
  return path.join(REPO, path.relative(siteRoot, candidate));
}

/** The files `entries` import, transitively, the entries first. */
function mdxClosure(entries: readonly string[], siteRoot: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier!.startsWith('.') && specifier!.endsWith('.mdx')) {
        visit(resolveMdx(specifier!, file, siteRoot));
      }
    }
  };
  entries.forEach(visit);
  return [...seen];
}

/** Compiles and evaluates `files` (absolute paths) and the MDX partials they import. */
export function loadMdxPages(files: readonly string[], options: LoadOptions = {}): Record<string, MdxModule> {
  const siteRoot = options.siteRoot ?? REPO;
  const all = mdxClosure(files, siteRoot);
  const compiled = JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, 'compile-mdx.cjs'), ...all], {
      cwd: REPO,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as Record<string, string>;
  const modules = new Map<string, MdxModule>();

  const load = (file: string): MdxModule => {
    const cached = modules.get(file);
    if (cached) return cached;
    const {code} = transformSync(compiled[file]!, {
      filename: file,
      jsc: {parser: {syntax: 'ecmascript', jsx: true}, target: 'es2022', transform: {react: {runtime: 'automatic'}}},
      module: {type: 'commonjs'},
    });
    const module = {exports: {} as MdxModule};
    const requireFrom = (specifier: string): unknown => {
      if (specifier.startsWith('.') && specifier.endsWith('.mdx')) {
        return load(resolveMdx(specifier, file, siteRoot));
      }
      if (/^@site\/(docs|i18n)\//.test(specifier)) {
        return require(path.join(siteRoot, specifier.slice('@site/'.length)));
      }
      // Jest's own require: its moduleNameMapper resolves @site/src, @docusaurus/... .
      return require(specifier);
    };
    new Function('require', 'module', 'exports', code)(requireFrom, module, module.exports);
    modules.set(file, module.exports);
    return module.exports;
  };

  return Object.fromEntries(files.map((file) => [file, load(file)]));
}
