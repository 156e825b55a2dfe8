/**
 * The news and events feeds of each locale, as the server sends
 * them: the RSS parsed by Chromium's own XML parser (a feed reader rejects a
 * document that is not well-formed), checked against data/; the iCalendar
 * file checked octet by octet for what calendar apps require (CRLF, lines of
 * at most 75 octets, the properties of a subscription and of each event);
 * and every page's head linking both.
 */
import path from 'node:path';
import type {Page} from '@playwright/test';
import identity from '../content/identity';
import type {Locale} from '../content/locales';
import {readDataDirSync} from '../content/read-data';
import {expect, test, LOCALES, localePath} from './support';

const SITE = identity.siteUrl.replace(/\/+$/, '');
const DATA = path.join(__dirname, '..', 'data');
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

const DATA_SET = readDataDirSync(DATA);

/** A text field of a record in a locale, with the API's fallback to English. */
function localText(entity: 'news' | 'events', locale: Locale, id: number, field: string): string {
  const text = DATA_SET[entity].text as Record<Locale, Record<string, Record<string, string> | undefined>>;
  return text[locale][String(id)]?.[field] ?? (text.en[String(id)] as Record<string, string>)[field];
}

const NEWS = DATA_SET.news.records;
const EVENTS = DATA_SET.events.records;
const DATED_EVENTS = EVENTS.filter((event) => event.upcoming !== 'Yes');

/** What the feed says, read with the browser's XML parser. */
interface ParsedFeed {
  readonly error?: string;
  readonly version?: string | null;
  readonly channel: Record<string, string>;
  readonly self?: string | null;
  readonly items: {title: string; link: string; guid: string; pubDate: string; description: string}[];
}

async function parseRss(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? undefined;
    const channel = doc.querySelector('rss > channel');
    const text = (parent: Element | null | undefined, name: string) =>
      Array.from(parent?.children ?? []).find((child) => child.tagName === name)?.textContent ?? '';
    return {
      error,
      version: doc.documentElement.getAttribute('version'),
      channel: Object.fromEntries(['title', 'link', 'description', 'language', 'lastBuildDate'].map((name) => [name, text(channel, name)])),
      self: channel?.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href'),
      items: Array.from(channel?.querySelectorAll(':scope > item') ?? []).map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        guid: text(item, 'guid'),
        pubDate: text(item, 'pubDate'),
        description: text(item, 'description'),
      })),
    };
  }, xml);
}

/** Content lines of an iCalendar text: folded lines joined back. */
function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

/** The VEVENT blocks, each as property name (without parameters) → values. */
function events(lines: readonly string[]): Map<string, string[]>[] {
  const blocks: Map<string, string[]>[] = [];
  let current: Map<string, string[]> | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT') {
      blocks.push(current!);
      current = undefined;
    } else if (current) {
      const name = /^[A-Z-]+/.exec(line)![0];
      current.set(name, [...(current.get(name) ?? []), line]);
    }
  }
  return blocks;
}

