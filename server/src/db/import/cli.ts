/**
 * `npm run data:import`: validates every file under data/ (or DATA_DIR, or
 * the folder given with --data) and replaces the database content in one
 * transaction. A broken file exits with status 1 and a list of problems
 * naming file, record and field; the database is then untouched.
 *
 * Options: --data <dir>, --if-changed (skip when the content hash matches
 * the last import). Environment: DATABASE_URL (default SQLite file
 * var/university.sqlite), DATA_DIR.
 */
import {parseArgs} from 'node:util';
import {loadContent} from '../load-content';
import {DataValidationError} from './index';

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {
      data: {type: 'string'},
      'if-changed': {type: 'boolean', default: false},
      help: {type: 'boolean', short: 'h', default: false},
    },
  });
  if (values.help === true) {
    process.stdout.write('usage: npm run data:import -- [--data <dir>] [--if-changed]\n');
    return 0;
  }
  const dataDir = values.data ?? process.env.DATA_DIR ?? 'data';
  try {
    const started = performance.now();
    const outcome = await loadContent(process.env.DATABASE_URL, dataDir, {onlyIfChanged: values['if-changed']});
    const took = Math.round(performance.now() - started);
    if (outcome.status === 'unchanged') {
      process.stdout.write(`data:import: ${dataDir} is unchanged since import #${outcome.importId}; nothing to do\n`);
    } else if (outcome.status === 'imported') {
      process.stdout.write(
        `data:import: loaded ${outcome.recordCount} records from ${dataDir} into ${outcome.database} ` +
          `as import #${outcome.importId} in ${took} ms\n`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof DataValidationError) {
      process.stderr.write(`data:import: ${error.message}\n`);
      return 1;
    }
    process.stderr.write(`data:import: failed, the database was left as it was: ${(error as Error).stack ?? error}\n`);
    return 2;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`data:import: ${(error as Error).stack ?? error}\n`);
    process.exitCode = 2;
  },
);
