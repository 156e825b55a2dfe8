/**
 * `npm run build`'s second step: the one stylesheet of each locale
 * (`build/[fa/|ps/]assets/css/styles.*.css`) without the rules no page can
 * use. Docusaurus ships the whole of Infima (its CSS framework) and the
 * styles of theme components this site never renders (the classic navbar,
 * dropdowns, the dark colour mode...); every page's first view waits for
 * this file, so the unused part is dropped here.
 *
 * A rule stays when its selectors may match: PurgeCSS keeps every selector
 * whose class names all occur as words in the locale's built HTML or
 * JavaScript (class names set by a script are in the script's text), and
 * keeps custom properties that a kept rule uses. Rules for the dark colour
 * mode go too: the site's config turns the mode off
 * (`colorMode.disableSwitch`), so `data-theme="dark"` is never set.
 *
 * The file keeps its name: it is rewritten before anything serves or
 * caches it, and its content is the same for the same sources.
 *
 * Usage: tsx scripts/purge-css.ts [buildDir]
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import {LOCALES, type Locale} from '../content/locales';
// The web editor's folder: its own styles, not the site's.
import {ADMIN_DIR} from '../plugins/cms-admin';
import {localeBuildFiles} from './lib/locale-files';

/** A word of the built pages and scripts: any run of the characters a class name can hold. */
export function words(content: string): string[] {
  return content.match(/[A-Za-z0-9_-]+/g) ?? [];
}

/** Drops the rules of the dark colour mode, which this site never turns on. */
export function dropDarkMode(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !/\[data-theme=(['"]?)dark\1\]/.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The stylesheet without what the HTML and scripts of its locale cannot use. */
export async function purge(css: string, contents: readonly {readonly raw: string; readonly extension: string}[]): Promise<string> {
  // PurgeCSS is an ES module only.
  const {PurgeCSS} = await import('purgecss');
  // The words of all the files, once each: the same selectors survive as
  // when PurgeCSS reads every file, with a thousand pages read once, not
  // their millions of repeated words.
  const vocabulary = new Set<string>();
  for (const {raw} of contents) for (const word of words(raw)) vocabulary.add(word);
  const [result] = await new PurgeCSS().purge({
    content: [{raw: [...vocabulary].join(' '), extension: 'txt'}],
    css: [{raw: css}],
    variables: true,
    keyframes: true,
    defaultExtractor: words,
  });
  return dropDarkMode(result.css);
}

/** The files of a locale's folder, without the other locales' folders inside the default one. */
/**
 * Drops the unused rules of one locale's stylesheets, judged by that
 * locale's pages and scripts (the web editor at /admin has its own styles
 * and is not read). Returns a line per stylesheet.
 */
export async function purgeLocale(buildDir: string, locale: Locale): Promise<string[]> {
  const lines: string[] = [];
  const files = await localeBuildFiles(buildDir, locale);
  const contents = await Promise.all(
    files
      .filter((file) => /\.(html|js)$/.test(file) && !file.startsWith(`${ADMIN_DIR}/`))
      .map(async (file) => ({raw: await readFile(path.join(buildDir, file), 'utf8'), extension: path.extname(file).slice(1)})),
  );
  for (const sheet of files.filter((file) => /(^|\/)assets\/css\/[^/]+\.css$/.test(file))) {
    const absolute = path.join(buildDir, sheet);
    const before = await readFile(absolute, 'utf8');
    const after = await purge(before, contents);
    await writeFile(absolute, after);
    lines.push(`purge-css: ${path.relative(process.cwd(), absolute)}: ${before.length} → ${after.length} bytes`);
  }
  return lines;
}

/** Purges every locale's stylesheets. */
export async function purgeBuild(buildDir: string): Promise<string[]> {
  const lines: string[] = [];
  for (const locale of LOCALES) lines.push(...(await purgeLocale(buildDir, locale)));
  return lines;
}

async function main(): Promise<void> {
  for (const line of await purgeBuild(path.resolve(process.argv[2] ?? 'build'))) process.stdout.write(`${line}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`purge-css: ${(error as Error).message}\n`);
    process.exit(1);
  });
}
