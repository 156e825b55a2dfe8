/**
 * The building blocks of a conference page, for its MDX in each language:
 *
 *   import {Abstract, Agenda, ConferenceBanner, Gallery, KeyDates, Lang, LongDate,
 *     Panel, Papers, Secretariat, Session, Sessions, SubmissionsEmail, Time} from '@site/src/components/conference';
 *
 * Each wraps Markdown written in the page (lists, tables, headings) and gives
 * it the conference look; none holds text of its own. How a page uses them:
 * README.md, "Adding a conference".
 */
export {default as Abstract} from './Abstract';
export {default as Agenda} from './Agenda';
export {default as ConferenceBanner} from './ConferenceBanner';
export {LongDate, MonthYear, Time} from '../mdx/DateTime';
export {default as Gallery} from './Gallery';
export {default as KeyDates} from './KeyDates';
export {default as Lang} from './Lang';
export {default as Panel} from './Panel';
export {default as Papers} from './Papers';
export {default as Secretariat} from './Secretariat';
export {Session, Sessions} from './Sessions';
export {default as SubmissionsEmail} from './SubmissionsEmail';
