/**
 * The site's pages have one version, so there is no version badge to show
 * (see src/theme/DocVersionBanner).
 */
import type {ReactNode} from 'react';

export default function DocVersionBadge(): ReactNode {
  return null;
}
