/**
 * server.ts as a process: it listens where PORT and HOST say, writes one
 * structured log line per request with its request id, cuts off clients
 * that send their headers or body too slowly within a second or two of
 * REQUEST_TIMEOUT_MS, and on SIGTERM closes idle and slow connections at
 * once, finishes the answers in flight and exits 0.
 */
import assert from 'node:assert/strict';
import {type ChildProcess, spawn} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, type TestContext} from 'node:test';
import {setTimeout as sleep} from 'node:timers/promises';
import {createSqliteDatabase, loadData, NO_SIGNALS} from './helper';
import {RawConnection} from './raw-http';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The least a build holds: its home page (every process needs SITE_DIR to be a build). */
async function minimalBuild(t: TestContext): Promise<string> {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'uni-server-site-'));
  t.after(() => rm(siteDir, {recursive: true, force: true}));
  await writeFile(path.join(siteDir, 'index.html'), '<!doctype html><title>home</title>');
  return siteDir;
}

/**
 * Starts server.ts (or another entry that calls its startServer) with a
 * fresh SQLite database and `env`; resolves with its port and a way to read
 * its output.
 */
async function startServer(
  t: TestContext,
  env: Record<string, string>,
  entry = 'server/src/server.ts',
): Promise<{child: ChildProcess; port: number; output: () => string}> {
  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);
  const siteDir = env.SITE_DIR ?? (await minimalBuild(t));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      SITE_DIR: siteDir,
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 600; i++) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
    if (match !== null) return {child, port: Number(match[1]), output: () => output};
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  throw new Error(`server did not start:\n${output}`);
}

/** A file far larger than the socket buffers, so its answer stays in flight for as long as the client does not read. */
const BIG_FILE_BYTES = 32 * 1024 * 1024;

/** A build with such a file (`/files/big.bin`). */
async function buildWithBigFile(t: TestContext): Promise<string> {
  const siteDir = await minimalBuild(t);
  await mkdir(path.join(siteDir, 'files'), {recursive: true});
  await writeFile(path.join(siteDir, 'files', 'big.bin'), randomBytes(BIG_FILE_BYTES));
  return siteDir;
}

/** The JSON log lines of an output, in order. */
function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Waits until `check` holds, polling every 20 ms; fails with `message` after `ms`. */
async function waitFor(check: () => boolean, ms: number, message: () => string): Promise<void> {
  for (const until = performance.now() + ms; performance.now() < until; await sleep(20)) {
    if (check()) return;
  }
  assert.fail(message());
}

/** Keeps writing `piece` every `everyMs` until the connection closes. */
function trickle(connection: RawConnection, piece: string, everyMs: number): void {
  const timer = setInterval(() => {
    if (connection.closedAt !== undefined || connection.socket.destroyed) clearInterval(timer);
    else connection.socket.write(piece);
  }, everyMs);
  void connection.closed.then(() => clearInterval(timer));
}

