/**
 * Reads and validates everything under `data/` before anything is written.
 *
 * The one reader of `data/`: the import, the build, the feeds and the checks
 * all read the files through it, so none of them can see data the others
 * refuse.
 *
 * Every item is a file of its own, `data/<entity>/<name>.<locale>.md`: YAML
 * front matter, then (for entities that have one) a plain-text body with a
 * blank line between paragraphs. The English file holds the item's
 * language-neutral fields and its English text; the Dari and Pashto files
 * beside it hold translated text only (data/README.md has the details).
 *
 * Every file is checked against its schema in schemas/data.ts, then the
 * rules between files are checked (unique keys, translations of items that
 * exist, program and faculty references, attached files). All problems are
 * collected, so an editor sees every mistake at once, each naming the file,
 * the item and the field.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {TSchema} from 'typebox';
import {Compile} from 'typebox/compile';
import {parseDocument} from 'yaml';
import {LOCALES, type Locale} from './locales';
import Type from 'typebox';
import {
  AttachedFileEntry,
  AttachedFileTranslation,
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
} from './schemas/data';

/** One thing wrong in data/: where it is and what to fix. */
export interface DataProblem {
  /** The file, relative to the working directory when inside it (e.g. `data/news/007-library.fa.md`). */
  readonly file: string;
  /** The item, by its key: `id 7`, `Tag "MBA"`. */
  readonly record?: string;
  readonly field?: string;
  readonly message: string;
}

/** Formats a problem as one line: `file: record, field "x": message`. */
export function formatProblem(problem: DataProblem): string {
  const where = [
    problem.record === undefined ? undefined : `item ${problem.record}`,
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
  /** In the order of the items' file names. */
  readonly records: readonly R[];
  /** Text by locale, then by record key (as a string). en is complete. */
  readonly text: {readonly en: Readonly<Record<string, T>>} & {
    readonly [L in Exclude<Locale, 'en'>]: Readonly<Record<string, Partial<T>>>;
  };
  /** The name of each record's files (`007-library` for `007-library.en.md`), by record key. */
  readonly names: Readonly<Record<string, string>>;
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
  /** sha256 of every item file (path and content): what `npm start` compares. */
  readonly hash: string;
  /** How many records all entities hold together. */
  readonly recordCount: number;
}

/** The path of an item's file in a locale, from data/'s root: `news/007-library.fa.md`. */
export function itemFile(entity: EntityName, name: string, locale: Locale): string {
  return `${entity}/${name}.${locale}.md`;
}

/** An item file's name: `<name>.<locale>.md`, the name starting with a letter or digit. */
const ITEM_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]*)\.(en|fa|ps)\.md$/;

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
 * Checks one part of an item (its record or its text in one locale) against
 * its schema, and turns the errors into problems an editor can act on: one
 * per field, union branches folded into "must be one of", descriptions
 * instead of regular expressions, and the offending value quoted.
 */
function schemaProblems(file: string, record: string | undefined, schema: TSchema, value: unknown): DataProblem[] {
  const errors = [...validatorFor(schema).Errors(value)] as SchemaError[];
  const problems: DataProblem[] = [];
  const unionPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  for (const error of errors) {
    if (error.keyword === 'boolean') continue;
    // In a union, the branch errors are noise; the anyOf error speaks for them.
    if (error.keyword !== 'anyOf' && unionPaths.has(error.instancePath)) continue;
    const nested = error.instancePath.split('/').slice(1).join('.');
    if (error.keyword === 'required') {
      for (const missing of (error.params.requiredProperties as string[] | undefined) ?? []) {
        problems.push({file, record, field: nested ? `${nested}.${missing}` : missing, message: 'is missing'});
      }
      continue;
    }
    if (error.keyword === 'additionalProperties') {
      for (const extra of (error.params.additionalProperties as string[] | undefined) ?? []) {
        const field = nested ? `${nested}.${extra}` : extra;
        problems.push({file, record, field, message: 'is not a field here (check the spelling against data/README.md)'});
      }
      continue;
    }
    const described = schemaAt(schema, error.schemaPath)?.description;
    const message =
      typeof described === 'string' && ['pattern', 'format', 'anyOf', 'type', 'minimum', 'maximum'].includes(error.keyword)
        ? `must be ${described}`
        : error.message;
    problems.push({
      file,
      record,
      field: nested === '' ? undefined : nested,
      message: `${message} (got ${quote(valueAt(value, error.instancePath))})`,
    });
  }
  return problems;
}

