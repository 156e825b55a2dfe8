/**
 * The browser's stand-in for the footer (src/components/Island): the footer
 * as the page arrived with it. The stylesheets of the footer and of the
 * components inside it are imported here, since the browser's CSS is made
 * from what the browser bundle imports (src/components/Island/islands.test.ts
 * checks that none is missing).
 */
import {islandStandIn} from '@site/src/components/Island';
import './styles.module.css';
import '@site/src/components/SocialLinks/styles.module.css';

import {FOOTER_ISLAND} from './constants';

export default islandStandIn(FOOTER_ISLAND);
