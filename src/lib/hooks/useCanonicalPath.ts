/**
 * The one address search engines should index for the page being shown,
 * without its locale prefix: a record's detail page by its canonical address
 * (`/News/general/7` and `/news/general/7` are `/news/general/7`, an event's
 * share link is `/event/{id}`), a query page's variant with its canonical
 * query (`/events?page=2`, `/academics/programs?type=…&program=…`), any
 * other page by its path.
 */
import {stripLocalePrefix} from '@site/content/locales';
import {parseRecordId} from '@site/content/keys';
import {canonicalRoute, detailPath, matchDetailPath, queryPage, variantSearch, variantValues} from '@site/content/routes';
import {useRenderedLocation} from '@site/src/lib/api/pageData';

/** The canonical address of a path and query, without locale prefix. */
export function canonicalPath(pathname: string, search: string): string {
  const path = stripLocalePrefix(pathname);
  const detail = matchDetailPath(path);
  const id = detail === undefined ? undefined : parseRecordId(detail.idSegment);
  if (detail !== undefined && id !== undefined) return detailPath(canonicalRoute(detail.route).kind, id);
  const page = queryPage(path);
  const values = page === undefined ? undefined : variantValues(page, search);
  return page !== undefined && values !== undefined ? `${path}${variantSearch(page, values)}` : path;
}

/** The canonical address of the page being shown (as rendered, while it hydrates). */
export function useCanonicalPath(): string {
  const {pathname, search} = useRenderedLocation();
  return canonicalPath(pathname, search);
}
