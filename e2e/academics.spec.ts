/**
 * Academics and faculty publications in all three locales against the real
 * server and the sample data: the program lists and faculties linking to
 * path addresses (content/routes.ts), every program and faculty page at its
 * own address with its sub-menu, the graduate and undergraduate structure and
 * fee tables, a faculty whose refreshed answer has no programs, the lecturer
 * profile (direct load, tabs by keyboard), unknown programs and lecturers,
 * the publications pager across its pages, and what the API's failures do:
 * a page the build rendered keeps what it was built with, a program the
 * build lacks loads itself and says when it cannot.
 */
import type {Page} from '@playwright/test';
import type {ProgramType} from '../content/keys';
import {
  FACULTY_SUBPAGES as FACULTY_SUBPAGE_ORDER,
  PROGRAM_SUBPAGES as PROGRAM_SUBPAGE_ORDER,
  PUBLICATIONS_PAGE_SIZE,
  facultyPath,
  lecturerPath,
  listPagePath,
  programPath,
  type FacultySubpage,
  type ProgramSubpage,
} from '../content/routes';
import {feeBreakdown, feeVariants} from '../src/lib/fees';
import {currencyName, formatNumber} from '../src/lib/format';
import type {ProgramDetail} from '../content/schemas/answers';
import {
  expect,
  test,
  HYDRATION_ERROR,
  LOCALES,
  localePath,
  uiString,
  recordApiCalls,
  langQuery,
  apiJson,
  openInApp,
  servedPage,
  siteData,
  textOf,
  waitForCachedAnswer,
  type HtmlElement,
  type Locale,
} from './support';

interface ProgramCard {
  Tag: string;
  title: string;
}

const PROGRAM_SUBPAGES: ReadonlyArray<{subpage: ProgramSubpage; id: string; english: string}> = [
  {subpage: '', id: 'pages.academics.program.overview.title', english: 'Program overview'},
  {subpage: 'description', id: 'pages.academics.program.description.title', english: 'Program description'},
  {subpage: 'vision-and-mission', id: 'pages.academics.program.visionAndMission.title', english: 'Program vision and mission'},
  {subpage: 'academic-structure', id: 'pages.academics.program.academicStructure.title', english: 'Academic structure'},
  {subpage: 'fee-structure', id: 'pages.academics.program.feeStructure.title', english: 'Fee structure'},
  {subpage: 'faculty-profile', id: 'pages.academics.program.facultyProfile.title', english: 'Program lecturers'},
];

const FACULTY_SUBPAGES: ReadonlyArray<{subpage: FacultySubpage; id: string; english: string}> = [
  {subpage: '', id: 'pages.academics.faculty.overview.title', english: 'Faculty overview'},
  {subpage: 'programs', id: 'pages.academics.faculty.programs.title', english: 'Faculty programs'},
  {subpage: 'dean-message', id: 'pages.academics.faculty.deanMessage.title', english: "Dean's message"},
  {subpage: 'vision-and-mission', id: 'pages.academics.faculty.visionAndMission.title', english: 'Faculty vision and mission'},
  {subpage: 'faculty-profile', id: 'pages.academics.faculty.facultyProfile.title', english: 'Faculty lecturers'},
];

/** The faculties, programs and lecturers of data/, in its order: the tests pick their examples here, never by name. */
const DATA = siteData();
const FACULTY_KEYS = DATA.faculties.records.map((faculty) => faculty.key);
/** The first faculty of data/ and the last (the one whose programs the empty-list test takes away). */
const FACULTY = FACULTY_KEYS[0]!;
const LAST_FACULTY = FACULTY_KEYS.at(-1)!;
const GRADUATE = DATA.programs.records.find((program) => program.type === 'graduate-programs')!.Tag;
/** The first undergraduate program someone teaches in, and the first lecturer who teaches in it. */
const LECTURER_PROGRAM = DATA.programs.records.find(
  (program) => program.type === 'undergraduate-programs' && DATA.lecturers.records.some((lecturer) => lecturer.programs.includes(program.Tag)),
)!.Tag;
const LECTURER = DATA.lecturers.records.find((lecturer) => lecturer.programs.includes(LECTURER_PROGRAM))!;
/**
 * A program the build has no page for: the program lists' answer gets it
 * added in the browser ({@link addUnbuiltProgram}), as after an import
 * without a rebuild.
 */
