/**
 * Contract tests of the program, faculty and lecturer calls on SQLite and
 * PostgreSQL.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {sanitizeProfileHtml} from '../../src/db/repositories/academics-repository';
import {PROGRAM_FIGURES} from '../../../content/schemas/data';
import {appWithFixtures, ENGINES, fixture} from '../helper';

type Texts = Record<string, Record<string, unknown>>;
type ProgramRecord = Record<string, unknown> & {Tag: string; type: string; faculty: string; Image: string};

const programs = fixture<ProgramRecord[]>('programs', 'records');
const programsEn = fixture<Texts>('programs', 'en');
const programsFa = fixture<Texts>('programs', 'fa');
const lecturersEn = fixture<Texts>('lecturers', 'en');

for (const engine of ENGINES) {
  test(`program, faculty and lecturer calls on ${engine}`, async (t) => {
    const context = await appWithFixtures(t, engine);
    if (context === undefined) return;
    const {fastify} = context;
    const get = (url: string) => fastify.inject({method: 'GET', url});

    await t.test("program cards by type: Tag, title, Image, Bio in the editors' order", async () => {
      const undergraduate = await get('/web/programs/undergraduate-programs/en');
      assert.equal(undergraduate.statusCode, 200);
      assert.equal(undergraduate.headers['cache-control'], 'public, max-age=3600');
      const cards = undergraduate.json() as Record<string, string>[];
      assert.deepEqual(
        cards.map((card) => card.Tag),
        programs.filter((p) => p.type === 'undergraduate-programs').map((p) => p.Tag),
      );
      assert.deepEqual(Object.keys(cards[0]).sort(), ['Bio', 'Image', 'Tag', 'title']);
      assert.equal(cards[0].Bio, programsEn.BBA.Bio);
      assert.equal(cards[0].Image, programs[0].Image);

      const graduate = (await get('/web/programs/graduate-programs/fa')).json() as Record<string, string>[];
      assert.deepEqual(
        graduate.map((card) => card.Tag),
        ['MBA'],
      );
      assert.equal(graduate[0].title, programsFa.MBA.title);
    });

    await t.test('program detail: every contract field, figures as numbers or null, files with names', async () => {
      const response = await get('/web/program/program-details/MBA/en');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=3600');
      const detail = response.json() as Record<string, unknown>;
      const expected = [
        'title',
        'overview',
        'description',
        'vision',
        'mission',
        'academic_structure',
        'fee_structure',
        'files',
        ...PROGRAM_FIGURES,
      ].sort();
      assert.deepEqual(Object.keys(detail).sort(), expected);
      const record = programs.find((p) => p.Tag === 'MBA') as ProgramRecord;
      for (const figure of PROGRAM_FIGURES) assert.equal(detail[figure], record[figure] ?? null, figure);
      // The fee rules (total = fee per credit × credits, src/lib/fees.ts) hold in the data the API returns.
      assert.equal(detail.total_tuition_fee, (detail.fee_per_credit as number) * (detail.total_master_courses as number));
      assert.equal(detail.n_total_tuition_fee, (detail.n_fee_per_credit as number) * (detail.n_total_master_courses as number));
      assert.deepEqual(detail.files, [{name: 'Program guide', file: '/files/programs/mba-guide.pdf'}]);
    });

    await t.test('program detail in Pashto with per-field fallback and translated file names', async () => {
      const bba = (await get('/web/program/program-details/BBA/ps')).json() as Record<string, unknown>;
      assert.equal(bba.title, fixture<Texts>('programs', 'ps').BBA.title);
      assert.deepEqual(bba.files, [{name: 'د پروګرام لارښود', file: '/files/programs/bba-guide.pdf'}]);
      // MBA's Dari text has only title and Bio: the rest is English.
      const mba = (await get('/web/program/program-details/MBA/fa')).json() as Record<string, unknown>;
      assert.equal(mba.title, programsFa.MBA.title);
      assert.equal(mba.overview, programsEn.MBA.overview);
      assert.deepEqual(mba.files, [{name: 'Program guide', file: '/files/programs/mba-guide.pdf'}]);
    });

    await t.test('unknown program is 404, a malformed Tag is 400', async () => {
      assert.equal((await get('/web/program/program-details/NOPE/en')).statusCode, 404);
      assert.equal((await get('/web/program/program-details/B-B-A/en')).statusCode, 400);
      assert.equal((await get(`/web/program/program-details/${'A'.repeat(60)}/en`)).statusCode, 400);
      assert.equal((await get('/web/program/lecturers/NOPE')).statusCode, 404);
    });

    await t.test('program lecturers: id, name, title, image; ?lang= picks the text', async () => {
      const response = await get('/web/program/lecturers/MBA');
      assert.equal(response.statusCode, 200);
      const cards = response.json() as Record<string, unknown>[];
      assert.deepEqual(
        cards.map((card) => card.id),
        [1, 2, 4],
      );
      assert.deepEqual(Object.keys(cards[0]).sort(), ['id', 'image', 'name', 'title']);
      assert.equal(cards[0].name, lecturersEn['1'].name);
      const dari = (await get('/web/program/lecturers/MBA?lang=fa')).json() as Record<string, unknown>[];
      assert.equal(dari[0].name, fixture<Texts>('lecturers', 'fa')['1'].name);
      assert.equal(dari[1].name, lecturersEn['2'].name);
      const other = (await get('/web/program/lecturers/MBA?lang=xx')).json();
      assert.deepEqual(other, cards);
      assert.equal((await get('/web/program/lecturers/MBA?lang=fa&lang=ps')).statusCode, 400);
    });

    await t.test('faculty: faculty object, its programs (id and Tag) and files', async () => {
      const response = await get('/web/faculty/Economic/en');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=3600');
      const body = response.json() as {faculty: Record<string, string>; programs: Record<string, string>[]; files: unknown};
      assert.deepEqual(Object.keys(body).sort(), ['faculty', 'files', 'programs']);
      assert.deepEqual(Object.keys(body.faculty).sort(), ['dean', 'deanMessage', 'mission', 'overview', 'title', 'vision']);
      assert.equal(body.faculty.deanMessage, fixture<Texts>('faculties', 'en').Economic.deanMessage);
      assert.deepEqual(
        body.programs.map((program) => [program.id, program.Tag]),
        [
          ['BBA', 'BBA'],
          ['MBA', 'MBA'],
        ],
      );
      assert.deepEqual(Object.keys(body.programs[0]).sort(), ['Bio', 'Image', 'Tag', 'id', 'title']);
      assert.deepEqual(body.files, [{name: 'Faculty handbook', file: '/files/faculties/economic-handbook.pdf'}]);
      const dari = (await get('/web/faculty/Economic/fa')).json() as typeof body;
      assert.equal(dari.faculty.title, fixture<Texts>('faculties', 'fa').Economic.title);
      assert.equal(dari.programs[0].title, programsFa.BBA.title);
    });

    await t.test('a faculty without programs answers an empty list; an unknown one 404', async () => {
      const law = (await get('/web/faculty/Law/en')).json() as {programs: unknown[]; files: unknown[]};
      assert.deepEqual(law.programs, []);
      assert.deepEqual(law.files, []);
      assert.equal((await get('/web/faculty/Medicine/en')).statusCode, 404);
      assert.equal((await get('/web/faculty/Law%20School/en')).statusCode, 400);
    });

    await t.test('faculty lecturers: once each, with the program Tag and ProgramType', async () => {
      const response = await get('/web/faculty/Economic/lecturers');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=3600');
      const cards = response.json() as Record<string, unknown>[];
      assert.deepEqual(
        cards.map((card) => [card.id, card.Tag, card.ProgramType]),
        [
          [1, 'BBA', 'undergraduate-programs'],
          [2, 'MBA', 'graduate-programs'],
          [4, 'MBA', 'graduate-programs'],
        ],
      );
      assert.deepEqual(Object.keys(cards[0]).sort(), ['ProgramType', 'Tag', 'id', 'image', 'name', 'title']);
      assert.deepEqual((await get('/web/faculty/Law/lecturers')).json(), []);
      assert.equal((await get('/web/faculty/Medicine/lecturers')).statusCode, 404);
    });

    await t.test('lecturer profile: {lecturer: [profile]} with every contract field', async () => {
      const response = await get('/web/lecturer/1');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'public, max-age=3600');
      const body = response.json() as {lecturer: Record<string, string>[]};
      assert.equal(body.lecturer.length, 1);
      assert.deepEqual(Object.keys(body.lecturer[0]).sort(), [
        'bio',
        'coursesTaught',
        'education',
        'email',
        'experience',
        'image',
        'name',
        'phone',
        'publications',
        'serviceAt',
        'title',
      ]);
      assert.equal(body.lecturer[0].education, lecturersEn['1'].education);
      assert.equal(body.lecturer[0].email, 'a.sample@sapedar.example');
      const pashto = (await get('/web/lecturer/1?lang=ps')).json() as typeof body;
      assert.equal(pashto.lecturer[0].title, fixture<Texts>('lecturers', 'ps')['1'].title);
      assert.equal(pashto.lecturer[0].education, lecturersEn['1'].education);
      assert.equal((await get('/web/lecturer/77')).statusCode, 404);
      assert.equal((await get('/web/lecturer/1e3')).statusCode, 400);
    });
  });
}

test('profile HTML keeps only ul, ol, li, p and br, without attributes', () => {
  assert.equal(
    sanitizeProfileHtml('<p class="x" onclick="a()">Hi<br/><b>there</b></p><script>alert(1)</script><ul><li><a href="javascript:x">l</a></li></ul>'),
    '<p>Hi<br />there</p><ul><li>l</li></ul>',
  );
});
