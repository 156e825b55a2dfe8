/**
 * News and events: one schema per entity naming every field with what makes
 * it valid. The data files' schemas (the record and the text of each
 * language, ./data.ts) and the API's answers are cut from it.
 */
import Type, {type Static} from 'typebox';
import {ImagePath, IsoDate, Line, pick, RecordId, Slug, Text, textSchemas} from './fields';

/** A news story. */
export const NewsEntity = Type.Object({
  id: RecordId,
  photo: ImagePath,
  posted_date: IsoDate,
  keywords: Slug,
  title: Line,
  content: Text,
  shared_by: Line,
});

/** An event. `upcoming` "Yes" means its date is not fixed yet: pages say "To be announced". */
export const EventEntity = Type.Object({
  id: RecordId,
  photo: ImagePath,
  start_date: IsoDate,
  upcoming: Type.Union([Type.Literal('Yes'), Type.Literal('No')], {description: '"Yes" or "No"'}),
  keywords: Slug,
  title: Line,
  location: Line,
  time_period: Line,
  content: Text,
});

// --- the data files ---

export const NewsRecordSchema = pick(NewsEntity, ['id', 'photo', 'posted_date', 'keywords'], {additionalProperties: false});
export const NewsText = textSchemas(pick(NewsEntity, ['title', 'content', 'shared_by']).properties);

export const EventRecordSchema = pick(EventEntity, ['id', 'photo', 'start_date', 'upcoming', 'keywords'], {additionalProperties: false});
export const EventText = textSchemas(pick(EventEntity, ['title', 'location', 'time_period', 'content']).properties);

// --- the answers ---

/** A news item on the home page: `/web/news/latest-news/{lang}`. */
export const LatestNewsItemSchema = pick(NewsEntity, ['id', 'photo', 'title', 'content']);
/** A news item or an event as the home page's cards show it. */
export type LatestItem = Static<typeof LatestNewsItemSchema>;

/** A news item in the list: `/web/news/all-news/{lang}`. */
export const NewsItemSchema = pick(NewsEntity, ['id', 'title', 'photo', 'content', 'posted_date', 'keywords']);
export type NewsItem = Static<typeof NewsItemSchema>;

/** A news item on its detail page: the list fields plus `shared_by`, the page's shared-by line. */
export const NewsDetailItemSchema = pick(NewsEntity, ['id', 'title', 'photo', 'content', 'posted_date', 'keywords', 'shared_by']);
export type NewsDetailItem = Static<typeof NewsDetailItemSchema>;

/** An event on the home page: `/web/events/latest-events/{lang}`, the fields of a news card. */
export const LatestEventItemSchema = pick(EventEntity, ['id', 'photo', 'title', 'content']);

/** An event in the list and on its detail page. */
export const EventItemSchema = pick(EventEntity, [
  'id',
  'title',
  'location',
  'start_date',
  'upcoming',
  'time_period',
  'photo',
  'keywords',
  'content',
]);
export type EventItem = Static<typeof EventItemSchema>;