const UNBUILT = {Tag: 'Zunbuilt', title: 'Unbuilt program'} as const;

const EASTERN_DIGITS = /^[۰-۹٬٫]+$/;

/** The address an `href` attribute names, as path and query. */
async function linkTarget(link: ReturnType<Page['locator']>): Promise<{pathname: string; search: string}> {
  const url = new URL((await link.getAttribute('href'))!, 'http://x');
  return {pathname: url.pathname, search: url.search};
}

/** Adds {@link UNBUILT} to the graduate programs the API answers in the browser (not to the server's database). */
async function addUnbuiltProgram(page: Page, locale: Locale): Promise<void> {
  expect(DATA.programs.records.map((program) => program.Tag)).not.toContain(UNBUILT.Tag);
  await page.route(`**/web/programs/graduate-programs/${locale}`, async (route) => {
    const response = await route.fetch();
    const programs = (await response.json()) as ProgramCard[];
    await route.fulfill({response, json: [...programs, {...programs[0], ...UNBUILT}]});
  });
}

/** A sub-menu as served: a link to each of the pages in order, the current page's marked `aria-current="page"` and no other. */
function expectSubMenu(links: HtmlElement[], url: string, pages: readonly string[]): void {
  expect(
    links.map((link) => link.attribs.href),
    url,
  ).toEqual(pages);
  expect(
    links.map((link) => link.attribs['aria-current'] ?? null),
    url,
  ).toEqual(pages.map((page) => (page === url ? 'page' : null)));
}

