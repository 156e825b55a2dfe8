/**
 * Registers the site's service worker (plugins/web-app/sw.js) and watches
 * for a new version of it; loaded by register.ts once the page has hydrated and loaded.
 * The notice of a new version is a chunk of its own, loaded only when there
 * is one (updateNotice.ts).
 *
 * The first page a reader opens is fetched before the worker exists: once
 * the worker is active, the page sends it its address and the files it
 * loaded, so that page too can be read offline.
 */
const SERVICE_WORKER = '/sw.js';

function notify(worker: ServiceWorker): void {
  void import('./updateNotice').then(({showUpdateNotice}) => showUpdateNotice(worker));
}

export function register(): void {
  const container = navigator.serviceWorker;
  const controlled = container.controller !== null;
  container.register(SERVICE_WORKER).then(
    (registered) => {
      // A browser whose service workers are turned off (by policy or an
      // automation tool) may fulfil the registration with nothing.
      const registration: ServiceWorkerRegistration | undefined = registered;
      if (registration === undefined) return;
      if (registration.waiting && controlled) notify(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) notify(worker);
        });
      });
    },
    () => undefined,
  );
  if (!controlled) {
    void container.ready.then((registration) => {
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
      registration.active?.postMessage({type: 'keep', page: location.href, urls: [location.href, ...urls]});
    });
  }
}
