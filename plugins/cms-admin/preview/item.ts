/**
 * An item of the editor as the site's pages receive it from the API: the
 * record and the text of one language, each text field falling back to
 * English when the language leaves it empty (as the API does, see
 * server/README.md), the body under its own name (`content`, `overview`...),
 * and a program's or faculty's files named in the language. Pure, so its
 * test runs every item of data/ through it.
 */
import {ENTITIES, ENTITY_NAMES, type EntityName} from '../../../content/schemas/data';
import type {PreviewItem} from './protocol';

/** Decap's name of the body field. */
const BODY = 'body';

/** Whether a text value is missing: the language then shows English. */
function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

interface AttachedFile {
  readonly key?: unknown;
  readonly file?: unknown;
  readonly name?: unknown;
}

/** The files of a program or faculty with their names in the language (English where it has none). */
function namedFiles(english: unknown, translated: unknown): {name: string; file: string}[] {
  const names = new Map<string, string>();
  for (const entry of Array.isArray(translated) ? (translated as AttachedFile[]) : []) {
    if (!blank(entry.name)) names.set(String(entry.key), String(entry.name));
  }
  return (Array.isArray(english) ? (english as AttachedFile[]) : [])
    .filter((entry) => !blank(entry.file))
    .map((entry) => ({name: names.get(String(entry.key)) ?? String(entry.name ?? ''), file: String(entry.file)}));
}

/** The entity a collection edits, or undefined for a page collection. */
export function entityOf(collection: string): EntityName | undefined {
  return (ENTITY_NAMES as readonly string[]).includes(collection) ? (collection as EntityName) : undefined;
}

/**
 * The item in the pane's language as the API would answer it: every record
 * field, every text field (the language's, else English), the body under the
 * entity's own name.
 */
export function itemInLanguage(entity: EntityName, message: Pick<PreviewItem, 'english' | 'text'>): Record<string, unknown> {
  const spec = ENTITIES[entity];
  const body = 'body' in spec ? spec.body : undefined;
  const item: Record<string, unknown> = {};
  for (const name of Object.keys(spec.records.properties)) item[name] = message.english[name] ?? null;
  for (const name of Object.keys(spec.text.full.properties)) {
    if (name === 'files') continue;
    const key = name === body ? BODY : name;
    item[name] = blank(message.text[key]) ? (message.english[key] ?? '') : message.text[key];
  }
  if ('files' in spec.records.properties) item.files = namedFiles(message.english.files, message.text.files);
  return item;
}

/** The site address of a photo or file the item names, or where the editor keeps one not saved yet. */
export function assetUrl(path: unknown, assets: Readonly<Record<string, string>>): string {
  if (typeof path !== 'string' || path === '') return '';
  return assets[path] ?? path;
}
