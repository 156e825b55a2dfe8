/**
 * The page-weight budget (issue 8 §5): the home page, a content page, the
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
import identity from '../src/config/identity';
import {PAGES, budgetViolations, formatTable, measurePages, readBudget} from '../scripts/page-weight';
import {expect, test} from './support';

const buildDir = path.resolve(__dirname, '..', process.env.SITE_DIR ?? 'build');

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
    const served = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/g)].map(([, src]) => src);
    expect(served.filter((src) => !weight.resources.scripts.includes(src)), `${weight.key}: unmeasured scripts`).toEqual([]);
  }
});
