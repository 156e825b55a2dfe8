/**
 * The site's addresses for the tests that visit "every page": taken from the
 * code that defines them, never from a hand-kept list, so that a page an
 * editor adds (a doc, a src/pages page, a data page) is visited without
 * touching the tests.
 *
 * - every docs page and every page of src/pages, as the link check knows them
 *   (scripts/lib/site-routes.ts);
 * - the data pages at fixed addresses (content/routes.ts DATA_PAGE_PATHS) and
 *   the first page of each paged list, and its second when it has one;
 * - records of each detail kind (news, event, position, employee, lecturer),
 *   from data/ (the first, or the first and the last);
 * - one program with each of its sub-pages, one faculty with each of its sub-pages;
 * - an address nothing answers: the 404 page.
 *
 * Addresses are English (without locale prefix); `localePath` gives the others.
 */
import path from 'node:path';
import {
  DATA_PAGE_PATHS,
  detailPath,
  FACULTY_SUBPAGES,
  facultyPath,
  lecturerPath,
  listPagePath,
  PAGED_LISTS,
  pageCount,
  PROGRAM_SUBPAGES,
  programPath,
} from '../content/routes';
import {docsPages, srcPages} from '../scripts/lib/site-routes';
import {siteData} from './support';

const ROOT = path.join(__dirname, '..');

/** An address nothing answers. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';

/**
 * Pages that say something more without JavaScript: the search page tells
 * such readers that search needs it (its form and results are the same either
 * way; e2e/before-scripts.spec.ts and e2e/search.spec.ts test them).
 */
export const SAYS_MORE_WITHOUT_SCRIPT: ReadonlySet<string> = new Set(['/search']);

/** The pages of src/pages that are no reader's page: the service worker's offline fallback. */
const NOT_VISITED = new Set(['/offline']);

export interface SiteAddressOptions {
  /** How many records of each detail kind: the first, or the first and the last. */
  readonly records: 'first' | 'ends';
}

/** The first and the last of a list (one when they are the same). */
function pick<T>(list: readonly T[], records: SiteAddressOptions['records']): T[] {
  return records === 'first' ? list.slice(0, 1) : [...new Set([list[0], list[list.length - 1]])];
}

/** Every address of the site as described above, each once, in a stable order. */
export function siteAddresses({records}: SiteAddressOptions): string[] {
  const data = siteData();
  const addresses: string[] = [];
  addresses.push(...docsPages(ROOT).keys());
  addresses.push(...[...srcPages(ROOT).keys()].filter((address) => !NOT_VISITED.has(address)));
  addresses.push(...Object.values(DATA_PAGE_PATHS));

  const listItems: Readonly<Record<(typeof PAGED_LISTS)[number]['path'], number>> = {
    '/news/general': data.news.records.length,
    '/events': data.events.records.length,
    '/research/faculty-publications': data.publications.records.length,
  };
  for (const list of PAGED_LISTS) {
    const pages = pageCount(listItems[list.path], list.size);
    for (let page = 1; page <= Math.min(pages, 2); page++) addresses.push(listPagePath(list.path, page));
  }

  const ids = (items: readonly {id: number}[]) =>
    pick(
      items.map((item) => item.id),
      records,
    );
  for (const id of ids(data.news.records)) addresses.push(detailPath('news', id));
  for (const id of ids(data.events.records)) addresses.push(detailPath('event', id));
  for (const id of ids(data.jobs.records)) addresses.push(detailPath('position', id));
  for (const id of ids(data.employees.records)) addresses.push(detailPath('employee', id));

  // One program with each of its sub-pages, and lecturers who teach in it.
  const program = data.programs.records.find((record) => data.lecturers.records.some((lecturer) => lecturer.programs.includes(record.Tag)));
  if (program === undefined) throw new Error('data/: no program has a lecturer');
  for (const subpage of PROGRAM_SUBPAGES) addresses.push(programPath(program.Tag, subpage));
  for (const id of ids(data.lecturers.records.filter((lecturer) => lecturer.programs.includes(program.Tag)))) {
    addresses.push(lecturerPath(program.Tag, id));
  }

  const faculty = data.faculties.records[0];
  for (const subpage of FACULTY_SUBPAGES) addresses.push(facultyPath(faculty.key, subpage));

  addresses.push(NOT_FOUND_PATH);
  return [...new Set(addresses)];
}
