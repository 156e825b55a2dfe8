/** The home page's latest-events section. */
export {EventCards as default} from './LatestCards';
