/**
 * The page frame in all three locales (issue #2): every sidebar and footer
 * link leads to a real page inside the frame; language attributes; the menu's
 * scroll lock, Escape and focus return; the language toggle.
 */
import {FOOTER_COLUMNS, NAV_SECTIONS} from '../src/frame/navigation';
import {expect, test, waitForHydration, LOCALES, localePath, uiString} from './support';

const FRAME_ROUTES = [...new Set([...NAV_SECTIONS.flatMap((s) => s.routes), ...FOOTER_COLUMNS.flat()])].sort();

for (const {locale, prefix, htmlLang, dir} of LOCALES) {
  test.describe(`frame in ${locale}`, () => {
    test('every sidebar and footer route answers 200 with a page inside the frame', async ({request}) => {
      const notFound = uiString(locale, 'error.notFound.title', '404 — Page Not Found');
      for (const route of FRAME_ROUTES) {
        const url = localePath(prefix, route);
        const response = await request.get(url, {maxRedirects: 0});
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, `${url} is the 404 page`).not.toContain(notFound);
        // The built HTML is minified: attribute quotes are optional.
        expect(html, `${url} has the header's menu`).toMatch(/aria-controls="?app-sidebar[" >]/);
        expect(html, `${url} has the footer`).toContain('<footer');
        expect(html).toMatch(new RegExp(`<html lang="?${htmlLang}"? dir="?${dir}"?`));
      }
    });

    test('the home page declares its language and direction', async ({page}) => {
      await page.goto(localePath(prefix, '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
    });

    test('the menu locks scrolling, closes on Escape and gives focus back', async ({page}) => {
      await page.goto(localePath(prefix, '/about/history'));
      const menuLabel = uiString(locale, 'frame.header.menuButton.menuLabel', 'Menu');
      const closeLabel = uiString(locale, 'frame.header.menuButton.closeLabel', 'Close');
      const toggle = page.locator('button[aria-controls="app-sidebar"]');
      await expect(toggle).toHaveAccessibleName(menuLabel);
      await toggle.click();
      const sidebar = page.getByRole('dialog', {name: uiString(locale, 'frame.sidebar.ariaLabel', 'Main menu')});
      await expect(sidebar).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName(closeLabel);
      await expect(page.locator('html')).toHaveAttribute('data-app-scroll-locked', '');
      const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
      expect(overflow).toBe('hidden');
      // Focus is inside the open dialog.
      expect(await sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
      await expect(page.locator('html')).not.toHaveAttribute('data-app-scroll-locked');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAccessibleName(menuLabel);
    });

    test('Tab stays inside the open menu', async ({page}) => {
      await page.goto(localePath(prefix, '/'));
      await page.locator('button[aria-controls="app-sidebar"]').click();
      const sidebar = page.locator('#app-sidebar');
      await expect(sidebar).toBeVisible();
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        expect(await sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
    });

    test('a section opens its submenu with a back control and the submenu link navigates', async ({page}) => {
      await page.goto(localePath(prefix, '/'));
      await page.locator('button[aria-controls="app-sidebar"]').click();
      const sidebar = page.locator('#app-sidebar');
      const sectionButtons = sidebar.locator('button[aria-controls="app-sidebar-submenu"]');
      await expect(sectionButtons).toHaveCount(6);
      await sectionButtons.nth(0).click();
      const submenu = page.locator('#app-sidebar-submenu');
      await expect(submenu).toBeVisible();
      const links = submenu.locator(`a[href="${localePath(prefix, '/about/history')}"]`);
      await expect(links).toHaveCount(1);
      await links.click();
      await expect(page).toHaveURL(new RegExp(`${localePath(prefix, '/about/history')}$`));
      await expect(sidebar).toBeHidden();
    });
  });
}

test('the language toggle goes to the same page in the chosen language and keeps the choice', async ({page}) => {
  await page.goto('/about/history');
  await page.locator('button[aria-controls="app-sidebar"]').click();
  const dari = page.locator('#app-sidebar a[hreflang="fa-AF"]');
  await expect(dari).toHaveAttribute('href', '/fa/about/history');
  const pashto = page.locator('#app-sidebar a[hreflang="ps-AF"]');
  await expect(pashto).toHaveAttribute('href', '/ps/about/history');
  await expect(page.locator('#app-sidebar a[hreflang="en"]')).toHaveCount(0);
  await dari.click();
  await expect(page).toHaveURL(/\/fa\/about\/history$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa-AF');
  expect(await page.evaluate(() => sessionStorage.getItem('app.language'))).toBe('fa');
});

test('a first visit to the English home follows a Dari browser once, and an explicit English choice wins', async ({browser}) => {
  const context = await browser.newContext({locale: 'fa-AF'});
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/fa\/$/);
  // The redirect is a fresh page load: its menu button works once it has hydrated.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa-AF');
  await waitForHydration(page);
  await page.locator('button[aria-controls="app-sidebar"]').click();
  await page.locator('#app-sidebar a[hreflang="en"]').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
