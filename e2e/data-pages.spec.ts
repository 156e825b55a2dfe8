/**
 * Every page arrives with its content (plugins/data-pages): for every address
 * of the site (e2e/site-addresses.ts: the docs and src/pages pages, the data
 * pages, the lists, the first and the last record of each detail kind, a
 * program and a faculty with their sub-pages, the 404 page) in every locale,
 * - with JavaScript off, the page shows the same words as the hydrated page
 *   once it has refreshed its data from the API;
 * - hydrating moves nothing (no layout shift) and React reports no hydration
 *   error;
 * - axe (WCAG 2.0 to 2.2, A and AA, every impact) finds no violation on the
 *   hydrated page;
 * - the answers embedded in a data page are what the API answers for it.
 * And what happens around the build: pages keep their content when the API
 * is down, and the template of a detail route answers a record that was
 * imported after the build.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import {readDataDirSync} from '../content/read-data';
import {FONT_COOKIE} from '../src/lib/arabicFont';
import {SAYS_MORE_WITHOUT_SCRIPT, siteAddresses} from './site-addresses';
import {
  apiJson,
  axeViolations,
  expect,
  HYDRATION_ERROR,
  layoutShifts,
  localePath,
  LOCALES,
  openInApp,
  recordLayoutShifts,
  test,
  waitForHydration,
} from './support';

const ROOT = path.join(__dirname, '..');

/** The text a reader gets from the page's main content, spaces folded. */
async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').first().innerText()).replace(/\s+/g, ' ').trim();
}

/**
 * Waits until the page has done its background work: the refresh the data
 * hooks schedule for when the browser is idle (src/lib/api/hooks.ts), and
 * the API requests it made.
 */
async function settle(page: Page, pending: () => number): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 3000})));
  await expect.poll(pending, {timeout: 10_000, intervals: [25]}).toBe(0);
  // The answers' promises resolve, then React renders.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/**
 * Compares pages with and without JavaScript, in two browser contexts kept
 * for a batch of addresses. It keeps one page of each context and takes it
 * from address to address, as a reader's tab goes from page to page (a new
 * page for every address cost a renderer process each time). Without
 * JavaScript only the words count, so that context loads no pictures or fonts.
 *
 * One address at a time: with each of Playwright's two workers comparing
 * three side by side, the English pages took 206 s; one at a time, 161 s
 * (2-core machine, runs taken one after the other): the pages' idle-time
 * work waits for a free core anyway, and more renderers only share them.
 */
async function pageComparer(browser: Browser): Promise<{compare: (url: string) => Promise<void>; close: () => Promise<void>}> {
  const plain = await browser.newContext({javaScriptEnabled: false});
  // Blocked by address, before any request is made (no interception round trip).
  const blockPictures = async (page: Page): Promise<void> => {
    const session = await plain.newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.setBlockedURLs', {urls: ['*.avif', '*.webp', '*.jpg', '*.png', '*.svg', '*.woff2']});
  };
  // Reduced motion, so that axe never reads colours halfway through a transition.
  const scripted = await browser.newContext({reducedMotion: 'reduce'});
  await recordLayoutShifts(scripted);
  // A reader's second page on: Vazirmatn's files in this context's cache and
  // its cookie set (src/lib/arabicFont.ts), so Dari and Pashto pages are
  // drawn in it from their first paint, as most page views are. What is
  // measured here is hydration.
  const warmUp = await scripted.newPage();
  await warmUp.goto('/fa/');
  await expect.poll(async () => (await scripted.cookies()).some((cookie) => cookie.name === FONT_COOKIE), {timeout: 15_000}).toBe(true);
  await warmUp.close();

  const withoutScript = await plain.newPage();
  await blockPictures(withoutScript);
  const page = await scripted.newPage();
  let errors: string[] = [];
  const pending = new Set<unknown>();
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/web/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));

  const compare = async (url: string): Promise<void> => {
    await withoutScript.goto(url);
    const before = await mainText(withoutScript);

    errors = [];
    pending.clear();
    await page.goto(url);
    await waitForHydration(page);
    await settle(page, () => pending.size);
    // On a loaded machine the render after the refresh may come later than the answers: wait for it.
    await expect
      .poll(() => mainText(page), {timeout: 5000, intervals: [50], message: `${url}: the same words with and without JavaScript`})
      .toBe(before);
    const after = await mainText(page);
    const {total: shift, moved} = await layoutShifts(page);
    const violations = await axeViolations(page);

    expect(before, `${url}: the page has content without JavaScript`).not.toBe('');
    expect(after, `${url}: the same words with and without JavaScript`).toBe(before);
    expect(errors, `${url}: no hydration error`).toEqual([]);
    // Zero as Lighthouse and field data report it (two decimals): on a loaded CI machine a
    // shift of a few hundred-thousandths (a sub-pixel move, no element changing place)
    // was seen once in hundreds of pages, and never when the page was reloaded to find it.
    expect(shift, `${url}: no layout shift; moved: ${moved}`).toBeLessThan(0.001);
    expect(violations, `${url}: no accessibility violation`).toEqual([]);
  };
  return {
    compare,
    close: async () => {
      await plain.close();
      await scripted.close();
    },
  };
}

