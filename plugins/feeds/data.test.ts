/** @jest-environment node */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readEvents, readIds, readNews} from './data';

let dataDir: string;

function write(file: string, value: unknown): void {
  const target = path.join(dataDir, file);
  mkdirSync(path.dirname(target), {recursive: true});
  writeFileSync(target, JSON.stringify(value));
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'feeds-data-'));
  write('news/records.json', [
    {id: 1, photo: '/img/news/1.webp', posted_date: '2024-01-17', keywords: 'one'},
    {id: 2, photo: '/img/news/2.webp', posted_date: '2024-03-01', keywords: 'two'},
    {id: 3, photo: '/img/news/3.webp', posted_date: '2024-03-01', keywords: 'three'},
  ]);
  write('news/en.json', {
    1: {title: 'One', content: 'First', shared_by: 'Office'},
    2: {title: 'Two', content: 'Second', shared_by: 'Office'},
    3: {title: 'Three', content: 'Third'},
  });
  write('news/fa.json', {1: {title: 'یک', content: 'نخست'}, 2: {title: 'دو'}});
  write('events/records.json', [
    {id: 5, photo: '/img/e/5.webp', start_date: '2025-05-01', upcoming: 'No', keywords: 'five'},
    {id: 4, photo: '/img/e/4.webp', start_date: '2024-04-01', upcoming: 'Yes', keywords: 'four'},
  ]);
  write('events/en.json', {4: {title: 'Four', location: 'Hall'}, 5: {title: 'Five', content: 'Text'}});
});

afterEach(() => rmSync(dataDir, {recursive: true, force: true}));

describe('readNews', () => {
  it('lists every item newest first, ties by higher id', () => {
    expect(readNews(dataDir, 'en').map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it('takes each text field from the locale and falls back to English field by field', () => {
    const byId = new Map(readNews(dataDir, 'fa').map((item) => [item.id, item]));
    expect(byId.get(1)).toMatchObject({title: 'یک', content: 'نخست', shared_by: 'Office'});
    expect(byId.get(2)).toMatchObject({title: 'دو', content: 'Second'});
    expect(byId.get(3)).toMatchObject({title: 'Three', content: 'Third'});
  });

  it('falls back to English entirely when the locale has no file', () => {
    expect(readNews(dataDir, 'ps').map((item) => item.title)).toEqual(['Three', 'Two', 'One']);
  });

  it('names the file and record when English text is missing', () => {
    write('news/en.json', {1: {title: 'One', content: 'First'}, 2: {title: 'Two'}, 3: {title: 'Three', content: 'x'}});
    expect(() => readNews(dataDir, 'en')).toThrow(/news[/\\]en\.json: record "2" has no "content"/);
  });
});

describe('readEvents', () => {
  it('lists events earliest first with their upcoming flag and optional fields', () => {
    const events = readEvents(dataDir, 'fa');
    expect(events.map((event) => [event.id, event.upcoming, event.title])).toEqual([
      [4, 'Yes', 'Four'],
      [5, 'No', 'Five'],
    ]);
    expect(events[0].location).toBe('Hall');
    expect(events[1].location).toBeUndefined();
  });
});

describe('readIds', () => {
  it('reads the record ids of an entity', () => {
    expect(readIds(dataDir, 'events')).toEqual([5, 4]);
  });
});
