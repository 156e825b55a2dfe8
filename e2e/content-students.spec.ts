/**
 * The Students area in a real browser: the student pages and the club pages
 * (every page under docs/students), in English, Dari and Pashto. Each page
 * must answer 200 at its own path, show its own heading (not the 404 page; one
 * that crashes while hydrating fails e2e/data-pages.spec.ts), read in Arabic script on fa and ps
 * (Pashto with its own letters, Dari without them), and open its documents in
 * a new tab. The expected headings are read from the MDX sources, so a
 * translator's edit never breaks the test, while a missing or untranslated
 * page does.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {docRoutes, docSource, expect, hasClass, servedPage, test, textOf} from './support';

const ROOT = path.resolve(__dirname, '..');

/** The student pages and the club pages, from their sources under docs/students: a page an editor adds is tested too. */
const CLUBS = docRoutes('students/clubs');
const STUDENT_PAGES = docRoutes('students').filter((route) => !CLUBS.includes(route));

/** Route below the locale prefix → MDX file below the locale's docs folder. */
const PAGES: readonly string[] = [...STUDENT_PAGES, ...CLUBS].map((route) => route.slice(1));

interface Locale {
  readonly key: 'en' | 'fa' | 'ps';
  readonly prefix: string;
  readonly htmlLang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly docsDir: string;
}

const LOCALES: readonly Locale[] = [
  {key: 'en', prefix: '', htmlLang: 'en', dir: 'ltr', docsDir: 'docs'},
  {key: 'fa', prefix: '/fa', htmlLang: 'fa-AF', dir: 'rtl', docsDir: 'i18n/fa/docusaurus-plugin-content-docs/current'},
  {key: 'ps', prefix: '/ps', htmlLang: 'ps-AF', dir: 'rtl', docsDir: 'i18n/ps/docusaurus-plugin-content-docs/current'},
];

/** The page's `# heading` (written inside its Hero) as the MDX source has it. */
function expectedHeading(locale: Locale, page: string): string {
  const source = readFileSync(path.join(ROOT, locale.docsDir, `${page}.mdx`), 'utf8');
  const heading = /^# (.+)$/m.exec(source);
  if (!heading) throw new Error(`${locale.docsDir}/${page}.mdx has no "# heading"`);
  return heading[1].trim();
}

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const LATIN_LETTER = /[A-Za-z]/g;
// Letters Pashto has and Dari does not.
const PASHTO_ONLY = /[ټډړږښګڼېۍ]/u;

/** Opens a page and records script errors, which a crashed hydration produces. */
async function open(page: Page, url: string): Promise<{status: number | undefined; errors: string[]}> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(url, {waitUntil: 'load'});
  return {status: response?.status(), errors};
}

for (const locale of LOCALES) {
  test.describe(`students area (${locale.key})`, () => {
    for (const route of PAGES) {
      const url = `${locale.prefix}/${route}`;

      // What the HTML alone decides, read without a browser (script errors while
      // hydrating: e2e/data-pages.spec.ts, which opens every page).
      test(`${url} answers 200 with its own content`, async ({request}) => {
        const {status, html, all} = await servedPage(request, url);
        expect(status).toBe(200);
        expect(html.attribs.lang).toBe(locale.htmlLang);
        expect(html.attribs.dir).toBe(locale.dir);
        // One h1, the page's own: the 404 page has another.
        const [main] = all((element) => element.name === 'main');
        expect(all((element) => element.name === 'h1', main).map(textOf)).toEqual([expectedHeading(locale, route)]);
        const [markdown] = all(hasClass('theme-doc-markdown'), main);
        expect(markdown, 'the page has its text').toBeDefined();
        // Hero image present and served.
        const heroSrc = all((element) => element.name === 'img', markdown)[0]?.attribs.src;
        expect(heroSrc).toMatch(/^\/img\/(students|clubs)\//);
        expect((await request.get(heroSrc!)).status()).toBe(200);
      });

      if (locale.key !== 'en') {
        test(`${url} reads in ${locale.key === 'fa' ? 'Dari' : 'Pashto'}`, async ({request}) => {
          const {all} = await servedPage(request, url);
          const text = all(hasClass('theme-doc-markdown')).map(textOf).join(' ');
          const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
          const latin = text.match(LATIN_LETTER)?.length ?? 0;
          expect(arabic).toBeGreaterThan(300);
          // Only the phone numbers and e-mail addresses stay in Latin script.
          expect(latin / (arabic + latin)).toBeLessThan(0.05);
          if (locale.key === 'ps') expect(text).toMatch(PASHTO_ONLY);
          else expect(text).not.toMatch(PASHTO_ONLY);
        });
      }
    }

    test(`${locale.prefix}/students/student-involvement links to every club page`, async ({page}) => {
      expect(CLUBS.length, 'docs/students/clubs has pages').toBeGreaterThan(0);
      await open(page, `${locale.prefix}/students/student-involvement`);
      for (const club of CLUBS) {
        await expect(page.locator(`main a[href="${locale.prefix}${club}"]`)).toHaveCount(1);
      }
    });

    test(`${locale.prefix}/students file buttons open their documents in a new tab`, async ({page}) => {
      // The pages whose source links a document, with as many links as the source has.
      const withFiles = STUDENT_PAGES.map((route) => ({
        route,
        files: docSource(locale.key, route).match(/\/files\/students\/[^"')\s]+/g) ?? [],
      })).filter(({files}) => files.length > 0);
      expect(withFiles.length, 'some student pages link documents').toBeGreaterThan(0);
      for (const {route, files: sourceFiles} of withFiles) {
        await open(page, `${locale.prefix}${route}`);
        const files = page.locator('main a[href^="/files/students/"]');
        await expect(files, `${route} shows the file buttons of its source`).toHaveCount(sourceFiles.length);
        const count = sourceFiles.length;
        for (let index = 0; index < count; index += 1) {
          const link = files.nth(index);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
          const href = await link.getAttribute('href');
          const response = await page.request.get(href!);
          expect(response.status(), href!).toBe(200);
          expect(response.headers()['content-type']).toContain('application/pdf');
        }
      }
    });
  });
}
