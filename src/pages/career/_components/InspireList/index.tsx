/**
 * The issues of the Inspire magazine: each with its name and
 * number and a button to its PDF, which opens in a new tab (CtaButton).
 * Newest issue first.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CtaButton from '@site/src/components/CtaButton';
import type {InspireIssue} from '@site/src/lib/api';
import {formatNumber} from '@site/src/lib/format';
import styles from './styles.module.css';

// Only site paths and https URLs are linked (never javascript: or data:).
function isSafeTarget(target: string): boolean {
  return /^\/(?!\/)/.test(target) || /^https:\/\//i.test(target);
}

export interface InspireListProps {
  readonly issues: readonly InspireIssue[];
  readonly locale: string;
}

/** The list of issues. */
export default function InspireList({issues, locale}: InspireListProps): ReactNode {
  const sorted = [...issues].filter((issue) => isSafeTarget(issue.file)).sort((a, b) => b.issue - a.issue);
  return (
    <ul className={styles.list}>
      {sorted.map((issue) => {
        const number = formatNumber(issue.issue, locale);
        return (
          <li key={`${issue.issue}-${issue.file}`} className={styles.item}>
            <p className={styles.number} aria-hidden="true">
              {number}
            </p>
            <div className={styles.body}>
              <h2 className={styles.name}>{issue.name}</h2>
              <CtaButton to={issue.file}>
                {translate(
                  {id: 'career.inspire.read', message: 'Read issue {number}', description: 'Button that opens an Inspire magazine issue (PDF)'},
                  {number},
                )}
              </CtaButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
