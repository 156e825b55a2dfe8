/**
 * Keeps Tab going round the controls of an open modal dialog: from the last
 * to the first, and with Shift from the first to the last.
 *
 * A native modal `<dialog>` already keeps the page behind out of reach, but
 * between its last and its first control Tab leaves the page for the
 * browser's own controls (the address bar), and the visitor's next key press
 * then goes nowhere on the page. The site has always kept focus within its
 * dialogs, so this part stays ours (used through useModalDialog).
 */
import {useEffect, type RefObject} from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// Elements hidden by CSS (display: none, e.g. the sidebar's main list behind
// a submenu on small screens) cannot take focus; wrapping focus onto one
// would leave it where it was. jsdom has no layout and no checkVisibility(),
// so there every element counts as rendered.
function isRendered(el: HTMLElement): boolean {
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

/** The elements inside `container` that Tab can reach, in document order. */
function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true' && !el.closest('[hidden],[inert]') && isRendered(el),
  );
}

/** Wraps Tab and Shift+Tab inside `containerRef` while `isActive`. */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, isActive: boolean): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!isActive || !container) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') {
        return;
      }
      const items = focusableWithin(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (first === undefined || last === undefined) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', handleKeyDown);
    return () => container.removeEventListener('keydown', handleKeyDown);
  }, [containerRef, isActive]);
}
