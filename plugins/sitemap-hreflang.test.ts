/** @jest-environment node */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BuildAnswers} from './data-pages/answers';
import sitemapHreflangPlugin, {buildRobotsTxt, buildSitemapIndex, buildUrlset, pagePaths, pageUrl, type SitemapLocale} from './sitemap-hreflang';

const SITE = 'https://www.sapedar.example';
const en: SitemapLocale = {locale: 'en', htmlLang: 'en', baseUrl: '/'};
const fa: SitemapLocale = {locale: 'fa', htmlLang: 'fa-AF', baseUrl: '/fa/'};
const ps: SitemapLocale = {locale: 'ps', htmlLang: 'ps-AF', baseUrl: '/ps/'};

describe('pagePaths', () => {
  const routes = ['/fa/404.html', '/fa/', '/fa/about/history', '/fa/news/general/([0-9]+)', '/fa/error', '/fa/events', '/fa/events'];

  it('turns a locale’s routes into locale-neutral page paths, sorted and once each', () => {
    expect(pagePaths(routes, '/fa/')).toEqual(['/', '/about/history', '/events']);
  });

  it('keeps English routes as they are', () => {
    expect(pagePaths(['/404.html', '/', '/contact', '/News/general/([0-9]+)'], '/')).toEqual(['/', '/contact']);
  });

  it('leaves out routes marked noindex', () => {
    expect(pagePaths(routes, '/fa/', new Set(['/fa/events']))).toEqual(['/', '/about/history']);
  });
});

describe('pageUrl', () => {
  it('writes URLs the way the pages’ canonical links do', () => {
    expect(pageUrl(SITE, en, '/')).toBe('https://www.sapedar.example/');
    expect(pageUrl(SITE, fa, '/')).toBe('https://www.sapedar.example/fa/');
    expect(pageUrl(`${SITE}/`, ps, '/about/history')).toBe('https://www.sapedar.example/ps/about/history');
  });
});

describe('buildUrlset', () => {
  const xml = buildUrlset({siteUrl: SITE, pages: ['/', '/about/history'], current: fa, locales: [en, fa, ps], defaultLocale: en});

  it('declares the sitemap and xhtml namespaces', () => {
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  });

  it('lists each page in the current locale with its alternates in every locale and x-default in English', () => {
    const entries = xml.split('<url>').slice(1);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toBe(
      [
        '',
        '    <loc>https://www.sapedar.example/fa/about/history</loc>',
        '    <xhtml:link rel="alternate" hreflang="en" href="https://www.sapedar.example/about/history"/>',
        '    <xhtml:link rel="alternate" hreflang="fa-AF" href="https://www.sapedar.example/fa/about/history"/>',
        '    <xhtml:link rel="alternate" hreflang="ps-AF" href="https://www.sapedar.example/ps/about/history"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://www.sapedar.example/about/history"/>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes & in URLs', () => {
    const odd = buildUrlset({siteUrl: SITE, pages: ['/a&b'], current: en, locales: [en], defaultLocale: en});
    expect(odd).toContain('<loc>https://www.sapedar.example/a&amp;b</loc>');
  });
});

describe('buildSitemapIndex and buildRobotsTxt', () => {
  it('indexes the locale sitemaps', () => {
    expect(buildSitemapIndex([`${SITE}/sitemap-en.xml`, `${SITE}/fa/sitemap-fa.xml`])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap>\n    <loc>https://www.sapedar.example/sitemap-en.xml</loc>\n  </sitemap>',
        '  <sitemap>\n    <loc>https://www.sapedar.example/fa/sitemap-fa.xml</loc>\n  </sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });

  it('lets every crawler in but out of the web editor, and names the sitemap', () => {
    expect(buildRobotsTxt(`${SITE}/sitemap.xml`)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://www.sapedar.example/sitemap.xml\n',
    );
  });
});

describe('the plugin, run once per locale build as Docusaurus does', () => {
  let siteDir: string;

  function contextFor(locale: 'en' | 'fa' | 'ps'): LoadContext {
    const config = (htmlLang: string, baseUrl: string) => ({htmlLang, baseUrl, direction: 'ltr', label: htmlLang});
    return {
      siteDir,
      baseUrl: locale === 'en' ? '/' : `/${locale}/`,
      i18n: {
        defaultLocale: 'en',
        locales: ['en', 'fa', 'ps'],
        currentLocale: locale,
        localeConfigs: {en: config('en', '/'), fa: config('fa-AF', '/fa/'), ps: config('ps-AF', '/ps/')},
      },
    } as unknown as LoadContext;
  }

  async function buildLocale(locale: 'en' | 'fa' | 'ps'): Promise<void> {
    const base = locale === 'en' ? '/' : `/${locale}/`;
    const outDir = path.join(siteDir, 'build', locale === 'en' ? '' : locale);
    mkdirSync(outDir, {recursive: true});
    const routesPaths = [`${base}404.html`, base, `${base}about/history`, `${base}news/general/([0-9]+)`, `${base}error`];
    await sitemapHreflangPlugin(contextFor(locale), {answers: () => answers}).postBuild!({
      routesPaths,
      routesBuildMetadata: {[`${base}about/history`]: {noIndex: false}},
      outDir,
    } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  }

  const read = (file: string) => readFileSync(path.join(siteDir, 'build', file), 'utf8');

  // What the API answers for a data folder with two news items and one program.
  const answers: BuildAnswers = {
    dataHash: 'test',
    answers: {en: {}, fa: {}, ps: {}},
    keys: {news: [4, 9], events: [], programs: ['BBA'], faculties: [], lecturers: [], jobs: [], employees: []},
    programTypes: {BBA: 'undergraduate-programs'},
    lecturerPrograms: {},
  };

  beforeEach(() => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'sitemap-site-'));
  });

  afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

  it('writes each locale’s sitemap with its pages, one page per news record and the program’s pages', async () => {
    await buildLocale('en');
    await buildLocale('fa');
    const locs = [...read('fa/sitemap-fa.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toContain(`${SITE}/fa/about/history`);
    expect(locs).toContain(`${SITE}/fa/news/general/4`);
    expect(locs).toContain(`${SITE}/fa/news/general/9`);
    expect(locs).toContain(`${SITE}/fa/academics/programs/fee-structure?type=undergraduate-programs&amp;program=BBA`);
    expect(locs.filter((loc) => loc.includes('/academics/programs'))).toHaveLength(6);
    expect(locs.some((loc) => loc.includes('('))).toBe(false);
  });

  it('keeps the index at the root listing the locale sitemaps built so far, and robots.txt beside it', async () => {
    await buildLocale('en');
    expect(read('sitemap.xml').match(/<loc>/g)).toHaveLength(1);
    await buildLocale('fa');
    await buildLocale('ps');
    expect([...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      `${SITE}/sitemap-en.xml`,
      `${SITE}/fa/sitemap-fa.xml`,
      `${SITE}/ps/sitemap-ps.xml`,
    ]);
    expect(read('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // The web editor is for staff: crawlers keep out of it.
    expect(read('robots.txt')).toMatch(/^Disallow: \/admin$/m);
    expect(existsSync(path.join(siteDir, 'build', 'fa', 'robots.txt'))).toBe(false);
  });
});
