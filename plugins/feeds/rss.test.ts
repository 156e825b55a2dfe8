/**
 * The news feed as a feed reader gets it: every check reads the XML with a
 * strict XML parser (jsdom's DOMParser), which refuses a document that is not
 * well-formed, as readers do.
 */
import {buildRss, contentHtml, escapeXml, type RssChannel, utcMidnight} from './rss';

const channel: RssChannel = {
  title: 'Sapedar University news',
  link: 'https://www.sapedar.example/news/general',
  selfUrl: 'https://www.sapedar.example/news/rss.xml',
  description: 'News from Sapedar University, newest first.',
  language: 'en',
  direction: 'ltr',
  items: [
    {
      title: 'Q&A: <Library> hours "extended"',
      link: 'https://www.sapedar.example/news/general/2',
      pubDate: '2024-02-13',
      content: 'First paragraph with AT&T.\nSecond <b>paragraph</b>.',
      creator: 'Office of Communications',
      enclosure: {url: 'https://www.sapedar.example/img/news/news-02.webp', length: 1234, type: 'image/webp'},
    },
    {
      title: 'Older news',
      link: 'https://www.sapedar.example/news/general/1',
      pubDate: '2024-01-17',
      content: 'Text.',
    },
  ],
};

const ATOM = 'http://www.w3.org/2005/Atom';
const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';

/** The feed read by an XML parser; throws for a document that is not well-formed. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.querySelector('parsererror');
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return document;
}

/** The first child element of `parent` with this local name and namespace (none for plain RSS elements). */
function child(parent: Element, name: string, namespace: string | null = null): Element | undefined {
  return Array.from(parent.children).find((element) => element.localName === name && element.namespaceURI === namespace);
}

/** The text of a child element, as a reader gets it (entities and CDATA resolved). */
function text(parent: Element, name: string, namespace: string | null = null): string | undefined {
  return child(parent, name, namespace)?.textContent ?? undefined;
}

function channelOf(xml: string): Element {
  const rss = parse(xml).documentElement;
  expect(rss.localName).toBe('rss');
  return child(rss, 'channel')!;
}

function itemsOf(xml: string): Element[] {
  return Array.from(channelOf(xml).children).filter((element) => element.localName === 'item');
}

describe('escapeXml', () => {
  it('escapes &, <, > and both quotes', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
  });

  it('escapes an ampersand once, so an existing entity stays literal text', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('drops control characters XML 1.0 forbids but keeps tabs, line breaks and Arabic script', () => {
    expect(escapeXml('a\u0000b\u0008c\td\ne\u001F خبر')).toBe('abc\td\ne خبر');
  });
});

describe('utcMidnight', () => {
  it('is the start of the day in UTC, which RSS writes as an English RFC 822 date at midnight GMT', () => {
    expect(utcMidnight('2024-01-17').toUTCString()).toBe('Wed, 17 Jan 2024 00:00:00 GMT');
    expect(utcMidnight('2024-12-01').toUTCString()).toBe('Sun, 01 Dec 2024 00:00:00 GMT');
  });

  it('refuses a date that does not exist', () => {
    expect(() => utcMidnight('2023-02-29')).toThrow(/2023-02-29/);
    expect(() => utcMidnight('17/01/2024')).toThrow();
  });
});

describe('contentHtml', () => {
  it('makes one paragraph per line, escaped, in the language and direction given', () => {
    expect(contentHtml(`سلام & خوش آمدید\n\n<script> "it's"`, 'fa-AF', 'rtl')).toBe(
      `<div lang="fa-AF" dir="rtl"><p>سلام &amp; خوش آمدید</p><p>&lt;script&gt; "it's"</p></div>`,
    );
  });
});

