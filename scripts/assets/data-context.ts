/**
 * What the data files say about an asset, so a generated PDF can carry the
 * title the site shows for it (a program's "Curriculum", a paper's title) and a
 * program image can take its faculty's colours. Unreadable or half-written
 * files are simply ignored here; the scan already warns about them.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {extractAssetPaths} from './scan';

/** Facts about one asset path gathered from data/<entity>/records.json and en.json. */
export interface AssetContext {
  /** Entity folder, e.g. `programs`, `inspires`, `publications`. */
  readonly entity: string;
  /** The record's English title or name. */
  readonly recordTitle?: string;
  /** The display name of the file (programs and faculties: `files` in en.json). */
  readonly fileLabel?: string;
  /** Program faculty key (Economic, Engineering...), for program images. */
  readonly faculty?: string;
  readonly authors?: string;
  readonly journal?: string;
  readonly year?: number;
}

type Json = Record<string, unknown>;

const KEY_FIELDS: Record<string, string> = {programs: 'Tag', faculties: 'key'};

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Site path → context, from every entity folder under `<rootDir>/data`. */
export function loadAssetContexts(rootDir: string): Map<string, AssetContext> {
  const contexts = new Map<string, AssetContext>();
  const dataDir = path.join(rootDir, 'data');
  if (!existsSync(dataDir)) return contexts;
  for (const entry of readdirSync(dataDir, {withFileTypes: true})) {
    if (!entry.isDirectory()) continue;
    const entity = entry.name;
    const records = readJson(path.join(dataDir, entity, 'records.json'));
    const english = readJson(path.join(dataDir, entity, 'en.json'));
    if (!Array.isArray(records)) continue;
    const keyField = KEY_FIELDS[entity] ?? 'id';
    for (const record of records) {
      if (!isObject(record)) continue;
      const strings = isObject(english) ? english[String(record[keyField])] : undefined;
      const en: Json = isObject(strings) ? strings : {};
      const base: AssetContext = {
        entity,
        recordTitle: text(en.title) ?? text(en.name),
        faculty: entity === 'programs' ? text(record.faculty) : undefined,
        authors: text(en.authors),
        journal: text(en.research_journal),
        year: typeof record.year === 'number' ? record.year : undefined,
      };
      const labels = isObject(en.files) ? en.files : {};
      for (const [field, value] of Object.entries(record)) {
        if (typeof value === 'string') {
          for (const assetPath of extractAssetPaths(value)) if (!contexts.has(assetPath)) contexts.set(assetPath, base);
        } else if (field === 'files' && Array.isArray(value)) {
          for (const item of value) {
            if (!isObject(item) || typeof item.file !== 'string') continue;
            const label = typeof item.key === 'string' ? text(labels[item.key]) : undefined;
            for (const assetPath of extractAssetPaths(item.file)) {
              if (!contexts.has(assetPath)) contexts.set(assetPath, {...base, fileLabel: label});
            }
          }
        }
      }
    }
  }
  return contexts;
}

/** Program tags found in data/programs/records.json, for capitalising file names ("bba" → "BBA"). */
export function loadProgramTags(rootDir: string): string[] {
  const records = readJson(path.join(rootDir, 'data', 'programs', 'records.json'));
  if (!Array.isArray(records)) return [];
  return records.flatMap((record) => (isObject(record) && typeof record.Tag === 'string' ? [record.Tag] : []));
}