// The search page says more without JavaScript (that search needs it): e2e/a11y.spec.ts scans it.
const ADDRESSES = siteAddresses({records: 'ends'}).filter((address) => !SAYS_MORE_WITHOUT_SCRIPT.has(address));

for (const {locale, prefix} of LOCALES) {
  test.describe(`${locale}: every route arrives with its content`, () => {
    // Each test compares a handful of pages twice over.
    test.slow();
    const chunk = 12;
    for (let start = 0; start < ADDRESSES.length; start += chunk) {
      const batch = ADDRESSES.slice(start, start + chunk);
      test(`pages ${start + 1}–${start + batch.length} of ${ADDRESSES.length}: the same words with and without JavaScript, no shift, no hydration error, no axe violation`, async ({
        browser,
      }) => {
        const comparer = await pageComparer(browser);
        try {
          for (const address of batch) await comparer.compare(localePath(prefix, address));
        } finally {
          await comparer.close();
        }
      });
    }
  });
}

test('a data page shows what the API answers for it, and needs no request to show it', async ({browser, request}) => {
  const news = await apiJson<Array<{id: number; title: string}>>(request, '/web/news/all-news/fa');
  const id = news[news.length - 1].id;
  const [answer] = await apiJson<Array<{title: string}>>(request, `/web/news/${id}/fa`);

  // Without the API the page still shows the article, and says nothing of the failure.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/web/**', (route) => route.abort());
  await page.goto(`/fa/news/general/${id}`);
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 3000})));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(answer.title);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Reached by a link inside the site, with the API still away: the route brings the record.
  await openInApp(page, '/fa', `/fa/news/general/${news[0].id}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(news[0].title);
  await context.close();
});

test('lists, programs and profiles keep their content when the API is down', async ({page}) => {
  await page.route('**/web/**', (route) => route.abort());
  for (const url of [
    '/events',
    '/fa/academics/graduate/graduate-programs',
    '/ps/career/current-opportunities',
    '/research/faculty-publications/page/2',
  ]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main [data-testid="spinner"]'), url).toHaveCount(0);
    await expect(page.locator('main').getByRole('link').first(), url).toBeVisible();
  }
});

test.describe('a record imported after the build', () => {
  let server: ChildProcess | undefined;
  let dataDir: string;
  const port = Number(process.env.E2E_PORT ?? 3411) + 7;
  const base = `http://127.0.0.1:${port}`;

  test.beforeAll(async () => {
    // A server of its own, on a copy of data/ with one more news item than the build has.
    dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-late-data-'));
    cpSync(path.join(ROOT, 'data'), dataDir, {recursive: true});
    // As an editor adds a story: one new file, no other file touched.
    const {records} = readDataDirSync(dataDir).news;
    const id = Math.max(...records.map((record) => record.id)) + 1000;
    writeFileSync(
      path.join(dataDir, 'news', `${id}-late-story.en.md`),
      [
        '---',
        `id: ${id}`,
        `photo: ${records[0].photo}`,
        `posted_date: ${records[0].posted_date}`,
        'keywords: late-story',
        'title: A story imported after the build',
        'shared_by: Test Office',
        '---',
        '',
        'It reached the site without a rebuild.',
        '',
      ].join('\n'),
    );
    writeFileSync(path.join(dataDir, 'late-id'), String(id));
    server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SKIP_BUILD: '1',
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${path.join(dataDir, 'late.sqlite')}`,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 120; attempt++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the second server did not start');
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dataDir, {recursive: true, force: true});
  });

  test('gets the template with its own head, and the page loads it', async ({browser}) => {
    const id = readFileSync(path.join(dataDir, 'late-id'), 'utf8');
    const response = await fetch(`${base}/news/general/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The template shows the page loading its record, not the 404 page it would be if rendered at its own path.
    const notFoundTitle = /<h1[^>]*>([^<]+)<\/h1>/.exec(await (await fetch(`${base}/this-page-does-not-exist`)).text())?.[1];
    expect(notFoundTitle).toBeTruthy();
    expect(html).not.toContain(notFoundTitle);
    expect(html).toContain('<title data-rh=true>A story imported after the build |');
    expect(html).toContain(`rel=canonical href="https://www.sapedar.example/news/general/${id}"`);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/news/general/${id}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('A story imported after the build');
    await expect(page.getByText('It reached the site without a rebuild.')).toBeVisible();
    await page.close();
    expect(errors, 'the template hydrates without error').toEqual([]);
  });
});

test('the events list shows its content from the HTML, then refreshes it with one request', async ({page}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/web/')) calls.push(new URL(request.url()).pathname);
  });
  await page.goto(`${localePath('/ps', '/events')}`);
  await expect(page.getByTestId('paged-list').locator('article').first()).toBeVisible();
  // The refresh waits for an idle moment (at most two seconds): poll for it, then make
  // sure no second request follows once the network has settled.
  await expect.poll(() => calls).toEqual(['/web/events/alll-events/ps']);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual(['/web/events/alll-events/ps']);
});
