/**
 * What the page's scripts add to the frame's islands (src/components/Island:
 * the menu panel and the footer, plain HTML the browser bundle never
 * renders). The islands work without this; with it:
 *
 * - a link inside an island to a page of this language is followed as the
 *   site's own links are (a route change, no page load), and a link to the
 *   other languages stores the choice, as the language links do everywhere;
 * - what depends on the page is kept true after a route change: the
 *   current page marked in the menu, the language links' targets; the menu
 *   closes, and closing it hides its submenu;
 * - switching from one submenu to another waits for the first one's 300 ms
 *   slide-out before the next appears (the CSS alone plays both at once);
 * - browsers without dialog commands (`command`/`commandfor`) or without
 *   `closedby` get them here.
 *
 * Everything is one listener per event type on the document, set once.
 */
import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import {localeOfPath} from '@site/content/locales';
import {ISLAND_ATTRIBUTE} from '@site/src/components/Island';
import {MENU_ID} from '@site/src/components/MenuPanel/constants';
import {otherLanguageLinks, storeLanguage} from './language';
import {useCurrentPage} from './useCurrentPage';

/** How long a submenu slides out before the next one shows (the CSS transition's length). */
export const SUBMENU_SLIDE_OUT_MS = 300;

function menuDialog(): HTMLDialogElement | null {
  const element = document.getElementById(MENU_ID);
  return element instanceof HTMLDialogElement ? element : null;
}

/** Hides the menu's open submenus and closes the menu. */
function closeMenu(): void {
  const dialog = menuDialog();
  if (dialog?.open) {
    dialog.close();
  }
}

function hideSubmenus(dialog: Element): void {
  for (const submenu of Array.from(dialog.querySelectorAll<HTMLElement>('[popover]'))) {
    if (submenu.matches(':popover-open')) {
      submenu.hidePopover();
    }
  }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const supportsCommands = typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
const supportsClosedBy = typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;

/** A click that the page may take over (not one asking for a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Sets up the islands' behaviour (once) and brings them up to date with the page. */
export function useIslands(): void {
  const history = useHistory();
  const {locale, pathWithoutLocale, search} = useCurrentPage();

  useEffect(() => {
    // When the last submenu began to slide out, and which one it was.
    let slideOutStart = -Infinity;
    let leaving: Element | null = null;
    let pendingShow: number | undefined;

    function followLink(event: MouseEvent, anchor: HTMLAnchorElement): void {
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) {
        return;
      }
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) {
        return;
      }
      const target = localeOfPath(url.pathname);
      if (target !== locale) {
        // Another language is another build: a page load, and a choice to keep.
        storeLanguage(target);
        return;
      }
      event.preventDefault();
      closeMenu();
      history.push(`${url.pathname}${url.search}${url.hash}`);
    }

    function openSubmenuLater(event: MouseEvent, button: HTMLButtonElement, submenu: HTMLElement): void {
      if (prefersReducedMotion() || submenu.matches(':popover-open')) {
        return;
      }
      // Chosen by keyboard, the other submenu is still open: it leaves now.
      // Chosen by a press, the press has already dismissed it.
      for (const other of Array.from(submenu.closest(`#${MENU_ID}`)?.querySelectorAll<HTMLElement>('[popover]') ?? [])) {
        if (other !== submenu && other.matches(':popover-open')) {
          other.hidePopover();
        }
      }
      const wait = SUBMENU_SLIDE_OUT_MS - (performance.now() - slideOutStart);
      if (leaving === null || leaving === submenu || wait <= 0) {
        return;
      }
      event.preventDefault();
      window.clearTimeout(pendingShow);
      pendingShow = window.setTimeout(() => {
        if (menuDialog()?.open && !submenu.matches(':popover-open')) {
          // Focus on the section's button first, so closing the submenu gives it back there.
          button.focus();
          submenu.showPopover();
        }
      }, wait);
    }

    function onClick(event: MouseEvent): void {
      if (event.defaultPrevented || !(event.target instanceof Element)) {
        return;
      }
      const dialog = menuDialog();
      // Without `closedby`: a press on the dialog itself is a press on its backdrop.
      if (!supportsClosedBy && dialog?.open && event.target === dialog) {
        dialog.close();
        return;
      }
      const island = event.target.closest(`[${ISLAND_ATTRIBUTE}]`);
      const button = event.target.closest('button');
      if (button && !supportsCommands && button.hasAttribute('commandfor')) {
        const target = document.getElementById(button.getAttribute('commandfor') ?? '');
        const command = button.getAttribute('command');
        if (target instanceof HTMLDialogElement && command === 'show-modal' && !target.open) {
          target.showModal();
        } else if (target instanceof HTMLDialogElement && command === 'close') {
          target.close();
        }
        return;
      }
      if (!island) {
        return;
      }
      const popoverTarget = button?.popoverTargetElement;
      if (button && popoverTarget instanceof HTMLElement && button.popoverTargetAction === 'toggle') {
        openSubmenuLater(event, button, popoverTarget);
        return;
      }
      const anchor = event.target.closest('a[href]');
      if (anchor instanceof HTMLAnchorElement && isPlainClick(event)) {
        followLink(event, anchor);
      }
    }

    // A submenu that closes starts its slide-out (told at once, before the
    // click that dismissed it); a menu that closes hides its submenu.
    function onBeforeToggle(event: Event): void {
      const {target} = event;
      if (!(target instanceof HTMLElement) || !(event instanceof ToggleEvent) || event.newState !== 'closed') {
        return;
      }
      if (target.hasAttribute('popover') && target.closest(`#${MENU_ID}`)) {
        slideOutStart = performance.now();
        leaving = target;
      }
    }
    function onClose(event: Event): void {
      if (event.target instanceof HTMLDialogElement && event.target.id === MENU_ID) {
        window.clearTimeout(pendingShow);
        hideSubmenus(event.target);
      }
    }

    document.addEventListener('click', onClick);
    // Neither event bubbles; listening while they travel down reaches them all.
    document.addEventListener('beforetoggle', onBeforeToggle, true);
    document.addEventListener('close', onClose, true);
    return () => {
      window.clearTimeout(pendingShow);
      document.removeEventListener('click', onClick);
      document.removeEventListener('beforetoggle', onBeforeToggle, true);
      document.removeEventListener('close', onClose, true);
    };
  }, [history, locale]);

  // The page changed: the menu closes and its page-dependent parts follow.
  useEffect(() => {
    closeMenu();
    const menu = menuDialog();
    if (!menu) {
      return;
    }
    for (const link of Array.from(menu.querySelectorAll<HTMLAnchorElement>('a[data-route]'))) {
      if (link.dataset.route === pathWithoutLocale) {
        link.setAttribute('aria-current', 'page');
      } else {
        link.removeAttribute('aria-current');
      }
    }
    for (const {locale: target, href} of otherLanguageLinks(locale, pathWithoutLocale, search)) {
      for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>(`[${ISLAND_ATTRIBUTE}] a[data-locale="${target}"]`))) {
        link.setAttribute('href', href);
      }
    }
  }, [locale, pathWithoutLocale, search]);
}
