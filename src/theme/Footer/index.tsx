/**
 * Replaces the classic footer with the site footer. Ejected
 * rather than wrapped: the footer is not configured in themeConfig.
 */
import type {ReactNode} from 'react';
import SiteFooter from '@site/src/components/SiteFooter';
import HydrateLater from '@site/src/lib/hydration';

/** The theme's footer slot, filled by the site footer (taken over after the rest of the page). */
export default function Footer(): ReactNode {
  return (
    <HydrateLater>
      <SiteFooter />
    </HydrateLater>
  );
}