/**
 * The text of a body: paragraphs are separated by blank lines, and the
 * lines of one paragraph join with a space, as in Markdown. The API gives
 * the paragraphs separated by single line breaks.
 */
export function bodyText(body: string): string {
  return body
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.trim().replace(/[ \t]*\n[ \t]*/g, ' '))
    .filter((paragraph) => paragraph !== '')
    .join('\n');
}

/** One item file as read: its front matter and body. */
interface ItemFile {
  readonly name: string;
  readonly locale: Locale;
  readonly display: string;
  readonly fields: Record<string, unknown>;
  readonly body: string;
}

/**
 * What to do about a front-matter line YAML refused, in plain words: the
 * usual cause is a text value with `: ` in it (YAML reads a second field
 * there) or one starting with a character YAML gives a meaning to.
 */
function yamlHint(line: string): string | undefined {
  const field = /^([A-Za-z_][\w-]*):[ \t]+(.+?)\s*$/.exec(line);
  if (field === null) return undefined;
  const [, name, value] = field;
  const quoted = `${name}: "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  if (/^["']/.test(value)) return `close the quotes, or write the value without them`;
  if (/: /.test(value)) return `the value contains ": ", so put the value in double quotes: ${quoted}`;
  if (/^[[{#&*!|>%@`]/.test(value)) return `the value starts with "${value[0]}", so if it is text put the value in double quotes: ${quoted}`;
  return undefined;
}

/**
 * Splits a file into front matter and body, or says what is wrong with it
 * (with the field, when the fault is on one field's line).
 *
 * A translation may also be empty (nothing translated yet) or hold only a
 * body without front matter (only the main text translated): that is how
 * the web editor (Decap CMS, plugins/cms-admin) writes a language whose
 * other fields are still empty. A file without front matter that has a
 * line of three dashes further down is a broken one, not a body.
 */
function parseItemFile(text: string, translation: boolean): {fields: Record<string, unknown>; body: string} | {error: string; field?: string} {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (translation && lines[0].trim() !== '---' && !lines.some((line) => line.trim() === '---')) {
    return {fields: {}, body: lines.join('\n')};
  }
  if (lines[0].trim() !== '---') return {error: 'must start with a line of three dashes (---) opening the front matter'};
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end < 0) return {error: 'has no closing line of three dashes (---) after the front matter'};
  const frontMatter = lines.slice(1, end);
  const document = parseDocument(frontMatter.join('\n'), {version: '1.2', schema: 'core', uniqueKeys: true});
  if (document.errors.length > 0) {
    const error = document.errors[0];
    const where = error.linePos ? ` (line ${error.linePos[0].line + 1}, column ${error.linePos[0].col})` : '';
    const reason = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    // The field whose line YAML stopped on (a value may go on over the lines below its name).
    const fieldLine = error.linePos
      ? frontMatter
          .slice(0, error.linePos[0].line)
          .reverse()
          .find((line) => /^[A-Za-z_][\w-]*:/.test(line))
      : undefined;
    const hint = fieldLine === undefined ? undefined : yamlHint(fieldLine);
    return {
      error: `has front matter that is not valid YAML${where}: ${reason}${hint === undefined ? '' : `; ${hint}`}`,
      field: fieldLine?.slice(0, fieldLine.indexOf(':')),
    };
  }
  const value: unknown = document.toJS();
  if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    return {error: 'has front matter that is not a list of "field: value" lines'};
  }
  return {fields: (value ?? {}) as Record<string, unknown>, body: lines.slice(end + 1).join('\n')};
}

/**
 * The fields of one item file's source as written, the body under its
 * entity's body field, without any check: for tools that compare versions
 * of a file (the translation check). Undefined when the file cannot be read
 * as front matter and body.
 */
