/**
 * What a page's first view loads, as a browser loads it: the scripts a page
 * needs to be shown and to answer (its HTML's entry scripts, and the route
 * chunks Docusaurus loads before it hydrates the page), measured in real
 * Chromium. Prefetches of the pages a visitor may go to next (`<link
 * rel=prefetch>`, fetched when the browser is idle), the background refresh
 * of the page's data and scripts loaded only when a control is used (the
 * search, a lightbox) are not part of it.
 *
 * Used by the page-weight figures (scripts/page-weight.ts, e2e/page-weight.spec.ts)
 * and by `npm run bench:site`, for this site and for a stock Docusaurus
 * site alike.
 */
import type {Browser, Page} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findTestChromium} from './chromium';

/**
 * Launches headless Chromium through playwright-core (nothing is downloaded):
 * the headless shell where installed, as the browser tests use. Which
 * scripts a page loads does not depend on it.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findTestChromium();
  if (executablePath === undefined) throw new Error(`no Chromium found: ${CHROMIUM_INSTALL_HINT}`);
  const {chromium} = await import('playwright-core');
  return chromium.launch({executablePath, args: [...CHROMIUM_ARGS]});
}

/**
 * The URL paths of the scripts `page` loads for the first view of `url`:
 * every script the page requested (by `<script>`, not a prefetch `<link>`)
 * before it had hydrated (Docusaurus marks `<html data-has-hydrated="true">`
 * then), except those asked for from an idle callback. What a page loads
 * afterwards (a control's code when it is used) is not the first view, and
 * neither is what it leaves for the browser's idle time (its data refreshed
 * in the background, the service worker's registration, the Dari and Pashto
 * font's fetch). Docusaurus sets that attribute in a second render after
 * hydrating, through its head manager, so an idle callback can run before
 * it; without the exception, a light page's figure moved by up to 2 kB
 * from one measurement to the next.
 */
export async function firstViewScripts(page: Page, url: string): Promise<string[]> {
  await page.addInitScript(() => {
    const state = window as unknown as {__idleScripts: string[]};
    state.__idleScripts = [];
    // Scripts inserted while an idle callback runs (webpack inserts a chunk's
    // <script> synchronously when `import()` is called).
    let idleDepth = 0;
    const requestIdle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      requestIdle((deadline) => {
        idleDepth += 1;
        try {
          callback(deadline);
        } finally {
          idleDepth -= 1;
        }
      }, options);
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (idleDepth > 0 && child instanceof HTMLScriptElement && child.src !== '') state.__idleScripts.push(new URL(child.src).pathname);
      return appendChild.call(this, child) as T;
    };
    // Observed from the document: the script runs before the page's <html> element exists.
    new MutationObserver((_records, observer) => {
      if (document.documentElement?.dataset.hasHydrated !== 'true') return;
      (window as unknown as {__hydratedAt: number}).__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => (window as unknown as {__hydratedAt?: number}).__hydratedAt !== undefined, undefined, {timeout: 30_000});
  const scripts = await page.evaluate(() => {
    const {__hydratedAt: hydratedAt, __idleScripts: idleScripts} = window as unknown as {__hydratedAt: number; __idleScripts: string[]};
    return performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.startTime <= hydratedAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => !idleScripts.includes(pathname));
  });
  return [...new Set(scripts)];
}

/** The first-view scripts of each URL, each loaded in a fresh context (nothing cached). */
export async function firstViewScriptsOf(browser: Browser, urls: readonly string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  for (const url of urls) {
    const context = await browser.newContext();
    try {
      result.set(url, await firstViewScripts(await context.newPage(), url));
    } finally {
      await context.close();
    }
  }
  return result;
}
