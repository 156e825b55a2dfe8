/**
 * Error pages: /error shows the 500 page and an unknown path the
 * 404 page with status 404, in each locale, each with a Home Page button to
 * that locale's home.
 */
import {expect, test, LOCALES, localePath, uiString} from './support';

for (const {locale, prefix} of LOCALES) {
  test(`unknown paths answer 404 with the ${locale} 404 page`, async ({page}) => {
    const response = await page.goto(localePath(prefix, '/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(uiString(locale, 'error.notFound.title', '404 — Page Not Found'));
    const home = page.getByRole('link', {name: uiString(locale, 'error.homeButton', 'Home Page'), exact: true});
    await expect(home).toHaveAttribute('href', localePath(prefix, '/'));
  });

  test(`/error shows the ${locale} 500 page`, async ({page}) => {
    await page.goto(localePath(prefix, '/error'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(uiString(locale, 'error.serverError.title', '500 — Something Went Wrong'));
  });
}

test('the English 500 page says exactly its fixed text', async ({page}) => {
  await page.goto('/error');
  await expect(page.getByText('Oops! Something went wrong. Try refreshing or click the button below to go home.')).toBeVisible();
  await page.getByRole('link', {name: 'Home Page', exact: true}).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a path cannot escape the build folder', async ({request}) => {
  for (const attempt of ['/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/assets/..%5c..%5cpackage.json']) {
    const response = await request.get(attempt);
    expect(response.status(), attempt).toBeGreaterThanOrEqual(400);
    expect(response.status(), attempt).toBeLessThan(500);
    expect(await response.text()).not.toContain('"name": "university-website"');
  }
});