export function itemFields(entity: EntityName, source: string): Record<string, unknown> | undefined {
  const parsed = parseItemFile(source, true);
  if ('error' in parsed) return undefined;
  const spec = ENTITIES[entity];
  const body = 'body' in spec ? spec.body : undefined;
  const text = bodyText(parsed.body);
  return body !== undefined && text !== '' ? {...parsed.fields, [body]: text} : parsed.fields;
}

const ENGLISH_ATTACHMENTS = Type.Array(AttachedFileEntry, {maxItems: 50});
const TRANSLATED_ATTACHMENTS = Type.Array(AttachedFileTranslation, {maxItems: 50});

/**
 * Programs and faculties list their attached files in one field, `files`:
 * in the English file each entry has the key, the PDF and the English name;
 * in a translation the key and the translated name. The record keeps
 * `{key, file}`, the text the names by key. Undefined when the list itself
 * is not valid (the problems say why).
 */
function splitAttachments(
  file: ItemFile,
  record: string | undefined,
  problems: DataProblem[],
): {files?: {key: string; file: string}[]; names: Record<string, string>} | undefined {
  const value = file.fields.files;
  if (value === undefined) return {names: {}};
  const schema = file.locale === 'en' ? ENGLISH_ATTACHMENTS : TRANSLATED_ATTACHMENTS;
  const found = schemaProblems(file.display, record, schema, value).map((problem) => ({
    ...problem,
    field: problem.field === undefined ? 'files' : `files.${problem.field}`,
  }));
  problems.push(...found);
  if (found.length > 0) return undefined;
  const entries = value as {key: string; file?: string; name?: string}[];
  const names = Object.fromEntries(entries.filter((entry) => entry.name !== undefined).map((entry) => [entry.key, entry.name as string]));
  return {files: entries.map(({key, file: pdf}) => ({key, file: pdf as string})), names};
}

/** What one entity folder held, before the rules between files. */
interface RawEntity {
  /** English items that passed their checks, in file-name order. */
  readonly items: {name: string; display: string; record: Record<string, unknown>}[];
  readonly text: Record<Locale, Record<string, Record<string, unknown>>>;
  readonly names: Record<string, string>;
  /** Every English file by name, valid or not, so a translation is matched to its item. */
  readonly englishNames: Set<string>;
}

/**
 * Levenshtein's edit distance between two names: how many letters must be
 * added, removed or changed to turn one into the other.
 */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** A name as a typist might have meant it: lower case, numbers without leading zeros (`News-06` is `news-6`). */
const loosely = (name: string): string => name.toLowerCase().replace(/(?<![0-9])0+(?=[0-9])/g, '');

/**
 * The names of `candidates` a mistyped `name` most likely meant: the
 * nearest (three at most), when they are a few letters away (a quarter of
 * the name, at least two); none otherwise.
 */
export function nearestNames(name: string, candidates: readonly string[]): string[] {
  const limit = Math.max(2, Math.floor(name.length / 4));
  const scored = candidates.map((candidate) => ({candidate, distance: editDistance(loosely(name), loosely(candidate))}));
  const best = Math.min(...scored.map(({distance}) => distance));
  return best <= limit
    ? scored
        .filter(({distance}) => distance === best)
        .map(({candidate}) => candidate)
        .slice(0, 3)
    : [];
}

/** ` (did you mean a?)`, ` (did you mean a, b or c?)`, or nothing. */
export function didYouMean(names: readonly string[]): string {
  if (names.length === 0) return '';
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  return ` (did you mean ${list}?)`;
}

/** The key of a record as problems name it: `id 7`, `Tag "MBA"`. */
function describeKey(keyField: string, key: unknown): string | undefined {
  if (key === undefined || key === null) return undefined;
  return `${keyField} ${typeof key === 'number' ? key : quote(key)}`;
}

