/**
 * The site as an installable app that keeps what a reader opened
 * (plugins/web-app): each locale's manifest; the service worker and the
 * manifests revalidated at every visit; after a first visit, with the
 * network gone, the pages visited in the three languages read as they were,
 * without a console error, and a page never opened shows the offline page
 * of its language with links to the kept ones; back online, a record edited
 * on the server shows its new text on the next visit.
 */
import {test, type BrowserContext, type Page} from '@playwright/test';
import {expect, siteData, uiString, waitForHydration, type Locale} from './support';
import {identity} from '../content/identity';

test.use({serviceWorkers: 'allow'});

const VISITED = [
  {locale: 'en', path: '/about/history'},
  {locale: 'en', path: '/news/general/1'},
  {locale: 'fa', path: '/fa/about/history'},
  {locale: 'fa', path: '/fa/news/general/1'},
  {locale: 'ps', path: '/ps/about/history'},
  {locale: 'ps', path: '/ps/news/general/1'},
] as const;

const NOT_VISITED = [
  {locale: 'en', path: '/students/library'},
  {locale: 'fa', path: '/fa/students/library'},
  {locale: 'ps', path: '/ps/students/library'},
] as const;

/** Cuts the context off the network: the browser's offline mode, and every request refused, the service worker's included. */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({behavior: 'ignoreErrors'});
  await context.setOffline(false);
}

/** Console errors and uncaught exceptions of a page. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Opens the pages a reader reads, the first one before the service worker exists, and waits until it controls the page. */
async function firstVisit(page: Page): Promise<Record<string, string>> {
  const headings: Record<string, string> = {};
  await page.goto(VISITED[0].path);
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  for (const {path: address} of VISITED) {
    await page.goto(address);
    await waitForHydration(page);
    headings[address] = (await page.locator('main h1').first().textContent())?.trim() ?? '';
    // The page's data refresh runs when the browser is idle.
    await page.waitForLoadState('networkidle');
  }
  return headings;
}

test.describe('installable', () => {
  for (const locale of ['en', 'fa', 'ps'] as const) {
    test(`${locale}: the manifest is in the page's language and Chromium finds nothing missing to install`, async ({page, request}) => {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      // The manifest (and so its icon, which Chromium fetches with it) is linked once the page has loaded, not beside the first view.
      await page.addInitScript(() => {
        window.addEventListener(
          'load',
          () => document.documentElement.setAttribute('data-manifest-at-load', String(document.querySelector('link[rel="manifest"]') !== null)),
          {capture: true},
        );
      });
      await page.goto(`${prefix}/`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-manifest-at-load', 'false');
      const href = `${prefix}/manifest.webmanifest`;
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', href);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b4f6c');
      const response = await request.get(href);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      expect(response.headers()['cache-control']).toBe('no-cache');
      const manifest = (await response.json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        name: identity.name[locale],
        lang: locale === 'en' ? 'en' : `${locale}-AF`,
        dir: locale === 'en' ? 'ltr' : 'rtl',
        start_url: `${prefix}/`,
        scope: `${prefix}/`,
      });
      for (const icon of manifest.icons as {src: string}[]) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const session = await page.context().newCDPSession(page);
      const {installabilityErrors} = (await session.send('Page.getInstallabilityErrors')) as {installabilityErrors: unknown[]};
      // A test's browser context is incognito, where Chromium never installs; nothing else may be missing.
      expect(installabilityErrors.filter((error) => (error as {errorId: string}).errorId !== 'in-incognito')).toEqual([]);
    });
  }

  test('the service worker is revalidated at every visit', async ({request}) => {
    const response = await request.get('/sw.js');
    expect(response.ok()).toBe(true);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-type']).toContain('javascript');
  });
});

test('offline: visited pages read as they were, an unvisited page shows the offline page of its language', async ({page, context}) => {
  test.setTimeout(90_000);
  const headings = await firstVisit(page);
  const errors = recordErrors(page);
  await goOffline(context);

  for (const {path: address} of VISITED) {
    const response = await page.goto(address);
    expect(response?.fromServiceWorker(), address).toBe(true);
    await waitForHydration(page);
    await expect(page.locator('main h1').first(), address).toHaveText(headings[address]);
  }

  for (const {locale, path: address} of NOT_VISITED) {
    await page.goto(address);
    await expect(page.locator('h1')).toHaveText(uiString(locale as Locale, 'offline.title', 'You are offline'));
    const kept = page.locator('#offline-pages a');
    const mine = VISITED.filter((visited) => visited.locale === locale).map((visited) => visited.path);
    // The first page was English: the English home page was kept at install too.
    const expected = locale === 'en' ? [...mine, '/'] : mine;
    await expect(kept).toHaveCount(expected.length);
    const listed = await kept.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...listed].sort()).toEqual([...expected].sort());
    // A kept page opens from the list.
    await kept.filter({hasText: headings[mine[0]]}).first().click();
    await expect(page).toHaveURL(new RegExp(`${mine[0]}$`));
    await expect(page.locator('main h1').first()).toHaveText(headings[mine[0]]);
  }
  expect(errors).toEqual([]);
});

test('back online, a record edited on the server shows its new text on the next visit', async ({page, context}) => {
  test.setTimeout(60_000);
  const title = siteData().news.text.en['1']!.title;
  const headings = await firstVisit(page);
  expect(headings['/news/general/1']).toBe(title);
  await goOffline(context);
  await page.goto('/news/general/1');
  await expect(page.locator('main h1').first()).toHaveText(title);
  await goOnline(context);

  // The server's answer changes (an import); the client's own cache has expired (its lifetime is the answer's).
  const edited = `${title} (edited)`;
  await context.route('**/web/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).split(JSON.stringify(title).slice(1, -1)).join(JSON.stringify(edited).slice(1, -1));
    await route.fulfill({response, body});
  });
  await page.evaluate(() => localStorage.clear());
  await page.goto('/news/general/1');
  await waitForHydration(page);
  await expect(page.locator('main h1').first()).toHaveText(edited, {timeout: 15_000});
});
