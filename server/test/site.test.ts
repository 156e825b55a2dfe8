/**
 * The site half of the server (issue 3 point 6, DESIGN §2–§3) against a
 * tiny fake build: locale folders, pages with and without .html, every
 * detail route in every locale, the locale's 404 page, caching policies,
 * precompressed files, the CSP hashes of inline scripts, and no way out of
 * the build folder.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, type TestContext} from 'node:test';
import {brotliCompressSync, brotliDecompressSync, gunzipSync} from 'node:zlib';
import type {FastifyInstance} from 'fastify';
import {identity} from '../../src/config/identity';
import {escapeHtml} from '../../src/lib/content';
import {resolveSitePath} from '../src/plugins/app/site';
import {buildApp, createSqliteDatabase, fixture, loadData} from './helper';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Start tags of one element in an HTML text. */
const headTags = (html: string, element: string): string[] => [...html.matchAll(new RegExp(`<${element}\\b[^>]*>`, 'gi'))].map((m) => m[0]);

/** An attribute of a start tag, quoted or not. */
const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`, 'i').exec(tag);
  const raw = match?.[1] ?? match?.[2];
  return raw?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
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
  headTags(html, 'link').filter((tag) => attribute(tag, 'rel') === rel && attribute(tag, 'hreflang') === undefined).map((tag) => attribute(tag, 'href') ?? '');

const alternates = (html: string): Record<string, string> =>
  Object.fromEntries(
    headTags(html, 'link')
      .filter((tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'hreflang') !== undefined)
      .map((tag) => [attribute(tag, 'hreflang') as string, attribute(tag, 'href') as string]),
  );

const jsonLdBlocks = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type=application\/ld\+json>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

const INLINE_SCRIPT = 'document.documentElement.dataset.theme="light"';
const BUNDLE = 'console.log("main bundle");'.repeat(40);

/** Detail routes as the site emits them, and a concrete URL for each. */
const DETAILS = [
  ['news/general/:id', 'news/general/7'],
  ['News/general/:id', 'News/general/7'],
  ['event/:id', 'event/3'],
  ['Events/:keywords/:id', 'Events/any-words-here/3'],
  ['career/current-opportunities/position/:positionId', 'career/current-opportunities/position/2'],
  ['career/employee-of-the-month/:employeeId', 'career/employee-of-the-month/2'],
  ['academics/programs/faculty-profile/:lecturerId', 'academics/programs/faculty-profile/3'],
] as const;

/**
 * A detail template's head as Docusaurus writes it (minified, some
 * attributes unquoted): generic title and description, the `:id` URL.
 */
const templateHead = (template: string, locale: string): string => {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return (
    `<meta charset=UTF-8><title data-rh=true>Generic ${template} | Site</title>` +
    `<meta data-rh=true name=description content="Generic description"/>` +
    `<meta data-rh=true property=og:title content="Generic | Site"/>` +
    `<meta data-rh=true property=og:image content=https://www.sapedar.example/img/share-card.png />` +
    `<meta data-rh=true name=twitter:image content=https://www.sapedar.example/img/share-card.png />` +
    `<meta data-rh=true property=og:url content=https://www.sapedar.example${prefix}/${template} />` +
    `<meta data-rh=true name=docusaurus_locale content=${locale} />` +
    `<link data-rh=true rel=canonical href=https://www.sapedar.example${prefix}/${template} />` +
    `<link data-rh=true rel=alternate href=https://www.sapedar.example/${template} hreflang=en />` +
    `<link data-rh=true rel=alternate href=https://www.sapedar.example/fa/${template} hreflang=fa-AF />` +
    `<link rel=alternate type=application/rss+xml title=News href=/news/rss.xml>`
  );
};

/** A page big enough (over 1 KiB) to be worth compressing. */
const page = (label: string): string =>
  `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script src=/assets/js/main.abc123.js defer></script></head>` +
  `<body><main>${label}</main>${'<p>Filler paragraph of the fake build.</p>'.repeat(40)}</body></html>`;