for (const {locale, prefix, htmlLang} of LOCALES) {
  test(`the ${locale} news feed is well-formed RSS 2.0 with every news item`, async ({page, request}) => {
    const response = await request.get(`${prefix}/news/rss.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    // A reader polling the feed must see a new story at once, not a day later.
    expect(response.headers()['cache-control']).toBe('no-cache');
    const feed = await parseRss(page, await response.text());
    expect(feed.error).toBeUndefined();
    expect(feed.version).toBe('2.0');
    expect(feed.channel.title).not.toBe('');
    expect(feed.channel.description).not.toBe('');
    expect(feed.channel.language).toBe(htmlLang);
    expect(feed.channel.link).toBe(`${SITE}${prefix}/news/general`);
    expect(feed.self).toBe(`${SITE}${prefix}/news/rss.xml`);
    expect(feed.items).toHaveLength(NEWS.length);

    const newest = [...NEWS].sort((a, b) => b.posted_date.localeCompare(a.posted_date) || b.id - a.id);
    expect(feed.items.map((item) => item.link)).toEqual(newest.map((news) => `${SITE}${prefix}/news/general/${news.id}`));
    for (const [index, item] of feed.items.entries()) {
      const news = newest[index];
      expect(item.title).toBe(localText('news', locale, news.id, 'title'));
      expect(item.guid).toBe(item.link);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(news.posted_date);
      // The description is HTML; its text is the story's first paragraph onwards.
      const firstParagraph = localText('news', locale, news.id, 'content').split('\n')[0];
      expect(item.description).toContain(`<p>${firstParagraph.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`);
    }
    if (locale !== 'en') {
      // Translated: the university's name and the word for news, no English left.
      expect(feed.channel.title).toMatch(ARABIC_LETTER);
      expect(feed.channel.title).not.toMatch(LATIN_LETTER);
      expect(feed.channel.description).not.toMatch(LATIN_LETTER);
    }
  });

  test(`the ${locale} news feed's links open the news pages`, async ({request}) => {
    const response = await request.get(`${prefix}/news/rss.xml`);
    const links = [...(await response.text()).matchAll(/<link>([^<]+)<\/link>/g)].map(([, link]) => link);
    for (const link of links.slice(0, 4)) {
      expect((await request.get(new URL(link).pathname)).status(), link).toBe(200);
    }
  });

  test(`the ${locale} events calendar is a subscribable iCalendar feed of the dated events`, async ({request}) => {
    const response = await request.get(`${prefix}/events.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const octets = await response.body();
    const ics = octets.toString('utf8');
    // Valid UTF-8, CRLF only, no line over 75 octets.
    expect(Buffer.from(ics, 'utf8').equals(octets)).toBe(true);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const tooLong = ics.split('\r\n').filter((line) => Buffer.byteLength(line, 'utf8') > 75);
    expect(tooLong).toEqual([]);

    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines.some((line) => /^PRODID:-\/\/.+\/\/.+/.test(line))).toBe(true);
    const name = lines.find((line) => line.startsWith('X-WR-CALNAME:'));
    expect(name?.length).toBeGreaterThan('X-WR-CALNAME:'.length);
    if (locale !== 'en') {
      expect(name).toMatch(ARABIC_LETTER);
      expect(name?.slice('X-WR-CALNAME:'.length)).not.toMatch(LATIN_LETTER);
    }
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(lines.filter((line) => line === 'END:VEVENT').length);

    const blocks = events(lines);
    expect(blocks).toHaveLength(DATED_EVENTS.length);
    const uids = blocks.map((block) => block.get('UID')?.[0]);
    expect(new Set(uids).size).toBe(blocks.length);
    const host = new URL(SITE).host;
    for (const block of blocks) {
      const uid = block.get('UID')![0];
      const id = Number(/^UID:event-(\d+)@/.exec(uid)?.[1]);
      const event = DATED_EVENTS.find((candidate) => candidate.id === id);
      expect(event, uid).toBeDefined();
      expect(uid).toBe(`UID:event-${id}@${host}`);
      expect(block.get('DTSTAMP')?.[0]).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
      expect(block.get('DTSTART')).toEqual([`DTSTART;VALUE=DATE:${event!.start_date.replace(/-/g, '')}`]);
      // Text values: the locale's title with , ; \ escaped.
      const title = localText('events', locale, id, 'title').replace(/([\\;,])/g, '\\$1');
      expect(block.get('SUMMARY')?.[0]).toMatch(new RegExp(`^SUMMARY(;LANGUAGE=${htmlLang})?:`));
      expect(block.get('SUMMARY')?.[0].replace(/^SUMMARY[^:]*:/, '')).toBe(title);
      expect(block.get('LOCATION')?.[0]).toMatch(/^LOCATION[^:]*:.+/);
      expect(block.get('DESCRIPTION')?.[0]).toMatch(/^DESCRIPTION[^:]*:.+/);
      expect(block.get('URL')?.[0]).toMatch(new RegExp(`^URL[^:]*:${SITE.replace(/\./g, '\\.')}${prefix}/event/${id}$`));
    }
  });

  test(`${locale} pages link their locale's feeds from the head`, async ({request}) => {
    for (const pathname of ['/', '/about/history', '/events']) {
      const html = await (await request.get(localePath(prefix, pathname))).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const links = [...head.matchAll(/<link\b[^>]*rel="?alternate"?[^>]*>/g)].map(([tag]) => tag);
      const rss = links.find((tag) => /type="?application\/rss\+xml/.test(tag));
      const ical = links.find((tag) => /type="?text\/calendar/.test(tag));
      expect(rss, `${pathname}: RSS link`).toMatch(new RegExp(`href="?${prefix}/news/rss\\.xml`));
      expect(rss).toMatch(/title=("[^"]+"|[^\s>]+)/);
      expect(ical, `${pathname}: calendar link`).toMatch(new RegExp(`href="?${prefix}/events\\.ics`));
    }
  });
}

test('the calendar leaves out events whose date is to be announced, in every locale', async ({request}) => {
  const undated = EVENTS.filter((event) => event.upcoming === 'Yes').map((event) => event.id);
  // Whether data/ has such an event today is the editors' business; without one there is nothing to leave out.
  test.skip(undated.length === 0, 'data/events has no event whose date is to be announced');
  for (const {prefix} of LOCALES) {
    const ics = await (await request.get(`${prefix}/events.ics`)).text();
    for (const id of undated) expect(unfold(ics)).not.toContain(`UID:event-${id}@${new URL(SITE).host}`);
  }
});
