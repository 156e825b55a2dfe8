/**
 * The conference pages in English, Dari and Pashto, in the production build:
 * the tabs (the labels their MDX gives, first selected, one visible panel,
 * every tab reachable from every other, arrow keys that follow the reading
 * direction, the selected tab kept in the address, every panel in the HTML),
 * the galleries (as many photos as the page's data file lists, each a
 * button in the HTML; a lightbox that opens on click or Enter as a modal
 * dialog, keeps Tab inside, closes with Escape, its script loaded only then),
 * and the PDFs (new tab, served).
 * What each page has comes from its sources (e2e/support.ts,
 * conferenceSources), not from numbers written here. What the HTML decides
 * is read from the served page in every language; behaviour that does not
 * depend on the language runs in English, and in Dari where the direction
 * matters, on the conference with the most tabs (the lightbox: the most
 * photos). That every page hydrates without an error, in every language, is
 * e2e/data-pages.spec.ts's part.
 */
import type {APIRequestContext, Locator, Page} from '@playwright/test';
import {conferenceSources, expect, LOCALES, openInApp, servedPage, test, textOf} from './support';

const PAGES = conferenceSources();

/** The conference tab strip (the page has no other). */
function tabsOf(page: Page): Locator {
  return page.getByRole('tablist').getByRole('tab');
}

/** Panels a visitor can see: not hidden. */
function visiblePanels(page: Page): Locator {
  return page.locator('[role="tabpanel"]:not([hidden])');
}

/**
 * Asserts that tab `index` (0-based) and only it is selected, and that its
 * panel (the one its aria-controls names) is the only one shown and is
 * visible. Read in one step, so that walking through the tabs stays quick.
 */
