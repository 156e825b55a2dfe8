/**
 * The classic theme's announcement bar, replaced by nothing: the site has no
 * announcement bar (`themeConfig.announcementBar` is not set), and the
 * theme's component, its close button and their styles would otherwise be
 * in every page's main bundle.
 */
import type {ReactNode} from 'react';

export default function AnnouncementBar(): ReactNode {
  return null;
}
