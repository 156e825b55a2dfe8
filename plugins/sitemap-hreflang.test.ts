/** @jest-environment node */
import {LOCALES, LOCALE_CONFIG, pathInLocale} from '../content/locales';
import identity from '../content/identity';
import {buildRobotsTxt, itemPath, languageVersions, sitemapUrls, withLanguageVersions} from './sitemap-hreflang';

const SITE = identity.siteUrl.replace(/\/+$/, '');

type Params = Parameters<typeof withLanguageVersions>[0];

/** The sitemap plugin's own items for `paths` (in one locale), as `defaultCreateSitemapItems` would give them. */
function paramsFor(paths: readonly string[]): Params {
  return {
    routes: [],
    siteConfig: {} as Params['siteConfig'],
    defaultCreateSitemapItems: async () => paths.map((path) => ({url: `${SITE}${path}`, changefreq: 'weekly', priority: 0.5, lastmod: null})),
  } as Params;
}

describe('itemPath', () => {
  it('reads a sitemap URL back as a path without origin and locale', () => {
    expect(itemPath(`${SITE}/fa/about/history`)).toBe('/about/history');
    expect(itemPath(`${SITE}/ps/`)).toBe('/');
    expect(itemPath(`${SITE}/`)).toBe('/');
  });
});

describe('languageVersions', () => {
  it('names the page in every locale, as its canonical links do, and x-default in English', () => {
    const versions = languageVersions('/about/history');
    expect(versions.map((version) => version.lang)).toEqual([...LOCALES.map((locale) => LOCALE_CONFIG[locale].htmlLang), 'x-default']);
    for (const locale of LOCALES) {
      expect(versions).toContainEqual({lang: LOCALE_CONFIG[locale].htmlLang, url: `${SITE}${pathInLocale('/about/history', locale)}`});
    }
    expect(versions.at(-1)).toEqual({lang: 'x-default', url: `${SITE}/about/history`});
  });
});

describe('withLanguageVersions, the sitemap plugin’s createSitemapItems', () => {
  it('gives every item its language versions', async () => {
    const items = await withLanguageVersions(paramsFor(['/fa/events', '/fa/news/general/3']));
    expect(items.map((item) => item.url)).toEqual([`${SITE}/fa/events`, `${SITE}/fa/news/general/3`]);
    expect((items[1] as {links?: unknown}).links).toEqual(languageVersions('/news/general/3'));
  });

  it('leaves out the error pages, the patterns of records imported later and their templates', async () => {
    const items = await withLanguageVersions(
      paramsFor(['/404.html', '/error', '/news/general/([0-9]+)', '/news/general/0', '/academics/programs/0/fee-structure', '/contact']),
    );
    expect(items.map((item) => item.url)).toEqual([`${SITE}/contact`]);
  });
});

describe('robots.txt', () => {
  it('lets every crawler in but out of the web editor, and names each locale’s sitemap', () => {
    expect(buildRobotsTxt(sitemapUrls(SITE))).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        '',
        ...LOCALES.map((locale) => `Sitemap: ${SITE}${locale === 'en' ? '' : `/${locale}`}/sitemap.xml`),
        '',
      ].join('\n'),
    );
  });
});
