/**
 * Every answer carries the security headers and a request id: the API's
 * and the site's, errors of every kind, the ones sent before any route or
 * hook runs (bad percent-encoding, an over-long URL, requests Node's own
 * parser refuses), redirects (with a Cache-Control of their own), and the
 * 503 sent to requests that arrive while the server shuts down (JSON body
 * and Retry-After). Over raw sockets, against the real server on a port.
 */
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, type TestContext} from 'node:test';
import {setTimeout as sleep} from 'node:timers/promises';
import type {FastifyInstance} from 'fastify';
import {buildApp, createSqliteDatabase, loadData} from './helper';
import {RawConnection, type RawResponse, rawRequest} from './raw-http';

/** A file far larger than the socket buffers of both ends, so its answer stays in flight until read. */
const BIG_FILE_BYTES = 32 * 1024 * 1024;

const page = (label: string): string => `<!doctype html><html><head><script>var x=1</script></head><body>${label}</body></html>`;

async function fakeBuild(t: TestContext): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'uni-headers-'));
  t.after(() => rm(root, {recursive: true, force: true}));
  const files: Record<string, string | Buffer> = {
    'index.html': page('home'),
    '404.html': page('not found'),
    'about/history.html': page('history'),
    'files/big.bin': randomBytes(BIG_FILE_BYTES),
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), {recursive: true});
    await writeFile(path.join(root, name), content);
  }
  return root;
}

async function listening(t: TestContext): Promise<{fastify: FastifyInstance; port: number}> {
  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);
  const fastify = await buildApp(t, {databaseUrl: database.url, siteDir: await fakeBuild(t)});
  await fastify.listen({port: 0, host: '127.0.0.1'});
  return {fastify, port: (fastify.server.address() as AddressInfo).port};
}

/** The security headers an ordinary answer carries: the reference every other answer is held to. */
async function referenceHeaders(port: number): Promise<Map<string, string>> {
  const ok = await rawRequest(port, 'GET /web/career/inspires HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  assert.equal(ok.status, 200);
  const reference = new Map<string, string>();
  for (const name of [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'permissions-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
  ]) {
    assert.ok(ok.headers[name], `an ordinary answer has ${name}`);
    reference.set(name, ok.headers[name]);
  }
  return reference;
}

function assertCarriesHeaders(response: RawResponse, reference: Map<string, string>, label: string): void {
  for (const [name, value] of reference) assert.equal(response.headers[name], value, `${label}: ${name}`);
  assert.match(response.headers['x-request-id'] ?? '', /^[A-Za-z0-9._:-]{1,64}$/, `${label}: x-request-id`);
}

test('every answer carries the security headers and a request id', async (t) => {
  const {port} = await listening(t);
  const reference = await referenceHeaders(port);
  const get = (target: string, extra = ''): string => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`;

  const cases: Array<{label: string; request: string; status: number; json?: boolean}> = [
    {label: 'an API answer', request: get('/web/news/latest-news/en'), status: 200},
    {label: 'a page', request: get('/about/history'), status: 200},
    {label: 'the health check', request: get('/healthz'), status: 200},
    {label: 'an unknown id', request: get('/web/news/999/en'), status: 404, json: true},
    {label: 'an invalid id', request: get('/web/news/abc/en'), status: 400, json: true},
    {label: 'an unknown page', request: get('/no/such/page'), status: 404},
    {label: 'bad percent-encoding in the API', request: get('/web/news/%E0%A4%A/en'), status: 400, json: true},
    {label: 'bad percent-encoding in a page path', request: get('/about/%E0%A4%A'), status: 400, json: true},
    {label: 'an over-long URL', request: get(`/web/news/all-news/en?${'x'.repeat(2100)}`), status: 400, json: true},
    {
      label: 'another method',
      request: 'POST /web/news/all-news/en HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
      status: 405,
      json: true,
    },
    {
      label: 'a body over the limit',
      request: `POST /web/news/all-news/en HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 5000\r\nConnection: close\r\n\r\n${'x'.repeat(5000)}`,
      status: 413,
      json: true,
    },
    {label: 'an HTTP/1.1 request without Host', request: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', status: 400, json: true},
    {label: 'an Expect header', request: get('/', 'Expect: something-else\r\n'), status: 417, json: true},
    // Refused by Node's parser before Fastify sees a request.
    {label: 'a malformed header line', request: 'GET / HTTP/1.1\r\nHost: localhost\r\nthis is not a header\r\n\r\n', status: 400, json: true},
    {label: 'headers over 16 KiB', request: get('/', `X-Padding: ${'p'.repeat(20_000)}\r\n`), status: 431, json: true},
    {label: 'a request line that is not HTTP', request: 'HELLO THERE\r\n\r\n', status: 400, json: true},
    {
      label: 'both Content-Length and chunked (smuggling)',
      request: 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n',
      status: 400,
      json: true,
    },
  ];
  for (const {label, request, status, json} of cases) {
    const response = await rawRequest(port, request);
    assert.equal(response.status, status, `${label}: ${response.body.toString().slice(0, 200)}`);
    assertCarriesHeaders(response, reference, label);
    if (json === true) {
      assert.match(response.headers['content-type'] ?? '', /^application\/json/, label);
      assert.deepEqual(Object.keys(JSON.parse(response.body.toString()) as object).sort(), ['error', 'message'], label);
      assert.equal(response.headers['cache-control'], 'no-store', label);
    }
  }

  await t.test('a redirect carries them too, and a Cache-Control of its own', async () => {
    const response = await rawRequest(port, get('/about/history/?x=1'));
    assert.equal(response.status, 301);
    assert.equal(response.headers.location, '/about/history?x=1');
    assert.equal(response.headers['cache-control'], 'public, max-age=86400');
    assertCarriesHeaders(response, reference, 'redirect');
  });

  await t.test('a 304 carries them too', async () => {
    const first = await rawRequest(port, get('/about/history'));
    const response = await rawRequest(port, get('/about/history', `If-None-Match: ${first.headers.etag}\r\n`));
    assert.equal(response.status, 304);
    assertCarriesHeaders(response, reference, '304');
  });
});

test('a request that arrives while the server shuts down gets the JSON 503 with Retry-After and the headers', async (t) => {
  const {fastify, port} = await listening(t);
  const reference = await referenceHeaders(port);

  // A download in flight keeps this connection busy, so closing the server
  // leaves it open; the client reads nothing yet.
  const connection = new RawConnection(port);
  await connection.send('GET /files/big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n');
  for (let i = 0; i < 200 && connection.received().length === 0; i++) await sleep(10);
  assert.ok(connection.received().length > 0, 'the download started');
  connection.socket.pause();

  const closed = fastify.close();
  await sleep(100);
  // Pipelined behind the download: the server reads it while closing.
  await connection.send('GET /web/news/all-news/en HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await sleep(100);
  connection.socket.resume();
  await connection.waitClosed(30_000);
  await closed;

  const [download, refused] = connection.responses();
  assert.equal(download.status, 200);
  assert.equal(download.body.length, BIG_FILE_BYTES, 'the download in flight finished');
  assert.ok(refused, 'the pipelined request was answered');
  assert.equal(refused.status, 503);
  assert.deepEqual(Object.keys(JSON.parse(refused.body.toString()) as object).sort(), ['error', 'message']);
  assert.equal(refused.headers['retry-after'], '5');
  assert.equal(refused.headers['cache-control'], 'no-store');
  assert.equal(refused.headers.connection, 'close');
  assertCarriesHeaders(refused, reference, '503 while closing');
});
