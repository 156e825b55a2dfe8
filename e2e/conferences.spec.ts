/**
 * The five conference pages (spec 2 "Conference pages", §4, §9) in English,
 * Dari and Pashto, in the production build: the tabs (count, first selected,
 * one visible panel, every tab reachable from every other, arrow keys that
 * follow the reading direction), the galleries (21, 13 and 10 photos, a
 * lightbox that opens on click or Enter and closes with Escape, its script
 * loaded only then), and the PDFs (new tab, served).
 */
import type {APIRequestContext, Locator, Page} from '@playwright/test';
import {expect, test} from './support';

interface ConferencePage {
  readonly slug: string;
  readonly tabs: number;
  /** Photos in the Images tab, if the page has one. */
  readonly photos?: number;
  /** PDF the page links to, and the tab (1-based) it sits in; 0 = above the tabs. */
  readonly pdf?: {readonly href: string; readonly tab: number};
}

const PAGES: readonly ConferencePage[] = [
  {slug: 'icamr-2022', tabs: 6},
  {slug: 'ncai-2024', tabs: 7, photos: 21},
  {slug: 'icamr-2024', tabs: 6, photos: 13, pdf: {href: '/files/conferences/icamr-2024-program-book.pdf', tab: 6}},
  {slug: 'acheda-2024', tabs: 6, photos: 10, pdf: {href: '/files/conferences/acheda-2024-concept-note.pdf', tab: 0}},
  {slug: 'acheda-2025', tabs: 2, pdf: {href: '/files/conferences/acheda-2025-concept-note.pdf', tab: 0}},
];

const LOCALES = [
  {locale: 'en', prefix: '', dir: 'ltr'},
  {locale: 'fa', prefix: '/fa', dir: 'rtl'},
  {locale: 'ps', prefix: '/ps', dir: 'rtl'},
] as const;

/** The conference tab strip (the page has no other). */
function tabsOf(page: Page): Locator {
  return page.getByRole('tablist').getByRole('tab');
}

/** Panels a visitor can see: not hidden. */
function visiblePanels(page: Page): Locator {
  return page.locator('[role="tabpanel"]:not([hidden])');
}

/** Asserts that tab `index` (0-based) and only it is selected and shown. */
async function expectSelected(page: Page, index: number, count: number): Promise<void> {
  const tabs = tabsOf(page);
  await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
  const states = await tabs.evaluateAll((elements) => elements.map((el) => el.getAttribute('aria-selected')));
  expect(states).toEqual(Array.from({length: count}, (_, i) => String(i === index)));
  await expect(visiblePanels(page)).toHaveCount(1);
  const controls = await tabs.nth(index).getAttribute('aria-controls');
  await expect(visiblePanels(page)).toHaveAttribute('id', controls!);
  await expect(visiblePanels(page)).toBeVisible();
}

/** Errors the page reports (a failed hydration shows up here). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * How many of the scripts the page has loaded so far contain react-photo-view
 * (its class names are in its code). Its styles are not checked: Docusaurus
 * puts all CSS into the one site stylesheet.
 */
async function lightboxScriptsLoaded(page: Page, request: APIRequestContext): Promise<number> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  let count = 0;
  for (const url of urls) {
    if ((await (await request.get(url)).text()).includes('PhotoView-Slider__Backdrop')) count += 1;
  }
  return count;
}

