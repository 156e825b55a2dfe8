/**
 * The signature under a message: the signer's name and position, set apart
 * from the message's paragraphs (it is not one of them).
 *
 *   <Signature name="Dr. Ahmad Zia Rahimi" title="Founder and Chairman of the Board of Trustees" />
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Props of {@link Signature}. */
export interface SignatureProps {
  readonly name: string;
  /** The signer's position. */
  readonly title: string;
}

/** Name and position, aligned to the end of the text like a signed letter. */
export default function Signature({name, title}: SignatureProps): ReactNode {
  return (
    <div className={styles.signature}>
      <span className={styles.name}>{name}</span>
      <span className={styles.title}>{title}</span>
    </div>
  );
}
