/**
 * The About area in all three locales, against the built site served by the
 * real server. What the HTML alone decides is read without a browser
 * (servedPage): every page answers 200 with real content (not the 404 page)
 * and one page title; Dari and Pashto pages are written in Arabic script;
 * documents open in a new tab and are served; the history, sustainability
 * and international affairs pages show the years, photos, cards and logos
 * their sources list. In the browser: the founder message shows every
 * paragraph of its source and the signature, and never shows 'Loading
 * translations...', not even while the scripts start.
 * Every expectation is read from the page's MDX source in its language
 * (e2e/support.ts), so an editor's added paragraph, year or card is tested
 * without touching this file.
 */
import type {APIRequestContext} from '@playwright/test';
import {
  docSource,
  docRoutes,
  expect,
  mdxAttributes,
  mdxImageList,
  mdxParagraphs,
  servedPage,
  test,
  LOCALES,
  localePath,
  textOf,
  uiString,
  waitForHydration,
  westernDigits,
  type HtmlElement,
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

/** The served page's Markdown body (the doc's own text), and the elements a selector finds in it. */
async function servedContent(
  request: APIRequestContext,
  url: string,
): Promise<{status: number; h1: string[]; content: HtmlElement; find: (selector: string) => HtmlElement[]}> {
  const {status, select} = await servedPage(request, url);
  const [content] = select(CONTENT);
  expect(content, `${url} has its text`).toBeDefined();
  return {status, h1: select('h1').map(textOf), content: content!, find: (selector) => select(selector, content)};
}

/** The links to documents under /files/. */
const DOCUMENT_LINKS = 'a[href*="/files/"]';
const hrefs = (links: HtmlElement[]): (string | undefined)[] => links.map((link) => link.attribs.href);

for (const {locale, prefix} of LOCALES) {
  test.describe(`About pages in ${locale}`, () => {
    for (const route of ABOUT_ROUTES) {
      const url = localePath(prefix, route);

      test(`${url} is a real page in its language, and its documents open in a new tab`, async ({request}) => {
        const {status, h1, content, find} = await servedContent(request, url);
        expect(status, url).toBe(200);
        expect(h1).toHaveLength(1);
        expect(h1[0]).not.toBe(uiString(locale, 'error.notFound.title', '404 — Page Not Found'));

        const text = textOf(content);
        expect(text.length, `${url} has content`).toBeGreaterThan(400);
        const {arabic, latin} = scriptShares(text);
        if (locale === 'en') {
          expect(latin).toBeGreaterThan(arabic);
        } else {
          // Names on partner logos are images; the text itself is Dari or Pashto.
          expect(arabic / (arabic + latin), `${url}: share of Arabic-script letters`).toBeGreaterThan(0.97);
        }

        for (const link of find(DOCUMENT_LINKS)) {
          expect(link.attribs.target, link.attribs.href).toBe('_blank');
          expect(link.attribs.rel, link.attribs.href).toContain('noopener');
        }
      });
    }

    test('the strategic plan has the file buttons of its source, opening in a new tab, each served', async ({request}) => {
      const files = mdxAttributes(docSource(locale, '/about/strategic-plan'), 'FileButton', 'to');
      expect(files.length, 'the source has file buttons').toBeGreaterThan(0);
      const {find} = await servedContent(request, localePath(prefix, '/about/strategic-plan'));
      expect(hrefs(find(DOCUMENT_LINKS))).toEqual(files);
      for (const file of files) {
        const response = await request.get(file);
        expect(response.status(), file).toBe(200);
        expect(response.headers()['content-type']).toContain('application/pdf');
      }
    });

    test('the planning process links the documents of its source, in a new tab', async ({request}) => {
      const files = mdxAttributes(docSource(locale, '/about/strategic-planning-process'), 'FileButton', 'to');
      expect(files.length, 'the source has file buttons').toBeGreaterThan(0);
      const {find} = await servedContent(request, localePath(prefix, '/about/strategic-planning-process'));
      for (const file of files) {
        const links = find(`a[href="${file}"]`);
        expect(links.length, file).toBeGreaterThan(0);
        for (const link of links) expect(link.attribs.target, file).toBe('_blank');
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
      await waitForHydration(page);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 3000})));

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

    test('the history runs year by year, oldest first, from the first year of its source to the last', async ({request}) => {
      const source = mdxAttributes(docSource(locale, '/about/history'), 'TimelineEntry', 'year').map(westernDigits);
      expect(source.length, 'the source has years').toBeGreaterThan(1);
      // The source itself is in order: an editor adding a year out of place is told here.
      expect([...source].sort(), 'the years of the source, oldest first').toEqual(source);
      const {find} = await servedContent(request, localePath(prefix, '/about/history'));
      const years = find('ol > li > h2').map(textOf);
      // Dari and Pashto write the years in Eastern Arabic-Indic digits.
      expect(years.map(westernDigits)).toEqual(source);
    });

    test('sustainability shows the photos and a card per sub-page of its source, and a related-links band', async ({request}) => {
      const source = docSource(locale, '/about/sustainability');
      const photos = mdxImageList(source);
      const links = mdxAttributes(source, 'Card', 'link');
      expect(photos.length, 'the source has photos').toBeGreaterThan(0);
      expect(links.length, 'the source has cards').toBeGreaterThan(0);
      const {find} = await servedContent(request, localePath(prefix, '/about/sustainability'));
      expect(find('figure img').map((img) => new URL(img.attribs.src ?? '', 'http://site').pathname)).toEqual(photos);
      const cards = hrefs(find('article h3 a'));
      expect(cards).toEqual(links.map((link) => localePath(prefix, link)));
      for (const href of cards) expect(href).toMatch(new RegExp(`^${prefix}/about/sustainability/`));
      expect(find('nav')).toHaveLength(1);
      expect(find('nav a').length).toBeGreaterThanOrEqual(3);
    });

    test('international affairs leads to the pages of its cards, each with the partner logos of its source', async ({request}) => {
      const links = mdxAttributes(docSource(locale, '/about/international-affairs'), 'Card', 'link');
      expect(links.length, 'the source has cards').toBeGreaterThan(0);
      const {find} = await servedContent(request, localePath(prefix, '/about/international-affairs'));
      expect(hrefs(find('article h3 a'))).toEqual(links.map((link) => localePath(prefix, link)));
      for (const link of links) {
        const partners = mdxImageList(docSource(locale, link)).filter((src) => src.startsWith('/img/partners/'));
        const logos = (await servedContent(request, localePath(prefix, link))).find('img[src^="/img/partners/"]');
        expect(
          logos.map((logo) => logo.attribs.src),
          link,
        ).toEqual(partners);
        for (const logo of logos) expect(logo.attribs.alt?.trim(), `${link}: every logo is named`).toBeTruthy();
      }
    });
  });
}
