/**
 * Builds an RSS 2.0 feed of the university's news (`/news/rss.xml`,
 * `/fa/news/rss.xml`, `/ps/news/rss.xml`) with the `feed` package. Pure: the
 * caller passes the items.
 *
 * Item descriptions carry the story as HTML paragraphs wrapped in an element
 * with the language's direction, so a feed reader lays Dari and Pashto out
 * right to left; the channel names its language.
 *
 * `feed` writes XML through xml-js, and a few things are done around it so
 * the file stays well-formed whatever the data says (each is tested in
 * rss.test.ts): the control characters XML 1.0 forbids are dropped, text and
 * attribute values are escaped where xml-js would not, and who shared a story
 * is added as `<dc:creator>`, which `feed` cannot write.
 * @see https://www.rssboard.org/rss-specification
 */
import {Feed} from 'feed';
import {Parser} from 'htmlparser2';

/** An image or file attached to an item (RSS `<enclosure>`). */
export interface RssEnclosure {
  readonly url: string;
  /** Size in bytes. */
  readonly length: number;
  /** MIME type, e.g. `image/webp`. */
  readonly type: string;
}

/** One news item. */
export interface RssItem {
  readonly title: string;
  /** The item's page; also its permanent GUID. */
  readonly link: string;
  /** ISO date `YYYY-MM-DD` it was posted. */
  readonly pubDate: string;
  /** Plain text, paragraphs separated by `\n`. */
  readonly content: string;
  /** Who posted it (`<dc:creator>`: RSS's own `<author>` wants an e-mail address). */
  readonly creator?: string;
  readonly enclosure?: RssEnclosure;
}

/** The feed as a whole. */
export interface RssChannel {
  readonly title: string;
  /** The page the feed mirrors (the news list). */
  readonly link: string;
  /** Where the feed itself lives (`<atom:link rel="self">`). */
  readonly selfUrl: string;
  readonly description: string;
  /** BCP 47 tag, e.g. `fa-AF`. */
  readonly language: string;
  readonly direction: 'ltr' | 'rtl';
  /** Items in the order to show them (newest first). */
  readonly items: readonly RssItem[];
}

const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';

/**
 * Drops the control characters XML 1.0 does not allow at all: one stray
 * character in a data file would otherwise make the whole feed unreadable.
 */
function xmlCharacters(text: string): string {
  // eslint-disable-next-line no-control-regex -- these are the control characters XML 1.0 forbids
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

/** Escapes text for XML element content and attribute values, without the characters XML forbids. */
export function escapeXml(text: string): string {
  return xmlCharacters(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * Text for an element `feed` writes as escaped text (the channel's title,
 * description and language). xml-js turns `&amp;` back into `&` before it
 * escapes (to undo `feed`'s own escaping of links), which would make an
 * `&amp;` written in the text a bare `&`: every ampersand is escaped once here
 * first, as `feed` does for links.
 */
function feedText(text: string): string {
  return xmlCharacters(text).replace(/&/g, '&amp;');
}

/**
 * Text for an element `feed` writes as a CDATA section (an item's title and
 * description). xml-js splits only the first `]]>` of a section, which would
 * otherwise end it; any further ones are split here the same way.
 */
function feedCdata(text: string): string {
  let first = true;
  return xmlCharacters(text).replace(/]]>/g, (end) => {
    if (first) {
      first = false;
      return end;
    }
    return ']]]]><![CDATA[>';
  });
}

/**
 * An ISO date as midnight UTC of that day, which `feed` writes as the RFC 822
 * date RSS requires (`Wed, 17 Jan 2024 00:00:00 GMT`). Throws on anything that
 * is not a real date.
 */
export function utcMidnight(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== isoDate) {
    throw new Error(`not an ISO date (YYYY-MM-DD): "${isoDate}"`);
  }
  return date;
}

/** The item's story as HTML: one `<p>` per paragraph, in the feed's language and direction. */
export function contentHtml(content: string, language: string, direction: 'ltr' | 'rtl'): string {
  const paragraphs = content
    .split(/\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    // HTML text needs only & < > escaped; `&apos;` is not an HTML 4 entity.
    .map(
      (paragraph) =>
        `<p>${escapeXml(paragraph)
          .replace(/&quot;/g, '"')
          .replace(/&apos;/g, "'")}</p>`,
    )
    .join('');
  return `<div lang="${escapeXml(language)}" dir="${direction}">${paragraphs}</div>`;
}

/**
 * The feed with a `<dc:creator>` after the last element of each item that
 * has one (on a line of its own, indented like it), and the Dublin Core
 * namespace on `<rss>`. The places are found with htmlparser2 in XML mode,
 * so nothing inside an item's text can be taken for a tag.
 */
function withCreators(xml: string, creators: readonly (string | undefined)[]): string {
  if (creators.every((creator) => !creator)) return xml;
  const inserts: {at: number; text: string}[] = [];
  let item = 0;
  /** The element of an item that started last (an item's elements hold only text), and where it ended. */
  let childStart = 0;
  let childEnd = 0;
  const parser: Parser = new Parser(
    {
      onopentag(name) {
        if (name === 'rss') inserts.push({at: parser.endIndex, text: ` xmlns:dc="${DUBLIN_CORE}"`});
        childStart = parser.startIndex;
      },
      onclosetag(name) {
        if (name !== 'item') {
          childEnd = parser.endIndex + 1;
          return;
        }
        const creator = creators[item];
        item += 1;
        if (!creator) return;
        const indent = xml.slice(xml.lastIndexOf('\n', childStart), childStart);
        inserts.push({at: childEnd, text: `${indent}<dc:creator>${escapeXml(creator)}</dc:creator>`});
      },
    },
    {xmlMode: true},
  );
  parser.parseComplete(xml);
  let result = '';
  let position = 0;
  for (const {at, text} of inserts) {
    result += xml.slice(position, at) + text;
    position = at;
  }
  return result + xml.slice(position);
}

/**
 * The feed as RSS 2.0 XML. lastBuildDate is the newest item's date rather
 * than the clock, so an unchanged feed is byte for byte the same file and
 * readers' conditional requests keep hitting their caches.
 */
export function buildRss(channel: RssChannel): string {
  const newest = channel.items
    .map((item) => item.pubDate)
    .sort()
    .at(-1);
  const feed = new Feed({
    id: channel.link,
    title: feedText(channel.title),
    link: channel.link,
    description: feedText(channel.description),
    language: feedText(channel.language),
    feedLinks: {rss: channel.selfUrl},
    // Without items `feed` dates the channel by the clock.
    updated: newest === undefined ? undefined : utcMidnight(newest),
    docs: 'https://www.rssboard.org/rss-specification',
    // Written only when given.
    copyright: '',
  });
  for (const item of channel.items) {
    feed.addItem({
      title: feedCdata(item.title),
      // Also the item's GUID, a permalink.
      link: item.link,
      date: utcMidnight(item.pubDate),
      description: feedCdata(contentHtml(item.content, channel.language, channel.direction)),
      // xml-js escapes only the quotes in attribute values.
      enclosure: item.enclosure && {url: escapeXml(item.enclosure.url), length: item.enclosure.length, type: escapeXml(item.enclosure.type)},
    });
  }
  return `${withCreators(
    feed.rss2(),
    channel.items.map((item) => item.creator),
  )}\n`;
}
