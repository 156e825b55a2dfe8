/**
 * Replaces the database content with a validated data set in one
 * transaction: either every table holds the new content and the import log
 * has a new row, or (on any error, at any point) the database is as it was.
 */
import {setTimeout as sleep} from 'node:timers/promises';
import {type Kysely, PostgresAdapter, sql, type Transaction} from 'kysely';
import {LOCALES, type Locale} from '../../../../content/locales';
import {PROGRAM_FIGURES} from '../../../../content/schemas/data';
import {CONTENT_TABLES_CHILDREN_FIRST, type Database, type FileOwner} from '../database';
import type {DataSet, EntityData} from '../../../../content/read-data';

/** What an import wrote. */
export interface ImportResult {
  readonly importId: number;
  readonly importedAt: string;
  readonly hash: string;
  readonly recordCount: number;
}

/**
 * How long an import waits for another one to finish before giving up. An
 * import of this site's content takes seconds; this only guards against an
 * import that hangs.
 */
const IMPORT_WAIT_MS = 10 * 60_000;

/** The PostgreSQL advisory lock imports take, one at a time (any fixed number unused elsewhere). */
const IMPORT_LOCK_KEY = 7_406_231_915;

/** How often a waiting import asks PostgreSQL for the lock again. */
const IMPORT_LOCK_POLL_MS = 100;

/**
 * Makes concurrent imports take turns. Two loads deleting and inserting the
 * same rows would otherwise wait on each other's row locks inside single
 * statements, and the second would fail once its statement timeout (5 s)
 * ran out. So the first statement of an import's transaction takes a
 * transaction-level advisory lock (released by the commit or rollback); a
 * second import asks again every 100 ms, each ask a short statement, so no
 * statement or query timeout cuts the wait. (SQLite serialises writers
 * itself; a second import there waits up to its busy timeout, 5 s.)
 */
async function waitForTurn(trx: Transaction<Database>): Promise<void> {
  const giveUpAt = Date.now() + IMPORT_WAIT_MS;
  for (;;) {
    const {rows} = await sql<{locked: boolean}>`select pg_try_advisory_xact_lock(${sql.lit(IMPORT_LOCK_KEY)}) as locked`.execute(trx);
    if (rows[0]?.locked === true) return;
    if (Date.now() > giveUpAt) {
      throw new Error(`another data import has been running for over ${IMPORT_WAIT_MS / 60_000} minutes; try again when it ends`);
    }
    await sleep(IMPORT_LOCK_POLL_MS);
  }
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_INSERT = 200;

async function insertAll<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    // The row objects are built below from validated data with exactly the
    // table's columns; Kysely's generic insert type cannot follow `T` here.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT) as never)
      .execute();
  }
}

/**
 * Builds the `*_texts` rows of an entity: English complete, Dari and Pashto
 * only for the records they translate, NULL where a field is left out.
 * @param columns text-file field → table column
 */
function textRows<R, T>(
  entity: EntityData<R, T>,
  ownerColumn: string,
  ownerValue: (key: string) => string | number,
  columns: Readonly<Record<string, string>>,
): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const locale of LOCALES) {
    const byKey = entity.text[locale] as Readonly<Record<string, Record<string, unknown>>>;
    for (const [key, fields] of Object.entries(byKey)) {
      const row: Record<string, unknown> = {[ownerColumn]: ownerValue(key), locale};
      for (const [field, column] of Object.entries(columns)) row[column] = fields[field] ?? null;
      rows.push(row);
    }
  }
  return rows;
}

/** Same-name columns: `{title: 'title', ...}`. */
function same(...fields: string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, field]));
}

/** Rows of attached files and their per-locale names. */
function fileRows(
  owner: FileOwner,
  items: readonly {key: string; files: readonly {key: string; file: string}[]}[],
  text: Readonly<Record<Locale, Readonly<Record<string, {files?: Record<string, string>}>>>>,
): {files: Record<string, unknown>[]; names: Record<string, unknown>[]} {
  const files: Record<string, unknown>[] = [];
  const names: Record<string, unknown>[] = [];
  for (const item of items) {
    item.files.forEach((file, position) => {
      files.push({owner, owner_key: item.key, file_key: file.key, position, path: file.file});
      for (const locale of LOCALES) {
        const name = text[locale][item.key]?.files?.[file.key];
        if (name !== undefined) names.push({owner, owner_key: item.key, file_key: file.key, locale, name});
      }
    });
  }
  return {files, names};
}

/**
 * Writes the data set in one transaction and logs the import.
 * @param source where the data came from (the data folder), for the log
 */
