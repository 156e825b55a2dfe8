/**
 * Chooses the database engine in one place: an SQLite file (better-sqlite3)
 * by default, PostgreSQL when the URL starts with `postgres://` or
 * `postgresql://`.
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {Kysely, PostgresDialect, SqliteDialect} from 'kysely';
import pg from 'pg';
import type {Database} from './database';
import {connectFailure} from './errors';

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
}

/** Options for the PostgreSQL pool; the defaults suit one API replica. */
export interface PostgresOptions {
  /** Most connections a replica holds (default 10). */
  poolSize?: number;
  /** How long to wait for a connection before failing the request (default 2 s). */
  connectTimeoutMs?: number;
  /** Longest a statement may run (default 5 s). */
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
    // Kysely asks the pool for a connection per query or transaction. An
    // error on the way (refused, authentication, connection limit, the
    // database gone) means "unavailable" whatever its code: marked here so
    // isUnavailableError can tell it from a faulty query.
    const connecting = {
      connect: () => pool.connect().catch((error: unknown) => Promise.reject(connectFailure(error))),
      end: () => pool.end(),
    };
    return {
      db: new Kysely<Database>({dialect: new PostgresDialect({pool: connecting})}),
      engine: 'postgres',
      description: `postgres ${safe.host}${safe.pathname}`,
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
  };
}

/** Closes a handle opened by openDatabase: Kysely ends the pool or closes the file. */
export async function closeDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.destroy();
}
