/**
 * Replaces the classic navbar with the site header, its sidebar menu and the
 * search dialog. Ejected rather than wrapped: nothing of the
 * classic navbar is kept.
 */
import type {ReactNode} from 'react';
import SiteHeader from '@site/src/components/SiteHeader';

/** The theme's navbar slot, filled by the site header. */
export default function Navbar(): ReactNode {
  return <SiteHeader />;
}
