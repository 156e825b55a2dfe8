/**
 * The database: opens it (SQLite or PostgreSQL), runs the migrations at
 * start, and watches it. Every DB_CHECK_INTERVAL_MS each replica reads the
 * newest import from `data_imports`:
 * - a new import (by this process, `npm run data:import`, or another
 *   replica's host) → listeners drop their cached answers;
 * - no import yet (a new database, or one emptied of its tables) → /web and
 *   /healthz answer 503 and detail pages go out as built, until an import
 *   appears;
 * - a failed read, or none within CHECK_TIMEOUT_MS → the database counts as
 *   down: requests that need it get 503 at once instead of queueing for a
 *   connection, /healthz says so, the pool gives up every connection it
 *   holds (connection.ts), and the next successful check brings it back
 *   without a restart.
 * Outages are logged once when they start and end, and once a minute
 * between (DatabaseMonitor).
 */
import type {FastifyInstance} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type {Kysely} from 'kysely';
import type {AppConfig} from '../../config';
import {closeDatabase, type DatabaseHandle, type Engine, isUnavailableError, openDatabase} from '../../db/connection';
import {isMissingTableError} from '../../db/errors';
import type {Database} from '../../db/database';
import {latestImport} from '../../db/import/write-data';
import {migrateToLatest} from '../../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely instance every repository takes. */
    db: Kysely<Database>;
    /** Availability and import generation of the database. */
    dbMonitor: DatabaseMonitor;
  }
}

/**
 * Longest a check may take, connection included: /healthz waits for one
 * and must answer within a second whatever the database does (a network
 * that loses every byte makes a query wait for the driver's own timeout,
 * 6 s). A check that takes longer counts as the database being down.
 */
export const CHECK_TIMEOUT_MS = 800;

/** While the database cannot serve, one log line this often (with the count of 503s). */
export const OUTAGE_REPORT_MS = 60_000;

/** What the database can serve: `ok`, `unavailable` (down) or `no-data` (never loaded). */
export type DatabaseState = 'ok' | 'unavailable' | 'no-data';

/** Options of the monitor; the defaults are production's. */
export interface MonitorOptions {
  readonly checkTimeoutMs?: number;
  readonly outageReportMs?: number;
  /** Called each time the database is found unreachable (the pool gives up its connections). */
  readonly onUnreachable?: () => void;
}

/** An error as an outage's log line shows it: what and why, no stack (the cause is outside the process). */
function briefly(error: unknown): {message: string; code?: string} {
  const {message, code} = (error ?? {}) as {message?: unknown; code?: unknown};
  return {message: typeof message === 'string' ? message : String(error), ...(typeof code === 'string' ? {code} : {})};
}

/**
 * Tracks whether the database answers and which import it holds, and logs
 * its outages quietly: one warning when one starts, one line a minute while
 * it lasts with the number of requests answered 503 since the last line,
 * and one when it ends; never a line per request or per health check.
 */
