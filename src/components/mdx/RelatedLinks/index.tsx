/**
 * A coloured band of related links at the end of a page, as a navigation
 * landmark with its own heading. Editors write the links as a Markdown list:
 *
 *   <RelatedLinks title="Related pages">
 *
 *   - [Scholarships](/students/scholarships)
 *   - [Research](/research/department-of-research-and-development)
 *
 *   </RelatedLinks>
 *
 * Markdown links go through the theme's link component, so internal ones are
 * checked by the build like any other link on the page.
 */
import {useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Props of {@link RelatedLinks}. */
export interface RelatedLinksProps {
  /** Heading of the band; "Related links" (translated) when left out. */
  readonly title?: string;
  /** A Markdown list of links. */
  readonly children?: ReactNode;
}

/** The related-links band. */
export default function RelatedLinks({title, children}: RelatedLinksProps): ReactNode {
  const headingId = useId();
  const heading =
    title ??
    translate({
      id: 'mdx.relatedLinks.title',
      message: 'Related links',
      description: 'Default heading of the band of related links at the end of a content page',
    });
  return (
    <nav className={styles.band} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.links}>{children}</div>
    </nav>
  );
}
