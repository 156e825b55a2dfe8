/**
 * A program card (spec 2 §2): image, title and one-line bio, the whole card a
 * link to the program's pages. The link is the title, stretched over the card,
 * so a screen reader hears the title once as the link's name.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {toCardText} from '@site/src/lib/content';
import styles from './styles.module.css';

export interface ProgramCardProps {
  readonly title: string;
  readonly bio: string;
  readonly image: string;
  /** The program page, `/academics/programs?type=&program=&title=`. */
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
        <img className={styles.image} src={image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={href} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {bio ? <p className={styles.bio}>{toCardText(bio)}</p> : null}
      </div>
    </article>
  );
}
