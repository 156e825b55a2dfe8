/**
 * A job opening in the list of current opportunities: its title as
 * the link to the position page, and its closing date shown prominently, with
 * the reference number and the number of vacancies.
 */
import type {ReactNode} from 'react';
import CardLink from '@site/src/components/CardLink';
import {translate} from '@docusaurus/Translate';
import {detailPath} from '@site/content/routes';
import {formatListDate, formatNumber} from '@site/src/lib/format';
import type {Job} from '@site/src/lib/api';
import styles from './styles.module.css';

export interface JobCardProps {
  readonly job: Job;
  readonly locale: string;
}

/** One job opening. */
export default function JobCard({job, locale}: JobCardProps): ReactNode {
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>
        <CardLink to={detailPath('position', job.id)} plain>
          {job.title}
        </CardLink>
      </h2>
      <p className={styles.closing}>
        <span className={styles.closingLabel}>
          {translate({id: 'career.job.closingDate', message: 'Closing date', description: 'Label of the date applications close'})}
        </span>{' '}
        <time dateTime={job.close_date}>{formatListDate(job.close_date, locale)}</time>
      </p>
      <dl className={styles.meta}>
        <div>
          <dt>{translate({id: 'career.job.referenceNo', message: 'Reference number', description: 'Label of a job reference number'})}</dt>
          <dd>
            <bdi>{job.reference_no}</bdi>
          </dd>
        </div>
        <div>
          <dt>{translate({id: 'career.job.vacancies', message: 'Vacancies', description: 'Label of the number of open posts of a job'})}</dt>
          <dd>{formatNumber(job.vacancies, locale)}</dd>
        </div>
        <div>
          <dt>{translate({id: 'career.job.postDate', message: 'Posted on', description: 'Label of the date a job was announced'})}</dt>
          <dd>
            <time dateTime={job.post_date}>{formatListDate(job.post_date, locale)}</time>
          </dd>
        </div>
      </dl>
    </article>
  );
}
