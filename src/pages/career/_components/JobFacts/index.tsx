/**
 * The facts of a job opening on its position page: every field
 * that is not running text, as a definition list. Probation is written in
 * months with the locale's plural rules; the salary range in the locale's
 * digits and currency name. Reference numbers, which mix Latin letters and
 * digits, and salary text that could not be read as amounts are isolated
 * with <bdi> so they keep their order inside Dari and Pashto text.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {formatLongDate, formatNumber, formatSalaryRange} from '@site/src/lib/format';
import type {Job} from '@site/src/lib/api';
import styles from './styles.module.css';

/** "6 months" in the visitor's language, with its plural rules. */
export function useMonths(): (count: number, locale: string) => string {
  const {selectMessage} = usePluralForm();
  return (count, locale) =>
    selectMessage(
      count,
      translate(
        {
          id: 'career.job.probationMonths',
          message: 'One month|{count} months',
          description:
            'Probation period of a job in months. Use as many plural forms as your language has, separated by "|" (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
        },
        {count: formatNumber(count, locale)},
      ),
    );
}

export interface JobFactsProps {
  readonly job: Job;
  readonly locale: string;
}

/** The definition list of a job's facts; empty fields are left out. */
export default function JobFacts({job, locale}: JobFactsProps): ReactNode {
  const months = useMonths();
  const facts: Array<{key: string; label: string; value: ReactNode}> = [
    {
      key: 'reference',
      label: translate({id: 'career.job.referenceNo', message: 'Reference number', description: 'Label of a job reference number'}),
      value: job.reference_no ? <bdi>{job.reference_no}</bdi> : null,
    },
    {
      key: 'posted',
      label: translate({id: 'career.job.postDate', message: 'Posted on', description: 'Label of the date a job was announced'}),
      value: job.post_date ? <time dateTime={job.post_date}>{formatLongDate(job.post_date, locale)}</time> : null,
    },
    {
      key: 'vacancies',
      label: translate({id: 'career.job.vacancies', message: 'Vacancies', description: 'Label of the number of open posts of a job'}),
      value: Number.isFinite(job.vacancies) ? formatNumber(job.vacancies, locale) : null,
    },
    {
      key: 'gender',
      label: translate({id: 'career.job.gender', message: 'Gender', description: 'Label of the gender a job is open to'}),
      value: job.gender,
    },
    {
      key: 'nationality',
      label: translate({id: 'career.job.nationality', message: 'Nationality', description: 'Label of the nationality required for a job'}),
      value: job.nationality,
    },
    {
      key: 'contractType',
      label: translate({id: 'career.job.contractType', message: 'Contract type', description: 'Label: full-time, part-time...'}),
      value: job.contract_type,
    },
    {
      key: 'contractDuration',
      label: translate({id: 'career.job.contractDuration', message: 'Contract duration', description: 'Label of how long the job contract lasts'}),
      value: job.contract_duration,
    },
    {
      key: 'probation',
      label: translate({id: 'career.job.probation', message: 'Probation period', description: 'Label of the probation period of a job'}),
      value: Number.isFinite(job.probation_period) ? months(job.probation_period, locale) : null,
    },
    {
      key: 'workType',
      label: translate({id: 'career.job.workType', message: 'Work type', description: 'Label: on-site, remote...'}),
      value: job.work_type,
    },
    {
      key: 'salary',
      label: translate({id: 'career.job.salaryRange', message: 'Salary range', description: 'Label of the salary range of a job'}),
      value: job.salary_range ? <bdi>{formatSalaryRange(job.salary_range, locale)}</bdi> : null,
    },
    {
      key: 'experience',
      label: translate({
        id: 'career.job.candidateExperience',
        message: 'Experience required',
        description: 'Label of the experience a candidate needs',
      }),
      value: job.candidate_experience,
    },
    {
      key: 'extension',
      label: translate({id: 'career.job.extension', message: 'Possibility of extension', description: 'Label: whether the contract may be extended'}),
      value: job.extension_posibility,
    },
  ];
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')
        .map((fact) => (
          <div key={fact.key} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
