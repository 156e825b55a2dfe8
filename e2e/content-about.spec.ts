/**
 * The About area in all three locales, against
 * the built site served by the real server: every page answers 200 with real
 * content (not the 404 page) and one page title; Dari and Pashto pages are
 * written in Arabic script; documents open in a new tab; the founder message
 * shows every paragraph of its source and the signature and never shows
 * 'Loading translations...'; the history, sustainability and international
 * affairs pages show the years, photos, cards and logos their sources list.
 * Every expectation is read from the page's MDX source in its language
 * (e2e/support.ts), so an editor's added paragraph, year or card is tested
 * without touching this file.
 */
import type {Page} from '@playwright/test';
import {
  docSource,
  docRoutes,
  expect,
  mdxAttributes,
  mdxImageList,
  mdxParagraphs,
  test,
  LOCALES,
  localePath,
  uiString,
  westernDigits,
} from './support';

/** Every page of the About area, from its sources under docs/about. */
const ABOUT_ROUTES = docRoutes('about');

/** The page's own text: the Markdown body of the doc, without the frame. */
const CONTENT = 'article .theme-doc-markdown';

/** Letters of the text, counted by script. */
function scriptShares(text: string): {arabic: number; latin: number} {
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return {arabic, latin};
}

async function documentLinks(page: Page): Promise<{href: string; target: string | null; rel: string | null}[]> {
  return page
    .locator(`${CONTENT} a[href*="/files/"]`)
    .evaluateAll((links) =>
      links.map((link) => ({href: link.getAttribute('href') ?? '', target: link.getAttribute('target'), rel: link.getAttribute('rel')})),
    );
}

