/** @jest-environment node */
/**
 * The feeds plugin as Docusaurus runs it for one locale, on a small site
 * folder made here: head links, and the files postBuild writes.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import feedsPlugin from '../feeds';

let siteDir: string;
let outDir: string;

function write(file: string, value: unknown): void {
  const target = path.join(siteDir, file);
  mkdirSync(path.dirname(target), {recursive: true});
  writeFileSync(target, typeof value === 'string' || Buffer.isBuffer(value) ? value : JSON.stringify(value));
}

function contextFor(locale: 'en' | 'fa'): LoadContext {
  return {
    siteDir,
    baseUrl: locale === 'en' ? '/' : `/${locale}/`,
    i18n: {
      defaultLocale: 'en',
      locales: ['en', 'fa'],
      currentLocale: locale,
      path: 'i18n',
      localeConfigs: {
        en: {label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory', path: 'en', translate: false, url: '', baseUrl: '/'},
        fa: {label: 'دری', htmlLang: 'fa-AF', direction: 'rtl', calendar: 'gregory', path: 'fa', translate: true, url: '', baseUrl: '/fa/'},
      },
    },
  } as unknown as LoadContext;
}

async function build(locale: 'en' | 'fa'): Promise<Plugin> {
  const plugin = feedsPlugin(contextFor(locale));
  await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  return plugin;
}

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'feeds-site-'));
  outDir = path.join(siteDir, 'build');
  write('data/news/records.json', [
    {id: 1, photo: '/img/news/one.webp', posted_date: '2024-01-17', keywords: 'one'},
    {id: 2, photo: '/img/news/missing.webp', posted_date: '2024-02-01', keywords: 'two'},
  ]);
  write('data/news/en.json', {1: {title: 'One & only', content: 'First.'}, 2: {title: 'Two', content: 'Second.'}});
  write('data/news/fa.json', {1: {title: 'یکم', content: 'نخست.'}});
  write('data/events/records.json', [
    {id: 3, photo: '/img/e/3.webp', start_date: '2024-05-01', upcoming: 'No', keywords: 'three'},
    {id: 4, photo: '/img/e/4.webp', start_date: '2026-09-01', upcoming: 'Yes', keywords: 'four'},
  ]);
  write('data/events/en.json', {3: {title: 'Three', location: 'Hall, A'}, 4: {title: 'Four'}});
  write('static/img/news/one.webp', Buffer.alloc(1234));
  write('i18n/fa/code.json', {'feeds.news.title': {message: 'اخبار {siteName}'}});
});

afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

describe('feeds plugin', () => {
  it('links the locale’s RSS and calendar feeds from every page’s head', async () => {
    const plugin = feedsPlugin(contextFor('fa'));
    const tags = (plugin.injectHtmlTags!({content: undefined}) as {headTags: {attributes: Record<string, string>}[]}).headTags;
    expect(tags.map((tag) => tag.attributes)).toEqual([
      {rel: 'alternate', type: 'application/rss+xml', title: 'اخبار پوهنتون سپیدار', href: '/fa/news/rss.xml'},
      {rel: 'alternate', type: 'text/calendar', title: 'پوهنتون سپیدار events', href: '/fa/events.ics'},
    ]);
  });

  it('writes news/rss.xml with every item, newest first, in the locale with English fallback', async () => {
    await build('fa');
    const rss = readFileSync(path.join(outDir, 'news', 'rss.xml'), 'utf8');
    expect(rss).toContain('<title>اخبار پوهنتون سپیدار</title>');
    expect(rss).toContain('<language>fa-AF</language>');
    const titles = [...rss.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map(([, title]) => title);
    expect(titles).toEqual(['Two', 'یکم']);
    expect(rss).toContain('<link>https://www.sapedar.example/fa/news/general/1</link>');
    // The photo with its real size; none for a photo that is not there.
    expect(rss).toContain('<enclosure url="https://www.sapedar.example/img/news/one.webp" length="1234" type="image/webp"/>');
    expect(rss.match(/<enclosure/g)).toHaveLength(1);
  });

  it('writes events.ics with the dated events only', async () => {
    await build('en');
    const ics = readFileSync(path.join(outDir, 'events.ics'), 'utf8');
    expect(ics).toContain('X-WR-CALNAME:Sapedar University events\r\n');
    expect(ics).toContain('UID:event-3@www.sapedar.example\r\n');
    expect(ics).toContain('LOCATION;LANGUAGE=en:Hall\\, A\r\n');
    expect(ics).toContain('URL;VALUE=URI:https://www.sapedar.example/event/3\r\n');
    expect(ics).not.toContain('event-4@');
  });

  it('names the data file when a record has no English text', async () => {
    write('data/news/en.json', {1: {title: 'One', content: 'First.'}});
    await expect(build('en')).rejects.toThrow(/news[/\\]en\.json: record "2" has no "title"/);
  });
});
