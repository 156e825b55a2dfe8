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

test('no script is fetched before the page has painted its content and its lead picture has arrived', async ({page}) => {
  // Pictures held back a while, as on a slow connection, so that the scripts would overtake them if they did not wait.
  await page.route(/\.(avif|webp|jpe?g|png)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  for (const pathname of ['/', '/about/history', '/fa/events']) {
    await page.goto(pathname);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const {paint, scripts, pictures} = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      // What the page marks as its lead picture: a picture or an image preload fetched first.
      const lead = [
        ...Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]:not([loading=lazy])')).map((img) => img.currentSrc),
        ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image][fetchpriority=high]')).map((link) => link.href),
      ];
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: resources
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({url: entry.name, start: entry.startTime})),
        pictures: lead.map((url) => ({url, arrived: resources.find((entry) => entry.name === url)?.responseEnd})),
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
  }
});
