/**
 * Academics and faculty publications in all
 * three locales against the real server and the sample data: the program
 * lists and faculties, every program and faculty page with the API paths it
 * requests, the graduate and undergraduate structure and fee tables, an empty
 * faculty program list, the lecturer profile (direct load, tabs by keyboard),
 * the publications pager across all pages, and the error messages when the
 * API fails.
 */
import AxeBuilder from '@axe-core/playwright';
import type {ProgramType} from '../content/keys';
import {feeBreakdown, feeVariants} from '../src/lib/fees';
import {currencyName, formatNumber} from '../src/lib/format';
import type {ProgramDetail} from '../content/schemas/answers';
import {expect, test, LOCALES, localePath, uiString, recordApiCalls, langQuery, apiJson, openInApp, siteData} from './support';

interface ProgramCard {
  Tag: string;
  title: string;
}

const PROGRAM_SUBPAGES = [
  {path: '', id: 'pages.academics.program.overview.title', english: 'Program overview'},
  {path: '/description', id: 'pages.academics.program.description.title', english: 'Program description'},
  {path: '/vision-and-mission', id: 'pages.academics.program.visionAndMission.title', english: 'Program vision and mission'},
  {path: '/academic-structure', id: 'pages.academics.program.academicStructure.title', english: 'Academic structure'},
  {path: '/fee-structure', id: 'pages.academics.program.feeStructure.title', english: 'Fee structure'},
  {path: '/faculty-profile', id: 'pages.academics.program.facultyProfile.title', english: 'Program lecturers'},
] as const;

const FACULTY_SUBPAGES = [
  {path: '', id: 'pages.academics.faculty.overview.title', english: 'Faculty overview'},
  {path: '/programs', id: 'pages.academics.faculty.programs.title', english: 'Faculty programs'},
  {path: '/dean-message', id: 'pages.academics.faculty.deanMessage.title', english: "Dean's message"},
  {path: '/vision-and-mission', id: 'pages.academics.faculty.visionAndMission.title', english: 'Faculty vision and mission'},
  {path: '/faculty-profile', id: 'pages.academics.faculty.facultyProfile.title', english: 'Faculty lecturers'},
] as const;

/** The faculties, programs and lecturers of data/, in its order: the tests pick their examples here, never by name. */
const DATA = siteData();
const FACULTY_KEYS = DATA.faculties.records.map((faculty) => faculty.key);
/** The first faculty of data/ and the last (the one whose programs the empty-list test takes away). */
const FACULTY = FACULTY_KEYS[0]!;
const LAST_FACULTY = FACULTY_KEYS.at(-1)!;
const GRADUATE = DATA.programs.records.find((program) => program.type === 'graduate-programs')!.Tag;
const UNDERGRADUATE = DATA.programs.records.find((program) => program.type === 'undergraduate-programs')!.Tag;
/** A lecturer who teaches in the first undergraduate program. */
const LECTURER = DATA.lecturers.records.find((lecturer) => lecturer.programs.includes(UNDERGRADUATE)) ?? DATA.lecturers.records[0]!;

const EASTERN_DIGITS = /^[۰-۹٬٫]+$/;

