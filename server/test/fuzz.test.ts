/**
 * A bounded fuzz test: 2,400 malformed requests over real
 * sockets to a real server (SQLite, fixtures, a small fake build): random
 * paths, ids, encodings, query strings, headers and methods. No answer may
 * be a 5xx, and afterwards the server must still be healthy.
 *
 * The generator is seeded (FUZZ_SEED to replay a run); the seed is printed.
 */
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {buildApp, createSqliteDatabase, loadData} from './helper';

const REQUESTS = 2400;
const PARALLEL = 8;
/** A request that gets no answer within this time counts as a failure. */
const ANSWER_TIMEOUT_MS = 5000;

/** mulberry32: small, fast, seedable. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const ROUTES = [
  '/web/news/latest-news/{lang}',
  '/web/events/latest-events/{lang}',
  '/web/news/all-news/{lang}',
  '/web/events/alll-events/{lang}',
  '/web/news/{id}/{lang}',
  '/web/event/{id}/{lang}',
  '/web/programs/graduate-programs/{lang}',
  '/web/programs/undergraduate-programs/{lang}',
  '/web/program/program-details/{tag}/{lang}',
  '/web/program/lecturers/{tag}',
  '/web/faculty/{tag}/{lang}',
  '/web/faculty/{tag}/lecturers',
  '/web/lecturer/{id}',
  '/web/research/faculty-publications',
  '/web/career/current-opportunities',
  '/web/career/current-opportunities/position/{id}',
  '/web/career/inspires',
  '/web/career/employee-of-the-month/{lang}',
  '/web/career/employee-of-the-month/{id}/{lang}',
  '/',
  '/fa/news/general/{id}',
  '/ps/event/{id}',
  '/News/general/{id}',
  '/career/employee-of-the-month/{id}',
  '/academics/programs/faculty-profile/{id}',
  '/assets/js/main.js',
  '/about/history',
  '/healthz',
];

const NASTY = [
  '',
  '0',
  '-1',
  '1.5',
  '1e9',
  '0x1f',
  '9'.repeat(12),
  '9'.repeat(400),
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%2e%2e',
  '..',
  '%2f',
  '%5c',
  '%ff%fe',
  '٣',
  '%D9%A3',
  '%F0%9F%98%80',
  'NaN',
  'null',
  'undefined',
  '[object Object]',
  "'; DROP TABLE news_items; --",
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  'en',
  'fa',
  'ps',
  'EN',
  'fa-AF',
  'x'.repeat(5000),
];

const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'get', 'G3T'];

function makeRequest(next: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (p: number): boolean => next() < p;
  const junk = (): string => {
    const length = Math.floor(next() * 40);
    let text = '';
    for (let i = 0; i < length; i++) text += String.fromCharCode(33 + Math.floor(next() * 94));
    return encodeURI(text).replace(/#/g, '%23');
  };
  let target = pick(ROUTES)
    .replace(/\{id\}/g, () => (chance(0.3) ? String(Math.floor(next() * 50)) : pick(NASTY)))
    .replace(/\{lang\}/g, () => (chance(0.4) ? pick(['en', 'fa', 'ps']) : pick(NASTY)))
    .replace(/\{tag\}/g, () => (chance(0.4) ? pick(['BBA', 'MBA', 'Economic', 'Law']) : pick(NASTY)));
  if (chance(0.2)) target += `/${pick(NASTY)}`;
  if (chance(0.1)) target = target.replace(/\//g, () => (chance(0.3) ? '//' : '/'));
  if (chance(0.1)) target = target.replace(/\//g, () => (chance(0.2) ? '/./' : '/'));
  if (chance(0.35)) {
    const params = Array.from({length: 1 + Math.floor(next() * 4)}, () =>
      pick([`lang=${pick(NASTY)}`, 'lang=fa&lang=ps', 'lang[]=fa', 'lang[x]=y', `${junk()}=${junk()}`, '&&&', '=', '%']),
    );
    target += `?${params.join('&')}`;
  }
  if (chance(0.05)) target = pick(['*', 'http://localhost/web/career/inspires', '/web/%', 'web/news', '/\u0000']);
  // Characters a request line cannot carry are sent raw now and then.
  if (chance(0.03)) target += pick([' ', '\t', '\u00e9', '"', '<', '{']);

  const method = pick(METHODS);
  const headers = ['Host: localhost'];
  if (chance(0.4)) headers.push(`Accept-Encoding: ${pick(['br', 'gzip', 'br;q=0', '*', 'identity;q=0', junk(), 'gzip;q=abc, br;q=-1'])}`);
  if (chance(0.3)) headers.push(`If-None-Match: ${pick(['*', '"abc"', 'W/"x"', '""', junk(), '"a", "b", W/"c"'])}`);
  if (chance(0.2)) headers.push(`Origin: ${pick(['https://site.example', 'null', junk(), 'http://[::1]'])}`);
  if (chance(0.2)) headers.push(`X-Request-Id: ${pick(['abc', junk(), 'x'.repeat(200)])}`);
  if (chance(0.15)) headers.push(`Range: ${pick(['bytes=0-10', 'bytes=-5', 'bytes=99999-', 'bytes=a-b', 'bytes=0-1,3-4', junk()])}`);
  if (chance(0.1)) headers.push(`Accept: ${pick(['application/json', '*/*', junk()])}`);
  if (chance(0.05)) headers.push(`Cookie: ${'c'.repeat(Math.floor(next() * 20_000))}`);
  if (chance(0.03)) headers.push(pick(['Bad Header: x', 'X-Ctl: a\u0001b', ': empty-name', 'Transfer-Encoding: chunked, identity']));
  let body = '';
  if (chance(0.2)) {
    body = pick(['{"a":1}', 'not json', '{"__proto__":{"x":1}}', 'x'.repeat(5000)]);
    headers.push(`Content-Type: ${pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded', junk()])}`);
    headers.push(`Content-Length: ${Buffer.byteLength(body)}`);
  }
  headers.push('Connection: close');
  return `${method} ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${body}`;
}

