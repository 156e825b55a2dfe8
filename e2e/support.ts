/**
 * Shared knowledge of the end-to-end tests: a `test` whose pages have
 * hydrated before the test touches them, the three locales, how a path looks
 * in each, and how to tell the 404 page from a real one; and the sources the
 * tests take their expectations from (the MDX pages, data/), so that an
 * editor's routine change (a paragraph, a year, a card, a news item) never
 * breaks a test while a page that stops showing its source does.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test as base, type APIRequestContext, type BrowserContext, type Page} from '@playwright/test';
import {DomUtils, parseDocument} from 'htmlparser2';
import {selectAll} from 'css-select';
import {readDataDirSync, type DataSet} from '../content/read-data';

export {expect};

/**
 * Waits until the browser has taken over the page: Docusaurus marks the html
 * element with data-has-hydrated="true" once React has hydrated it. Until
 * then the server-rendered buttons are visible but do nothing, so a click
 * that lands before it is silently lost.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** A React hydration error as the console reports it (minified #418, #423, #425, or in words). */
export const HYDRATION_ERROR = /Minified React error #(418|423|425)|hydrat/i;

/** An element of a page read without a browser ({@link servedPage}). */
export type HtmlElement = NonNullable<ReturnType<typeof DomUtils.findOne>>;

/**
 * A page as the server sends it, parsed without a browser: for what the HTML
 * alone decides (status, language, headings, text, links), checked in a few
 * milliseconds instead of a page load. What happens once the scripts run is
 * e2e/data-pages.spec.ts's part: every page hydrates there without an error.
 */
export async function servedPage(
  request: APIRequestContext,
  url: string,
): Promise<{
  status: number;
  html: HtmlElement;
  all: (test: (element: HtmlElement) => boolean, within?: HtmlElement) => HtmlElement[];
  /** The elements a CSS selector finds (as `querySelectorAll` does), in document order. */
  select: (selector: string, within?: HtmlElement) => HtmlElement[];
}> {
  const response = await request.get(url);
  const document = parseDocument(await response.text());
  const html = DomUtils.findOne((element) => element.name === 'html', document.children);
  if (html === null) throw new Error(`${url}: no html element`);
  return {
    status: response.status(),
    html,
    all: (test, within = html) => DomUtils.findAll(test, within.children),
    select: (selector, within = html) => selectAll(selector, within.children) as HtmlElement[],
  };
}

/** Whether an element has a class (`hasClass('theme-doc-markdown')`), for {@link servedPage}'s `all`. */
export function hasClass(name: string): (element: HtmlElement) => boolean {
  return (element) => (element.attribs.class ?? '').split(/\s+/).includes(name);
}

/** The text of an element of a served page, spaces folded. */
export function textOf(element: HtmlElement): string {
  return DomUtils.textContent(element).replace(/\s+/g, ' ').trim();
}

/** The WCAG rules the site is held to: 2.0, 2.1 and 2.2, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every violation axe finds on the page as it is now, of any impact, one
 * line each: rule, impact, and the elements. axe-core is run through its own
 * API (`axe.run` on the document): the site's pages have no frames, and this
 * costs a third of the time of the Playwright wrapper, which makes a blank
 * page of its own for every scan.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const {violations} = await (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{violations: Array<{id: string; impact?: string | null; help: string; nodes: Array<{target: unknown[]}>}>}>;
        };
      }
    ).axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
    return violations.map((v) => `${v.id} (${v.impact ?? 'no impact'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, AXE_TAGS);
}

/**
 * Records the layout shifts of every page the context opens (Chromium's
 * layout-shift entries, those right after input left out), with what moved:
 * element, its text, and its box before and after. {@link layoutShifts} reads them.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = {shifts: [] as number[], moved: [] as string[]};
    (window as unknown as {__layoutShifts: typeof record}).__layoutShifts = record;
    type Source = {node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & {value: number; hadRecentInput: boolean; sources: Source[]}>) {
        if (entry.hadRecentInput) continue;
        record.shifts.push(entry.value);
        for (const {node, previousRect: a, currentRect: b} of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element ? `${element.tagName.toLowerCase()}.${element.className}` : '(text)';
          record.moved.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms in ${innerWidth}x${innerHeight} ${document.documentElement.dir}: ${name} "${(node?.textContent ?? '').slice(0, 40)}" ${a.x},${a.y} ${a.width}x${a.height} → ${b.x},${b.y} ${b.width}x${b.height}`,
          );
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The layout shifts of a page so far (see {@link recordLayoutShifts}): their sum, and what moved, for a failure message. */
export async function layoutShifts(page: Page): Promise<{total: number; moved: string}> {
  return page.evaluate(() => {
    const {shifts, moved} = (window as unknown as {__layoutShifts: {shifts: number[]; moved: string[]}}).__layoutShifts;
    return {total: shifts.reduce((sum, value) => sum + value, 0), moved: moved.join(' | ')};
  });
}

