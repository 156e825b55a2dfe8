/**
 * Addresses the build rendered no page for: an id with no record, a lecturer
 * the build does not know under a program it knows. Each gets its route's
 * template as built, and the browser finds out the rest. What a visitor sees:
 * the page's own "not found" message, a 404 status, nothing on the page
 * moving while the message replaces the spinner, and no hydration error.
 */
import {detailPath, lecturerPath, PATTERN_ROUTES} from '../content/routes';
import {expect, HYDRATION_ERROR, layoutShifts, LOCALES, localePath, recordLayoutShifts, siteData, test} from './support';

/** No record has this id (ids have at most 9 digits; the sample data's are small). */
const NO_SUCH_ID = 999_999_999;

const program = siteData().programs.records[0]!.Tag;

const ADDRESSES: ReadonlyArray<{readonly path: string; readonly status: number}> = PATTERN_ROUTES.filter(
  (route) => route.twinOf === undefined && route.kind !== 'program',
).map((route) => ({
  path: route.kind === 'lecturer' || route.kind === 'program' ? lecturerPath(program, NO_SUCH_ID) : detailPath(route.kind, NO_SUCH_ID),
  status: 404,
}));

for (const {locale, prefix} of LOCALES) {
  test(`${locale}: an address the build has no page for shows its not-found message, and nothing moves`, async ({browser}) => {
    test.slow();
    const context = await browser.newContext();
    await recordLayoutShifts(context);
    try {
      for (const {path, status} of ADDRESSES) {
        const url = localePath(prefix, path);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        const response = await page.goto(url);
        expect(response?.status(), `${url}: status`).toBe(status);
        // The message replaces the spinner once the page has read its address (and asked the API).
        await expect(page.locator('main [role=status]:not([data-testid=spinner])').first(), `${url}: the not-found message`).toBeVisible();
        await expect(page.getByTestId('spinner'), `${url}: no spinner left`).toHaveCount(0);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
        const {total: shift, moved} = await layoutShifts(page);
        await page.close();
        expect(errors, `${url}: no hydration error`).toEqual([]);
        // Zero as Lighthouse reports it (two decimals): a sub-pixel move of an icon was seen once.
        expect(shift, `${url}: nothing moves; moved: ${moved}`).toBeLessThan(0.001);
      }
    } finally {
      await context.close();
    }
  });
}