async function expectSelected(page: Page, index: number, count: number): Promise<void> {
  const state = () =>
    page.evaluate(() => {
      const tabs = Array.from(document.querySelectorAll('[role="tablist"] [role="tab"]'));
      const shown = Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"]:not([hidden])'));
      const controlled = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.getAttribute('aria-controls');
      return {
        selected: tabs.map((tab) => tab.getAttribute('aria-selected')),
        shown: shown.map((panel) => (panel.id === controlled ? "the selected tab's panel" : `another panel: ${panel.id}`)),
        visible: shown.map((panel) => panel.getBoundingClientRect().height > 0 && getComputedStyle(panel).visibility === 'visible'),
      };
    });
  await expect
    .poll(state, {intervals: [25, 50, 100]})
    .toEqual({selected: Array.from({length: count}, (_, i) => String(i === index)), shown: ["the selected tab's panel"], visible: [true]});
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

/**
 * The conference whose tabs the behaviour tests walk: the one with the most
 * tabs. Every conference page has the same tab strip; what differs (its tabs
 * and panels) is checked on each, in the HTML and once hydrated.
 */
const WALKED = PAGES.reduce((most, page) => (page.tabs.en.length > most.tabs.en.length ? page : most));

/**
 * The conference whose lightbox is opened: the one with the most photos.
 * Every gallery is the same component; what differs (how many photos, in
 * which tab) is read from each page's HTML in every language below.
 */
const VIEWED = PAGES.reduce((most, page) => (page.photos > most.photos ? page : most));

for (const {locale, prefix, dir} of LOCALES) {
  for (const conference of PAGES) {
    const url = `${prefix}/research/conferences/${conference.slug}`;
    const labels = conference.tabs[locale];
    const tabCount = labels.length;

    test.describe(`${conference.slug} (${locale})`, () => {
      // The hydrated tabs in English and Dari (left to right and right to
      // left); what the HTML decides, in every language below.
      if (locale !== 'ps') {
        test(`has the ${tabCount} tabs of its page once its scripts have run, the first selected and its panel alone shown`, async ({page}) => {
          const errors = collectErrors(page);
          const response = await page.goto(url);
          expect(response?.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('dir', dir);
          await expect(tabsOf(page)).toHaveText(labels);
          await expect(page.locator('[role="tabpanel"]')).toHaveCount(tabCount);
          await expectSelected(page, 0, tabCount);
          expect(errors).toEqual([]);
        });
      }

      // How the tabs behave depends neither on the language nor on the
      // conference: it is tested in English on one conference, and the arrow
      // keys in Dari too, where they run the other way.
      if (locale === 'en' && conference === WALKED) {
        test('selects each tab in turn, forwards and back, and the first from the last', async ({page}) => {
          await page.goto(url);
          const tabs = tabsOf(page);
          await expect(tabs).toHaveCount(tabCount);
          const forwards = Array.from({length: tabCount}, (_, i) => i);
          for (const to of [...forwards.slice(1), ...forwards.slice(0, -1).reverse(), tabCount - 1, 0]) {
            await tabs.nth(to).click();
            await expectSelected(page, to, tabCount);
          }
        });

        test('keeps the selected tab in the address, so a reload or a shared link opens it', async ({page}) => {
          const errors = collectErrors(page);
          await page.goto(url);
          const last = tabCount - 1;
          await tabsOf(page).nth(last).click();
          await expect(page).toHaveURL(new RegExp(`\\?tab=tab${last + 1}$`));
          await page.reload();
          await expectSelected(page, last, tabCount);
          await tabsOf(page).first().click();
          await expect(page).toHaveURL(new RegExp(`${url}$`));
          expect(errors).toEqual([]);
        });
      }

      if (locale !== 'ps' && conference === WALKED) {
        test(`moves between tabs with the arrow keys in reading order (${dir})`, async ({page}) => {
          await page.goto(url);
          const tabs = tabsOf(page);
          await tabs.first().click();
          await page.keyboard.press(dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
          await expectSelected(page, 1 % tabCount, tabCount);
          await expect(tabs.nth(1 % tabCount)).toBeFocused();
          await page.keyboard.press('End');
          await expectSelected(page, tabCount - 1, tabCount);
          await page.keyboard.press('Home');
          await expectSelected(page, 0, tabCount);
        });
      }

      test('sends its tabs and every panel in the HTML, all but the first hidden, for search and readers without JavaScript', async ({request}) => {
        const served = await servedPage(request, url);
        expect(served.status).toBe(200);
        expect(served.html.attribs.dir).toBe(dir);
        const tabs = served.all((element) => element.attribs.role === 'tab');
        expect(tabs.map(textOf)).toEqual(labels);
        expect(tabs.map((tab) => tab.attribs['aria-selected'])).toEqual(labels.map((_, i) => String(i === 0)));
        const panels = served.all((element) => element.attribs.role === 'tabpanel');
        expect(panels.map((panel) => panel.attribs.hidden !== undefined)).toEqual(labels.map((_, i) => i !== 0));
        // Each tab names its panel, and each panel its tab.
        expect(panels.map((panel) => panel.attribs.id)).toEqual(tabs.map((tab) => tab.attribs['aria-controls']));
        expect(panels.map((panel) => panel.attribs['aria-labelledby'])).toEqual(tabs.map((tab) => tab.attribs.id));
      });

      if (conference.photos) {
        test(`sends its ${conference.photos} photos in the HTML as buttons that open them, the pictures loaded lazily`, async ({request}) => {
          const served = await servedPage(request, url);
          const panels = served.all((element) => element.attribs.role === 'tabpanel');
          const panel = panels[conference.galleryTab >= 0 ? conference.galleryTab : panels.length - 1];
          expect(panel, 'the tab that holds the gallery').toBeDefined();
          const thumbnails = served.select('ul[aria-label] > li > button', panel);
          expect(thumbnails).toHaveLength(conference.photos);
          for (const thumbnail of thumbnails) {
            expect(thumbnail.attribs['aria-label'], 'each button names its photo').toBeTruthy();
            expect(served.select('img', thumbnail).map((img) => img.attribs.loading)).toEqual(['lazy']);
          }
        });
      }

      // The viewer depends neither on the language nor on the conference:
      // English, and Dari for right to left, on the largest gallery.
      if (conference === VIEWED && conference.photos && locale !== 'ps') {
        const photos = conference.photos;
        test(`shows ${photos} photos that open in a lightbox, which Escape closes`, async ({page, request}) => {
          const errors = collectErrors(page);
          await page.goto(url);
          await tabsOf(page)
            .nth(conference.galleryTab >= 0 ? conference.galleryTab : tabCount - 1)
            .click();
          const thumbnails = visiblePanels(page).locator('ul[aria-label] > li > button');
          await expect(thumbnails).toHaveCount(photos);
          // The viewer's script arrives only on the first open.
          expect(await lightboxScriptsLoaded(page, request)).toBe(0);

          // A photo in the middle when there are several, and the one after it.
          const opened = Math.min(2, photos - 1);
          const file = (index: number) => conference.photoSources[index]!.split('/').pop()!;
          await thumbnails.nth(opened).click();
          // By role: the frame's closed menu is a (hidden) modal dialog too.
          // The slider's own element says it is a dialog until the viewer
          // makes it presentational: in the end only the viewer is one.
          const viewer = page.getByRole('dialog').first();
          await expect(viewer).toBeVisible();
          await expect(page.getByRole('dialog')).toHaveCount(1);
          await expect(viewer.locator(`img[src*="${file(opened)}"]`).first()).toBeVisible();
          expect(await lightboxScriptsLoaded(page, request)).toBeGreaterThan(0);

          // Modal: the page behind takes no focus, and Tab stays in the viewer.
          expect(await viewer.evaluate((el) => el.matches(':modal'))).toBe(true);
          const pageTakesFocus = await thumbnails.first().evaluate((el: HTMLElement) => {
            el.focus();
            return document.activeElement === el;
          });
          expect(pageTakesFocus).toBe(false);
          for (let i = 0; i < 4; i += 1) {
            await page.keyboard.press('Tab');
            expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
          }

          if (opened + 1 < photos) {
            await page.keyboard.press('ArrowRight');
            await expect(viewer.locator(`img[src*="${file(opened + 1)}"]`).first()).toBeInViewport();
          }
          await page.keyboard.press('Escape');
          await expect(viewer).toHaveCount(0);
          await expect(thumbnails.nth(opened)).toBeFocused();

          // Keyboard only: Enter on a thumbnail opens it again.
          await thumbnails.nth(0).focus();
          await page.keyboard.press('Enter');
          await expect(viewer).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(viewer).toHaveCount(0);
          expect(errors).toEqual([]);
        });
      }

      for (const href of conference.documents) {
        test(`links ${href} once, in a new tab, and the file is served`, async ({request}) => {
          const served = await servedPage(request, url);
          const links = served.all((element) => element.name === 'a' && element.attribs.href === href);
          expect(links).toHaveLength(1);
          expect(links[0]!.attribs.target).toBe('_blank');
          expect(links[0]!.attribs.rel).toMatch(/noopener/);
          const file = await request.get(href);
          expect(file.status()).toBe(200);
          expect(file.headers()['content-type']).toContain('application/pdf');
        });

        // Showing the link once its tab is opened does not depend on the language.
        if (locale === 'en') {
          test(`shows the link to ${href} once its tab is open`, async ({page}) => {
            await page.goto(url);
            const link = page.locator(`a[href="${href}"]`);
            // Open the tab that holds the link, if it sits in one.
            const panelId = await link.evaluate((element) => element.closest('[role="tabpanel"]')?.id ?? null);
            if (panelId) {
              await page.locator(`[role="tab"][aria-controls="${panelId}"]`).click();
            }
            await expect(link).toBeVisible();
            await expect(link).toHaveAttribute('target', '_blank');
          });
        }
      }
    });
  }
}

test('a Dari abstract reads right to left inside the English page', async ({page}) => {
  // A conference whose book of abstracts has a Dari one; when none has, there is nothing to test.
  const conference = PAGES.find(({dariAbstractTab}) => dariAbstractTab >= 0);
  test.skip(!conference, 'no conference page has an abstract in Dari');
  await page.goto(`/research/conferences/${conference!.slug}`);
  await tabsOf(page).nth(conference!.dariAbstractTab).click();
  const dari = visiblePanels(page).locator('article[lang="fa"]').first();
  await expect(dari).toHaveAttribute('dir', 'rtl');
  expect(await dari.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const english = visiblePanels(page).locator('article[lang="en"]').first();
  expect(await english.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});

test('the gallery has four columns on a wide screen and two on a phone', async ({page}) => {
  const conference = PAGES.find(({galleryTab}) => galleryTab >= 0);
  test.skip(!conference, 'no conference page has a gallery');
  await page.setViewportSize({width: 1366, height: 900});
  await page.goto(`/research/conferences/${conference!.slug}`);
  await tabsOf(page).nth(conference!.galleryTab).click();
  const grid = visiblePanels(page).locator('ul[aria-label]');
  const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBe(4);
  await page.setViewportSize({width: 390, height: 844});
  expect(await columns()).toBe(2);
});

test('a link to a heading inside a hidden tab opens that tab at the heading', async ({page}) => {
  const conference = PAGES.find(({tabs}) => tabs.en.length > 1)!;
  await page.goto(`/research/conferences/${conference.slug}`);
  // Any heading of the second tab, as a search result links to it.
  const id = await page.locator('[role="tabpanel"]').nth(1).locator('h2[id]').first().getAttribute('id');
  // A fresh load, as when the link comes from another page.
  await page.goto('about:blank');
  await page.goto(`/research/conferences/${conference.slug}#${id}`);
  await expectSelected(page, 1, conference.tabs.en.length);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

// The browser's script leaves out the content of the text panels
// (plugins/lean-bundle/html-only-panels.cjs): a page reached by a link inside
// the site fetches its HTML for them.
test.describe('a conference page reached by a link inside the site', () => {
  const conference = PAGES.find(({tabs}) => tabs.en.length > 2)!;
  const url = `/research/conferences/${conference.slug}`;

  test('shows in every panel what the page’s HTML holds', async ({page, request}) => {
    const served = await servedPage(request, url);
    const expected = served.all((element) => element.attribs.role === 'tabpanel').map(textOf);
    const errors = collectErrors(page);
    await openInApp(page, '', url);
    await expect(tabsOf(page)).toHaveText(conference.tabs.en);
    for (const [index, tab] of (await tabsOf(page).all()).entries()) {
      await tab.click();
      await expect.poll(() => visiblePanels(page).evaluate((panel) => (panel.textContent ?? '').replace(/\s+/g, ' ').trim())).toBe(expected[index]);
    }
    expect(errors).toEqual([]);
  });

  test('opens a hidden tab at the heading a link names', async ({page, request}) => {
    const served = await servedPage(request, url);
    const panels = served.all((element) => element.attribs.role === 'tabpanel');
    // The last hidden panel with a heading that has an id.
    const [index, heading] =
      panels
        .map(
          (panel, position) =>
            [position, served.all((element) => /^h[2-4]$/.test(element.name) && element.attribs.id !== undefined, panel)[0]] as const,
        )
        .filter(([position, found]) => position > 0 && found !== undefined)
        .pop() ?? [];
    test.skip(index === undefined, 'no hidden panel has a heading to link to');
    await openInApp(page, '', `${url}#${heading!.attribs.id}`);
    await expectSelected(page, index!, conference.tabs.en.length);
    await expect(page.locator(`[id="${heading!.attribs.id}"]`)).toBeInViewport();
  });
});
