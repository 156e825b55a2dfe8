/**
 * `npm run data:import` on SQLite and PostgreSQL: it validates everything
 * first, refuses a broken file by name (file, record, field) with the
 * database untouched, loads in one transaction (a failure in the middle of
 * the load leaves the database as it was), a running server sees a new
 * import without a restart, and two imports at once take turns.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readdir, readFile, writeFile} from 'node:fs/promises';
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
import {type DataSet, DataValidationError, importData, readDataDir, writeDataSet} from '../src/db/import/index';
import {readDataDirSync} from '../../content/read-data';
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

/** Gives the English file of an item in a copy of the fixture data a new title. */
async function retitle(dir: string, entity: 'news' | 'events', id: number, title: string): Promise<void> {
  const name = (await readdir(path.join(dir, entity))).find((file) => file.startsWith(`${String(id).padStart(3, '0')}-`) && file.endsWith('.en.md'));
  assert.ok(name, `no English file for ${entity} ${id}`);
  const file = path.join(dir, entity, name);
  const text = await readFile(file, 'utf8');
  assert.match(text, /^title: .*$/m);
  await writeFile(file, text.replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`));
}

/** The broken fixture variants and what the error must name. */
const BROKEN: readonly {variant: string; file: string; record?: string; field?: string; says?: RegExp}[] = [
  {variant: 'bad-date', file: 'news/006-moot-court-day.en.md', record: 'id 6', field: 'posted_date'},
  {variant: 'missing-english', file: 'events/009-lost-translation.fa.md', says: /009-lost-translation\.en\.md is missing/},
  {variant: 'unknown-program', file: 'lecturers/003-ceyhun-sample.en.md', record: 'id 3', field: 'programs.1'},
  {variant: 'html-script', file: 'lecturers/002-bahar-sample.en.md', record: 'id 2', field: 'publications'},
  {variant: 'misspelt-field', file: 'employees/002-2025-09-gulalai-sample.en.md', record: 'id 2', field: 'Month'},
  {variant: 'duplicate-id', file: 'news/050-a-second-story.en.md', record: 'id 1', field: 'id', says: /also the id of .*news\/001-[a-z-]+\.en\.md/},
  {variant: 'invalid-yaml', file: 'jobs/001-lecturer-in-accounting.fa.md', says: /not valid YAML \(line \d+, column \d+\)/},
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
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
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
              (broken.record === undefined || p.record === broken.record) &&
              (broken.field === undefined || p.field === broken.field) &&
              (broken.says === undefined || broken.says.test(p.message)),
          );
          assert.ok(problem, `no problem for ${broken.file} ${broken.record ?? ''} ${broken.field ?? ''} in:\n${error.message}`);
          assert.ok(error.message.includes(broken.file), error.message);
          return true;
        });
        assert.equal(await snapshot(db), before);
      });
    }

    await t.test('a failure in the middle of the load leaves the database as it was', async (tt) => {
      const before = await snapshot(db);
      const dir = await dataCopy(tt);
      await retitle(dir, 'news', 1, 'A changed title that must not land');
      // Insert 12 is well into the load: news, events, faculties and
      // programs are already written inside the transaction by then.
      const failing = db.withPlugin(new FailOnInsert(12));
      await assert.rejects(importData(failing, dir));
      assert.equal(await snapshot(db), before);
      // And the same data loads fine without the fault.
      const outcome = await importData(db, dir);
      assert.equal(outcome.status, 'imported');
      const title = await db.selectFrom('news_texts').select('title').where('news_id', '=', 1).where('locale', '=', 'en').executeTakeFirstOrThrow();
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
      assert.match(refused.stderr, /news\/006-moot-court-day\.en\.md: item id 6, field "posted_date"/);
      assert.equal(await snapshot(db), before);
      const loaded = run(['--data', FIXTURE_DATA]);
      assert.equal(loaded.status, 0, loaded.stderr);
      assert.match(loaded.stdout, new RegExp(`loaded ${readDataDirSync(FIXTURE_DATA).recordCount} records`));
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
    await retitle(dir, 'news', 1, 'Library extends evening reading hours');
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

/**
 * The fixture set with `count` generated news items and events (English and
 * Dari text each), so that one import takes seconds rather than milliseconds.
 */
function largeDataSet(base: DataSet, count: number, label: string): DataSet {
  const news = [...base.news.records];
  const newsEn = {...base.news.text.en};
  const newsFa = {...base.news.text.fa};
  const events = [...base.events.records];
  const eventsEn = {...base.events.text.en};
  const eventsFa = {...base.events.text.fa};
  for (let n = 1; n <= count; n++) {
    const id = 100_000 + n;
    const date = `2024-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
    news.push({id, photo: '/img/news/news-01.webp', posted_date: date, keywords: `generated-${n}`});
    newsEn[String(id)] = {title: `${label} news ${n}`, content: `Generated story ${n}. `.repeat(20), shared_by: 'Office of Communications'};
    newsFa[String(id)] = {title: `خبر ساخته‌شدهٔ ${n}`, content: `متن خبر ${n} برای آزمایش. `.repeat(20)};
    events.push({id, photo: '/img/events/event-01.webp', start_date: date, upcoming: 'No', keywords: `generated-${n}`});
    eventsEn[String(id)] = {
      title: `${label} event ${n}`,
      location: 'Main hall',
      time_period: '9:00 AM – 12:00 PM',
      content: `Generated event ${n}. `.repeat(20),
    };
    eventsFa[String(id)] = {title: `رویداد ساخته‌شدهٔ ${n}`};
  }
  return {
    ...base,
    news: {...base.news, records: news, text: {...base.news.text, en: newsEn, fa: newsFa}},
    events: {...base.events, records: events, text: {...base.events.text, en: eventsEn, fa: eventsFa}},
    hash: `${base.hash}-${label}`,
    recordCount: base.recordCount + 2 * count,
  };
}

