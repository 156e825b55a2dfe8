/**
 * The page-weight budget: one page of each kind in the three languages must
 * not load more JavaScript and CSS (brotli-compressed) or above-the-fold
 * images than scripts/page-weight-budget.json allows, nor more script than
 * the ceiling its kind of page keeps to (scripts/page-weight.ts, CEILINGS and jsCeiling).
 * Scripts are counted as Chromium loads them for the first view
 * (scripts/lib/first-view.ts); the rest is read from the production build
 * the server serves (SITE_DIR, else build/), which exists at this stage:
 * `npm test` builds before it runs the browser tests. A missing build fails
 * here rather than passing unmeasured.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import identity from '../content/identity';
import {budgetViolations, formatTable, measurePages, PAGES, pageAddress, pageKey, preparePhotos, readBudget} from '../scripts/page-weight';
import {firstViewScripts} from '../scripts/lib/first-view';
import {siteAddresses} from './site-addresses';
import type {Route} from '@playwright/test';
import {expect, test} from './support';

const buildDir = path.resolve(__dirname, '..', process.env.SITE_DIR ?? 'build');

// The photos' versions are made by the server, not the build: those the pages show first are made
// here where the server has not made them yet, into the folder it keeps them in.
test.beforeAll(async () => {
  if (existsSync(buildDir)) await preparePhotos(buildDir, PAGES, identity.siteUrl);
});

test('each budgeted page stays within its page-weight budget', async ({browser, baseURL}) => {
  test.setTimeout(180_000);
  expect(existsSync(buildDir), `the production build ${buildDir} exists (npm run build)`).toBe(true);
  const scripts = new Map<string, string[]>();
  for (const page of PAGES) {
    const context = await browser.newContext();
    scripts.set(pageKey(page), await firstViewScripts(await context.newPage(), `${baseURL}${pageAddress(page)}`));
    await context.close();
  }
  const budget = readBudget();
  const weights = measurePages(buildDir, PAGES, {scripts, siteUrl: identity.siteUrl});
  expect(budgetViolations(weights, budget), `page weight (kB = 1000 bytes):\n${formatTable(weights, budget)}`).toEqual([]);
  // Every budget belongs to a page that is measured: a stale entry would hide a renamed page.
  expect(Object.keys(budget.pages).sort()).toEqual(weights.map((weight) => weight.key).sort());
});

// A news story: its lead picture is a preload offering the photo's versions (imagesrcset).
const NEWS_STORY = siteAddresses({records: 'first'}).find((address) => address.startsWith('/news/general/') && !/\/page\//.test(address));

test('no script is fetched before the page has painted its content and its lead picture has arrived, and not long after', async ({browser}) => {
  expect(NEWS_STORY, 'data/ has a news story').toBeDefined();
  // Pictures held back a while, as on a slow connection, so that the scripts would overtake them
  // if they did not wait; then as they come (a picture that arrives before the loader looks).
  const holdBack = /\.(avif|webp|jpe?g|png)$/;
  const hold = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  };
  for (const held of [true, false]) {
    // A new context each time: nothing in the browser's caches.
    const context = await browser.newContext();
    const page = await context.newPage();
    if (held) await page.route(holdBack, hold);
    for (const pathname of ['/', '/about/history', '/fa/events', NEWS_STORY!]) {
      await page.goto(pathname);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const {paint, scripts, pictures} = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const arrival = (urls: string[]) => resources.find((entry) => urls.includes(entry.name))?.responseEnd;
        // What the page marks as its lead picture: a picture, or an image preload (which fetches its
        // `href` or one of its `imagesrcset` versions).
        const images = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]:not([loading=lazy])')).map((img) => ({
          url: img.currentSrc,
          arrived: arrival([img.currentSrc]),
        }));
        const preloads = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image][fetchpriority=high]')).map((link) => {
          const versions = (link.getAttribute('imagesrcset') ?? '')
            .split(',')
            .map((candidate) => candidate.trim().split(/\s+/)[0]!)
            .filter(Boolean)
            .map((url) => new URL(url, document.baseURI).href);
          return {url: link.href, arrived: arrival([link.href, ...versions])};
        });
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scripts: resources
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => ({url: entry.name, start: entry.startTime})),
          pictures: [...images, ...preloads],
        };
      });
      expect(paint, `${pathname} painted`).toBeDefined();
      expect(scripts.length, `${pathname} loads its scripts`).toBeGreaterThan(0);
      const firstScript = Math.min(...scripts.map((script) => script.start));
      expect(firstScript, `${pathname}: scripts requested before the first paint at ${paint} ms`).toBeGreaterThanOrEqual(paint!);
      expect(pictures.length, `${pathname} marks a lead picture`).toBeGreaterThan(0);
      for (const picture of pictures) {
        expect(picture.arrived, `${pathname}: ${picture.url} arrived`).toBeDefined();
        expect(firstScript, `${pathname}: scripts requested before ${picture.url} arrived`).toBeGreaterThanOrEqual(picture.arrived!);
      }
      // The loader saw the pictures arrive: the scripts follow within a frame or so, not at its
      // three-second cap (a picture it failed to recognise as arrived).
      const lastPicture = Math.max(...pictures.map((picture) => picture.arrived!));
      expect(
        firstScript - lastPicture,
        `${pathname}: scripts requested ${Math.round(firstScript - lastPicture)} ms after the lead picture`,
      ).toBeLessThan(1500);
    }
    await context.close();
  }
});

test('the first-view measurement counts the scripts a page loads before it hydrates, not those it asks for when idle', async ({page}) => {
  // A page made for the measurement: its entry script loads a chunk at once and another from an
  // idle callback, and marks itself hydrated late, as Docusaurus does through its head manager.
  const origin = 'http://first-view.test';
  const bodies: Record<string, string> = {
    '/': '<!doctype html><html><head><title>t</title><script src="/entry.js"></script></head><body><p>text</p></body></html>',
    '/entry.js': `
      const add = (src) => { const script = document.createElement('script'); script.src = src; document.head.appendChild(script); };
      add('/route-chunk.js');
      requestIdleCallback(() => add('/idle-chunk.js'));
      setTimeout(() => document.documentElement.setAttribute('data-has-hydrated', 'true'), 500);`,
    '/route-chunk.js': '',
    '/idle-chunk.js': '',
  };
  await page.route(`${origin}/**`, (route) => {
    const {pathname} = new URL(route.request().url());
    return route.fulfill({contentType: pathname.endsWith('.js') ? 'text/javascript' : 'text/html', body: bodies[pathname] ?? ''});
  });
  const scripts = await firstViewScripts(page, `${origin}/`);
  // The idle callback ran before the page marked itself hydrated.
  expect(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))).toContain(
    '/idle-chunk.js',
  );
  expect([...scripts].sort()).toEqual(['/entry.js', '/route-chunk.js']);
});
