/**
 * The service worker's start on every page (a client module of
 * plugins/web-app): once the page has loaded, in production builds, it
 * loads the registration (registration.ts), a chunk of its own, so the
 * first view's scripts carry only these few lines.
 */
function start(): void {
  void import('./registration').then(({register}) => register());
}

if (process.env.NODE_ENV === 'production' && typeof window !== 'undefined' && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start);
}

export {};
