/**
 * An employee of the month as a card (spec 2 §2): photo, name and month, the
 * card a link to the employee's profile.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Employee} from '@site/src/lib/api';
import {formatMonth} from '../text';
import styles from './styles.module.css';

/** The href of an employee's profile. */
export function employeeHref(id: number): string {
  return `/career/employee-of-the-month/${id}`;
}

export interface EmployeeCardProps {
  readonly employee: Employee;
  readonly locale: string;
}

/** One employee of the month. */
export default function EmployeeCard({employee, locale}: EmployeeCardProps): ReactNode {
  return (
    <article className={styles.card}>
      {employee.photo ? (
        <img className={styles.photo} src={employee.photo} alt="" width={400} height={400} loading="lazy" decoding="async" />
      ) : (
        <div className={styles.photo} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={employeeHref(employee.id)} className={styles.link}>
            {employee.name}
          </Link>
        </h2>
        <p className={styles.month}>
          <time dateTime={employee.month}>{formatMonth(employee.month, locale)}</time>
        </p>
      </div>
    </article>
  );
}
