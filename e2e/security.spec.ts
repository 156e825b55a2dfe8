/**
 * Security headers and the Content-Security-Policy in a real browser. The
 * server hashes the build's inline scripts into a CSP
 * without 'unsafe-inline'; a hash that no longer matches, a new inline
 * script or style, or a third-party fetch only shows up when Chromium runs
 * the page. So each kind of page (home, a content page, a data-driven detail
 * page) is loaded in every locale, hydrated, its data fetched and, on the
 * home page, the search dialog's lazy code (Pagefind's worker and
 * WebAssembly) run; then no CSP violation may have been reported, neither as
 * a `securitypolicyviolation` event nor as a console message. A negative
 * control proves the recorder sees a violation and the policy blocks inline
 * scripts it does not know.
 */
import type {APIRequestContext, Page, Response} from '@playwright/test';
import {expect, test, LOCALES, localePath, siteData, waitForHydration} from './support';

/** What the page-side recorder keeps of each violation. */
declare global {
  interface Window {
    __cspViolations?: string[];
    __inlineScriptRan?: boolean;
  }
}

/** The violations a page reported, from both channels. */
interface CspRecorder {
  /** `securitypolicyviolation` events seen by the document. */
  events(): Promise<string[]>;
  /** Console messages (page and its workers) that mention the policy. */
  readonly console: string[];
}

/**
 * Starts recording CSP violations before the page's first script runs: a
 * document listener (installed by an init script, so it sees violations of
 * the server-rendered HTML too) and the browser console of the page and its
 * workers, where Chromium reports every blocked load or script.
 */
async function recordViolations(page: Page): Promise<CspRecorder> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ` +
          `at ${event.sourceFile}:${event.lineNumber} sample=${JSON.stringify(event.sample)}`,
      );
    });
  });
  const consoleMessages: string[] = [];
  // The context's console also carries the messages of the page's workers.
  page.context().on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleMessages.push(`${message.type()}: ${message.text()}`);
  });
  return {
    events: () => page.evaluate(() => window.__cspViolations ?? ['recorder missing: the init script did not run']),
    console: consoleMessages,
  };
}

/** Splits a Content-Security-Policy header into directive → sources. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Checks the security headers of a page's HTML answer. */
async function expectSecurityHeaders(response: Response | null): Promise<void> {
  expect(response, 'the page answered').not.toBeNull();
  expect(response!.status()).toBe(200);
  const headers = await response!.allHeaders();

  const csp = headers['content-security-policy'];
  expect(csp, 'Content-Security-Policy').toBeTruthy();
  const directives = parseCsp(csp);
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
  expect(scriptSrc, 'script-src').toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain('*');
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);

  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1] ?? 0);
  expect(maxAge, 'Strict-Transport-Security max-age (at least a year)').toBeGreaterThanOrEqual(31_536_000);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect(headers['x-frame-options']).toBe('DENY');
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation']) {
    expect(permissions, `Permissions-Policy turns off ${feature}`).toContain(`${feature}=()`);
  }
}

/** Waits until nothing more is loading, then asserts that no violation was reported. */
async function expectNoViolations(page: Page, recorder: CspRecorder): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await recorder.events(), 'securitypolicyviolation events').toEqual([]);
  expect(recorder.console, 'console messages about the Content Security Policy').toEqual([]);
}

/** The title of a news item as the API gives it, which its detail page shows as h1. */
async function newsTitle(request: APIRequestContext, id: number, locale: string): Promise<string> {
  const response = await request.get(`/web/news/${id}/${locale}`);
  expect(response.status()).toBe(200);
  const [item] = (await response.json()) as Array<{title: string}>;
  return item.title;
}

/** A word each locale's search index finds (as in search.spec.ts). */
const SEARCH_WORD = {en: 'library', fa: 'کتابخانه', ps: 'کتابتون'} as const;

for (const {locale, prefix} of LOCALES) {
  test.describe(`security in ${locale}`, () => {
    test('the home page sends the security headers and runs, search included, with no CSP violation', async ({page}) => {
      const recorder = await recordViolations(page);
      const pagefind: string[] = [];
      page.on('request', (request) => {
        if (/\/pagefind\/.*(wasm|worker)/.test(request.url())) pagefind.push(new URL(request.url()).pathname);
      });
      await expectSecurityHeaders(await page.goto(localePath(prefix, '/')));
      await expectNoViolations(page, recorder);

      // The search dialog loads Pagefind: its script, its worker and WebAssembly.
      // Until the scripts run, the search control is a link to the search page; then it opens the dialog.
      await waitForHydration(page);
      await page.locator('header [role="button"][aria-haspopup="dialog"]').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const box = dialog.locator('input[type="search"]');
      await box.fill(SEARCH_WORD[locale]);
      await box.press('Enter');
      await expect(dialog.locator(`a[href^="${localePath(prefix, '/')}"]`).first()).toBeVisible();
      expect(
        pagefind.some((url) => url.includes('wasm')),
        `Pagefind's WebAssembly was fetched: ${pagefind.join(', ')}`,
      ).toBe(true);
      await expectNoViolations(page, recorder);
    });

    test('a content page sends the security headers and runs with no CSP violation', async ({page}) => {
      const recorder = await recordViolations(page);
      await expectSecurityHeaders(await page.goto(localePath(prefix, '/about/history')));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expectNoViolations(page, recorder);
    });

    test('a news detail page sends the security headers and shows its article with no CSP violation', async ({page, request}) => {
      const id = siteData().news.records[0]!.id;
      const title = await newsTitle(request, id, locale);
      const recorder = await recordViolations(page);
      await expectSecurityHeaders(await page.goto(localePath(prefix, `/news/general/${id}`)));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expectNoViolations(page, recorder);
    });
  });
}

test('an inline script the build did not hash is blocked and the recorder reports it', async ({page}) => {
  const recorder = await recordViolations(page);
  await page.goto('/');
  await expectNoViolations(page, recorder);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineScriptRan = true;';
    document.body.append(script);
  });
  await expect.poll(() => recorder.events()).toEqual([expect.stringMatching(/^script-src(-elem)? blocked inline/)]);
  await expect.poll(() => recorder.console).toEqual([expect.stringMatching(/inline script.*Content Security Policy/)]);
  expect(await page.evaluate(() => window.__inlineScriptRan)).toBeUndefined();
});
