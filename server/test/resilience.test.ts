/**
 * PostgreSQL outages: while the database is unreachable or refuses to be
 * used, the API answers 503 JSON with Retry-After (never hangs, never 500),
 * /healthz says so, and when the database returns the API recovers by itself.
 * A database that was never loaded is treated alike: 503, not empty lists.
 *
 * The outages are real: the app talks to PostgreSQL through a TCP relay on
 * a loopback port that the test closes (connections refused, open ones cut)
 * and opens again; a database is dropped and restored; and the server itself
 * refuses the app's connections (a database not accepting connections, a
 * role that may no longer log in, a connection limit of 0, a revoked CONNECT
 * privilege) after its open sessions are terminated.
 */
import assert from 'node:assert/strict';
import {createServer, type Server, type Socket, connect} from 'node:net';
import {test} from 'node:test';
import {setTimeout as sleep} from 'node:timers/promises';
import {randomBytes} from 'node:crypto';
import pg from 'pg';
import {connectFailure, isUnavailableError} from '../src/db/errors';
import {DETAILS, fakeBuild} from './fake-build';
import {buildApp, ENGINES, freshDatabase, loadData} from './helper';

/** A TCP relay to PostgreSQL that can be switched off and on. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as {port: number}).port;
  }

  /** Refuses new connections and cuts the open ones, as a crashed server would. */
  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

test('PostgreSQL unreachable → 503 JSON, then recovery without a restart', async (t) => {
  const database = await freshDatabase(t, 'postgres');
  if (database === undefined) return;
  await loadData(database.url);
  const target = new URL(database.url);
  const relay = new Relay(target.hostname, Number(target.port || 5432));
  await relay.open();
  t.after(() => relay.close());
  const viaRelay = new URL(database.url);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(relay.port);

  const fastify = await buildApp(t, {databaseUrl: viaRelay.toString(), dbCheckIntervalMs: 100});
  assert.equal((await fastify.inject({url: '/web/news/latest-news/en'})).statusCode, 200);

  await relay.close();
  // A path not answered before, so the cache cannot serve it.
  const started = Date.now();
  const during = await fastify.inject({url: '/web/news/all-news/fa'});
  assert.equal(during.statusCode, 503);
  assert.deepEqual(Object.keys(during.json()).sort(), ['error', 'message']);
  assert.equal(during.json().error, 'Service Unavailable');
  assert.equal(during.headers['retry-after'], '5');
  assert.equal(during.headers['cache-control'], 'no-store');
  assert.ok(Date.now() - started < 5000, 'answered within the connect timeout, not hung');
  // Once the outage is known, other requests fail the same way.
  assert.equal((await fastify.inject({url: '/web/event/3/en'})).statusCode, 503);
  const health = await fastify.inject({url: '/healthz'});
  assert.equal(health.statusCode, 503);
  assert.equal(health.json().database.reachable, false);
  // What was already built stays available to visitors.
  assert.equal((await fastify.inject({url: '/web/news/latest-news/en'})).statusCode, 200);

  await relay.open();
  await waitFor('the API to recover', async () => (await fastify.inject({url: '/web/news/all-news/fa'})).statusCode === 200);
  assert.equal((await fastify.inject({url: '/healthz'})).statusCode, 200);
  assert.equal((await fastify.inject({url: '/web/event/3/en'})).statusCode, 200);
});

test('a dropped and restored PostgreSQL database → 503, then recovery', async (t) => {
  const database = await freshDatabase(t, 'postgres');
  if (database === undefined) return;
  await loadData(database.url);
  const fastify = await buildApp(t, {databaseUrl: database.url, dbCheckIntervalMs: 100});
  assert.equal((await fastify.inject({url: '/web/career/inspires'})).statusCode, 200);

  const name = new URL(database.url).pathname.slice(1);
  const admin = new URL(database.url);
  admin.pathname = '/postgres';
  const client = new pg.Client({connectionString: admin.toString()});
  await client.connect();
  t.after(() => client.end());
  // "Dropped": the database disappears under its name (connections cut).
  await client.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  await client.query(`ALTER DATABASE ${name} RENAME TO ${name}_away`);

  await waitFor('503 while the database is gone', async () => {
    return (await fastify.inject({url: '/web/career/current-opportunities'})).statusCode === 503;
  });
  assert.equal((await fastify.inject({url: '/healthz'})).statusCode, 503);

  // "Restored".
  await client.query(`ALTER DATABASE ${name}_away RENAME TO ${name}`);
  await client.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
  await waitFor('recovery', async () => (await fastify.inject({url: '/web/career/current-opportunities'})).statusCode === 200);
  assert.equal((await fastify.inject({url: '/healthz'})).statusCode, 200);
});

