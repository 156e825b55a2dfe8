/**
 * `npm run data:import` on SQLite and PostgreSQL (issue 3 point 3): it
 * validates everything first, refuses a broken file by name (file, record,
 * field) with the database untouched, loads in one transaction (a failure
 * in the middle of the load leaves the database as it was), and a running
 * server sees a new import without a restart.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {setTimeout as sleep} from 'node:timers/promises';
import {
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  TableNode,
} from 'kysely';
import {closeDatabase, openDatabase} from '../src/db/connection';
import {CONTENT_TABLES_CHILDREN_FIRST, type Database} from '../src/db/database';
import {DataValidationError, importData} from '../src/db/import/index';
import {migrateToLatest} from '../src/db/migrate';
import {buildApp, dataCopy, ENGINES, FIXTURE_DATA, freshDatabase, loadData} from './helper';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Every content row and the import log, as one comparable value. */
async function snapshot(db: Kysely<Database>): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of [...CONTENT_TABLES_CHILDREN_FIRST, 'data_imports'] as const) {
    const rows = await db.selectFrom(table).selectAll().execute();
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(tables);
}

/**
 * Sends the Nth INSERT of a load to a table that does not exist, so the
 * database itself fails the statement half-way through the transaction.
 */
class FailOnInsert implements KyselyPlugin {
  private inserts = 0;
  constructor(private readonly failAt: number) {}
  transformQuery({node}: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'InsertQueryNode' && ++this.inserts === this.failAt) {
      return {...node, into: TableNode.create('table_that_does_not_exist')};
    }
    return node;
  }
  async transformResult({result}: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** The broken fixture variants and what the error must name. */
const BROKEN: readonly {variant: string; file: string; record: string; field?: string}[] = [
  {variant: 'bad-date', file: 'news/records.json', record: '#5 (id 6)', field: 'posted_date'},
  {variant: 'missing-english', file: 'events/en.json', record: '"3"'},
  {variant: 'unknown-program', file: 'lecturers/records.json', record: '#3 (id 3)', field: 'programs.1'},
  {variant: 'html-script', file: 'lecturers/en.json', record: '"2"', field: 'publications'},
  {variant: 'misspelt-field', file: 'employees/records.json', record: '#2 (id 2)', field: 'Month'},
];

for (const engine of ENGINES) {
  test(`data import on ${engine}`, async (t) => {
    const database = await freshDatabase(t, engine);
    if (database === undefined) return;
    const handle = openDatabase(database.url);
    t.after(() => closeDatabase(handle));
    const {db} = handle;
    await migrateToLatest(db);

    await t.test('loads every entity and logs the import', async () => {
      const outcome = await importData(db, FIXTURE_DATA);
      assert.equal(outcome.status, 'imported');
      assert.equal(outcome.importId, 1);
      const count = async (table: keyof Database) =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      assert.equal(await count('news_items'), 8);
      assert.equal(await count('news_texts'), 8 + 8 + 7);
      assert.equal(await count('lecturer_programs'), 6);
      assert.equal(await count('attached_files'), 3);
      assert.equal(await count('data_imports'), 1);
    });

    await t.test('an unchanged data folder is not imported again with onlyIfChanged', async () => {
      const outcome = await importData(db, FIXTURE_DATA, {onlyIfChanged: true});
      assert.equal(outcome.status, 'unchanged');
    });

    for (const broken of BROKEN) {
      await t.test(`refuses ${broken.variant}, naming file, record and field, and changes nothing`, async (tt) => {
        const before = await snapshot(db);
        const dir = await dataCopy(tt, broken.variant);
        await assert.rejects(importData(db, dir), (error: unknown) => {
          assert.ok(error instanceof DataValidationError);
          const problem = error.problems.find(
            (p) =>
              p.file.endsWith(broken.file) &&
              p.record === broken.record &&
              (broken.field === undefined || p.field === broken.field),
          );
          assert.ok(problem, `no problem for ${broken.file} ${broken.record} ${broken.field ?? ''} in:\n${error.message}`);
          assert.match(error.message, new RegExp(broken.file.replace('.', '\\.')));
          return true;
        });
        assert.equal(await snapshot(db), before);
      });
    }

    await t.test('a file that is not JSON is named with its line', async (tt) => {
      const dir = await dataCopy(tt, 'invalid-json');
      await assert.rejects(importData(db, dir), /jobs\/fa\.json: is not valid JSON \(line 1, column \d+\)/);
    });

    await t.test('a failure in the middle of the load leaves the database as it was', async (tt) => {
      const before = await snapshot(db);
      const dir = await dataCopy(tt);
      const enPath = path.join(dir, 'news', 'en.json');
      const en = JSON.parse(await readFile(enPath, 'utf8')) as Record<string, {title: string}>;
      en['1'].title = 'A changed title that must not land';
      await writeFile(enPath, JSON.stringify(en));
      // Insert 12 is well into the load: news, events, faculties and
      // programs are already written inside the transaction by then.
      const failing = db.withPlugin(new FailOnInsert(12));
      await assert.rejects(importData(failing, dir));
      assert.equal(await snapshot(db), before);
      // And the same data loads fine without the fault.
      const outcome = await importData(db, dir);
      assert.equal(outcome.status, 'imported');
      const title = await db
        .selectFrom('news_texts')
        .select('title')
        .where('news_id', '=', 1)
        .where('locale', '=', 'en')
        .executeTakeFirstOrThrow();
      assert.equal(title.title, 'A changed title that must not land');
    });

    await t.test('the CLI exits 1 on a broken folder, naming it, and 0 on a good one', async (tt) => {
      const before = await snapshot(db);
      const dir = await dataCopy(tt, 'bad-date');
      const run = (args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'server/src/db/import/cli.ts', ...args], {
          cwd: REPO_ROOT,
          env: {...process.env, DATABASE_URL: database.url},
          encoding: 'utf8',
          timeout: 60_000,
        });
      const refused = run(['--data', dir]);
      assert.equal(refused.status, 1, refused.stderr);
      assert.match(refused.stderr, /news\/records\.json: record #5 \(id 6\), field "posted_date"/);
      assert.equal(await snapshot(db), before);
      const loaded = run(['--data', FIXTURE_DATA]);
      assert.equal(loaded.status, 0, loaded.stderr);
      assert.match(loaded.stdout, /loaded 36 records/);
      const unchanged = run(['--data', FIXTURE_DATA, '--if-changed']);
      assert.equal(unchanged.status, 0);
      assert.match(unchanged.stdout, /unchanged/);
    });
  });

  test(`a running server drops its cached answers after an import on ${engine}`, async (t) => {
    const database = await freshDatabase(t, engine);
    if (database === undefined) return;
    await loadData(database.url);
    const fastify = await buildApp(t, {databaseUrl: database.url, dbCheckIntervalMs: 50});
    const before = await fastify.inject({url: '/web/news/1/en'});
    assert.equal((before.json() as {title: string}[])[0].title, 'Library opens evening reading hours');

    const dir = await dataCopy(t);
    const enPath = path.join(dir, 'news', 'en.json');
    const en = JSON.parse(await readFile(enPath, 'utf8')) as Record<string, {title: string}>;
    en['1'].title = 'Library extends evening reading hours';
    await writeFile(enPath, JSON.stringify(en));
    // Imported by another connection, as `npm run data:import` would be.
    await loadData(database.url, dir);

    let after = await fastify.inject({url: '/web/news/1/en'});
    for (let i = 0; i < 100 && after.headers.etag === before.headers.etag; i++) {
      await sleep(20);
      after = await fastify.inject({url: '/web/news/1/en'});
    }
    assert.equal((after.json() as {title: string}[])[0].title, 'Library extends evening reading hours');
    assert.notEqual(after.headers.etag, before.headers.etag);
  });
}
