/**
 * Staggered entrance of the sidebar's items: the first item
 * starts after 0.2 s, the last after 0.9 s, the rest evenly in between.
 */

/** Delay of the first item, in seconds. */
export const FIRST_ENTRANCE_DELAY_S = 0.2;
/** Delay of the last item, in seconds. */
export const LAST_ENTRANCE_DELAY_S = 0.9;

/** Entrance delay, in seconds, of item `index` (from 0) among `count` items. */
export function entranceDelay(index: number, count: number): number {
  if (count <= 1) {
    return FIRST_ENTRANCE_DELAY_S;
  }
  const clamped = Math.min(Math.max(index, 0), count - 1);
  const step = (LAST_ENTRANCE_DELAY_S - FIRST_ENTRANCE_DELAY_S) / (count - 1);
  // Rounded so the CSS reads `0.34s`, not `0.33999999999999997s`.
  return Math.round((FIRST_ENTRANCE_DELAY_S + clamped * step) * 100) / 100;
}
