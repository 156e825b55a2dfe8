/**
 * The HTTP edges of the real server on a port, over raw sockets: request
 * bodies refused before they are read; byte ranges of the build's files
 * (answered from memory, from a brotli twin, or streamed from disk); one
 * address per page (`.html` spellings redirect); and the web editor's
 * Content-Security-Policy on /admin only, however the path is spelt, and
 * naming localhost only when the server runs in development. None of this
 * depends on the database engine: SQLite.
 */
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {test, type TestContext} from 'node:test';
import type {FastifyInstance} from 'fastify';
import {appConfigFromEnv, loadEnv} from '../src/config';
import {MAX_BODY_BYTES} from '../src/app';
import {fakeBuild, page} from './fake-build';
import {buildApp, createSqliteDatabase, loadData} from './helper';
import {RawConnection, type RawResponse, rawRequest} from './raw-http';

/** Files added to the fake build: a photo and a PDF (sent from memory) and a video (streamed from disk). */
interface Media {
  readonly root: string;
  readonly photo: Buffer;
  readonly pdf: Buffer;
  readonly video: Buffer;
}

async function buildWithMedia(t: TestContext): Promise<Media> {
  const root = await fakeBuild(t);
  const media = {root, photo: randomBytes(200_000), pdf: randomBytes(120_000), video: randomBytes(300_000)};
  const files: Record<string, string | Buffer> = {
    'img/news/campus.jpg': media.photo,
    'files/prospectus.pdf': media.pdf,
    'media/tour.mp4': media.video,
    // A record's page as the build renders it, and the web editor.
    'news/general/1.html': page('news item 1'),
    'admin/index.html': '<!doctype html><html><head><link href="/admin/config.yml" rel="cms-config-url"></head><body></body></html>',
    'admin/config.yml': 'backend:\n  name: github\n',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), {recursive: true});
    await writeFile(path.join(root, name), content);
  }
  return media;
}

/** The server on a port, on the fixtures, serving the build. */
async function listening(t: TestContext, siteDir: string, localEditorBackend = false): Promise<{fastify: FastifyInstance; port: number}> {
  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);
  const fastify = await buildApp(t, {databaseUrl: database.url, siteDir, localEditorBackend});
  await fastify.listen({port: 0, host: '127.0.0.1'});
  return {fastify, port: (fastify.server.address() as AddressInfo).port};
}

const request = (method: string, target: string, extra = ''): string =>
  `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`;

test('a request body over the limit, or of unknown length, is refused with 413 before it is read, on any method', async (t) => {
  const {root} = await buildWithMedia(t);
  const {port} = await listening(t, root);

  const declared = `Content-Length: ${10 * 1024 * 1024}\r\n`;
  for (const [method, target] of [
    ['GET', '/web/news/latest-news/en'],
    ['GET', '/about/history'],
    ['HEAD', '/about/history'],
    ['OPTIONS', '/web/news/latest-news/en'],
    ['POST', '/web/news/latest-news/en'],
    ['DELETE', '/web/career/inspires'],
  ] as const) {
    // Only the headers are sent: an answer means the server did not wait for 10 MB.
    const connection = new RawConnection(port);
    const started = performance.now();
    await connection.send(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\n${declared}\r\n`);
    await connection.waitClosed(5000);
    const [answer] = connection.responses(method === 'HEAD' ? 1 : 0);
    const label = `${method} ${target} with a 10 MB body`;
    assert.equal(answer?.status, 413, `${label}: ${connection.received().toString('latin1').slice(0, 200)}`);
    assert.ok(performance.now() - started < 2000, `${label}: answered at once`);
    assert.equal(answer.headers.connection, 'close', label);
    assert.ok(answer.headers['content-security-policy'] && answer.headers['x-request-id'], `${label}: the headers of every answer`);
    if (method !== 'HEAD') assert.deepEqual(Object.keys(JSON.parse(answer.body.toString()) as object).sort(), ['error', 'message'], label);
  }

  // A chunked body that never ends, on a GET and on /web with another method.
  for (const [method, target] of [
    ['GET', '/about/history'],
    ['GET', '/web/career/inspires'],
    ['PUT', '/web/career/inspires'],
  ] as const) {
    const connection = new RawConnection(port);
    await connection.send(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n`);
    let sent = 0;
    const writer = setInterval(() => {
      if (connection.socket.destroyed || connection.closedAt !== undefined) return;
      connection.socket.write(`400\r\n${'x'.repeat(0x400)}\r\n`);
      sent += 0x400;
    }, 5);
    await connection.waitClosed(5000).finally(() => clearInterval(writer));
    const label = `${method} ${target} with an endless chunked body`;
    assert.equal(connection.responses()[0]?.status, 413, `${label}: ${connection.received().toString('latin1').slice(0, 200)}`);
    assert.ok(sent < 512 * 1024, `${label}: cut off after ${sent} bytes`);
  }

  // Up to the limit a body is tolerated (and never read by a route).
  const small = await rawRequest(
    port,
    request('GET', '/about/history', `Content-Length: ${MAX_BODY_BYTES}\r\n`).replace(/\r\n\r\n$/, `\r\n\r\n${'x'.repeat(MAX_BODY_BYTES)}`),
  );
  assert.equal(small.status, 200);
  const over = await rawRequest(
    port,
    request('GET', '/about/history', `Content-Length: ${MAX_BODY_BYTES + 1}\r\n`).replace(/\r\n\r\n$/, `\r\n\r\n${'x'.repeat(MAX_BODY_BYTES + 1)}`),
  );
  assert.equal(over.status, 413);
});

