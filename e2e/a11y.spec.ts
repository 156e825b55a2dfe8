/**
 * Accessibility scan: axe (WCAG 2.0, 2.1 and 2.2 A and AA rules) finds no
 * violation of any impact on any page of the site, in each locale: every
 * docs page and src/pages page, every data page at a fixed address, the
 * lists, a record of each detail kind, a program and a faculty with each of
 * their sub-pages, and the 404 page (the addresses come from the code that
 * defines them: e2e/site-addresses.ts); and none with the menu open.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {siteAddresses} from './site-addresses';
import {expect, test, LOCALES, localePath, waitForHydration} from './support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every violation axe finds on the page, one line each: rule, impact, and the elements. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const ADDRESSES = siteAddresses({records: 'first'});
/** Addresses a test scans, and how many pages of them are open at once. */
const BATCH = 8;
const PARALLEL = 3;

for (const {locale, prefix} of LOCALES) {
  test.describe(`${locale}: no accessibility violation`, () => {
    for (let start = 0; start < ADDRESSES.length; start += BATCH) {
      const batch = ADDRESSES.slice(start, start + BATCH);
      test(`axe: ${locale} pages ${start + 1}–${start + batch.length} of ${ADDRESSES.length}`, async ({browser}) => {
        // Eight pages loaded and scanned, three at a time: a minute or two on a loaded machine.
        test.setTimeout(240_000);
        const context = await browser.newContext({reducedMotion: 'reduce'});
        const queue = batch.map((address) => localePath(prefix, address));
        const found: string[] = [];
        try {
          await Promise.all(
            Array.from({length: PARALLEL}, async () => {
              for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
                const page = await context.newPage();
                await page.goto(url);
                await waitForHydration(page);
                found.push(...(await violations(page)).map((line) => `${url}: ${line}`));
                await page.close();
              }
            }),
          );
        } finally {
          await context.close();
        }
        expect(found.sort()).toEqual([]);
      });
    }
  });

  test(`axe: ${locale} with the menu open`, async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto(localePath(prefix, '/about/history'));
    await page.locator('button[command="show-modal"][commandfor="app-sidebar"]').click();
    await page.locator('#app-sidebar button[popovertarget]:not([popovertargetaction])').first().click();
    await expect(page.locator('#app-sidebar [popover]:popover-open')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
