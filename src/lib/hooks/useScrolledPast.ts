/**
 * Whether the page is scrolled further down than a threshold: the header's
 * scrolled style, a sticky sub-menu's shadow, the contact page's scroll hint.
 */
import {useEffect, useState} from 'react';

/** True while `window.scrollY > threshold` (px); false during the static build. */
export function useScrolledPast(threshold: number): boolean {
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
