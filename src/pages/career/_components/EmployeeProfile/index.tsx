/** The body of an employee of the month profile: photo and why they were chosen. */
import type {ReactNode} from 'react';
import {Paragraphs} from '@site/src/components/RichText';
import type {Employee} from '@site/src/lib/api';
import Picture from '@site/src/components/Picture';
import {SLOT_SIZES} from '@site/content/image-variants';
import styles from './styles.module.css';

export interface EmployeeProfileProps {
  readonly employee: Employee;
  /** Shown under the text, e.g. the link back to the list. */
  readonly footer?: ReactNode;
}

/** Photo and description (the name is the page's h1). */
export default function EmployeeProfile({employee, footer}: EmployeeProfileProps): ReactNode {
  return (
    <article className={styles.profile}>
      {employee.photo ? (
        <Picture className={styles.photo} src={employee.photo} sizes={SLOT_SIZES.employee} alt="" width={400} height={400} decoding="async" />
      ) : null}
      <div className={styles.text}>
        <Paragraphs text={employee.description} />
        {footer}
      </div>
    </article>
  );
}
