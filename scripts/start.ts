/**
 * `npm start`: one command from a fresh clone to the whole site on
 * http://localhost:3000.
 *
 * 1. Builds the site (`npm run build`: Docusaurus for en/fa/ps, then the
 *    Pagefind index) when build/ is missing or older than any of its inputs
 *    (scripts/lib/build-state.ts, the rule `npm test` uses too).
 * 2. Opens the database (SQLite file var/university.sqlite unless
 *    DATABASE_URL says otherwise), runs the migrations, and imports data/
 *    when the database has never been loaded or data/ changed since the last
 *    import (compared by content hash, recorded in the data_imports table).
 * 3. Starts the one server that answers the site and the /web API.
 *
 * Environment: PORT (3000), HOST (localhost), DATABASE_URL, DATA_DIR (data),
 * SITE_DIR (build), SKIP_BUILD=1 to serve whatever build/ holds. The rest is
 * in server/README.md.
 *
 * It runs the TypeScript sources through tsx, as a developer edits them;
 * production runs the compiled server (`npm run build:server`, then
 * `npm run serve:prod`; server/README.md).
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {loadEnv} from '../server/src/config';
import {loadContent as loadDatabaseContent} from '../server/src/db/load-content';
import {startServer} from '../server/src/server';
import {BUILD_INPUTS, isBuildStale, stampBuildStart} from './lib/build-state';
import {npm} from './lib/npm';

const ROOT = path.resolve(__dirname, '..');

function log(message: string): void {
  process.stdout.write(`start: ${message}\n`);
}

async function buildSite(siteDir: string): Promise<void> {
  if (process.env.SKIP_BUILD === '1') {
    log('SKIP_BUILD=1: serving the build as it is');
    return;
  }
  // npm run build writes build/; another SITE_DIR is served as it is.
  if (path.resolve(siteDir) !== path.resolve(ROOT, 'build')) {
    log(`SITE_DIR=${siteDir}: serving it as it is (npm run build writes build/)`);
    return;
  }
  // The same staleness rule as npm test (scripts/lib/build-state.ts).
  if (!isBuildStale(ROOT)) {
    log('build/ is up to date');
    return;
  }
  log(`build/ is missing or older than ${BUILD_INPUTS.join(', ')}: running npm run build (a few minutes)`);
  const {command, args, shell} = npm(['run', 'build']);
  const startedAt = new Date();
  const result = spawnSync(command, args, {cwd: ROOT, stdio: 'inherit', shell});
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  stampBuildStart(ROOT, startedAt);
}

async function loadContent(databaseUrl: string, dataDir: string): Promise<void> {
  const outcome = await loadDatabaseContent(databaseUrl, dataDir, {onlyIfChanged: true, keepOnInvalid: true});
  if (outcome.status === 'invalid') {
    const {previous} = outcome;
    process.stderr.write(`${outcome.error.message}\n`);
    // Better the last good content than no site; without any, stop here.
    if (previous === undefined) throw new Error('data/ is invalid and the database is empty: fix the files above');
    log(`data/ is invalid: serving import #${previous.id} of ${previous.imported_at} until it is fixed`);
    return;
  }
  log(
    outcome.status === 'unchanged'
      ? `${dataDir}/ unchanged since import #${outcome.importId} (${outcome.database})`
      : `imported ${outcome.recordCount} records from ${dataDir}/ as import #${outcome.importId} (${outcome.database})`,
  );
}

async function main(): Promise<void> {
  const env = loadEnv();
  await buildSite(env.SITE_DIR);
  await loadContent(env.DATABASE_URL, env.DATA_DIR);
  await startServer(env);
}

main().catch((error: unknown) => {
  process.stderr.write(`start: ${(error as Error).message ?? error}\n`);
  process.exit(1);
});