test('photos, PDFs and video honour Range (from memory, from a brotli twin, from disk); an invalid Range is ignored, an unsatisfiable one is 416 with Content-Range', async (t) => {
  const media = await buildWithMedia(t);
  const {port} = await listening(t, media.root);
  const get = async (target: string, extra = '', method = 'GET'): Promise<RawResponse> => rawRequest(port, request(method, target, extra));

  for (const [label, target, bytes] of [
    ['photo (from memory)', '/img/news/campus.jpg', media.photo],
    ['PDF (from memory)', '/files/prospectus.pdf', media.pdf],
    ['video (streamed from disk)', '/media/tour.mp4', media.video],
  ] as const) {
    const whole = await get(target);
    assert.equal(whole.status, 200, label);
    assert.equal(whole.headers['accept-ranges'], 'bytes', `${label}: says it takes ranges`);
    assert.ok(whole.body.equals(bytes), label);
    const etag = whole.headers.etag;
    const lastModified = whole.headers['last-modified'];

    const part = await get(target, 'Range: bytes=100-199\r\n');
    assert.equal(part.status, 206, label);
    assert.equal(part.headers['content-range'], `bytes 100-199/${bytes.length}`, label);
    assert.equal(part.headers['content-length'], '100', label);
    assert.ok(part.body.equals(bytes.subarray(100, 200)), label);
    assert.equal(part.headers.etag, etag, `${label}: the part has the file's validator`);
    assert.ok(part.headers['content-security-policy'] && part.headers['x-request-id'], `${label}: the headers of every answer`);

    // A download broken off and resumed gets exactly the rest.
    const first = await get(target, 'Range: bytes=0-49999\r\n');
    const rest = await get(target, `Range: bytes=50000-\r\nIf-Range: ${etag}\r\n`);
    assert.equal(rest.status, 206, label);
    assert.equal(rest.headers['content-range'], `bytes 50000-${bytes.length - 1}/${bytes.length}`, label);
    assert.ok(Buffer.concat([first.body, rest.body]).equals(bytes), `${label}: the two parts make the file`);

    const suffix = await get(target, 'Range: bytes=-100\r\n');
    assert.equal(suffix.status, 206, label);
    assert.ok(suffix.body.equals(bytes.subarray(bytes.length - 100)), `${label}: the last 100 bytes`);
    const byDate = await get(target, `Range: bytes=0-9\r\nIf-Range: ${lastModified}\r\n`);
    assert.equal(byDate.status, 206, `${label}: If-Range by the file's date`);

    // Ignored: the whole file, 200.
    for (const ignored of [
      'Range: bytes=100-50\r\n',
      'Range: bytes=abc\r\n',
      'Range: bytes=\r\n',
      'Range: items=0-9\r\n',
      'Range: bytes=0-9,20-29\r\n',
      'Range: bytes=0-9\r\nIf-Range: "another-version"\r\n',
      `Range: bytes=0-9\r\nIf-Range: W/${etag}\r\n`,
      'Range: bytes=0-9\r\nIf-Range: Tue, 01 Jan 2019 00:00:00 GMT\r\n',
    ]) {
      const answer = await get(target, ignored);
      assert.equal(answer.status, 200, `${label}: ${JSON.stringify(ignored)}`);
      assert.equal(answer.body.length, bytes.length, `${label}: ${JSON.stringify(ignored)}`);
    }
    const head = await rawRequest(port, request('HEAD', target, 'Range: bytes=0-9\r\n'));
    assert.equal(head.status, 200, `${label}: HEAD ignores Range`);
    assert.equal(head.headers['content-length'], String(bytes.length), `${label}: HEAD`);

    // Unsatisfiable: nothing of it lies within the file.
    for (const outside of [`bytes=${bytes.length}-`, `bytes=${bytes.length + 10}-${bytes.length + 20}`, 'bytes=-0']) {
      const answer = await get(target, `Range: ${outside}\r\n`);
      assert.equal(answer.status, 416, `${label}: ${outside}`);
      assert.equal(answer.headers['content-range'], `bytes */${bytes.length}`, `${label}: ${outside}`);
      assert.deepEqual(Object.keys(JSON.parse(answer.body.toString()) as object).sort(), ['error', 'message'], `${label}: ${outside}`);
      assert.ok(answer.headers['content-security-policy'] && answer.headers['x-request-id'], `${label}: the headers of every answer`);
    }
  }

  // A brotli twin: the ranges are of the bytes sent, under the twin's own validator.
  const twin = await readFile(path.join(media.root, 'assets/js/main.abc123.js.br'));
  const brPart = await get('/assets/js/main.abc123.js', 'Accept-Encoding: br\r\nRange: bytes=0-9\r\n');
  assert.equal(brPart.status, 206);
  assert.equal(brPart.headers['content-encoding'], 'br');
  assert.equal(brPart.headers['content-range'], `bytes 0-9/${twin.length}`);
  assert.ok(brPart.body.equals(twin.subarray(0, 10)));
  assert.match(brPart.headers.etag ?? '', /-br"$/);
});

test('a page has one address: its .html spellings redirect there with 301', async (t) => {
  const {root} = await buildWithMedia(t);
  const {port} = await listening(t, root);
  for (const [from, to] of [
    ['/about/history.html', '/about/history'],
    ['/about/history.html?from=mail', '/about/history?from=mail'],
    ['/fa/about/history.html', '/fa/about/history'],
    ['/index.html', '/'],
    ['/fa/index.html', '/fa/'],
    ['/news/general/1.html', '/news/general/1'],
    ['/admin/index.html', '/admin'],
    ['/about/history%2Ehtml', '/about/history'],
  ] as const) {
    const answer = await rawRequest(port, request('GET', from));
    assert.equal(answer.status, 301, from);
    assert.equal(answer.headers.location, to, from);
    assert.equal(answer.headers['cache-control'], 'public, max-age=86400', from);
    const target = await rawRequest(port, request('GET', to));
    assert.equal(target.status, 200, `${to} answers`);
  }
  // The 404 pages are no pages of their own address.
  assert.equal((await rawRequest(port, request('GET', '/404.html'))).status, 404);
  assert.equal((await rawRequest(port, request('GET', '/fa/404.html'))).status, 404);
});

test("the web editor's CSP applies to its files under /admin, however spelt, and nowhere else; localhost only in development", async (t) => {
  const {root} = await buildWithMedia(t);
  const {port} = await listening(t, root);
  const csp = async (target: string): Promise<{status: number; policy: string; robots: string | undefined; body: string}> => {
    const answer = await rawRequest(port, request('GET', target));
    return {
      status: answer.status,
      policy: answer.headers['content-security-policy'] ?? '',
      robots: answer.headers['x-robots-tag'],
      body: answer.body.toString(),
    };
  };
  const site = (await csp('/about/history')).policy;
  assert.doesNotMatch(site, /'unsafe-eval'/);

  for (const target of ['/admin', '/%61dmin', '/admin/config.yml', '/%61dmin/config.yml', '/adm%69n/config.yml']) {
    const answer = await csp(target);
    assert.equal(answer.status, 200, target);
    assert.match(answer.policy, /script-src 'self' 'unsafe-eval'/, `${target}: the editor's policy`);
    assert.equal(answer.robots, 'noindex, nofollow', target);
    assert.doesNotMatch(answer.policy, /localhost|127\.0\.0\.1/, `${target}: production's policy names no local backend`);
  }
  // No editor file there: the site's 404 page, under the site's policy (its inline scripts are allowed there).
  for (const target of ['/admin/missing.js', '/%61dmin/missing.js', '/administration', '/about/admin']) {
    const answer = await csp(target);
    assert.equal(answer.status, 404, target);
    assert.equal(answer.policy, site, `${target}: the site's policy`);
    assert.ok(answer.body.includes('not found en'), `${target}: the site's 404 page`);
  }

  // In development the editor may reach decap-server on this machine (npm run cms).
  const development = await listening(t, root, true);
  const local = await rawRequest(development.port, request('GET', '/admin'));
  assert.match(local.headers['content-security-policy'] ?? '', /connect-src [^;]*http:\/\/localhost:\*/);
  assert.equal((await rawRequest(development.port, request('GET', '/about/history'))).headers['content-security-policy'], site);

  // Which is the case when NODE_ENV is unset or development, never in production.
  assert.equal(appConfigFromEnv(loadEnv({})).localEditorBackend, true);
  assert.equal(appConfigFromEnv(loadEnv({NODE_ENV: 'development'})).localEditorBackend, true);
  assert.equal(appConfigFromEnv(loadEnv({NODE_ENV: 'production'})).localEditorBackend, false);
});
