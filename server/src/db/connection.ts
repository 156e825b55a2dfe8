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
    return {
      db: new Kysely<Database>({dialect: new PostgresDialect({pool})}),
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

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // SQLite: locked longer than busy_timeout, or the file cannot be opened.
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

/**
 * True when an error means "the database cannot be reached right now" (the
 * API answers 503 and tries again later), as opposed to a bug (500).
 */
export function isUnavailableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const {code, message} = error as {code?: unknown; message?: unknown};
  if (typeof code === 'string') {
    if (UNAVAILABLE_CODES.has(code)) return true;
    // PostgreSQL SQLSTATE classes: 08 connection exception, 57 operator
    // intervention (shutdown, cancelled by timeout), 53 insufficient resources,
    // 3D000 database does not exist (dropped or not yet restored).
    if (/^(08|57|53)[0-9A-Z]{3}$/.test(code) || code === '3D000') return true;
  }
  if (typeof message === 'string') {
    return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|database .* does not exist|Query read timeout/i.test(
      message,
    );
  }
  return false;
}
