/**
 * Calls `onOutsidePress` when a mouse button goes down outside `containerRef`
 * while `isActive` (spec 1 §4: a mouse press outside the open sidebar asks it
 * to close). Keyboard users close with Escape instead.
 */
import {useEffect, useRef, type RefObject} from 'react';

/** Listens for presses outside the container while active. */
export function useOutsidePress(
  containerRef: RefObject<HTMLElement | null>,
  isActive: boolean,
  onOutsidePress: () => void,
): void {
  const callbackRef = useRef(onOutsidePress);
  callbackRef.current = onOutsidePress;

  useEffect(() => {
    if (!isActive) {
      return undefined;
    }
    const handleMouseDown = (event: MouseEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        callbackRef.current();
      }
    };
    document.addEventListener('mousedown', handleMouseDown);
    return () => document.removeEventListener('mousedown', handleMouseDown);
  }, [containerRef, isActive]);
}
