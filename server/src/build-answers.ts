/**
 * The API's answers for everything in data/, for the site build: every call
 * a page of each locale can make (content/api.ts, allCalls) answered by the
 * real app, with its real queries and serialisers, on a temporary SQLite
 * database loaded from data/ by the real import. The pages the build renders
 * embed exactly what `/web` answers for them.
 *
 * Run as a command by the build (plugins/data-pages):
 *   tsx server/src/build-answers.ts <dataDir> <outFile>
 * It writes the JSON of {@link BuildAnswers} to outFile; a data folder that
 * does not validate prints every problem and exits 1, so the build fails
 * with the same messages as `npm run data:import`.
 */
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import {allCalls, type RecordKeys} from '../../content/api';
import {LOCALES, type Locale} from '../../content/locales';
import {type DataSet, DataValidationError, readDataDir} from '../../content/read-data';
import type {ProgramType} from '../../content/keys';
import app, {serverOptions} from './app';
import {closeDatabase, openDatabase} from './db/connection';
import {writeDataSet} from './db/import/write-data';
import {migrateToLatest} from './db/migrate';

/** What the build gets: the answers per locale and the records the pages are made for. */
export interface BuildAnswers {
  /** sha256 of data/ as the import computes it. */
  readonly dataHash: string;
  /** Per locale: API path (with query) → the answer's JSON value. */
  readonly answers: Readonly<Record<Locale, Readonly<Record<string, unknown>>>>;
  readonly keys: RecordKeys;
  /** Each program's type, by Tag. */
  readonly programTypes: Readonly<Record<string, ProgramType>>;
  /** Each lecturer's programs (the first is the home program), by id. */
  readonly lecturerPrograms: Readonly<Record<string, readonly string[]>>;
}

/** The keys of the records every page is rendered for. */
function recordKeys(data: DataSet): RecordKeys {
  return {
    news: data.news.records.map((r) => r.id),
    events: data.events.records.map((r) => r.id),
    programs: data.programs.records.map((r) => r.Tag),
    faculties: data.faculties.records.map((r) => r.key),
    lecturers: data.lecturers.records.map((r) => r.id),
    jobs: data.jobs.records.map((r) => r.id),
    employees: data.employees.records.map((r) => r.id),
  };
}

/** Answers every call of every locale for the data in `dataDir`. */
export async function buildAnswers(dataDir: string): Promise<BuildAnswers> {
  const data = await readDataDir(dataDir);
  const folder = await mkdtemp(path.join(tmpdir(), 'build-answers-'));
  const databaseUrl = `sqlite:${path.join(folder, 'content.sqlite')}`;
  const handle = openDatabase(databaseUrl);
  try {
    await migrateToLatest(handle.db);
    await writeDataSet(handle.db, data, dataDir);
  } finally {
    await closeDatabase(handle);
  }
  const fastify = Fastify(serverOptions({logger: false}));
  await fastify.register(app, {
    config: {databaseUrl, siteDir: undefined, corsOrigins: [], dbCheckIntervalMs: 600_000, pgPoolSize: 1, compressAnswers: false},
  });
  try {
    await fastify.ready();
    const keys = recordKeys(data);
    const answers = {} as Record<Locale, Record<string, unknown>>;
    for (const locale of LOCALES) {
      const byPath: Record<string, unknown> = {};
      for (const call of allCalls(locale, keys)) {
        const response = await fastify.inject({method: 'GET', url: call.path});
        if (response.statusCode !== 200) {
          throw new Error(`${call.path} answered ${response.statusCode}: ${response.body}`);
        }
        byPath[call.path] = JSON.parse(response.body) as unknown;
      }
      answers[locale] = byPath;
    }
    return {
      dataHash: data.hash,
      answers,
      keys,
      programTypes: Object.fromEntries(data.programs.records.map((r) => [r.Tag, r.type])),
      lecturerPrograms: Object.fromEntries(data.lecturers.records.map((r) => [String(r.id), r.programs])),
    };
  } finally {
    await fastify.close();
    await rm(folder, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const [dataDir, outFile] = process.argv.slice(2);
  if (dataDir === undefined || outFile === undefined) {
    process.stderr.write('usage: tsx server/src/build-answers.ts <dataDir> <outFile>\n');
    process.exit(2);
  }
  try {
    const result = await buildAnswers(dataDir);
    await mkdir(path.dirname(outFile), {recursive: true});
    await writeFile(outFile, JSON.stringify(result));
  } catch (error) {
    process.stderr.write(`${error instanceof DataValidationError ? error.message : ((error as Error).stack ?? String(error))}\n`);
    process.exit(1);
  }
}

if (require.main === module) {
  void main();
}
