/**
 * The id of a detail page, read from its URL (DESIGN §3: one page per locale
 * serves every id). Only a plain positive whole number is an id; anything
 * else (`/event/abc`, `/event/1.5`, `/event/0`) is not, and the page shows
 * its not-found message without asking the API.
 */

/** Largest id accepted: ids are database integers. */
const MAX_ID = 2_147_483_647;

/** The id at the end of `pathname` (`/fa/news/general/12` → 12), or undefined. */
export function idFromPath(pathname: string): number | undefined {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (!/^[1-9]\d*$/.test(last)) {
    return undefined;
  }
  const id = Number(last);
  return id <= MAX_ID ? id : undefined;
}
