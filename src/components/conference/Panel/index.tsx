/**
 * A framed box that sets part of a page apart, such as a call for papers
 * with its deadlines and guidelines. Its content is Markdown:
 *
 *   <Panel>
 *
 *   ## Call for papers and guidelines
 *   …
 *
 *   </Panel>
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Props of {@link Panel}. */
export interface PanelProps {
  readonly children?: ReactNode;
}

/** The content in a framed, shaded box. */
export default function Panel({children}: PanelProps): ReactNode {
  return <section className={styles.panel}>{children}</section>;
}
