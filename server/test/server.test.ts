/**
 * server.ts as a process: it listens where PORT and HOST say, writes one
 * structured log line per request with its request id, cuts off clients
 * that send their headers or body too slowly within a second or two of
 * REQUEST_TIMEOUT_MS, and on SIGTERM closes idle and slow connections at
 * once, finishes the answers in flight and exits 0.
 */
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, type TestContext} from 'node:test';
import {setTimeout as sleep} from 'node:timers/promises';
import {brotliCompressSync, brotliDecompressSync, constants as zlibConstants} from 'node:zlib';
import {createSqliteDatabase, loadData, NO_SIGNALS, type ServerProcess, startServerProcess} from './helper';
import {RawConnection} from './raw-http';

/** The least a build holds: its home page (every process needs SITE_DIR to be a build). */
async function minimalBuild(t: TestContext): Promise<string> {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'uni-server-site-'));
  t.after(() => rm(siteDir, {recursive: true, force: true}));
  await writeFile(path.join(siteDir, 'index.html'), '<!doctype html><title>home</title>');
  return siteDir;
}

/**
 * Starts server.ts (or another entry that calls its startServer) with a
 * fresh SQLite database and `env`.
 */
async function startServer(t: TestContext, env: Record<string, string>, entry = 'server/src/server.ts'): Promise<ServerProcess> {
  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);
  const siteDir = env.SITE_DIR ?? (await minimalBuild(t));
  return startServerProcess(t, {DATABASE_URL: database.url, SITE_DIR: siteDir, ...env}, ['--import', 'tsx', entry]);
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

/** Just under the size up to which the server answers a file from memory (static-files.ts). */
const IN_MEMORY_FILE_BYTES = 8_000_000;

/**
 * A build whose large files are answered from memory: a PDF
 * (`/files/prospectus.pdf`, no twin, as a photo is sent) and a script with a brotli twin
 * (`/assets/js/big.js`), each far larger than the socket buffers.
 */
async function buildWithInMemoryFiles(t: TestContext): Promise<{siteDir: string; document: Buffer; script: string; scriptBr: Buffer}> {
  const siteDir = await minimalBuild(t);
  const document = randomBytes(IN_MEMORY_FILE_BYTES);
  // Base64 of random bytes: text that brotli shrinks by a quarter only, so the twin is large too.
  const script = `/*${randomBytes((IN_MEMORY_FILE_BYTES * 3) / 4 - 3).toString('base64')}*/`;
  const scriptBr = brotliCompressSync(script, {params: {[zlibConstants.BROTLI_PARAM_QUALITY]: 4}});
  await mkdir(path.join(siteDir, 'files'), {recursive: true});
  await mkdir(path.join(siteDir, 'assets', 'js'), {recursive: true});
  await writeFile(path.join(siteDir, 'files', 'prospectus.pdf'), document);
  await writeFile(path.join(siteDir, 'assets', 'js', 'big.js'), script);
  // Written after its source: a twin older than its file is not used.
  await writeFile(path.join(siteDir, 'assets', 'js', 'big.js.br'), scriptBr);
  return {siteDir, document, script, scriptBr};
}

/**
 * Reads a connection as a phone on a poor network does: paused, then a
 * short burst every `everyMs`. Returns a function that reads on normally.
 */
function readSlowly(connection: RawConnection, burstMs = 2, everyMs = 40): () => void {
  connection.socket.pause();
  let pauseTimer: NodeJS.Timeout | undefined;
  const timer = setInterval(() => {
    connection.socket.resume();
    pauseTimer = setTimeout(() => connection.socket.pause(), burstMs);
  }, everyMs);
  const stop = (): void => {
    clearInterval(timer);
    clearTimeout(pauseTimer);
    connection.socket.resume();
  };
  void connection.closed.then(stop);
  return stop;
}

/**
 * Waits until the first bytes of an answer reach a paused connection (held
 * in its read buffer, unread): the server is then sending it.
 */
async function waitForFirstBytes(connection: RawConnection, label: string): Promise<void> {
  await waitFor(
    () => connection.socket.readableLength > 0 || connection.received().length > 0,
    10_000,
    () => `${label}: no answer started`,
  );
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
  const {child, port, output, exited} = await startServer(t, {});

  const response = await fetch(`http://127.0.0.1:${port}/web/news/latest-news/en`, {headers: {'x-request-id': 'trace-42'}});
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('x-request-id'), 'trace-42');
  await response.arrayBuffer();

  child.kill('SIGTERM');
  assert.equal(await exited, 0);

  const lines = output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const logged = lines.find((line) => line.msg === 'request' && line.reqId === 'trace-42');
  assert.ok(logged, `no request log line in:\n${output()}`);
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

