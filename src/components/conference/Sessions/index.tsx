/**
 * The parallel sessions of a conference day, one card each: the session's
 * heading, its chair and room, and the papers presented in it.
 *
 *   <Sessions>
 *   <Session>
 *
 *   ### Parallel session 1: AI and Education
 *
 *   - **Chair:** Dr. Homayoun Saberi
 *   - **Room:** Main hall
 *
 *   **Papers**
 *
 *   1. **Teachers’ Readiness to Use Generative AI**<br />Hamid Rahmani, Sadia Noori
 *
 *   </Session>
 *   </Sessions>
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Props of {@link Sessions} and {@link Session}. */
export interface SessionsProps {
  readonly children?: ReactNode;
}

/** The session cards, as many side by side as the screen holds. */
export function Sessions({children}: SessionsProps): ReactNode {
  return <div className={styles.sessions}>{children}</div>;
}

/** One session: a heading, its facts (a list) and its papers (a numbered list). */
export function Session({children}: SessionsProps): ReactNode {
  return <section className={styles.card}>{children}</section>;
}
