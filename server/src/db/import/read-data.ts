/**
 * Reads and validates everything under `data/` before anything is written.
 *
 * Every file is checked against its schema in schemas/data.ts, then the
 * cross-file rules are checked (unique keys, text for every record, no text
 * for unknown records, program and faculty references, file names). All
 * problems are collected, so an editor sees every mistake at once, each
 * naming the file, the record and the field.
 */
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {TSchema} from 'typebox';
import {Compile} from 'typebox/compile';
import {LOCALES, type Locale} from '../../schemas/common';
import {
  ENTITIES,
  ENTITY_NAMES,
  type EmployeeRecord,
  type EmployeeTextFields,
  type EntityName,
  type EventRecord,
  type EventTextFields,
  type FacultyRecord,
  type FacultyTextFields,
  type InspireRecord,
  type InspireTextFields,
  type JobRecord,
  type JobTextFields,
  type LecturerRecord,
  type LecturerTextFields,
  type NewsRecord,
  type NewsTextFields,
  type ProgramRecord,
  type ProgramTextFields,
  type PublicationRecord,
  type PublicationTextFields,
} from '../../schemas/data';

/** One thing wrong in data/: where it is and what to fix. */
export interface DataProblem {
  /** The file, as given relative to the working directory (e.g. `data/news/fa.json`). */
  readonly file: string;
  /** The record: `#3 (id 7)` in records.json, `"7"` in a text file. */
  readonly record?: string;
  readonly field?: string;
  readonly message: string;
}

/** Formats a problem as one line: `file: record, field "x": message`. */
export function formatProblem(problem: DataProblem): string {
  const where = [
    problem.record === undefined ? undefined : `record ${problem.record}`,
    problem.field === undefined ? undefined : `field "${problem.field}"`,
  ].filter(Boolean);
  return `${problem.file}: ${where.length > 0 ? `${where.join(', ')}: ` : ''}${problem.message}`;
}

/** Thrown when data/ does not pass validation; nothing has been written. */
export class DataValidationError extends Error {
  readonly problems: readonly DataProblem[];
  constructor(dataDir: string, problems: readonly DataProblem[]) {
    const shown = problems.slice(0, 50).map(formatProblem);
    const more = problems.length > shown.length ? [`... and ${problems.length - shown.length} more`] : [];
    super([`${dataDir} has ${problems.length} problem(s); nothing was imported:`, ...shown, ...more].join('\n'));
    this.name = 'DataValidationError';
    this.problems = problems;
  }
}

/** The records and per-locale text of one entity. */
export interface EntityData<R, T> {
  readonly records: readonly R[];
  /** Text by locale, then by record key (as a string). en is complete. */
  readonly text: {readonly en: Readonly<Record<string, T>>} & {
    readonly [L in Exclude<Locale, 'en'>]: Readonly<Record<string, Partial<T>>>;
  };
}

/** Everything in data/, validated. */
export interface DataSet {
  readonly news: EntityData<NewsRecord, NewsTextFields>;
  readonly events: EntityData<EventRecord, EventTextFields>;
  readonly programs: EntityData<ProgramRecord, ProgramTextFields>;
  readonly faculties: EntityData<FacultyRecord, FacultyTextFields>;
  readonly lecturers: EntityData<LecturerRecord, LecturerTextFields>;
  readonly publications: EntityData<PublicationRecord, PublicationTextFields>;
  readonly jobs: EntityData<JobRecord, JobTextFields>;
  readonly inspires: EntityData<InspireRecord, InspireTextFields>;
  readonly employees: EntityData<EmployeeRecord, EmployeeTextFields>;
  /** sha256 of every data file (path and content): what `npm start` compares. */
  readonly hash: string;
  /** How many records all entities hold together. */
  readonly recordCount: number;
}

type SchemaError = {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
};

const compiled = new Map<TSchema, ReturnType<typeof Compile>>();
function validatorFor(schema: TSchema): ReturnType<typeof Compile> {
  let validator = compiled.get(schema);
  if (validator === undefined) {
    validator = Compile(schema);
    compiled.set(schema, validator);
  }
  return validator;
}

