/**
 * Locks page scrolling while a dialog (the menu, the search, the photo
 * viewer) is open: `overflow: hidden` on the root and body
 * (src/css/custom.css). A native modal `<dialog>` makes the page behind inert
 * but leaves it scrollable by the wheel or a finger on the backdrop, so this
 * stays ours (used through useModalDialog).
 * Several dialogs may hold the lock at once; the page scrolls again only when
 * the last one releases it.
 */
import {useEffect} from 'react';

// A data attribute, not a class: Docusaurus's head manager rewrites <html
// class> after hydration and would drop a class added by a menu opened early.
const LOCK_ATTRIBUTE = 'data-app-scroll-locked';
let holders = 0;

/** Adds a hold on the page's scroll lock while `isActive` is true. */
export function useScrollLock(isActive: boolean): void {
  useEffect(() => {
    if (!isActive) {
      return undefined;
    }
    holders += 1;
    document.documentElement.setAttribute(LOCK_ATTRIBUTE, '');
    return () => {
      holders = Math.max(0, holders - 1);
      if (holders === 0) {
        document.documentElement.removeAttribute(LOCK_ATTRIBUTE);
      }
    };
  }, [isActive]);
}