/** Resolves once the page's background work is done: the browser idle, then one frame more. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestIdleCallback(() => requestAnimationFrame(() => resolve(null)), {timeout: 3000});
      }),
  );
}

for (const {locale, prefix, dir} of LOCALES) {
  test.describe(`academics in ${locale}`, () => {
    for (const type of ['graduate-programs', 'undergraduate-programs'] as const) {
      test(`the ${type} list shows a card per program, linking to its address`, async ({page, request}) => {
        const programs = await apiJson<ProgramCard[]>(request, `/web/programs/${type}/${locale}`);
        expect(programs.map((program) => program.Tag)).toEqual(
          DATA.programs.records.filter((program) => program.type === type).map((program) => program.Tag),
        );
        const calls = recordApiCalls(page);
        const route = type === 'graduate-programs' ? '/academics/graduate/graduate-programs' : '/academics/undergraduate/undergraduate-programs';
        await page.goto(localePath(prefix, route));
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        const cards = page.locator('main article');
        await expect(cards).toHaveCount(programs.length);
        // The built list refreshes itself from the API once the browser is idle.
        await expect.poll(() => calls).toContain(`/web/programs/${type}/${locale}`);
        for (const [index, program] of programs.entries()) {
          const link = cards.nth(index).getByRole('link', {name: program.title});
          expect(await linkTarget(link)).toEqual({pathname: localePath(prefix, programPath(program.Tag)), search: ''});
        }
      });
    }

    test('the faculties page links to every faculty of data/, in its order, with their titles', async ({page}) => {
      await page.goto(localePath(prefix, '/academics/faculties'));
      const links = page.locator('main ul a');
      await expect(links).toHaveCount(FACULTY_KEYS.length);
      for (const [index, key] of FACULTY_KEYS.entries()) {
        expect(await linkTarget(links.nth(index))).toEqual({pathname: localePath(prefix, facultyPath(key)), search: ''});
        await expect(links.nth(index)).toHaveText(DATA.faculties.text[locale][key]?.title ?? DATA.faculties.text.en[key]!.title);
      }
    });

    // What the HTML alone decides, read without a browser.
    test('every program page is served with the program and its sub-menu to the addresses of its pages', async ({request}) => {
      const [program] = await apiJson<ProgramCard[]>(request, `/web/programs/undergraduate-programs/${locale}`);
      const detail = await apiJson<ProgramDetail>(request, `/web/program/program-details/${program.Tag}/${locale}`);
      expect(PROGRAM_SUBPAGES.map(({subpage}) => subpage)).toEqual(PROGRAM_SUBPAGE_ORDER);
      const navName = uiString(locale, 'academics.program.nav.ariaLabel', 'Program pages');
      for (const {subpage, id, english} of PROGRAM_SUBPAGES) {
        const url = localePath(prefix, programPath(program.Tag, subpage));
        const {status, select} = await servedPage(request, url);
        expect(status, url).toBe(200);
        expect(select('h1').map(textOf), url).toEqual([detail.title]);
        expect(select('h2').map(textOf), url).toContain(uiString(locale, id, english));
        expectSubMenu(
          select(`nav[aria-label="${navName}"] a`),
          url,
          PROGRAM_SUBPAGES.map((other) => localePath(prefix, programPath(program.Tag, other.subpage))),
        );
        if (subpage === '') {
          // The overview's files open in a new tab.
          for (const file of detail.files) {
            const [button] = select(`main a[href="${file.file}"]`);
            expect(button, file.file).toBeDefined();
            expect(button!.attribs.target).toBe('_blank');
            expect(textOf(button!)).toContain(file.name);
          }
        }
      }
    });

    // In the browser, the same in every language: once, right to left.
    if (locale === 'fa') {
      test("a program's pages ask for it once, in the visitor's language, and answer the others from the cache", async ({page, request}) => {
        // Several page loads in one test.
        test.slow();
        const [program] = await apiJson<ProgramCard[]>(request, `/web/programs/undergraduate-programs/${locale}`);
        const detail = await apiJson<ProgramDetail>(request, `/web/program/program-details/${program.Tag}/${locale}`);
        const calls = recordApiCalls(page);
        for (const {subpage, id, english} of PROGRAM_SUBPAGES) {
          await page.goto(localePath(prefix, programPath(program.Tag, subpage)));
          // The built page refreshes its program in the background; let it finish.
          await waitForCachedAnswer(page, `program-details-${program.Tag}-${locale}`);
          await expect(page.getByRole('heading', {level: 1})).toHaveText(detail.title);
          await expect(page.getByRole('heading', {level: 2, name: uiString(locale, id, english)})).toBeVisible();
          const current = page
            .getByRole('navigation', {name: uiString(locale, 'academics.program.nav.ariaLabel', 'Program pages')})
            .locator('a[aria-current="page"]');
          expect(await linkTarget(current)).toEqual({pathname: localePath(prefix, programPath(program.Tag, subpage)), search: ''});
        }
        // One request in the visitor's language; the other pages answer from the hour-long cache.
        expect(calls.filter((call) => call.startsWith('/web/program/program-details/'))).toEqual([
          `/web/program/program-details/${program.Tag}/${locale}`,
        ]);
      });
    }

    for (const type of ['graduate-programs', 'undergraduate-programs'] as const) {
      test(`the ${type} fee and structure tables follow the fee arithmetic`, async ({page, request}) => {
        // Several page loads in one test.
        test.slow();
        const [program] = await apiJson<ProgramCard[]>(request, `/web/programs/${type}/${locale}`);
        const detail = await apiJson<ProgramDetail>(request, `/web/program/program-details/${program.Tag}/${locale}`);
        await page.goto(localePath(prefix, programPath(program.Tag, 'fee-structure')));
        const tables = page.locator('main table');
        const variants = feeVariants(type as ProgramType);
        await expect(tables).toHaveCount(variants.length);
        const currency = currencyName(locale);
        for (const [index, variant] of variants.entries()) {
          const fees = feeBreakdown(detail, variant);
          const table = tables.nth(index);
          await expect(table.locator('thead th').nth(1)).toContainText(currency);
          const n = (value: number) => formatNumber(value, locale);
          await expect(table.locator('tbody tr').nth(0).locator('td')).toHaveText([n(fees.feePerCredit), n(fees.credits), n(fees.programFee)]);
          await expect(table.locator('tbody tr').nth(1).locator('td')).toHaveText([
            n(fees.admissionFee),
            n(fees.admissionSemesters),
            n(fees.admissionTotal),
          ]);
          await expect(table.locator('tfoot tr').first().locator('td')).toHaveText(n(fees.total));
          if (type === 'graduate-programs') {
            expect(fees.admissionSemesters).toBe(variant === 'graduate-2-year' ? 4 : 5);
          }
          if (locale !== 'en') {
            for (const cell of await table.locator('td').allTextContents()) {
              expect(cell, 'fee figures use Eastern Arabic-Indic digits').toMatch(EASTERN_DIGITS);
            }
          }
        }

        await page.goto(localePath(prefix, programPath(program.Tag, 'academic-structure')));
        await expect(page.locator('main table')).toHaveCount(variants.length);
        const total = type === 'graduate-programs' ? detail.total_master_courses : detail.total_courses;
        await expect(page.locator('main table').first().locator('tfoot td')).toHaveText(formatNumber(Number(total ?? 0), locale));
      });
    }

    test('every faculty page is served with the faculty and its sub-menu to the addresses of its pages', async ({request}) => {
      const faculty = FACULTY;
      const answer = await apiJson<{faculty: {title: string; dean: string}; programs: ProgramCard[]}>(request, `/web/faculty/${faculty}/${locale}`);
      const lecturers = await apiJson<Array<{id: number}>>(request, `/web/faculty/${faculty}/lecturers${langQuery(locale)}`);
      expect(FACULTY_SUBPAGES.map(({subpage}) => subpage)).toEqual(FACULTY_SUBPAGE_ORDER);
      const navName = uiString(locale, 'academics.faculty.nav.ariaLabel', 'Faculty pages');
      for (const {subpage, id, english} of FACULTY_SUBPAGES) {
        const url = localePath(prefix, facultyPath(faculty, subpage));
        const {status, select} = await servedPage(request, url);
        expect(status, url).toBe(200);
        expect(select('h1').map(textOf), url).toEqual([answer.faculty.title]);
        expect(select('h2').map(textOf), url).toContain(uiString(locale, id, english));
        expectSubMenu(
          select(`nav[aria-label="${navName}"] a`),
          url,
          FACULTY_SUBPAGES.map((other) => localePath(prefix, facultyPath(faculty, other.subpage))),
        );
        if (subpage === 'programs') {
          expect(select('main article')).toHaveLength(answer.programs.length);
          expect(select('main article a')[0]?.attribs.href).toBe(localePath(prefix, programPath(answer.programs[0].Tag)));
        }
        if (subpage === 'dean-message') expect(select('main figcaption').map(textOf)).toEqual([answer.faculty.dean]);
        if (subpage === 'faculty-profile') expect(select('main article')).toHaveLength(lecturers.length);
      }
    });

    if (locale === 'fa') {
      test("a faculty's pages ask for it once, in the visitor's language, and answer the others from the cache", async ({page, request}) => {
        // Several page loads in one test.
        test.slow();
        const faculty = FACULTY;
        const answer = await apiJson<{faculty: {title: string}}>(request, `/web/faculty/${faculty}/${locale}`);
        const calls = recordApiCalls(page);
        for (const {subpage, id, english} of FACULTY_SUBPAGES) {
          await page.goto(localePath(prefix, facultyPath(faculty, subpage)));
          await expect(page.getByRole('heading', {level: 1})).toHaveText(answer.faculty.title);
          await expect(page.getByRole('heading', {level: 2, name: uiString(locale, id, english)})).toBeVisible();
          if (subpage === 'faculty-profile') {
            await expect.poll(() => calls).toContain(`/web/faculty/${faculty}/lecturers${langQuery(locale)}`);
            await waitForCachedAnswer(page, `faculty-lecturers-${faculty}-${locale}`);
          }
          await waitForCachedAnswer(page, `faculty-${faculty}-${locale}`);
        }
        // One request in the visitor's language, then the hour-long cache.
        expect(calls.filter((call) => /^\/web\/faculty\/[A-Za-z]+\/(en|fa|ps)$/.test(call))).toEqual([`/web/faculty/${faculty}/${locale}`]);
      });
    }

    // Behaviour that does not depend on the language: tested in English.
    if (locale === 'en') {
      test('a faculty shows the programs it was built with, and says so when its refreshed answer has none', async ({page, request}) => {
        const answer = await apiJson<{programs: ProgramCard[]}>(request, `/web/faculty/${LAST_FACULTY}/${locale}`);
        expect(answer.programs.length).toBeGreaterThan(0);
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(`**/web/faculty/${LAST_FACULTY}/${locale}`, async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as Record<string, unknown>;
          await held;
          await route.fulfill({response, json: {...body, programs: []}});
        });
        const refreshed = page.waitForRequest(`**/web/faculty/${LAST_FACULTY}/${locale}`);
        await page.goto(localePath(prefix, facultyPath(LAST_FACULTY, 'programs')));
        await refreshed;
        // Until the refresh answers, the page shows the programs it was built with.
        await expect(page.locator('main article')).toHaveCount(answer.programs.length);
        release();
        await expect(page.getByText(uiString(locale, 'academics.faculty.programs.empty', 'No programs available.'))).toBeVisible();
        await expect(page.locator('main article')).toHaveCount(0);
      });
    }

    test('the program lecturers link to profiles under the program', async ({page, request}) => {
      const lecturers = await apiJson<Array<{id: number; name: string}>>(request, `/web/program/lecturers/${LECTURER_PROGRAM}${langQuery(locale)}`);
      expect(lecturers.length).toBeGreaterThan(0);
      const calls = recordApiCalls(page);
      await page.goto(localePath(prefix, programPath(LECTURER_PROGRAM, 'faculty-profile')));
      await expect(page.locator('main article')).toHaveCount(lecturers.length);
      await expect.poll(() => calls).toContain(`/web/program/lecturers/${LECTURER_PROGRAM}${langQuery(locale)}`);
      await page.getByRole('link', {name: lecturers[0].name}).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === localePath(prefix, lecturerPath(LECTURER_PROGRAM, lecturers[0].id)) && url.search === '',
      );
      await expect(page.getByRole('heading', {level: 1})).toHaveText(lecturers[0].name);
      await expect(
        page
          .getByRole('navigation', {name: uiString(locale, 'academics.program.nav.ariaLabel', 'Program pages')})
          .getByRole('link')
          .first(),
      ).toHaveAttribute('href', localePath(prefix, programPath(LECTURER_PROGRAM)));
    });

    test('a lecturer profile loads directly, with contacts and keyboard tabs', async ({page, request}) => {
      const {lecturer} = await apiJson<{lecturer: Array<{name: string; title: string; email: string; phone: string}>}>(
        request,
        `/web/lecturer/${LECTURER.id}${langQuery(locale)}`,
      );
      const program = await apiJson<ProgramDetail>(request, `/web/program/program-details/${LECTURER_PROGRAM}/${locale}`);
      const calls = recordApiCalls(page);
      const response = await page.goto(localePath(prefix, lecturerPath(LECTURER_PROGRAM, LECTURER.id)));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(lecturer[0].name);
      await expect(page.getByText(program.title, {exact: true}).first()).toBeVisible();
      await expect.poll(() => calls).toContain(`/web/lecturer/${LECTURER.id}${langQuery(locale)}`);
      await expect(page.locator(`main a[href="mailto:${lecturer[0].email}"]`)).toBeVisible();
      await expect(page.locator(`main a[href="tel:${lecturer[0].phone.replace(/[^+\d]/g, '')}"]`)).toBeVisible();
      await expect(page.getByRole('navigation', {name: uiString(locale, 'academics.program.nav.ariaLabel', 'Program pages')})).toBeVisible();

      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText([
        uiString(locale, 'academics.lecturer.tab.education', 'Education'),
        uiString(locale, 'academics.lecturer.tab.experience', 'Experience'),
        uiString(locale, 'academics.lecturer.tab.courses', 'Courses Taught'),
        uiString(locale, 'academics.lecturer.tab.publications', 'Publications'),
      ]);
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await tabs.nth(0).focus();
      // "Next" is the right arrow in English and the left one in Dari and Pashto.
      await page.keyboard.press(dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      const panelId = await tabs.nth(1).getAttribute('aria-controls');
      await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
      await expect(page.locator(`[id="${await tabs.nth(0).getAttribute('aria-controls')}"]`)).toBeHidden();
      await page.keyboard.press('End');
      await expect(tabs.nth(3)).toBeFocused();
      await page.keyboard.press(dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
      await expect(tabs.nth(0)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      // The panel HTML is only lists, paragraphs and breaks.
      const tags = await page.locator('[role="tabpanel"] *').evaluateAll((nodes) => [...new Set(nodes.map((node) => node.localName))]);
      expect(tags.filter((tag) => !['ul', 'ol', 'li', 'p', 'br', 'div', 'section', 'h3'].includes(tag))).toEqual([]);
    });

    test('an unknown or malformed lecturer id answers 404 with a clear message', async ({page}) => {
      // 999999 is well formed but no lecturer's: the server answers with the
      // lecturer template page, status 404, which says so once it has asked the API.
      const unknown = await page.goto(localePath(prefix, lecturerPath(LECTURER_PROGRAM, 999999)));
      expect(unknown?.status()).toBe(404);
      await expect(page.getByText(uiString(locale, 'academics.lecturer.notFound', 'We could not find this lecturer.'))).toBeVisible();
      await expect(
        page.getByRole('link', {name: uiString(locale, 'academics.lecturer.backToProgram', 'See the lecturers of this program')}),
      ).toHaveAttribute('href', localePath(prefix, programPath(LECTURER_PROGRAM, 'faculty-profile')));
      await expect(page.getByTestId('spinner')).toHaveCount(0);
      // Not digits: the site's 404 page.
      const malformed = await page.goto(localePath(prefix, `${programPath(LECTURER_PROGRAM, 'faculty-profile')}/abc`));
      expect(malformed?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(uiString(locale, 'error.notFound.title', '404 — Page Not Found'));
    });

    test('an unknown program answers 404 and says it cannot find the program, by its address and by a link', async ({page}) => {
      const notFound = uiString(locale, 'academics.program.notFound', 'We could not find this program.');
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
      });
      for (const subpage of ['', 'fee-structure'] as const) {
        const response = await page.goto(localePath(prefix, programPath('NoSuchProgram', subpage)));
        expect(response?.status(), subpage).toBe(404);
        await expect(page.getByText(notFound), subpage).toBeVisible();
        await expect(page.getByTestId('spinner'), subpage).toHaveCount(0);
        await expect(
          page.locator('main').getByRole('link', {name: uiString(locale, 'academics.program.notFound.graduate', 'graduate programs'), exact: true}),
        ).toHaveAttribute('href', localePath(prefix, '/academics/graduate/graduate-programs'));
        expect(await response!.text(), 'the page as sent is not for search engines').toMatch(/name="?robots"? content="?noindex/);
      }
      expect(errors, 'no hydration error').toEqual([]);
      // Reached by a link inside the site, the program's page looks the program up itself.
      await openInApp(page, prefix, programPath('NoSuchProgram'));
      await expect(page.getByText(notFound)).toBeVisible();
      await expect(page.getByTestId('spinner')).toHaveCount(0);
    });

    // Behaviour that does not depend on the language: tested in English.
    if (locale === 'en') {
      test('a failed refresh keeps a built program; a program the build lacks says its request failed', async ({page, request}) => {
        const detail = await apiJson<ProgramDetail>(request, `/web/program/program-details/${GRADUATE}/${locale}`);
        await page.route('**/web/program/program-details/**', (route) =>
          route.fulfill({status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error","message":"x"}'}),
        );
        // A page the build rendered, reached by a link: its content at once, and the refresh fails quietly.
        const refreshed = page.waitForResponse((response) => response.url().includes(`/web/program/program-details/${GRADUATE}/`));
        await openInApp(page, prefix, programPath(GRADUATE));
        await expect(page.getByRole('heading', {level: 1})).toHaveText(detail.title);
        expect((await refreshed).status()).toBe(500);
        await settle(page);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(detail.title);
        await expect(
          page.getByRole('heading', {level: 2, name: uiString(locale, 'pages.academics.program.overview.title', 'Program overview')}),
        ).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(page.getByTestId('spinner')).toHaveCount(0);

        // A program imported after the build loads itself, and says in red when it cannot.
        await addUnbuiltProgram(page, locale);
        await openInApp(page, prefix, programPath(UNBUILT.Tag));
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(
          uiString(locale, 'academics.program.loadError', 'The program could not be loaded. Please try again later.'),
        );
        await expect(alert).toContainText('HTTP error! status: 500');
        expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(176, 0, 32)');
        await expect(page.getByRole('heading', {level: 1})).toHaveText(uiString(locale, 'academics.program.fallbackTitle', 'Program'));
      });
    }

    // Behaviour that does not depend on the language: tested in English.
    if (locale === 'en') {
      test('a built program shows at once when reached by a link; one the build lacks shows a spinner until it loads', async ({page, request}) => {
        const detail = await apiJson<ProgramDetail>(request, `/web/program/program-details/${GRADUATE}/${locale}`);
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/web/program/program-details/**', async (route) => {
          await held;
          if (route.request().url().includes(`/${UNBUILT.Tag}/`)) {
            await route.fulfill({json: {...detail, title: UNBUILT.title}});
          } else {
            await route.continue().catch(() => undefined);
          }
        });
        await openInApp(page, prefix, programPath(GRADUATE));
        await expect(page.getByRole('heading', {level: 1})).toHaveText(detail.title);
        await expect(page.getByTestId('spinner')).toHaveCount(0);

        await addUnbuiltProgram(page, locale);
        await openInApp(page, prefix, programPath(UNBUILT.Tag));
        await expect(page.getByRole('heading', {level: 1})).toHaveText(uiString(locale, 'academics.program.fallbackTitle', 'Program'));
        await expect(page.getByTestId('spinner')).toBeVisible();
        release();
        await expect(page.getByTestId('spinner')).toHaveCount(0);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(UNBUILT.title);
        const nav = page.getByRole('navigation', {name: uiString(locale, 'academics.program.nav.ariaLabel', 'Program pages')});
        expect(await linkTarget(nav.getByRole('link').last())).toEqual({
          pathname: localePath(prefix, programPath(UNBUILT.Tag, 'faculty-profile')),
          search: '',
        });
      });
    }

    // Paging does not depend on the language: tested left to right and right to left.
    if (locale !== 'ps') {
      test('faculty publications: 10 a page, every page in turn, each at its own address', async ({page, request}) => {
        // Several page loads in one test.
        test.slow();
        const publications = await apiJson<Array<{title: string}>>(request, `/web/research/faculty-publications${langQuery(locale)}`);
        expect(publications.length).toBe(DATA.publications.records.length);
        const last = Math.ceil(publications.length / PUBLICATIONS_PAGE_SIZE);
        expect(last).toBeGreaterThan(1);
        const calls = recordApiCalls(page);
        await page.goto(localePath(prefix, '/research/faculty-publications'));
        const items = page.locator('main ol > li');
        const pager = page.getByRole('navigation', {name: uiString(locale, 'pager.ariaLabel', 'Pages')});
        const previous = pager.getByRole('link', {name: uiString(locale, 'pager.previous', 'Previous')});
        const next = pager.getByRole('link', {name: uiString(locale, 'pager.next', 'Next')});
        await expect(previous).toBeDisabled();
        for (let number = 1; number <= last; number += 1) {
          const expected = publications.slice((number - 1) * PUBLICATIONS_PAGE_SIZE, number * PUBLICATIONS_PAGE_SIZE);
          await expect(items).toHaveCount(expected.length);
          await expect(items.first()).toContainText(expected[0].title);
          await expect(pager.locator('[aria-current="page"]')).toContainText(formatNumber(number, locale));
          expect(new URL(page.url()).pathname).toBe(localePath(prefix, listPagePath('/research/faculty-publications', number)));
          expect(new URL(page.url()).search).toBe('');
          if (number > 1) {
            expect(await linkTarget(previous)).toEqual({
              pathname: localePath(prefix, listPagePath('/research/faculty-publications', number - 1)),
              search: '',
            });
          }
          if (number < last) {
            expect(await linkTarget(next)).toEqual({
              pathname: localePath(prefix, listPagePath('/research/faculty-publications', number + 1)),
              search: '',
            });
            await next.click();
            await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
          }
        }
        await expect(next).toBeDisabled();
        await settle(page);
        expect(calls.filter((call) => call.startsWith('/web/research/faculty-publications'))).toEqual([
          `/web/research/faculty-publications${langQuery(locale)}`,
        ]);

        // Every page has its address: the last one loads by itself, a page past it does not exist.
        const direct = await page.goto(localePath(prefix, listPagePath('/research/faculty-publications', last)));
        expect(direct?.status()).toBe(200);
        await expect(items.first()).toContainText(publications[(last - 1) * PUBLICATIONS_PAGE_SIZE].title);
        const beyond = await page.goto(localePath(prefix, listPagePath('/research/faculty-publications', last + 1)));
        expect(beyond?.status()).toBe(404);
      });
    }

    // Behaviour that does not depend on the language: tested in English.
    if (locale === 'en') {
      test('faculty publications: a failed refresh keeps the built list without an alert; an empty answer says so', async ({page}) => {
        await page.route('**/web/research/faculty-publications**', (route) =>
          route.fulfill({status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable","message":"down"}'}),
        );
        const refreshed = page.waitForResponse((response) => response.url().includes('/web/research/faculty-publications'));
        await openInApp(page, prefix, '/research/faculty-publications');
        const items = page.locator('main ol > li');
        await expect(items).toHaveCount(Math.min(PUBLICATIONS_PAGE_SIZE, DATA.publications.records.length));
        expect((await refreshed).status()).toBe(503);
        await settle(page);
        await expect(items).toHaveCount(Math.min(PUBLICATIONS_PAGE_SIZE, DATA.publications.records.length));
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(page.getByTestId('spinner')).toHaveCount(0);
        const empty = uiString(locale, 'research.publications.empty', 'No Publications found.');
        await expect(page.getByText(empty)).toHaveCount(0);

        // A refresh that answers an empty list replaces the built one.
        await page.unroute('**/web/research/faculty-publications**');
        await page.route('**/web/research/faculty-publications**', (route) =>
          route.fulfill({status: 200, contentType: 'application/json', body: '[]'}),
        );
        await page.goto(localePath(prefix, '/research/faculty-publications'));
        await expect(page.getByText(empty)).toBeVisible();
        await expect(items).toHaveCount(0);
        await expect(page.getByRole('alert')).toHaveCount(0);
      });
    }
  });
}

test('the program sub-menu turns sticky past the header, and folds behind a toggle on phones', async ({page}) => {
  await page.setViewportSize({width: 390, height: 700});
  await page.goto(programPath(GRADUATE, 'description'));
  const nav = page.getByRole('navigation', {name: 'Program pages'});
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Program');
  await expect(nav).not.toHaveAttribute('data-sticky');
  const toggle = nav.getByRole('button');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link').first()).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link')).toHaveCount(PROGRAM_SUBPAGES.length);
  await expect(nav.getByRole('link').first()).toBeVisible();
  await toggle.click();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(nav).toHaveAttribute('data-sticky', 'true');
  const top = await nav.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBe(64);
});

test('a faculty page reached by a link shows its overview at once, without waiting for the API', async ({page, request}) => {
  const answer = await apiJson<{faculty: {title: string; overview: string}}>(request, `/web/faculty/${FACULTY}/en`);
  const firstParagraph = answer.faculty.overview
    .split('\n')
    .find((line) => line.trim() !== '')!
    .trim();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(`**/web/faculty/${FACULTY}/en`, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await openInApp(page, '', facultyPath(FACULTY));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(DATA.faculties.text.en[FACULTY]!.title);
  await expect(page.locator('main p', {hasText: firstParagraph})).toBeVisible();
  await expect(page.getByTestId('spinner')).toHaveCount(0);
  // The page asks the API in the background; while that is held, it stays as it is.
  await expect.poll(() => asked).toBe(true);
  await expect(page.locator('main p', {hasText: firstParagraph})).toBeVisible();
  await expect(page.getByTestId('spinner')).toHaveCount(0);
  release();
});

test("id 0 and a template's own address answer as a record that does not exist, and hydrate without error", async ({page}) => {
  // The browser's router takes these addresses with the route's page (an id
  // pattern takes 0; each template is a page of the build), so the server
  // answers them with that page, status 404, which then says what is missing.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [url, says] of [
    [`${programPath(LECTURER_PROGRAM, 'faculty-profile')}/0`, uiString('en', 'academics.lecturer.notFound', 'We could not find this lecturer.')],
    ['/fa/news/general/0', uiString('fa', 'news.detail.notFound.title', 'News article not found')],
    ['/ps/event/0', uiString('ps', 'events.detail.notFound.title', 'Event not found')],
    ['/academics/programs/0', uiString('en', 'academics.program.notFound', 'We could not find this program.')],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByText(says), url).toBeVisible();
    await expect(page.getByTestId('spinner'), url).toHaveCount(0);
  }
  expect(errors, 'no hydration error').toEqual([]);
});
