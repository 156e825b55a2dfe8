/**
 * The import: validate all of data/, then replace the database content in
 * one transaction. Used by `npm run data:import` (cli.ts) and `npm start`.
 */
import type {Kysely} from 'kysely';
import type {Database} from '../database';
import {readDataDir} from '../../../../content/read-data';
import {type ImportResult, latestImport, writeDataSet} from './write-data';

export {DataValidationError, formatProblem, readDataDir, type DataProblem, type DataSet} from '../../../../content/read-data';
export {latestImport, writeDataSet, type ImportResult} from './write-data';

/** What importData did. */
export type ImportOutcome =
  ({readonly status: 'imported'} & ImportResult) | {readonly status: 'unchanged'; readonly importId: number; readonly hash: string};

/**
 * Validates `dataDir` and loads it. With `onlyIfChanged`, a database whose
 * newest import has the same content hash is left alone (what `npm start`
 * does on every start). Rejects with DataValidationError when the files are
 * invalid; the database is untouched then, and on any write error too.
 */
export async function importData(db: Kysely<Database>, dataDir: string, options: {onlyIfChanged?: boolean} = {}): Promise<ImportOutcome> {
  const data = await readDataDir(dataDir);
  if (options.onlyIfChanged === true) {
    const last = await latestImport(db);
    if (last !== undefined && last.data_hash === data.hash) {
      return {status: 'unchanged', importId: last.id, hash: last.data_hash};
    }
  }
  const result = await writeDataSet(db, data, dataDir);
  return {status: 'imported', ...result};
}
