/**
 * Contract tests of the news and events calls on
 * SQLite and PostgreSQL: paths, shapes, field names, languages, English
 * fallback, order, caching headers and errors.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {pickLatestEvents} from '../../src/db/repositories/news-repository';
import {kabulToday, nextKabulMidnight} from '../../src/routes/web/cache-times';
import type {EventItem} from '../../../content/schemas/news';
import {appWithFixtures, ENGINES, fixture} from '../helper';

type NewsRecord = {id: number; photo: string; posted_date: string; keywords: string};
type Texts = Record<string, Record<string, string>>;

const newsRecords = fixture<NewsRecord[]>('news', 'records');
const newsEn = fixture<Texts>('news', 'en');
const newsFa = fixture<Texts>('news', 'fa');
const newsByDate = [...newsRecords].sort((a, b) => b.posted_date.localeCompare(a.posted_date) || b.id - a.id);

for (const engine of ENGINES) {
  test(`news and events calls on ${engine}`, async (t) => {
    const context = await appWithFixtures(t, engine);
    if (context === undefined) return;
    const {fastify} = context;
    const get = (url: string, headers: Record<string, string> = {}) => fastify.inject({method: 'GET', url, headers});

    await t.test('latest news: the 6 newest items with id, photo, title, content', async () => {
      const response = await get('/web/news/latest-news/en');
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /^application\/json/);
      const body = response.json() as Record<string, unknown>[];
      assert.deepEqual(
        body.map((item) => item.id),
        newsByDate.slice(0, 6).map((record) => record.id),
      );
      for (const item of body) assert.deepEqual(Object.keys(item).sort(), ['content', 'id', 'photo', 'title']);
      assert.equal(body[0].title, newsEn[String(body[0].id)].title);
      assert.equal(response.headers['cache-control'], 'public, max-age=600');
    });

    await t.test('all news: every item newest first with the list fields', async () => {
      const response = await get('/web/news/all-news/en');
      assert.equal(response.statusCode, 200);
      const body = response.json() as Record<string, unknown>[];
      assert.deepEqual(
        body.map((item) => item.id),
        newsByDate.map((record) => record.id),
      );
      assert.deepEqual(Object.keys(body[0]).sort(), ['content', 'id', 'keywords', 'photo', 'posted_date', 'title']);
      const source = newsRecords.find((record) => record.id === body[0].id) as NewsRecord;
      assert.equal(body[0].posted_date, source.posted_date);
      assert.equal(body[0].keywords, source.keywords);
      assert.equal(body[0].photo, source.photo);
      assert.equal(response.headers['cache-control'], 'public, max-age=600');
    });

    await t.test('news detail: a list of one item, with shared_by, in Dari', async () => {
      const response = await get('/web/news/3/fa');
      assert.equal(response.statusCode, 200);
      const body = response.json() as Record<string, unknown>[];
      assert.equal(body.length, 1);
      assert.deepEqual(Object.keys(body[0]).sort(), ['content', 'id', 'keywords', 'photo', 'posted_date', 'shared_by', 'title']);
      assert.equal(body[0].title, newsFa['3'].title);
      assert.equal(body[0].shared_by, newsFa['3'].shared_by);
      assert.equal(response.headers['cache-control'], 'public, max-age=300');
    });

    await t.test('Dari falls back to English per field and per record', async () => {
      // Item 8 has a Dari title but no Dari content.
      const partial = (await get('/web/news/8/fa')).json() as Record<string, string>[];
      assert.equal(partial[0].title, newsFa['8'].title);
      assert.equal(partial[0].content, newsEn['8'].content);
      assert.equal(partial[0].shared_by, newsEn['8'].shared_by);
      // Pashto lacks item 8 entirely.
      const missing = (await get('/web/news/8/ps')).json() as Record<string, string>[];
      assert.equal(missing[0].title, newsEn['8'].title);
    });

    await t.test('Pashto text in Pashto', async () => {
      const body = (await get('/web/news/1/ps')).json() as Record<string, string>[];
      assert.equal(body[0].title, fixture<Texts>('news', 'ps')['1'].title);
      assert.match(body[0].title, /[ټډړږښګڼېۍ]/);
    });

    await t.test('an unknown language answers as English', async () => {
      const de = await get('/web/news/all-news/de');
      assert.equal(de.statusCode, 200);
      assert.equal(de.body, (await get('/web/news/all-news/en')).body);
    });

    await t.test('unknown news id is 404, malformed ids are 400, as JSON {error, message}', async () => {
      const unknown = await get('/web/news/999/en');
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(Object.keys(unknown.json()).sort(), ['error', 'message']);
      assert.equal(unknown.json().error, 'Not Found');
      for (const id of ['abc', '0', '007', '-1', '1.5', '1234567890', '%00', '1%20', 'x'.repeat(300)]) {
        const response = await get(`/web/news/${id}/en`);
        assert.equal(response.statusCode, 400, `id ${id}`);
        assert.equal(response.json().error, 'Bad Request');
        assert.equal(typeof response.json().message, 'string');
      }
      assert.equal((await get(`/web/news/all-news/${'e'.repeat(40)}`)).statusCode, 400);
    });

    const events = fixture<{id: number; start_date: string; upcoming: string}[]>('events', 'records');
    const eventsEn = fixture<Texts>('events', 'en');

    await t.test('all events (alll-events): every event newest first with the list fields', async () => {
      const response = await get('/web/events/alll-events/en');
      assert.equal(response.statusCode, 200);
      const body = response.json() as Record<string, unknown>[];
      assert.deepEqual(
        body.map((item) => item.id),
        [...events].sort((a, b) => b.start_date.localeCompare(a.start_date)).map((event) => event.id),
      );
      assert.deepEqual(Object.keys(body[0]).sort(), [
        'content',
        'id',
        'keywords',
        'location',
        'photo',
        'start_date',
        'time_period',
        'title',
        'upcoming',
      ]);
      assert.equal(response.headers['cache-control'], 'public, max-age=600');
      assert.equal((await get('/web/events/all-events/en')).statusCode, 404, 'only the contract spelling alll-events exists');
    });

    await t.test('latest events: coming events soonest first, then the most recent', async () => {
      const response = await get('/web/events/latest-events/en');
      assert.equal(response.statusCode, 200);
      const body = response.json() as Record<string, unknown>[];
      // Fixtures: 6 and 7 are in 2099, 4 is marked upcoming; the rest are past.
      assert.deepEqual(
        body.map((item) => item.id),
        [4, 6, 7, 5, 3, 2],
      );
      assert.deepEqual(Object.keys(body[0]).sort(), ['content', 'id', 'photo', 'title']);
      assert.equal(body[1].title, eventsEn['6'].title);
    });

    await t.test('event detail: a list of one event in the requested language', async () => {
      const response = await get('/web/event/6/ps');
      assert.equal(response.statusCode, 200);
      const body = response.json() as Record<string, string>[];
      assert.equal(body.length, 1);
      assert.equal(body[0].title, fixture<Texts>('events', 'ps')['6'].title);
      assert.equal(body[0].upcoming, 'No');
      // Event 4 has no Pashto text: all English.
      const fallback = (await get('/web/event/4/ps')).json() as Record<string, string>[];
      assert.equal(fallback[0].location, eventsEn['4'].location);
      assert.equal((await get('/web/event/404/en')).statusCode, 404);
      assert.equal((await get('/web/event/four/en')).statusCode, 400);
    });
  });
}

test('pickLatestEvents puts coming events first, soonest first', () => {
  const event = (id: number, start_date: string, upcoming: EventItem['upcoming'] = 'No'): EventItem => ({
    id,
    start_date,
    upcoming,
    title: '',
    location: '',
    time_period: '',
    photo: '',
    keywords: '',
    content: '',
  });
  const newestFirst = [event(1, '2027-01-01'), event(2, '2026-06-01'), event(3, '2026-01-01', 'Yes'), event(4, '2025-01-01')];
  assert.deepEqual(
    pickLatestEvents(newestFirst, '2026-03-01', 3).map((e) => e.id),
    [3, 2, 1],
  );
  assert.deepEqual(
    pickLatestEvents(newestFirst, '2026-06-01', 6).map((e) => e.id),
    [3, 2, 1, 4],
  );
});

test('the latest events change at midnight in Kabul (UTC+4:30)', () => {
  // 19:29 UTC is 23:59 in Kabul; 19:30 UTC is the next day there.
  assert.equal(kabulToday(Date.parse('2026-03-20T19:29:00Z')), '2026-03-20');
  assert.equal(kabulToday(Date.parse('2026-03-20T19:30:00Z')), '2026-03-21');
  assert.equal(nextKabulMidnight(Date.parse('2026-03-20T10:00:00Z')), Date.parse('2026-03-20T19:30:00Z'));
  assert.equal(nextKabulMidnight(Date.parse('2026-03-20T19:30:00Z')), Date.parse('2026-03-21T19:30:00Z'));
});
