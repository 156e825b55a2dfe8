/** @jest-environment node */
/**
 * The addresses `npm run check` gives the docs pages (Docusaurus's rules:
 * index and folder-named files, number prefixes, `slug` and `id`) and the
 * pages of src/pages. The links step on the real repository (`npm run check`)
 * is the wider test: every page's links must find these addresses.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {readDataDirSync} from '../../content/read-data';
import {
  DATA_PAGE_PATHS,
  FACULTY_SUBPAGES,
  LIST_PAGE_SIZE,
  PROGRAM_SUBPAGES,
  detailPath,
  facultyPath,
  lecturerPath,
  listPagePath,
  pageCount,
  programPath,
} from '../../content/routes';
import {docAddress, docsPages, frontMatterOf, linkProblem, siteRoutes, srcPages} from './site-routes';

const ROOT = path.resolve(__dirname, '..', '..');

describe('docAddress', () => {
  it.each([
    ['about/history.mdx', {}, '/about/history'],
    ['about/strategic-plan/index.mdx', {}, '/about/strategic-plan'],
    ['about/strategic-plan/README.md', {}, '/about/strategic-plan'],
    ['students/clubs/clubs.mdx', {}, '/students/clubs'],
    ['students/02-library.mdx', {}, '/students/library'],
    ['academics/accreditation/accreditation.mdx', {slug: '/academics/accreditation/accreditation'}, '/academics/accreditation/accreditation'],
    ['about/history.mdx', {slug: 'our-history'}, '/about/our-history'],
    ['about/history.mdx', {id: 'past'}, '/about/past'],
  ])('%s with %j is %s', (file, frontMatter, address) => {
    expect(docAddress(file, frontMatter)).toBe(address);
  });
});

describe('the repository', () => {
  it('gives the pages that have their own slug the address their front matter says', () => {
    const pages = docsPages(ROOT);
    const withSlug = [...pages].filter(([, file]) => typeof frontMatterOf(readFileSync(path.join(ROOT, file), 'utf8')).slug === 'string');
    expect(withSlug.length).toBeGreaterThan(0);
    for (const [address, file] of withSlug) expect([file, address]).toEqual([file, frontMatterOf(readFileSync(path.join(ROOT, file), 'utf8')).slug]);
  });

  it('finds every page of src/pages but its private parts and tests', () => {
    const pages = srcPages(ROOT);
    expect(pages.get('/contact')).toBe('src/pages/contact.tsx');
    expect(pages.get('/search')).toBe('src/pages/search.tsx');
    expect([...pages.values()].filter((file) => /\/_|\.test\./.test(file))).toEqual([]);
  });
});

describe('links to the data pages', () => {
  const site = siteRoutes(ROOT);
  const data = readDataDirSync(path.join(ROOT, 'data'));
  const news = data.news.records.map((item) => item.id);
  const program = data.programs.records[0]!;
  const faculty = data.faculties.records[0]!;
  const lecturer = data.lecturers.records[0]!;
  const eventPages = pageCount(data.events.records.length, LIST_PAGE_SIZE);

  it('finds the fixed data pages, the records, the programs, faculties and lecturers of data/', () => {
    const found = [
      ...Object.values(DATA_PAGE_PATHS),
      detailPath('news', news[0]!),
      ...PROGRAM_SUBPAGES.map((subpage) => programPath(program.Tag, subpage)),
      ...FACULTY_SUBPAGES.map((subpage) => facultyPath(faculty.key, subpage)),
      lecturerPath(program.Tag, lecturer.id),
      listPagePath('/events', eventPages),
    ];
    expect(found.map((link) => [link, linkProblem(site, link)])).toEqual(found.map((link) => [link, undefined]));
  });

  it('names what is missing: a record, a program, a faculty, a list page', () => {
    const missing = Math.max(...news) + 1;
    expect(linkProblem(site, detailPath('news', missing))).toBe(`data/news has no item with id ${missing}`);
    expect(linkProblem(site, '/academics/programs/nosuchprogram/fee-structure')).toMatch(
      /^data\/programs has no program whose Tag is "nosuchprogram"/,
    );
    expect(linkProblem(site, '/academics/faculty/nowhere')).toMatch(/^no faculty has the address segment "nowhere"/);
    expect(linkProblem(site, listPagePath('/events', eventPages + 1))).toBe(`/events has pages 1 to ${eventPages} (data/events)`);
  });

  it('asks for the new address in place of an old query form', () => {
    const query = `?type=${program.type}&program=${program.Tag}`;
    expect(linkProblem(site, `/academics/programs/fee-structure${query}`)).toBe(
      `/academics/programs/fee-structure${query} is an old address: link to ${programPath(program.Tag, 'fee-structure')}`,
    );
    expect(linkProblem(site, `/events?page=${eventPages + 1}`)).toBe(`/events has pages 1 to ${eventPages} (data/events)`);
  });
});
