/**
 * A section of a conference's paper list: its heading and the numbered
 * papers, title in bold and authors on the next line. Numbers run on across
 * sections: a Markdown list starts at the number of its first item.
 *
 *   <Papers>
 *
 *   ### Section B: Economics and Ethics
 *
 *   6. **Artificial Intelligence and the Future of Jobs**<br />Javid Noorzai, Rahila Safi
 *   9. <Lang code="fa">**هوش مصنوعی و معاملات مالی**<br />عبدالحکیم فاضلی</Lang>
 *
 *   </Papers>
 *
 * A paper written in another language than the page sits in <Lang>, so it
 * keeps its own language and direction.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Props of {@link Papers}. */
export interface PapersProps {
  /** A heading and a numbered Markdown list. */
  readonly children?: ReactNode;
}

/** One section of the paper list, set apart in a box. */
export default function Papers({children}: PapersProps): ReactNode {
  return <section className={styles.papers}>{children}</section>;
}
