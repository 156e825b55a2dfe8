/**
 * The link of a card: an in-site route through Docusaurus's Link, or a file
 * (a .pdf and the like) or another website in a new tab (spec 1 §2.3: "a card
 * whose link ends in .pdf opens in a new tab"), using the rule of the shared
 * call-to-action button so the whole site decides alike.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {opensInNewTab} from '@site/src/components/CtaButton';

export interface CardLinkProps {
  readonly to: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A card's link, in the same tab or a new one depending on its target. */
export default function CardLink({to, className, children}: CardLinkProps): ReactNode {
  if (!opensInNewTab(to)) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="app-visually-hidden">
        {' '}
        {translate({
          id: 'cta.newTab.accessibleLabel',
          message: '(opens in a new tab)',
          description: 'Read by screen readers after a button label when the link opens in a new tab',
        })}
      </span>
    </a>
  );
}