describe('buildRss', () => {
  const xml = buildRss(channel);

  it('is a well-formed RSS 2.0 document with the channel fields', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="')).toBe(true);
    expect(parse(xml).documentElement.getAttribute('version')).toBe('2.0');
    const feed = channelOf(xml);
    expect(text(feed, 'title')).toBe('Sapedar University news');
    expect(text(feed, 'link')).toBe('https://www.sapedar.example/news/general');
    expect(text(feed, 'description')).toBe('News from Sapedar University, newest first.');
    expect(text(feed, 'language')).toBe('en');
    const self = child(feed, 'link', ATOM);
    expect([self?.getAttribute('href'), self?.getAttribute('rel'), self?.getAttribute('type')]).toEqual([
      'https://www.sapedar.example/news/rss.xml',
      'self',
      'application/rss+xml',
    ]);
  });

  it('dates the channel by its newest item, not by the clock', () => {
    expect(text(channelOf(xml), 'lastBuildDate')).toBe('Tue, 13 Feb 2024 00:00:00 GMT');
    expect(buildRss(channel)).toBe(xml);
  });

  it('writes one item per news item, in the order given', () => {
    const items = itemsOf(xml);
    expect(items).toHaveLength(2);
    expect(text(items[1], 'title')).toBe('Older news');
  });

  it('keeps & < > and quotes in titles as text', () => {
    expect(text(itemsOf(xml)[0], 'title')).toBe('Q&A: <Library> hours "extended"');
  });

  it('carries the story as HTML whose text keeps the original characters', () => {
    expect(text(itemsOf(xml)[0], 'description')).toBe(
      '<div lang="en" dir="ltr"><p>First paragraph with AT&amp;T.</p><p>Second &lt;b&gt;paragraph&lt;/b&gt;.</p></div>',
    );
  });

  it('gives each item a permanent GUID, its date, author and photo', () => {
    const [item, older] = itemsOf(xml);
    expect(text(item, 'guid')).toBe('https://www.sapedar.example/news/general/2');
    // A GUID is a permalink unless it says otherwise.
    expect(child(item, 'guid')?.getAttribute('isPermaLink') ?? 'true').toBe('true');
    expect(text(item, 'link')).toBe('https://www.sapedar.example/news/general/2');
    expect(text(item, 'pubDate')).toBe('Tue, 13 Feb 2024 00:00:00 GMT');
    expect(text(item, 'creator', DUBLIN_CORE)).toBe('Office of Communications');
    const enclosure = child(item, 'enclosure');
    expect([enclosure?.getAttribute('url'), enclosure?.getAttribute('length'), enclosure?.getAttribute('type')]).toEqual([
      'https://www.sapedar.example/img/news/news-02.webp',
      '1234',
      'image/webp',
    ]);
    expect(child(older, 'enclosure')).toBeUndefined();
    expect(child(older, 'creator', DUBLIN_CORE)).toBeUndefined();
  });

  it('writes right-to-left stories with dir="rtl" and names the channel’s language', () => {
    const rtl = buildRss({...channel, language: 'ps-AF', direction: 'rtl'});
    expect(text(channelOf(rtl), 'language')).toBe('ps-AF');
    expect(text(itemsOf(rtl)[0], 'description')).toMatch(/^<div lang="ps-AF" dir="rtl">/);
  });

  it('stays well-formed and reads back as written, whatever the text holds', () => {
    const odd = buildRss({
      ...channel,
      title: 'News &amp; notes',
      description: 'A <b> & "c"',
      items: [
        {
          title: 'Ends ]]> twice ]]> and\u0007 &amp;',
          link: 'https://www.sapedar.example/news/general/3',
          pubDate: '2024-03-01',
          content: 'Body ]]> with <tags> & ]]> more',
          creator: 'R&D <office> "x" ]]>',
          enclosure: {url: 'https://www.sapedar.example/img/news/a&b <c>.webp', length: 1, type: 'image/webp'},
        },
      ],
    });
    const feed = channelOf(odd);
    expect(text(feed, 'title')).toBe('News &amp; notes');
    expect(text(feed, 'description')).toBe('A <b> & "c"');
    const [item] = itemsOf(odd);
    expect(text(item, 'title')).toBe('Ends ]]> twice ]]> and &amp;');
    expect(text(item, 'description')).toBe('<div lang="en" dir="ltr"><p>Body ]]&gt; with &lt;tags&gt; &amp; ]]&gt; more</p></div>');
    expect(text(item, 'creator', DUBLIN_CORE)).toBe('R&D <office> "x" ]]>');
    expect(child(item, 'enclosure')?.getAttribute('url')).toBe('https://www.sapedar.example/img/news/a&b <c>.webp');
  });
});
