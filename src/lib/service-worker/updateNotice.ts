/**
 * The quiet notice of a new version of the site: a line at the foot of the
 * screen with a Reload button. Nothing reloads until the reader clicks it;
 * then the waiting service worker takes over and the page loads again.
 *
 * Plain DOM (it shows at most once per page, long after hydration), styled
 * through the CSSOM, which the Content-Security-Policy allows (a `style`
 * attribute in markup it would not).
 */
import {translate} from '@docusaurus/Translate';

export const NOTICE_ID = 'site-update-notice';

/** Shows the notice for the waiting `worker`; `reload` loads the page again once it has taken over. */
export function showUpdateNotice(worker: ServiceWorker, reload: () => void = () => window.location.reload()): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'status');
  Object.assign(notice.style, {
    position: 'fixed',
    insetBlockEnd: '1rem',
    insetInlineStart: '1rem',
    zIndex: '100',
    display: 'flex',
    gap: '0.75rem',
    alignItems: 'center',
    padding: '0.75rem 1rem',
    maxInlineSize: 'calc(100vw - 2rem)',
    background: '#ffffff',
    color: '#1c1e21',
    border: '1px solid #0b4f6c',
    borderRadius: '0.5rem',
    boxShadow: '0 2px 8px rgb(0 0 0 / 20%)',
  } satisfies Partial<CSSStyleDeclaration>);
  const text = document.createElement('span');
  text.textContent = translate({
    id: 'serviceWorker.update.message',
    message: 'A new version of the site is ready.',
    description: 'Quiet notice when a new version of the site has been downloaded',
  });
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary button--sm';
  button.textContent = translate({
    id: 'serviceWorker.update.reload',
    message: 'Reload',
    description: 'Button of the new-version notice that reloads the page with the new version',
  });
  button.addEventListener('click', () => {
    button.disabled = true;
    navigator.serviceWorker.addEventListener('controllerchange', reload);
    worker.postMessage({type: 'skip-waiting'});
  });
  notice.append(text, button);
  document.body.append(notice);
}
