/**
 * Writes each interface string's translation into the code that shows it,
 * while the locale is built (see ./index.ts for why).
 *
 *   translate({id: 'pager.next', message: 'Next', description: '…'})
 *     → translate({message: 'بعدی'})
 *   <Translate id="x" description="…" values={v}>Hello {name}</Translate>
 *     → <Translate values={v}>{"سلام {name}"}</Translate>
 *
 * The translation is the locale's message for the id (or for the message,
 * when there is no id), else the English message. Only calls whose id and
 * message are written literally can be rewritten, which is also what
 * `docusaurus write-translations` needs to find them; any other call to the
 * site's or the theme's translate() stops the build with the file and line,
 * because with the build's table of messages gone it would show English.
 *
 * Options: `messagesFile`, the JSON table of the locale's messages
 * (`.docusaurus/codeTranslations.json`, written by Docusaurus before it
 * bundles).
 */
'use strict';

const {readFileSync, statSync} = require('node:fs');
const {parse} = require('@babel/parser');
const traverse = require('@babel/traverse').default;

const TRANSLATE_MODULE = '@docusaurus/Translate';

/** @typedef {import('@babel/types').Node} Node */
/** @typedef {import('@babel/traverse').NodePath} NodePath */
/**
 * One rewrite of a source: the span from `start` to `end` becomes `text`, or
 * the translation of `message` (looked up by `id`, else by the message) put
 * into `wrap`.
 * @typedef {{start: number, end: number, id?: string, message?: string, text?: string, wrap?: (text: string) => string}} Edit
 */

/** @type {{file: string, mtime: number, messages: Record<string, string>}} */
let cached = {file: '', mtime: 0, messages: {}};

/**
 * The locale's messages, read again when the file changes.
 * @param {string} file
 * @returns {Record<string, string>}
 */
function messagesFrom(file) {
  const mtime = statSync(file).mtimeMs;
  if (cached.file !== file || cached.mtime !== mtime) {
    cached = {file, mtime, messages: JSON.parse(readFileSync(file, 'utf8'))};
  }
  return cached.messages;
}

/**
 * The string a literal spells, or undefined for anything computed.
 * @param {Node | null | undefined} node
 * @returns {string | undefined}
 */
function literal(node) {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? undefined;
  return undefined;
}

/**
 * JSX text as React passes it: lines trimmed, blank lines dropped, the rest joined by spaces.
 * @param {string} raw
 */
function jsxText(raw) {
  const lines = raw.split(/\r\n|\n|\r/);
  if (lines.length === 1) return raw;
  return lines
    .map((line, index) => {
      let text = line.replace(/\t/g, ' ');
      if (index !== 0) text = text.replace(/^[ ]+/, '');
      if (index !== lines.length - 1) text = text.replace(/[ ]+$/, '');
      return text;
    })
    .filter((line) => line !== '')
    .join(' ');
}

/**
 * Whether `name` in this scope is the translate export of @docusaurus/Translate.
 * @param {NodePath} path
 * @param {string} name
 * @param {'default' | 'translate'} imported
 */
function isTranslateBinding(path, name, imported) {
  const binding = path.scope.getBinding(name);
  if (!binding || binding.kind !== 'module') return false;
  const declaration = binding.path.parent;
  if (!declaration || declaration.type !== 'ImportDeclaration' || declaration.source.value !== TRANSLATE_MODULE) return false;
  const specifier = binding.path.node;
  if (imported === 'default') return specifier.type === 'ImportDefaultSpecifier';
  if (specifier.type !== 'ImportSpecifier') return false;
  return (specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value) === imported;
}

/**
 * Where a source's translate() calls and <Translate> elements are, and what
 * each says: edits whose `message` (with its `id`) is to be looked up in a
 * locale's table, or whose `text` is fixed. Throws when one cannot be
 * rewritten. The same for every locale, so each source is parsed once per
 * build (`sitesOf`), not once per locale and bundle.
 * @param {string} source
 * @param {string} file for error messages
 */
