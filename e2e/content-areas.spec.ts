/**
 * Static content pages of academics (faculty development, quality,
 * accreditation), admissions, research and careers in all three locales, as
 * a visitor sees them in the built site:
 * each answers 200 with its own title (not the 404 page), reads in Arabic
 * script in Dari and Pashto, file buttons and journal links open in a new
 * tab, the index pages lead to their sub-pages, and the admissions
 * announcement shows the entry-test date and the admission office's contacts
 * from the identity file.
 */
import {readFileSync} from 'node:fs';
import type {Locator, Page} from '@playwright/test';
import {DomUtils} from 'htmlparser2';
import identity from '../content/identity';
import {formatLongDate} from '../src/lib/format';
import {
  conferenceSources,
  docFile,
  docRoutes,
  docSource,
  expect,
  mdxAttributes,
  servedPage,
  type HtmlElement,
  test,
  textOf,
  LOCALES,
  localePath,
  uiString,
  type Locale,
} from './support';

/** The text of an element of a served page, the runs marked `dir="ltr"` left out. */
function textWithoutLtrRuns(element: HtmlElement): string {
  return element.children
    .map((child) => {
      // Text (a comment gives none), or an element: left out when it is a left-to-right run.
      if (!('attribs' in child)) return DomUtils.textContent(child);
      return child.attribs.dir === 'ltr' ? '' : textWithoutLtrRuns(child);
    })
    .join('');
}

/**
 * The pages of this area, by their path (without a locale prefix): every page
 * under docs/academics, admission, research and career, but the conference
 * pages (e2e/conferences.spec.ts tests those).
 */
const PAGES = [
  ...docRoutes('academics'),
  ...docRoutes('admission'),
  ...docRoutes('research').filter((route) => !route.startsWith('/research/conferences/')),
  ...docRoutes('career'),
];

/** The MDX source of a page in a locale (index pages are `index.mdx`). */
function sourceFile(locale: Locale, pagePath: string): string {
  return docFile(locale, pagePath);
}

/** The page's `title` from its front matter: what its h1 must say. */
function pageTitle(locale: Locale, pagePath: string): string {
  const source = readFileSync(sourceFile(locale, pagePath), 'utf8');
  const match = /^title:\s*"(.+)"\s*$/m.exec(source);
  if (!match) {
    throw new Error(`no title in ${sourceFile(locale, pagePath)}`);
  }
  return match[1];
}

/** Share of Arabic-script letters among all letters of a text. */
function arabicShare(text: string): number {
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return arabic / Math.max(1, arabic + latin);
}

/** The page's own content, without the frame and the in-area sidebar. */
function article(page: Page): Locator {
  return page.locator('main article').first();
}

const admissionOffice = identity.contacts.find((block) => block.key === 'admission') ?? {
  mobile: identity.phone,
  whatsapp: identity.whatsapp,
  email: identity.admissionsEmail,
};

