/**
 * Test helpers: fresh databases on both engines, the app built through
 * `inject` exactly as server.ts builds it, and the fixture data.
 *
 * PostgreSQL: PG_TEST_URL (default postgres://postgres@127.0.0.1:5432/test)
 * names the server; each test run creates its own database
 * (`uni_test_<random>`) and drops it afterwards. Outside CI a missing server
 * skips the PostgreSQL half with a printed notice; with CI=true it fails.
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {cp, mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {TestContext} from 'node:test';
import {setTimeout as sleep} from 'node:timers/promises';
import Fastify, {type FastifyInstance} from 'fastify';
import pg from 'pg';
import app, {serverOptions} from '../src/app';
import type {AppConfig} from '../src/config';
import {loadContent} from '../src/db/load-content';
import {type DataSet, readDataDirSync} from '../../content/read-data';
import type {Locale} from '../../content/locales';
import type {EntityName} from '../../content/schemas/data';

/** The small data set in the layout of data/ that the tests load. */
export const FIXTURE_DATA = path.join(__dirname, 'fixtures', 'data');
/** Broken variants: each folder replaces a few files of the fixture set. */
export const BROKEN_FIXTURES = path.join(__dirname, 'fixtures', 'broken');

/**
 * Skip reason for the checks of a graceful exit on SIGTERM, on Windows:
 * there `kill()` ends a process at once, with no signal to handle (the
 * server's graceful stop matters where it runs: systemd and containers).
 */
export const NO_SIGNALS: string | false = process.platform === 'win32' ? 'Windows has no SIGTERM: kill() ends the process at once' : false;

/** The engines every contract test runs on. */
export const ENGINES = ['sqlite', 'postgres'] as const;
export type EngineName = (typeof ENGINES)[number];

const PG_TEST_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const IS_CI = process.env.CI === 'true';

let pgReachable: Promise<boolean> | undefined;

/** The PostgreSQL server's maintenance database URL (to create and drop test databases). */
function adminUrl(): string {
  const url = new URL(PG_TEST_URL);
  url.pathname = '/postgres';
  return url.toString();
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({connectionString: adminUrl(), connectionTimeoutMillis: 3000});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Whether PostgreSQL answers (asked once per test process). */
export function isPostgresReachable(): Promise<boolean> {
  pgReachable ??= withAdmin(async (client) => {
    await client.query('select 1');
    return true;
  }).catch(() => false);
  return pgReachable;
}

/** A database for one test, and how to get rid of it. */
export interface TestDatabase {
  readonly engine: EngineName;
  readonly url: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database on the test server. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `uni_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_TEST_URL);
  url.pathname = `/${name}`;
  return {
    engine: 'postgres',
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** A new SQLite file in a temporary folder. */
export async function createSqliteDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'uni-test-'));
  return {
    engine: 'sqlite',
    url: `sqlite:${path.join(dir, 'test.sqlite')}`,
    drop: () => rm(dir, {recursive: true, force: true}),
  };
}

/**
 * A fresh database of the engine, dropped when the test ends; undefined
 * (and the test skipped with a notice) when PostgreSQL is not running
 * outside CI.
 */
export async function freshDatabase(t: TestContext, engine: EngineName): Promise<TestDatabase | undefined> {
  if (engine === 'postgres' && !(await isPostgresReachable())) {
    const notice = `PostgreSQL not reachable at ${PG_TEST_URL}: skipping the PostgreSQL tests`;
    if (IS_CI) throw new Error(`${notice} is not allowed in CI (CI=true)`);
    process.stdout.write(`NOTICE: ${notice} (set PG_TEST_URL or start PostgreSQL)\n`);
    t.skip(notice);
    return undefined;
  }
  const database = engine === 'sqlite' ? await createSqliteDatabase() : await createPostgresDatabase();
  t.after(() => database.drop());
  return database;
}

/** Migrates the database and loads a data folder into it. */
export async function loadData(url: string, dataDir: string = FIXTURE_DATA): Promise<void> {
  await loadContent(url, dataDir);
}

/** Builds the app as server.ts does (minus listen), closed when the test ends. */
export async function buildApp(t: TestContext, config: Partial<AppConfig> & {databaseUrl: string}): Promise<FastifyInstance> {
  const fastify = Fastify(serverOptions({logger: false}));
  await fastify.register(app, {
    config: {siteDir: undefined, corsOrigins: [], dbCheckIntervalMs: 60_000, pgPoolSize: 4, ...config},
  });
  await fastify.ready();
  t.after(() => fastify.close());
  return fastify;
}

/**
 * A fresh database of the engine loaded with the fixtures, and the app on
 * it; undefined when the engine is skipped.
 */
export async function appWithFixtures(
  t: TestContext,
  engine: EngineName,
  config: Partial<AppConfig> = {},
): Promise<{fastify: FastifyInstance; database: TestDatabase} | undefined> {
  const database = await freshDatabase(t, engine);
  if (database === undefined) return undefined;
  await loadData(database.url);
  const fastify = await buildApp(t, {...config, databaseUrl: database.url});
  return {fastify, database};
}

/** Copies the fixture data to a temporary folder, with a broken variant's files laid over it. */
export async function dataCopy(t: TestContext, brokenVariant?: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'uni-data-'));
  t.after(() => rm(dir, {recursive: true, force: true}));
  await cp(FIXTURE_DATA, dir, {recursive: true});
  if (brokenVariant !== undefined) await cp(path.join(BROKEN_FIXTURES, brokenVariant), dir, {recursive: true});
  return dir;
}

let fixtureSet: DataSet | undefined;

/**
 * The fixture data as the content layer reads it (to compare answers with
 * the source): an entity's records, or its text in one locale by record key.
 */
export function fixture<T = unknown>(entity: EntityName, part: 'records' | Locale): T {
  fixtureSet ??= readDataDirSync(FIXTURE_DATA);
  const data = fixtureSet[entity];
  return (part === 'records' ? data.records : data.text[part]) as T;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** A server started as a process of its own, as production starts it. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  /** Everything it has written to stdout and stderr so far. */
  readonly output: () => string;
  /** Its exit code, once it has exited. */
  readonly exited: Promise<number | null>;
}

/**
 * Starts the server as a process (`node --import tsx server/src/server.ts`,
 * or the `argv` given: the compiled entry, a test entry) from the
 * repository, on a free port of 127.0.0.1, with `env` (at least
 * DATABASE_URL and SITE_DIR) over the settings of a test; killed when the
 * test ends. Its photo versions go to a temporary folder, never to the
 * repository's var/, so that test files running side by side, or beside
 * `npm start`, never share one.
 */
export async function startServerProcess(
  t: TestContext,
  env: Record<string, string>,
  argv: readonly string[] = ['--import', 'tsx', 'server/src/server.ts'],
): Promise<ServerProcess> {
  const variants = await mkdtemp(path.join(tmpdir(), 'uni-variants-'));
  t.after(() => rm(variants, {recursive: true, force: true}));
  const child = spawn(process.execPath, argv, {
    cwd: REPO_ROOT,
    env: {...process.env, PORT: '0', HOST: '127.0.0.1', SERVE_STATIC: 'false', LOG_LEVEL: 'info', IMAGE_VARIANTS_DIR: variants, ...env},
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  t.after(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
    if (match !== null) return {child, port: Number(match[1]), output: () => output, exited};
    await sleep(50);
  }
  throw new Error(`the server did not start:\n${output}`);
}