/** Follows a `#/a/b` schema path to the sub-schema an error came from. */
function schemaAt(root: unknown, schemaPath: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const raw of schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

/** Reads the value at a JSON pointer, for quoting the offending value. */
function valueAt(root: unknown, pointer: string): unknown {
  let node: unknown = root;
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * Turns schema errors into problems an editor can act on: one per field,
 * union branches folded into "must be one of", descriptions instead of
 * regular expressions, and the offending value quoted.
 */
function toProblems(
  file: string,
  schema: TSchema,
  value: unknown,
  errors: readonly SchemaError[],
  describeRecord: (segment: string) => string,
): DataProblem[] {
  const problems: DataProblem[] = [];
  const unionPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  for (const error of errors) {
    if (error.keyword === 'boolean') continue;
    const parts = error.instancePath.split('/').slice(1);
    // In a union, the branch errors are noise; the anyOf error speaks for them.
    if (error.keyword !== 'anyOf' && unionPaths.has(error.instancePath)) continue;
    if (parts.length === 0) {
      problems.push({file, message: `the file ${error.message} (see data/README.md)`});
      continue;
    }
    const record = describeRecord(parts[0]);
    const nested = parts.slice(1).join('.');
    if (error.keyword === 'required') {
      for (const missing of (error.params.requiredProperties as string[] | undefined) ?? []) {
        problems.push({file, record, field: nested ? `${nested}.${missing}` : missing, message: 'is missing'});
      }
      continue;
    }
    if (error.keyword === 'additionalProperties') {
      for (const extra of (error.params.additionalProperties as string[] | undefined) ?? []) {
        problems.push({
          file,
          record,
          field: nested ? `${nested}.${extra}` : extra,
          message: 'is not a field of this file (check the spelling against data/README.md)',
        });
      }
      continue;
    }
    const described = schemaAt(schema, error.schemaPath)?.description;
    const message =
      typeof described === 'string' && ['pattern', 'format', 'anyOf', 'type', 'minimum', 'maximum'].includes(error.keyword)
        ? `must be ${described}`
        : error.message;
    const got = valueAt(value, error.instancePath);
    problems.push({
      file,
      record,
      field: nested === '' ? undefined : nested,
      message: `${message} (got ${quote(got)})`,
    });
  }
  return problems;
}

async function readJson(
  file: string,
  display: string,
  problems: DataProblem[],
  optional: boolean,
  contents: Map<string, string>,
): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
    contents.set(display, text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      if (!optional) problems.push({file: display, message: 'is missing (every entity folder needs records.json and en.json)'});
      return undefined;
    }
    throw error;
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = (error as Error).message;
    // Node reports a character offset; editors need a line and column.
    const offset = /at position (\d+)/.exec(message);
    let where = '';
    if (offset !== null) {
      const before = text.slice(0, Number(offset[1]));
      const line = before.split('\n').length;
      where = ` (line ${line}, column ${Number(offset[1]) - before.lastIndexOf('\n')})`;
    }
    problems.push({file: display, message: `is not valid JSON${where}: ${message}`});
    return undefined;
  }
}

/** What one entity folder held, before the cross-file checks. */
interface RawEntity {
  records?: Record<string, unknown>[];
  text: Partial<Record<Locale, Record<string, Record<string, unknown>>>>;
  files: Record<'records' | Locale, string>;
}

/**
 * Reads and validates the data folder. Resolves with the whole data set, or
 * rejects with a DataValidationError listing every problem.
 * @param dataDir the folder (DATA_DIR, default `data`)
 */
