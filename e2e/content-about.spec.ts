/**
 * The About area (spec 2 §2 About, §9; issue #6) in all three locales, against
 * the built site served by the real server: every page answers 200 with real
 * content (not the 404 page) and one page title; Dari and Pashto pages are
 * written in Arabic script; documents open in a new tab; the founder message
 * has its six paragraphs and signature and never shows 'Loading translations...'.
 */
import type {Page} from '@playwright/test';
import {expect, test, LOCALES, localePath, uiString} from './support';

/** Every About route of the route table (spec 1 §2.2). */
const ABOUT_ROUTES = [
  '/about/founder-message',
  '/about/history',
  '/about/strategic-plan',
  '/about/strategic-plan/our-values',
  '/about/strategic-plan/strategic-objectives',
  '/about/strategic-planning-process',
  '/about/sustainability',
  '/about/sustainability/ranking',
  '/about/sustainability/research-for-sustainability',
  '/about/sustainability/memberships-and-international-collaboration',
  '/about/sustainability/resources-and-events',
  '/about/sustainability/SDGs-youth-ambassadors-club',
  '/about/sustainability/scholarships-and-financial-aid',
  '/about/sustainability/impact-committee',
  '/about/international-affairs',
  '/about/international-affairs/about-us',
  '/about/international-affairs/international-affairs',
  '/about/international-affairs/strategic-partnerships',
  '/about/international-affairs/accreditations-and-memberships',
] as const;

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

    test('the strategic plan has its file buttons, opening in a new tab', async ({page}) => {
      await page.goto(localePath(prefix, '/about/strategic-plan'));
      const hrefs = (await documentLinks(page)).map((link) => link.href);
      expect(hrefs).toEqual(['/files/about/chancellor-letter.pdf', '/files/about/strategic-plan-2021-2025.pdf']);
      const response = await page.request.get('/files/about/strategic-plan-2021-2025.pdf');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
    });

    test('the planning process links the draft framework', async ({page}) => {
      await page.goto(localePath(prefix, '/about/strategic-planning-process'));
      const link = page.locator(`${CONTENT} a[href="/files/about/strategic-framework-draft.pdf"]`);
      await expect(link).toHaveAttribute('target', '_blank');
    });

    test('the founder message shows six paragraphs and a signature, never "Loading translations..."', async ({page}) => {
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

      const paragraphs = page.locator(`${CONTENT} > p`);
      await expect(paragraphs).toHaveCount(6);
      for (const paragraph of await paragraphs.all()) {
        expect((await paragraph.innerText()).length).toBeGreaterThan(150);
      }
      const signature = page.locator(`${CONTENT} > p:last-of-type ~ div`).last();
      await expect(signature).toBeVisible();
      const signatureText = await signature.innerText();
      expect(signatureText.split('\n').filter(Boolean)).toHaveLength(2);
      await expect(page.locator('body')).not.toContainText('Loading translations');
      expect(await page.evaluate(() => (window as unknown as {__loadingSeen: {loading: boolean}}).__loadingSeen.loading)).toBe(false);
    });

    test('the history runs year by year from 2002 to 2025', async ({page}) => {
      await page.goto(localePath(prefix, '/about/history'));
      const years = await page.locator(`${CONTENT} ol > li > h2`).allInnerTexts();
      // Dari and Pashto write the years in Eastern Arabic-Indic digits.
      const western = years.map((year) => year.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)));
      expect(western[0]).toBe('2002');
      expect(western.at(-1)).toBe('2025');
      expect(western.length).toBeGreaterThanOrEqual(10);
      expect([...western].sort()).toEqual(western);
    });

    test('sustainability shows five images, seven cards and a related-links band', async ({page}) => {
      await page.goto(localePath(prefix, '/about/sustainability'));
      await expect(page.locator(`${CONTENT} figure img`)).toHaveCount(5);
      const cards = page.locator(`${CONTENT} article h3 a`);
      await expect(cards).toHaveCount(7);
      const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^${prefix}/about/sustainability/`));
      await expect(page.locator(`${CONTENT} nav`)).toHaveCount(1);
      expect(await page.locator(`${CONTENT} nav a`).count()).toBeGreaterThanOrEqual(3);
    });

    test('international affairs leads to its four pages, two with eight partner logos', async ({page}) => {
      await page.goto(localePath(prefix, '/about/international-affairs'));
      await expect(page.locator(`${CONTENT} article h3 a`)).toHaveCount(4);
      let strips = 0;
      for (const sub of ['about-us', 'international-affairs', 'strategic-partnerships', 'accreditations-and-memberships']) {
        await page.goto(localePath(prefix, `/about/international-affairs/${sub}`));
        const logos = page.locator(`${CONTENT} img[src^="/img/partners/"]`);
        const count = await logos.count();
        if (count > 0) {
          expect(count).toBe(8);
          strips += 1;
        }
      }
      expect(strips).toBe(2);
    });
  });
}
