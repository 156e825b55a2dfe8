/**
 * Which page links a pager shows: every page when there are five or fewer;
 * otherwise the first, the last, the current page and its neighbours, with
 * an ellipsis for each gap.
 */

/** A page number to show, or a gap. */
export type PagerItem = number | 'gap';

/** Keeps a requested page inside 1..last. */
export function clampPage(page: number, last: number): number {
  if (!Number.isFinite(page) || last < 1) {
    return 1;
  }
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

/** The pager's items for `current` of `last` pages. */
export function pagerItems(current: number, last: number): PagerItem[] {
  if (last <= 5) {
    return Array.from({length: Math.max(0, last)}, (_, i) => i + 1);
  }
  const page = clampPage(current, last);
  const shown = new Set([1, last, page - 1, page, page + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) {
      items.push('gap');
    }
    items.push(p);
  });
  return items;
}
