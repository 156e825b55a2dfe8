/**
 * The site half of the server against a
 * tiny fake build: locale folders, pages with and without .html, every
 * detail route in every locale, the locale's 404 page, caching policies,
 * precompressed files, the CSP hashes of inline scripts, and no way out of
 * the build folder.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {connect} from 'node:net';
import path from 'node:path';
import {test} from 'node:test';
import {brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync} from 'node:zlib';
import type {FastifyInstance} from 'fastify';
import {identity} from '../../content/identity';
import {shareImage, SLOT_SIZES, variantSrcSet} from '../../content/image-variants';
import {escapeHtml} from '../../content/text';
import {compressBuild} from '../../scripts/compress-build';
import {resolveSitePath} from '../src/plugins/app/site';
import {BUNDLE, DETAILS, fakeBuild, INLINE_SCRIPT} from './fake-build';
import {buildApp, createSqliteDatabase, fixture, loadData} from './helper';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Start tags of one element in an HTML text. */
const headTags = (html: string, element: string): string[] => [...html.matchAll(new RegExp(`<${element}\\b[^>]*>`, 'gi'))].map((m) => m[0]);

/** An attribute of a start tag, quoted or not. */
const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`, 'i').exec(tag);
  const raw = match?.[1] ?? match?.[2];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};

/** Meta contents by name or property (every occurrence, to catch duplicates). */
const metaContents = (html: string): Map<string, string[]> => {
  const found = new Map<string, string[]>();
  for (const tag of headTags(html, 'meta')) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property');
    if (key !== undefined) found.set(key, [...(found.get(key) ?? []), attribute(tag, 'content') ?? '']);
  }
  return found;
};

const linkHrefs = (html: string, rel: string): string[] =>
  headTags(html, 'link')
    .filter((tag) => attribute(tag, 'rel') === rel && attribute(tag, 'hreflang') === undefined)
    .map((tag) => attribute(tag, 'href') ?? '');

const alternates = (html: string): Record<string, string> =>
  Object.fromEntries(
    headTags(html, 'link')
      .filter((tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'hreflang') !== undefined)
      .map((tag) => [attribute(tag, 'hreflang') as string, attribute(tag, 'href') as string]),
  );

const jsonLdBlocks = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type=application\/ld\+json>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

/** Sends a request exactly as written (no client-side normalisation) and returns status and body. */
function rawRequest(port: number, target: string): Promise<{status: number; text: string}> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text});
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

test('site serving', async (t) => {
  const siteDir = await fakeBuild(t);
  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);
  const fastify: FastifyInstance = await buildApp(t, {databaseUrl: database.url, siteDir});
  const get = (url: string, headers: Record<string, string> = {}) => fastify.inject({method: 'GET', url, headers});

  await t.test('every detail route in every locale answers 200 with its page', async () => {
    for (const [template, url] of DETAILS) {
      for (const locale of ['en', 'fa', 'ps']) {
        const prefix = locale === 'en' ? '' : `/${locale}`;
        const response = await get(`${prefix}/${url}`);
        assert.equal(response.statusCode, 200, `${prefix}/${url}`);
        assert.ok(response.body.includes(`template ${template} ${locale}`), `${prefix}/${url} is answered by its template`);
        const head = response.body.slice(0, response.body.indexOf('</head>'));
        assert.doesNotMatch(head, new RegExp(`/${template}\\b`), `${prefix}/${url}: no tag names the template's own address`);
        assert.equal(response.headers['cache-control'], 'no-cache');
        assert.match(response.headers['content-type'] as string, /^text\/html/);
      }
    }
    // The route table's address of a lecturer leads to the profile under the lecturer's program.
    const old = await get('/fa/academics/programs/faculty-profile/3?program=BCS&type=undergraduate-programs');
    assert.equal(old.statusCode, 301);
    assert.equal(old.headers.location, '/fa/academics/programs/bcs/faculty-profile/3');
  });

  await t.test("a detail page arrives with its item's own title, description, image, canonical URL and alternates", async () => {
    const news = fixture<Record<string, {title: string; content: string}>>('news', 'fa')['7'];
    const photo = fixture<{id: number; photo: string}[]>('news', 'records').find((record) => record.id === 7)?.photo;
    for (const url of ['/fa/news/general/7', '/fa/News/general/7']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200);
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      assert.equal(headTags(head, 'title').length, 1, 'one title');
      assert.match(head, new RegExp(`<title data-rh=true>${escapeRegExp(escapeHtml(news.title))} \\| ${identity.name.fa}</title>`));
      const meta = metaContents(head);
      assert.deepEqual(meta.get('og:title'), [`${news.title} | ${identity.name.fa}`]);
      // Link previews get the photo's share version (a JPEG of at most 1200 pixels), not the original.
      assert.deepEqual(meta.get('og:image'), [`${identity.siteUrl}${shareImage(photo as string)}`]);
      assert.deepEqual(meta.get('twitter:image'), [`${identity.siteUrl}${shareImage(photo as string)}`]);
      assert.deepEqual(meta.get('og:type'), ['article']);
      // The photo is fetched with the page's script, not after its API call.
      assert.ok(
        headTags(head, 'link').some((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'href') === photo),
        'photo preloaded',
      );
      // …as the versions the page's <picture> chooses from (content/image-variants.ts), not the original.
      const preload = headTags(head, 'link').find((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'href') === photo)!;
      assert.equal(attribute(preload, 'imagesrcset'), variantSrcSet(photo!, 'avif'));
      assert.equal(attribute(preload, 'imagesizes'), SLOT_SIZES.article);
      assert.equal(attribute(preload, 'type'), 'image/avif');
      const description = meta.get('description')?.[0] ?? '';
      assert.ok(description.length > 20 && description.length <= 200, description);
      assert.ok(news.content.replace(/\s+/g, ' ').startsWith(description.replace(/…$/, '')), description);
      assert.deepEqual(meta.get('og:url'), [`${identity.siteUrl}/fa/news/general/7`]);
      assert.deepEqual(linkHrefs(head, 'canonical'), [`${identity.siteUrl}/fa/news/general/7`]);
      assert.deepEqual(alternates(head), {
        en: `${identity.siteUrl}/news/general/7`,
        'fa-AF': `${identity.siteUrl}/fa/news/general/7`,
        'ps-AF': `${identity.siteUrl}/ps/news/general/7`,
        'x-default': `${identity.siteUrl}/news/general/7`,
      });
      assert.doesNotMatch(head, /news\/general\/0\b|Generic/);
      // What is not about the page stays as built.
      assert.match(head, /name=docusaurus_locale content=fa/);
      assert.match(head, /type=application\/rss\+xml/);
      assert.match(response.body, /template news\/general\/0 fa/);
    }
  });

  await t.test('every kind of detail page names its item in the head it is sent with', async () => {
    const titles: Record<string, string> = {
      'event/3': fixture<Record<string, {title: string}>>('events', 'en')['3'].title,
      'Events/any-words-here/3': fixture<Record<string, {title: string}>>('events', 'en')['3'].title,
      'career/current-opportunities/position/2': fixture<Record<string, {title: string}>>('jobs', 'en')['2'].title,
      'career/employee-of-the-month/2': fixture<Record<string, {name: string}>>('employees', 'en')['2'].name,
      'academics/programs/bcs/faculty-profile/3': fixture<Record<string, {name: string}>>('lecturers', 'en')['3'].name,
    };
    for (const [url, title] of Object.entries(titles)) {
      const response = await get(`/${url}`);
      assert.equal(response.statusCode, 200, url);
      assert.deepEqual(metaContents(response.body).get('og:title'), [`${title} | ${identity.name.en}`], url);
    }
    // Both event addresses point search engines at one URL.
    const shared = await get('/Events/any-words-here/3');
    assert.deepEqual(linkHrefs(shared.body, 'canonical'), [`${identity.siteUrl}/event/3`]);
  });

  await t.test('news, event and position pages carry their schema.org JSON-LD', async () => {
    const types = {'/news/general/7': 'NewsArticle', '/ps/event/3': 'Event', '/career/current-opportunities/position/2': 'JobPosting'};
    for (const [url, type] of Object.entries(types)) {
      const blocks = jsonLdBlocks((await get(url)).body);
      assert.equal(blocks.length, 1, url);
      assert.equal(blocks[0]['@type'], type, url);
      assert.equal(blocks[0]['@context'], 'https://schema.org');
    }
    const job = jsonLdBlocks((await get('/career/current-opportunities/position/2')).body)[0];
    const record = fixture<{id: number; post_date: string; close_date: string}[]>('jobs', 'records').find((r) => r.id === 2);
    assert.equal(job.datePosted, record?.post_date);
    assert.equal(job.validThrough, `${record?.close_date}T23:59:59+04:30`);
  });

  await t.test('an id with no item gets its page with 404, noindex and no template URLs', async () => {
    for (const url of [
      '/news/general/999',
      '/fa/event/999',
      '/career/current-opportunities/position/999',
      '/ps/career/employee-of-the-month/999',
      '/academics/programs/bcs/faculty-profile/999',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /template /, url);
      assert.deepEqual(metaContents(response.body).get('robots'), ['noindex'], url);
      assert.doesNotMatch(response.body, /rel=canonical|hreflang=|og:url|ld\+json/, url);
    }
  });

  await t.test('a detail page revalidates with its ETag', async () => {
    const first = await get('/news/general/7');
    const etag = first.headers.etag as string;
    assert.ok(etag);
    const again = await get('/news/general/7', {'if-none-match': etag});
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
  });

  await t.test('a detail page has one address: other spellings of its id redirect there; id 0 is an id with no item', async () => {
    for (const [, url] of DETAILS) {
      for (const locale of ['en', 'fa', 'ps']) {
        const canonical = `${locale === 'en' ? '' : `/${locale}`}/${url}`;
        const parent = canonical.slice(0, canonical.lastIndexOf('/'));
        const id = canonical.slice(canonical.lastIndexOf('/') + 1);
        // Leading zeros, and the digit written as a percent-escape (%37 is "7").
        for (const spelling of [`0${id}`, `000${id}`, [...id].map((digit) => `%3${digit}`).join('')]) {
          const response = await get(`${parent}/${spelling}?from=list`);
          assert.equal(response.statusCode, 301, `${parent}/${spelling}`);
          assert.equal(response.headers.location, `${canonical}?from=list`, `${parent}/${spelling}`);
          assert.equal(response.headers['cache-control'], 'public, max-age=86400');
          assert.equal((await get(response.headers.location as string)).statusCode, 200, canonical);
        }
        // The browser's router takes id 0 with the record's route: the server answers it
        // as any id no record has, with the route's template and 404, never the 404 page.
        const zero = await get(`${parent}/0`);
        assert.equal(zero.statusCode, 404, `${parent}/0`);
        assert.match(zero.body, /template /, `${parent}/0`);
        assert.deepEqual(metaContents(zero.body).get('robots'), ['noindex'], `${parent}/0`);
        const zeros = await get(`${parent}/000`);
        assert.equal(zeros.statusCode, 301, `${parent}/000`);
        assert.equal(zeros.headers.location, `${parent}/0`);
      }
    }
    // Another segment spelt with an escape is not the page's address either.
    const escaped = await get('/news/gen%65ral/7');
    assert.equal(escaped.statusCode, 301);
    assert.equal(escaped.headers.location, '/news/general/7');
  });

  await t.test('a detail route needs a numeric id of at most 9 digits', async () => {
    for (const url of ['/news/general/abc', '/news/general/', '/news/general/1234567890', '/event/3/extra', '/event/-3']) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /not found en/);
    }
  });

  await t.test('pages: P.html and P/index.html per locale; a trailing slash redirects once', async () => {
    assert.match((await get('/')).body, /home en/);
    assert.match((await get('/fa')).body, /home fa/);
    assert.match((await get('/fa/')).body, /home fa/);
    assert.match((await get('/ps/about/history')).body, /history ps/);
    const history = await get('/about/history');
    assert.equal(history.statusCode, 200);
    assert.match(history.body, /history en/);
    const slash = await get('/about/history/?x=1');
    assert.equal(slash.statusCode, 301);
    assert.equal(slash.headers.location, '/about/history?x=1');
  });

  await t.test("unknown paths get the locale's 404 page with status 404", async () => {
    for (const [url, label] of [
      ['/no/such/page', 'not found en'],
      ['/fa/no/such/page', 'not found fa'],
      ['/ps/nothing', 'not found ps'],
      ['/fa/news/general/x', 'not found fa'],
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, new RegExp(label), url);
      assert.match(response.headers['content-type'] as string, /^text\/html/);
    }
    assert.equal((await get('/404.html')).statusCode, 404);
  });

  await t.test('hashed assets are immutable for a year; HTML revalidates with an ETag', async () => {
    const asset = await get('/assets/js/main.abc123.js');
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(asset.headers['content-type'] as string, /javascript/);
    assert.equal((await get('/img/logo.svg')).headers['cache-control'], 'public, max-age=86400');
    assert.equal((await get('/pagefind/pagefind.js')).headers['cache-control'], 'no-cache');
    // Feeds, sitemaps and robots.txt change under the same name: always revalidated.
    for (const url of ['/sitemap.xml', '/news/rss.xml', '/fa/news/rss.xml', '/events.ics', '/robots.txt']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
    const home = await get('/');
    const etag = home.headers.etag as string;
    assert.ok(etag);
    const again = await get('/', {'if-none-match': etag});
    assert.equal(again.statusCode, 304);
  });

  await t.test('a precompressed twin is served to clients that accept it', async () => {
    const br = await get('/assets/js/main.abc123.js', {'accept-encoding': 'br'});
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(br.rawPayload, brotliCompressSync(BUNDLE));
    assert.match(br.headers['content-type'] as string, /javascript/);
    const plain = await get('/assets/js/main.abc123.js');
    assert.equal(plain.body, BUNDLE);
    assert.equal((await get('/assets/js/main.abc123.js.br')).statusCode, 404);
  });

  await t.test('a file without a twin goes out as it is: nothing is compressed per request', async () => {
    const html = await get('/about/history', {'accept-encoding': 'br, gzip'});
    assert.equal(html.statusCode, 200);
    assert.equal(html.headers['content-encoding'], undefined);
    assert.match(html.body, /history en/);
    const missing = await get('/nothing/here', {'accept-encoding': 'br, gzip'});
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['content-encoding'], undefined);
    assert.match(missing.body, /not found en/);
  });

  await t.test("the CSP allows the build's inline script by hash, never unsafe-inline scripts", async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    assert.ok(scriptSrc.includes(`'sha256-${hash}'`), csp);
    assert.ok(!scriptSrc.includes("'unsafe-inline'"));
    assert.match(csp, /frame-ancestors 'none'/);
  });

  await t.test('API paths keep their JSON answers next to the site', async () => {
    const unknown = await get('/web/nothing/here');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error, 'Not Found');
    assert.equal((await get('/web/career/inspires')).statusCode, 200);
    const post = await fastify.inject({method: 'POST', url: '/about/history'});
    assert.equal(post.statusCode, 405);
  });

  await t.test('nothing outside the build folder, nor its dotfiles, is ever served', async () => {
    await fastify.listen({port: 0, host: '127.0.0.1'});
    const port = (fastify.server.address() as {port: number}).port;
    const attempts = [
      '/../secret.txt',
      '/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/fa/../../secret.txt',
      '/..%5csecret.txt',
      '/assets\\..\\..\\secret.txt',
      '/.env',
      '/fa/%00/../.env',
      '/index.html%00.js',
      '//secret.txt',
      '/./about/history',
    ];
    for (const target of attempts) {
      const {status, text} = await rawRequest(port, target);
      assert.ok(status === 404 || status === 400, `${target} → ${status}`);
      assert.doesNotMatch(text, /TOP SECRET|in-build-dotfile/, target);
    }
  });
});

