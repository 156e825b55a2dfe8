/**
 * Every address of the original route table whose page was chosen by its
 * query string still leads to that page, in the three languages: each
 * program's and faculty's pages (`/academics/programs/fee-structure?type=…&program=MBA&title=…`),
 * each lecturer's profile under each program it teaches in, and each page
 * of the paged lists (`/events?page=2`). The server answers with a 301 to
 * the page's path address, and that address answers with the page.
 *
 * Only HTTP: what a browser, a search engine or an old bookmark gets first.
 * The programs, faculties, lecturers and list lengths come from data/ and
 * the API, so a new record is walked without a test edit.
 */
import type {APIRequestContext} from '@playwright/test';
import {apiJson, expect, LOCALES, localePath, siteData, test} from './support';

/** A program's sub-pages as the route table wrote them ('' is the program's own page). */
const PROGRAM_SUBPAGES = ['', 'description', 'vision-and-mission', 'academic-structure', 'fee-structure', 'faculty-profile'];
/** A faculty's sub-pages as the route table wrote them. */
const FACULTY_SUBPAGES = ['', 'programs', 'dean-message', 'vision-and-mission', 'faculty-profile'];

/** The address segment the site documents for a faculty: its key's words in lower case, joined by `-` (`ComputerScience` → `computer-science`). */
const facultySlug = (key: string): string => key.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase();

const withSub = (base: string, sub: string): string => (sub === '' ? base : `${base}/${sub}`);

/** One old address and where it must lead. */
interface Move {
  readonly from: string;
  readonly to: string;
}

function programMoves(prefix: string): Move[] {
  const {programs} = siteData();
  return programs.records.flatMap((program) =>
    PROGRAM_SUBPAGES.map((sub) => {
      const query = new URLSearchParams({type: program.type, program: program.Tag, title: programs.text.en[program.Tag].title});
      return {
        from: `${localePath(prefix, withSub('/academics/programs', sub))}?${query}`,
        to: localePath(prefix, withSub(`/academics/programs/${program.Tag.toLowerCase()}`, sub)),
      };
    }),
  );
}

function facultyMoves(prefix: string): Move[] {
  const {faculties} = siteData();
  return faculties.records.flatMap((faculty) =>
    FACULTY_SUBPAGES.map((sub) => {
      const query = new URLSearchParams({faculty: faculty.key, title: faculties.text.en[faculty.key].title});
      return {
        from: `${localePath(prefix, withSub('/academics/faculty', sub))}?${query}`,
        to: localePath(prefix, withSub(`/academics/faculty/${facultySlug(faculty.key)}`, sub)),
      };
    }),
  );
}

function lecturerMoves(prefix: string): Move[] {
  const {lecturers, programs} = siteData();
  const types = new Map(programs.records.map((program) => [program.Tag, program.type]));
  return lecturers.records.flatMap((lecturer) =>
    lecturer.programs.map((tag) => {
      const query = new URLSearchParams({program: tag, type: types.get(tag) ?? '', title: programs.text.en[tag]?.title ?? ''});
      return {
        from: `${localePath(prefix, `/academics/programs/faculty-profile/${lecturer.id}`)}?${query}`,
        to: localePath(prefix, `/academics/programs/${tag.toLowerCase()}/faculty-profile/${lecturer.id}`),
      };
    }),
  );
}

/** The paged lists, with the API answer that holds their items and how many a page shows. */
const LISTS = [
  {path: '/news/general', answer: '/web/news/all-news/en', size: 9},
  {path: '/events', answer: '/web/events/alll-events/en', size: 9},
  {path: '/research/faculty-publications', answer: '/web/research/faculty-publications', size: 10},
];

async function listMoves(request: APIRequestContext, prefix: string): Promise<Move[]> {
  const moves: Move[] = [];
  for (const list of LISTS) {
    const items = await apiJson<unknown[]>(request, list.answer);
    const pages = Math.max(1, Math.ceil(items.length / list.size));
    for (let page = 1; page <= pages; page++) {
      moves.push({
        from: `${localePath(prefix, list.path)}?page=${page}`,
        to: localePath(prefix, page === 1 ? list.path : `${list.path}/page/${page}`),
      });
    }
  }
  return moves;
}

/** Follows each move by hand: a 301 to the new address, which answers 200 with a page in the right language. */
async function walk(request: APIRequestContext, moves: readonly Move[], htmlLang: string): Promise<void> {
  const wrong: string[] = [];
  const targets = new Set<string>();
  for (const move of moves) {
    const response = await request.get(move.from, {maxRedirects: 0});
    const location = response.headers().location;
    if (response.status() !== 301 || location !== move.to)
      wrong.push(`${move.from}: ${response.status()} → ${location ?? '(none)'}, expected 301 → ${move.to}`);
    targets.add(move.to);
  }
  for (const target of targets) {
    const response = await request.get(target, {maxRedirects: 0});
    const html = await response.text();
    // The build writes minified HTML: `<html lang=fa-AF dir=rtl>`.
    const lang = /<html\b[^>]*\blang="?([\w-]+)/.exec(html)?.[1];
    if (response.status() !== 200 || lang !== htmlLang)
      wrong.push(`${target}: ${response.status()}, a page in ${lang ?? 'no language'}, not ${htmlLang}`);
  }
  expect(wrong).toEqual([]);
}

for (const {locale, prefix, htmlLang} of LOCALES) {
  test.describe(`old addresses in ${locale}`, () => {
    test('each program page of the route table moves to its path address', async ({request}) => {
      await walk(request, programMoves(prefix), htmlLang);
    });

    test('each faculty page of the route table moves to its path address', async ({request}) => {
      await walk(request, facultyMoves(prefix), htmlLang);
    });

    test('each lecturer profile, under each program it teaches in, moves to its path address', async ({request}) => {
      await walk(request, lecturerMoves(prefix), htmlLang);
    });

    test('each page of the paged lists moves from ?page= to its path address', async ({request}) => {
      await walk(request, await listMoves(request, prefix), htmlLang);
    });
  });
}

test('the moved pages show what their old address showed: the program and faculty named in the query', async ({page}) => {
  const {programs, faculties} = siteData();
  const program = programs.records[0];
  const faculty = faculties.records[0];
  await page.goto(`/academics/programs/fee-structure?type=${program.type}&program=${program.Tag}`);
  await expect(page).toHaveURL(new RegExp(`/academics/programs/${program.Tag.toLowerCase()}/fee-structure$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(programs.text.en[program.Tag].title);
  await page.goto(`/academics/faculty/dean-message?faculty=${faculty.key}`);
  await expect(page).toHaveURL(new RegExp(`/academics/faculty/${facultySlug(faculty.key)}/dean-message$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(faculties.text.en[faculty.key].title);
});