for (const {locale, prefix, htmlLang, dir} of LOCALES) {
  test.describe(`content areas in ${locale}`, () => {
    for (const pagePath of PAGES) {
      // What the HTML alone decides, read without a browser.
      test(`${pagePath} answers 200 with its own content`, async ({request}) => {
        const {status, html, all} = await servedPage(request, localePath(prefix, pagePath));
        expect(status).toBe(200);
        expect(html.attribs.lang).toBe(htmlLang);
        expect(html.attribs.dir).toBe(dir);
        const [main] = all((element) => element.name === 'main');
        expect(all((element) => element.name === 'h1', main).map(textOf)).toEqual([pageTitle(locale, pagePath)]);
        expect(textOf(html)).not.toContain(uiString(locale, 'error.notFound.title', '404 — Page Not Found'));
        const [article] = all((element) => element.name === 'article', main);
        const text = textOf(article);
        // A real page, not a title and a line: every page here has several paragraphs or cards.
        expect(text.length).toBeGreaterThan(600);
        if (locale !== 'en') {
          // Latin runs marked `dir="ltr"` (e-mail addresses, journal hosts) are left out; acronyms such as
          // IACBE stay in, so the bar is not 100%: the prose itself must be Dari or Pashto.
          const prose = textWithoutLtrRuns(article);
          expect(arabicShare(prose)).toBeGreaterThan(0.9);
        }
        expect(text).not.toContain('Loading translations');
      });
    }

    for (const body of ['iacbe', 'acbsp'] as const) {
      test(`the ${body.toUpperCase()} page's file buttons open the PDFs of its source in a new tab`, async ({page, request}) => {
        const files = mdxAttributes(docSource(locale, `/academics/accreditation/${body}`), 'FileButton', 'to');
        expect(files.length, 'the source has file buttons').toBeGreaterThan(0);
        await page.goto(localePath(prefix, `/academics/accreditation/${body}`));
        const buttons = article(page).locator('a[href$=".pdf"]');
        await expect(buttons).toHaveCount(files.length);
        const hrefs = await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs).toEqual(files);
        const hint = uiString(locale, 'frame.common.newTab.accessibleLabel', '(opens in a new tab)');
        for (const [index, href] of hrefs.entries()) {
          const button = buttons.nth(index);
          await expect(button).toHaveAttribute('target', '_blank');
          await expect(button).toHaveAttribute('rel', /noopener/);
          await expect(button).toHaveAttribute('rel', /noreferrer/);
          await expect(button).toContainText(hint);
          const file = await request.get(href!);
          expect(file.status(), href!).toBe(200);
          expect(file.headers()['content-type']).toContain('application/pdf');
        }
      });
    }

    test('the accreditation index has a card for each page its source lists, and a card leads to its page', async ({page}) => {
      const links = mdxAttributes(docSource(locale, '/academics/accreditation'), 'Card', 'link');
      expect(links.length, 'the source has cards').toBeGreaterThan(0);
      await page.goto(localePath(prefix, '/academics/accreditation'));
      const cards = article(page).locator('article');
      await expect(cards).toHaveCount(links.length);
      for (const [index, link] of links.entries()) {
        await expect(cards.nth(index).locator('h3 a')).toHaveAttribute('href', localePath(prefix, link));
      }
      const last = links.length - 1;
      await cards.nth(last).locator('h3 a').click();
      await expect(page).toHaveURL(new RegExp(`${localePath(prefix, links[last]!)}$`));
      await expect(page.locator('main h1')).toHaveText(pageTitle(locale, links[last]!));
    });

    test('the conferences index leads to every conference page, newest first', async ({page, request}) => {
      await page.goto(localePath(prefix, '/research/conferences'));
      const links = article(page).locator('article h3 a');
      const expected = conferenceSources().map(({slug}) => localePath(prefix, `/research/conferences/${slug}`));
      await expect(links).toHaveCount(expected.length);
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(expected);
      for (const href of expected) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });

    test('the journals page links each journal site of its source, each in a new tab', async ({page}) => {
      const journals = [...readFileSync(sourceFile(locale, '/research/journals'), 'utf8').matchAll(/link="(https:\/\/[^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(journals.length).toBeGreaterThan(0);
      await page.goto(localePath(prefix, '/research/journals'));
      // The page's content, without the "Edit this page" link for staff under it.
      const links = article(page).locator('a[href^="https://"]:not(.theme-doc-footer a)');
      await expect(links).toHaveCount(journals.length);
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(journals);
      const hint = uiString(locale, 'frame.common.newTab.accessibleLabel', '(opens in a new tab)');
      const hosts = new Set<string>();
      for (let index = 0; index < journals.length; index += 1) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        await expect(link).toHaveAttribute('rel', /noreferrer/);
        await expect(link).toContainText(hint);
        const host = new URL((await link.getAttribute('href'))!).hostname;
        // Sample sites only: the reserved .example domain, never a real journal.
        expect(host).toMatch(/\.example$/);
        hosts.add(host);
      }
      expect(hosts.size).toBe(journals.length);
    });

    test('the admission announcement shows the entry-test date and the admission office contacts', async ({page}) => {
      await page.goto(localePath(prefix, '/admission/admission-open'));
      const content = article(page);
      // The entry-test day the source gives (its one <LongDate>), written the way of the page's language.
      const [day] = mdxAttributes(docSource(locale, '/admission/admission-open'), 'LongDate', 'date');
      expect(day, 'the source dates the entry test').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = content.locator(`time[datetime="${day}"]`);
      await expect(date).toBeVisible();
      await expect(date).toHaveText(formatLongDate(day!, locale));
      if (locale === 'en') await expect(date).toContainText(day!.slice(0, 4));

      const phone = content.locator(`a[href="tel:${admissionOffice.mobile.replace(/[^\d+]/g, '')}"]`);
      await expect(phone).toHaveText(admissionOffice.mobile);
      await expect(phone).toHaveAttribute('dir', 'ltr');

      const whatsapp = content.locator(`a[href="https://wa.me/${admissionOffice.whatsapp.replace(/\D/g, '')}"]`);
      await expect(whatsapp).toContainText(admissionOffice.whatsapp);
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(whatsapp).toHaveAttribute('rel', /noopener/);

      const email = content.locator(`a[href="mailto:${admissionOffice.email}"]`);
      await expect(email).toHaveText(admissionOffice.email);
      await expect(email).toHaveAttribute('dir', 'ltr');

      await expect(content).toContainText(identity.address[locale]);
    });
  });
}
