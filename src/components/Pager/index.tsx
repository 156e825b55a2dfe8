/**
 * The one pager of the site: news and events lists (9 a page) and faculty
 * publications (10 a page). Previous and next are disabled at the ends, the
 * current page is marked and not clickable, and every change stays in 1..last.
 * @see spec 1 §2.5, spec 2 §4, §5
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatNumber} from '@site/src/lib/format';
import {clampPage, pagerItems} from './pagerItems';
import styles from './styles.module.css';

export {clampPage, pageCount, pagerItems} from './pagerItems';

export interface PagerProps {
  readonly current: number;
  readonly last: number;
  readonly onChange: (page: number) => void;
}

export default function Pager({current, last, onChange}: PagerProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const page = clampPage(current, last);
  const go = (target: number) => {
    const next = clampPage(target, last);
    if (next !== page) {
      onChange(next);
    }
  };

  return (
    <nav
      className={styles.pager}
      aria-label={translate({id: 'pager.ariaLabel', message: 'Pages', description: 'Accessible name of a list pager'})}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.step} onClick={() => go(page - 1)} disabled={page <= 1}>
            <span aria-hidden="true" className={styles.arrowPrevious}>
              ‹
            </span>{' '}
            {translate({id: 'pager.previous', message: 'Previous', description: 'Pager button to the previous page'})}
          </button>
        </li>
        {pagerItems(page, last).map((item, index) =>
          item === 'gap' ? (
            // Gaps have no identity beyond their position.
            // eslint-disable-next-line react/no-array-index-key
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
                <button
                  type="button"
                  className={styles.page}
                  onClick={() => go(item)}
                  aria-label={translate(
                    {id: 'pager.goToPage', message: 'Go to page {page}', description: 'Accessible name of a page button'},
                    {page: formatNumber(item, locale)},
                  )}>
                  {formatNumber(item, locale)}
                </button>
              )}
            </li>
          ),
        )}
        <li>
          <button type="button" className={styles.step} onClick={() => go(page + 1)} disabled={page >= last}>
            {translate({id: 'pager.next', message: 'Next', description: 'Pager button to the next page'})}{' '}
            <span aria-hidden="true" className={styles.arrowNext}>
              ›
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
