/**
 * Builds an RSS 2.0 feed of the university's news (`/news/rss.xml`,
 * `/fa/news/rss.xml`, `/ps/news/rss.xml`). Pure: the caller passes the items.
 *
 * Item descriptions carry the story as HTML paragraphs, entity-encoded as RSS
 * 2.0 expects, wrapped in an element with the language's direction so a feed
 * reader lays Dari and Pashto out right to left.
 * @see https://www.rssboard.org/rss-specification
 */

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

/**
 * Escapes text for XML element content and attribute values, and drops the
 * control characters XML 1.0 does not allow at all (one stray character in a
 * data file would otherwise make the whole feed unreadable).
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An ISO date as the RFC 822 date RSS requires (`Wed, 17 Jan 2024 00:00:00
 * GMT`), in English whatever the feed's language: readers parse it, people
 * don't read it. Throws on anything that is not a real date.
 */
export function rfc822Date(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== isoDate) {
    throw new Error(`not an ISO date (YYYY-MM-DD): "${isoDate}"`);
  }
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${WEEKDAYS[date.getUTCDay()]}, ${day} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} 00:00:00 GMT`;
}

/** The item's story as HTML: one `<p>` per paragraph, in the feed's language and direction. */
export function contentHtml(content: string, language: string, direction: 'ltr' | 'rtl'): string {
  const paragraphs = content
    .split(/\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    // HTML text needs only & < > escaped; `&apos;` is not an HTML 4 entity.
    .map((paragraph) => `<p>${escapeXml(paragraph).replace(/&quot;/g, '"').replace(/&apos;/g, "'")}</p>`)
    .join('');
  return `<div lang="${escapeXml(language)}" dir="${direction}">${paragraphs}</div>`;
}

function itemXml(item: RssItem, channel: RssChannel): string {
  const lines = [
    '    <item>',
    `      <title>${escapeXml(item.title)}</title>`,
    `      <link>${escapeXml(item.link)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    `      <pubDate>${rfc822Date(item.pubDate)}</pubDate>`,
    ...(item.creator ? [`      <dc:creator>${escapeXml(item.creator)}</dc:creator>`] : []),
    // The HTML is escaped once more as the element's text, as RSS 2.0 expects.
    `      <description>${escapeXml(contentHtml(item.content, channel.language, channel.direction))}</description>`,
    ...(item.enclosure
      ? [
          `      <enclosure url="${escapeXml(item.enclosure.url)}" length="${item.enclosure.length}" type="${escapeXml(item.enclosure.type)}"/>`,
        ]
      : []),
    '    </item>',
  ];
  return lines.join('\n');
}

/**
 * The feed as RSS 2.0 XML. lastBuildDate is the newest item's date rather
 * than the clock, so an unchanged feed is byte for byte the same file and
 * readers' conditional requests keep hitting their caches.
 */
export function buildRss(channel: RssChannel): string {
  const newest = channel.items.map((item) => item.pubDate).sort().at(-1);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822Date(newest)}</lastBuildDate>`] : []),
    '    <docs>https://www.rssboard.org/rss-specification</docs>',
    ...channel.items.map((item) => itemXml(item, channel)),
    '  </channel>',
    '</rss>',
  ];
  return `${lines.join('\n')}\n`;
}
