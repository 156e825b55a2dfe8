/**
 * The feeds plugin as Docusaurus runs it for one locale, on a small site
 * folder made here and the API's answers for it: head links, and the files
 * postBuild writes.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import feedsPlugin from '../feeds';
import type {BuildAnswers} from '../data-pages/answers';

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

const oneEn = {id: 1, photo: '/img/news/one.webp', posted_date: '2024-01-17', keywords: 'one', title: 'One & only', content: 'First.'};
const twoEn = {id: 2, photo: '/img/news/missing.webp', posted_date: '2024-02-01', keywords: 'two', title: 'Two', content: 'Second.'};
const oneFa = {...oneEn, title: 'یکم', content: 'نخست.'};
const three = {
  id: 3,
  photo: '/img/e/3.webp',
  start_date: '2024-05-01',
  upcoming: 'No',
  keywords: 'three',
  title: 'Three',
  location: 'Hall, A',
  time_period: '',
  content: '',
};
const four = {
  id: 4,
  photo: '/img/e/4.webp',
  start_date: '2026-09-01',
  upcoming: 'Yes',
  keywords: 'four',
  title: 'Four',
  location: '',
  time_period: '',
  content: '',
};

/** What the API answers for two news items (one translated into Dari) and two events, one still without a date. */
const answers: BuildAnswers = {
  dataHash: 'test',
  answers: {
    en: {
      '/web/news/all-news/en': [twoEn, oneEn],
      '/web/news/1/en': [{...oneEn, shared_by: 'Press Office'}],
      '/web/news/2/en': [{...twoEn, shared_by: 'Press Office'}],
      '/web/events/alll-events/en': [four, three],
    },
    fa: {
      '/web/news/all-news/fa': [twoEn, oneFa],
      '/web/news/1/fa': [{...oneFa, shared_by: 'دفتر مطبوعات'}],
      '/web/news/2/fa': [{...twoEn, shared_by: 'Press Office'}],
      '/web/events/alll-events/fa': [four, three],
    },
    ps: {},
  },
  keys: {news: [1, 2], events: [3, 4], programs: [], faculties: [], lecturers: [], jobs: [], employees: []},
  programTypes: {},
  lecturerPrograms: {},
};

async function build(locale: 'en' | 'fa'): Promise<Plugin> {
  const plugin = feedsPlugin(contextFor(locale), {answers: () => answers});
  await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  return plugin;
}

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'feeds-site-'));
  outDir = path.join(siteDir, 'build');
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

  it('writes news/rss.xml with every item the API lists, newest first, in the locale', async () => {
    await build('fa');
    const rss = new DOMParser().parseFromString(readFileSync(path.join(outDir, 'news', 'rss.xml'), 'utf8'), 'application/xml');
    expect(rss.querySelector('parsererror')).toBeNull();
    const channel = rss.documentElement.querySelector(':scope > channel')!;
    expect(channel.querySelector(':scope > title')?.textContent).toBe('اخبار پوهنتون سپیدار');
    expect(channel.querySelector(':scope > language')?.textContent).toBe('fa-AF');
    const items = Array.from(channel.querySelectorAll(':scope > item'));
    expect(items.map((item) => item.querySelector(':scope > title')?.textContent)).toEqual(['Two', 'یکم']);
    expect(items[1].querySelector(':scope > link')?.textContent).toBe('https://www.sapedar.example/fa/news/general/1');
    // The photo with its real size; none for a photo that is not there.
    const enclosures = items.map((item) => item.querySelector(':scope > enclosure'));
    expect(enclosures[0]).toBeNull();
    expect(['url', 'length', 'type'].map((name) => enclosures[1]?.getAttribute(name))).toEqual([
      'https://www.sapedar.example/img/news/one.webp',
      '1234',
      'image/webp',
    ]);
    expect(items[1].getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]?.textContent).toBe('دفتر مطبوعات');
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
});
