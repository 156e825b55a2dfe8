/**
 * Which database errors mean "the database cannot be reached or used right
 * now" (the API answers 503 with Retry-After, /healthz turns 503, and the
 * monitor brings it back when a check succeeds) and which are bugs (500).
 *
 * Two sources tell them apart:
 * - anything that fails while a connection is being opened: the server
 *   refusing it (not accepting connections, authentication, a role without
 *   login, connection limits, a revoked CONNECT privilege), the network, a
 *   dropped database. connection.ts marks these when the pool connects;
 * - once connected, the error's code: PostgreSQL's SQLSTATE classes for
 *   connection trouble, resources, operator intervention and system errors,
 *   the socket errors of the driver, and SQLite's busy, locked or unreadable
 *   file codes.
 * A query that is wrong (a missing column, a type error) stays a 500.
 */

/** Set on errors raised while a connection was being opened. */
const CONNECT_FAILURE = Symbol('database connect failure');

/** Socket codes that mean the database server is out of reach. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * SQLite (better-sqlite3 reports extended codes such as SQLITE_IOERR_READ):
 * locked longer than busy_timeout, or a file that cannot be opened or read.
 */
const UNAVAILABLE_SQLITE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|PERM|AUTH|NOTADB|CORRUPT)(_|$)/;

/**
 * PostgreSQL SQLSTATEs: class 08 connection exception, 28 invalid
 * authorization (password, role without login), 53 insufficient resources
 * (too many connections, out of memory or disk), 57 operator intervention
 * (shutdown, terminated session, cannot connect now, statement timeout),
 * 58 system error (I/O); 3D000 the database does not exist (dropped, renamed,
 * not yet restored).
 */
const UNAVAILABLE_SQLSTATE = /^(08|28|53|57|58)[0-9A-Z]{3}$|^3D000$/;

/** What node-postgres says when the connection itself fails (these errors carry no code). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Client was closed and is not queryable|database .* does not exist|is not currently accepting connections|Query read timeout/i;

/** Marks an error thrown while opening a connection; returns it (an Error) for rethrowing. */
export function connectFailure(error: unknown): Error {
  const marked = error instanceof Error ? error : new Error(`could not connect to the database: ${String(error)}`);
  (marked as Error & {[CONNECT_FAILURE]?: true})[CONNECT_FAILURE] = true;
  return marked;
}

/**
 * True when an error means the database cannot be reached or used right now
 * (answer 503 and retry later), false for a bug (500).
 */
export function isUnavailableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ((error as {[CONNECT_FAILURE]?: true})[CONNECT_FAILURE] === true) return true;
  const {code, message} = error as {code?: unknown; message?: unknown};
  if (typeof code === 'string') {
    if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SQLITE.test(code)) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}

/**
 * True when a query failed because its table does not exist: PostgreSQL's
 * undefined_table (42P01), SQLite's "no such table". The database's schema
 * is gone (emptied by hand, or a restore under way), not the database.
 */
export function isMissingTableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const {code, message} = error as {code?: unknown; message?: unknown};
  return code === '42P01' || (typeof message === 'string' && /^no such table: /.test(message));
}
