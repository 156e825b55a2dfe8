/**
 * Documents or pages grouped under their year, newest group first as the
 * editor lists them (reports, newsletters, event records...). Files and other
 * websites open in a new tab with a spoken hint; site routes navigate.
 *
 *   <LinksByYear groups={[
 *     {year: 2024, links: [{title: 'Sustainability report 2024', href: '/files/about/sustainability/report-2024.pdf'}]},
 *   ]} />
 */
import type {ReactNode} from 'react';
import SmartLink from '@site/src/components/SmartLink';
import clsx from 'clsx';
import {isFileTarget} from '@site/src/components/CtaButton';
import styles from './styles.module.css';

/** A link in a year group. */
export interface YearLink {
  readonly title: string;
  /** A route, a file (`/files/...pdf`) or a full URL. */
  readonly href: string;
}

/** One year and its links. */
export interface YearGroup {
  readonly year: string | number;
  readonly links: readonly YearLink[];
}

/** Props of {@link LinksByYear}. */
export interface LinksByYearProps {
  readonly groups: readonly YearGroup[];
  /** Heading level of each year: 3 under a `##` section (default), 2 otherwise. */
  readonly headingLevel?: 2 | 3 | 4;
}

// Files get a document icon, pages an arrow, so every line lines up and the
// visitor sees which links download something.
function ArrowIcon(): ReactNode {
  return (
    <svg className={clsx(styles.icon, styles.arrow)} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function FileIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The year groups, each a heading and a list of links. */
export default function LinksByYear({groups, headingLevel = 3}: LinksByYearProps): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.year} className={styles.group}>
          <Heading className={styles.year}>{group.year}</Heading>
          <ul className={styles.links}>
            {group.links.map((link) => (
              <li key={link.href} className={styles.link}>
                {isFileTarget(link.href) ? <FileIcon /> : <ArrowIcon />}
                <SmartLink href={link.href}>{link.title}</SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
