/**
 * What the data files say about an asset, so a generated PDF can carry the
 * title the site shows for it (a program's "Curriculum", a paper's title) and a
 * program image can take its faculty's colours. While data/ does not pass
 * its checks there is no context (the import names the problems).
 */
import path from 'node:path';
import {type DataSet, type EntityData, readDataDirSync} from '../../content/read-data';
import {ENTITIES, ENTITY_NAMES} from '../../content/schemas/data';
import {extractAssetPaths} from './scan';

/** Facts about one asset path gathered from the items in data/. */
export interface AssetContext {
  /** Entity folder, e.g. `programs`, `inspires`, `publications`. */
  readonly entity: string;
  /** The record's English title or name. */
  readonly recordTitle?: string;
  /** The display name of the file (programs and faculties: the English name in `files`). */
  readonly fileLabel?: string;
  /** Program faculty key (Economic, Engineering...), for program images. */
  readonly faculty?: string;
  readonly authors?: string;
  readonly journal?: string;
  readonly year?: number;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** data/ as the content layer reads it, or undefined while it does not pass its checks. */
function readData(rootDir: string): DataSet | undefined {
  try {
    return readDataDirSync(path.join(rootDir, 'data'));
  } catch {
    return undefined;
  }
}

/** Site path → context, from every item under `<rootDir>/data`. */
export function loadAssetContexts(rootDir: string): Map<string, AssetContext> {
  const contexts = new Map<string, AssetContext>();
  const data = readData(rootDir);
  if (data === undefined) return contexts;
  for (const entity of ENTITY_NAMES) {
    const {records, text: byLocale} = data[entity] as EntityData<Json, Json>;
    const keyField = ENTITIES[entity].key;
    for (const record of records) {
      const en: Json = byLocale.en[String(record[keyField])] ?? {};
      const base: AssetContext = {
        entity,
        recordTitle: text(en.title) ?? text(en.name),
        faculty: entity === 'programs' ? text(record.faculty) : undefined,
        authors: text(en.authors),
        journal: text(en.research_journal),
        year: typeof record.year === 'number' ? record.year : undefined,
      };
      const labels = (en.files ?? {}) as Record<string, string>;
      for (const [field, value] of Object.entries(record)) {
        if (typeof value === 'string') {
          for (const assetPath of extractAssetPaths(value)) if (!contexts.has(assetPath)) contexts.set(assetPath, base);
        } else if (field === 'files' && Array.isArray(value)) {
          for (const item of value as {key: string; file: string}[]) {
            for (const assetPath of extractAssetPaths(item.file)) {
              if (!contexts.has(assetPath)) contexts.set(assetPath, {...base, fileLabel: text(labels[item.key])});
            }
          }
        }
      }
    }
  }
  return contexts;
}

/** Program tags in data/programs, for capitalising file names ("bba" → "BBA"). */
export function loadProgramTags(rootDir: string): string[] {
  return readData(rootDir)?.programs.records.map((record) => record.Tag) ?? [];
}
