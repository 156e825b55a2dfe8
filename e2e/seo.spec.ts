/**
 * What search engines get: robots.txt pointing at a sitemap
 * index, one sitemap per locale with every page and its hreflang
 * alternates, and on every page listed there, as the server sends it (before
 * any script runs): `<html lang>`, a title and a meta description in the
 * page's language, a canonical link to itself, the same alternates as the
 * sitemap, and the Open Graph and Twitter tags a shared link shows.
 *
 * Failures list every page at fault at once, so the message is the to-do list.
 */
import path from 'node:path';
import type {APIRequestContext} from '@playwright/test';
import sharp from 'sharp';
import identity from '../content/identity';
import {hasVariants, SHARE_WIDTH, shareImage} from '../content/image-variants';
import {readDataDirSync} from '../content/read-data';
import {expect, test, LOCALES} from './support';

const SITE = identity.siteUrl.replace(/\/+$/, '');
/** A letter of the Arabic script (Dari and Pashto letters included). */
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;
/** Detail templates: one HTML file per locale, whose tags the server fills per item. */
const DETAIL_PAGE =
  /^\/(news\/general|event|career\/current-opportunities\/position|career\/employee-of-the-month|academics\/programs\/faculty-profile)\/\d+$/;

interface SitemapEntry {
  readonly loc: string;
  /** hreflang → URL. */
  readonly alternates: ReadonlyMap<string, string>;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The same text with HTML's character references decoded (the ones minified HTML uses). */
function decodeHtml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The attributes of a tag, quoted or not (the build's HTML is minified). */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<[^\s/>]+/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes.set(match[1].toLowerCase(), decodeHtml(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** The local path of one of the site's public URLs. */
function localPath(url: string): string {
  expect(url.startsWith(`${SITE}/`), `${url} is on ${SITE}`).toBe(true);
  const {pathname, search} = new URL(url);
  return `${pathname}${search}`;
}

async function fetchText(request: APIRequestContext, pathname: string): Promise<string> {
  const response = await request.get(pathname, {maxRedirects: 0});
  expect(response.status(), `${pathname} answers 200`).toBe(200);
  return response.text();
}

function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: unescapeXml(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? ''),
    alternates: new Map(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang, unescapeXml(href)] as const,
      ),
    ),
  }));
}

/** Every locale's sitemap entries, read through the server. */
async function readSitemaps(request: APIRequestContext): Promise<Map<string, SitemapEntry[]>> {
  const sitemaps = new Map<string, SitemapEntry[]>();
  for (const {locale, prefix} of LOCALES) {
    sitemaps.set(locale, parseSitemap(await fetchText(request, `${prefix}/sitemap.xml`)));
  }
  return sitemaps;
}

/** What a page's head says about it, for search engines and share cards. */
interface PageHead {
  readonly lang?: string;
  readonly title?: string;
  readonly meta: ReadonlyMap<string, string>;
  readonly canonical: readonly string[];
  readonly alternates: ReadonlyMap<string, string>;
}

