/**
 * Leaves the content of a page's tab panels out of the browser's script;
 * the browser takes their HTML from the page instead.
 *
 * A conference page is one MDX file whose tabs hold its programme, papers,
 * book of abstracts and committees: every word of them is in the built HTML
 * (so the tabs work before and without script, and search indexes them),
 * and Docusaurus also sends an MDX page's content to the browser as the
 * route's script, to render it again when it hydrates. For a conference that
 * doubled the page's weight in script. Panels made of text and static blocks
 * need nothing from the script, so the browser build (only it: this loader
 * runs before the MDX loader in the browser bundle of a production build,
 * see ../lean-bundle.ts) rewrites
 *
 *   <Tab label="Book of abstracts">
 *
 *   <Abstract title="…">…</Abstract>
 *   …
 *   </Tab>
 *
 * into
 *
 *   <Tab label="Book of abstracts" htmlOnly blocks={[Abstract]} />
 *
 * and src/components/Tabs shows such a panel with the HTML the page arrived
 * with, or, when the visitor came by a link inside the site, with the HTML
 * of the page fetched for it. `blocks` names the components the panel was
 * made of: a block no page's script imports would take its styles out of
 * the site's one stylesheet with it. (Importing just the stylesheets keeps
 * the rules but not their order, and saves little: each stylesheet brings
 * its table of class names.)
 *
 * What is left as it was:
 * - a panel using a block that needs the page's scripts ({@link HYDRATED_BLOCKS}:
 *   the photo gallery opens a lightbox) or holding tabs of its own;
 * - pages that show a table of contents (the headings of the panels are in
 *   it, and the build's and the browser's would differ): only pages with
 *   `hide_table_of_contents: true` are rewritten;
 * - any `<Tab>` not written alone on its line, with its `</Tab>` alone on
 *   a line of its own, as the editors' guide shows.
 *
 * Options: `autoImported`, the names of the blocks pages use without an
 * import (plugins/mdx-auto-import), which `blocks` may name too.
 */
'use strict';

/** Blocks that need the page's scripts: a panel using one keeps its content in the script. */
const HYDRATED_BLOCKS = ['Gallery', 'Tabs'];

const OPENING = /^<Tab(\s[^>]*)?>\s*$/;
const CLOSING = /^<\/Tab>\s*$/;
const TAG = /<([A-Z][\w]*)/g;

/**
 * The names an MDX source binds with its `import` lines, but other MDX
 * pages' (a partial has no styles of its own, and naming it would bring its
 * whole content back).
 * @param {string} source
 * @returns {Set<string>}
 */
function importedNames(source) {
  const names = new Set();
  for (const [, clause, from] of source.matchAll(/^import\s+([\s\S]+?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    if (/\.mdx?$/.test(from)) continue;
    for (const part of clause.replace(/[{}*]/g, ',').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name && /^[A-Za-z_$][\w$]*$/.test(name)) names.add(name);
    }
  }
  return names;
}

/**
 * The source with the content of each panel that needs no script left out.
 * @param {string} source an MDX page
 * @param {readonly string[]} [autoImported] blocks a page may use without importing them
 * @returns {string}
 */
function htmlOnlyPanels(source, autoImported = []) {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!frontMatter || !/^hide_table_of_contents:\s*true\s*$/m.test(frontMatter[1]) || !source.includes('<Tab ')) {
    return source;
  }
  const known = new Set([...importedNames(source), ...autoImported]);
  /** @type {string[]} */
  const out = [];
  let rewritten = false;
  /** @type {{opening: string, attributes: string, body: string[]} | undefined} */
  let open;
  for (const line of source.slice(frontMatter[0].length).split('\n')) {
    if (open) {
      if (!CLOSING.test(line)) {
        open.body.push(line);
        continue;
      }
      const tags = [...new Set(Array.from(open.body.join('\n').matchAll(TAG), (match) => match[1]))];
      if (tags.some((tag) => tag === 'Tab' || HYDRATED_BLOCKS.includes(tag))) {
        out.push(open.opening, ...open.body, line);
      } else {
        const blocks = tags.filter((tag) => known.has(tag));
        out.push(`<Tab${open.attributes} htmlOnly${blocks.length > 0 ? ` blocks={[${blocks.join(', ')}]}` : ''} />`);
        rewritten = true;
      }
      open = undefined;
      continue;
    }
    const opening = OPENING.exec(line);
    // `<Tab label="…" />` has no content to leave out.
    if (opening && !(opening[1] ?? '').trim().endsWith('/')) {
      open = {opening: line, attributes: (opening[1] ?? '').replace(/\s+$/, ''), body: []};
      continue;
    }
    out.push(line);
  }
  // A panel never closed is left for the MDX compiler to report.
  if (open || !rewritten) return source;
  return frontMatter[0] + out.join('\n');
}

/**
 * The loader. It names its own file as a dependency of every page it cuts:
 * the bundler's persistent cache would otherwise keep pages cut by an
 * earlier version of this file after it has been edited.
 * @this {{getOptions(): {autoImported?: string[]}, addDependency(file: string): void}}
 * @param {string} source
 * @returns {string}
 */
function htmlOnlyPanelsLoader(source) {
  this.addDependency(__filename);
  return htmlOnlyPanels(source, this.getOptions().autoImported);
}

module.exports = htmlOnlyPanelsLoader;
module.exports.htmlOnlyPanels = htmlOnlyPanels;
module.exports.HYDRATED_BLOCKS = HYDRATED_BLOCKS;
