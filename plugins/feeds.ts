/**
 * News and events feeds, one set per locale, made at build time from the
 * API's answers for data/ (plugins/data-pages/answers.ts), so a feed says
 * what the API says:
 *
 * - RSS 2.0 of every news item at `news/rss.xml` (`/news/rss.xml`,
 *   `/fa/news/rss.xml`, `/ps/news/rss.xml`);
 * - an iCalendar feed of every dated event at `events.ics` (`/events.ics`,
 *   `/fa/events.ics`, `/ps/events.ics`) that calendar apps subscribe to.
 *   Events marked upcoming "Yes" have no date yet and stay out until they get one.
 *
 * Every page links its locale's two feeds from the head, so browsers, feed
 * readers and crawlers discover them. Docusaurus runs this plugin once per
 * locale build; `postBuild` writes into that locale's output folder.
 *
 * Feed titles are UI strings (`feeds.*` ids) read from `i18n/{locale}/code.json`,
 * English (the messages below) where a locale lacks them.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {api} from '../content/api';
import identity from '../content/identity';
import {toLocale} from '../content/locales';
import type {EventItem, NewsDetailItem, NewsItem} from '../content/schemas/answers';
import {type BuildAnswers, loadBuildAnswers} from './data-pages/answers';
import {buildCalendar, type CalendarEvent} from './feeds/ical';
import {buildRss, type RssEnclosure, type RssItem} from './feeds/rss';

/** Where the feeds go inside a locale's output folder (and its URL path below the locale's base). */
export const FEED_PATHS = {rss: 'news/rss.xml', ical: 'events.ics'} as const;

/** English messages of the feed titles; `{siteName}` is the university's name in the locale. */
export const FEED_STRINGS = {
  'feeds.news.title': '{siteName} news',
  'feeds.news.description': 'News from {siteName}, newest first.',
  'feeds.events.calendarName': '{siteName} events',
  'feeds.events.description': 'Dated events of {siteName}. An event whose date is still to be announced is added once it is set.',
} as const;

type FeedStringId = keyof typeof FEED_STRINGS;

const IMAGE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
};

/** The feed strings of a locale: its code.json where it has them, else English. */
function loadStrings(siteDir: string, locale: string, siteName: string): Record<FeedStringId, string> {
  let translated: Record<string, {message?: unknown}> = {};
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  if (locale !== 'en' && existsSync(file)) {
    translated = JSON.parse(readFileSync(file, 'utf8')) as typeof translated;
  }
  const strings = {} as Record<FeedStringId, string>;
  for (const [id, english] of Object.entries(FEED_STRINGS) as [FeedStringId, string][]) {
    const message = translated[id]?.message;
    strings[id] = (typeof message === 'string' && message.trim() ? message : english).replace(/\{siteName\}/g, siteName);
  }
  return strings;
}

/** The photo as an RSS enclosure, with its real size; none when the file is missing. */
function enclosureFor(siteDir: string, siteUrl: string, photo: string): RssEnclosure | undefined {
  const file = path.join(siteDir, 'static', photo);
  const type = IMAGE_TYPES[path.extname(photo).toLowerCase()];
  if (!type || !existsSync(file)) return undefined;
  return {url: `${siteUrl}${photo}`, length: statSync(file).size, type};
}

/** Options: where the API's answers for data/ come from (tests give their own). */
export interface FeedsOptions {
  readonly answers?: () => BuildAnswers;
}

/** Registers the feeds of the locale being built: head links and, after the build, the files. */
export default function feedsPlugin(context: LoadContext, options?: unknown): Plugin {
  const {answers: answersOf} = (options ?? {}) as FeedsOptions;
  const {siteDir, baseUrl} = context;
  const locale = context.i18n.currentLocale;
  const localeConfig = context.i18n.localeConfigs[locale];
  const htmlLang = localeConfig?.htmlLang ?? locale;
  const direction = localeConfig?.direction ?? 'ltr';
  const siteName = identity.name[locale as keyof typeof identity.name] ?? identity.name.en;
  const strings = loadStrings(siteDir, locale, siteName);
  const siteUrl = identity.siteUrl.replace(/\/+$/, '');
  // `${siteUrl}${base}path`: base is '/', '/fa/' or '/ps/'.
  const absolute = (pathname: string) => `${siteUrl}${baseUrl}${pathname}`;

  return {
    name: 'feeds',

    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'alternate',
              type: 'application/rss+xml',
              title: strings['feeds.news.title'],
              href: `${baseUrl}${FEED_PATHS.rss}`,
            },
          },
          {
            tagName: 'link',
            attributes: {
              rel: 'alternate',
              type: 'text/calendar',
              title: strings['feeds.events.calendarName'],
              href: `${baseUrl}${FEED_PATHS.ical}`,
            },
          },
        ],
      };
    },

    async postBuild({outDir}) {
      const lang = toLocale(locale);
      const answers = (answersOf?.() ?? loadBuildAnswers(siteDir)).answers[lang];
      // The API lists news newest first; the detail answer adds who shared it.
      const news = (answers[api.allNews(lang).path] ?? []) as readonly NewsItem[];
      const items: RssItem[] = news.map((entry) => ({
        title: entry.title,
        link: absolute(`news/general/${entry.id}`),
        pubDate: entry.posted_date,
        content: entry.content,
        creator: (answers[api.newsDetail(entry.id, lang).path] as readonly NewsDetailItem[] | undefined)?.[0]?.shared_by,
        enclosure: enclosureFor(siteDir, siteUrl, entry.photo),
      }));
      const rss = buildRss({
        title: strings['feeds.news.title'],
        link: absolute('news/general'),
        selfUrl: absolute(FEED_PATHS.rss),
        description: strings['feeds.news.description'],
        language: htmlLang,
        direction,
        items,
      });

      const host = new URL(siteUrl).host;
      const events: CalendarEvent[] = [...((answers[api.allEvents(lang).path] ?? []) as readonly EventItem[])]
        .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id)
        .filter((event) => event.upcoming !== 'Yes')
        .map((event) => ({
          // The same UID as the event page's "Add to calendar" file.
          uid: `event-${event.id}@${host}`,
          startDate: event.start_date,
          summary: event.title,
          location: event.location,
          description: [event.time_period, event.content].filter(Boolean).join('\n\n'),
          url: absolute(`event/${event.id}`),
        }));
      const ical = buildCalendar({
        prodId: `-//${identity.shortName}//Events ${locale}//EN`,
        name: strings['feeds.events.calendarName'],
        description: strings['feeds.events.description'],
        language: htmlLang,
        now: new Date(),
        events,
      });

      await mkdir(path.join(outDir, path.dirname(FEED_PATHS.rss)), {recursive: true});
      await writeFile(path.join(outDir, FEED_PATHS.rss), rss);
      await writeFile(path.join(outDir, FEED_PATHS.ical), ical);
    },
  };
}
