/**
 * The installable app's start on every page (a client module of
 * plugins/web-app): in production builds, once the first page has hydrated
 * and loaded and the browser is idle,
 *
 * - the page links its language's web app manifest. The link is not in the
 *   built HTML: Chromium fetches a linked manifest, and then its icon, as
 *   soon as it reads the head, so on a slow line the two would share the
 *   first view's bandwidth with the stylesheet and the lead picture.
 *   Installing needs the service worker, which needs the page's scripts, so
 *   a page without them loses nothing;
 * - the service worker is registered (registration.ts, a chunk of its own),
 *   so the first view's scripts carry only these few lines.
 */
import type {ClientModule} from '@docusaurus/types';
import {localeOfPath, localePrefix} from '@site/content/locales';
import {MANIFEST_FILE} from './manifestFile';

function linkManifest(): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${localePrefix(localeOfPath(window.location.pathname))}/${MANIFEST_FILE}`;
  document.head.append(link);
}

function start(): void {
  const run = (): void => {
    linkManifest();
    if ('serviceWorker' in navigator) void import('./registration').then(({register}) => register());
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else window.setTimeout(run, 200);
}

/** Docusaurus calls this once the first page has hydrated, and after each move inside the site. */
export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({previousLocation}) => {
  // Only the first call, the page the browser loaded, has no previous location.
  if (previousLocation !== null || process.env.NODE_ENV !== 'production') return;
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
};
