/** @jest-environment node */
import {buildRss, contentHtml, escapeXml, rfc822Date, type RssChannel} from './rss';

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

/** The text between <tag> and </tag>, the n-th occurrence. */
function element(xml: string, tag: string, occurrence = 0): string | undefined {
  return [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))][occurrence]?.[1];
}

/** Undoes escapeXml, as an XML parser would. */
function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
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

describe('rfc822Date', () => {
  it('formats an ISO date as an English RFC 822 date at midnight GMT', () => {
    expect(rfc822Date('2024-01-17')).toBe('Wed, 17 Jan 2024 00:00:00 GMT');
    expect(rfc822Date('2024-12-01')).toBe('Sun, 01 Dec 2024 00:00:00 GMT');
  });

  it('refuses a date that does not exist', () => {
    expect(() => rfc822Date('2023-02-29')).toThrow(/2023-02-29/);
    expect(() => rfc822Date('17/01/2024')).toThrow();
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

  it('is an RSS 2.0 document with the channel fields', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(element(xml, 'title')).toBe('Sapedar University news');
    expect(element(xml, 'link')).toBe('https://www.sapedar.example/news/general');
    expect(element(xml, 'language')).toBe('en');
    expect(xml).toContain(
      '<atom:link href="https://www.sapedar.example/news/rss.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it('dates the channel by its newest item, not by the clock', () => {
    expect(element(xml, 'lastBuildDate')).toBe('Tue, 13 Feb 2024 00:00:00 GMT');
    expect(buildRss(channel)).toBe(xml);
  });

  it('writes one item per news item, in the order given', () => {
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(element(element(xml, 'item', 1)!, 'title')).toBe('Older news');
  });

  it('escapes & < > and quotes in titles', () => {
    const item = element(xml, 'item')!;
    expect(element(item, 'title')).toBe('Q&amp;A: &lt;Library&gt; hours &quot;extended&quot;');
    expect(unescapeXml(element(item, 'title')!)).toBe('Q&A: <Library> hours "extended"');
  });

  it('carries the story as escaped HTML whose text keeps the original characters', () => {
    const html = unescapeXml(element(element(xml, 'item')!, 'description')!);
    expect(html).toBe(
      '<div lang="en" dir="ltr"><p>First paragraph with AT&amp;T.</p><p>Second &lt;b&gt;paragraph&lt;/b&gt;.</p></div>',
    );
  });

  it('gives each item a permanent GUID, its date, author and photo', () => {
    const item = element(xml, 'item')!;
    expect(item).toContain('<guid isPermaLink="true">https://www.sapedar.example/news/general/2</guid>');
    expect(element(item, 'pubDate')).toBe('Tue, 13 Feb 2024 00:00:00 GMT');
    expect(element(item, 'dc:creator')).toBe('Office of Communications');
    expect(item).toContain(
      '<enclosure url="https://www.sapedar.example/img/news/news-02.webp" length="1234" type="image/webp"/>',
    );
    expect(element(xml, 'item', 1)).not.toContain('<enclosure');
  });

  it('writes right-to-left stories with dir="rtl"', () => {
    const rtl = buildRss({...channel, language: 'ps-AF', direction: 'rtl'});
    expect(unescapeXml(element(element(rtl, 'item')!, 'description')!)).toMatch(/^<div lang="ps-AF" dir="rtl">/);
  });
});
