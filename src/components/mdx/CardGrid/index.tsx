/**
 * A responsive grid of cards (one column on phones, up to three on wide
 * screens), and the card itself: optional image, title and a short text.
 * When a card has a `link`, the whole card is clickable, but only its title
 * is the link, so screen readers hear a short link name rather than the whole
 * card ("block link" pattern: the title link's hit area is stretched).
 *
 *   <CardGrid>
 *     <Card title="Our values" link="/about/strategic-plan/our-values" image="/img/about/values.webp">
 *       The principles behind every decision.
 *     </Card>
 *   </CardGrid>
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import CardLink from '@site/src/components/CardLink';
import {elementChildren} from '../shared/listItems';
import Picture from '@site/src/components/Picture';
import {SLOT_SIZES} from '@site/content/image-variants';
import styles from './styles.module.css';

/** Props of {@link CardGrid}. */
export interface CardGridProps {
  /** `<Card>` elements. */
  readonly children?: ReactNode;
  /** Widest row: 2 for pages with few, long cards; 3 by default. */
  readonly columns?: 2 | 3;
}

/** Lays out its `<Card>` children as a list in a responsive grid. */
export function CardGrid({children, columns = 3}: CardGridProps): ReactNode {
  return (
    <ul className={clsx(styles.grid, columns === 2 && styles.twoColumns)}>
      {elementChildren(children).map((child, index) => (
        <li key={child.key ?? index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link Card}. */
export interface CardProps {
  readonly title: string;
  /** Where the card leads: a route, a file or a full URL (files and sites open in a new tab). */
  readonly link?: string;
  /** Site path of the image, 16:9 (generated card images are 800×450). */
  readonly image?: string;
  /** What the image shows; empty by default because the title names the card. */
  readonly imageAlt?: string;
  /** Heading level of the title: 3 under a `##` section (default), 2 right under the page title. */
  readonly headingLevel?: 2 | 3 | 4;
  /** The card's text (Markdown). */
  readonly children?: ReactNode;
}

/** One card: image (lazy), title, text; all of it clickable when `link` is set. */
export function Card({title, link, image, imageAlt = '', headingLevel = 3, children}: CardProps): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={clsx(styles.card, link && styles.linked)}>
      {image && (
        <Picture
          className={styles.image}
          src={image}
          sizes={SLOT_SIZES.card}
          alt={imageAlt}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          {link ? (
            <CardLink to={link} className={styles.titleLink}>
              {title}
            </CardLink>
          ) : (
            title
          )}
        </Heading>
        {children !== undefined && <div className={styles.text}>{children}</div>}
      </div>
    </article>
  );
}

export default CardGrid;
