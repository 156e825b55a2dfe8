/** The home page's latest-news section. */
export {NewsCards as default} from './LatestCards';
