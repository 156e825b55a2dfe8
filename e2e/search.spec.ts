/**
 * Site search (issue #2, spec 1 §2.1 and §4): the dialog opens from the
 * header, runs on Enter, locks its button for two seconds, and finds words of
 * each language in that language's index.
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
    await page.locator('header button[aria-haspopup="dialog"]').click();
    const dialog = page.getByRole('dialog', {name: uiString(locale, 'search.dialog.title', 'Search the website')});
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app-scroll-locked', '');
    const box = dialog.locator('input[type="search"]');
    await box.fill(word);
    await box.press('Enter');
    const button = dialog.locator('form button[type="submit"]');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveText(uiString(locale, 'search.dialog.button.busy', 'Searching…'));
    await expect(dialog.locator(`a[href="${expectPath}"]`).first()).toBeVisible();
    await expect(button).toHaveAttribute('aria-disabled', 'false', {timeout: 4000});

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('header button[aria-haspopup="dialog"]')).toBeFocused();
    expect(offSite).toEqual([]);
  });
}
