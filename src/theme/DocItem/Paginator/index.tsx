/**
 * No "previous / next page" links under the pages: an area's pages (the
 * clubs, the sustainability pages...) are not read in a sequence, and the
 * area's menu beside the page lists them all. Leaving the theme's paginator
 * out also leaves its script and styles out of every content page.
 */
import type {ReactNode} from 'react';

export default function DocItemPaginator(): ReactNode {
  return null;
}
