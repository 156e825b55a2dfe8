/**
 * A page painted while its HTML is still arriving. On a slow connection the
 * browser paints what it has parsed so far, and parses the rest as it comes;
 * what was painted must then stay where it is. A banner whose title panel was
 * anchored by its bottom did not: painted with the title alone, the panel
 * jumped up when the sentence under the title arrived.
 *
 * The pages are served through a relay that sends each page's HTML up to the
 * end of its title (`</h1>`), waits until the browser has painted that
 * part, then sends the rest. Every page with a
 * banner (`<Hero>` in its MDX source) is tested, in English, Dari and Pashto
 * in turn, and the home and 404 pages, with the site's styles and scripts
 * already in the browser's cache as from a reader's second page. Short pages
 * (the 404 page, the search page) are cut inside the footer too (before its
 * address): a footer painted in part must not move up when the rest comes.
 * A lecturer's profile is cut between their academic title and their
 * contacts, in each locale: the block beside the photo grows when the
 * contacts come, and the title above them must stay put.
 */
import {readdirSync, readFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {Browser, BrowserContext} from '@playwright/test';
import {siteAddresses} from './site-addresses';
import {docFile, docRoutes, expect, layoutShifts, LOCALES, localePath, recordLayoutShifts, test, waitForHydration} from './support';

/** How long the relay holds back a page at most, should the test never release it. */
const HOLD_LIMIT_MS = 20_000;

/**
 * Where the relay cuts a page: after its title; inside the footer, before its
 * address; or, on a lecturer's profile, before their contacts.
 */
const TITLE_END = {marker: '</h1>', after: true};
const FOOTER_ADDRESS = {marker: '<address', after: false};
/** A lecturer's contacts, the second part of the block beside their photo. */
const LECTURER_CONTACTS = {marker: '<dl', after: false};
type Cut = typeof TITLE_END;

const BANNER_PAGES = readdirSync(path.join(__dirname, '..', 'docs'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => docRoutes(entry.name))
  .filter((route) => readFileSync(docFile('en', route), 'utf8').includes('<Hero'));

/** The first lecturer profile of the site's addresses: its photo has the title and contacts beside it. */
const FIRST_LECTURER = siteAddresses({records: 'first'}).find((address) => /\/faculty-profile\/\d+$/.test(address))!;

/**
 * Every page with a banner, in the three locales in turn; the home page,
 * whose cover text sits at the bottom of its video, in each; and the 404 page.
 */
const CASES = [
  ...BANNER_PAGES.map((route, index) => ({route, ...LOCALES[index % LOCALES.length], cut: TITLE_END})),
  ...LOCALES.map((locale) => ({route: '/', ...locale, cut: TITLE_END})),
  {route: '/this-page-does-not-exist', ...LOCALES[1], cut: TITLE_END},
  {route: '/this-page-does-not-exist', ...LOCALES[0], cut: FOOTER_ADDRESS},
  {route: '/search', ...LOCALES[2], cut: FOOTER_ADDRESS},
  ...LOCALES.map((locale) => ({route: FIRST_LECTURER, ...locale, cut: LECTURER_CONTACTS})),
].map(({route, locale, prefix, cut}) => ({url: localePath(prefix, route), locale, prefix, cut}));

interface Relay {
  readonly url: string;
  /** Holds back the part of the next request for `path` (with its query) from where `cut` says. */
  hold(path: string, cut: Cut): void;
  /** Sends what is held back. */
  release(): void;
  close(): Promise<void>;
}

/** A relay to the site that can hold back the end of an HTML page until told to send it. */
async function startRelay(site: string): Promise<Relay> {
  let held: {path: string; cut: Cut} | undefined;
  const waiting: Array<() => void> = [];
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', site), {headers: {'accept-encoding': 'identity'}, redirect: 'manual'});
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const cut = held !== undefined && request.url === held.path ? held.cut : undefined;
      const found = cut === undefined ? -1 : body.indexOf(cut.marker);
      if (cut === undefined || found < 0) {
        response.end(body);
        return;
      }
      held = undefined;
      const split = cut.after ? found + cut.marker.length : found;
      response.write(body.subarray(0, split));
      const rest = body.subarray(split);
      const send = (): void => {
        if (!response.writableEnded) response.end(rest);
      };
      waiting.push(send);
      setTimeout(send, HOLD_LIMIT_MS);
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: (path, cut) => {
      held = {path, cut};
    },
    release: () => {
      for (const send of waiting.splice(0)) send();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('a page painted while its HTML is still arriving', () => {
  let relay: Relay;
  /**
   * One browser context per locale, kept by the worker for its tests: the
   * locale's styles, scripts and font are in its cache, as a reader has them
   * from the second page on, and each test opens a fresh page in it.
   */
  const contexts = new Map<string, Promise<BrowserContext>>();
  const warmContext = (browser: Browser, prefix: string): Promise<BrowserContext> => {
    let context = contexts.get(prefix);
    if (context === undefined) {
      context = (async () => {
        const made = await browser.newContext();
        await recordLayoutShifts(made);
        const warmUp = await made.newPage();
        await warmUp.goto(`${relay.url}${localePath(prefix, '/')}`);
        await warmUp.close();
        return made;
      })();
      contexts.set(prefix, context);
    }
    return context;
  };
  test.beforeAll(async ({baseURL}) => {
    relay = await startRelay(baseURL!);
  });
  test.afterAll(async () => {
    for (const context of contexts.values()) await (await context).close();
    contexts.clear();
    await relay.close();
  });

  for (const {url, locale, prefix, cut} of CASES) {
    test(`${url} (${locale}), cut at ${cut.marker}: what was painted before the rest arrived does not move`, async ({browser}) => {
      const page = await (await warmContext(browser, prefix)).newPage();
      try {
        relay.hold(url, cut);
        await page.goto(`${relay.url}${url}`, {waitUntil: 'commit'});
        // The rest of the HTML goes once the browser has painted the part it has.
        await expect
          .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), {timeout: 15_000, intervals: [50]})
          .toBe(1);
        relay.release();
        await page.waitForLoadState('load');
        await waitForHydration(page);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
        const {painted, arrived} = await page.evaluate(() => ({
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
          arrived: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
        }));
        // What this test is about: the browser painted the page before its last part came.
        expect(painted, `${url}: painted (${Math.round(painted)} ms) before the rest of the HTML arrived (${Math.round(arrived)} ms)`).toBeLessThan(
          arrived,
        );
        const {total: shift, moved} = await layoutShifts(page);
        // Zero as Lighthouse reports it (two decimals), as in e2e/data-pages.spec.ts.
        expect(shift, `${url}: nothing painted moves when the rest arrives; moved: ${moved}`).toBeLessThan(0.001);
      } finally {
        await page.close();
      }
    });
  }
});
