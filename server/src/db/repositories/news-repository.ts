/**
 * News and events, newest first, text in the requested locale with English
 * fallback per field.
 */
import type {Kysely} from 'kysely';
import type {Locale} from '../../../../content/locales';
import type {EventItem, NewsDetailItem} from '../../../../content/schemas/news';
import type {Database} from '../database';
import {localized} from './localized';

function newsQuery(db: Kysely<Database>, lang: Locale) {
  return db
    .selectFrom('news_items as n')
    .innerJoin('news_texts as en', (join) => join.onRef('en.news_id', '=', 'n.id').on('en.locale', '=', 'en'))
    .leftJoin('news_texts as loc', (join) => join.onRef('loc.news_id', '=', 'n.id').on('loc.locale', '=', lang))
    .select(['n.id', 'n.photo', 'n.posted_date', 'n.keywords', ...localized(['title', 'content', 'shared_by'])]);
}

/** News items by posted date, newest first (ties: higher id first); `limit` for the home list. */
export async function listNews(db: Kysely<Database>, lang: Locale, limit?: number): Promise<NewsDetailItem[]> {
  let query = newsQuery(db, lang).orderBy('n.posted_date', 'desc').orderBy('n.id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** One news item, or undefined. */
export async function findNews(db: Kysely<Database>, id: number, lang: Locale): Promise<NewsDetailItem | undefined> {
  return newsQuery(db, lang).where('n.id', '=', id).executeTakeFirst();
}

function eventQuery(db: Kysely<Database>, lang: Locale) {
  return db
    .selectFrom('events as e')
    .innerJoin('event_texts as en', (join) => join.onRef('en.event_id', '=', 'e.id').on('en.locale', '=', 'en'))
    .leftJoin('event_texts as loc', (join) => join.onRef('loc.event_id', '=', 'e.id').on('loc.locale', '=', lang))
    .select(['e.id', 'e.photo', 'e.start_date', 'e.upcoming', 'e.keywords', ...localized(['title', 'location', 'time_period', 'content'])]);
}

/** Events by start date, newest first. */
export async function listEvents(db: Kysely<Database>, lang: Locale): Promise<EventItem[]> {
  return eventQuery(db, lang).orderBy('e.start_date', 'desc').orderBy('e.id', 'desc').execute();
}

/** One event, or undefined. */
export async function findEvent(db: Kysely<Database>, id: number, lang: Locale): Promise<EventItem | undefined> {
  return eventQuery(db, lang).where('e.id', '=', id).executeTakeFirst();
}

/**
 * The home page's events: what is coming (marked upcoming 'Yes' or dated
 * today or later) soonest first, then past events most recent first.
 * @param today `YYYY-MM-DD` in the university's time zone
 */
export function pickLatestEvents(events: readonly EventItem[], today: string, count: number): EventItem[] {
  const isComing = (event: EventItem): boolean => event.upcoming === 'Yes' || event.start_date >= today;
  const coming = events.filter(isComing).sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
  const past = events.filter((event) => !isComing(event));
  // `events` is already newest first.
  return [...coming, ...past].slice(0, count);
}