/** One way for PostgreSQL to refuse the app's connections, and how to undo it. */
interface Refusal {
  readonly name: string;
  readonly refuse: (database: string, role: string) => string;
  readonly restore: (database: string, role: string) => string;
}

const REFUSALS: readonly Refusal[] = [
  {
    name: 'the database does not accept connections',
    refuse: (database) => `ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`,
    restore: (database) => `ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`,
  },
  {
    name: 'the role may not log in',
    refuse: (_database, role) => `ALTER ROLE ${role} NOLOGIN`,
    restore: (_database, role) => `ALTER ROLE ${role} LOGIN`,
  },
  {
    name: 'the role has a connection limit of 0',
    refuse: (_database, role) => `ALTER ROLE ${role} CONNECTION LIMIT 0`,
    restore: (_database, role) => `ALTER ROLE ${role} CONNECTION LIMIT -1`,
  },
  {
    name: 'the CONNECT privilege is revoked',
    refuse: (database) => `REVOKE CONNECT ON DATABASE ${database} FROM PUBLIC`,
    restore: (database) => `GRANT CONNECT ON DATABASE ${database} TO PUBLIC`,
  },
];

test('PostgreSQL refusing connections → 503 with Retry-After and /healthz 503, then recovery without a restart', async (t) => {
  const database = await freshDatabase(t, 'postgres');
  if (database === undefined) return;
  await loadData(database.url);
  const name = new URL(database.url).pathname.slice(1);
  const admin = new URL(database.url);
  admin.pathname = '/postgres';
  const client = new pg.Client({connectionString: admin.toString()});
  await client.connect();
  // The app logs in as a role of its own, so the server can refuse that role.
  const role = `uni_test_role_${randomBytes(6).toString('hex')}`;
  await client.query(`CREATE ROLE ${role} LOGIN`);
  const inDatabase = new pg.Client({connectionString: database.url});
  await inDatabase.connect();
  await inDatabase.query(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${role}`);
  await inDatabase.end();
  t.after(async () => {
    await client.query('SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE usename = $1', [role]);
    await database.drop();
    await client.query(`DROP ROLE IF EXISTS ${role}`);
    await client.end();
  });
  const asRole = new URL(database.url);
  asRole.username = role;
  const fastify = await buildApp(t, {databaseUrl: asRole.toString(), dbCheckIntervalMs: 100, migrate: false});

  // Each refusal asks for answers no earlier step has cached.
  const languages = ['en', 'fa', 'ps', 'en'];
  for (const [index, refusal] of REFUSALS.entries()) {
    const list = `/web/${index < 2 ? 'news/all-news' : 'events/alll-events'}/${languages[index]}`;
    const item = `/web/event/${index + 1}/${languages[index]}`;
    // Built before the refusal (a recovery drops the cache, so again each time).
    assert.equal((await fastify.inject({url: '/web/news/latest-news/en'})).statusCode, 200);
    await client.query(refusal.refuse(name, role));
    await client.query('SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE usename = $1', [role]);

    const during = await fastify.inject({url: list});
    assert.equal(during.statusCode, 503, `${refusal.name}: ${during.body}`);
    assert.deepEqual(Object.keys(during.json()).sort(), ['error', 'message'], refusal.name);
    assert.equal(during.json().error, 'Service Unavailable');
    assert.equal(during.headers['retry-after'], '5', refusal.name);
    assert.equal(during.headers['cache-control'], 'no-store');
    assert.equal((await fastify.inject({url: item})).statusCode, 503, refusal.name);
    const health = await fastify.inject({url: '/healthz'});
    assert.equal(health.statusCode, 503, refusal.name);
    assert.equal(health.json().database.reachable, false, refusal.name);
    // Answers already built stay available to visitors.
    assert.equal((await fastify.inject({url: '/web/news/latest-news/en'})).statusCode, 200, refusal.name);

    await client.query(refusal.restore(name, role));
    await waitFor(`recovery after "${refusal.name}"`, async () => (await fastify.inject({url: '/healthz'})).statusCode === 200);
    assert.equal((await fastify.inject({url: list})).statusCode, 200, refusal.name);
    assert.equal((await fastify.inject({url: item})).statusCode, 200, refusal.name);
  }
});

test('only errors that mean "cannot reach or use the database" count as an outage', () => {
  const outages: unknown[] = [
    {code: '55000', message: 'database "x" is not currently accepting connections'},
    {code: '28000', message: 'role "x" is not permitted to log in'},
    {code: '28P01', message: 'password authentication failed for user "x"'},
    {code: '53300', message: 'too many connections for role "x"'},
    {code: '57P01', message: 'terminating connection due to administrator command'},
    {code: '3D000', message: 'database "x" does not exist'},
    {code: 'ECONNREFUSED'},
    {code: 'SQLITE_IOERR_READ'},
    {code: 'SQLITE_BUSY'},
    new Error('Connection terminated unexpectedly'),
    // Whatever fails while a connection is being opened.
    connectFailure({code: '42501', message: 'permission denied for database "x"'}),
    connectFailure(new Error('self-signed certificate')),
  ];
  for (const error of outages) assert.equal(isUnavailableError(error), true, JSON.stringify(error));
  const bugs: unknown[] = [
    {code: '42P01', message: 'relation "news_items" does not exist'},
    {code: '42703', message: 'column "x" does not exist'},
    {code: '22P02', message: 'invalid input syntax for type integer'},
    {code: 'SQLITE_ERROR', message: 'no such table: news_items'},
    new TypeError('Cannot read properties of undefined'),
    undefined,
    'text',
  ];
  for (const error of bugs) assert.equal(isUnavailableError(error), false, JSON.stringify(error));
});

for (const engine of ENGINES) {
  test(`${engine}: a database never loaded → 503 "no data yet" and /healthz 503 (an empty list would wipe the content a page was built with), detail pages as built; the first import is served at once`, async (t) => {
    const database = await freshDatabase(t, engine);
    if (database === undefined) return;
    // A long check interval: only the on-demand look at the import can see it.
    const fastify = await buildApp(t, {databaseUrl: database.url, siteDir: await fakeBuild(t), dbCheckIntervalMs: 600_000});

    for (const url of ['/web/news/latest-news/en', '/web/events/alll-events/fa', '/web/news/7/en', '/web/career/inspires']) {
      const response = await fastify.inject({url});
      assert.equal(response.statusCode, 503, url);
      assert.equal(response.json().error, 'Service Unavailable', url);
      assert.match(response.json().message, /no data yet/, url);
      assert.equal(response.headers['retry-after'], '5', url);
      assert.equal(response.headers['cache-control'], 'no-store', url);
    }
    const health = await fastify.inject({url: '/healthz'});
    assert.equal(health.statusCode, 503);
    assert.equal(health.json().status, 'no-data');
    assert.equal(health.json().database.reachable, true);
    // Not a 404 for an item that may well exist: the page as built, which loads the item itself.
    const [template, address] = DETAILS[0];
    const detail = await fastify.inject({url: `/${address}`});
    assert.equal(detail.statusCode, 200);
    assert.ok(detail.body.includes(`template ${template} en`), 'the template as built');
    // Bad input is still bad input.
    assert.equal((await fastify.inject({url: '/web/news/07/en'})).statusCode, 400);

    await loadData(database.url);
    const news = await fastify.inject({url: '/web/news/latest-news/en'});
    assert.equal(news.statusCode, 200);
    assert.ok(Array.isArray(news.json()) && news.json().length > 0, 'the imported news');
    const after = await fastify.inject({url: '/healthz'});
    assert.equal(after.statusCode, 200);
    assert.equal(after.json().status, 'ok');
  });
}
