/** A home-page card: photo, title, trimmed content and link. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {toCardText} from '@site/content/text';
import CardLink from '@site/src/components/CardLink';
import Photo, {type ImageLoading} from './Photo';
import styles from './styles.module.css';

export interface ContentCardProps {
  readonly link: string;
  readonly image: string;
  readonly title: string;
  readonly content: string;
  readonly imageLoading?: ImageLoading;
  /** Heading level of the title inside the page's outline. */
  readonly headingLevel?: 2 | 3;
}

/** A home-page card (link, image, title, content). */
export default function ContentCard({link, image, title, content, imageLoading = 'lazy', headingLevel = 3}: ContentCardProps): ReactNode {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Photo src={image} loading={imageLoading} />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <CardLink to={link} className={styles.titleLink}>
            {title}
          </CardLink>
        </Heading>
        <p className={clsx(styles.text, styles.clampThree)}>{toCardText(content)}</p>
      </div>
    </article>
  );
}