function listFolder(folder: string): string[] {
  try {
    return readdirSync(folder, {withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch (error) {
    // An entity without items may have no folder at all.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const byName = (a: string, b: string): number => a.localeCompare(b, 'en', {numeric: true});

/**
 * Reads one entity's folder: each English file becomes a record and its
 * English text, each translation the text of the same-named English item.
 */
function readEntity(
  dataDir: string,
  entity: EntityName,
  display: (file: string) => string,
  problems: DataProblem[],
  contents: Map<string, string>,
): RawEntity {
  const spec = ENTITIES[entity];
  const recordFields = new Set(Object.keys(spec.records.properties));
  const textFields = new Set(Object.keys(spec.text.full.properties));
  const body = 'body' in spec ? spec.body : undefined;
  const attaches = entity === 'programs' || entity === 'faculties';
  const raw: RawEntity = {items: [], text: {en: {}, fa: {}, ps: {}}, names: {}, englishNames: new Set()};
  const files: ItemFile[] = [];

  for (const fileName of listFolder(path.join(dataDir, entity)).sort(byName)) {
    if (fileName.startsWith('.') || fileName === 'README.md') continue;
    const shown = display(`${entity}/${fileName}`);
    const match = ITEM_FILE.exec(fileName);
    if (match === null) {
      problems.push({
        file: shown,
        message:
          'is not an item file: name it <name>.en.md (English) with <name>.fa.md and <name>.ps.md beside it, the name of letters, digits, - and _',
      });
      continue;
    }
    const text = readFileSync(path.join(dataDir, entity, fileName), 'utf8');
    contents.set(`${entity}/${fileName}`, text);
    const parsed = parseItemFile(text, match[2] !== 'en');
    if ('error' in parsed) {
      // The item by its key as written, if its line can be read on its own.
      const key = new RegExp(`^${spec.key}:[ \\t]*["']?([^"'\\s]+)`, 'm').exec(text)?.[1];
      const record = key === undefined ? undefined : describeKey(spec.key, /^[0-9]+$/.test(key) ? Number(key) : key);
      problems.push({file: shown, record, field: parsed.field, message: parsed.error});
      if (match[2] === 'en') raw.englishNames.add(match[1]);
      continue;
    }
    files.push({name: match[1], locale: match[2] as Locale, display: shown, ...parsed});
    if (match[2] === 'en') raw.englishNames.add(match[1]);
  }

  /** The item's text fields: the front matter's, plus the body's field. */
  const textOf = (file: ItemFile, record: string | undefined): Record<string, unknown> => {
    const text: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(file.fields)) {
      if (textFields.has(field)) text[field] = typeof value === 'string' ? value.trim() : value;
    }
    if (body === undefined) {
      if (file.body.trim() !== '') {
        problems.push({
          file: file.display,
          record,
          message: `has text after the front matter, but ${entity} items have no body: write every field in the front matter`,
        });
      }
    } else if (body in file.fields) {
      problems.push({file: file.display, record, field: body, message: 'goes after the front matter, as the body, not among its fields'});
    } else if (file.body.trim() !== '') {
      text[body] = bodyText(file.body);
    }
    return text;
  };

  /** The item's attachments (programs and faculties), their names moved into its text; undefined when not valid. */
  const attachmentsOf = (file: ItemFile, record: string | undefined, text: Record<string, unknown>) => {
    const attachments = splitAttachments(file, record, problems);
    delete text.files;
    if (attachments !== undefined && Object.keys(attachments.names).length > 0) text.files = attachments.names;
    return attachments;
  };

  /** Says what to write for a missing field: in the front matter, or the body after it. */
  const missingHint = (problem: DataProblem): DataProblem =>
    problem.message !== 'is missing'
      ? problem
      : {
          ...problem,
          message:
            problem.field === body
              ? 'is missing: write the text after the front matter'
              : `is missing: add a line "${problem.field}: ..." to the front matter (data/README.md lists the fields of ${entity})`,
        };

  // The id to suggest for an item whose id is taken: one more than the highest in the folder.
  const nextFreeId =
    spec.key === 'id'
      ? Math.max(
          0,
          ...files.filter((f) => f.locale === 'en').map((f) => (typeof f.fields.id === 'number' && Number.isFinite(f.fields.id) ? f.fields.id : 0)),
        ) + 1
      : undefined;

  const unknownField = (file: ItemFile, record: string | undefined, field: string): void => {
    problems.push({file: file.display, record, field, message: 'is not a field of this item (check the spelling against data/README.md)'});
  };

  const keysByName = new Map<string, string>();
  const seen = new Map<string, string>();
  const attachedByName = new Map<string, {key: string; file: string}[]>();
  for (const file of files.filter((f) => f.locale === 'en')) {
    const keyValue = file.fields[spec.key];
    const record = describeKey(spec.key, keyValue);
    const fields: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(file.fields)) {
      if (recordFields.has(field)) fields[field] = value;
      else if (!textFields.has(field) && field !== body) unknownField(file, record, field);
    }
    const text = textOf(file, record);
    let attachmentsValid = true;
    if (attaches) {
      const attachments = attachmentsOf(file, record, text);
      attachmentsValid = attachments !== undefined;
      fields.files = attachments?.files ?? [];
      attachedByName.set(file.name, attachments?.files ?? []);
    }
    const recordProblems = schemaProblems(file.display, record, spec.records, fields).map(missingHint);
    const textProblems = schemaProblems(file.display, record, spec.text.full, text).map(missingHint);
    problems.push(...recordProblems, ...textProblems);
    if (!attachmentsValid) recordProblems.push({file: file.display, record, field: 'files', message: 'is not valid'});
    if (keyValue === undefined || recordProblems.some((p) => p.field === spec.key)) continue;
    const key = String(keyValue);
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({
        file: file.display,
        record,
        field: spec.key,
        message:
          `is also the ${spec.key} of ${first}; every ${spec.key} must be unique ` +
          (nextFreeId === undefined ? '(give one of them another)' : `(give one of them another: the next free id is ${nextFreeId})`),
      });
      continue;
    }
    seen.set(key, file.display);
    keysByName.set(file.name, key);
    if (recordProblems.length === 0) {
      raw.items.push({name: file.name, display: file.display, record: fields});
      raw.names[key] = file.name;
    }
    if (textProblems.length === 0) raw.text.en[key] = text;
  }

  for (const file of files.filter((f) => f.locale !== 'en')) {
    const key = keysByName.get(file.name);
    if (key === undefined) {
      if (!raw.englishNames.has(file.name)) {
        const near = nearestNames(file.name, [...raw.englishNames]).map((name) => `${name}.${file.locale}.md`);
        problems.push({
          file: file.display,
          message:
            `translates an item that has no English file: ${itemFile(entity, file.name, 'en')} is missing; ` +
            `give it the name of its English file, or add the English file${didYouMean(near)}`,
        });
      }
      continue;
    }
    const record = describeKey(spec.key, spec.key === 'id' ? Number(key) : key);
    for (const field of Object.keys(file.fields)) {
      if (attaches && field === 'files') continue;
      if (recordFields.has(field)) {
        problems.push({file: file.display, record, field, message: `belongs in the English file only (${file.name}.en.md): translations hold text`});
      } else if (!textFields.has(field) && field !== body) {
        unknownField(file, record, field);
      }
    }
    const text = textOf(file, record);
    let attachmentsValid = true;
    if (attaches) {
      const attachments = attachmentsOf(file, record, text);
      attachmentsValid = attachments !== undefined;
      const english = attachedByName.get(file.name) ?? [];
      for (const [position, entry] of (attachments?.files ?? []).entries()) {
        const pdf = english.find((candidate) => candidate.key === entry.key)?.file;
        if (entry.file !== undefined && pdf !== undefined && entry.file !== pdf) {
          problems.push({
            file: file.display,
            record,
            field: `files.${position}.file`,
            message: `must be left out or be the English file's ${pdf}: the PDF is set in ${file.name}.en.md`,
          });
          attachmentsValid = false;
        }
      }
    }
    const textProblems = schemaProblems(file.display, record, spec.text.partial, text);
    problems.push(...textProblems);
    if (textProblems.length === 0 && attachmentsValid) raw.text[file.locale][key] = text;
  }
  return raw;
}

/**
 * Reads and validates the data folder. Resolves with the whole data set, or
 * rejects with a DataValidationError listing every problem.
 * @param dataDir the folder (DATA_DIR, default `data`)
 */
export async function readDataDir(dataDir: string): Promise<DataSet> {
  return readDataDirSync(dataDir);
}

/**
 * readDataDir for callers that cannot wait (test fixtures, build scripts):
 * the folder is small, and reading it takes milliseconds.
 */
export function readDataDirSync(dataDir: string): DataSet {
  const problems: DataProblem[] = [];
  const display = (file: string): string => {
    const relative = path.relative(process.cwd(), path.join(dataDir, file));
    return relative.startsWith('..') || path.isAbsolute(relative) ? path.join(dataDir, file) : relative;
  };
  const contents = new Map<string, string>();
  const raw = {} as Record<EntityName, RawEntity>;
  for (const entity of ENTITY_NAMES) {
    raw[entity] = readEntity(dataDir, entity, display, problems, contents);
  }
  problems.push(...crossCheck(raw));
  if (problems.length > 0) throw new DataValidationError(dataDir, problems);

  // Hash the files as read, in a fixed order and by their data/-relative
  // names, so the same content gives the same hash wherever data/ lives.
  const hash = createHash('sha256');
  for (const file of [...contents.keys()].sort()) {
    hash.update(`${file}\0${contents.get(file)}\0`);
  }

  const dataSet = {hash: hash.digest('hex'), recordCount: 0} as Record<string, unknown>;
  let recordCount = 0;
  for (const entity of ENTITY_NAMES) {
    const {items, text, names} = raw[entity];
    recordCount += items.length;
    dataSet[entity] = {records: items.map((item) => item.record), text, names};
  }
  dataSet.recordCount = recordCount;
  return dataSet as unknown as DataSet;
}

/** The rules no single file can check: attached files, and references between entities. */
function crossCheck(raw: Record<EntityName, RawEntity>): DataProblem[] {
  const problems: DataProblem[] = [];

  // Attached files: every file key needs an English display name, and the
  // translations may only name keys that exist.
  for (const entity of ['programs', 'faculties'] as const) {
    const keyField = ENTITIES[entity].key;
    for (const {name, display, record} of raw[entity].items) {
      const key = String(record[keyField]);
      const described = describeKey(keyField, key);
      const fileKeys = (record.files as {key: string}[]).map((file) => file.key);
      for (const dupe of new Set(fileKeys.filter((fileKey, i) => fileKeys.indexOf(fileKey) !== i))) {
        problems.push({file: display, record: described, field: 'files', message: `lists the file key "${dupe}" twice`});
      }
      for (const locale of LOCALES) {
        const names = (raw[entity].text[locale][key]?.files ?? {}) as Record<string, string>;
        const file = display.replace(/\.en\.md$/, `.${locale}.md`);
        if (locale === 'en') {
          for (const fileKey of fileKeys) {
            if (names[fileKey] === undefined) {
              problems.push({
                file,
                record: described,
                field: `files.${fileKey}`,
                message: 'is missing: every attached file needs an English display name',
              });
            }
          }
        }
        for (const fileKey of Object.keys(names)) {
          if (!fileKeys.includes(fileKey)) {
            problems.push({file, record: described, field: `files.${fileKey}`, message: `names a file that ${name}.en.md does not attach`});
          }
        }
      }
    }
  }

  const facultyKeys = new Set(raw.faculties.items.map((item) => String(item.record.key)));
  for (const {display, record} of raw.programs.items) {
    if (!facultyKeys.has(String(record.faculty))) {
      problems.push({
        file: display,
        record: describeKey('Tag', record.Tag),
        field: 'faculty',
        message: `names faculty ${quote(record.faculty)}, which no file in faculties/ has`,
      });
    }
  }

  const programTags = new Set(raw.programs.items.map((item) => String(item.record.Tag)));
  for (const {display, record} of raw.lecturers.items) {
    const tags = record.programs as string[];
    tags.forEach((tag, position) => {
      const where = {file: display, record: describeKey('id', record.id), field: `programs.${position}`};
      if (!programTags.has(tag)) {
        problems.push({...where, message: `names program ${quote(tag)}, which no file in programs/ has`});
      } else if (tags.indexOf(tag) !== position) {
        problems.push({...where, message: `lists program ${quote(tag)} twice`});
      }
    });
  }
  return problems;
}
