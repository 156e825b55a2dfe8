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

async function main() {
  const siteDir = path.resolve(__dirname, '..', '..');
  const {siteConfig} = await loadSiteConfig({siteDir});
  const classic = siteConfig.presets.find((preset) => Array.isArray(preset) && preset[0] === 'classic');
  /** @type {{remarkPlugins?: unknown[]; beforeDefaultRemarkPlugins?: unknown[]}} */
  const docs = (Array.isArray(classic) && /** @type {{docs?: object}} */ (classic[1]).docs) || {};
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