/** Sends raw bytes; resolves with the status code of the answer (0 = closed without one). */
function send(port: number, request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let head = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms to: ${request.slice(0, 200)}`));
    }, ANSWER_TIMEOUT_MS);
    socket.on('data', (chunk) => {
      if (head.length < 64) head += chunk.toString('latin1');
    });
    socket.on('error', () => {
      // The server may reset a connection it refused; the status read so far decides.
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0));
    });
    // Written without a half-close: some servers drop a request whose
    // client shuts its side before the answer is written.
    socket.write(request, 'latin1');
  });
}

test(`fuzz: ${REQUESTS} malformed requests, no 5xx, healthy afterwards`, async (t) => {
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
  process.stdout.write(`fuzz seed ${seed} (FUZZ_SEED=${seed} replays this run)\n`);
  const next = random(seed);

  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);
  const siteDir = await mkdtemp(path.join(tmpdir(), 'uni-fuzz-site-'));
  t.after(() => rm(siteDir, {recursive: true, force: true}));
  for (const [name, content] of Object.entries({
    'index.html': '<!doctype html><title>home</title>',
    '404.html': '<!doctype html><title>not found</title>',
    'fa/404.html': '<!doctype html><title>fa not found</title>',
    'fa/news/general/([0-9]+).html': '<!doctype html><title>news</title>',
    'ps/event/([0-9]+).html': '<!doctype html><title>event</title>',
    'about/history.html': '<!doctype html><title>history</title>',
    'assets/js/main.js': 'console.log(1)'.repeat(200),
  })) {
    await mkdir(path.dirname(path.join(siteDir, name)), {recursive: true});
    await writeFile(path.join(siteDir, name), content);
  }
  const fastify = await buildApp(t, {databaseUrl: database.url, siteDir, corsOrigins: ['https://site.example']});
  await fastify.listen({port: 0, host: '127.0.0.1'});
  const port = (fastify.server.address() as {port: number}).port;

  const requests = Array.from({length: REQUESTS}, () => makeRequest(next));
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let index = 0;
  await Promise.all(
    Array.from({length: PARALLEL}, async () => {
      while (index < requests.length) {
        const request = requests[index++];
        const status = await send(port, request);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) failures.push(`${status} for: ${JSON.stringify(request.slice(0, 300))}`);
      }
    }),
  );
  process.stdout.write(`fuzz statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}\n`);
  assert.deepEqual(failures, [], `seed ${seed}`);
  // The run must have exercised the server, not just the HTTP parser.
  const answered = [...statuses].filter(([status]) => status >= 200).reduce((sum, [, n]) => sum + n, 0);
  assert.ok(answered > REQUESTS * 0.8, `only ${answered} requests reached the server`);

  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  assert.equal(health.status, 200);
  const news = await fetch(`http://127.0.0.1:${port}/web/news/latest-news/en`);
  assert.equal(news.status, 200);
  assert.equal(((await news.json()) as unknown[]).length, 6);
});
