/**
 * Reads news and events straight from `data/` at build time, with the API's
 * rule for text: the locale's field where its file has one, else English
 * (DESIGN §4, data/README.md). The build has no database; the files are the
 * source the database is loaded from, so the feeds say what the API says.
 *
 * The import (server/src/db/import) validates these files in full; this
 * reader only checks what the feeds rely on and names the file when that is
 * missing.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** A news item with its text in one locale. */
export interface NewsEntry {
  readonly id: number;
  readonly photo: string;
  /** `YYYY-MM-DD`. */
  readonly posted_date: string;
  readonly keywords: string;
  readonly title: string;
  readonly content: string;
  readonly shared_by?: string;
}

/** An event with its text in one locale. */
export interface EventEntry {
  readonly id: number;
  readonly photo: string;
  /** `YYYY-MM-DD`. */
  readonly start_date: string;
  /** `"Yes"`: the date is still to be announced. */
  readonly upcoming: 'Yes' | 'No';
  readonly keywords: string;
  readonly title: string;
  readonly location?: string;
  readonly time_period?: string;
  readonly content?: string;
}

type Json = Record<string, unknown>;

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

function readRecords(file: string): Json[] {
  const records = readJson(file);
  if (!Array.isArray(records)) {
    throw new Error(`${file}: expected an array of records`);
  }
  return records.map((record, index) => {
    if (typeof record !== 'object' || record === null || !Number.isInteger((record as Json).id)) {
      throw new Error(`${file}: record #${index + 1} has no integer "id"`);
    }
    return record as Json;
  });
}

function readTexts(file: string, required: boolean): Record<string, Json> {
  let texts: unknown;
  try {
    texts = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    // Dari and Pashto files may not exist yet: everything falls back to English.
    if (!required && (error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
    throw new Error(`${file}: expected an object keyed by record id`);
  }
  return texts as Record<string, Json>;
}

/**
 * Records of one entity merged with their text in `locale`, field by field
 * falling back to English.
 * @param textFields the text fields to merge; `required` ones must have English text
 */
export function readLocalized(
  dataDir: string,
  entity: string,
  locale: string,
  textFields: {readonly required: readonly string[]; readonly optional: readonly string[]},
): Json[] {
  const folder = path.join(dataDir, entity);
  const records = readRecords(path.join(folder, 'records.json'));
  const englishFile = path.join(folder, 'en.json');
  const english = readTexts(englishFile, true);
  const local = locale === 'en' ? {} : readTexts(path.join(folder, `${locale}.json`), false);
  return records.map((record) => {
    const key = String(record.id);
    const merged: Json = {...record};
    for (const field of [...textFields.required, ...textFields.optional]) {
      const value = [local[key]?.[field], english[key]?.[field]].find(
        (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
      );
      if (value === undefined && textFields.required.includes(field)) {
        throw new Error(`${englishFile}: record "${key}" has no "${field}"`);
      }
      if (value !== undefined) merged[field] = value;
    }
    return merged;
  });
}

function requireString(record: Json, field: string, file: string): void {
  if (typeof record[field] !== 'string') {
    throw new Error(`${file}: record id ${String(record.id)} has no "${field}"`);
  }
}

/** Every news item in `locale`, newest first (ties: higher id first), as the API lists them. */
export function readNews(dataDir: string, locale: string): NewsEntry[] {
  const file = path.join(dataDir, 'news', 'records.json');
  const entries = readLocalized(dataDir, 'news', locale, {required: ['title', 'content'], optional: ['shared_by']});
  for (const entry of entries) {
    for (const field of ['photo', 'posted_date', 'keywords']) requireString(entry, field, file);
  }
  return (entries as unknown as NewsEntry[]).sort(
    (a, b) => b.posted_date.localeCompare(a.posted_date) || b.id - a.id,
  );
}

/** Every event in `locale`, earliest first (ties: lower id first). */
export function readEvents(dataDir: string, locale: string): EventEntry[] {
  const file = path.join(dataDir, 'events', 'records.json');
  const entries = readLocalized(dataDir, 'events', locale, {
    required: ['title'],
    optional: ['location', 'time_period', 'content'],
  });
  for (const entry of entries) {
    for (const field of ['photo', 'start_date', 'upcoming', 'keywords']) requireString(entry, field, file);
  }
  return (entries as unknown as EventEntry[]).sort(
    (a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id,
  );
}

/** The ids of an entity's records (for the sitemap's detail pages). */
export function readIds(dataDir: string, entity: string): number[] {
  return readRecords(path.join(dataDir, entity, 'records.json')).map((record) => record.id as number);
}
