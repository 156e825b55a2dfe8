/**
 * The one sequence that puts data/ into a database: open it, bring its
 * schema to the latest migration, import a data folder in one transaction,
 * close it. `npm run data:import` (import/cli.ts), `npm start`
 * (scripts/start.ts), the benchmarks (scripts/lib/bench.ts) and the server's
 * tests (server/test/helper.ts) all load content through here.
 */
import {closeDatabase, openDatabase} from './connection';
import {DataValidationError, type ImportOutcome, importData, latestImport} from './import/index';
import {migrateToLatest} from './migrate';

export interface LoadContentOptions {
  /** Leave the database alone when its newest import has the same content hash. */
  readonly onlyIfChanged?: boolean;
  /**
   * On invalid files, answer `{status: 'invalid'}` with the problems and the
   * newest import the database still holds, instead of rejecting with the
   * DataValidationError (what `npm start` wants: the last good content).
   */
  readonly keepOnInvalid?: boolean;
}

/** What loadContent did, and to which database (described without credentials). */
export type LoadContentOutcome = (
  | ImportOutcome
  | {
      readonly status: 'invalid';
      readonly error: DataValidationError;
      readonly previous: {readonly id: number; readonly imported_at: string} | undefined;
    }
) & {readonly database: string};

/**
 * Opens the database at `databaseUrl` (SQLite by default, see
 * connection.ts), migrates it and imports `dataDir`. Rejects with
 * DataValidationError when the files are invalid (unless `keepOnInvalid`);
 * the database content is untouched then, and on any write error too.
 */
export async function loadContent(databaseUrl: string | undefined, dataDir: string, options: LoadContentOptions = {}): Promise<LoadContentOutcome> {
  const handle = openDatabase(databaseUrl);
  try {
    await migrateToLatest(handle.db);
    try {
      const outcome = await importData(handle.db, dataDir, {onlyIfChanged: options.onlyIfChanged});
      return {...outcome, database: handle.description};
    } catch (error) {
      if (options.keepOnInvalid !== true || !(error instanceof DataValidationError)) throw error;
      return {status: 'invalid', error, previous: await latestImport(handle.db), database: handle.description};
    }
  } finally {
    await closeDatabase(handle);
  }
}
