/**
 * Every content block MDX pages write as tags (README.md), by its tag name.
 * A page of the site imports just the ones it uses (plugins/mdx-auto-import
 * adds the imports at build time, from the list in its blocks.ts, which
 * must name the same blocks); this module is for what renders any page's
 * text, such as the web editor's preview (plugins/cms-admin).
 */
export {default as Hero} from './Hero';
export {CardGrid, Card} from './CardGrid';
export {default as RelatedLinks} from './RelatedLinks';
export {default as LogoStrip} from './LogoStrip';
export {FileButtons, FileButton} from './FileButtons';
export {Timeline, TimelineEntry} from './Timeline';
export {default as LinksByYear} from './LinksByYear';
export {default as Signature} from './Signature';
export {default as PhotoGrid} from './PhotoGrid';
export {LongDate, MonthYear, Time} from './DateTime';
