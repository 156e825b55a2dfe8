/**
 * The browser's stand-in for the menu panel (src/components/Island): the
 * panel as the page arrived with it. The stylesheets of the panel and of the
 * components inside it are imported here, since the browser's CSS is made
 * from what the browser bundle imports (src/components/Island/islands.test.ts
 * checks that none is missing).
 */
import {islandStandIn} from '@site/src/components/Island';
import './styles.module.css';
import '@site/src/components/LanguageToggle/styles.module.css';
import '@site/src/components/SocialLinks/styles.module.css';

import {MENU_ISLAND} from './constants';

export {MENU_ID, MENU_ISLAND} from './constants';

export default islandStandIn(MENU_ISLAND);