test(
  'SIGTERM closes a connection whose body is still arriving at once, keeps idle ones answerable while a download finishes, then exits 0',
  {skip: NO_SIGNALS},
  async (t) => {
    const siteDir = await buildWithBigFile(t);
    const grace = 20_000;
    const {child, port, output, exited} = await startServer(t, {SERVE_STATIC: 'true', SITE_DIR: siteDir, SHUTDOWN_GRACE_MS: String(grace)});

    const idle = new RawConnection(port);
    await idle.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const slowHeaders = new RawConnection(port);
    await slowHeaders.send('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const slowBody = new RawConnection(port);
    await slowBody.send('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 500\r\n\r\nxx');
    const download = new RawConnection(port);
    await download.ready();
    download.socket.pause();
    await download.send('GET /files/big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await waitFor(
      () => idle.responses().length > 0,
      5000,
      () => 'the idle connection got no first answer',
    );
    assert.equal(idle.responses()[0]?.status, 200, 'the idle connection answered its request');
    await waitForFirstBytes(download, 'download');

    const signalled = performance.now();
    child.kill('SIGTERM');
    await slowBody.waitClosed(5000);
    assert.ok((slowBody.closedAt ?? 0) - signalled < 2000, `slow body: closed ${Math.round((slowBody.closedAt ?? 0) - signalled)} ms after SIGTERM`);
    await sleep(300);
    assert.equal(download.closedAt, undefined, 'the download in flight goes on');
    assert.equal(idle.closedAt, undefined, 'the idle connection stays open while an answer is still being sent');
    assert.equal(slowHeaders.closedAt, undefined, 'so does the one still sending its headers');
    // Its request completes after SIGTERM: the answer is the shutdown's 503, and the connection closes after it.
    await slowHeaders.send('\r\n');
    await slowHeaders.waitClosed(5000);
    assert.equal(slowHeaders.responses()[0]?.status, 503);
    assert.equal(slowHeaders.responses()[0]?.headers.connection, 'close');

    download.socket.resume();
    await download.waitClosed(30_000);
    const [answer] = download.responses();
    assert.equal(answer.status, 200);
    assert.equal(answer.body.length, BIG_FILE_BYTES, 'the whole file arrived');
    // Nothing is being sent any more: the idle connection is closed and the process ends.
    await idle.waitClosed(5000);
    assert.equal(idle.responses().length, 1, 'closed without a second answer');
    assert.equal(await exited, 0, output());
    assert.ok(performance.now() - signalled < grace, 'exited without waiting for the grace period');
    assert.ok(output().includes('"msg":"closed"'), output());
  },
);

test('an uncaught exception is logged and flushed at once, the answer in flight finishes, and the process exits 1', async (t) => {
  const siteDir = await buildWithBigFile(t);
  const {child, port, output, exited} = await startServer(
    t,
    {SERVE_STATIC: 'true', SITE_DIR: siteDir, SHUTDOWN_GRACE_MS: '20000'},
    'server/test/fixtures/crash-on-cue.ts',
  );

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
  const {child, output, exited} = await startServer(t, {}, 'server/test/fixtures/crash-on-cue.ts');
  child.stdin?.write('reject\n');
  assert.equal(await exited, 1, output());
  const lines = logLines(output());
  const last = lines.findIndex((line) => line.msg === 'last line before the crash' && line.how === 'reject');
  const crash = lines.findIndex((line) => line.level === 60);
  assert.ok(last >= 0 && crash > last, output());
  assert.match(String((lines[crash].err as {message?: string}).message), /crash on cue \(unhandled rejection\)/);
  assert.equal(lines.at(-1)?.msg, 'closed', 'the database was closed and the lines flushed before the exit');
});

test('SIGTERM lets slow readers finish a large file answered from memory and a brotli twin, then exits 0', {skip: NO_SIGNALS}, async (t) => {
  const {siteDir, document, script, scriptBr} = await buildWithInMemoryFiles(t);
  const grace = 30_000;
  const {child, port, output} = await startServer(t, {SERVE_STATIC: 'true', SITE_DIR: siteDir, SHUTDOWN_GRACE_MS: String(grace)});
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const documentDownload = new RawConnection(port);
  const scriptDownload = new RawConnection(port);
  await Promise.all([documentDownload.ready(), scriptDownload.ready()]);
  // Paused from the start: at SIGTERM most of each answer is still in the server's buffers.
  documentDownload.socket.pause();
  scriptDownload.socket.pause();
  await documentDownload.send('GET /files/prospectus.pdf HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await scriptDownload.send('GET /assets/js/big.js HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n');
  await waitForFirstBytes(documentDownload, 'PDF');
  await waitForFirstBytes(scriptDownload, 'script');

  const signalled = performance.now();
  child.kill('SIGTERM');
  await sleep(500);
  assert.equal(documentDownload.closedAt, undefined, 'the PDF download goes on after SIGTERM');
  assert.equal(scriptDownload.closedAt, undefined, 'the script download goes on after SIGTERM');
  assert.equal(child.exitCode, null, 'the process waits for them');
  readSlowly(documentDownload);
  readSlowly(scriptDownload);

  await Promise.all([documentDownload.waitClosed(grace), scriptDownload.waitClosed(grace)]);
  const [documentAnswer] = documentDownload.responses();
  assert.equal(documentAnswer?.status, 200);
  assert.equal(documentAnswer.headers['content-length'], String(document.length));
  assert.equal(documentAnswer.body.length, document.length, 'every byte of the PDF arrived');
  assert.ok(documentAnswer.body.equals(document), 'the PDF as it is in the build');
  const [scriptAnswer] = scriptDownload.responses();
  assert.equal(scriptAnswer?.status, 200);
  assert.equal(scriptAnswer.headers['content-encoding'], 'br');
  assert.equal(scriptAnswer.body.length, scriptBr.length, 'every byte of the brotli twin arrived');
  assert.equal(brotliDecompressSync(scriptAnswer.body).toString(), script);

  assert.equal(await exited, 0, output());
  assert.ok(performance.now() - signalled < grace, 'exited once the answers were out, before the grace period');
  assert.ok(
    logLines(output()).some((line) => line.msg === 'closed'),
    output(),
  );
});

test('after SIGTERM a request on a kept-alive connection gets 503 with Retry-After and Connection: close', {skip: NO_SIGNALS}, async (t) => {
  const {siteDir} = await buildWithInMemoryFiles(t);
  const {child, port, output} = await startServer(t, {SERVE_STATIC: 'true', SITE_DIR: siteDir, SHUTDOWN_GRACE_MS: '30000'});
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  // A connection kept alive after its first answer.
  const keptAlive = new RawConnection(port);
  await keptAlive.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await waitFor(
    () => keptAlive.responses().length === 1,
    5000,
    () => 'no first answer',
  );
  assert.equal(keptAlive.responses()[0].status, 200);
  assert.notEqual(keptAlive.responses()[0].headers.connection, 'close');
  // A download in flight keeps the server shutting down for a while.
  const download = new RawConnection(port);
  await download.ready();
  download.socket.pause();
  await download.send('GET /files/prospectus.pdf HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await waitForFirstBytes(download, 'download');

  child.kill('SIGTERM');
  await sleep(300);
  assert.equal(keptAlive.closedAt, undefined, 'the kept-alive connection is still open');
  await keptAlive.send('GET /web/news/latest-news/en HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await keptAlive.waitClosed(5000);
  const refused = keptAlive.responses()[1];
  assert.ok(refused, `the request after SIGTERM was answered: ${keptAlive.received().toString('latin1').slice(-300)}`);
  assert.equal(refused.status, 503);
  assert.equal(refused.headers['retry-after'], '5');
  assert.equal(refused.headers.connection, 'close');
  assert.equal(refused.headers['cache-control'], 'no-store');
  assert.deepEqual(Object.keys(JSON.parse(refused.body.toString()) as object).sort(), ['error', 'message']);
  assert.ok(refused.headers['content-security-policy'] && refused.headers['x-request-id'], 'it carries the headers of every answer');

  download.socket.resume();
  await download.waitClosed(30_000);
  assert.equal(download.responses()[0]?.body.length, IN_MEMORY_FILE_BYTES, 'the download finished');
  assert.equal(await exited, 0, output());
});

test('an answer still being sent at SHUTDOWN_GRACE_MS is cut, logged with its address, and the process exits 1', {skip: NO_SIGNALS}, async (t) => {
  const {siteDir} = await buildWithInMemoryFiles(t);
  const grace = 1500;
  const {child, port, output} = await startServer(t, {SERVE_STATIC: 'true', SITE_DIR: siteDir, SHUTDOWN_GRACE_MS: String(grace)});
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  // A client that never reads.
  const stalled = new RawConnection(port);
  await stalled.ready();
  stalled.socket.pause();
  await stalled.send('GET /files/prospectus.pdf HTTP/1.1\r\nHost: localhost\r\nX-Request-Id: stalled-reader\r\n\r\n');
  await waitForFirstBytes(stalled, 'stalled reader');
  const signalled = performance.now();
  child.kill('SIGTERM');
  assert.equal(await exited, 1, output());
  const after = performance.now() - signalled;
  assert.ok(after >= grace - 100 && after < grace + 3000, `exited ${Math.round(after)} ms after SIGTERM (grace ${grace} ms)`);
  const cut = logLines(output()).find((line) => line.level === 50 && line.reqId === 'stalled-reader');
  assert.ok(cut, `the cut answer is logged with its request id:\n${output()}`);
  assert.equal(cut.url, '/files/prospectus.pdf');
  assert.equal(cut.method, 'GET');
  assert.ok(Number(cut.unsentBytes) > 0, 'with what was left unsent');
});
