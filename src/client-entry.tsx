/**
 * The browser's entry point, in place of Docusaurus's own
 * (@docusaurus/core/lib/client/clientEntry.js; plugins/client-entry.ts puts
 * this file there). It does what that one does (load the page's route
 * chunks, then hydrate the built page, or render it in development) in
 * several short tasks instead of two long ones:
 *
 * 1. this module: the runtime (Preact) and the router, nothing else;
 * 2. the route table (every route's loader) and Docusaurus's global API;
 * 3. the app: the theme, its providers and the site's frame;
 * 4. the page's own chunks (already on their way: the page's HTML names
 *    them, plugins/page-scripts.ts) and their modules;
 * 5. hydration, itself sliced by src/lib/hydration.tsx.
 *
 * Between steps the browser is free to answer a tap, a scroll or a key.
 * On a slow phone each of these steps took a tenth of a second and more;
 * together they were one long task in which the page did not answer.
 * Nothing here changes what is rendered.
 *
 * Kept in step with Docusaurus 3.10's clientEntry.js: compare when upgrading.
 */
import {startTransition, type ReactNode} from 'react';
import ReactDOM from 'react-dom/client';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter} from 'react-router-dom';
import {reportHydrationMismatches} from '@site/src/lib/hydration';

/** Resolves in a task of its own, after whatever the browser has queued (input first). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

declare global {
  interface Window {
    docusaurusRoot?: ReactDOM.Root;
  }
}

async function start(): Promise<void> {
  if (process.env.HYDRATE_IN_SLICES === 'true') {
    // Preact in the browser (plugins/preact.ts): its hydration mismatches are reported as React's are.
    const {options} = await import(/* webpackMode: "eager" */ 'preact');
    reportHydrationMismatches(options as unknown as Record<string, unknown>);
  }
  await nextTask();
  const [{default: docusaurus}, {default: preload}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
  ]);
  window.docusaurus = docusaurus;
  await nextTask();
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await nextTask();
  await preload(window.location.pathname);
  await nextTask();

  const app: ReactNode = (
    <HelmetProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown): void => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
    } else if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(document.getElementById('__docusaurus')!, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(document.getElementById('__docusaurus')!, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

if (typeof window !== 'undefined' && 'document' in window) {
  void start();
  // The development server's hot reload: this module accepts its own updates.
  (module as {hot?: {accept(): void}}).hot?.accept();
}
