/**
 * The database: opens it (SQLite or PostgreSQL), runs the migrations at
 * start, and watches it. Every DB_CHECK_INTERVAL_MS each replica reads the
 * newest import from `data_imports`:
 * - a new import (by this process, `npm run data:import`, or another
 *   replica's host) → listeners drop their cached answers;
 * - no import yet (a new database) → /web and /healthz answer 503 and detail
 *   pages go out as built, until an import appears;
 * - a failed read → the database counts as down: requests that need it get
 *   503 at once instead of queueing for a connection, /healthz says so, and
 *   the next successful check brings it back without a restart.
 */
import type {FastifyInstance} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type {Kysely} from 'kysely';
import type {AppConfig} from '../../config';
import {closeDatabase, type DatabaseHandle, type Engine, isUnavailableError, openDatabase} from '../../db/connection';
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

/** Tracks whether the database answers and which import it holds. */
export class DatabaseMonitor {
  readonly engine: Engine;
  /** False after a failed check or query until a check succeeds again. */
  isUp = true;
  /** Id of the newest import, or null before the first import. */
  importId: number | null = null;
  /**
   * True when the last successful check found no import at all (a database
   * never loaded); false once one is found. A check that fails for another
   * reason leaves it as it was.
   */
  neverImported = false;
  private generation: string | undefined;
  private checking: Promise<void> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: Kysely<Database>,
    engine: Engine,
    private readonly log: FastifyInstance['log'],
  ) {
    this.engine = engine;
  }

  /**
   * What the database can serve, as /healthz reports it: `ok`, `unavailable`
   * (down) or `no-data` (never loaded). Only `ok` is queried.
   */
  get state(): 'ok' | 'unavailable' | 'no-data' {
    if (!this.isUp) return 'unavailable';
    return this.neverImported ? 'no-data' : 'ok';
  }

  /** Calls `listener` whenever the content may have changed (a new import, or back after an outage). */
  onContentChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Records that a query failed because the database is unreachable. */
  markDown(error: unknown): void {
    if (this.isUp) this.log.warn({err: error}, 'database unreachable; answering 503 until it is back');
    this.isUp = false;
  }

  /** Reads the newest import; updates availability and notifies on change. Overlapping calls share one read. */
  check(): Promise<void> {
    this.checking ??= this.runCheck().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async runCheck(): Promise<void> {
    let last: Awaited<ReturnType<typeof latestImport>>;
    try {
      last = await latestImport(this.db);
    } catch (error) {
      if (isUnavailableError(error)) {
        this.markDown(error);
        return;
      }
      // Not an outage (e.g. a table missing after a manual change): log it
      // and keep answering from what the queries themselves find.
      this.log.error({err: error}, 'database check failed');
      return;
    }
    const generation = last === undefined ? 'none' : `${last.id}:${last.data_hash}:${last.imported_at}`;
    const wasDown = !this.isUp;
    if (wasDown) this.log.info('database reachable again');
    this.isUp = true;
    this.importId = last?.id ?? null;
    this.neverImported = last === undefined;
    // After an outage the database may have been restored from elsewhere:
    // treat it as new content even when the generation looks the same.
    if (generation !== this.generation || wasDown) {
      const first = this.generation === undefined;
      this.generation = generation;
      if (!first) this.log.info({importId: this.importId}, 'content changed; dropping cached answers');
      for (const listener of this.listeners) listener();
    }
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
    onIdleError: (error) => fastify.log.warn({err: error}, 'idle PostgreSQL connection failed'),
  });
  fastify.log.info(`database: ${handle.description}`);
  const monitor = new DatabaseMonitor(handle.db, handle.engine, fastify.log);
  fastify.decorate('db', handle.db);
  fastify.decorate('dbMonitor', monitor);

  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await closeDatabase(handle);
  });
  if (config.migrate !== false) {
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0) fastify.log.info({applied}, 'migrations applied');
  }
  await monitor.check();
  if (monitor.state === 'no-data') {
    fastify.log.warn('the database holds no import of data/: /web and /healthz answer 503 until `npm run data:import` has run (npm start runs it)');
  }
  timer = setInterval(() => void monitor.check(), config.dbCheckIntervalMs);
  // The watch must not keep a finished process (a test, a script) alive.
  timer.unref();
}

export default fastifyPlugin(database, {name: 'database', fastify: '5.x'});
