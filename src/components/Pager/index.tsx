/**
 * The one pager of the site: news and events lists (9 a page) and faculty
 * publications (10 a page). Every page is a link to its own address, so the
 * pager works without JavaScript and each page can be shared; with it, a
 * click changes the page in place. Previous and next are disabled at the
 * ends, the current page is marked and not a link, and every change stays
 * in 1..last.
 */
import type {MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatNumber} from '@site/src/lib/format';
import {clampPage, pagerItems} from './pagerItems';
import styles from './styles.module.css';

export {clampPage, pagerItems} from './pagerItems';

export interface PagerProps {
  readonly current: number;
  readonly last: number;
  /** The address of page `n`. */
  readonly hrefFor: (n: number) => string;
  /** Called with the page a link asks for, instead of a page load. */
  readonly onChange: (page: number) => void;
}

/** A plain left click is handled in the page; any other (new tab, new window) goes to the link. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export default function Pager({current, last, hrefFor, onChange}: PagerProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const page = clampPage(current, last);
  const linkTo = (target: number) => ({
    href: hrefFor(target),
    onClick: (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onChange(target);
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
      <a className={styles.step} {...linkTo(target)}>
        {content}
      </a>
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
                <a
                  className={styles.page}
                  {...linkTo(item)}
                  aria-label={translate(
                    {id: 'pager.goToPage', message: 'Go to page {page}', description: 'Accessible name of a page link'},
                    {page: formatNumber(item, locale)},
                  )}
                >
                  {formatNumber(item, locale)}
                </a>
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
