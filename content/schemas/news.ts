/**
 * Answers of the news and events calls. The schemas are also the server's
 * serialisers: fields not named here never reach a client.
 */
import Type, {type Static} from 'typebox';

/** A news item on the home page: `/web/news/latest-news/{lang}`. */
export const LatestNewsItemSchema = Type.Object({
  id: Type.Integer(),
  photo: Type.String(),
  title: Type.String(),
  content: Type.String(),
});
/** A news item or an event as the home page's cards show it. */
export type LatestItem = Static<typeof LatestNewsItemSchema>;

/** A news item in the list: `/web/news/all-news/{lang}`. */
export const NewsItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  photo: Type.String(),
  content: Type.String(),
  posted_date: Type.String(),
  keywords: Type.String(),
});
export type NewsItem = Static<typeof NewsItemSchema>;

/**
 * A news item on its detail page: the list fields plus `shared_by`, which
 * the page shows as its shared-by line.
 */
export const NewsDetailItemSchema = Type.Object({
  ...NewsItemSchema.properties,
  shared_by: Type.String(),
});
export type NewsDetailItem = Static<typeof NewsDetailItemSchema>;

/** An event on the home page: `/web/events/latest-events/{lang}`. */
export const LatestEventItemSchema = LatestNewsItemSchema;

/** An event in the list and on its detail page. */
export const EventItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  location: Type.String(),
  start_date: Type.String(),
  upcoming: Type.String(),
  time_period: Type.String(),
  photo: Type.String(),
  keywords: Type.String(),
  content: Type.String(),
});
export type EventItem = Static<typeof EventItemSchema>;
