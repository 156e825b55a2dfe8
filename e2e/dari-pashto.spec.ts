/**
 * What a Dari or Pashto reader sees of the translators' rules (i18n/README.md):
 * numbered lists counted in the language's own digits, and each menu link
 * named as the page it opens. Pages are found from the translated sources,
 * so a page added later is tested too.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {FOOTER_COLUMNS, NAV_SECTIONS} from '../src/frame/navigation';
import {expect, test, uiString} from './support';

const ROOT = path.join(__dirname, '..');
const LOCALES = ['fa', 'ps'] as const;
const pagesDir = (locale: string) => path.join(ROOT, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');

/** The site paths of the translated pages whose Markdown has a numbered list. */
function pagesWithNumberedLists(locale: (typeof LOCALES)[number]): string[] {
  return readdirSync(pagesDir(locale), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx') && !path.basename(file).startsWith('_'))
    .filter((file) => /^\d+\. /m.test(readFileSync(path.join(pagesDir(locale), file), 'utf8')))
    .map(
      (file) =>
        `/${file
          .split(path.sep)
          .join('/')
          .replace(/(\/index)?\.mdx$/, '')}`,
    )
    .sort();
}

for (const locale of LOCALES) {
  test(`${locale} pages number their lists in Eastern Arabic-Indic digits, English runs in Latin ones`, async ({page}) => {
    // Many page loads in one test.
    test.slow();
    const paths = pagesWithNumberedLists(locale);
    expect(paths.length).toBeGreaterThan(0);
    for (const sitePath of paths) {
      await page.goto(`/${locale}${sitePath}`);
      const styles = await page.locator('main ol').evaluateAll((lists) =>
        lists.map((list) => ({
          lang: list.closest('[lang]')?.getAttribute('lang') ?? '',
          style: getComputedStyle(list).listStyleType,
        })),
      );
      const numbered = styles.filter(({style}) => style !== 'none');
      expect(numbered.length, sitePath).toBeGreaterThan(0);
      for (const {lang, style} of numbered) {
        expect([sitePath, lang, style]).toEqual([sitePath, lang, lang.startsWith('en') ? 'decimal' : 'persian']);
      }
    }
  });
}

test('the English pages keep Latin list numbers', async ({page}) => {
  const [sitePath] = pagesWithNumberedLists('fa');
  await page.goto(sitePath!);
  const styles = await page.locator('main ol').evaluateAll((lists) => lists.map((list) => getComputedStyle(list).listStyleType));
  expect(styles.filter((style) => style !== 'none').every((style) => style === 'decimal')).toBe(true);
});

const MENU_ROUTES = [...new Set([...NAV_SECTIONS.flatMap((section) => section.routes), ...FOOTER_COLUMNS.flat()])].sort();

/** The sidebar_label of the translated MDX page at a site path, its documented short title. */
function sidebarLabel(locale: string, sitePath: string): string | undefined {
  for (const candidate of [`${sitePath}.mdx`, `${sitePath}/index.mdx`]) {
    const file = path.join(pagesDir(locale), candidate);
    if (existsSync(file)) {
      const head = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1];
      return head ? (parseYaml(head) as {sidebar_label?: string}).sidebar_label : undefined;
    }
  }
  return undefined;
}

for (const locale of LOCALES) {
  test(`${locale} menu links name the page they open by its heading or its short title`, async ({request}) => {
    for (const route of MENU_ROUTES) {
      const label = uiString(locale, `frame.nav.route.${route}`, route);
      const html = await (await request.get(`/${locale}${route}`)).text();
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim();
      const short = sidebarLabel(locale, route);
      expect(label === heading || label === short, `${route}: menu «${label}», heading «${heading}», short title «${short}»`).toBe(true);
    }
  });
}

for (const locale of LOCALES) {
  test(`a ${locale} page fetches each weight of Vazirmatn once, the file it preloads, and draws its text in it`, async ({page}) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/${locale}/about/history`);
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page
      .locator('link[rel=preload][as=font]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded.length).toBeGreaterThan(0);
    expect([...fonts].sort()).toEqual([...preloaded].sort());
    const loaded = await page.evaluate(() => {
      const weights: string[] = [];
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === 'Vazirmatn' && face.status === 'loaded') weights.push(face.weight);
      });
      return weights;
    });
    expect(loaded.sort()).toEqual(['400', '700']);
  });
}