/** Writes the fake build and a secret next to it (which must never be served). */
async function fakeBuild(t: TestContext): Promise<string> {
  const parent = await mkdtemp(path.join(tmpdir(), 'uni-site-'));
  t.after(() => rm(parent, {recursive: true, force: true}));
  const root = path.join(parent, 'build');
  const files: Record<string, string | Buffer> = {
    'index.html': page('home en'),
    '404.html': page('not found en'),
    'about/history.html': page('history en'),
    'assets/js/main.abc123.js': BUNDLE,
    'assets/js/main.abc123.js.br': brotliCompressSync(BUNDLE),
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'files/guide.pdf': '%PDF-1.4 sample',
    'pagefind/pagefind.js': 'export {}',
    'sitemap.xml': '<urlset/>',
    'news/rss.xml': '<rss version="2.0"/>',
    'fa/news/rss.xml': '<rss version="2.0"/>',
    'events.ics': 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    'robots.txt': 'User-agent: *\n',
    '.env': 'SECRET=in-build-dotfile',
  };
  for (const locale of ['fa', 'ps']) {
    files[`${locale}/index.html`] = page(`home ${locale}`);
    files[`${locale}/404.html`] = page(`not found ${locale}`);
    files[`${locale}/about/history.html`] = page(`history ${locale}`);
  }
  for (const [template] of DETAILS) {
    for (const locale of ['en', 'fa', 'ps']) {
      const file = locale === 'en' ? `${template}.html` : `${locale}/${template}.html`;
      files[file] = page(`template ${template} ${locale}`).replace('<head>', `<head>${templateHead(template, locale)}`);
    }
  }
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), {recursive: true});
    await writeFile(path.join(root, name), content);
  }
  await writeFile(path.join(parent, 'secret.txt'), 'TOP SECRET outside the build');
  return root;
}

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
        assert.match(response.body, new RegExp(`template ${template.replace(/[/:]/g, '.')} ${locale}`));
        const head = response.body.slice(0, response.body.indexOf('</head>'));
        assert.doesNotMatch(head, /:id|:positionId|:employeeId|:lecturerId|:keywords/, `${prefix}/${url}`);
        assert.equal(response.headers['cache-control'], 'no-cache');
        assert.match(response.headers['content-type'] as string, /^text\/html/);
      }
    }
    const withQuery = await get('/academics/programs/faculty-profile/3?program=BBA&type=undergraduate-programs');
    assert.equal(withQuery.statusCode, 200);
  });

  await t.test('a detail page arrives with its item\'s own title, description, image, canonical URL and alternates', async () => {
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
      assert.deepEqual(meta.get('og:image'), [`${identity.siteUrl}${photo}`]);
      assert.deepEqual(meta.get('twitter:image'), [`${identity.siteUrl}${photo}`]);
      assert.deepEqual(meta.get('og:type'), ['article']);
      // The photo is fetched with the page's script, not after its API call.
      assert.ok(headTags(head, 'link').some((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'href') === photo), 'photo preloaded');
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
      assert.doesNotMatch(head, /:id|Generic/);
      // What is not about the page stays as built.
      assert.match(head, /name=docusaurus_locale content=fa/);
      assert.match(head, /type=application\/rss\+xml/);
      assert.match(response.body, /template news.general.:id fa|template News.general.:id fa/);
    }
  });

  await t.test('every kind of detail page names its item in the head it is sent with', async () => {
    const titles: Record<string, string> = {
      'event/3': fixture<Record<string, {title: string}>>('events', 'en')['3'].title,
      'Events/any-words-here/3': fixture<Record<string, {title: string}>>('events', 'en')['3'].title,
      'career/current-opportunities/position/2': fixture<Record<string, {title: string}>>('jobs', 'en')['2'].title,
      'career/employee-of-the-month/2': fixture<Record<string, {name: string}>>('employees', 'en')['2'].name,
      'academics/programs/faculty-profile/3': fixture<Record<string, {name: string}>>('lecturers', 'en')['3'].name,
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

  await t.test('an id with no item gets its page with 404, noindex and no `:id` URLs', async () => {
    for (const url of ['/news/general/999', '/fa/event/999', '/career/current-opportunities/position/999', '/ps/career/employee-of-the-month/999', '/academics/programs/faculty-profile/999']) {
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

  await t.test('unknown paths get the locale\'s 404 page with status 404', async () => {
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

  await t.test('HTML and 404 pages without a precompressed twin are compressed on the fly', async () => {
    const html = await get('/about/history', {'accept-encoding': 'gzip'});
    assert.equal(html.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(html.rawPayload).toString(), /history en/);
    const missing = await get('/nothing/here', {'accept-encoding': 'br'});
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(missing.rawPayload).toString(), /not found en/);
  });

  await t.test('the CSP allows the build\'s inline script by hash, never unsafe-inline scripts', async () => {
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

test('resolveSitePath maps locales, pages and templates', () => {
  const files = new Map(
    ['/index.html', '/fa/index.html', '/about.html', '/fa/event/:id.html', '/a/index.html'].map((f) => [f, f.slice(1)]),
  );
  assert.deepEqual(resolveSitePath({files}, '/', ''), {kind: 'file', file: 'index.html', status: 200});
  assert.deepEqual(resolveSitePath({files}, '/fa', ''), {kind: 'file', file: 'fa/index.html', status: 200});
  assert.deepEqual(resolveSitePath({files}, '/about', ''), {kind: 'file', file: 'about.html', status: 200});
  assert.deepEqual(resolveSitePath({files}, '/a', ''), {kind: 'file', file: 'a/index.html', status: 200});
  assert.deepEqual(resolveSitePath({files}, '/fa/event/12', ''), {kind: 'detail', file: 'fa/event/:id.html', locale: 'fa', template: '/event/:id', id: 12});
  assert.deepEqual(resolveSitePath({files}, '/event/12', ''), {kind: 'not-found', locale: 'en'});
  assert.deepEqual(resolveSitePath({files}, '/ps/x', ''), {kind: 'not-found', locale: 'ps'});
  assert.deepEqual(resolveSitePath({files}, '/fa/event/%3Aid', ''), {kind: 'not-found', locale: 'fa'});
});