for (const {locale, prefix, dir} of LOCALES) {
  for (const conference of PAGES) {
    const url = `${prefix}/research/conferences/${conference.slug}`;

    test.describe(`${conference.slug} (${locale})`, () => {
      test(`has ${conference.tabs} tabs, the first selected and its panel alone shown`, async ({page}) => {
        const errors = collectErrors(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(tabsOf(page)).toHaveCount(conference.tabs);
        await expect(page.locator('[role="tabpanel"]')).toHaveCount(conference.tabs);
        await expectSelected(page, 0, conference.tabs);
        for (const tab of await tabsOf(page).all()) {
          const panelId = await tab.getAttribute('aria-controls');
          await expect(page.locator(`[id="${panelId}"]`)).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
        }
        expect(errors).toEqual([]);
      });

      test('selects every tab from every other tab', async ({page}) => {
        test.slow();
        await page.goto(url);
        const tabs = tabsOf(page);
        await expect(tabs).toHaveCount(conference.tabs);
        for (let from = 0; from < conference.tabs; from++) {
          for (let to = 0; to < conference.tabs; to++) {
            if (from === to) continue;
            await tabs.nth(from).click();
            await tabs.nth(to).click();
            await expectSelected(page, to, conference.tabs);
          }
        }
      });

      test(`moves between tabs with the arrow keys in reading order (${dir})`, async ({page}) => {
        await page.goto(url);
        const tabs = tabsOf(page);
        await tabs.first().click();
        await page.keyboard.press(dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
        await expectSelected(page, 1 % conference.tabs, conference.tabs);
        await expect(tabs.nth(1 % conference.tabs)).toBeFocused();
        await page.keyboard.press('End');
        await expectSelected(page, conference.tabs - 1, conference.tabs);
        await page.keyboard.press('Home');
        await expectSelected(page, 0, conference.tabs);
      });

      if (conference.photos) {
        const photos = conference.photos;
        test(`shows ${photos} photos that open in a lightbox, which Escape closes`, async ({page, request}) => {
          const errors = collectErrors(page);
          await page.goto(url);
          await tabsOf(page).last().click();
          const thumbnails = visiblePanels(page).locator('ul[aria-label] > li > button');
          await expect(thumbnails).toHaveCount(photos);
          await expect(thumbnails.first().locator('img')).toHaveAttribute('loading', 'lazy');
          // The viewer's script arrives only on the first open.
          expect(await lightboxScriptsLoaded(page, request)).toBe(0);

          await thumbnails.nth(2).click();
          // By role: the frame's closed menu is a (hidden) modal dialog too.
          const viewer = page.getByRole('dialog');
          await expect(viewer).toBeVisible();
          await expect(viewer.locator('img[src$="photo-03.webp"]').first()).toBeVisible();
          expect(await lightboxScriptsLoaded(page, request)).toBeGreaterThan(0);

          await page.keyboard.press('ArrowRight');
          await expect(viewer.locator('img[src$="photo-04.webp"]').first()).toBeInViewport();
          await page.keyboard.press('Escape');
          await expect(viewer).toHaveCount(0);
          await expect(thumbnails.nth(2)).toBeFocused();

          // Keyboard only: Enter on a thumbnail opens it again.
          await thumbnails.nth(0).focus();
          await page.keyboard.press('Enter');
          await expect(viewer).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(viewer).toHaveCount(0);
          expect(errors).toEqual([]);
        });
      }

      if (conference.pdf) {
        const pdf = conference.pdf;
        test('links its PDF in a new tab', async ({page, request}) => {
          await page.goto(url);
          if (pdf.tab > 0) {
            await tabsOf(page).nth(pdf.tab - 1).click();
          }
          const link = page.locator(`a[href="${pdf.href}"]`);
          await expect(link).toHaveCount(1);
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
          const file = await request.get(pdf.href);
          expect(file.status()).toBe(200);
          expect(file.headers()['content-type']).toContain('application/pdf');
        });
      }
    });
  }
}

test('a Dari abstract reads right to left inside the English page', async ({page}) => {
  await page.goto('/research/conferences/ncai-2024');
  await tabsOf(page).nth(5).click();
  const dari = visiblePanels(page).locator('article[lang="fa"]').first();
  await expect(dari).toHaveAttribute('dir', 'rtl');
  expect(await dari.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const english = visiblePanels(page).locator('article[lang="en"]').first();
  expect(await english.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});

test('the gallery has four columns on a wide screen and two on a phone', async ({page}) => {
  await page.setViewportSize({width: 1366, height: 900});
  await page.goto('/research/conferences/ncai-2024');
  await tabsOf(page).last().click();
  const grid = visiblePanels(page).locator('ul[aria-label]');
  const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBe(4);
  await page.setViewportSize({width: 390, height: 844});
  expect(await columns()).toBe(2);
});
