/**
 * Accessibility: axe (WCAG 2.0, 2.1 and 2.2 A and AA rules) finds no
 * violation of any impact. Every page of e2e/site-addresses.ts is scanned in
 * each locale by e2e/data-pages.spec.ts, on the hydrated page it compares
 * with the page without JavaScript; here are the states and pages it does
 * not reach: the pages it leaves out, and the menu open.
 */
import {SAYS_MORE_WITHOUT_SCRIPT} from './site-addresses';
import {axeViolations, expect, test, LOCALES, localePath} from './support';

test.use({reducedMotion: 'reduce'});

for (const {locale, prefix} of LOCALES) {
  test.describe(`${locale}: no accessibility violation`, () => {
    for (const address of SAYS_MORE_WITHOUT_SCRIPT) {
      test(`axe: ${address}`, async ({page}) => {
        await page.goto(localePath(prefix, address));
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('axe: with the menu open', async ({page}) => {
      await page.goto(localePath(prefix, '/about/history'));
      await page.locator('button[command="show-modal"][commandfor="app-sidebar"]').click();
      await page.locator('#app-sidebar button[popovertarget]:not([popovertargetaction])').first().click();
      await expect(page.locator('#app-sidebar [popover]:popover-open')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