export async function readDataDir(dataDir: string): Promise<DataSet> {
  const problems: DataProblem[] = [];
  const display = (entity: string, name: string): string => {
    const relative = path.relative(process.cwd(), path.join(dataDir, entity, name));
    return relative.startsWith('..') ? path.join(dataDir, entity, name) : relative;
  };
  const contents = new Map<string, string>();
  const raw = {} as Record<EntityName, RawEntity>;

  for (const entity of ENTITY_NAMES) {
    const spec = ENTITIES[entity];
    const files = {
      records: display(entity, 'records.json'),
      en: display(entity, 'en.json'),
      fa: display(entity, 'fa.json'),
      ps: display(entity, 'ps.json'),
    };
    const entry: RawEntity = {text: {}, files};
    raw[entity] = entry;

    const records = await readJson(path.join(dataDir, entity, 'records.json'), files.records, problems, false, contents);
    if (records !== undefined) {
      const errors = [...validatorFor(arrayOf(spec.records)).Errors(records)] as SchemaError[];
      if (errors.length === 0) {
        entry.records = records as Record<string, unknown>[];
      } else {
        const list = Array.isArray(records) ? (records as unknown[]) : [];
        problems.push(
          ...toProblems(files.records, arrayOf(spec.records), records, errors, (segment) =>
            describeIndex(list, Number(segment), spec.key),
          ),
        );
      }
    }
    for (const locale of LOCALES) {
      const schema = locale === 'en' ? keyedBy(spec.text.full) : keyedBy(spec.text.partial);
      const text = await readJson(
        path.join(dataDir, entity, `${locale}.json`),
        files[locale],
        problems,
        locale !== 'en',
        contents,
      );
      if (text === undefined) continue;
      const errors = [...validatorFor(schema).Errors(text)] as SchemaError[];
      if (errors.length === 0) {
        entry.text[locale] = text as Record<string, Record<string, unknown>>;
      } else {
        problems.push(...toProblems(files[locale], schema, text, errors, (segment) => JSON.stringify(segment)));
      }
    }
  }

  problems.push(...crossCheck(raw));
  if (problems.length > 0) throw new DataValidationError(dataDir, problems);

  // Hash the files as read, in a fixed order and with their folder-relative
  // names, so the same content gives the same hash wherever data/ lives.
  const hash = createHash('sha256');
  for (const entity of ENTITY_NAMES) {
    for (const locale of ['records', ...LOCALES] as const) {
      const display = raw[entity].files[locale];
      hash.update(`${entity}/${locale}\0${contents.get(display) ?? '(absent)'}\0`);
    }
  }

  const dataSet = {hash: hash.digest('hex'), recordCount: 0} as Record<string, unknown>;
  let recordCount = 0;
  for (const entity of ENTITY_NAMES) {
    const entry = raw[entity];
    recordCount += entry.records?.length ?? 0;
    dataSet[entity] = {
      records: entry.records ?? [],
      text: {en: entry.text.en ?? {}, fa: entry.text.fa ?? {}, ps: entry.text.ps ?? {}},
    };
  }
  dataSet.recordCount = recordCount;
  return dataSet as unknown as DataSet;
}

function describeIndex(list: readonly unknown[], index: number, keyField: string): string {
  const item = list[index];
  const key =
    typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[keyField] : undefined;
  return key === undefined ? `#${index + 1}` : `#${index + 1} (${keyField} ${quote(key)})`;
}

/** Wraps a record schema in an array schema once (compiled validators are cached by identity). */
const arrays = new Map<TSchema, TSchema>();
function arrayOf(schema: TSchema): TSchema {
  let wrapped = arrays.get(schema);
  if (wrapped === undefined) {
    wrapped = {type: 'array', items: schema} as unknown as TSchema;
    arrays.set(schema, wrapped);
  }
  return wrapped;
}

/** Wraps a text schema in "object keyed by record key" once. */
const records = new Map<TSchema, TSchema>();
function keyedBy(schema: TSchema): TSchema {
  let wrapped = records.get(schema);
  if (wrapped === undefined) {
    wrapped = {type: 'object', patternProperties: {'^.*$': schema}} as unknown as TSchema;
    records.set(schema, wrapped);
  }
  return wrapped;
}

/**
 * The rules no single file can check: unique keys, English text for every
 * record, no text for unknown records, and references between entities.
 */
