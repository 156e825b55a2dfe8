/**
 * PostgreSQL outages (issue 3 point 5): while the database is unreachable
 * the API answers 503 JSON (never hangs, never 500), /healthz says so, and
 * when the database returns the API recovers by itself.
 *
 * The outage is real: the app talks to PostgreSQL through a TCP relay on a
 * loopback port that the test closes (connections refused, open ones cut)
 * and opens again. A second case drops the database itself and restores it.
 */
import assert from 'node:assert/strict';
import {createServer, type Server, type Socket, connect} from 'node:net';
import {test} from 'node:test';
import {setTimeout as sleep} from 'node:timers/promises';
import pg from 'pg';
import {buildApp, freshDatabase, loadData} from './helper';

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
