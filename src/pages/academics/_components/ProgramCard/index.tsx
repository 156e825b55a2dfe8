/**
 * A program card: image, title and one-line bio, the whole card a
 * link to the program's pages. The link is the title, stretched over the card,
 * so a screen reader hears the title once as the link's name.
 */
import type {ReactNode} from 'react';
import CardLink from '@site/src/components/CardLink';
import {toCardText} from '@site/content/text';
import Picture from '@site/src/components/Picture';
import {SLOT_SIZES} from '@site/content/image-variants';
import styles from './styles.module.css';

export interface ProgramCardProps {
  readonly title: string;
  readonly bio: string;
  readonly image: string;
  /** The program page, `/academics/programs/{program}`. */
  readonly href: string;
  /** Heading level inside the page's outline. */
  readonly headingLevel?: 2 | 3;
}

/** One program in a list of cards. */
export default function ProgramCard({title, bio, image, href, headingLevel = 2}: ProgramCardProps): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {image ? (
        <Picture
          className={styles.image}
          src={image}
          sizes={SLOT_SIZES.programCard}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <CardLink to={href} plain>
            {title}
          </CardLink>
        </Heading>
        {bio ? <p className={styles.bio}>{toCardText(bio)}</p> : null}
      </div>
    </article>
  );
}