test('the build step writes .br and .gz twins, and the server sends them as they are', async (t) => {
  const siteDir = await fakeBuild(t);
  // Larger files of the kinds a real build holds, and Pagefind's index (gzip data already).
  const extra: Record<string, string | Buffer> = {
    'assets/css/styles.abc123.css': '.card{margin-inline:1rem;padding:.5rem}\n'.repeat(60),
    'img/map.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z"/>'.repeat(80)}</svg>`,
    'news/rss.xml': `<rss version="2.0"><channel>${'<item><title>Story</title></item>'.repeat(80)}</channel></rss>`,
    'events.ics': `BEGIN:VCALENDAR\r\n${'BEGIN:VEVENT\r\nSUMMARY:Orientation day\r\nEND:VEVENT\r\n'.repeat(60)}END:VCALENDAR\r\n`,
    'pagefind/pagefind-entry.json': JSON.stringify({
      version: '1',
      languages: Object.fromEntries(Array.from({length: 60}, (_, i) => [`l${i}`, {hash: `h${i}`, page_count: i}])),
    }),
    'pagefind/fragment/en_1.pf_fragment': gzipSync('x'.repeat(5000)),
    'small.txt': 'tiny',
  };
  for (const [name, content] of Object.entries(extra)) {
    await mkdir(path.dirname(path.join(siteDir, name)), {recursive: true});
    await writeFile(path.join(siteDir, name), content);
  }
  const summary = await compressBuild(siteDir);
  const twinned = [
    'index.html',
    'fa/404.html',
    'about/history.html',
    'news/general/0.html',
    'assets/js/main.abc123.js',
    'assets/css/styles.abc123.css',
    'img/map.svg',
    'news/rss.xml',
    'events.ics',
    'pagefind/pagefind-entry.json',
  ];
  for (const file of twinned) {
    const identity = await readFile(path.join(siteDir, file));
    assert.equal(brotliDecompressSync(await readFile(path.join(siteDir, `${file}.br`))).toString(), identity.toString(), `${file}.br`);
    assert.equal(gunzipSync(await readFile(path.join(siteDir, `${file}.gz`))).toString(), identity.toString(), `${file}.gz`);
  }
  for (const file of ['pagefind/fragment/en_1.pf_fragment', 'small.txt', 'img/logo.svg']) {
    await assert.rejects(readFile(path.join(siteDir, `${file}.br`)), `${file} has no twin`);
  }
  assert.ok(summary.twins >= 2 * twinned.length);

  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);
  const fastify = await buildApp(t, {databaseUrl: database.url, siteDir});
  const get = (url: string, headers: Record<string, string> = {}) => fastify.inject({method: 'GET', url, headers});

  for (const [url, file] of [
    ['/about/history', 'about/history.html'],
    ['/assets/css/styles.abc123.css', 'assets/css/styles.abc123.css'],
    ['/news/rss.xml', 'news/rss.xml'],
    ['/events.ics', 'events.ics'],
    ['/pagefind/pagefind-entry.json', 'pagefind/pagefind-entry.json'],
  ]) {
    const br = await get(url, {'accept-encoding': 'gzip, deflate, br'});
    assert.equal(br.statusCode, 200, url);
    assert.equal(br.headers['content-encoding'], 'br', url);
    assert.equal(br.headers.vary, 'Accept-Encoding', url);
    // The very bytes the build wrote: sent, not compressed again.
    assert.deepEqual(br.rawPayload, await readFile(path.join(siteDir, `${file}.br`)), url);
    const gz = await get(url, {'accept-encoding': 'gzip'});
    assert.equal(gz.headers['content-encoding'], 'gzip', url);
    assert.deepEqual(gz.rawPayload, await readFile(path.join(siteDir, `${file}.gz`)), url);
    const plain = await get(url);
    assert.equal(plain.headers['content-encoding'], undefined, url);
    assert.deepEqual(plain.rawPayload, await readFile(path.join(siteDir, file)), url);
    // One strong validator per variant; any of them revalidates.
    assert.equal(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size, 3, url);
    assert.equal((await get(url, {'accept-encoding': 'br', 'if-none-match': br.headers.etag as string})).statusCode, 304, url);
    assert.equal((await get(url, {'if-modified-since': plain.headers['last-modified'] as string})).statusCode, 304, url);
    assert.equal(br.headers['content-type'], plain.headers['content-type'], url);
  }
  // Pagefind's index goes out as it is.
  const fragment = await get('/pagefind/fragment/en_1.pf_fragment', {'accept-encoding': 'br, gzip'});
  assert.equal(fragment.headers['content-encoding'], undefined);
  assert.deepEqual(fragment.rawPayload, await readFile(path.join(siteDir, 'pagefind/fragment/en_1.pf_fragment')));

  // A 404 page from its twin, with status 404 and no 304.
  const missing = await get('/fa/no/such/page', {'accept-encoding': 'br'});
  assert.equal(missing.statusCode, 404);
  assert.deepEqual(missing.rawPayload, await readFile(path.join(siteDir, 'fa/404.html.br')));
  assert.equal((await get('/fa/no/such/page', {'accept-encoding': 'br', 'if-none-match': missing.headers.etag as string})).statusCode, 404);

  // A detail page rendered for its item: compressed when rendered, then the same bytes each time.
  const detail = await get('/fa/news/general/7', {'accept-encoding': 'br'});
  assert.equal(detail.statusCode, 200);
  assert.equal(detail.headers['content-encoding'], 'br');
  assert.match(brotliDecompressSync(detail.rawPayload).toString(), /template news\/general\/0 fa/);
  const again = await get('/fa/news/general/7', {'accept-encoding': 'br'});
  assert.deepEqual(again.rawPayload, detail.rawPayload);
  assert.equal(again.headers.etag, detail.headers.etag);
  assert.equal((await get('/fa/news/general/7', {'accept-encoding': 'br', 'if-none-match': detail.headers.etag as string})).statusCode, 304);
  const unknown = await get('/fa/news/general/999', {'accept-encoding': 'gzip'});
  assert.equal(unknown.statusCode, 404);
  assert.match(gunzipSync(unknown.rawPayload).toString(), /noindex/);

  // HEAD: the headers of GET, no body.
  const head = await fastify.inject({method: 'HEAD', url: '/about/history', headers: {'accept-encoding': 'br'}});
  assert.equal(head.statusCode, 200);
  assert.equal(head.headers['content-encoding'], 'br');
  assert.equal(head.body, '');
});

test('resolveSitePath maps locales, pages, rendered records, old query addresses and templates', () => {
  const files = new Map(
    [
      '/index.html',
      '/fa/index.html',
      '/about.html',
      '/fa/event/0.html',
      '/fa/event/5.html',
      '/fa/news/general/0.html',
      '/fa/news/general/7.html',
      '/a/index.html',
      '/events.html',
      '/events/page/2.html',
      '/academics/programs.html',
      '/academics/programs/0/fee-structure.html',
      '/academics/programs/mba/fee-structure.html',
      '/academics/programs/0/faculty-profile/0.html',
      '/academics/programs/mba/faculty-profile/4.html',
      '/assets/js/runtime~main.js',
    ].map((f) => [f, f.slice(1)]),
  );
  const resolve = (path: string, query = '') => resolveSitePath({files}, path, query);
  assert.deepEqual(resolve('/'), {kind: 'file', file: 'index.html', status: 200});
  assert.deepEqual(resolve('/fa'), {kind: 'file', file: 'fa/index.html', status: 200});
  assert.deepEqual(resolve('/about'), {kind: 'file', file: 'about.html', status: 200});
  assert.deepEqual(resolve('/a'), {kind: 'file', file: 'a/index.html', status: 200});
  // A record the build rendered: its own page, for both of its addresses.
  assert.deepEqual(resolve('/fa/event/5'), {kind: 'file', file: 'fa/event/5.html', status: 200});
  assert.deepEqual(resolve('/fa/news/general/7'), {kind: 'file', file: 'fa/news/general/7.html', status: 200});
  assert.deepEqual(resolve('/fa/News/general/7'), {kind: 'file', file: 'fa/news/general/7.html', status: 200});
  assert.deepEqual(resolve('/academics/programs/mba/fee-structure'), {kind: 'file', file: 'academics/programs/mba/fee-structure.html', status: 200});
  assert.deepEqual(resolve('/events/page/2'), {kind: 'file', file: 'events/page/2.html', status: 200});
  // A record or program imported after the build: its route's template.
  const event = resolve('/fa/event/12');
  assert.equal(event.kind, 'template');
  assert.equal(event.kind === 'template' && event.file, 'fa/event/0.html');
  assert.equal(event.kind === 'template' && event.match.id, 12);
  const program = resolve('/academics/programs/llm/fee-structure');
  assert.equal(program.kind === 'template' && program.file, 'academics/programs/0/fee-structure.html');
  assert.equal(program.kind === 'template' && program.match.program, 'llm');
  const lecturer = resolve('/academics/programs/mba/faculty-profile/9');
  assert.equal(lecturer.kind === 'template' && lecturer.file, 'academics/programs/0/faculty-profile/0.html');
  // The route table's query forms: a 301 to the page's own address.
  assert.deepEqual(resolve('/events', '?page=2'), {kind: 'redirect', location: '/events/page/2'});
  assert.deepEqual(resolve('/events', '?page=1'), {kind: 'redirect', location: '/events'});
  assert.deepEqual(resolve('/academics/programs/fee-structure', '?type=graduate-programs&program=MBA&title=Master'), {
    kind: 'redirect',
    location: '/academics/programs/mba/fee-structure',
  });
  assert.deepEqual(resolve('/fa/academics/programs', '?type=graduate-programs&program=MBA'), {
    kind: 'redirect',
    location: '/fa/academics/programs/mba',
  });
  assert.deepEqual(resolve('/academics/programs/fee-structure'), {kind: 'redirect', location: '/academics/programs'});
  assert.deepEqual(resolve('/academics/faculty/dean-message', '?faculty=ComputerScience&title=CS'), {
    kind: 'redirect',
    location: '/academics/faculty/computer-science/dean-message',
  });
  assert.deepEqual(resolve('/ps/academics/faculty'), {kind: 'redirect', location: '/ps/academics/faculties'});
  assert.deepEqual(resolve('/academics/programs/faculty-profile/4', '?program=MBA&type=graduate-programs'), {
    kind: 'lecturer-redirect',
    prefix: '',
    id: 4,
    program: 'MBA',
    locale: 'en',
  });
  // The programs' index answers its own address.
  assert.deepEqual(resolve('/academics/programs'), {kind: 'file', file: 'academics/programs.html', status: 200});
  // A template is no page of its own: by its file name not found; by its own address (which the
  // browser's router takes with the route's page) what the route answers for a record it has not got.
  assert.deepEqual(resolve('/fa/event/0.html'), {kind: 'not-found', locale: 'fa'});
  assert.equal(resolve('/fa/event/0')?.kind, 'template');
  assert.equal(resolve('/academics/programs/0/fee-structure')?.kind, 'template');
  assert.deepEqual(resolve('/assets/js/runtime~main.js'), {kind: 'file', file: 'assets/js/runtime~main.js', status: 200});
  assert.deepEqual(resolve('/event/12'), {kind: 'not-found', locale: 'en'});
  assert.deepEqual(resolve('/ps/x'), {kind: 'not-found', locale: 'ps'});
  assert.deepEqual(resolve('/fa/event/%3Aid'), {kind: 'not-found', locale: 'fa'});
  assert.deepEqual(resolve('/fa/event/012', '?x=1'), {kind: 'redirect', location: '/fa/event/12?x=1'});
  assert.deepEqual(resolve('/fa/event/%31%32'), {kind: 'redirect', location: '/fa/event/12'});
  assert.deepEqual(resolve('/fa/event/00'), {kind: 'redirect', location: '/fa/event/0'});
});
