/**
 * The page frame in all three locales: every sidebar and footer
 * link leads to a real page inside the frame; language attributes; the menu
 * as a native modal dialog: the page behind inert and unscrolled, Tab kept
 * inside, Escape and a press beside it closing it, focus given back; its
 * submenus (popovers) and their links; the language toggle. What the frame
 * does before the page's scripts run is e2e/before-scripts.spec.ts's.
 */
import {FOOTER_COLUMNS, NAV_SECTIONS} from '../src/frame/navigation';
import {PAGES, pageAddress} from '../scripts/page-weight';
import {expect, openInApp, servedPage, test, textOf, waitForHydration, LOCALES, localePath, uiString} from './support';

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
        expect(html, `${url} has the header's menu`).toMatch(/commandfor="?app-sidebar[" >]/);
        expect(html, `${url} has the footer`).toContain('<footer');
        expect(html).toMatch(new RegExp(`<html lang="?${htmlLang}"? dir="?${dir}"?`));
      }
    });

    test('the home page declares its language and direction', async ({request}) => {
      const {html} = await servedPage(request, localePath(prefix, '/'));
      expect(html.attribs.lang).toBe(htmlLang);
      expect(html.attribs.dir).toBe(dir);
    });

    // The menu behaves the same in every language: tested left to right and right to left.
    if (locale !== 'ps') {
      test('the menu opens as a modal, locks scrolling, closes on Escape and gives focus back', async ({page}) => {
        await page.goto(localePath(prefix, '/about/history'));
        const menuButton = page.getByRole('button', {name: uiString(locale, 'frame.header.menuButton.menuLabel', 'Menu'), exact: true});
        await menuButton.click();
        const sidebar = page.getByRole('dialog', {name: uiString(locale, 'frame.sidebar.ariaLabel', 'Main menu')});
        await expect(sidebar).toBeVisible();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
        // A modal dialog, focused inside; the page behind takes no focus.
        expect(await sidebar.evaluate((el) => el.matches(':modal') && el.contains(document.activeElement))).toBe(true);
        const pageTakesFocus = await page
          .locator('footer a')
          .first()
          .evaluate((el: HTMLElement) => {
            el.focus();
            return document.activeElement === el;
          });
        expect(pageTakesFocus).toBe(false);

        await page.keyboard.press('Escape');
        await expect(sidebar).toBeHidden();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
        await expect(menuButton).toBeFocused();
      });
    }

    // A native modal dialog lets Tab leave the page for the browser's own
    // controls after its last element (then come back to its first); it never
    // reaches the page behind.
    // The menu behaves the same in every language: tested left to right and right to left.
    if (locale !== 'ps') {
      test('Tab never leaves the open menu for the page behind', async ({page}) => {
        await page.goto(localePath(prefix, '/'));
        await page.locator('button[command="show-modal"][commandfor="app-sidebar"]').click();
        const sidebar = page.locator('#app-sidebar');
        await expect(sidebar).toBeVisible();
        for (let i = 0; i < 25; i += 1) {
          await page.keyboard.press('Tab');
          expect(await sidebar.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
        }
      });
    }

    // The menu behaves the same in every language: tested left to right and right to left.
    if (locale !== 'ps') {
      test('a press beside the open menu closes it, one inside does not', async ({page}) => {
        await page.goto(localePath(prefix, '/'));
        const menuButton = page.locator('button[command="show-modal"][commandfor="app-sidebar"]');
        await menuButton.click();
        const sidebar = page.locator('#app-sidebar');
        await expect(sidebar).toBeVisible();
        // The panel slides in: measure it where it stops, not on its way.
        await expect.poll(() => sidebar.evaluate((element) => getComputedStyle(element).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
        // The panel stands at the start edge (the right in Dari and Pashto) and
        // leaves the rest of a wide window to the dimmed page.
        const panel = (await sidebar.boundingBox())!;
        const width = page.viewportSize()!.width;
        expect(dir === 'rtl' ? panel.x : width - (panel.x + panel.width)).toBeGreaterThan(100);
        // Inside: the empty end of its top bar.
        await page.mouse.click(dir === 'rtl' ? panel.x + 10 : panel.x + panel.width - 10, panel.y + 10);
        await expect(sidebar).toBeVisible();
        const beside = dir === 'rtl' ? panel.x / 2 : (panel.x + panel.width + width) / 2;
        await page.mouse.click(beside, panel.y + panel.height / 2);
        await expect(sidebar).toBeHidden();
        await expect(menuButton).toBeFocused();
      });
    }

    // The menu behaves the same in every language: tested left to right and right to left.
    if (locale !== 'ps') {
      test('a section opens its submenu, focused on its back control; the back control returns; a submenu link navigates in place', async ({
        page,
      }) => {
        await page.goto(localePath(prefix, '/'));
        await page.evaluate(() => Object.assign(window, {samePage: true}));
        await page.locator('button[command="show-modal"][commandfor="app-sidebar"]').click();
        const sidebar = page.locator('#app-sidebar');
        const sectionButtons = sidebar.locator('button[popovertarget]:not([popovertargetaction])');
        await expect(sectionButtons).toHaveCount(NAV_SECTIONS.length);
        await sectionButtons.nth(0).click();
        const submenu = page.locator('#app-sidebar [popover]:popover-open');
        await expect(submenu).toHaveCount(1);
        const back = submenu.getByRole('button');
        await expect(back).toBeFocused();
        await back.click();
        await expect(submenu).toHaveCount(0);
        await expect(sectionButtons.nth(0)).toBeFocused();

        // Another section shows after the first has slid out (300 ms).
        await sectionButtons.nth(0).click();
        await sectionButtons.nth(1).click();
        await expect(submenu).toHaveCount(1);
        await expect(submenu).toHaveAttribute('id', `app-sidebar-${NAV_SECTIONS[1]!.key}`);

        const target = NAV_SECTIONS[1]!.routes[0]!;
        await submenu.locator(`a[href="${localePath(prefix, target)}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${localePath(prefix, target)}$`));
        await expect(sidebar).toBeHidden();
        // Followed as the site's own links are: the page was not loaded again.
        expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
        await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', localePath(prefix, target));
      });
    }
  });
}

