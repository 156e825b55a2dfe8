/**
 * How the web editor reads and writes an item file of data/ (Decap CMS's
 * custom format `data-<entity>`), so that what it saves looks like the files
 * written by hand (data/README.md):
 *
 * - YAML front matter in the order of the schemas: the record's fields, then
 *   the text's, then the body after a blank line; long lines never folded;
 * - an empty value is left out rather than written as `''`, so a field not
 *   filled in is simply absent (the site then shows the English text);
 * - a translation with nothing in it is no file at all: Decap writes a
 *   language's file only when the format gives it some text, so a Dari or
 *   Pashto tab left empty adds no `.fa.md` or `.ps.md`;
 * - {@link FILE_NAME_KEY}, which the editor sets on a new item only to name
 *   its files (the collection's slug template reads it), is never written.
 *
 * Pure: used by the editor's script in the browser and by its tests.
 */
import {Document, isScalar, parseDocument, visit} from 'yaml';
import {ENTITIES, type EntityName} from '../../content/schemas/data';

/** The key of the new item's file name in the editor's data: read by the slug template, never written. */
export const FILE_NAME_KEY = 'file_name_';

/** Decap's name for the body field (the text after the front matter). */
export const BODY = 'body';

/** What Decap hands a format and gets back from it. */
export type ItemData = Record<string, unknown>;

/**
 * Whether a value says nothing: absent, blank text, or a list or object of
 * such values only. `null` says something (a program's figure that does not
 * apply), and is written.
 */
function isEmpty(value: unknown): boolean {
  if (value === undefined) return true;
  if (value === null) return false;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmpty);
  if (typeof value === 'object') return Object.values(value as object).every(isEmpty);
  return false;
}

/** `value` without its empty parts (nested objects and list entries too). */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((entry) => !isEmpty(entry)).map(withoutEmpty);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value as object).flatMap(([key, entry]) => (isEmpty(entry) ? [] : [[key, withoutEmpty(entry)]])));
  }
  return value;
}

/**
 * The order of an entity's front-matter fields: in the English file (the one
 * with the record) its key, the rest of the record, then the text; in a
 * translation the text's order.
 */
function fieldOrder(entity: EntityName, english: boolean): string[] {
  const spec = ENTITIES[entity];
  const body = 'body' in spec ? spec.body : undefined;
  const text = Object.keys(spec.text.full.properties).filter((name) => name !== body);
  return english ? [...new Set([spec.key, ...Object.keys(spec.records.properties), ...text])] : text;
}

/** Words that YAML 1.1 reads as true or false: the import (YAML 1.2) reads them as text, and quoted every reader agrees. */
const YAML11_BOOLEAN = /^(y|yes|n|no|true|false|on|off)$/i;

/** Front-matter YAML as data/README.md writes it: unfolded lines, `|-` blocks, "Yes" and "No" quoted. */
function yamlOf(fields: ItemData): string {
  const document = new Document(fields);
  visit(document, {
    Scalar(_key, node) {
      if (isScalar(node) && typeof node.value === 'string' && YAML11_BOOLEAN.test(node.value)) node.type = 'QUOTE_DOUBLE';
    },
  });
  return document.toString({lineWidth: 0});
}

/** Parses an item file: its front matter's fields, and its body as `body` when it has one. */
export function readItemFile(content: string): ItemData {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(content);
  if (match === null) return content.trim() === '' ? {} : {[BODY]: content.trim()};
  const fields: unknown = match[1].trim() === '' ? {} : parseDocument(match[1]).toJS();
  const data: ItemData = typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? {...(fields as ItemData)} : {};
  const body = match[2].replace(/\r\n?/g, '\n').trim();
  if (body !== '') data[BODY] = body;
  return data;
}

/**
 * Writes an item file of `entity`: '' when nothing is left to write (Decap
 * then writes no file for that language).
 */
export function writeItemFile(entity: EntityName, data: ItemData): string {
  const kept = withoutEmpty(data) as ItemData;
  delete kept[FILE_NAME_KEY];
  const body = typeof kept[BODY] === 'string' ? (kept[BODY] as string).replace(/\r\n?/g, '\n').trim() : '';
  delete kept[BODY];
  const order = fieldOrder(entity, ENTITIES[entity].key in kept);
  const rank = (key: string): number => (order.includes(key) ? order.indexOf(key) : order.length);
  const fields = Object.fromEntries(Object.entries(kept).sort(([a], [b]) => rank(a) - rank(b)));
  if (Object.keys(fields).length === 0 && body === '') return '';
  const frontMatter = Object.keys(fields).length === 0 ? '' : yamlOf(fields);
  return `---\n${frontMatter}---\n${body === '' ? '' : `\n${body}\n`}`;
}

/** Decap's formatter for one entity's item files (`CMS.registerCustomFormat`). */
export function itemFormat(entity: EntityName): {fromFile(content: string): ItemData; toFile(data: ItemData): string} {
  return {fromFile: readItemFile, toFile: (data) => writeItemFile(entity, data)};
}
