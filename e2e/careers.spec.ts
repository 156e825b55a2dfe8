/**
 * Careers in all three locales against the real server and the sample data.
 * What the HTML alone decides is read from the served pages: the job list, a
 * position with every job field, the Inspire issues (PDFs in new tabs), the
 * employees of the month and a profile. In the browser, once: the pages'
 * refresh in the visitor's language, the not-found messages of records
 * loaded in the browser, the empty list, and what a failing API shows.
 */
import type {Employee, InspireIssue, Job} from '../content/schemas/answers';
import {formatSalaryRange} from '../src/lib/format';
import {expect, test, LOCALES, localePath, uiString, recordApiCalls, langQuery, apiJson, openInApp, servedPage, siteData, textOf} from './support';

/** The first position and the first employee of the month of data/: the examples of the detail pages. */
const JOB = siteData().jobs.records[0]!.id;
const EMPLOYEE = siteData().employees.records[0]!.id;

/** The labels of the position facts, with their English defaults. */
const FACT_LABELS = [
  ['career.job.referenceNo', 'Reference number'],
  ['career.job.postDate', 'Posted on'],
  ['career.job.vacancies', 'Vacancies'],
  ['career.job.gender', 'Gender'],
  ['career.job.nationality', 'Nationality'],
  ['career.job.contractType', 'Contract type'],
  ['career.job.contractDuration', 'Contract duration'],
  ['career.job.probation', 'Probation period'],
  ['career.job.workType', 'Work type'],
  ['career.job.salaryRange', 'Salary range'],
  ['career.job.candidateExperience', 'Experience required'],
  ['career.job.extension', 'Possibility of extension'],
] as const;