function readHead(html: string): PageHead {
  const head = html.slice(0, html.search(/<\/head>/i) + 1 || undefined);
  const lang = attributesOf(/<html\b[^>]*>/i.exec(html)?.[0] ?? '<html>').get('lang');
  const title = /<title\b[^>]*>([^<]*)<\/title>/i.exec(head)?.[1];
  const meta = new Map<string, string>();
  const canonical: string[] = [];
  const alternates = new Map<string, string>();
  for (const [tag] of head.matchAll(/<(?:meta|link)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const key = attributes.get('property') ?? attributes.get('name');
    if (tag.toLowerCase().startsWith('<meta') && key && !meta.has(key)) meta.set(key, attributes.get('content') ?? '');
    const rel = attributes.get('rel');
    if (rel === 'canonical') canonical.push(attributes.get('href') ?? '');
    if (rel === 'alternate' && attributes.has('hreflang')) {
      alternates.set(attributes.get('hreflang')!, attributes.get('href') ?? '');
    }
  }
  return {lang, title: title === undefined ? undefined : decodeHtml(title).trim(), meta, canonical, alternates};
}

/** Everything wrong with one page's head, as short phrases. */
function headProblems(head: PageHead, entry: SitemapEntry, htmlLang: string, isRtl: boolean): string[] {
  const problems: string[] = [];
  if (head.lang !== htmlLang) problems.push(`<html lang="${head.lang}">, expected "${htmlLang}"`);
  const description = head.meta.get('description')?.trim() ?? '';
  if (!head.title) problems.push('no <title>');
  if (!description) problems.push('no meta description');
  if (isRtl) {
    // The title reads "Page | University"; the page's own part must be translated.
    const ownTitle = head.title?.split(' | ').slice(0, -1).join(' | ') || head.title || '';
    if (head.title && !ARABIC_LETTER.test(ownTitle)) problems.push(`title not translated: "${head.title}"`);
    if (description && !ARABIC_LETTER.test(description)) problems.push(`description not translated: "${description}"`);
  }
  if (head.canonical.length !== 1 || head.canonical[0] !== entry.loc) {
    problems.push(`canonical ${JSON.stringify(head.canonical)}, expected ${entry.loc}`);
  }
  for (const [hreflang, href] of entry.alternates) {
    if (head.alternates.get(hreflang) !== href) {
      problems.push(`hreflang ${hreflang} is ${head.alternates.get(hreflang) ?? 'missing'}, expected ${href}`);
    }
  }
  for (const name of ['og:title', 'og:description', 'og:image', 'twitter:card']) {
    if (!head.meta.get(name)?.trim()) problems.push(`no ${name}`);
  }
  const image = head.meta.get('og:image');
  if (image && !image.startsWith(`${SITE}/`)) problems.push(`og:image ${image} is not an absolute URL on ${SITE}`);
  return problems;
}

test('robots.txt lets crawlers in and names the sitemap of each locale', async ({request}) => {
  const robots = await fetchText(request, '/robots.txt');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  // Only the web editor, which is for staff, is closed to crawlers.
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  const named = [...robots.matchAll(/^Sitemap: (.+)$/gm)].map(([, url]) => url);
  expect(named).toEqual(LOCALES.map(({prefix}) => `${SITE}${prefix}/sitemap.xml`));
});

test('each locale has its sitemap, served as XML', async ({request}) => {
  for (const {prefix} of LOCALES) {
    const response = await request.get(`${prefix}/sitemap.xml`);
    expect(response.status(), prefix).toBe(200);
    expect(response.headers()['content-type'], prefix).toMatch(/xml/);
    expect(await response.text(), prefix).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  }
});

test('every locale lists the same pages, content and detail pages included', async ({request}) => {
  const sitemaps = await readSitemaps(request);
  const pagesOf = (locale: string, prefix: string) =>
    sitemaps
      .get(locale)!
      .map((entry) => localPath(entry.loc))
      .map((pathname) => (prefix && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname))
      .map((pathname) => pathname || '/')
      .sort();
  const english = pagesOf('en', '');
  for (const {locale, prefix} of LOCALES) {
    const pages = pagesOf(locale, prefix);
    expect(pages, `${locale} pages`).toEqual(english);
    expect(new Set(pages).size, `${locale}: each page once`).toBe(pages.length);
  }
  const data = readDataDirSync(path.join(__dirname, '..', 'data'));
  const [firstNews] = data.news.records;
  const [firstEvent] = data.events.records;
  for (const page of ['/', '/about/history', '/events', '/news/general', '/contact', `/news/general/${firstNews!.id}`, `/event/${firstEvent!.id}`]) {
    expect(english, `the sitemap lists ${page}`).toContain(page);
  }
  expect(
    english.filter((page) => /[:]|^\/404|^\/error$|^\/News\//.test(page)),
    'templates, 404 and error pages',
  ).toEqual([]);
  expect(english.filter((page) => /^\/news\/general\/\d+$/.test(page))).toHaveLength(data.news.records.length);
});

test('every sitemap entry names all language versions and x-default, and they point back', async ({request}) => {
  const sitemaps = await readSitemaps(request);
  const locs = new Map(LOCALES.map(({locale}) => [locale, new Set(sitemaps.get(locale)!.map((entry) => entry.loc))]));
  const problems: string[] = [];
  for (const {locale, htmlLang} of LOCALES) {
    for (const entry of sitemaps.get(locale)!) {
      const expected = [...LOCALES.map((other) => other.htmlLang), 'x-default'];
      if ([...entry.alternates.keys()].join() !== expected.join()) {
        problems.push(`${entry.loc}: alternates ${[...entry.alternates.keys()].join()}`);
      }
      if (entry.alternates.get(htmlLang) !== entry.loc) {
        problems.push(`${entry.loc}: its own language's alternate is not itself`);
      }
      if (entry.alternates.get('x-default') !== entry.alternates.get('en')) {
        problems.push(`${entry.loc}: x-default is not the English page`);
      }
      for (const other of LOCALES) {
        if (!locs.get(other.locale)!.has(entry.alternates.get(other.htmlLang) ?? '')) {
          problems.push(`${entry.loc}: ${other.htmlLang} alternate is not in the ${other.locale} sitemap`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

for (const {locale, htmlLang, dir} of LOCALES) {
  for (const kind of ['content', 'detail'] as const) {
    test(`every ${locale} ${kind} page in the sitemap has its title, description, canonical, alternates and share tags`, async ({request}) => {
      // Detail pages are one template per locale; the server writes each
      // item's own tags into it (server/src/plugins/app/detail-head.ts).
      test.setTimeout(180_000);
      const sitemaps = await readSitemaps(request);
      const entries = sitemaps
        .get(locale)!
        .filter((entry) => DETAIL_PAGE.test(localPath(entry.loc).replace(/^\/(fa|ps)(?=\/)/, '')) === (kind === 'detail'));
      expect(entries.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const entry of entries) {
        const pathname = localPath(entry.loc);
        const response = await request.get(pathname, {maxRedirects: 0});
        if (response.status() !== 200) {
          problems.push(`${pathname}: status ${response.status()}`);
          continue;
        }
        for (const problem of headProblems(readHead(await response.text()), entry, htmlLang, dir === 'rtl')) {
          problems.push(`${pathname}: ${problem}`);
        }
      }
      expect(problems, `${problems.length} problems on ${entries.length} ${locale} ${kind} pages`).toEqual([]);
    });
  }
}

/** The JSON-LD blocks of a page as the server sends it. */
function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script\b[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => JSON.parse(body) as Record<string, unknown>,
  );
}

test('search engines read the university on the home page and each item on its own page as schema.org data', async ({request}) => {
  // Examples from data/: the first news item, the first event with a fixed date, the first full-time position.
  const data = readDataDirSync(path.join(__dirname, '..', 'data'));
  const news = data.news.records[0]!.id;
  const event = data.events.records.find((record) => record.upcoming === 'No')!.id;
  const job = data.jobs.records.find((record) => data.jobs.text.en[String(record.id)]!.contract_type === 'Full-time')!.id;
  const expected: Array<[string, string, Record<string, unknown>]> = [
    ['/', 'CollegeOrUniversity', {name: identity.name.en, url: `${SITE}/`}],
    ['/fa/', 'CollegeOrUniversity', {name: identity.name.fa, url: `${SITE}/fa/`}],
    [`/news/general/${news}`, 'NewsArticle', {mainEntityOfPage: `${SITE}/news/general/${news}`, inLanguage: 'en'}],
    [`/fa/Events/any-words/${event}`, 'Event', {url: `${SITE}/fa/event/${event}`, eventStatus: 'https://schema.org/EventScheduled'}],
    [
      `/ps/career/current-opportunities/position/${job}`,
      'JobPosting',
      {url: `${SITE}/ps/career/current-opportunities/position/${job}`, employmentType: 'FULL_TIME'},
    ],
  ];
  for (const [pathname, type, fields] of expected) {
    const blocks = jsonLdBlocks(await fetchText(request, pathname));
    expect(
      blocks.map((block) => block['@type']),
      pathname,
    ).toEqual([type]);
    expect(blocks[0], pathname).toMatchObject({'@context': 'https://schema.org', ...fields});
  }
  // A content page carries only the breadcrumb Docusaurus gives every doc.
  const content = jsonLdBlocks(await fetchText(request, '/about/history')).map((block) => block['@type']);
  expect(content).toEqual(['BreadcrumbList']);
});

test("a news link shared before any script runs shows the story's own title and photo", async ({request}) => {
  const {records, text} = readDataDirSync(path.join(__dirname, '..', 'data')).news;
  const {id, photo} = records.filter((record) => hasVariants(record.photo)).at(-1)!;
  const title = text.ps[String(id)]?.title ?? text.en[String(id)].title;
  const head = readHead(await fetchText(request, `/ps/news/general/${id}`));
  expect(head.meta.get('og:title')).toBe(`${title} | ${identity.name.ps}`);
  // The photo's share version: a JPEG at most 1200 pixels wide, smaller than the photo.
  const image = head.meta.get('og:image') ?? '';
  expect(image).toBe(`${SITE}${shareImage(photo)}`);
  const shared = await request.get(image.slice(SITE.length));
  expect(shared.status()).toBe(200);
  expect(shared.headers()['content-type']).toBe('image/jpeg');
  const {width} = await sharp(await shared.body()).metadata();
  expect(width).toBeLessThanOrEqual(SHARE_WIDTH);
  expect(head.title).toBe(`${title} | ${identity.name.ps}`);
  const missing = await request.get('/ps/news/general/999999');
  expect(missing.status()).toBe(404);
  expect(readHead(await missing.text()).meta.get('robots')).toBe('noindex');
});
