/**
 * The one pager of the site: news and events lists (9 a page) and faculty
 * publications (10 a page). Every page is a link to its own address
 * (`/events/page/2`), so the pager works without JavaScript and each page
 * can be shared; with it, the next page opens without a page load. Previous
 * and next are disabled at the ends, the current page is marked and not a
 * link, and every link stays in 1..last.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatNumber} from '@site/src/lib/digits';
import {clampPage, pagerItems} from './pagerItems';
import styles from './styles.module.css';

export {clampPage, pagerItems} from './pagerItems';

export interface PagerProps {
  readonly current: number;
  readonly last: number;
  /** The address of page `n`, without locale (the link adds it). */
  readonly hrefFor: (n: number) => string;
}

/** Set when a pager link is followed, until the next page reads it. */
let movedByPager = false;

/**
 * Whether the page just shown was chosen with the pager (read once): its
 * list then takes the focus, so a keyboard or screen-reader user goes on
 * where the items are.
 */
export function pagerMovedFocus(): boolean {
  const moved = movedByPager;
  movedByPager = false;
  return moved;
}

export default function Pager({current, last, hrefFor}: PagerProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const page = clampPage(current, last);
  const linkTo = (target: number) => ({
    to: hrefFor(target),
    onClick: () => {
      movedByPager = true;
    },
  });
  const step = (target: number, isEnabled: boolean, label: string, arrow: ReactNode, arrowFirst: boolean) => {
    const content = arrowFirst ? (
      <>
        {arrow} {label}
      </>
    ) : (
      <>
        {label} {arrow}
      </>
    );
    return isEnabled ? (
      <Link className={styles.step} {...linkTo(target)}>
        {content}
      </Link>
    ) : (
      // eslint-disable-next-line jsx-a11y/anchor-is-valid -- a disabled link: no href by design, announced as a disabled link
      <a className={styles.step} role="link" aria-disabled="true">
        {content}
      </a>
    );
  };

  return (
    <nav className={styles.pager} aria-label={translate({id: 'pager.ariaLabel', message: 'Pages', description: 'Accessible name of a list pager'})}>
      <ul className={styles.list}>
        <li>
          {step(
            page - 1,
            page > 1,
            translate({id: 'pager.previous', message: 'Previous', description: 'Pager link to the previous page'}),
            <span aria-hidden="true" className={styles.arrowPrevious}>
              ‹
            </span>,
            true,
          )}
        </li>
        {pagerItems(page, last).map((item, index) =>
          item === 'gap' ? (
            // Gaps have no identity beyond their position.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className={clsx(styles.page, styles.current)} aria-current="page">
                  <span className="app-visually-hidden">
                    {translate({id: 'pager.currentPage', message: 'Page', description: 'Read before the current page number'})}{' '}
                  </span>
                  {formatNumber(item, locale)}
                </span>
              ) : (
                <Link
                  className={styles.page}
                  {...linkTo(item)}
                  aria-label={translate(
                    {id: 'pager.goToPage', message: 'Go to page {page}', description: 'Accessible name of a page link'},
                    {page: formatNumber(item, locale)},
                  )}
                >
                  {formatNumber(item, locale)}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {step(
            page + 1,
            page < last,
            translate({id: 'pager.next', message: 'Next', description: 'Pager link to the next page'}),
            <span aria-hidden="true" className={styles.arrowNext}>
              ›
            </span>,
            false,
          )}
        </li>
      </ul>
    </nav>
  );
}
