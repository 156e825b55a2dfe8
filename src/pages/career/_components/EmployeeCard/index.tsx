/**
 * An employee of the month as a card: photo, name and month, the
 * card a link to the employee's profile.
 */
import type {ReactNode} from 'react';
import CardLink from '@site/src/components/CardLink';
import {detailPath} from '@site/content/routes';
import type {Employee} from '@site/src/lib/api';
import {formatMonthYear} from '@site/src/lib/format';
import Picture from '@site/src/components/Picture';
import {SLOT_SIZES} from '@site/content/image-variants';
import styles from './styles.module.css';

export interface EmployeeCardProps {
  readonly employee: Employee;
  readonly locale: string;
}

/** One employee of the month. */
export default function EmployeeCard({employee, locale}: EmployeeCardProps): ReactNode {
  return (
    <article className={styles.card}>
      {employee.photo ? (
        <Picture
          className={styles.photo}
          src={employee.photo}
          sizes={SLOT_SIZES.employee}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={styles.photo} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <h2 className={styles.name}>
          <CardLink to={detailPath('employee', employee.id)} plain>
            {employee.name}
          </CardLink>
        </h2>
        <p className={styles.month}>
          <time dateTime={employee.month}>{formatMonthYear(employee.month, locale)}</time>
        </p>
      </div>
    </article>
  );
}