test('server.ts serves, logs each request with its id, and shuts down cleanly on SIGTERM', {skip: NO_SIGNALS}, async (t) => {
  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      SITE_DIR: await minimalBuild(t),
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'info',
    },
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

test('clients sending headers or a body too slowly are cut off within 2 s of REQUEST_TIMEOUT_MS', async (t) => {
  const limit = 2000;
  const {port} = await startServer(t, {REQUEST_TIMEOUT_MS: String(limit)});

  const slowHeaders = new RawConnection(port);
  const slowBody = new RawConnection(port);
  await Promise.all([slowHeaders.ready(), slowBody.ready()]);
  const started = performance.now();
  await slowHeaders.send('GET /web/news/latest-news/en HTTP/1.1\r\nHost: localhost\r\n');
  trickle(slowHeaders, 'X-Slow: 1\r\n', 200);
  await slowBody.send('POST /web/news/latest-news/en HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 500\r\n\r\n');
  trickle(slowBody, 'x', 200);

  for (const [label, connection] of [
    ['slow headers', slowHeaders],
    ['slow body', slowBody],
  ] as const) {
    await connection.waitClosed(limit + 2000 + 1000);
    const after = (connection.closedAt ?? 0) - started;
    assert.ok(after >= limit - 100 && after <= limit + 2000, `${label}: cut off after ${Math.round(after)} ms (limit ${limit} ms)`);
    const [answer] = connection.responses();
    assert.equal(answer?.status, 408, `${label}: ${connection.received().toString().slice(0, 200)}`);
    assert.ok(answer.headers['x-request-id'] && answer.headers['content-security-policy'], `${label}: the 408 carries the headers`);
  }
});

test('SIGTERM closes idle and slow connections at once, finishes the answers in flight and exits 0', {skip: NO_SIGNALS}, async (t) => {
  const siteDir = await buildWithBigFile(t);
  const grace = 20_000;
  const {child, port, output} = await startServer(t, {SERVE_STATIC: 'true', SITE_DIR: siteDir, SHUTDOWN_GRACE_MS: String(grace)});
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const idle = new RawConnection(port);
  await idle.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  const slowHeaders = new RawConnection(port);
  await slowHeaders.send('GET / HTTP/1.1\r\nHost: localhost\r\n');
  const slowBody = new RawConnection(port);
  await slowBody.send('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 500\r\n\r\nxx');
  const download = new RawConnection(port);
  await download.send('GET /files/big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n');
  for (let i = 0; i < 300 && (idle.responses().length === 0 || download.received().length === 0); i++) await sleep(10);
  assert.equal(idle.responses()[0]?.status, 200, 'the idle connection answered its request');
  assert.ok(download.received().length > 0, 'the download started');
  download.socket.pause();

  const signalled = performance.now();
  child.kill('SIGTERM');
  for (const [label, connection] of [
    ['idle', idle],
    ['slow headers', slowHeaders],
    ['slow body', slowBody],
  ] as const) {
    await connection.waitClosed(5000);
    const after = (connection.closedAt ?? 0) - signalled;
    assert.ok(after < 2000, `${label}: closed ${Math.round(after)} ms after SIGTERM`);
  }
  assert.equal(download.closedAt, undefined, 'the download in flight goes on');

  download.socket.resume();
  await download.waitClosed(30_000);
  const [answer] = download.responses();
  assert.equal(answer.status, 200);
  assert.equal(answer.body.length, BIG_FILE_BYTES, 'the whole file arrived');
  assert.equal(await exited, 0, output());
  assert.ok(performance.now() - signalled < grace, 'exited without waiting for the grace period');
  assert.ok(output().includes('"msg":"closed"'), output());
});

test('an uncaught exception is logged and flushed at once, the answer in flight finishes, and the process exits 1', async (t) => {
  const siteDir = await buildWithBigFile(t);
  const {child, port, output} = await startServer(
    t,
    {SERVE_STATIC: 'true', SITE_DIR: siteDir, SHUTDOWN_GRACE_MS: '20000'},
    'server/test/fixtures/crash-on-cue.ts',
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const download = new RawConnection(port);
  await download.send('GET /files/big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await waitFor(
    () => download.received().length > 0,
    5000,
    () => 'the download did not start',
  );
  download.socket.pause();

  child.stdin?.write('throw\n');
  // The lines are on stdout while the process is still finishing the download, not only at exit.
  await waitFor(
    () => output().includes('"msg":"crashed: finishing in-flight requests, then exiting 1"'),
    5000,
    () => `no crash line:\n${output()}`,
  );
  assert.equal(child.exitCode, null, 'still finishing the answer in flight');
  const lines = logLines(output());
  const last = lines.findIndex((line) => line.msg === 'last line before the crash' && line.how === 'throw');
  const crash = lines.findIndex((line) => line.level === 60);
  assert.ok(last >= 0, `the line logged just before the crash is out:\n${output()}`);
  assert.ok(crash > last, 'then the crash itself');
  assert.match(String((lines[crash].err as {message?: string}).message), /crash on cue \(uncaught exception\)/);
  assert.match(String((lines[crash].err as {stack?: string}).stack), /crash-on-cue\.ts/);

  download.socket.resume();
  await download.waitClosed(30_000);
  const [answer] = download.responses();
  assert.equal(answer.status, 200);
  assert.equal(answer.body.length, BIG_FILE_BYTES, 'the whole file arrived');
  assert.equal(await exited, 1, output());
  assert.ok(
    logLines(output()).some((line) => line.msg === 'closed'),
    output(),
  );
});

test('an unhandled rejection is logged and flushed, and the process exits 1', async (t) => {
  const {child, output} = await startServer(t, {}, 'server/test/fixtures/crash-on-cue.ts');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdin?.write('reject\n');
  assert.equal(await exited, 1, output());
  const lines = logLines(output());
  const last = lines.findIndex((line) => line.msg === 'last line before the crash' && line.how === 'reject');
  const crash = lines.findIndex((line) => line.level === 60);
  assert.ok(last >= 0 && crash > last, output());
  assert.match(String((lines[crash].err as {message?: string}).message), /crash on cue \(unhandled rejection\)/);
  assert.equal(lines.at(-1)?.msg, 'closed', 'the database was closed and the lines flushed before the exit');
});