for (const {locale, prefix, dir} of LOCALES) {
  test.describe(`careers in ${locale}`, () => {
    // What the HTML alone decides, read without a browser.
    test('the job list shows every opening with its closing date and a link to its page', async ({request}) => {
      const jobs = await apiJson<Job[]>(request, `/web/career/current-opportunities${langQuery(locale)}`);
      expect(jobs.length).toBeGreaterThan(0);
      const {status, html, select} = await servedPage(request, localePath(prefix, '/career/current-opportunities'));
      expect(status).toBe(200);
      expect(html.attribs.dir).toBe(dir);
      const cards = select('main article');
      expect(cards).toHaveLength(jobs.length);
      const closing = uiString(locale, 'career.job.closingDate', 'Closing date');
      for (const [index, job] of jobs.entries()) {
        const card = cards[index]!;
        const links = select('a', card).filter((link) => textOf(link) === job.title);
        expect(
          links.map((link) => link.attribs.href),
          job.title,
        ).toEqual([localePath(prefix, `/career/current-opportunities/position/${job.id}`)]);
        expect(textOf(card)).toContain(closing);
        expect(select(`time[datetime="${job.close_date}"]`, card), job.title).toHaveLength(1);
      }
    });

    test('a position is served with every job field', async ({request}) => {
      const [first] = await apiJson<Job[]>(request, `/web/career/current-opportunities${langQuery(locale)}`);
      const job = await apiJson<Job>(request, `/web/career/current-opportunities/position/${first.id}${langQuery(locale)}`);
      const {status, select} = await servedPage(request, localePath(prefix, `/career/current-opportunities/position/${job.id}`));
      expect(status).toBe(200);
      expect(select('h1').map(textOf)).toEqual([job.title]);
      // The closing date sits in the page heading band, before the facts.
      expect(select('main header time').map((time) => time.attribs.datetime)).toEqual([job.close_date]);
      expect(textOf(select('main header')[0]!)).toContain(uiString(locale, 'career.job.closingDate', 'Closing date'));

      expect(select('main dl dt').map(textOf)).toEqual(FACT_LABELS.map(([id, english]) => uiString(locale, id, english)));
      const [main] = select('main');
      const text = textOf(main!);
      for (const fact of [
        job.gender,
        job.nationality,
        job.contract_type,
        job.contract_duration,
        job.work_type,
        job.candidate_experience,
        job.extension_posibility,
      ]) {
        expect(text).toContain(fact.replace(/\s+/g, ' ').trim());
      }
      const isolated = select('bdi', main).map(textOf);
      expect(isolated.filter((run) => run.includes(job.reference_no))).toHaveLength(1);
      // The data's "45,000 – 60,000 AFN" in the page's digits and currency name.
      const salary = isolated.filter((run) => run.includes(formatSalaryRange(job.salary_range, locale)));
      expect(salary).toHaveLength(1);
      if (locale !== 'en') expect(salary[0]).not.toMatch(/[0-9]|AFN/);
      if (locale === 'en') expect(text).toContain(`${job.probation_period} months`);
      // Duties and skills are lists, one item a line.
      expect(select('li', select('main ul')[0]!)).toHaveLength(job.duties.split('\n').filter((line) => line.trim()).length);
      // The e-mail in the guidelines is a link.
      const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(job.submission_guideline)?.[0];
      if (email) expect(select(`main a[href="mailto:${email}"]`)).toHaveLength(1);
    });

    test('Inspire lists the issues, newest first, each opening its PDF in a new tab', async ({request}) => {
      const {data} = await apiJson<{data: InspireIssue[]}>(request, `/web/career/inspires${langQuery(locale)}`);
      const {select} = await servedPage(request, localePath(prefix, '/career/inspire'));
      const links = select('main li a');
      const newestFirst = [...data].sort((a, b) => b.issue - a.issue);
      expect(links.map((link) => link.attribs.href)).toEqual(newestFirst.map((issue) => issue.file));
      for (const link of links) {
        expect(link.attribs.target).toBe('_blank');
        expect(link.attribs.rel).toMatch(/noopener/);
      }
      expect(select('main li h2').map(textOf)).toEqual(newestFirst.map((issue) => issue.name));
    });

    test('the employees of the month show as cards, each linking to a profile that is served', async ({request}) => {
      const {data} = await apiJson<{data: Employee[]}>(request, `/web/career/employee-of-the-month/${locale}`);
      const list = await servedPage(request, localePath(prefix, '/career/employee-of-the-month'));
      expect(list.select('main article')).toHaveLength(data.length);
      const first = data[0];
      const profile = localePath(prefix, `/career/employee-of-the-month/${first.id}`);
      expect(
        list
          .select('main a')
          .filter((link) => textOf(link) === first.name)
          .map((link) => link.attribs.href),
      ).toEqual([profile]);

      const {status, select} = await servedPage(request, profile);
      expect(status).toBe(200);
      expect(select('h1').map(textOf)).toEqual([first.name]);
      expect(select('main img').map((img) => img.attribs.src)).toContain(first.photo);
      expect(textOf(select('main article')[0]!)).toContain(first.description.split('\n')[0].trim().replace(/\s+/g, ' '));
      expect(
        select('main a')
          .filter((link) => textOf(link) === uiString(locale, 'career.employee.backToList', 'All employees of the month'))
          .map((link) => link.attribs.href),
      ).toEqual([localePath(prefix, '/career/employee-of-the-month')]);
    });

    // Behaviour in the browser, the same in every language: once, right to left.
    if (locale === 'fa') {
      test("the built pages refresh themselves in the visitor's language; a profile leads back to the list", async ({page, request}) => {
        const [job] = await apiJson<Job[]>(request, `/web/career/current-opportunities${langQuery(locale)}`);
        const {data} = await apiJson<{data: Employee[]}>(request, `/web/career/employee-of-the-month/${locale}`);
        const calls = recordApiCalls(page);
        for (const [route, call] of [
          ['/career/current-opportunities', `/web/career/current-opportunities${langQuery(locale)}`],
          [`/career/current-opportunities/position/${job.id}`, `/web/career/current-opportunities/position/${job.id}${langQuery(locale)}`],
          ['/career/inspire', `/web/career/inspires${langQuery(locale)}`],
          ['/career/employee-of-the-month', `/web/career/employee-of-the-month/${locale}`],
          [`/career/employee-of-the-month/${data[0].id}`, `/web/career/employee-of-the-month/${data[0].id}/${locale}`],
        ] as const) {
          await page.goto(localePath(prefix, route));
          await expect.poll(() => calls, route).toContain(call);
        }
        await page.getByRole('link', {name: uiString(locale, 'career.employee.backToList', 'All employees of the month')}).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/career/employee-of-the-month$`));
        await expect(page.locator('main article')).toHaveCount(data.length);
      });

      test('an unknown position or employee shows a clear message', async ({page}) => {
        await page.goto(localePath(prefix, '/career/current-opportunities/position/999999'));
        await expect(
          page.getByText(uiString(locale, 'career.job.notFound', 'We could not find this position. It may have closed or been removed.')),
        ).toBeVisible();
        await page.goto(localePath(prefix, '/career/employee-of-the-month/999999'));
        await expect(page.getByText(uiString(locale, 'career.employee.notFound', 'We could not find this employee of the month.'))).toBeVisible();
      });

      test('an empty job list says so', async ({page}) => {
        await page.route('**/web/career/current-opportunities**', (route) =>
          route.fulfill({status: 200, contentType: 'application/json', body: '[]'}),
        );
        await page.goto(localePath(prefix, '/career/current-opportunities'));
        await expect(
          page.getByText(uiString(locale, 'career.jobs.empty', 'There are no open positions at the moment. Please check again later.')),
        ).toBeVisible();
      });
    }

    // Behaviour that does not depend on the language: tested in English.
    if (locale === 'en') {
      test('a failed refresh keeps what the page was built with; a record the build lacks says the request failed', async ({page}) => {
        // Seven page loads in one test.
        test.slow();
        await page.route('**/web/career/**', (route) =>
          route.fulfill({status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error","message":"x"}'}),
        );
        // Pages the build rendered carry their data with their route, reached
        // by a link as much as by their address: the refresh fails quietly.
        const data = siteData();
        const built = [
          ['/career/current-opportunities', data.jobs.text.en[String(JOB)]!.title],
          [`/career/current-opportunities/position/${JOB}`, data.jobs.text.en[String(JOB)]!.title],
          ['/career/employee-of-the-month', data.employees.text.en[String(EMPLOYEE)]!.name],
          [`/career/employee-of-the-month/${EMPLOYEE}`, data.employees.text.en[String(EMPLOYEE)]!.name],
        ] as const;
        for (const [route, english] of built) {
          await openInApp(page, prefix, route);
          if (locale === 'en') await expect(page.locator('main'), route).toContainText(english);
          await expect(page.locator('main article, main section').first(), route).toBeVisible();
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 3000})));
          await expect(page.getByRole('alert'), route).toHaveCount(0);
          await expect(page.getByTestId('spinner')).toHaveCount(0);
        }
        // A record imported after the build is loaded by its page: the failure is said, in the visitor's language.
        const unbuilt = [
          ['/career/current-opportunities/position/999999', 'career.job.loadError', 'The position could not be loaded. Please try again later.'],
          ['/career/employee-of-the-month/999999', 'career.employee.loadError', 'This profile could not be loaded. Please try again later.'],
        ] as const;
        for (const [route, id, english] of unbuilt) {
          await openInApp(page, prefix, route);
          const alert = page.getByRole('alert');
          await expect(alert, route).toContainText(uiString(locale, id, english));
          await expect(alert, route).toContainText('HTTP error! status: 500');
          await expect(page.getByTestId('spinner')).toHaveCount(0);
        }
      });
    }
  });
}

test('probation periods follow the plural rules', async ({page}) => {
  await page.route(`**/web/career/current-opportunities/position/${JOB}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, json: {...((await response.json()) as Job), probation_period: 1}});
  });
  await page.goto(`/career/current-opportunities/position/${JOB}`);
  await expect(page.locator('main dl')).toContainText('One month');
});
