/**
 * Site search: the dialog opens from the
 * header as a native modal dialog (Tab stays inside, Escape closes it and
 * gives focus back), runs on Enter, locks its button for two seconds, and
 * finds words of each language in that language's index.
 */
import {expect, test, localePath, uiString} from './support';

const CASES = [
  {locale: 'en', prefix: '', word: 'library', expectPath: '/students/library'},
  {locale: 'fa', prefix: '/fa', word: 'کتابخانه', expectPath: '/fa/students/library'},
  {locale: 'ps', prefix: '/ps', word: 'کتابتون', expectPath: '/ps/students/library'},
] as const;

for (const {locale, prefix, word, expectPath} of CASES) {
  test(`search in ${locale} finds "${word}"`, async ({page}) => {
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:')) {
        offSite.push(request.url());
      }
    });
    await page.goto(localePath(prefix, '/'));
    await page.locator('header [role="button"][aria-haspopup="dialog"]').click();
    const dialog = page.getByRole('dialog', {name: uiString(locale, 'search.dialog.title', 'Search the website')});
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-app-scroll-locked', '');
    const box = dialog.locator('input[type="search"]');
    await expect(box).toBeFocused();
    await box.fill(word);
    await box.press('Enter');
    const button = dialog.locator('form button[type="submit"]');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveText(uiString(locale, 'search.dialog.button.busy', 'Searching…'));
    await expect(dialog.locator(`a[href="${expectPath}"]`).first()).toBeVisible();
    await expect(button).toHaveAttribute('aria-disabled', 'false', {timeout: 4000});

    // Tab goes round the box, the buttons and the results, never to the page behind.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    // Escape closes it from the search box too, whose text the browser would clear instead.
    await box.focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('header [role="button"][aria-haspopup="dialog"]')).toBeFocused();
    expect(offSite).toEqual([]);
  });
}