test('the language toggle goes to the same page in the chosen language and keeps the choice', async ({page}) => {
  await page.goto('/about/history');
  await page.locator('button[command="show-modal"][commandfor="app-sidebar"]').click();
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
  await page.locator('button[command="show-modal"][commandfor="app-sidebar"]').click();
  await page.locator('#app-sidebar a[hreflang="en"]').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

/**
 * When the browser's runtime takes over the built HTML (hydration), it must
 * find the page as it would have rendered it: where it does not, it moves
 * elements to match, which re-lays out and repaints the whole page on a slow
 * phone and delays its largest picture. One page of each kind, in each locale.
 */
test.describe('hydration', () => {
  for (const {locale, route} of PAGES) {
    const url = locale === 'en' ? route : `/${locale}${route === '/' ? '/' : route}`;
    test(`keeps every element of ${url} where the HTML put it`, async ({page}) => {
      await page.addInitScript(() => {
        const moved: string[] = [];
        (window as unknown as {movedByHydration: string[]}).movedByHydration = moved;
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('__docusaurus');
          if (root === null) return;
          const original = new WeakSet<Node>(Array.from(root.querySelectorAll('*')));
          new MutationObserver((mutations) => {
            for (const mutation of mutations) {
              for (const node of Array.from(mutation.addedNodes)) {
                if (original.has(node)) moved.push(`${(node as Element).tagName.toLowerCase()}.${(node as Element).className}`);
              }
            }
          }).observe(root, {childList: true, subtree: true});
        });
      });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as {movedByHydration: string[]}).movedByHydration)).toEqual([]);
    });
  }
});

/**
 * A move inside the site renders the next page without its HTML: the head
 * must then be put in step by the page's scripts, as the server would have
 * sent it. One page of each kind, in English and Dari (Pashto pages are built
 * as the Dari ones are), reached from the contact page.
 */
test.describe('the head after a move inside the site', () => {
  for (const {locale, route} of PAGES.filter((spec) => spec.locale !== 'ps')) {
    const url = pageAddress({locale, route});
    test(`${url}: title, description, canonical link, language alternates and html lang as its HTML has them`, async ({page, request}) => {
      const served = await servedPage(request, url);
      const head = {
        title: served.select('head > title').map(textOf)[0],
        description: served.select('head > meta[name="description"]').map((meta) => meta.attribs.content)[0],
        canonical: served.select('head > link[rel="canonical"]').map((link) => link.attribs.href)[0],
        alternates: served.select('head > link[rel="alternate"][hreflang]').map((link) => `${link.attribs.hreflang} ${link.attribs.href}`),
        lang: served.html.attribs.lang,
      };
      expect(head.title, `${url}: the served page has a title`).toBeTruthy();

      await openInApp(page, locale === 'en' ? '' : `/${locale}`, route);
      await expect.poll(() => page.title(), {message: `${url}: the title after the move`}).toBe(head.title);
      const shown = await page.evaluate(() => ({
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
        alternates: Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map(
          (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
        ),
        lang: document.documentElement.lang,
      }));
      expect(shown).toEqual({description: head.description, canonical: head.canonical, alternates: head.alternates, lang: head.lang});
    });
  }
});
