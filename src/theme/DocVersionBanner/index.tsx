/**
 * The site's pages have one version, so the theme's "unreleased / old
 * version" banner never has anything to say; leaving it out keeps its code
 * out of every content page.
 */
import type {ReactNode} from 'react';

export default function DocVersionBanner(): ReactNode {
  return null;
}