for (const {locale, prefix} of LOCALES) {
  test.describe(`About pages in ${locale}`, () => {
    for (const route of ABOUT_ROUTES) {
      const url = localePath(prefix, route);

      test(`${url} is a real page in its language, and its documents open in a new tab`, async ({page}) => {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        const notFound = uiString(locale, 'error.notFound.title', '404 — Page Not Found');
        await expect(page.locator('h1')).not.toHaveText(notFound);

        const text = await page.locator(CONTENT).innerText();
        expect(text.trim().length, `${url} has content`).toBeGreaterThan(400);
        const {arabic, latin} = scriptShares(text);
        if (locale === 'en') {
          expect(latin).toBeGreaterThan(arabic);
        } else {
          // Names on partner logos are images; the text itself is Dari or Pashto.
          expect(arabic / (arabic + latin), `${url}: share of Arabic-script letters`).toBeGreaterThan(0.97);
        }

        for (const link of await documentLinks(page)) {
          expect(link.target, link.href).toBe('_blank');
          expect(link.rel, link.href).toContain('noopener');
        }
      });
    }

    test('the strategic plan has the file buttons of its source, opening in a new tab, each served', async ({page}) => {
      const files = mdxAttributes(docSource(locale, '/about/strategic-plan'), 'FileButton', 'to');
      expect(files.length, 'the source has file buttons').toBeGreaterThan(0);
      await page.goto(localePath(prefix, '/about/strategic-plan'));
      const hrefs = (await documentLinks(page)).map((link) => link.href);
      expect(hrefs).toEqual(files);
      for (const file of files) {
        const response = await page.request.get(file);
        expect(response.status(), file).toBe(200);
        expect(response.headers()['content-type']).toContain('application/pdf');
      }
    });

    test('the planning process links the documents of its source, in a new tab', async ({page}) => {
      const files = mdxAttributes(docSource(locale, '/about/strategic-planning-process'), 'FileButton', 'to');
      expect(files.length, 'the source has file buttons').toBeGreaterThan(0);
      await page.goto(localePath(prefix, '/about/strategic-planning-process'));
      for (const file of files) {
        await expect(page.locator(`${CONTENT} a[href="${file}"]`)).toHaveAttribute('target', '_blank');
      }
    });

    test('the founder message shows every paragraph of its source and a signature, never "Loading translations..."', async ({page}) => {
      // Watch the DOM from the first byte: the text must not appear even briefly.
      await page.addInitScript(() => {
        const seen = {loading: false};
        (window as unknown as {__loadingSeen: typeof seen}).__loadingSeen = seen;
        new MutationObserver(() => {
          if (document.body?.textContent?.includes('Loading translations')) seen.loading = true;
        }).observe(document, {childList: true, subtree: true, characterData: true});
      });
      const response = await page.goto(localePath(prefix, '/about/founder-message'));
      expect(await response?.text()).not.toContain('Loading translations');
      await page.waitForLoadState('networkidle');

      const source = mdxParagraphs(docSource(locale, '/about/founder-message'));
      expect(source.length, 'the source has paragraphs').toBeGreaterThan(0);
      const paragraphs = page.locator(`${CONTENT} > p`);
      await expect(paragraphs).toHaveCount(source.length);
      for (const [index, paragraph] of (await paragraphs.all()).entries()) {
        const text = await paragraph.innerText();
        // The paragraph of the source in its place (its first words), and a real paragraph, not a line.
        const opening = source[index]!.replace(/[*_`[\]]/g, '')
          .split(/\s+/)
          .slice(0, 3)
          .join(' ');
        expect(text.startsWith(opening), `paragraph ${index + 1} opens with "${opening}"`).toBe(true);
        expect(text.length).toBeGreaterThan(150);
      }
      const signature = page.locator(`${CONTENT} > p:last-of-type ~ div`).last();
      await expect(signature).toBeVisible();
      const signatureText = await signature.innerText();
      expect(signatureText.split('\n').filter(Boolean)).toHaveLength(2);
      await expect(page.locator('body')).not.toContainText('Loading translations');
      expect(await page.evaluate(() => (window as unknown as {__loadingSeen: {loading: boolean}}).__loadingSeen.loading)).toBe(false);
    });

    test('the history runs year by year, oldest first, from the first year of its source to the last', async ({page}) => {
      const source = mdxAttributes(docSource(locale, '/about/history'), 'TimelineEntry', 'year').map(westernDigits);
      expect(source.length, 'the source has years').toBeGreaterThan(1);
      // The source itself is in order: an editor adding a year out of place is told here.
      expect([...source].sort(), 'the years of the source, oldest first').toEqual(source);
      await page.goto(localePath(prefix, '/about/history'));
      const years = await page.locator(`${CONTENT} ol > li > h2`).allInnerTexts();
      // Dari and Pashto write the years in Eastern Arabic-Indic digits.
      const western = years.map(westernDigits);
      expect(western).toEqual(source);
      expect(western[0]).toBe(source[0]);
      expect(western.at(-1)).toBe(source.at(-1));
    });

    test('sustainability shows the photos and a card per sub-page of its source, and a related-links band', async ({page}) => {
      const source = docSource(locale, '/about/sustainability');
      const photos = mdxImageList(source);
      const links = mdxAttributes(source, 'Card', 'link');
      expect(photos.length, 'the source has photos').toBeGreaterThan(0);
      expect(links.length, 'the source has cards').toBeGreaterThan(0);
      await page.goto(localePath(prefix, '/about/sustainability'));
      const images = page.locator(`${CONTENT} figure img`);
      await expect(images).toHaveCount(photos.length);
      expect(await images.evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname))).toEqual(photos);
      const cards = page.locator(`${CONTENT} article h3 a`);
      await expect(cards).toHaveCount(links.length);
      const hrefs = await cards.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs).toEqual(links.map((link) => localePath(prefix, link)));
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^${prefix}/about/sustainability/`));
      await expect(page.locator(`${CONTENT} nav`)).toHaveCount(1);
      expect(await page.locator(`${CONTENT} nav a`).count()).toBeGreaterThanOrEqual(3);
    });

    test('international affairs leads to the pages of its cards, each with the partner logos of its source', async ({page}) => {
      const links = mdxAttributes(docSource(locale, '/about/international-affairs'), 'Card', 'link');
      expect(links.length, 'the source has cards').toBeGreaterThan(0);
      await page.goto(localePath(prefix, '/about/international-affairs'));
      const cards = page.locator(`${CONTENT} article h3 a`);
      await expect(cards).toHaveCount(links.length);
      expect(await cards.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
        links.map((link) => localePath(prefix, link)),
      );
      for (const link of links) {
        const partners = mdxImageList(docSource(locale, link)).filter((src) => src.startsWith('/img/partners/'));
        await page.goto(localePath(prefix, link));
        const logos = page.locator(`${CONTENT} img[src^="/img/partners/"]`);
        await expect(logos, link).toHaveCount(partners.length);
        expect(await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual(partners);
        for (const alt of await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))) {
          expect(alt?.trim(), `${link}: every logo is named`).toBeTruthy();
        }
      }
    });
  });
}
