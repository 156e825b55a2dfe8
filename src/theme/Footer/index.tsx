/**
 * Replaces the classic footer with the site footer. Ejected rather than
 * wrapped: the footer is not configured in themeConfig.
 */
import type {ReactNode} from 'react';
import SiteFooter from '@site/src/components/SiteFooter';

/** The theme's footer slot, filled by the site footer. */
export default function Footer(): ReactNode {
  return <SiteFooter />;
}