function translationSites(source, file) {
  const ast = parse(source, {sourceType: 'module', plugins: ['jsx', 'typescript'], errorRecovery: false});
  /** @type {Edit[]} */
  const edits = [];
  /** @type {(node: Node, what: string) => never} */
  const fail = (node, what) => {
    throw new Error(`${file}:${node.loc?.start.line}: ${what} must name its id and message literally to be translated at build time`);
  };
  /** @type {(node: Node) => {start: number, end: number}} The parser gives every node its offsets. */
  const span = (node) => ({start: /** @type {number} */ (node.start), end: /** @type {number} */ (node.end)});

  traverse(ast, {
    CallExpression(path) {
      const {callee} = path.node;
      if (callee.type !== 'Identifier' || !isTranslateBinding(path, callee.name, 'translate')) return;
      const [options] = path.node.arguments;
      if (!options || options.type !== 'ObjectExpression') return fail(path.node, 'translate()');
      /** @type {string | undefined} */
      let id;
      /** @type {string | undefined} */
      let message;
      for (const property of options.properties) {
        if (property.type !== 'ObjectProperty' || property.computed) return fail(property, 'translate()');
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'StringLiteral' ? property.key.value : undefined;
        if (key === 'id') id = literal(property.value) ?? fail(property, 'translate()');
        else if (key === 'message') message = literal(property.value) ?? fail(property, 'translate()');
        else if (key !== 'description') fail(property, 'translate()');
      }
      if (message === undefined) fail(path.node, 'translate()');
      edits.push({...span(options), id, message, wrap: (text) => `{message: ${text}}`});
    },
    JSXElement(path) {
      const opening = path.node.openingElement;
      if (opening.name.type !== 'JSXIdentifier' || !isTranslateBinding(path, opening.name.name, 'default')) return;
      /** @type {string | undefined} */
      let id;
      for (const attribute of opening.attributes) {
        if (attribute.type !== 'JSXAttribute') return fail(attribute, '<Translate>');
        const name = attribute.name.type === 'JSXIdentifier' ? attribute.name.name : undefined;
        if (name === 'id' || name === 'description') {
          const value = attribute.value?.type === 'JSXExpressionContainer' ? literal(attribute.value.expression) : literal(attribute.value);
          if (value === undefined) fail(attribute, '<Translate>');
          if (name === 'id') id = value;
          edits.push({...span(attribute), text: ''});
        }
      }
      const children = path.node.children.filter((child) => !(child.type === 'JSXText' && child.value.trim() === ''));
      if (children.length !== 1) fail(path.node, '<Translate>');
      const [child] = children;
      const message =
        child.type === 'JSXText' ? jsxText(child.value) : child.type === 'JSXExpressionContainer' ? literal(child.expression) : undefined;
      if (message === undefined) fail(child, '<Translate>');
      const first = path.node.children[0];
      const last = path.node.children[path.node.children.length - 1];
      edits.push({start: span(first).start, end: span(last).end, id, message, wrap: (text) => `{${text}}`});
    },
  });
  return edits.sort((a, b) => b.start - a.start);
}

/**
 * The sites of each file's latest source (or the error it stops the build
 * with): Docusaurus bundles every locale twice (browser and server) in one
 * process, and parsing was most of the loader's time. One entry per file, so
 * `npm run dev` keeps only what a file says now.
 */
/** @type {Map<string, {source: string, edits?: Edit[], error?: unknown}>} */
const sitesCache = new Map();

/**
 * @param {string} source
 * @param {string} file
 * @returns {Edit[]}
 */
function sitesOf(source, file) {
  let entry = sitesCache.get(file);
  if (entry === undefined || entry.source !== source) {
    try {
      entry = {source, edits: translationSites(source, file)};
    } catch (error) {
      entry = {source, error};
    }
    sitesCache.set(file, entry);
  }
  if (entry.error !== undefined) throw entry.error;
  return entry.edits ?? [];
}

/**
 * The source with its translate() calls and <Translate> elements rewritten
 * with `messages`; throws when one cannot be rewritten.
 * @param {string} source
 * @param {Record<string, string>} messages
 * @param {string} file for error messages
 */
function inlineTranslations(source, messages, file) {
  if (!source.includes(TRANSLATE_MODULE)) return source;
  let output = source;
  for (const edit of sitesOf(source, file)) {
    const key = edit.id ?? edit.message ?? '';
    const text = edit.text ?? edit.wrap?.(JSON.stringify(messages[key] ?? edit.message)) ?? '';
    output = `${output.slice(0, edit.start)}${text}${output.slice(edit.end)}`;
  }
  return output;
}

/**
 * The rspack/webpack loader.
 * @this {import('webpack').LoaderContext<{messagesFile: string}>}
 * @param {string} source
 * @returns {string}
 */
module.exports = function inlineTranslationsLoader(source) {
  const {messagesFile} = this.getOptions();
  this.addDependency(messagesFile);
  // This file too: the bundler's persistent cache would otherwise keep the
  // output of an earlier version of this loader after it has been edited.
  this.addDependency(__filename);
  return inlineTranslations(source, messagesFrom(messagesFile), this.resourcePath);
};

/**
 * The interface strings a source shows, read as the build reads them: the id
 * of each translate() call and <Translate> element (its message when it has
 * none) with its English message. Throws where the build would.
 * @param {string} source
 * @param {string} file for error messages
 * @returns {{id: string, message: string}[]}
 */
function sourceStrings(source, file) {
  if (!source.includes(TRANSLATE_MODULE)) return [];
  return sitesOf(source, file).flatMap(({id, message}) => (message === undefined ? [] : [{id: id ?? message, message}]));
}

module.exports.inlineTranslations = inlineTranslations;
module.exports.sourceStrings = sourceStrings;
