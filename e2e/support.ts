/**
 * Shared knowledge of the end-to-end tests: a `test` whose pages have
 * hydrated before the test touches them, the three locales, how a path looks
 * in each, and how to tell the 404 page from a real one.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test as base, type APIRequestContext, type Page} from '@playwright/test';

export {expect};

/**
 * Waits until React has taken over the page (Docusaurus marks the html element
 * with data-has-hydrated="true"). Until then the server-rendered buttons are
 * visible but do nothing, so a click that lands before it is silently lost.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Playwright's `test` whose `page.goto` returns only once a site page has
 * hydrated, the moment a visitor's click first does something. Responses that
 * are not HTML (feeds, files, JSON) return as soon as they load.
 */
export const test = base.extend({
  page: async ({page}, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await waitForHydration(page);
      }
      return response;
    };
    await use(page);
  },
});

export const LOCALES = [
  {locale: 'en', prefix: '', htmlLang: 'en', dir: 'ltr'},
  {locale: 'fa', prefix: '/fa', htmlLang: 'fa-AF', dir: 'rtl'},
  {locale: 'ps', prefix: '/ps', htmlLang: 'ps-AF', dir: 'rtl'},
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];

/** The path of an English path in a locale: '/about/history' → '/fa/about/history'. */
export function localePath(prefix: string, pathname: string): string {
  if (!prefix) {
    return pathname;
  }
  return pathname === '/' ? `${prefix}/` : `${prefix}${pathname}`;
}

/** A UI string of a locale by its translation id; English falls back to `english`. */
export function uiString(locale: Locale, id: string, english: string): string {
  if (locale === 'en') {
    return english;
  }
  const file = path.join(__dirname, '..', 'i18n', locale, 'code.json');
  const codes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  const entry = codes[id];
  if (!entry) {
    throw new Error(`no ${id} in ${file}`);
  }
  return entry.message;
}

/** Records the `/web/...` requests a page makes, path and query, in order. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/web/')) {
      calls.push(`${url.pathname}${url.search}`);
    }
  });
  return calls;
}

/** The JSON answer of an API path, which must be OK. */
export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** `?lang=` of the calls whose path carries no language. */
export function langQuery(locale: Locale): string {
  return locale === 'en' ? '' : `?lang=${locale}`;
}
