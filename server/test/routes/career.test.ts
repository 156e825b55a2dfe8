/**
 * Contract tests of the research and careers calls
 * on SQLite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {appWithFixtures, ENGINES, fixture} from '../helper';

type Texts = Record<string, Record<string, string>>;

const JOB_FIELDS = [
  'candidate_experience',
  'close_date',
  'contract_duration',
  'contract_type',
  'duties',
  'extension_posibility',
  'gender',
  'id',
  'job_summary',
  'nationality',
  'post_date',
  'probation_period',
  'reference_no',
  'salary_range',
  'skills',
  'submission_guideline',
  'title',
  'vacancies',
  'work_type',
];

for (const engine of ENGINES) {
  test(`research and careers calls on ${engine}`, async (t) => {
    const context = await appWithFixtures(t, engine);
    if (context === undefined) return;
    const {fastify} = context;
    const get = (url: string) => fastify.inject({method: 'GET', url});

    await t.test('faculty publications: newest year first with the five contract fields', async () => {
      const response = await get('/web/research/faculty-publications');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=600');
      const body = response.json() as Record<string, unknown>[];
      assert.deepEqual(
        body.map((item) => item.year),
        [2024, 2023, 2022],
      );
      assert.deepEqual(Object.keys(body[0]).sort(), ['authors', 'link', 'research_journal', 'title', 'year']);
      assert.equal(body[0].link, '/files/publications/paper-02.pdf');
      const dari = (await get('/web/research/faculty-publications?lang=fa')).json() as Record<string, unknown>[];
      assert.equal(dari[1].title, fixture<Texts>('publications', 'fa')['1'].title);
      assert.equal(dari[1].authors, fixture<Texts>('publications', 'en')['1'].authors);
    });

    await t.test('current opportunities: every job field, spelling included, newest first', async () => {
      const response = await get('/web/career/current-opportunities');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=600');
      const jobs = response.json() as Record<string, unknown>[];
      assert.deepEqual(
        jobs.map((job) => job.id),
        [2, 1],
      );
      assert.deepEqual(Object.keys(jobs[0]).sort(), JOB_FIELDS);
      assert.equal(jobs[1].extension_posibility, fixture<Texts>('jobs', 'en')['1'].extension_posibility);
      assert.equal(jobs[1].probation_period, 3);
      assert.equal(jobs[1].vacancies, 2);
    });

    await t.test('one position: the job object itself, translated on request', async () => {
      const response = await get('/web/career/current-opportunities/position/1?lang=ps');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=600');
      const job = response.json() as Record<string, unknown>;
      assert.deepEqual(Object.keys(job).sort(), JOB_FIELDS);
      assert.equal(job.title, fixture<Texts>('jobs', 'ps')['1'].title);
      assert.equal(job.duties, fixture<Texts>('jobs', 'en')['1'].duties);
      assert.equal((await get('/web/career/current-opportunities/position/3')).statusCode, 404);
      assert.equal((await get('/web/career/current-opportunities/position/two')).statusCode, 400);
    });

    await t.test('inspires: {data: [{name, issue, file}]}, newest issue first', async () => {
      const response = await get('/web/career/inspires');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=300');
      const body = response.json() as {data: Record<string, unknown>[]};
      assert.deepEqual(Object.keys(body), ['data']);
      assert.deepEqual(body.data[0], {name: 'Inspire, second issue', issue: 2, file: '/files/inspire/inspire-02.pdf'});
      const pashto = (await get('/web/career/inspires?lang=ps')).json() as typeof body;
      assert.equal(pashto.data[0].name, 'Inspire, second issue');
      assert.equal(pashto.data[1].name, fixture<Texts>('inspires', 'ps')['1'].name);
    });

    await t.test('employees of the month: {data: [...]}, latest month first', async () => {
      const response = await get('/web/career/employee-of-the-month/fa');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=600');
      const body = response.json() as {data: Record<string, unknown>[]};
      assert.deepEqual(
        body.data.map((employee) => employee.month),
        ['2025-09', '2025-08', '2025-07'],
      );
      assert.deepEqual(Object.keys(body.data[0]).sort(), ['description', 'id', 'month', 'name', 'photo']);
      assert.equal(body.data[0].name, fixture<Texts>('employees', 'fa')['2'].name);
      assert.equal(body.data[0].description, fixture<Texts>('employees', 'en')['2'].description);
    });

    await t.test('one employee of the month: {data: {...}}', async () => {
      const response = await get('/web/career/employee-of-the-month/1/ps');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=300');
      const body = response.json() as {data: Record<string, unknown>};
      assert.equal(body.data.id, 1);
      assert.equal(body.data.name, fixture<Texts>('employees', 'ps')['1'].name);
      assert.equal((await get('/web/career/employee-of-the-month/9/en')).statusCode, 404);
      assert.equal((await get('/web/career/employee-of-the-month/0/en')).statusCode, 400);
    });
  });
}
