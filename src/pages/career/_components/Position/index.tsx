/**
 * The body of a position page: the facts (JobFacts), then the
 * job summary, the duties and skills as lists, and how to apply, whose
 * e-mail addresses become links.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {Lines, Paragraphs} from '@site/src/components/RichText';
import type {Job} from '@site/src/lib/api';
import {toParagraphs} from '@site/content/text';
import {formatLongDate} from '@site/src/lib/format';
import JobFacts from '../JobFacts';
import {withEmailLinks} from '../withEmailLinks';
import styles from './styles.module.css';

/** The closing date, large: what a job seeker looks for first. */
export function ClosingDate({date, locale}: {date: string; locale: string}): ReactNode {
  return (
    <p className={styles.closing}>
      <span className={styles.closingLabel}>
        {translate({id: 'career.job.closingDate', message: 'Closing date', description: 'Label of the date applications close'})}
      </span>
      <time dateTime={date} className={styles.closingDate}>
        {formatLongDate(date, locale)}
      </time>
    </p>
  );
}

export interface PositionProps {
  readonly job: Job;
  readonly locale: string;
}

/** Facts and sections of a job opening. */
export default function Position({job, locale}: PositionProps): ReactNode {
  const guideline = toParagraphs(job.submission_guideline);
  return (
    <article className={styles.position}>
      <JobFacts job={job} locale={locale} />
      {job.job_summary ? (
        <section className={styles.section}>
          <h2>{translate({id: 'career.job.summary', message: 'Job summary', description: 'Heading of the summary of a job'})}</h2>
          <Paragraphs text={job.job_summary} />
        </section>
      ) : null}
      {job.duties ? (
        <section className={styles.section}>
          <h2>{translate({id: 'career.job.duties', message: 'Duties and responsibilities', description: 'Heading of the duties of a job'})}</h2>
          <Lines text={job.duties} />
        </section>
      ) : null}
      {job.skills ? (
        <section className={styles.section}>
          <h2>{translate({id: 'career.job.skills', message: 'Qualifications and skills', description: 'Heading of the skills a job requires'})}</h2>
          <Lines text={job.skills} />
        </section>
      ) : null}
      {guideline.length > 0 ? (
        <section className={`${styles.section} ${styles.apply}`}>
          <h2>{translate({id: 'career.job.howToApply', message: 'How to apply', description: 'Heading of the submission guidelines of a job'})}</h2>
          {guideline.map((line, index) => (
            <p key={index}>{withEmailLinks(line)}</p>
          ))}
        </section>
      ) : null}
      <p>
        <Link to="/career/current-opportunities">
          {translate({
            id: 'career.job.backToList',
            message: 'All current opportunities',
            description: 'Link from a position page back to the job list',
          })}
        </Link>
      </p>
    </article>
  );
}