export async function writeDataSet(db: Kysely<Database>, data: DataSet, source: string): Promise<ImportResult> {
  const importedAt = new Date().toISOString();
  // Kysely exposes the dialect only through its executor's adapter.
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db.transaction().execute(async (trx) => {
    if (isPostgres) await waitForTurn(trx);
    for (const table of CONTENT_TABLES_CHILDREN_FIRST) {
      await trx.deleteFrom(table).execute();
    }
    const byId = (key: string): number => Number(key);
    const byKey = (key: string): string => key;

    await insertAll(
      trx,
      'news_items',
      data.news.records.map((r) => ({...r})),
    );
    await insertAll(trx, 'news_texts', textRows(data.news, 'news_id', byId, same('title', 'content', 'shared_by')));

    await insertAll(
      trx,
      'events',
      data.events.records.map((r) => ({...r})),
    );
    await insertAll(trx, 'event_texts', textRows(data.events, 'event_id', byId, same('title', 'location', 'time_period', 'content')));

    await insertAll(
      trx,
      'faculties',
      data.faculties.records.map((r, position) => ({key: r.key, position})),
    );
    await insertAll(
      trx,
      'faculty_texts',
      textRows(data.faculties, 'faculty_key', byKey, {
        ...same('title', 'overview', 'dean', 'vision', 'mission'),
        deanMessage: 'dean_message',
      }),
    );

    await insertAll(
      trx,
      'programs',
      data.programs.records.map((r, position) => ({
        tag: r.Tag,
        position,
        type: r.type,
        faculty: r.faculty,
        image: r.Image,
        ...Object.fromEntries(PROGRAM_FIGURES.map((figure) => [figure, r[figure] ?? null])),
      })),
    );
    await insertAll(
      trx,
      'program_texts',
      textRows(data.programs, 'program_tag', byKey, {
        ...same('title', 'overview', 'description', 'vision', 'mission', 'academic_structure', 'fee_structure'),
        Bio: 'bio',
      }),
    );

    const programFiles = fileRows(
      'program',
      data.programs.records.map((r) => ({key: r.Tag, files: r.files})),
      data.programs.text,
    );
    const facultyFiles = fileRows(
      'faculty',
      data.faculties.records.map((r) => ({key: r.key, files: r.files})),
      data.faculties.text,
    );
    await insertAll(trx, 'attached_files', [...programFiles.files, ...facultyFiles.files]);
    await insertAll(trx, 'attached_file_names', [...programFiles.names, ...facultyFiles.names]);

    await insertAll(
      trx,
      'lecturers',
      data.lecturers.records.map((r, position) => ({id: r.id, position, image: r.image, email: r.email, phone: r.phone})),
    );
    await insertAll(
      trx,
      'lecturer_texts',
      textRows(data.lecturers, 'lecturer_id', byId, {
        ...same('name', 'title', 'bio', 'education', 'experience', 'publications'),
        serviceAt: 'service_at',
        coursesTaught: 'courses_taught',
      }),
    );
    await insertAll(
      trx,
      'lecturer_programs',
      data.lecturers.records.flatMap((r) => r.programs.map((tag, position) => ({lecturer_id: r.id, program_tag: tag, position}))),
    );

    await insertAll(
      trx,
      'publications',
      data.publications.records.map((r) => ({...r})),
    );
    await insertAll(trx, 'publication_texts', textRows(data.publications, 'publication_id', byId, same('authors', 'title', 'research_journal')));

    await insertAll(
      trx,
      'jobs',
      data.jobs.records.map((r) => ({...r})),
    );
    await insertAll(
      trx,
      'job_texts',
      textRows(
        data.jobs,
        'job_id',
        byId,
        same(
          'title',
          'gender',
          'job_summary',
          'duties',
          'skills',
          'submission_guideline',
          'nationality',
          'contract_type',
          'contract_duration',
          'work_type',
          'candidate_experience',
          'extension_posibility',
        ),
      ),
    );

    await insertAll(
      trx,
      'inspires',
      data.inspires.records.map((r) => ({...r})),
    );
    await insertAll(trx, 'inspire_texts', textRows(data.inspires, 'inspire_id', byId, same('name')));

    await insertAll(
      trx,
      'employees',
      data.employees.records.map((r) => ({...r})),
    );
    await insertAll(trx, 'employee_texts', textRows(data.employees, 'employee_id', byId, same('name', 'description')));

    const last = await trx
      .selectFrom('data_imports')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const importId = Number(last?.id ?? 0) + 1;
    await trx
      .insertInto('data_imports')
      .values({id: importId, imported_at: importedAt, data_hash: data.hash, source, record_count: data.recordCount})
      .execute();
    return {importId, importedAt, hash: data.hash, recordCount: data.recordCount};
  });
}

/** The newest import, or undefined on a database that was never loaded. */
export async function latestImport(db: Kysely<Database>): Promise<{id: number; data_hash: string; imported_at: string} | undefined> {
  return db.selectFrom('data_imports').select(['id', 'data_hash', 'imported_at']).orderBy('id', 'desc').limit(1).executeTakeFirst();
}
