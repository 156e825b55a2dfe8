/**
 * The sitemap search engines read, with every page's language versions
 * (hreflang alternates, x-default → English), and the robots.txt that points
 * to it.
 *
 * Docusaurus's own sitemap plugin writes one file per locale and knows
 * nothing of the others, so it is turned off (`sitemap: false` in the
 * preset) and this plugin does the job. Docusaurus builds each locale
 * separately, English first, and runs `postBuild` once per locale; so:
 *
 * - each locale build writes its own urlset, `sitemap-<locale>.xml` in its
 *   folder (`/sitemap-en.xml`, `/fa/sitemap-fa.xml`, `/ps/sitemap-ps.xml`),
 *   every `<url>` with `<xhtml:link rel="alternate">` to all locales;
 * - each locale build then (re)writes the index `/sitemap.xml`, listing the
 *   locale sitemaps present in the build folder, and `/robots.txt`: after a
 *   full build the last one lists all three.
 *
 * Pages: every route of the build except the `:param` templates, the 404
 * and error pages and routes marked noindex, plus every page the build
 * renders from data/ (plugins/data-pages): each record's detail page, the
 * further pages of the paged lists, and each program's and faculty's pages
 * at their query addresses.
 * All locales are built from the same routes (an untranslated page falls back
 * to English content), so a page's alternates exist in every locale.
 * @see https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
 */
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import identity from '../content/identity';
import {toLocale} from '../content/locales';
import {isTemplatePath} from '../content/routes';
import {type BuildAnswers, loadBuildAnswers} from './data-pages/answers';
import {pagesToRender} from './data-pages';

/** One locale as the sitemap needs it. */
export interface SitemapLocale {
  readonly locale: string;
  /** hreflang value, e.g. `fa-AF`. */
  readonly htmlLang: string;
  /** URL path of the locale's root: `/`, `/fa/`, `/ps/`. */
  readonly baseUrl: string;
}

/** Pages that are not content: the 404 and error pages (detail templates are left out by `isTemplatePath`). */
const EXCLUDED = [/^\/404(\.html)?$/, /^\/error$/];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The build's route paths as locale-neutral page paths (`/fa/about` →
 * `/about`), without templates, 404 and error pages or `noIndex` ones,
 * sorted and without duplicates.
 */
export function pagePaths(routesPaths: readonly string[], baseUrl: string, noIndex: ReadonlySet<string> = new Set()): string[] {
  const pages = new Set<string>();
  for (const route of routesPaths) {
    if (noIndex.has(route) || !route.startsWith(baseUrl.replace(/\/$/, ''))) continue;
    const page = `/${route.slice(baseUrl.length)}`.replace(/^\/+/, '/');
    if (isTemplatePath(page) || EXCLUDED.some((pattern) => pattern.test(page))) continue;
    pages.add(page);
  }
  return [...pages].sort();
}

/** The absolute URL of a page in a locale, as Docusaurus writes its canonical link. */
export function pageUrl(siteUrl: string, locale: SitemapLocale, page: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  // The home of a locale is its base (`/fa/`); other pages have no trailing slash.
  const pathname = page === '/' ? locale.baseUrl : `${locale.baseUrl}${page.slice(1)}`;
  return encodeURI(`${origin}${pathname}`);
}

/**
 * A urlset of `pages` in locale `current`, each with its alternates in every
 * locale and x-default in `defaultLocale`.
 */
export function buildUrlset(options: {
  readonly siteUrl: string;
  readonly pages: readonly string[];
  readonly current: SitemapLocale;
  readonly locales: readonly SitemapLocale[];
  readonly defaultLocale: SitemapLocale;
}): string {
  const {siteUrl, pages, current, locales, defaultLocale} = options;
  const entries = pages.map((page) => {
    const alternates = [
      ...locales.map((locale) => [locale.htmlLang, pageUrl(siteUrl, locale, page)] as const),
      ['x-default', pageUrl(siteUrl, defaultLocale, page)] as const,
    ].map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
    return ['  <url>', `    <loc>${escapeXml(pageUrl(siteUrl, current, page))}</loc>`, ...alternates, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index of the given sitemap URLs. */
export function buildSitemapIndex(sitemapUrls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapUrls.map((url) => `  <sitemap>\n    <loc>${escapeXml(url)}</loc>\n  </sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything may be crawled (the `/web` API too: a crawler that
 * renders the pages needs their data) but the web editor at /admin, which is
 * for staff; and the sitemap's address.
 */
export function buildRobotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

/** File name of a locale's urlset inside its folder. */
export function localeSitemapFile(locale: string): string {
  return `sitemap-${locale}.xml`;
}

/** Options: where the API's answers for data/ come from (tests give their own). */
export interface SitemapOptions {
  readonly answers?: () => BuildAnswers;
}

/** Writes the locale's sitemap, then the index and robots.txt at the site's root. */
export default function sitemapHreflangPlugin(context: LoadContext, options?: unknown): Plugin {
  const {answers: answersOf} = (options ?? {}) as SitemapOptions;
  const {i18n, siteDir} = context;
  const siteUrl = identity.siteUrl.replace(/\/+$/, '');
  const locales: SitemapLocale[] = i18n.locales.map((locale) => ({
    locale,
    htmlLang: i18n.localeConfigs[locale]?.htmlLang ?? locale,
    baseUrl: i18n.localeConfigs[locale]?.baseUrl ?? (locale === i18n.defaultLocale ? '/' : `/${locale}/`),
  }));
  const current = locales.find((locale) => locale.locale === i18n.currentLocale)!;
  const defaultLocale = locales.find((locale) => locale.locale === i18n.defaultLocale)!;

  return {
    name: 'sitemap-hreflang',

    async postBuild({routesPaths, routesBuildMetadata, outDir}) {
      const noIndex = new Set(
        Object.entries(routesBuildMetadata)
          .filter(([, metadata]) => metadata.noIndex)
          .map(([route]) => route),
      );
      const answers = answersOf?.() ?? loadBuildAnswers(siteDir);
      const rendered = pagesToRender(answers, toLocale(current.locale), current.baseUrl).flatMap((page) =>
        page.canonical === undefined ? [] : [page.canonical],
      );
      const pages = [...new Set([...pagePaths(routesPaths, current.baseUrl, noIndex), ...rendered])].sort();
      await writeFile(path.join(outDir, localeSitemapFile(current.locale)), buildUrlset({siteUrl, pages, current, locales, defaultLocale}));

      // outDir is the locale's folder: the site's root is its base URL up.
      const rootDir = path.resolve(outDir, path.posix.relative(current.baseUrl, defaultLocale.baseUrl));
      const present = locales.filter((locale) => existsSync(path.join(rootDir, locale.baseUrl, localeSitemapFile(locale.locale))));
      const indexUrl = `${siteUrl}/sitemap.xml`;
      await mkdir(rootDir, {recursive: true});
      await writeFile(
        path.join(rootDir, 'sitemap.xml'),
        buildSitemapIndex(present.map((locale) => `${siteUrl}${locale.baseUrl}${localeSitemapFile(locale.locale)}`)),
      );
      await writeFile(path.join(rootDir, 'robots.txt'), buildRobotsTxt(indexUrl));
    },
  };
}
