/**
 * A link that picks the right element for its target, so components can take
 * a plain `href` from editors or data: site routes go through Docusaurus Link
 * (client navigation, and the build's broken-link check sees them); files
 * (a .pdf and the like) and other websites open in a new tab with a spoken
 * hint, by the rule of the shared call-to-action button, so the whole site
 * decides alike.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {opensInNewTab} from '@site/src/components/CtaButton';
import {NewTabHint} from '@site/src/frame/NewTabHint';

/** Props of {@link SmartLink}. */
export interface SmartLinkProps {
  /** A site route (`/about/history`), a file (`/files/x.pdf`) or a full URL. */
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/** A route link, or a new-tab link with a spoken hint for files and other sites. */
export default function SmartLink({href, children, className}: SmartLinkProps): ReactNode {
  if (!opensInNewTab(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  // A plain anchor: Docusaurus Link would treat a file path as a route.
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTabHint />
    </a>
  );
}
