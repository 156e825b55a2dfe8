/**
 * A process behind nginx, configured as server/README.md says for that case
 * (the build in SITE_DIR, SERVE_STATIC=false): deploy/nginx.conf passes it
 * the detail routes of records the build has no page for, and it answers
 * them with the route's template filled for the record, as a link preview
 * sees it; what nginx serves itself (pages, bundles) gets the JSON 404 here.
 * Also: the retired SERVE_SITE and a SITE_DIR without a build stop the start.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {identity} from '../../content/identity';
import {escapeHtml} from '../../content/text';
import {appConfigFromEnv, loadEnv} from '../src/config';
import {fakeBuild, INLINE_SCRIPT} from './fake-build';
import {buildApp, ENGINES, fixture, freshDatabase, loadData} from './helper';

type Titled = Record<string, {title: string}>;

/** The `<title>` of an HTML page, as sent (entities and all). */
const titleOf = (html: string): string | undefined => /<title\b[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];

for (const engine of ENGINES) {
  test(`a replica behind nginx answers news and event addresses with the record's page (${engine})`, async (t) => {
    const database = await freshDatabase(t, engine);
    if (database === undefined) return;
    await loadData(database.url);
    const siteDir = await fakeBuild(t);
    // The settings server/README.md gives each replica behind nginx.
    const env = loadEnv({DATABASE_URL: database.url, SITE_DIR: siteDir, SERVE_STATIC: 'false', HOST: '0.0.0.0', TRUST_PROXY_HOPS: '1', PORT: '3001'});
    const fastify = await buildApp(t, {...appConfigFromEnv(env), databaseUrl: database.url});
    const get = (url: string) => fastify.inject({method: 'GET', url});

    const newsIds = fixture<{id: number}[]>('news', 'records').map((record) => record.id);
    const eventIds = fixture<{id: number}[]>('events', 'records').map((record) => record.id);
    const cases: Array<[string, string]> = [];
    for (const locale of ['en', 'fa', 'ps'] as const) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const news = fixture<Titled>('news', locale);
      const events = fixture<Titled>('events', locale);
      const english = {news: fixture<Titled>('news', 'en'), events: fixture<Titled>('events', 'en')};
      for (const id of newsIds) {
        // A record without this locale's title shows the English one.
        const title = news[String(id)]?.title ?? english.news[String(id)].title;
        cases.push([`${prefix}/news/general/${id}`, `${escapeHtml(title)} | ${identity.name[locale]}`]);
      }
      for (const id of eventIds) {
        const title = events[String(id)]?.title ?? english.events[String(id)].title;
        cases.push([`${prefix}/event/${id}`, `${escapeHtml(title)} | ${identity.name[locale]}`]);
      }
    }
    assert.ok(cases.length >= 6, 'the fixtures hold news and events');
    const scriptHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    for (const [url, title] of cases) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(response.headers['content-type'] as string, /^text\/html/, url);
      assert.equal(titleOf(response.body), title, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      // The page's own inline scripts may run: their hashes are in its CSP.
      assert.ok((response.headers['content-security-policy'] as string).includes(scriptHash), url);
    }

    // Other spellings of an item's address lead to its one address; an unknown id is the template's 404.
    const first = newsIds[0];
    const respelt = await get(`/fa/news/general/0${first}?utm=x`);
    assert.equal(respelt.statusCode, 301);
    assert.equal(respelt.headers.location, `/fa/news/general/${first}?utm=x`);
    const unknown = await get(`/event/${Math.max(...eventIds) + 1000}`);
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.headers['content-type'] as string, /^text\/html/);
    assert.match(unknown.body, /<meta[^>]*name=robots[^>]*content=noindex/);

    // The API and the health check answer; what nginx serves does not come from here.
    assert.equal((await get('/healthz')).statusCode, 200);
    assert.equal((await get('/web/news/latest-news/en')).statusCode, 200);
    for (const url of ['/', '/about/history', '/fa', '/assets/js/main.abc123.js', '/news/rss.xml', '/robots.txt']) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.match(response.headers['content-type'] as string, /^application\/json/, url);
    }
  });
}

test('with SERVE_STATIC at its default the same process serves the pages and files too', async (t) => {
  const database = await freshDatabase(t, 'sqlite');
  if (database === undefined) return;
  await loadData(database.url);
  const siteDir = await fakeBuild(t);
  const fastify = await buildApp(t, {...appConfigFromEnv(loadEnv({DATABASE_URL: database.url, SITE_DIR: siteDir})), databaseUrl: database.url});
  for (const url of ['/', '/about/history', '/assets/js/main.abc123.js', '/news/rss.xml']) {
    assert.equal((await fastify.inject({method: 'GET', url})).statusCode, 200, url);
  }
  const id = fixture<{id: number}[]>('news', 'records')[0].id;
  const detail = await fastify.inject({method: 'GET', url: `/news/general/${id}`});
  assert.equal(titleOf(detail.body), `${escapeHtml(fixture<Titled>('news', 'en')[String(id)].title)} | ${identity.name.en}`);
});

test('SERVE_SITE, retired, stops the start with what to set instead', () => {
  for (const value of ['false', 'true']) {
    assert.throws(() => loadEnv({SERVE_SITE: value}), /SERVE_SITE is no longer read: .*SERVE_STATIC=false/);
  }
  assert.throws(() => loadEnv({SERVE_SITE: 'false', PORT: 'x'}), /SERVE_SITE is no longer read.*; PORT /);
  assert.equal(loadEnv({}).SERVE_STATIC, true);
  assert.equal(loadEnv({SERVE_STATIC: 'false'}).SERVE_STATIC, false);
});

test('behind nginx a SITE_DIR without a build stops the start, naming the folder; otherwise the API runs alone', async (t) => {
  const database = await freshDatabase(t, 'sqlite');
  if (database === undefined) return;
  await loadData(database.url);
  const empty = await mkdtemp(path.join(tmpdir(), 'uni-no-build-'));
  t.after(() => rm(empty, {recursive: true, force: true}));
  for (const siteDir of [empty, path.join(empty, 'missing')]) {
    await assert.rejects(
      buildApp(t, {databaseUrl: database.url, siteDir, serveStatic: false}),
      (error: Error) => error.message.includes(`SITE_DIR=${siteDir} holds no built site`) && error.message.includes('npm run build'),
    );
    // A developer's `npm run serve` next to `npm run dev`.
    const apiOnly = await buildApp(t, {databaseUrl: database.url, siteDir});
    assert.equal((await apiOnly.inject({method: 'GET', url: '/web/news/latest-news/en'})).statusCode, 200);
    const page = await apiOnly.inject({method: 'GET', url: '/news/general/1'});
    assert.equal(page.statusCode, 404);
    assert.match(page.headers['content-type'] as string, /^application\/json/);
  }
});
