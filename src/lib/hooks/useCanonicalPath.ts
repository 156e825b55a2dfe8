/**
 * The one address search engines should index for the page being shown,
 * without its locale prefix: a record's second address by its first
 * (`/News/general/7` is `/news/general/7`, an event's share link is
 * `/event/{id}`), any other page by its path. (A lecturer's profile under a
 * second program names the one under the home program, which its route
 * carries: src/pages/academics/programs/faculty-profile.)
 */
import {stripLocalePrefix} from '@site/content/locales';
import {canonicalRoute, matchPatternPath} from '@site/content/routes';
import {useRenderedLocation} from '@site/src/lib/api/routeData';

/** The canonical address of a path, without locale prefix. */
export function canonicalPath(pathname: string): string {
  const path = stripLocalePrefix(pathname);
  const match = matchPatternPath(path);
  if (match === undefined || match.route.twinOf === undefined || match.id === undefined) return path;
  return canonicalRoute(match.route).path.replace(':id', String(match.id));
}

/** The canonical address of the page being shown (as rendered, while it hydrates). */
export function useCanonicalPath(): string {
  return canonicalPath(useRenderedLocation().pathname);
}
