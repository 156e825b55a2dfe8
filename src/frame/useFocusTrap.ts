/**
 * Keeps keyboard focus inside an open dialog, closes it on Escape, and gives
 * focus back to the control that opened it when it closes (WCAG 2.4.3,
 * DESIGN §8).
 */
import {useEffect, useRef, type RefObject} from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// Elements hidden by CSS (display: none, e.g. the sidebar's main list behind
// a submenu on small screens) cannot take focus; a trap that tried to wrap
// focus onto one would leave it where it was. jsdom has no layout and no
// checkVisibility(), so there every element counts as rendered.
function isRendered(el: HTMLElement): boolean {
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

/** The elements inside `container` that Tab can reach, in document order. */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      !el.hasAttribute('hidden') &&
      el.getAttribute('aria-hidden') !== 'true' &&
      !el.closest('[hidden],[inert]') &&
      isRendered(el),
  );
}

export interface FocusTrapOptions {
  /** Called when Escape is pressed inside the open dialog. */
  readonly onEscape: () => void;
  /** Element to focus first; defaults to the first focusable element. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
}

/** Traps focus in `containerRef` while `isActive`, restoring it on release. */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  isActive: boolean,
  {onEscape, initialFocus}: FocusTrapOptions,
): void {
  // Kept in a ref so a new onEscape closure does not re-run the effect and
  // steal focus back to the first element on every render.
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const container = containerRef.current;
    if (!isActive || !container) {
      return undefined;
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocus?.current ?? focusableWithin(container)[0] ?? container;
    first.focus();

    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') {
        return;
      }
      const items = focusableWithin(container);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !container.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !container.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };

    document.addEventListener('keydown', handleKeyDown, true);
    return () => {
      document.removeEventListener('keydown', handleKeyDown, true);
      if (opener && document.contains(opener)) {
        opener.focus();
      }
    };
  }, [containerRef, isActive, initialFocus]);
}
