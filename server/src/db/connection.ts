/**
 * Chooses the database engine in one place: an SQLite file (better-sqlite3)
 * by default, PostgreSQL when the URL starts with `postgres://` or
 * `postgresql://`.
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, SqliteDialect} from 'kysely';
import pg from 'pg';
import type {Database} from './database';
import {connectFailure, isUnavailableError} from './errors';

// The classification lives in errors.ts; callers that open databases import it from here.
export {isUnavailableError} from './errors';

/** The SQLite file used when no DATABASE_URL is given. */
export const DEFAULT_SQLITE_FILE = 'var/university.sqlite';

/** Which engine a connection talks to. */
export type Engine = 'sqlite' | 'postgres';

/** An open database: the Kysely instance and how to close it. */
export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly engine: Engine;
  /** A printable description without credentials, for logs. */
  readonly description: string;
  /**
   * Gives up every connection open now (PostgreSQL; nothing to do for
   * SQLite): called when the database is found unreachable, so that no
   * connection that lived through the outage is used again.
   */
  discardConnections(): void;
}

/** Options for the PostgreSQL pool; the defaults suit one API replica. */
export interface PostgresOptions {
  /** Most connections a replica holds (default 10). */
  poolSize?: number;
  /** How long to wait for a connection before failing the request (default 2 s). */
  connectTimeoutMs?: number;
  /** Longest a statement may run (default 5 s); the driver gives up waiting for its answer a second later. */
  statementTimeoutMs?: number;
  /** Called when a pooled connection fails outside a query (the server went away). */
  onIdleError?: (error: Error) => void;
}

/** True when the URL selects PostgreSQL. */
export function isPostgresUrl(url: string | undefined): boolean {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Opens the database named by `url`: a postgres:// URL, `sqlite:<file>`, a
 * plain file path, or nothing for var/university.sqlite.
 */
export function openDatabase(url: string | undefined, options: PostgresOptions = {}): DatabaseHandle {
  if (url !== undefined && isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 2000,
      idleTimeoutMillis: 10_000,
      // Recycled even under steady use: a connection that went bad without
      // a word (a NAT, a firewall or a failover in between) does not last.
      maxLifetimeSeconds: 600,
      statement_timeout: options.statementTimeoutMs ?? 5000,
      query_timeout: (options.statementTimeoutMs ?? 5000) + 1000,
      application_name: 'university-api',
    });
    // An idle client whose server goes away emits 'error' on the pool; without
    // a listener that would crash the process instead of letting the next
    // request get a 503 and the pool reconnect.
    pool.on('error', (error) => options.onIdleError?.(error));
    // The pool only listens to its idle clients. A client checked out for a
    // query whose connection drops emits 'error' too (its query also
    // rejects, which the caller handles); it needs a listener of its own.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onIdleError?.(error));
    });
    const safe = new URL(url);
    safe.password = safe.password ? '***' : '';
    const healing = new HealingPool(pool);
    return {
      db: new Kysely<Database>({dialect: new PostgresDialect({pool: healing})}),
      engine: 'postgres',
      description: `postgres ${safe.host}${safe.pathname}`,
      discardConnections: () => healing.discardAll(),
    };
  }
  const file = url === undefined || url === '' ? DEFAULT_SQLITE_FILE : url.replace(/^sqlite:(\/\/)?/i, '');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), {recursive: true});
  const sqlite = new SqliteDatabase(file);
  // WAL lets the server keep reading the previous content while
  // `npm run data:import` in another process writes the new one.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({dialect: new SqliteDialect({database: sqlite})}),
    engine: 'sqlite',
    description: `sqlite ${file}`,
    discardConnections: () => {},
  };
}

/**
 * The pool Kysely's PostgresDialect asks for connections, over pg's Pool,
 * with what pg's pool leaves to its user:
 * - a connection whose query failed as an outage does (above all the
 *   driver's own timeout, which gives up waiting while the query is still
 *   outstanding on the connection) is destroyed when Kysely hands it back,
 *   never reused: the next query on it would wait behind the lost one, and
 *   after a network fault every pooled connection ended up so, the API
 *   answering 503 until a restart. Kysely releases a connection without
 *   saying how its query went, so each client is wrapped to remember;
 * - `discardAll()`, called when the database is found unreachable, ends
 *   the connections in use (their queries fail at once, as the outage
 *   would make them) and marks the idle ones, which are destroyed instead
 *   of being handed out. After an outage every query runs on a connection
 *   opened after it.
 * An error while a connection is being opened (refused, authentication,
 * connection limit, the database gone) means "unavailable" whatever its
 * code: marked here so that isUnavailableError can tell it from a faulty
 * query.
 */
class HealingPool implements PostgresPool {
  /** Every client the pool holds, idle or in use. */
  private readonly clients = new Set<pg.PoolClient>();
  private readonly inUse = new Set<pg.PoolClient>();
  /** Clients open when the database was last found unreachable. */
  private readonly discarded = new WeakSet<pg.PoolClient>();

  constructor(private readonly pool: pg.Pool) {
    pool.on('connect', (client) => this.clients.add(client));
    pool.on('remove', (client) => this.clients.delete(client));
  }

  async connect(): Promise<PostgresPoolClient> {
    for (;;) {
      let client: pg.PoolClient;
      try {
        client = await this.pool.connect();
      } catch (error) {
        throw connectFailure(error);
      }
      if (!this.discarded.has(client)) return this.lend(client);
      client.release(true);
    }
  }

  /** Ends the clients in use and marks every client open now, so that none is handed out again. */
  discardAll(): void {
    for (const client of this.clients) this.discarded.add(client);
    for (const client of this.inUse) {
      // With a query outstanding pg destroys the socket at once; the
      // query rejects and Kysely hands the client back, to be destroyed.
      void client.end().catch(() => {});
    }
  }

  end(): Promise<void> {
    return this.pool.end();
  }

  /** The client as Kysely sees it: its failures remembered, destroyed on release when one was an outage. */
  private lend(client: pg.PoolClient): PostgresPoolClient {
    this.inUse.add(client);
    let broken = false;
    const remember = (error: unknown): never => {
      if (isUnavailableError(error)) broken = true;
      throw error;
    };
    const query = (...args: [string, unknown[]] | [unknown]): unknown => {
      const result = (client.query as (...a: unknown[]) => unknown)(...args);
      // A cursor (Kysely's streaming) is returned as it is; a query's promise is watched.
      return result instanceof Promise ? result.catch(remember) : result;
    };
    return {
      query: query as PostgresPoolClient['query'],
      release: () => {
        this.inUse.delete(client);
        client.release(broken || this.discarded.has(client) ? true : undefined);
      },
    };
  }
}

/** Closes a handle opened by openDatabase: Kysely ends the pool or closes the file. */
export async function closeDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.destroy();
}
