/**
 * Static content pages of academics (faculty development, quality,
 * accreditation), admissions, research and careers (spec 2 §1, §2, §9;
 * issue #6) in all three locales, as a visitor sees them in the built site:
 * each answers 200 with its own title (not the 404 page), reads in Arabic
 * script in Dari and Pashto, file buttons and journal links open in a new
 * tab, the index pages lead to their sub-pages, and the admissions
 * announcement shows the entry-test date and the admission office's contacts
 * from the identity file.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import identity from '../src/config/identity';
import {expect, test, LOCALES, localePath, uiString, type Locale} from './support';

/** The pages of this area, by their path (without a locale prefix). */
const PAGES = [
  '/academics/faculty-development-center',
  '/academics/quality-enhancement',
  '/academics/accreditation',
  '/academics/accreditation/accreditation',
  '/academics/accreditation/iacbe',
  '/academics/accreditation/acbsp',
  '/academics/accreditation/mohe',
  '/admission/admission-open',
  '/admission/admission-process',
  '/admission/admission-requirements',
  '/research/department-of-research-and-development',
  '/research/research-society',
  '/research/conferences',
  '/research/journals',
  '/career/learning-and-development',
  '/career/our-values-and-culture',
] as const;

const ROOT = path.join(__dirname, '..');

/** The MDX source of a page in a locale (index pages are `index.mdx`). */
function sourceFile(locale: Locale, pagePath: string): string {
  const base = locale === 'en' ? path.join(ROOT, 'docs') : path.join(ROOT, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');
  const isIndex = pagePath === '/academics/accreditation' || pagePath === '/research/conferences';
  return path.join(base, isIndex ? `${pagePath}/index.mdx` : `${pagePath}.mdx`);
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

/** How each locale writes the entry-test date (spec 2 §9). */
const ENTRY_TEST_DATE: Record<Locale, string> = {
  en: 'July 25, 2025',
  fa: '۲۵ جولای ۲۰۲۵',
  ps: '۲۰۲۵ کال د جولای په ۲۵مه',
};

for (const {locale, prefix, htmlLang, dir} of LOCALES) {
  test.describe(`content areas in ${locale}`, () => {
    for (const pagePath of PAGES) {
      test(`${pagePath} answers 200 with its own content`, async ({page}) => {
        const response = await page.goto(localePath(prefix, pagePath));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        const heading = page.locator('main h1');
        await expect(heading).toHaveCount(1);
        await expect(heading).toHaveText(pageTitle(locale, pagePath));
        await expect(page.getByText(uiString(locale, 'error.notFound.title', '404 — Page Not Found'))).toHaveCount(0);
        const text = await article(page).innerText();
        // A real page, not a title and a line: every page here has several paragraphs or cards.
        expect(text.length).toBeGreaterThan(600);
        if (locale !== 'en') {
          // Latin runs marked `dir="ltr"` (e-mail addresses, journal hosts) are left out; acronyms such as
          // IACBE stay in, so the bar is not 100%: the prose itself must be Dari or Pashto.
          const prose = await article(page).evaluate((element) => {
            const copy = element.cloneNode(true) as HTMLElement;
            copy.querySelectorAll('[dir="ltr"]').forEach((run) => run.remove());
            return copy.textContent ?? '';
          });
          expect(arabicShare(prose)).toBeGreaterThan(0.9);
        }
        expect(text).not.toContain('Loading translations');
      });
    }

    for (const body of ['iacbe', 'acbsp'] as const) {
      test(`the ${body.toUpperCase()} page's file buttons open its three PDFs in a new tab`, async ({page, request}) => {
        await page.goto(localePath(prefix, `/academics/accreditation/${body}`));
        const buttons = article(page).locator('a[href$=".pdf"]');
        await expect(buttons).toHaveCount(3);
        const hrefs = await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs).toEqual([
          `/files/accreditation/${body}-public-disclosure.pdf`,
          `/files/accreditation/${body}-certificate.pdf`,
          `/files/accreditation/${body}-news-release.pdf`,
        ]);
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

    test('the accreditation index has a card for each of its four pages', async ({page}) => {
      await page.goto(localePath(prefix, '/academics/accreditation'));
      const cards = article(page).locator('article');
      await expect(cards).toHaveCount(4);
      for (const [index, sub] of ['accreditation', 'iacbe', 'acbsp', 'mohe'].entries()) {
        await expect(cards.nth(index).locator('h3 a')).toHaveAttribute('href', localePath(prefix, `/academics/accreditation/${sub}`));
      }
      await cards.nth(1).locator('h3 a').click();
      await expect(page).toHaveURL(new RegExp(`${localePath(prefix, '/academics/accreditation/iacbe')}$`));
      await expect(page.locator('main h1')).toHaveText(pageTitle(locale, '/academics/accreditation/iacbe'));
    });

    test('the conferences index leads to the five conference pages, newest first', async ({page, request}) => {
      await page.goto(localePath(prefix, '/research/conferences'));
      const links = article(page).locator('article h3 a');
      const expected = ['acheda-2025', 'acheda-2024', 'icamr-2024', 'ncai-2024', 'icamr-2022'].map((slug) =>
        localePath(prefix, `/research/conferences/${slug}`),
      );
      await expect(links).toHaveCount(expected.length);
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(expected);
      for (const href of expected) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });

    test('the journals page links six external journal sites, each in a new tab', async ({page}) => {
      await page.goto(localePath(prefix, '/research/journals'));
      const links = article(page).locator('a[href^="https://"]');
      await expect(links).toHaveCount(6);
      const hint = uiString(locale, 'frame.common.newTab.accessibleLabel', '(opens in a new tab)');
      const hosts = new Set<string>();
      for (let index = 0; index < 6; index += 1) {
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
      expect(hosts.size).toBe(6);
    });

    test('the admission announcement shows the entry-test date and the admission office contacts', async ({page}) => {
      await page.goto(localePath(prefix, '/admission/admission-open'));
      const content = article(page);
      const date = content.locator('time[datetime="2025-07-25"]');
      await expect(date).toBeVisible();
      await expect(date).toHaveText(ENTRY_TEST_DATE[locale]);

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
