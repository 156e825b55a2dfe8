/**
 * The research department's address for paper submissions, as a mailto
 * link. The address itself lives once, in content/identity.ts; pages
 * write `<SubmissionsEmail />` where it belongs in a sentence.
 */
import type {ReactNode} from 'react';
import identity from '@site/content/identity';
import styles from '@site/src/components/mdx/shared/ProseLink.module.css';

/** The submissions address as a link that reads left to right in every language. */
export default function SubmissionsEmail(): ReactNode {
  return (
    // Underlined like the other links in running text, so it stands out without colour.
    <a href={`mailto:${identity.submissionsEmail}`} dir="ltr" className={styles.proseLink}>
      {identity.submissionsEmail}
    </a>
  );
}