/**
 * Playwright's `test` whose `page.goto` returns only once a site page has
 * hydrated, the moment a visitor's click first does something. Responses that
 * are not HTML (feeds, files, JSON) return as soon as they load.
 */
export const test = base.extend({
  page: async ({page}, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await waitForHydration(page);
      }
      return response;
    };
    await use(page);
  },
});

export const LOCALES = [
  {locale: 'en', prefix: '', htmlLang: 'en', dir: 'ltr'},
  {locale: 'fa', prefix: '/fa', htmlLang: 'fa-AF', dir: 'rtl'},
  {locale: 'ps', prefix: '/ps', htmlLang: 'ps-AF', dir: 'rtl'},
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];

/** The path of an English path in a locale: '/about/history' → '/fa/about/history'. */
export function localePath(prefix: string, pathname: string): string {
  if (!prefix) {
    return pathname;
  }
  return pathname === '/' ? `${prefix}/` : `${prefix}${pathname}`;
}

/** A UI string of a locale by its translation id; English falls back to `english`. */
export function uiString(locale: Locale, id: string, english: string): string {
  if (locale === 'en') {
    return english;
  }
  const file = path.join(__dirname, '..', 'i18n', locale, 'code.json');
  const codes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  const entry = codes[id];
  if (!entry) {
    throw new Error(`no ${id} in ${file}`);
  }
  return entry.message;
}

/** Records the `/web/...` requests a page makes, path and query, in order. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/web/')) {
      calls.push(`${url.pathname}${url.search}`);
    }
  });
  return calls;
}

/**
 * Resolves once the page has stored the API answer cached under `key`
 * (src/lib/api/cache.ts; the keys are content/api.ts's): its background
 * refresh is done, and the next page answers from the cache.
 */
export async function waitForCachedAnswer(page: Page, key: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((name) => localStorage.getItem(name) !== null, key), {message: `the answer cached as ${key}`, intervals: [25, 50, 100]})
    .toBe(true);
}

/** The JSON answer of an API path, which must be OK. */
export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** `?lang=` of the calls whose path carries no language. */
export function langQuery(locale: Locale): string {
  return locale === 'en' ? '' : `?lang=${locale}`;
}

const ROOT = path.join(__dirname, '..');

