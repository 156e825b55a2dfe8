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
import type {APIRequestContext, Locator, Page} from '@playwright/test';
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

    // The rest is what the HTML alone decides too, read without a browser, but the card that is followed.
    const served = async (
      request: APIRequestContext,
      pagePath: string,
    ): Promise<{content: HtmlElement; select: (selector: string, within?: HtmlElement) => HtmlElement[]}> => {
      const {status, select} = await servedPage(request, localePath(prefix, pagePath));
      expect(status, pagePath).toBe(200);
      // The page's own content, without the frame and the in-area sidebar.
      const [content] = select('main article');
      expect(content, `${pagePath} has an article`).toBeDefined();
      return {content: content!, select};
    };
    const newTabHint = uiString(locale, 'frame.common.newTab.accessibleLabel', '(opens in a new tab)');
    /** A link that opens in a new tab as the site's links do: target, rel and the hint for screen readers. */
    const expectNewTab = (link: HtmlElement, name: string): void => {
      expect(link.attribs.target, name).toBe('_blank');
      expect(link.attribs.rel, name).toMatch(/noopener/);
      expect(link.attribs.rel, name).toMatch(/noreferrer/);
      expect(textOf(link), name).toContain(newTabHint);
    };

    for (const body of ['iacbe', 'acbsp'] as const) {
      test(`the ${body.toUpperCase()} page's file buttons open the PDFs of its source in a new tab`, async ({request}) => {
        const files = mdxAttributes(docSource(locale, `/academics/accreditation/${body}`), 'FileButton', 'to');
        expect(files.length, 'the source has file buttons').toBeGreaterThan(0);
        const {content, select} = await served(request, `/academics/accreditation/${body}`);
        const buttons = select('a[href$=".pdf"]', content);
        expect(buttons.map((button) => button.attribs.href)).toEqual(files);
        for (const button of buttons) {
          const href = button.attribs.href!;
          expectNewTab(button, href);
          const file = await request.get(href);
          expect(file.status(), href).toBe(200);
          expect(file.headers()['content-type']).toContain('application/pdf');
        }
      });
    }

    test('the accreditation index has a card for each page its source lists, each linking to its page', async ({request}) => {
      const links = mdxAttributes(docSource(locale, '/academics/accreditation'), 'Card', 'link');
      expect(links.length, 'the source has cards').toBeGreaterThan(0);
      const {content, select} = await served(request, '/academics/accreditation');
      const cards = select('article', content);
      expect(cards.map((card) => select('h3 a', card).map((link) => link.attribs.href))).toEqual(links.map((link) => [localePath(prefix, link)]));
    });

    if (locale === 'fa') {
      // Following a card is the same in every language: once, right to left.
      test('a card of the accreditation index leads to its page', async ({page}) => {
        const links = mdxAttributes(docSource(locale, '/academics/accreditation'), 'Card', 'link');
        const last = links.at(-1)!;
        await page.goto(localePath(prefix, '/academics/accreditation'));
        await article(page).locator('article h3 a').last().click();
        await expect(page).toHaveURL(new RegExp(`${localePath(prefix, last)}$`));
        await expect(page.locator('main h1')).toHaveText(pageTitle(locale, last));
      });
    }

    test('the conferences index leads to every conference page, newest first', async ({request}) => {
      const {content, select} = await served(request, '/research/conferences');
      const expected = conferenceSources().map(({slug}) => localePath(prefix, `/research/conferences/${slug}`));
      expect(select('article h3 a', content).map((link) => link.attribs.href)).toEqual(expected);
      for (const href of expected) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });

    test('the journals page links each journal site of its source, each in a new tab', async ({request}) => {
      const journals = [...readFileSync(sourceFile(locale, '/research/journals'), 'utf8').matchAll(/link="(https:\/\/[^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(journals.length).toBeGreaterThan(0);
      const {content, select} = await served(request, '/research/journals');
      // The page's content, without the "Edit this page" link for staff under it.
      const links = select('a[href^="https://"]:not(.theme-doc-footer a)', content);
      expect(links.map((link) => link.attribs.href)).toEqual(journals);
      const hosts = new Set<string>();
      for (const link of links) {
        expectNewTab(link, link.attribs.href!);
        const host = new URL(link.attribs.href!).hostname;
        // Sample sites only: the reserved .example domain, never a real journal.
        expect(host).toMatch(/\.example$/);
        hosts.add(host);
      }
      expect(hosts.size).toBe(journals.length);
    });

    test('the admission announcement shows the entry-test date and the admission office contacts', async ({request}) => {
      const {content, select} = await served(request, '/admission/admission-open');
      // The entry-test day the source gives (its one <LongDate>), written the way of the page's language.
      const [day] = mdxAttributes(docSource(locale, '/admission/admission-open'), 'LongDate', 'date');
      expect(day, 'the source dates the entry test').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const dates = select(`time[datetime="${day}"]`, content);
      expect(dates).toHaveLength(1);
      expect(textOf(dates[0]!)).toBe(formatLongDate(day!, locale));
      if (locale === 'en') expect(textOf(dates[0]!)).toContain(day!.slice(0, 4));

      const [phone] = select(`a[href="tel:${admissionOffice.mobile.replace(/[^\d+]/g, '')}"]`, content);
      expect(phone, 'the admission office phone').toBeDefined();
      expect(textOf(phone!)).toBe(admissionOffice.mobile);
      expect(phone!.attribs.dir).toBe('ltr');

      const [whatsapp] = select(`a[href="https://wa.me/${admissionOffice.whatsapp.replace(/\D/g, '')}"]`, content);
      expect(whatsapp, 'the admission office WhatsApp').toBeDefined();
      expect(textOf(whatsapp!)).toContain(admissionOffice.whatsapp);
      expect(whatsapp!.attribs.target).toBe('_blank');
      expect(whatsapp!.attribs.rel).toMatch(/noopener/);

      const [email] = select(`a[href="mailto:${admissionOffice.email}"]`, content);
      expect(email, 'the admission office e-mail').toBeDefined();
      expect(textOf(email!)).toBe(admissionOffice.email);
      expect(email!.attribs.dir).toBe('ltr');

      expect(textOf(content)).toContain(identity.address[locale].replace(/\s+/g, ' ').trim());
    });
  });
}
