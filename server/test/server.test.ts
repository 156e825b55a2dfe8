/**
 * server.ts as a process: it listens where PORT and HOST say, writes one
 * structured log line per request with its request id, and on SIGTERM
 * finishes what it is doing and exits 0.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {test} from 'node:test';
import {createSqliteDatabase, loadData} from './helper';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

test('server.ts serves, logs each request with its id, and shuts down cleanly on SIGTERM', async (t) => {
  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database.url, SERVE_SITE: 'false', LOG_LEVEL: 'info'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.after(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const poll = setInterval(() => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match !== null) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve(Number(match[1]));
      }
    }, 50);
  });

  const response = await fetch(`http://127.0.0.1:${port}/web/news/latest-news/en`, {headers: {'x-request-id': 'trace-42'}});
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('x-request-id'), 'trace-42');
  await response.arrayBuffer();

  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  assert.equal(await exit, 0);

  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const logged = lines.find((line) => line.msg === 'request' && line.reqId === 'trace-42');
  assert.ok(logged, `no request log line in:\n${output}`);
  assert.equal(logged.statusCode, 200);
  assert.equal(logged.url, '/web/news/latest-news/en');
  assert.equal(typeof logged.ms, 'number');
  assert.ok(lines.some((line) => line.msg === 'shutting down: finishing in-flight requests'));
  assert.ok(lines.some((line) => line.msg === 'closed'));
});
