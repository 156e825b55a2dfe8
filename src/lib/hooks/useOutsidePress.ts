/**
 * Calls `onOutsidePress` when a mouse button goes down outside `containerRef`
 * while `isActive` (a mouse press beside the open sidebar menu asks it to
 * close). Keyboard users close with Escape instead.
 *
 * A native modal `<dialog>` does not close on such a press in every browser
 * (the `closedby` attribute that asks for it is not supported everywhere), so
 * this stays ours. The page behind a modal dialog is inert: a press beside it
 * lands on its `::backdrop`, which the browser reports as a press on the
 * dialog element itself. Such a press counts as outside when it falls outside
 * the dialog's box.
 */
import {useEffect, useRef, type RefObject} from 'react';

/** Whether a press on `element` itself lies outside its box (on a dialog, its backdrop). */
function isBesideBox(element: Element, event: MouseEvent): boolean {
  const box = element.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** Listens for presses outside the container while active. */
export function useOutsidePress(containerRef: RefObject<HTMLElement | null>, isActive: boolean, onOutsidePress: () => void): void {
  const callbackRef = useRef(onOutsidePress);
  callbackRef.current = onOutsidePress;

  useEffect(() => {
    if (!isActive) {
      return undefined;
    }
    const handleMouseDown = (event: MouseEvent) => {
      const container = containerRef.current;
      if (!container || !(event.target instanceof Node)) {
        return;
      }
      const isOutside = event.target === container ? isBesideBox(container, event) : !container.contains(event.target);
      if (isOutside) {
        callbackRef.current();
      }
    };
    document.addEventListener('mousedown', handleMouseDown);
    return () => document.removeEventListener('mousedown', handleMouseDown);
  }, [containerRef, isActive]);
}
