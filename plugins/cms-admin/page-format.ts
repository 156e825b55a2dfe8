/**
 * How the web editor reads and writes a page (MDX under docs/ and its
 * translations; Decap CMS's custom format `page`): YAML front matter as the
 * pages have it (text values in double quotes, the address as it is), a
 * blank line, then the MDX exactly as written. Comments in the front matter
 * are not kept (Decap reads the fields only); the few pages that have one
 * explain their `slug` there.
 *
 * A translation page that does not exist yet is read as an empty page
 * (decap-server answers such a file with no content at all, which Decap's
 * own front-matter format cannot read), so the editor can open it and
 * create it (./editor/translations.tsx).
 */
import {Document, isScalar, visit} from 'yaml';
import {BODY, readItemFile, type ItemData} from './item-format';

/** Front-matter keys written as they are (an address), not quoted. */
const PLAIN = new Set(['slug']);

/** Parses a page: its front matter's fields and its body (`body`); {} for a file that is missing or empty. */
export function readPageFile(content: string | null | undefined): ItemData {
  return content === null || content === undefined ? {} : readItemFile(content);
}

/** Writes a page: front matter in the fields' order, then the body. */
export function writePageFile(data: ItemData, fieldOrder: readonly string[] = []): string {
  const body = typeof data[BODY] === 'string' ? (data[BODY] as string).replace(/\r\n?/g, '\n').trim() : '';
  const rank = (key: string): number => (fieldOrder.includes(key) ? fieldOrder.indexOf(key) : fieldOrder.length);
  const entries = Object.entries(data)
    .filter(([key, value]) => key !== BODY && value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => rank(a) - rank(b));
  const document = new Document(Object.fromEntries(entries));
  visit(document, {
    Pair(_key, pair) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (isScalar(pair.value) && typeof pair.value.value === 'string' && !PLAIN.has(key)) pair.value.type = 'QUOTE_DOUBLE';
    },
  });
  // A partial page (`_university-history.mdx`) has no front matter: it is its body alone.
  if (entries.length === 0) return body === '' ? '' : `${body}\n`;
  return `---\n${document.toString({lineWidth: 0})}---\n${body === '' ? '' : `\n${body}\n`}`;
}

/** Decap's formatter for pages (`CMS.registerCustomFormat`); Decap passes the fields' order. */
export const pageFormat = {
  fromFile: readPageFile,
  toFile: (data: ItemData, sortedKeys?: readonly string[]) => writePageFile(data, sortedKeys),
};