for (const {locale, prefix, dir} of LOCALES) {
  test.describe(`academics in ${locale}`, () => {
    for (const type of ['graduate-programs', 'undergraduate-programs'] as const) {
      test(`the ${type} list shows a card per program, linking to its pages`, async ({page, request}) => {
        const programs = await apiJson<ProgramCard[]>(request, `/web/programs/${type}/${locale}`);
        expect(programs.length).toBeGreaterThan(0);
        const calls = recordApiCalls(page);
        const route = type === 'graduate-programs' ? '/academics/graduate/graduate-programs' : '/academics/undergraduate/undergraduate-programs';
        await page.goto(localePath(prefix, route));
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        const cards = page.locator('main article');
        await expect(cards).toHaveCount(programs.length);
        await expect.poll(() => calls).toContain(`/web/programs/${type}/${locale}`);
        for (const [index, program] of programs.entries()) {
          const link = cards.nth(index).getByRole('link', {name: program.title});
          const href = new URL((await link.getAttribute('href'))!, 'http://x');
          expect(href.pathname).toBe(localePath(prefix, '/academics/programs'));
          expect(Object.fromEntries(href.searchParams)).toEqual({type, program: program.Tag, title: program.title});
        }
      });
    }

    test('the faculties page links to every faculty of data/, in its order, with their titles', async ({page}) => {
      await page.goto(localePath(prefix, '/academics/faculties'));
      const links = page.locator('main ul a');
      await expect(links).toHaveCount(FACULTY_KEYS.length);
      for (const [index, key] of FACULTY_KEYS.entries()) {
        const href = new URL((await links.nth(index).getAttribute('href'))!, 'http://x');
        expect(href.pathname).toBe(localePath(prefix, '/academics/faculty'));
        expect(href.searchParams.get('faculty')).toBe(key);
        expect(href.searchParams.get('title')).toBe((await links.nth(index).textContent())?.trim());
      }
    });

    test('every program page shows the program, its sub-menu with the query kept, and asks for its language', async ({page, request}) => {
      // Several page loads in one test.
      test.slow();
      const [program] = await apiJson<ProgramCard[]>(request, `/web/programs/undergraduate-programs/${locale}`);
      const detail = await apiJson<ProgramDetail>(request, `/web/program/program-details/${program.Tag}/${locale}`);
      const query = `?type=undergraduate-programs&program=${program.Tag}&title=${encodeURIComponent(program.title)}`;
      const calls = recordApiCalls(page);
      for (const subpage of PROGRAM_SUBPAGES) {
        await page.goto(`${localePath(prefix, `/academics/programs${subpage.path}`)}${query}`);
        // The built page refreshes its program in the background; let it finish.
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', {level: 1})).toHaveText(detail.title);
        await expect(page.getByRole('heading', {level: 2, name: uiString(locale, subpage.id, subpage.english)})).toBeVisible();
        const nav = page.getByRole('navigation', {name: uiString(locale, 'academics.program.nav.ariaLabel', 'Program pages')});
        const links = nav.getByRole('link');
        await expect(links).toHaveCount(PROGRAM_SUBPAGES.length);
        for (const [index, other] of PROGRAM_SUBPAGES.entries()) {
          const href = new URL((await links.nth(index).getAttribute('href'))!, 'http://x');
          expect(href.pathname).toBe(localePath(prefix, `/academics/programs${other.path}`));
          expect(href.searchParams.get('program')).toBe(program.Tag);
          expect(href.searchParams.get('type')).toBe('undergraduate-programs');
          if (other === subpage) {
            await expect(links.nth(index)).toHaveAttribute('aria-current', 'page');
          } else {
            await expect(links.nth(index)).not.toHaveAttribute('aria-current');
          }
        }
      }
      // One request in the visitor's language; the other pages answer from the hour-long cache.
      expect(calls.filter((call) => call.startsWith('/web/program/program-details/'))).toEqual([
        `/web/program/program-details/${program.Tag}/${locale}`,
      ]);
      // The overview's files open in a new tab.
      await page.goto(`${localePath(prefix, '/academics/programs')}${query}`);
      for (const file of detail.files) {
        const button = page.locator(`main a[href="${file.file}"]`);
        await expect(button).toHaveAttribute('target', '_blank');
        await expect(button).toContainText(file.name);
      }
    });

    for (const type of ['graduate-programs', 'undergraduate-programs'] as const) {
      test(`the ${type} fee and structure tables follow the fee arithmetic`, async ({page, request}) => {
        // Several page loads in one test.
        test.slow();
        const [program] = await apiJson<ProgramCard[]>(request, `/web/programs/${type}/${locale}`);
        const detail = await apiJson<ProgramDetail>(request, `/web/program/program-details/${program.Tag}/${locale}`);
        const query = `?type=${type}&program=${program.Tag}`;
        await page.goto(`${localePath(prefix, '/academics/programs/fee-structure')}${query}`);
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

        await page.goto(`${localePath(prefix, '/academics/programs/academic-structure')}${query}`);
        await expect(page.locator('main table')).toHaveCount(variants.length);
        const total = type === 'graduate-programs' ? detail.total_master_courses : detail.total_courses;
        await expect(page.locator('main table').first().locator('tfoot td')).toHaveText(formatNumber(Number(total ?? 0), locale));
      });
    }

    test('every faculty page shows the faculty and asks for its language', async ({page, request}) => {
      // Several page loads in one test.
      test.slow();
      const faculty = FACULTY;
      const answer = await apiJson<{faculty: {title: string; dean: string}; programs: ProgramCard[]}>(request, `/web/faculty/${faculty}/${locale}`);
      const calls = recordApiCalls(page);
      for (const subpage of FACULTY_SUBPAGES) {
        await page.goto(`${localePath(prefix, `/academics/faculty${subpage.path}`)}?faculty=${faculty}&title=x`);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(answer.faculty.title);
        await expect(page.getByRole('heading', {level: 2, name: uiString(locale, subpage.id, subpage.english)})).toBeVisible();
        const nav = page.getByRole('navigation', {name: uiString(locale, 'academics.faculty.nav.ariaLabel', 'Faculty pages')});
        await expect(nav.getByRole('link')).toHaveCount(FACULTY_SUBPAGES.length);
        if (subpage.path === '/programs') {
          await expect(page.locator('main article')).toHaveCount(answer.programs.length);
          const first = new URL((await page.locator('main article a').first().getAttribute('href'))!, 'http://x');
          expect(first.searchParams.get('program')).toBe(answer.programs[0].Tag);
          expect(first.searchParams.get('type')).toMatch(/^(graduate|undergraduate)-programs$/);
        }
        if (subpage.path === '/dean-message') {
          await expect(page.locator('main figcaption')).toHaveText(answer.faculty.dean);
        }
        if (subpage.path === '/faculty-profile') {
          const lecturers = await apiJson<Array<{id: number}>>(request, `/web/faculty/${faculty}/lecturers${langQuery(locale)}`);
          await expect(page.locator('main article')).toHaveCount(lecturers.length);
          await expect.poll(() => calls).toContain(`/web/faculty/${faculty}/lecturers${langQuery(locale)}`);
        }
      }
      // One request in the visitor's language, then the hour-long cache.
      expect(calls.filter((call) => /^\/web\/faculty\/[A-Za-z]+\/(en|fa|ps)$/.test(call))).toEqual([`/web/faculty/${faculty}/${locale}`]);
    });

    test('a faculty without programs says so', async ({page}) => {
      await page.route(`**/web/faculty/${LAST_FACULTY}/**`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({response, json: {...body, programs: []}});
      });
      await page.goto(`${localePath(prefix, '/academics/faculty/programs')}?faculty=${LAST_FACULTY}`);
      await expect(page.getByText(uiString(locale, 'academics.faculty.programs.empty', 'No programs available.'))).toBeVisible();
      await expect(page.locator('main article')).toHaveCount(0);
    });

    test('the program lecturers link to profiles that keep the program', async ({page, request}) => {
      const lecturers = await apiJson<Array<{id: number; name: string}>>(request, `/web/program/lecturers/${UNDERGRADUATE}${langQuery(locale)}`);
      const calls = recordApiCalls(page);
      await page.goto(
        `${localePath(prefix, '/academics/programs/faculty-profile')}?type=undergraduate-programs&program=${UNDERGRADUATE}&title=${UNDERGRADUATE}`,
      );
      await expect(page.locator('main article')).toHaveCount(lecturers.length);
      await expect.poll(() => calls).toContain(`/web/program/lecturers/${UNDERGRADUATE}${langQuery(locale)}`);
      await page.getByRole('link', {name: lecturers[0].name}).click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/academics/programs/faculty-profile/${lecturers[0].id}\\?program=${UNDERGRADUATE}&type=undergraduate-programs&title=`),
      );
      await expect(page.getByRole('heading', {level: 1})).toHaveText(lecturers[0].name);
    });

    test('a lecturer profile loads directly, with contacts and keyboard tabs', async ({page, request}) => {
      const {lecturer} = await apiJson<{lecturer: Array<{name: string; title: string; email: string; phone: string}>}>(
        request,
        `/web/lecturer/${LECTURER.id}${langQuery(locale)}`,
      );
      const program = await apiJson<ProgramDetail>(request, `/web/program/program-details/${UNDERGRADUATE}/${locale}`);
      const calls = recordApiCalls(page);
      const response = await page.goto(
        `${localePath(prefix, `/academics/programs/faculty-profile/${LECTURER.id}`)}?program=${UNDERGRADUATE}&type=undergraduate-programs&title=${UNDERGRADUATE}`,
      );
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

    test('an unknown or malformed lecturer id shows a clear message', async ({page}) => {
      const message = uiString(locale, 'academics.lecturer.notFound', 'We could not find this lecturer.');
      // 999999 is well formed but unknown to the API; 0 is not an id at all.
      // The server knows there is no such lecturer: the page comes with 404
      // (and noindex), and says so in words once it has asked the API too.
      for (const id of ['999999', '0']) {
        const response = await page.goto(localePath(prefix, `/academics/programs/faculty-profile/${id}`));
        expect(response?.status()).toBe(404);
        await expect(page.getByText(message)).toBeVisible();
      }
      // Not digits: the server answers with its 404 page.
      const response = await page.goto(localePath(prefix, '/academics/programs/faculty-profile/abc'));
      expect(response?.status()).toBe(404);
    });

    test('an unknown program says so, and a failed request shows its error', async ({page}) => {
      await page.goto(`${localePath(prefix, '/academics/programs')}?type=graduate-programs&program=NoSuchProgram`);
      await expect(page.getByText(uiString(locale, 'academics.program.notFound', 'We could not find this program.'))).toBeVisible();
      await page.goto(localePath(prefix, '/academics/programs/description'));
      await expect(page.getByText(uiString(locale, 'academics.program.notFound', 'We could not find this program.'))).toBeVisible();

      await page.route('**/web/program/program-details/**', (route) =>
        route.fulfill({status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error","message":"x"}'}),
      );
      await openInApp(page, prefix, `/academics/programs?type=graduate-programs&program=${GRADUATE}&title=Kept%20title`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(uiString(locale, 'academics.program.loadError', 'The program could not be loaded. Please try again later.'));
      await expect(alert).toContainText('HTTP error! status: 500');
      // The title from the address stays when the program cannot load.
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Kept title');
    });

    test('the title comes from the address while the program loads', async ({page}) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/web/program/program-details/**', async (route) => {
        await held;
        await route.continue();
      });
      await openInApp(page, prefix, `/academics/programs?type=graduate-programs&program=${GRADUATE}&title=Title%20from%20link`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Title from link');
      await expect(page.getByTestId('spinner')).toBeVisible();
      release();
      await expect(page.getByTestId('spinner')).toHaveCount(0);
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Title from link');
    });

    test('faculty publications: 10 a page, every page in turn, the page in the address', async ({page, request}) => {
      // Several page loads in one test.
      test.slow();
      const publications = await apiJson<Array<{title: string}>>(request, `/web/research/faculty-publications${langQuery(locale)}`);
      const last = Math.ceil(publications.length / 10);
      expect(last).toBeGreaterThan(1);
      const calls = recordApiCalls(page);
      await page.goto(localePath(prefix, '/research/faculty-publications'));
      const items = page.locator('main ol > li');
      const pager = page.getByRole('navigation', {name: uiString(locale, 'pager.ariaLabel', 'Pages')});
      const previous = pager.getByRole('link', {name: uiString(locale, 'pager.previous', 'Previous')});
      const next = pager.getByRole('link', {name: uiString(locale, 'pager.next', 'Next')});
      await expect(previous).toBeDisabled();
      for (let number = 1; number <= last; number += 1) {
        const expected = publications.slice((number - 1) * 10, number * 10);
        await expect(items).toHaveCount(expected.length);
        await expect(items.first()).toContainText(expected[0].title);
        await expect(pager.locator('[aria-current="page"]')).toContainText(formatNumber(number, locale));
        expect(new URL(page.url()).searchParams.get('page')).toBe(number === 1 ? null : String(number));
        if (number < last) {
          await next.click();
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        }
      }
      await expect(next).toBeDisabled();
      expect(calls.filter((call) => call.startsWith('/web/research/faculty-publications'))).toEqual([
        `/web/research/faculty-publications${langQuery(locale)}`,
      ]);

      await page.goto(`${localePath(prefix, '/research/faculty-publications')}?page=999`);
      await expect(items.first()).toContainText(publications[(last - 1) * 10].title);
      await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
    });

    test('faculty publications: a failed request shows its error in red; an empty list says so', async ({page}) => {
      await page.route('**/web/research/faculty-publications**', (route) =>
        route.fulfill({status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable","message":"down"}'}),
      );
      await openInApp(page, prefix, '/research/faculty-publications');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('HTTP error! status: 503');
      await expect(alert).toContainText(uiString(locale, 'research.publications.loadError', 'The publications could not be loaded.'));
      expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(176, 0, 32)');
      const empty = uiString(locale, 'research.publications.empty', 'No Publications found.');
      await expect(page.getByText(empty)).toHaveCount(0);

      await page.unroute('**/web/research/faculty-publications**');
      await page.route('**/web/research/faculty-publications**', (route) =>
        route.fulfill({status: 200, contentType: 'application/json', body: '[]'}),
      );
      await page.goto(localePath(prefix, '/research/faculty-publications'));
      await expect(page.getByText(empty)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}

test('the program sub-menu turns sticky past the header, and folds behind a toggle on phones', async ({page}) => {
  await page.setViewportSize({width: 390, height: 700});
  await page.goto(`/academics/programs/description?type=graduate-programs&program=${GRADUATE}`);
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

test('the faculty page shows a spinner until the overview exists', async ({page}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/web/faculty/${FACULTY}/en`, async (route) => {
    await held;
    await route.continue();
  });
  await openInApp(page, '', `/academics/faculty?faculty=${FACULTY}&title=${encodeURIComponent(DATA.faculties.text.en[FACULTY]!.title)}`);
  await expect(page.getByTestId('spinner')).toBeVisible();
  release();
  await expect(page.getByTestId('spinner')).toHaveCount(0);
  await expect(page.locator('main p').first()).not.toBeEmpty();
});

const AXE_PAGES = [
  '/academics/graduate/graduate-programs',
  '/academics/faculties',
  `/academics/programs/fee-structure?type=graduate-programs&program=${GRADUATE}`,
  `/academics/faculty/programs?faculty=${FACULTY}`,
  `/academics/programs/faculty-profile/${LECTURER.id}?program=${UNDERGRADUATE}&type=undergraduate-programs`,
  '/research/faculty-publications',
];

for (const {locale, prefix} of LOCALES) {
  for (const pathname of AXE_PAGES) {
    test(`axe: ${locale} ${pathname}`, async ({page}) => {
      await page.emulateMedia({reducedMotion: 'reduce'});
      await page.goto(localePath(prefix, pathname));
      await expect(page.getByTestId('spinner')).toHaveCount(0);
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
