/**
 * The downloadable files of a program or faculty as call-to-action buttons;
 * PDFs and other documents open in a new tab (CtaButton's rules).
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CtaButton from '@site/src/components/CtaButton';
import type {NamedFile} from '@site/src/lib/api';
import styles from './styles.module.css';

// Only site paths and https URLs are followed; anything else (javascript:,
// data:) from the data would be a link we must not render.
function isSafeTarget(target: string): boolean {
  return /^\/(?!\/)/.test(target) || /^https:\/\//i.test(target);
}

export interface DownloadsProps {
  readonly files: readonly NamedFile[] | null | undefined;
}

/** A labelled row of file buttons; nothing when there are no files. */
export default function Downloads({files}: DownloadsProps): ReactNode {
  const usable = (files ?? []).filter((file) => file.name && isSafeTarget(file.file));
  if (usable.length === 0) {
    return null;
  }
  return (
    <section className={styles.files}>
      <h2 className={styles.heading}>
        {translate({id: 'academics.files.heading', message: 'Downloads', description: 'Heading above the file buttons of a program or faculty'})}
      </h2>
      <ul className={styles.list}>
        {usable.map((file) => (
          <li key={file.file}>
            <CtaButton to={file.file}>{file.name}</CtaButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