function crossCheck(raw: Record<EntityName, RawEntity>): DataProblem[] {
  const problems: DataProblem[] = [];
  const keysOf = (entity: EntityName): Set<string> | undefined => {
    const records = raw[entity].records;
    if (records === undefined) return undefined;
    const keyField = ENTITIES[entity].key;
    return new Set(records.map((record) => String(record[keyField])));
  };

  for (const entity of ENTITY_NAMES) {
    const {records, text, files} = raw[entity];
    if (records === undefined) continue;
    const keyField = ENTITIES[entity].key;
    const seen = new Map<string, number>();
    records.forEach((record, index) => {
      const key = String(record[keyField]);
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push({
          file: files.records,
          record: describeIndex(records, index, keyField),
          field: keyField,
          message: `repeats the ${keyField} of record #${first + 1}; every ${keyField} must be unique`,
        });
      } else {
        seen.set(key, index);
      }
    });
    for (const locale of LOCALES) {
      const localeText = text[locale];
      if (localeText === undefined) continue;
      for (const key of Object.keys(localeText)) {
        if (!seen.has(key)) {
          problems.push({
            file: files[locale],
            record: JSON.stringify(key),
            message: `has text for ${keyField} ${key}, but records.json has no such record`,
          });
        }
      }
    }
    const en = text.en;
    if (en !== undefined) {
      for (const key of seen.keys()) {
        if (en[key] === undefined) {
          problems.push({file: files.en, record: JSON.stringify(key), message: 'is missing: every record needs its English text'});
        }
      }
    }
  }

  // Attached files: every file key needs an English display name, and the
  // translations may only name keys that exist.
  for (const entity of ['programs', 'faculties'] as const) {
    const {records, text, files} = raw[entity];
    if (records === undefined) continue;
    const keyField = ENTITIES[entity].key;
    records.forEach((record, index) => {
      const key = String(record[keyField]);
      const fileKeys = (record.files as {key: string}[]).map((file) => file.key);
      const dupes = fileKeys.filter((fileKey, i) => fileKeys.indexOf(fileKey) !== i);
      for (const dupe of new Set(dupes)) {
        problems.push({
          file: files.records,
          record: describeIndex(records, index, keyField),
          field: 'files',
          message: `lists the file key "${dupe}" twice`,
        });
      }
      for (const locale of LOCALES) {
        const names = (text[locale]?.[key]?.files ?? {}) as Record<string, string>;
        if (locale === 'en') {
          for (const fileKey of fileKeys) {
            if (names[fileKey] === undefined) {
              problems.push({
                file: files.en,
                record: JSON.stringify(key),
                field: `files.${fileKey}`,
                message: 'is missing: every attached file needs an English display name',
              });
            }
          }
        }
        for (const fileKey of Object.keys(names)) {
          if (!fileKeys.includes(fileKey)) {
            problems.push({
              file: files[locale],
              record: JSON.stringify(key),
              field: `files.${fileKey}`,
              message: 'names a file that records.json does not list for this record',
            });
          }
        }
      }
    });
  }

  const facultyKeys = keysOf('faculties');
  const programs = raw.programs.records;
  if (programs !== undefined && facultyKeys !== undefined) {
    programs.forEach((program, index) => {
      if (!facultyKeys.has(String(program.faculty))) {
        problems.push({
          file: raw.programs.files.records,
          record: describeIndex(programs, index, 'Tag'),
          field: 'faculty',
          message: `names faculty ${quote(program.faculty)}, which faculties/records.json does not have`,
        });
      }
    });
  }

  const programTags = keysOf('programs');
  const lecturers = raw.lecturers.records;
  if (lecturers !== undefined && programTags !== undefined) {
    lecturers.forEach((lecturer, index) => {
      const tags = lecturer.programs as string[];
      tags.forEach((tag, position) => {
        if (!programTags.has(tag)) {
          problems.push({
            file: raw.lecturers.files.records,
            record: describeIndex(lecturers, index, 'id'),
            field: `programs.${position}`,
            message: `names program ${quote(tag)}, which programs/records.json does not have`,
          });
        } else if (tags.indexOf(tag) !== position) {
          problems.push({
            file: raw.lecturers.files.records,
            record: describeIndex(lecturers, index, 'id'),
            field: `programs.${position}`,
            message: `lists program ${quote(tag)} twice`,
          });
        }
      });
    });
  }
  return problems;
}
