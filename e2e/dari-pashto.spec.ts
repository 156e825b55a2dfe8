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
import {FONT_COOKIE} from '../src/lib/arabicFont';
import {FONT_ATTRIBUTE} from '../src/lib/arabicFontAttribute';
import type {Page} from '@playwright/test';
import {expect, test, uiString, waitForHydration} from './support';

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

/** The faces the browser drew the text of the first element `selector` matches in, by family name. */
async function facesOf(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const {root} = await session.send('DOM.getDocument');
    const {nodeId} = await session.send('DOM.querySelector', {nodeId: root.nodeId, selector});
    const {fonts} = await session.send('CSS.getPlatformFontsForNode', {nodeId});
    return [...new Set(fonts.filter((font) => font.glyphCount > 2).map((font) => font.familyName))];
  } finally {
    await session.detach();
  }
}

/** The font files the page has fetched, with when each fetch started and when the page's load event ended (ms from its start). */
function fontFetches(page: Page): Promise<{files: {path: string; start: number}[]; loaded: number}> {
  return page.evaluate(() => ({
    files: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.woff2$/.test(new URL(entry.name).pathname))
      .map((entry) => ({path: new URL(entry.name).pathname, start: entry.startTime})),
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
}

for (const locale of LOCALES) {
  test(`a first ${locale} page waits for no font; Vazirmatn comes after it, once, and draws the next pages`, async ({page}) => {
    const fetched: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'font') fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(`/${locale}/about/history`);
    // The first page: the device's face, and no font asked for before the page had loaded.
    expect(await facesOf(page, 'main h1')).not.toContain('Vazirmatn');
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === FONT_COOKIE), {timeout: 10_000}).toBe(true);
    const first = await fontFetches(page);
    expect(first.files.length).toBeGreaterThan(0);
    for (const file of first.files) expect(file.start, `${file.path} asked for after the page loaded`).toBeGreaterThan(first.loaded);
    expect(await facesOf(page, 'main h1'), 'the first page keeps its face to the end').not.toContain('Vazirmatn');

    // A link followed inside the site: the next page is drawn in Vazirmatn, with no new fetch.
    const link = page.locator(`main a[href^="/${locale}/"]:not([href*="#"])`).first();
    const target = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`**${target}`);
    await expect.poll(() => facesOf(page, 'main h1, main p')).toContain('Vazirmatn');

    // A page the browser loads: drawn in Vazirmatn from the first paint, from the cache.
    const next = await page.context().newPage();
    await next.goto(`/${locale}/events`);
    await waitForHydration(next);
    expect(await facesOf(next, 'main h1')).toContain('Vazirmatn');
    expect(await next.evaluate((attribute) => document.documentElement.hasAttribute(attribute), FONT_ATTRIBUTE)).toBe(true);
    const again = await next.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.woff2$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    expect(again.length).toBeGreaterThan(0);
    expect(again, 'bytes over the network for the fonts of the second page').toEqual(again.map(() => 0));
    await next.close();
    const files = [...new Set(first.files.map((file) => file.path))].sort();
    expect([...new Set(fetched)].sort(), 'the files the first page fetched, no others').toEqual(files);
  });
}
