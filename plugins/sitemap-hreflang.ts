/**
 * What the sitemaps need beyond Docusaurus's own sitemap plugin
 * (@docusaurus/plugin-sitemap, on in the preset): each page's versions in
 * the other languages, and one robots.txt naming every locale's sitemap.
 *
 * - {@link withLanguageVersions} is the sitemap plugin's
 *   `createSitemapItems`: the plugin's own items (every route of the locale
 *   but those marked noindex, data pages included), each with its
 *   `<xhtml:link rel="alternate" hreflang>` to the same page in every locale
 *   and x-default (English). Every locale is built from the same routes (a
 *   page not yet translated shows English), so the versions exist.
 * - Docusaurus builds each locale into its folder, and the sitemap plugin
 *   writes `sitemap.xml` there (`/sitemap.xml`, `/fa/sitemap.xml`,
 *   `/ps/sitemap.xml`); {@link buildRobotsTxt} names all three in
 *   `/robots.txt` (written by plugins/site-output.ts).
 * @see https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
 */
import type {PluginOptions as SitemapOptions} from '@docusaurus/plugin-sitemap';
import identity from '../content/identity';
import {LOCALE_CONFIG, LOCALES, localePrefix, stripLocalePrefix} from '../content/locales';
import {isTemplateAddress} from '../content/routes';
import {pageUrl} from '../content/urls';
import {nonCanonicalPaths} from './data-pages';

type CreateSitemapItems = NonNullable<SitemapOptions['createSitemapItems']>;
type SitemapItem = Awaited<ReturnType<CreateSitemapItems>>[number];

/** A sitemap entry's language versions, as the sitemap writer (the `sitemap` package) takes them. */
export interface LanguageVersion {
  readonly lang: string;
  readonly url: string;
}

/** Addresses that are not pages to index: error pages, and the patterns and templates of records imported later. */
function isIndexable(pathWithoutLocale: string): boolean {
  return !/^\/(404(\.html)?|error)$/.test(pathWithoutLocale) && !pathWithoutLocale.includes('(') && !isTemplateAddress(pathWithoutLocale);
}

/** A page's versions in every locale, and x-default (English). */
export function languageVersions(pathWithoutLocale: string): LanguageVersion[] {
  return [
    ...LOCALES.map((locale) => ({lang: LOCALE_CONFIG[locale].htmlLang, url: pageUrl(locale, pathWithoutLocale)})),
    {lang: 'x-default', url: pageUrl('en', pathWithoutLocale)},
  ];
}

/** The path of a sitemap item's URL without origin and locale prefix. */
export function itemPath(url: string, siteUrl: string = identity.siteUrl): string {
  const pathname = decodeURI(url.startsWith(siteUrl) ? url.slice(siteUrl.replace(/\/+$/, '').length) || '/' : new URL(url).pathname);
  return stripLocalePrefix(pathname);
}

/**
 * The sitemap plugin's `createSitemapItems`: its own items, indexable pages
 * only (not those that name another address to index: plugins/data-pages,
 * `nonCanonicalPaths`), each with its language versions.
 */
export const withLanguageVersions: CreateSitemapItems = async (params) => {
  const items = await params.defaultCreateSitemapItems(params);
  const elsewhere = nonCanonicalPaths();
  return items
    .filter((item) => isIndexable(itemPath(item.url)) && !elsewhere.has(new URL(item.url).pathname))
    .map((item) => ({...item, links: languageVersions(itemPath(item.url))}) as SitemapItem);
};

/**
 * robots.txt: everything may be crawled (the `/web` API too: a crawler that
 * renders the pages needs their data) but the web editor at /admin, which is
 * for staff; and each locale's sitemap.
 */
export function buildRobotsTxt(sitemapUrls: readonly string[]): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', ...sitemapUrls.map((url) => `Sitemap: ${url}`), ''].join('\n');
}

/** The URL of each locale's sitemap. */
export function sitemapUrls(siteUrl: string = identity.siteUrl): string[] {
  return LOCALES.map((locale) => `${siteUrl.replace(/\/+$/, '')}${localePrefix(locale)}/sitemap.xml`);
}
