/**
 * The server as production runs it: `npm run build:server` compiles it with
 * tsc to server/dist/, and plain `node` (no tsx) starts the compiled
 * JavaScript, configured as a replica behind nginx. It answers the health
 * check, the API with the same bytes as the sources do, and a detail route
 * with the record's page, and SIGTERM ends it with exit 0.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {identity} from '../../content/identity';
import {escapeHtml} from '../../content/text';
import {npm} from '../../scripts/lib/npm';
import {fakeBuild} from './fake-build';
import {buildApp, createSqliteDatabase, fixture, loadData, NO_SIGNALS, startServerProcess} from './helper';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** The start command server/README.md gives (`npm run serve:prod`). */
const COMPILED_ENTRY = 'server/dist/server/src/server.js';

/** Runs `npm <args>` in the repository (npm.cmd on Windows: scripts/lib/npm.ts); resolves with its exit code and output. */
function runNpm(npmArgs: readonly string[]): Promise<{code: number | null; output: string}> {
  const {command, args, shell} = npm(npmArgs);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], shell});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({code, output}));
  });
}

test('the compiled server starts with plain node and answers the health check, the API and a detail page', {timeout: 300_000}, async (t) => {
  const build = await runNpm(['run', 'build:server']);
  assert.equal(build.code, 0, `npm run build:server failed:\n${build.output}`);
  assert.ok(existsSync(path.join(REPO_ROOT, COMPILED_ENTRY)), `${COMPILED_ENTRY} was written`);
  // content/ is compiled with it: the server imports it from the repository root.
  assert.ok(existsSync(path.join(REPO_ROOT, 'server/dist/content/routes.js')), 'content/ compiled beside the server');

  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);
  const siteDir = await fakeBuild(t);
  // Whatever the test runner was started with, the child gets no loader: only node and the compiled files.
  const {child, port, output, exited} = await startServerProcess(t, {DATABASE_URL: database.url, SITE_DIR: siteDir, TRUST_PROXY_HOPS: '1'}, [
    COMPILED_ENTRY,
  ]);
  const base = `http://127.0.0.1:${port}`;

  assert.equal((await fetch(`${base}/healthz`)).status, 200);
  // The same answer as the sources give, byte for byte.
  const sources = await buildApp(t, {databaseUrl: database.url});
  for (const url of ['/web/news/latest-news/en', '/web/events/alll-events/fa']) {
    const response = await fetch(`${base}${url}`);
    assert.equal(response.status, 200, url);
    assert.deepEqual(JSON.parse(await response.text()), (await sources.inject({method: 'GET', url})).json(), url);
  }
  const id = fixture<{id: number}[]>('news', 'records')[0].id;
  const title = fixture<Record<string, {title: string}>>('news', 'en')[String(id)].title;
  const page = await fetch(`${base}/news/general/${id}`);
  assert.equal(page.status, 200);
  assert.match(
    await page.text(),
    new RegExp(`<title[^>]*>${escapeHtml(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| ${identity.name.en}</title>`),
  );

  child.kill('SIGTERM');
  // Windows has no signals: kill() ends the process at once, with no graceful exit to check.
  if (NO_SIGNALS === false) assert.equal(await exited, 0, output());
});
