/**
 * Content helpers of spec 1 §2.3: how text from the API is prepared for
 * display. All are pure functions of their input.
 *
 * - {@link normalizeLineBreaks}: break tags (`<br>`, `<br/>`) and literal
 *   backslash-n sequences become real newlines; the text is trimmed.
 * - {@link htmlToLines}: text with break (and paragraph or list) markup
 *   becomes a list of plain lines, to render as React text (always escaped).
 * - {@link toParagraphs}: the paragraphs of a text, split at line breaks.
 * - {@link sanitizeHtml}: keeps only `ul`, `ol`, `li`, `p` and `br`, without
 *   any attribute, for the rare field that is stored as HTML.
 *
 * Reasoning for the sanitiser: a library such as sanitize-html would add tens
 * of kilobytes to every page that shows API text, while the allowed markup is
 * five attribute-free tags. In the browser the input is parsed by the
 * platform's own HTML parser (DOMParser makes an inert document: no script
 * runs, nothing loads) and the output is written by us from an allow-list, so
 * no attribute, comment or unknown tag can survive. Where there is no DOM
 * (the static build), every tag is removed instead.
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
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
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

/** The paragraphs of a text, split at its line breaks (spec 2, news detail). */
export function toParagraphs(text: string | null | undefined): string[] {
  return htmlToLines(text);
}

/** Card text: the lines of a text joined by newlines (render with `white-space: pre-line`). */
export function toCardText(text: string | null | undefined): string {
  return htmlToLines(text).join('\n');
}

/** The only elements {@link sanitizeHtml} keeps (spec 1 §2.3). */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set(['ul', 'ol', 'li', 'p', 'br']);

// Elements removed with everything inside them; any other unknown element is
// unwrapped (its text kept, the tag dropped).
const DROPPED_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'textarea',
  'title',
  'svg',
  'math',
  'head',
  'select',
  'option',
]);

/** Escapes text for use between tags. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

// DOM node types (numbers, so this also runs where `Node` is not defined).
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Writes the allowed part of a parsed node tree back out as HTML. */
function serialiseAllowed(node: Node): string {
  let out = '';
  node.childNodes.forEach((child) => {
    if (child.nodeType === TEXT_NODE) {
      out += escapeHtml(child.textContent ?? '');
      return;
    }
    if (child.nodeType !== ELEMENT_NODE) {
      // Comments, processing instructions and the like carry nothing to show.
      return;
    }
    const tag = (child as Element).localName.toLowerCase();
    if (DROPPED_ELEMENTS.has(tag)) {
      return;
    }
    if (!ALLOWED_TAGS.has(tag)) {
      out += serialiseAllowed(child);
      return;
    }
    // Attributes are never copied: no event handler, style or link survives.
    out += tag === 'br' ? '<br>' : `<${tag}>${serialiseAllowed(child)}</${tag}>`;
  });
  return out;
}

/** A function that parses HTML into an inert document (DOMParser's in browsers). */
export type HtmlParser = (html: string) => Document;

function defaultParser(): HtmlParser | null {
  if (typeof DOMParser === 'undefined') {
    return null;
  }
  const parser = new DOMParser();
  return (html) => parser.parseFromString(html, 'text/html');
}

/**
 * HTML reduced to `ul`, `ol`, `li`, `p` and `br` without attributes, safe for
 * `dangerouslySetInnerHTML`. Without a DOM parser (static build) every tag is
 * removed and the text escaped. `parser` exists for tests (null: no DOM).
 */
export function sanitizeHtml(html: string | null | undefined, parser: HtmlParser | null = defaultParser()): string {
  if (!html) {
    return '';
  }
  if (!parser) {
    return escapeHtml(stripTags(html));
  }
  const document = parser(html);
  return serialiseAllowed(document.body).trim();
}
