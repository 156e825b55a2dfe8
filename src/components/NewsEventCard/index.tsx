/**
 * The boxes that show news and events: the home page's cards (photo, title,
 * trimmed content, link) and the boxes of the news and events lists (title,
 * venue, date, duration, photo, share links and the description with its
 * line breaks). The whole box is clickable through
 * its title link, whose hit area is stretched over the box; the share links
 * sit above it and stay separately clickable.
 *
 * Import the piece you need from its own file where page weight matters (the
 * home page imports ContentCard alone, without the share links).
 */
export {default as ContentCard} from './ContentCard';
export {default as EventBox, MetaLine, eventLabels, useEventDateText} from './EventBox';
export {default as NewsBox} from './NewsBox';
export {default as Photo, type ImageLoading} from './Photo';
export {isDateToBeAnnounced} from './upcoming';
