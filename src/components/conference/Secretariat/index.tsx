/**
 * The secretariat and boards of a conference: a Markdown list of roles, each
 * with the people who held it as a nested list, shown as cards.
 *
 *   <Secretariat>
 *
 *   - **Chairman**
 *     - Dr. Abdul Qadir Sapand
 *   - **Session chairs**
 *     - Dr. Javid Noorzai (session 1)
 *     - Dr. Parwin Samadi (session 2)
 *
 *   </Secretariat>
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Props of {@link Secretariat}. */
export interface SecretariatProps {
  /** A Markdown list of roles, each with a nested list of names. */
  readonly children?: ReactNode;
}

/** Roles and names in cards that flow into as many columns as fit. */
export default function Secretariat({children}: SecretariatProps): ReactNode {
  return <div className={styles.secretariat}>{children}</div>;
}
