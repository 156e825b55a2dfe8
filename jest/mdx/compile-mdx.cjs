/**
 * Compiles MDX files the way the site's build does: Docusaurus's own MDX
 * pipeline (front matter, headings, GFM tables, admonitions...) with the
 * markdown settings of docusaurus.config.ts and the docs' remark plugins
 * (plugins/mdx-auto-import, which imports the content blocks a page uses).
 * Prints {file: JavaScript} as JSON on stdout.
 *
 *   node jest/mdx/compile-mdx.cjs docs/a.mdx i18n/fa/.../a.mdx
 *
 * Run by jest/mdx/loadMdx.ts in a child process, because the pipeline is
 * ESM-only and Jest runs tests as CommonJS.
 */
const {readFileSync} = require('node:fs');
const path = require('node:path');
const {DEFAULT_PARSE_FRONT_MATTER} = require('@docusaurus/utils');
// Docusaurus's private modules, named in one place with the reason: ../docusaurus/internals.cjs.
const {loadSiteConfig, compileToJSX} = require('../docusaurus/internals.cjs');

/**
 * The options the docs plugin is given: its entry in `plugins` (the site's
 * extension of it, plugins/content-docs.ts), or the classic preset's `docs`.
 * Fails loudly if neither is there, rather than compile without the site's
 * remark plugins (a page would then lose its content blocks unnoticed).
 *
 * @param {{plugins: unknown[]; presets: unknown[]}} siteConfig
 * @returns {{remarkPlugins?: unknown[]; beforeDefaultRemarkPlugins?: unknown[]}}
 */
function docsOptions(siteConfig) {
  for (const entry of siteConfig.plugins) {
    if (Array.isArray(entry) && typeof entry[0] === 'function' && entry[0].name === 'contentDocsPlugin') {
      return entry[1] ?? {};
    }
  }
  const classic = siteConfig.presets.find((preset) => Array.isArray(preset) && preset[0] === 'classic');
  const docs = Array.isArray(classic) ? /** @type {{docs?: unknown}} */ (classic[1]).docs : undefined;
  if (docs && typeof docs === 'object') {
    return docs;
  }
  throw new Error(
    "compile-mdx: docusaurus.config.ts declares no docs plugin (neither contentDocsPlugin in `plugins` nor the classic preset's `docs`)",
  );
}

async function main() {
  const siteDir = path.resolve(__dirname, '..', '..');
  const {siteConfig} = await loadSiteConfig({siteDir});
  const docs = docsOptions(siteConfig);
  const options = {
    admonitions: true,
    beforeDefaultRemarkPlugins: docs.beforeDefaultRemarkPlugins ?? [],
    remarkPlugins: docs.remarkPlugins ?? [],
    markdownConfig: siteConfig.markdown,
    siteDir,
    staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
  };
  /** @type {Record<string, string>} */
  const compiled = {};
  for (const file of process.argv.slice(2)) {
    const fileContent = readFileSync(file, 'utf8');
    const {frontMatter} = await siteConfig.markdown.parseFrontMatter({
      filePath: file,
      fileContent,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    const result = await compileToJSX({filePath: file, fileContent, frontMatter, options, compilerName: 'server'});
    compiled[file] = result.content;
  }
  process.stdout.write(JSON.stringify(compiled));
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