test('two imports at once on PostgreSQL take turns and both succeed', async (t) => {
  const database = await freshDatabase(t, 'postgres');
  if (database === undefined) return;
  // A statement timeout far below the length of one import: were the second
  // import to wait inside a statement (on the first one's row locks), it
  // would be cancelled.
  const statementTimeoutMs = 1000;
  // Generated news items and events per import: about 2 s of loading here.
  const GENERATED = 15_000;
  const handles = [0, 1].map(() => openDatabase(database.url, {statementTimeoutMs}));
  t.after(() => Promise.all(handles.map((handle) => closeDatabase(handle))));
  await migrateToLatest(handles[0].db);
  const base = await readDataDir(FIXTURE_DATA);
  const sets = ['first', 'second'].map((label) => largeDataSet(base, GENERATED, label));

  const timed = async (index: number): Promise<{importId: number; label: string; ms: number}> => {
    const started = performance.now();
    const result = await writeDataSet(handles[index].db, sets[index], `concurrent ${index}`);
    return {importId: result.importId, label: index === 0 ? 'first' : 'second', ms: performance.now() - started};
  };
  const results = await Promise.all([timed(0), timed(1)]);

  assert.deepEqual(results.map((r) => r.importId).sort(), [1, 2]);
  // The test proves something only if one import outlasted the statement timeout.
  const [earlier, later] = [...results].sort((a, b) => a.importId - b.importId);
  assert.ok(earlier.ms > statementTimeoutMs, `the first import took ${Math.round(earlier.ms)} ms: make the data set larger`);
  assert.ok(later.ms > earlier.ms, 'the second import waited for the first');
  // The database holds the later import, whole.
  const db = handles[0].db;
  const imports = await db.selectFrom('data_imports').select(['id', 'source']).orderBy('id').execute();
  assert.equal(imports.length, 2);
  const count = async (table: 'news_items' | 'event_texts') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  assert.equal(await count('news_items'), sets[0].news.records.length);
  const sample = await db
    .selectFrom('news_texts')
    .select('title')
    .where('news_id', '=', 100_001)
    .where('locale', '=', 'en')
    .executeTakeFirstOrThrow();
  assert.equal(sample.title, `${later.label} news 1`);
  assert.equal(
    await count('event_texts'),
    2 * GENERATED + Object.keys(base.events.text.en).length + Object.keys(base.events.text.fa).length + Object.keys(base.events.text.ps).length,
  );
});