/** The docs folder of a locale: docs/ for English, the translation folder otherwise. */
function docsDir(locale: Locale): string {
  return locale === 'en' ? path.join(ROOT, 'docs') : path.join(ROOT, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');
}

/** The MDX file of a page in a locale: `/about/sustainability` → `…/about/sustainability/index.mdx`, `/about/history` → `…/about/history.mdx`. */
export function docFile(locale: Locale, route: string): string {
  const index = path.join(docsDir(locale), route, 'index.mdx');
  return existsSync(index) ? index : path.join(docsDir(locale), `${route}.mdx`);
}

/** The MDX source of a page in a locale (see docFile). */
export function docSource(locale: Locale, route: string): string {
  return readFileSync(docFile(locale, route), 'utf8');
}

/**
 * The routes of the English pages under a docs folder, e.g. `docRoutes('students/clubs')`
 * → `['/students/clubs/basketball-club', …]`, sorted; an `index.mdx` is its folder's route,
 * partials (`_name.mdx`) are left out.
 */
export function docRoutes(folder: string): string[] {
  const dir = path.join(ROOT, 'docs', folder);
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx') && !path.basename(file).startsWith('_'))
    .map((file) =>
      `/${folder}/${file
        .replace(/\.mdx$/, '')
        .split(path.sep)
        .join('/')}`.replace(/\/index$/, ''),
    )
    .sort();
}

/** The source without its front matter and `{/* … *\/}` comments. */
function mdxBody(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
}

/**
 * The prose paragraphs of an MDX source, as the page shows them at the top
 * level of its text: blocks between blank lines that are not a tag, heading,
 * list, table, quote, import or expression.
 */
export function mdxParagraphs(source: string): string[] {
  return mdxBody(source)
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '' && !/^(<|#|[-*+] |\d+\. |\||>|import |export |\{)/.test(block));
}

/** The values of one attribute of every `<Tag …>` of an MDX source, in order: `mdxAttributes(source, 'Card', 'link')`. */
export function mdxAttributes(source: string, tag: string, attribute: string): string[] {
  return [...mdxBody(source).matchAll(new RegExp(`<${tag}\\b[^>]*?\\s${attribute}="([^"]*)"`, 'g'))].map((match) => match[1]!);
}

/** The image addresses an MDX source lists in objects such as `{src: '/img/…', alt: '…'}` (galleries, logo strips), in order. */
export function mdxImageList(source: string): string[] {
  return [...mdxBody(source).matchAll(/\{\s*src:\s*'([^']+)'/g)].map((match) => match[1]!);
}

/** Eastern Arabic-Indic digits (Dari and Pashto) as Western ones. */
export function westernDigits(text: string): string {
  return text.replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

let dataSet: DataSet | undefined;

/** Everything in data/, read once through the site's own reader (content/read-data.ts). */
export function siteData(): DataSet {
  dataSet ??= readDataDirSync(path.join(ROOT, 'data'));
  return dataSet;
}

/** A conference page as its sources give it: the MDX of each language and the data file beside the English one. */
export interface ConferenceSource {
  readonly slug: string;
  /** The conference day (YYYY-MM-DD). */
  readonly day: string;
  /** The tab labels of the page in each language, in order. */
  readonly tabs: Readonly<Record<Locale, readonly string[]>>;
  /** How many photos its gallery has (0 without one). */
  readonly photos: number;
  /** The addresses of its gallery's photos, in order. */
  readonly photoSources: readonly string[];
  /** The documents (PDF paths) it links to. */
  readonly documents: readonly string[];
  /** The index of the tab (0-based) whose English source holds the gallery, -1 without one. */
  readonly galleryTab: number;
  /** The index of the tab whose English source holds an abstract written in Dari, -1 without one. */
  readonly dariAbstractTab: number;
}

/**
 * The conference pages, read from docs/research/conferences (every page with
 * a data file of the same name) and their Dari and Pashto twins, newest
 * conference first. Tests take their expectations from here, so a conference
 * added by an editor is tested without touching the tests.
 */
export function conferenceSources(): ConferenceSource[] {
  const root = ROOT;
  const docs = path.join(root, 'docs', 'research', 'conferences');
  const mdx = (locale: Locale, slug: string) =>
    readFileSync(
      locale === 'en'
        ? path.join(docs, `${slug}.mdx`)
        : path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current', 'research', 'conferences', `${slug}.mdx`),
      'utf8',
    );
  return readdirSync(docs)
    .filter((file) => file.endsWith('.json') && existsSync(path.join(docs, file.replace(/\.json$/, '.mdx'))))
    .map((file) => {
      const slug = file.replace(/\.json$/, '');
      const facts = JSON.parse(readFileSync(path.join(docs, file), 'utf8')) as {
        dates: {conference: string};
        photos?: string[];
        conceptNote?: string;
        programBook?: string;
      };
      const tabs = Object.fromEntries(
        LOCALES.map(({locale}) => [locale, [...mdx(locale, slug).matchAll(/^<Tab label="([^"]+)">/gm)].map((m) => m[1]!)]),
      ) as Record<Locale, string[]>;
      // The English source cut at its tabs: part i + 1 is the text of tab i.
      const parts = mdx('en', slug)
        .split(/^<Tab label="[^"]+">/m)
        .slice(1);
      return {
        slug,
        day: facts.dates.conference,
        tabs,
        photos: facts.photos?.length ?? 0,
        photoSources: facts.photos ?? [],
        documents: [facts.conceptNote, facts.programBook].filter((href): href is string => href !== undefined),
        galleryTab: parts.findIndex((part) => part.includes('<Gallery ')),
        dariAbstractTab: parts.findIndex((part) => part.includes('<Abstract lang="fa"')),
      };
    })
    .sort((a, b) => b.day.localeCompare(a.day));
}

/**
 * Opens `path` the way a link inside the site does, from a page of the same
 * locale: the browser router renders it with its route's data (a page the
 * build rendered carries the answers it was built with, a record the build
 * lacks has none and loads it from the API), without the HTML the server
 * would send for the address.
 */
export async function openInApp(page: Page, prefix: string, path: string): Promise<void> {
  await page.goto(localePath(prefix, '/contact'));
  // The router listens once React has taken over the page (a page from a
  // context of the test's own has no `goto` that waits for it).
  await waitForHydration(page);
  await page.evaluate(
    (target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    },
    path.startsWith(prefix) ? path : `${prefix}${path}`,
  );
}
