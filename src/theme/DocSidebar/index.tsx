/**
 * The docs sidebar of an area, always as the desktop column.
 *
 * The classic theme renders the desktop sidebar while the page hydrates,
 * then, on a small screen, swaps it for a "mobile" one that fills a
 * secondary menu of the classic navbar. This site has its own header
 * (src/theme/Navbar), where the area's pages are reached through the site
 * menu, so that swap would only cost a phone a second render after hydration
 * (and the first Intl collation of the page, which the mobile filler's props
 * sort calls). The column is hidden by the theme's CSS below 997 px.
 */
import type {ReactNode} from 'react';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  return <DocSidebarDesktop {...props} />;
}
