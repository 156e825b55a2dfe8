/**
 * Whether the page is scrolled further down than a threshold; drives the
 * header's scrolled style (spec 1 §4: more than 50 px).
 */
import {useEffect, useState} from 'react';

/** The header takes its scrolled style once `window.scrollY` exceeds this (spec 1 §9). */
export const HEADER_SCROLL_THRESHOLD = 50;

/** True while `window.scrollY > threshold`; false during the static build. */
export function useScrolledPast(threshold: number = HEADER_SCROLL_THRESHOLD): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > threshold);
    // A page reloaded halfway down starts scrolled.
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isPast;
}
