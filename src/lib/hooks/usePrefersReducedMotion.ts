/**
 * Whether the visitor asked for reduced motion. The CSS already turns
 * animations off (src/css/custom.css); this lets scripts skip the waits that
 * only exist to let an animation finish.
 */
import {useEffect, useState} from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** True when `prefers-reduced-motion: reduce` matches; false on the server. */
export function usePrefersReducedMotion(): boolean {
  const [prefersReduced, setPrefersReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      return undefined;
    }
    const query = window.matchMedia(QUERY);
    const update = () => setPrefersReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return prefersReduced;
}
