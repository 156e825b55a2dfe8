/**
 * The service worker's start on every page (a client module of
 * plugins/web-app): in production builds, once the first page has hydrated
 * and loaded and the browser is idle, it loads the registration
 * (registration.ts), a chunk of its own. So the first view's scripts carry
 * only these few lines, and the chunk is not fetched while the page starts.
 */
import type {ClientModule} from '@docusaurus/types';

let started = false;

function start(): void {
  const load = (): void => {
    void import('./registration').then(({register}) => register());
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load);
  else window.setTimeout(load, 200);
}

/** Docusaurus calls this once the first page has hydrated, and after each move inside the site. */
export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = () => {
  if (started || process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  started = true;
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
};
