/**
 * The table of contents of a page on a small screen, above the text: a
 * native <details>, so it opens and closes before the page's scripts run
 * (or without them), and without the classic theme's animated collapsible
 * and its button in every page's bundle. The list is the theme's TOCItems,
 * as in the desktop column; the label is the theme's translated "On this page".
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOCCollapsible';
import styles from './styles.module.css';

export default function TOCCollapsible({toc, className, minHeadingLevel, maxHeadingLevel}: Props): ReactNode {
  return (
    <details className={clsx(styles.toc, className)}>
      <summary className={styles.summary}>
        <Translate id="theme.TOCCollapsible.toggleButtonLabel" description="The label used by the button on the collapsible TOC component">
          On this page
        </Translate>
      </summary>
      <div className={styles.content}>
        <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
      </div>
    </details>
  );
}
