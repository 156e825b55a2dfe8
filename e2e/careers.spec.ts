/**
 * Careers in all three locales against the
 * real server and the sample data: the job list and direct loads of a
 * position with every job field, the Inspire issues (PDFs in new tabs), the
 * employees of the month and a direct load of a profile, the not-found
 * messages, and the error shown when the API fails.
 */
import type {Employee, InspireIssue, Job} from '../content/schemas/answers';
import {formatSalaryRange} from '../src/lib/format';
import {expect, test, LOCALES, localePath, uiString, recordApiCalls, langQuery, apiJson, openInApp, siteData} from './support';

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
    test('the job list shows every opening with its closing date and a link to its page', async ({page, request}) => {
      const jobs = await apiJson<Job[]>(request, `/web/career/current-opportunities${langQuery(locale)}`);
      expect(jobs.length).toBeGreaterThan(0);
      const calls = recordApiCalls(page);
      await page.goto(localePath(prefix, '/career/current-opportunities'));
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const cards = page.locator('main article');
      await expect(cards).toHaveCount(jobs.length);
      await expect.poll(() => calls).toContain(`/web/career/current-opportunities${langQuery(locale)}`);
      const closing = uiString(locale, 'career.job.closingDate', 'Closing date');
      for (const [index, job] of jobs.entries()) {
        await expect(cards.nth(index).getByRole('link', {name: job.title})).toHaveAttribute(
          'href',
          localePath(prefix, `/career/current-opportunities/position/${job.id}`),
        );
        await expect(cards.nth(index)).toContainText(closing);
        await expect(cards.nth(index).locator(`time[datetime="${job.close_date}"]`)).toBeVisible();
      }
    });

    test('a position loads directly with every job field', async ({page, request}) => {
      const [first] = await apiJson<Job[]>(request, `/web/career/current-opportunities${langQuery(locale)}`);
      const job = await apiJson<Job>(request, `/web/career/current-opportunities/position/${first.id}${langQuery(locale)}`);
      const calls = recordApiCalls(page);
      const response = await page.goto(localePath(prefix, `/career/current-opportunities/position/${job.id}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(job.title);
      await expect.poll(() => calls).toContain(`/web/career/current-opportunities/position/${job.id}${langQuery(locale)}`);
      // The closing date sits in the page heading band, before the facts.
      await expect(page.locator('main header time')).toHaveAttribute('datetime', job.close_date);
      await expect(page.locator('main header')).toContainText(uiString(locale, 'career.job.closingDate', 'Closing date'));

      const facts = page.locator('main dl dt');
      await expect(facts).toHaveText(FACT_LABELS.map(([id, english]) => uiString(locale, id, english)));
      const main = page.locator('main');
      for (const text of [
        job.gender,
        job.nationality,
        job.contract_type,
        job.contract_duration,
        job.work_type,
        job.candidate_experience,
        job.extension_posibility,
      ]) {
        await expect(main).toContainText(text);
      }
      await expect(main.locator('bdi', {hasText: job.reference_no})).toBeVisible();
      // The data's "45,000 – 60,000 AFN" in the page's digits and currency name.
      await expect(main.locator('bdi', {hasText: formatSalaryRange(job.salary_range, locale)})).toBeVisible();
      if (locale !== 'en') {
        await expect(main.locator('bdi', {hasText: formatSalaryRange(job.salary_range, locale)})).not.toContainText(/[0-9]|AFN/);
      }
      if (locale === 'en') {
        await expect(main).toContainText(`${job.probation_period} months`);
      }
      // Duties and skills are lists, one item a line.
      await expect(main.locator('ul').first().locator('li')).toHaveCount(job.duties.split('\n').filter((line) => line.trim()).length);
      // The e-mail in the guidelines is a link.
      const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(job.submission_guideline)?.[0];
      if (email) {
        await expect(main.locator(`a[href="mailto:${email}"]`)).toBeVisible();
      }
    });

    test('an unknown position shows a clear message', async ({page}) => {
      await page.goto(localePath(prefix, '/career/current-opportunities/position/999999'));
      await expect(
        page.getByText(uiString(locale, 'career.job.notFound', 'We could not find this position. It may have closed or been removed.')),
      ).toBeVisible();
    });

    test('Inspire lists the issues, newest first, each opening its PDF in a new tab', async ({page, request}) => {
      const {data} = await apiJson<{data: InspireIssue[]}>(request, `/web/career/inspires${langQuery(locale)}`);
      const calls = recordApiCalls(page);
      await page.goto(localePath(prefix, '/career/inspire'));
      const links = page.locator('main li a');
      await expect(links).toHaveCount(data.length);
      await expect.poll(() => calls).toContain(`/web/career/inspires${langQuery(locale)}`);
      const newestFirst = [...data].sort((a, b) => b.issue - a.issue);
      for (const [index, issue] of newestFirst.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', issue.file);
        await expect(links.nth(index)).toHaveAttribute('target', '_blank');
        await expect(links.nth(index)).toHaveAttribute('rel', /noopener/);
        await expect(page.locator('main li h2').nth(index)).toHaveText(issue.name);
      }
    });

    test('the employees of the month show as cards; a profile loads directly', async ({page, request}) => {
      const {data} = await apiJson<{data: Employee[]}>(request, `/web/career/employee-of-the-month/${locale}`);
      const calls = recordApiCalls(page);
      await page.goto(localePath(prefix, '/career/employee-of-the-month'));
      await expect(page.locator('main article')).toHaveCount(data.length);
      await expect.poll(() => calls).toContain(`/web/career/employee-of-the-month/${locale}`);
      const first = data[0];
      await expect(page.getByRole('link', {name: first.name})).toHaveAttribute(
        'href',
        localePath(prefix, `/career/employee-of-the-month/${first.id}`),
      );

      const response = await page.goto(localePath(prefix, `/career/employee-of-the-month/${first.id}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(first.name);
      await expect.poll(() => calls).toContain(`/web/career/employee-of-the-month/${first.id}/${locale}`);
      await expect(page.locator('main img')).toHaveAttribute('src', first.photo);
      await expect(page.locator('main article')).toContainText(first.description.split('\n')[0].trim());
      await page.getByRole('link', {name: uiString(locale, 'career.employee.backToList', 'All employees of the month')}).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/career/employee-of-the-month$`));
    });

    test('an unknown employee shows a clear message', async ({page}) => {
      await page.goto(localePath(prefix, '/career/employee-of-the-month/999999'));
      await expect(page.getByText(uiString(locale, 'career.employee.notFound', 'We could not find this employee of the month.'))).toBeVisible();
    });

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

    test('an empty job list says so', async ({page}) => {
      await page.route('**/web/career/current-opportunities**', (route) => route.fulfill({status: 200, contentType: 'application/json', body: '[]'}));
      await page.goto(localePath(prefix, '/career/current-opportunities'));
      await expect(
        page.getByText(uiString(locale, 'career.jobs.empty', 'There are no open positions at the moment. Please check again later.')),
      ).toBeVisible();
    });
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
