/**
 * Paging of the site's lists (news and events 9 a page, publications 10):
 * which page an address shows. Each page has its own address
 * (`/events/page/2`, content/routes.ts); the build renders each one.
 */
import {translate} from '@docusaurus/Translate';
import {stripLocalePrefix} from '@site/content/locales';
import {formatNumber} from '@site/src/lib/digits';
import {matchListPage} from '@site/content/routes';
import {useRenderedLocation, useRouteList} from '@site/src/lib/api';

/** The page of a list the page being shown is: its route's, or the one its address names (1 when it names none). */
export function useListPageNumber(): number {
  const built = useRouteList();
  const {pathname} = useRenderedLocation();
  return built?.page ?? matchListPage(stripLocalePrefix(pathname))?.page ?? 1;
}

/** A list page's document title: the list's own for its first page, with the page number after it ("Events, page 2"). */
export function listPageTitle(title: string, page: number, locale: string): string {
  return page <= 1
    ? title
    : translate(
        {
          id: 'list.pageTitle',
          message: '{list}, page {page}',
          description: 'Browser tab title of the second and later pages of a list; {list} is its name',
        },
        {list: title, page: formatNumber(page, locale)},
      );
}
