/**
 * A lecturer card: photo, name and academic title, the card a link
 * to the lecturer's profile. As with program cards, the name is the link and
 * is stretched over the card.
 */
import type {ReactNode} from 'react';
import CardLink from '@site/src/components/CardLink';
import Picture from '@site/src/components/Picture';
import {SLOT_SIZES} from '@site/content/image-variants';
import styles from './styles.module.css';

export interface LecturerCardProps {
  readonly name: string;
  readonly title: string;
  readonly image: string;
  /** The profile page, `/academics/programs/faculty-profile/{id}?program=&type=&title=`. */
  readonly href: string;
}

/** One lecturer in a grid of cards. */
export default function LecturerCard({name, title, image, href}: LecturerCardProps): ReactNode {
  return (
    <article className={styles.card}>
      {image ? (
        <Picture className={styles.photo} src={image} sizes={SLOT_SIZES.portrait} alt="" width={240} height={240} loading="lazy" decoding="async" />
      ) : (
        <div className={styles.photo} aria-hidden="true" />
      )}
      <h3 className={styles.name}>
        <CardLink to={href} plain>
          {name}
        </CardLink>
      </h3>
      {title ? <p className={styles.title}>{title}</p> : null}
    </article>
  );
}
