/**
 * The link of a card: the card's title, its hit area stretched over the whole
 * card, so a click anywhere on the card follows it while a screen reader
 * hears only the title as the link's name ("block link"). The card must be
 * the positioned element (`position: relative`) the hit area fills; anything
 * inside the card that must stay clickable on its own (share links) sits
 * above it with `position: relative` and a z-index.
 *
 * The target decides the element as for every link of the site
 * (src/components/SmartLink): a route in the same tab, a file or another
 * website in a new tab with a spoken hint.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import SmartLink from '@site/src/components/SmartLink';
import styles from './styles.module.css';

export interface CardLinkProps {
  /** A site route, a file (`/files/guide.pdf`) or a full URL. */
  readonly to: string;
  /**
   * The plain card title: dark link colour, underlined on hover, and no
   * focus ring of its own, for cards that show focus on themselves with
   * `:focus-within`. Cards with a look of their own pass `className` instead.
   */
  readonly plain?: boolean;
  /** The card's own look of its title link (colour, focus ring). */
  readonly className?: string;
  readonly children: ReactNode;
}

/** A card's title link, covering the card. */
export default function CardLink({to, plain = false, className, children}: CardLinkProps): ReactNode {
  return (
    <SmartLink href={to} className={clsx(styles.link, plain && styles.plain, className)}>
      {children}
    </SmartLink>
  );
}
