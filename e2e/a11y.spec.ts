/**
 * Accessibility scan: axe finds no serious or critical
 * violation on the home page, a content page and the 404 page in each locale,
 * with the menu both closed and open.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, test, LOCALES, localePath} from './support';

const PAGES = ['/', '/about/history', '/this-page-does-not-exist'];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const {locale, prefix} of LOCALES) {
  for (const pathname of PAGES) {
    test(`axe: ${locale} ${pathname}`, async ({page}) => {
      await page.emulateMedia({reducedMotion: 'reduce'});
      await page.goto(localePath(prefix, pathname));
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test(`axe: ${locale} with the menu open`, async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto(localePath(prefix, '/about/history'));
    await page.locator('button[command="show-modal"][commandfor="app-sidebar"]').click();
    await page.locator('#app-sidebar button[popovertarget]:not([popovertargetaction])').first().click();
    await expect(page.locator('#app-sidebar [popover]:popover-open')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