export class DatabaseMonitor {
  readonly engine: Engine;
  /** False after a failed check or query until a check succeeds again. */
  isUp = true;
  /** Id of the newest import, or null before the first import. */
  importId: number | null = null;
  /**
   * True when the last successful check found no import at all (a database
   * never loaded, or one emptied); false once one is found. A check that
   * fails for another reason leaves it as it was.
   */
  neverImported = false;
  private generation: string | undefined;
  private checking: Promise<void> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly checkTimeoutMs: number;
  private readonly outageReportMs: number;
  /** The state the logs last announced (undefined before the first check). */
  private announced: DatabaseState | undefined;
  /** Since when the database has not served, requests answered 503 since the last line, and the timer of those lines. */
  private outage: {since: number; refused: number; refusedInAll: number; timer: NodeJS.Timeout} | undefined;
  /** The last failed check that was no outage, logged once until checks succeed again. */
  private checkProblem: string | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    engine: Engine,
    private readonly log: FastifyInstance['log'],
    private readonly options: MonitorOptions = {},
  ) {
    this.engine = engine;
    this.checkTimeoutMs = options.checkTimeoutMs ?? CHECK_TIMEOUT_MS;
    this.outageReportMs = options.outageReportMs ?? OUTAGE_REPORT_MS;
  }

  /** What the database can serve, as /healthz reports it. Only `ok` is queried. */
  get state(): DatabaseState {
    if (!this.isUp) return 'unavailable';
    return this.neverImported ? 'no-data' : 'ok';
  }

  /** Calls `listener` whenever the content may have changed (a new import, or back after an outage). */
  onContentChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Records that a query failed because the database is unreachable. */
  markDown(error: unknown): void {
    this.options.onUnreachable?.();
    const wasUp = this.isUp;
    this.isUp = false;
    if (wasUp) this.announce(error);
  }

  /** Counts a request answered 503 because the database could not serve it (reported once a minute, not each time). */
  countRefused(): void {
    if (this.outage === undefined) return;
    this.outage.refused++;
    this.outage.refusedInAll++;
  }

  /** Stops the outage report (the app is closing). */
  stop(): void {
    clearInterval(this.outage?.timer);
    this.outage = undefined;
  }

  /**
   * Reads the newest import; updates availability and notifies on change.
   * Overlapping calls share one read, which takes at most checkTimeoutMs.
   */
  check(): Promise<void> {
    this.checking ??= this.runCheck().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async runCheck(): Promise<void> {
    let last: Awaited<ReturnType<typeof latestImport>>;
    let timer: NodeJS.Timeout | undefined;
    try {
      const outcome = await Promise.race([
        latestImport(this.db),
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), this.checkTimeoutMs);
        }),
      ]);
      if (outcome === 'timeout') {
        this.markDown(new Error(`the database did not answer within ${this.checkTimeoutMs} ms`));
        return;
      }
      last = outcome;
    } catch (error) {
      if (isUnavailableError(error)) {
        this.markDown(error);
        return;
      }
      // No data_imports table: the database was emptied (or never set up
      // for this release), so it holds no import, as a new one does.
      if (isMissingTableError(error)) {
        last = undefined;
      } else {
        // Not an outage (e.g. a column missing after a manual change): log
        // it once and keep answering from what the queries themselves find.
        const problem = briefly(error).message;
        if (problem !== this.checkProblem) this.log.error({err: error}, 'database check failed');
        this.checkProblem = problem;
        return;
      }
    } finally {
      clearTimeout(timer);
    }
    this.checkProblem = undefined;
    const generation = last === undefined ? 'none' : `${last.id}:${last.data_hash}:${last.imported_at}`;
    const wasDown = !this.isUp;
    this.isUp = true;
    this.importId = last?.id ?? null;
    this.neverImported = last === undefined;
    this.announce();
    // After an outage the database may have been restored from elsewhere:
    // treat it as new content even when the generation looks the same.
    if (generation !== this.generation || wasDown) {
      const first = this.generation === undefined;
      this.generation = generation;
      if (!first) this.log.info({importId: this.importId}, 'content changed; dropping cached answers');
      for (const listener of this.listeners) listener();
    }
  }

  /** Logs a change of state, once: the start of an outage, its end, a database without data. */
  private announce(error?: unknown): void {
    const state = this.state;
    const before = this.announced;
    if (state === before) return;
    this.announced = state;
    if (this.outage === undefined && state !== 'ok') {
      const outage = {since: Date.now(), refused: 0, refusedInAll: 0, timer: setInterval(() => this.report(), this.outageReportMs)};
      // The report must not keep a finished process (a test, a script) alive.
      outage.timer.unref();
      this.outage = outage;
    }
    const {seconds, refused} = this.outageSoFar();
    if (state === 'unavailable') {
      this.log.warn({error: briefly(error)}, 'database unreachable: answering 503 until it is back');
    } else if (state === 'no-data') {
      const message = 'the database holds no import of data/: /web and /healthz answer 503 until `npm run data:import` has run (npm start runs it)';
      this.log.warn(
        before === 'unavailable' ? {seconds, refused} : {},
        before === 'unavailable' ? `database reachable again, but ${message}` : message,
      );
    } else if (before !== undefined) {
      clearInterval(this.outage?.timer);
      this.outage = undefined;
      this.log.info({seconds, refused}, before === 'unavailable' ? 'database reachable again' : 'the database holds an import now');
    }
  }

  /** The outage's length in whole seconds and its 503s in all. */
  private outageSoFar(): {seconds: number; refused: number} {
    if (this.outage === undefined) return {seconds: 0, refused: 0};
    return {seconds: Math.round((Date.now() - this.outage.since) / 1000), refused: this.outage.refusedInAll};
  }

  /** The line a minute while the database cannot serve. */
  private report(): void {
    if (this.outage === undefined) return;
    const {seconds} = this.outageSoFar();
    const refused = this.outage.refused;
    this.outage.refused = 0;
    const what = this.state === 'no-data' ? 'the database still holds no import' : 'database still unreachable';
    this.log.warn({seconds, refused}, `${what}: ${refused} requests answered 503 since the last line`);
  }
}

/** Options: the app configuration. */
export interface DatabaseOptions {
  readonly config: AppConfig;
  [key: string]: unknown;
}

async function database(fastify: FastifyInstance, {config}: DatabaseOptions): Promise<void> {
  const handle: DatabaseHandle = openDatabase(config.databaseUrl, {
    poolSize: config.pgPoolSize,
    // The outage it may announce is logged once, by the monitor.
    onIdleError: (error) => fastify.log.debug({error: briefly(error)}, 'idle PostgreSQL connection failed'),
  });
  fastify.log.info(`database: ${handle.description}`);
  const monitor = new DatabaseMonitor(handle.db, handle.engine, fastify.log, {
    outageReportMs: config.outageReportMs,
    onUnreachable: () => handle.discardConnections(),
  });
  fastify.decorate('db', handle.db);
  fastify.decorate('dbMonitor', monitor);

  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    monitor.stop();
    await closeDatabase(handle);
  });
  if (config.migrate !== false) {
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0) fastify.log.info({applied}, 'migrations applied');
  }
  // Logs a warning when the database holds no import yet.
  await monitor.check();
  timer = setInterval(() => void monitor.check(), config.dbCheckIntervalMs);
  // The watch must not keep a finished process (a test, a script) alive.
  timer.unref();
}

export default fastifyPlugin(database, {name: 'database', fastify: '5.x'});
