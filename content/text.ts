/**
 * How text from the data is prepared for display: the same pure functions in
 * the browser, in the build and on the server, so a page rendered at build
 * time and the same page rendered in the browser say exactly the same.
 *
 * - {@link normalizeLineBreaks}: break tags (`<br>`, `<br/>`) and literal
 *   backslash-n sequences become real newlines; the text is trimmed.
 * - {@link htmlToLines}: text with break (and paragraph or list) markup
 *   becomes a list of plain lines, to render as text (always escaped).
 * - {@link toParagraphs}: the paragraphs of a text, split at line breaks.
 * - {@link limitedHtml}: the few fields stored as HTML (lecturer profiles),
 *   reduced to `ul`, `ol`, `li`, `p` and `br` without attributes, as a tree
 *   that a page renders as elements and text (never as raw HTML).
 */

const BREAK_TAG = /<br\b[^>]*>/gi;
// A backslash followed by n, as two characters: some records store "\n" escaped.
const LITERAL_NEWLINE = /\\r\\n|\\n/g;

/** Turns break tags, literal `\n` and CRLF into newlines, and trims the text. */
export function normalizeLineBreaks(text: string | null | undefined): string {
  if (!text) {
    return '';
  }
  return text.replace(/\r\n?/g, '\n').replace(LITERAL_NEWLINE, '\n').replace(BREAK_TAG, '\n').trim();
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the common named and all numeric character references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      // Lone surrogates and out-of-range values stay as written.
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

// Elements whose content is never text for a reader.
const DROPPED_CONTENT = /<(script|style|template|noscript|iframe|object|textarea|title|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// The end of a paragraph, list item or block also ends a line.
const BLOCK_END = /<\/(p|li|div|h[1-6]|tr|ul|ol)\s*>|<(p|li|div|ul|ol)(\s[^>]*)?>/gi;
const ANY_TAG = /<\/?[a-z!?][^>]*>/gi;

/**
 * Removes every tag (and the content of script-like elements) and decodes
 * character references: what is left is plain text, to be rendered escaped.
 */
export function stripTags(html: string): string {
  let text = html.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(DROPPED_CONTENT, '');
  // Repeat until stable, so that split-up tags like `<scr<b>ipt>` cannot reassemble.
  let previous: string;
  do {
    previous = text;
    text = text.replace(ANY_TAG, '');
  } while (text !== previous);
  return decodeEntities(text);
}

/**
 * The plain lines of a text that may carry break, paragraph or list markup or
 * literal `\n`: tags removed, each line trimmed, empty lines dropped.
 */
export function htmlToLines(html: string | null | undefined): string[] {
  if (!html) {
    return [];
  }
  const withBreaks = normalizeLineBreaks(html).replace(BLOCK_END, '\n');
  return stripTags(withBreaks)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** The paragraphs of a text, split at its line breaks. */
export function toParagraphs(text: string | null | undefined): string[] {
  return htmlToLines(text);
}

/** Card text: the lines of a text joined by newlines (render with `white-space: pre-line`). */
export function toCardText(text: string | null | undefined): string {
  return htmlToLines(text).join('\n');
}

/** Escapes text for use between tags and in attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The only elements {@link limitedHtml} keeps. */
export const ALLOWED_TAGS = ['ul', 'ol', 'li', 'p', 'br'] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** A node of limited HTML: text, or an allowed element with its children. */
export type LimitedNode = string | {readonly tag: AllowedTag; readonly children: readonly LimitedNode[]};

// A tag: its name and whether it closes; attributes are read past and dropped.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g;

/**
 * HTML reduced to the allowed elements, as a tree. Comments and the content
 * of script-like elements are dropped; any other element is unwrapped (its
 * text kept); attributes are never kept; character references are decoded
 * into the text. Unclosed elements close at the end, stray end tags are
 * ignored. Rendering the tree as elements and escaped text means no markup
 * from the data can reach the page as HTML, whatever the input.
 *
 * The server's API already limits these fields to the same markup
 * (sanitize-html); the pages do not rely on it.
 */
export function limitedHtml(html: string | null | undefined): LimitedNode[] {
  if (!html) return [];
  const source = html.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(DROPPED_CONTENT, '');
  const root: {tag: AllowedTag | 'root'; children: LimitedNode[]} = {tag: 'root', children: []};
  const stack: Array<{tag: AllowedTag | 'root'; children: LimitedNode[]}> = [root];
  const addText = (raw: string): void => {
    // A `<` that starts no tag is text, as a browser would show it.
    const text = decodeEntities(raw);
    if (text === '') return;
    const children = stack[stack.length - 1].children;
    const last = children[children.length - 1];
    if (typeof last === 'string') children[children.length - 1] = last + text;
    else children.push(text);
  };
  let position = 0;
  for (const match of source.matchAll(TAG)) {
    addText(source.slice(position, match.index));
    position = match.index + match[0].length;
    const name = match[2].toLowerCase();
    if (!(ALLOWED_TAGS as readonly string[]).includes(name)) continue;
    const tag = name as AllowedTag;
    if (tag === 'br') {
      if (match[1] === '') stack[stack.length - 1].children.push({tag, children: []});
      continue;
    }
    if (match[1] === '') {
      const element = {tag, children: [] as LimitedNode[]};
      stack[stack.length - 1].children.push(element);
      stack.push(element);
      continue;
    }
    const open = stack.map((entry) => entry.tag).lastIndexOf(tag);
    if (open > 0) stack.length = open;
  }
  addText(source.slice(position));
  return root.children;
}

/** The tree of {@link limitedHtml} written back as HTML (escaped text, no attributes). */
export function limitedHtmlString(nodes: readonly LimitedNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeHtml(node);
      return node.tag === 'br' ? '<br>' : `<${node.tag}>${limitedHtmlString(node.children)}</${node.tag}>`;
    })
    .join('');
}

/** HTML reduced to the allowed elements without attributes, as a string. */
export function sanitizeHtml(html: string | null | undefined): string {
  return limitedHtmlString(limitedHtml(html)).trim();
}
