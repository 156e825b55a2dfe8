/**
 * The page-weight budget: the home page, a content page, the
 * events list and a news detail page, in English and Dari, must not load
 * more JavaScript and CSS (brotli-compressed) or above-the-fold images than
 * scripts/page-weight-budget.json allows. Measured on the production build
 * the server serves (SITE_DIR, else build/), which exists at this stage:
 * `npm test` builds before it runs the browser tests. A missing build fails
 * here rather than passing unmeasured.
 * The measure itself: scripts/page-weight.ts (unit-tested in Jest).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import identity from '../content/identity';
import {PAGES, budgetViolations, firstViewResources, formatTable, measurePages, preparePhotos, readBudget} from '../scripts/page-weight';
import {conferenceSources, expect, siteData, test} from './support';

const buildDir = path.resolve(__dirname, '..', process.env.SITE_DIR ?? 'build');

// The photos' versions are made by the server, not the build: those the pages show first are made
// here where the server has not made them yet, into the folder it keeps them in.
test.beforeAll(async () => {
  if (existsSync(buildDir)) await preparePhotos(buildDir, PAGES, identity.siteUrl);
});

test('each budgeted page stays within its page-weight budget', () => {
  test.setTimeout(120_000);
  expect(existsSync(buildDir), `the production build ${buildDir} exists (npm run build)`).toBe(true);
  const budget = readBudget();
  const weights = measurePages(buildDir, PAGES, identity.siteUrl);
  expect(budgetViolations(weights, budget), `page weight (kB = 1000 bytes):\n${formatTable(weights, budget)}`).toEqual([]);
  // Every budget belongs to a page that is measured: a stale entry would hide a renamed page.
  expect(Object.keys(budget.pages).sort()).toEqual(weights.map((weight) => weight.key).sort());
});

test('the server sends the budgeted pages the build holds, loading nothing more on first view', async ({request}) => {
  for (const weight of measurePages(buildDir, PAGES, identity.siteUrl)) {
    const [locale, route] = weight.key.split(' ');
    const response = await request.get(locale === 'en' ? route : route === '/' ? `/${locale}/` : `/${locale}${route}`);
    expect(response.status(), weight.key).toBe(200);
    const html = await response.text();
    for (const url of [...weight.resources.scripts, ...weight.resources.styles]) {
      expect(html, `${weight.key} loads ${url}`).toContain(url);
    }
    const served = firstViewResources(html).scripts;
    expect(
      served.filter((src) => !weight.resources.scripts.includes(src)),
      `${weight.key}: unmeasured scripts`,
    ).toEqual([]);
  }
});

// One page of each kind: the first news item of data/, and the conference page with the most photos.
const conference = [...conferenceSources()].sort((a, b) => b.photos - a.photos)[0]!;
for (const pathname of [
  '/',
  '/about/history',
  '/events',
  `/fa/news/general/${siteData().news.records[0]!.id}`,
  `/ps/research/conferences/${conference.slug}`,
]) {
  test(`${pathname} names its route chunks in the HTML, and each one it names is used`, async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) requested.push(url.pathname);
    });
    const html = await (await page.goto(pathname))!.text();
    const named = firstViewResources(html).scripts;
    // Beyond runtime~main and main.js: the page's own chunks, fetched with them, not after.
    expect(named.filter((src) => !/\/(runtime~)?main\.[0-9a-f]+\.js$/.test(src)).length, 'route chunks named').toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(
      named.filter((src) => !requested.includes(src)),
      'named in the HTML but never used',
    ).toEqual([]);
  });
}

test('no script is fetched before the page has painted its content', async ({page}) => {
  for (const pathname of ['/about/history', '/fa/events']) {
    await page.goto(pathname);
    await page.waitForLoadState('networkidle');
    const {paint, scripts} = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({url: entry.name, start: entry.startTime})),
    }));
    expect(paint, `${pathname} painted`).toBeDefined();
    expect(scripts.length, `${pathname} loads its scripts`).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => script.start < paint!),
      `${pathname}: scripts requested before the first paint at ${paint} ms`,
    ).toEqual([]);
  }
});
