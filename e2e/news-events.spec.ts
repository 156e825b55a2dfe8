/**
 * News and events in all three locales against the real server and the
 * sample data: the lists page by page, the API paths they request, direct
 * loads of both news-detail spellings and of an event, the not-found
 * message, the contact page, the empty messages when the API fails, and the
 * Solar Hijri dates of the Dari and Pashto lists and stories.
 */
import type {APIRequestContext} from '@playwright/test';
import {SOLAR_HIJRI_MONTHS, formatListDate, formatLongDate} from '../src/lib/format';
import identity from '../content/identity';
import {expect, test, LOCALES, localePath, uiString, recordApiCalls, openInApp, servedPage, textOf} from './support';

const PAGE_SIZE = 9;

/** The fields of a list item these tests look at. */
interface ListItem {
  readonly id: number;
  readonly title: string;
  readonly upcoming?: string;
  readonly start_date?: string;
  readonly posted_date?: string;
}

/** The list the API holds, to know how many pages the site must show. */
async function apiList(request: APIRequestContext, path: string): Promise<ListItem[]> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as ListItem[];
}

const LISTS = [
  {name: 'events', route: '/events', api: 'events/alll-events', detail: '/event/', emptyId: 'events.list.empty', empty: 'No events found.'},
  {name: 'news', route: '/news/general', api: 'news/all-news', detail: '/news/general/', emptyId: 'news.list.empty', empty: 'No news found.'},
] as const;

for (const {locale, prefix, dir} of LOCALES) {
  for (const list of LISTS) {
    test.describe(`${list.name} list in ${locale}`, () => {
      // Every page of the list as its own address serves it: what the HTML alone decides, read without a browser.
      test('serves pages 1 to last, 9 boxes a page, each linking to its detail page, with a pager to its neighbours', async ({request}) => {
        const items = await apiList(request, `/web/${list.api}/${locale}`);
        expect(items.length).toBeGreaterThan(PAGE_SIZE);
        const last = Math.ceil(items.length / PAGE_SIZE);
        const address = (number: number): string => localePath(prefix, number === 1 ? list.route : `${list.route}/page/${number}`);
        const pagerName = uiString(locale, 'pager.ariaLabel', 'Pages');
        for (let number = 1; number <= last; number += 1) {
          const {status, html, select} = await servedPage(request, address(number));
          expect(status, address(number)).toBe(200);
          expect(html.attribs.dir).toBe(dir);
          const expected = items.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE);
          const boxes = select('[data-testid="paged-list"] article');
          expect(boxes, address(number)).toHaveLength(expected.length);
          expect(textOf(select('h2', boxes[0])[0]!)).toBe(expected[0].title);
          expect(select('h2 a', boxes[0]).length).toBe(1);
          expect(boxes.flatMap((box) => select('h2 a', box)).map((link) => link.attribs.href)).toEqual(
            expected.map((item) => `${prefix}${list.detail}${item.id}`),
          );
          // The pager: previous and next lead to the neighbouring pages' own addresses, or are disabled links at the ends.
          const [pager] = select(`nav[aria-label="${pagerName}"]`);
          expect(pager, `${address(number)} has its pager`).toBeDefined();
          const steps = select('ul > li > a', pager);
          const [previous, next] = [steps[0]!, steps.at(-1)!];
          expect(textOf(previous)).toContain(uiString(locale, 'pager.previous', 'Previous'));
          expect(textOf(next)).toContain(uiString(locale, 'pager.next', 'Next'));
          for (const [step, target, enabled] of [
            [previous, number - 1, number > 1],
            [next, number + 1, number < last],
          ] as const) {
            if (enabled) {
              expect(step.attribs.href).toBe(address(target));
            } else {
              expect(step.attribs['aria-disabled']).toBe('true');
              expect(step.attribs.href).toBeUndefined();
            }
          }
        }
      });

      // Following the pager is the same in every language: once, right to left.
      if (locale === 'fa') {
        test('the pager goes from page 1 to the last, each at its own address, with one request for the whole list', async ({page, request}) => {
          const items = await apiList(request, `/web/${list.api}/${locale}`);
          const last = Math.ceil(items.length / PAGE_SIZE);
          const calls = recordApiCalls(page);

          await page.goto(localePath(prefix, list.route));
          const boxes = page.getByTestId('paged-list').locator('article');
          await expect(boxes).toHaveCount(PAGE_SIZE);
          await expect.poll(() => calls).toContain(`/web/${list.api}/${locale}`);

          const pager = page.getByRole('navigation', {name: uiString(locale, 'pager.ariaLabel', 'Pages'), exact: true});
          const previous = pager.getByRole('link', {name: uiString(locale, 'pager.previous', 'Previous')});
          const next = pager.getByRole('link', {name: uiString(locale, 'pager.next', 'Next')});
          await expect(previous).toBeDisabled();

          for (let number = 1; number <= last; number += 1) {
            const expected = items.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE);
            await expect(boxes).toHaveCount(expected.length);
            await expect(boxes.first().getByRole('heading')).toHaveText(expected[0].title);
            // Each page has an address of its own, which the pager's links name.
            expect(new URL(page.url()).pathname).toBe(localePath(prefix, number === 1 ? list.route : `${list.route}/page/${number}`));
            if (number < last) {
              await next.click();
            }
          }
          await expect(next).toBeDisabled();
          // One request for the whole list, the background refresh: each page came with its items.
          expect(calls.filter((call) => call === `/web/${list.api}/${locale}`)).toHaveLength(1);
        });
      }

      // Behaviour that does not depend on the language: tested in English.
      if (locale === 'en') {
        test('fetches the list again when the browser cache holds something else under its key', async ({page, request}) => {
          const items = await apiList(request, `/web/${list.api}/${locale}`);
          const key = `${list.api.replace(/^.*\//, '').replace('alll-', 'all-')}-${locale}`;
          // An entry no release of this site wrote: another shape, no version, a lifetime of years.
          await page.addInitScript(([storageKey, entry]) => window.localStorage.setItem(storageKey, entry), [
            key,
            JSON.stringify({data: {items: 'not a list'}, timestamp: Date.now(), ttl: 1e12}),
          ] as const);
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          const calls = recordApiCalls(page);
          await openInApp(page, prefix, list.route);
          await expect(page.getByTestId('paged-list').locator('article h2').first()).toHaveText(items[0].title);
          await expect.poll(() => calls).toContain(`/web/${list.api}/${locale}`);
          // The answer is stored once it has arrived, a moment after the request went out.
          await expect
            .poll(() => page.evaluate((storageKey) => JSON.parse(window.localStorage.getItem(storageKey) ?? 'null') as unknown, key))
            .toMatchObject({data: items.map(({id, title}) => ({id, title})), version: expect.stringMatching(/^[0-9a-f]{8}$/)});
          expect(errors).toEqual([]);
        });
      }

      // Behaviour that does not depend on the language: tested in English.
      if (locale === 'en') {
        test('opens the page a shared link names, old ?page= links included; a page past the end is not found', async ({page, request}) => {
          const items = await apiList(request, `/web/${list.api}/${locale}`);
          const last = Math.ceil(items.length / PAGE_SIZE);
          await page.goto(localePath(prefix, `${list.route}/page/2`));
          await expect(page.getByTestId('paged-list').locator('article h2').first()).toHaveText(items[PAGE_SIZE].title);

          await page.goto(`${localePath(prefix, list.route)}?page=${last}`);
          await expect(page).toHaveURL(new RegExp(`${localePath(prefix, `${list.route}/page/${last}`)}$`));
          await expect(page.getByTestId('paged-list').locator('article h2').first()).toHaveText(items[(last - 1) * PAGE_SIZE].title);

          const response = await page.goto(localePath(prefix, `${list.route}/page/${last + 1}`));
          expect(response?.status()).toBe(404);
        });
      }

      // Behaviour that does not depend on the language: tested in English.
      if (locale === 'en') {
        test('keeps the items it was built with when the API fails, and says nothing of the failure', async ({page, request}) => {
          const items = await apiList(request, `/web/${list.api}/${locale}`);
          await page.route(`**/web/${list.api}/**`, (route) =>
            route.fulfill({status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable","message":"down"}'}),
          );
          await openInApp(page, prefix, list.route);
          const boxes = page.getByTestId('paged-list').locator('article');
          await expect(boxes.first().getByRole('heading')).toHaveText(items[0].title);
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 3000})));
          await expect(boxes).toHaveCount(Math.min(PAGE_SIZE, items.length));
          await expect(page.getByText(uiString(locale, list.emptyId, list.empty))).toHaveCount(0);
          await expect(page.getByText(/HTTP error|503/)).toHaveCount(0);
        });
      }

      // The same in every language (its words are checked with the other translations by i18n:check): once, right to left.
      if (locale === 'fa') {
        test('shows the empty message for an empty list', async ({page}) => {
          await page.route(`**/web/${list.api}/**`, (route) => route.fulfill({status: 200, contentType: 'application/json', body: '[]'}));
          await page.goto(localePath(prefix, list.route));
          await expect(page.getByText(uiString(locale, list.emptyId, list.empty))).toBeVisible();
        });
      }
    });
  }

  test.describe(`detail pages in ${locale}`, () => {
    for (const spelling of ['/news/general/', '/News/general/']) {
      test(`load directly at ${spelling}{id}`, async ({page, request}) => {
        const [first] = await apiList(request, `/web/news/all-news/${locale}`);
        const calls = recordApiCalls(page);
        const response = await page.goto(localePath(prefix, `${spelling}${first.id}`));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(first.title);
        await expect.poll(() => calls).toContain(`/web/news/${first.id}/${locale}`);
        await expect(page.locator('main').getByRole('link', {name: /Facebook/})).toHaveAttribute('href', /facebook\.com\/sharer/);
        expect(await page.locator('article p').count()).toBeGreaterThan(0);
      });
    }

    test('load an event directly, with its facts and calendar download', async ({page, request}) => {
      const events = await apiList(request, `/web/events/alll-events/${locale}`);
      const dated = events.find((event) => event.upcoming !== 'Yes')!;
      const calls = recordApiCalls(page);
      await page.goto(localePath(prefix, `/event/${dated.id}`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(dated.title);
      await expect.poll(() => calls).toContain(`/web/event/${dated.id}/${locale}`);
      const download = page.waitForEvent('download');
      await page.getByRole('button', {name: uiString(locale, 'event.detail.addToCalendar', 'Add to calendar')}).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.ics$/);
    });

    test('shows a not-found message for an unknown id', async ({page}) => {
      await page.goto(localePath(prefix, '/event/999999'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(uiString(locale, 'events.detail.notFound.title', 'Event not found'));
      await page.goto(localePath(prefix, '/news/general/999999'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(uiString(locale, 'news.detail.notFound.title', 'News article not found'));
      await page.getByRole('link', {name: uiString(locale, 'news.detail.backToList', 'All news')}).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/news/general$`));
    });
  });

  test(`contact page in ${locale}: a block per contact of the identity file, with phone, WhatsApp and e-mail links`, async ({page}) => {
    await page.goto(localePath(prefix, '/contact'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(uiString(locale, 'pages.contact.title', 'Contact us'));
    const main = page.locator('main');
    const blocks = identity.contacts.length;
    await expect(main.getByRole('heading', {level: 2})).toHaveCount(blocks);
    await expect(main.locator('a[href^="tel:+93"]')).toHaveCount(blocks);
    await expect(main.locator('a[href^="https://wa.me/93"]')).toHaveCount(blocks);
    await expect(main.locator('a[href^="mailto:"][href$=".example"]')).toHaveCount(blocks);
    for (const contact of identity.contacts) {
      await expect(main.locator(`a[href="mailto:${contact.email}"]`)).toHaveCount(1);
      await expect(main.locator(`a[href="tel:${contact.mobile.replace(/[^\d+]/g, '')}"]`)).toHaveCount(1);
    }

    const indicator = page.getByTestId('scroll-indicator');
    await expect(indicator).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(indicator).toHaveCSS('opacity', '0');
  });
}

test('the events list shows "To be announced" for upcoming events and dd-mm-yyyy otherwise', async ({page, request}) => {
  const events = await apiList(request, '/web/events/alll-events/en');
  await page.goto('/events');
  const boxes = page.getByTestId('paged-list').locator('article');
  await expect(boxes).toHaveCount(Math.min(PAGE_SIZE, events.length));
  for (const [index, event] of events.slice(0, PAGE_SIZE).entries()) {
    const [year, month, day] = (event.start_date ?? '').split('-');
    await expect(boxes.nth(index)).toContainText(event.upcoming === 'Yes' ? 'To be announced' : `${day}-${month}-${year}`);
  }
});

for (const locale of ['fa', 'ps'] as const) {
  test(`${locale} lists date news by the Solar Hijri calendar, with the Afghan month and Eastern digits`, async ({page, request}) => {
    const [first] = await apiList(request, `/web/news/all-news/${locale}`);
    await page.goto(`/${locale}/news/general`);
    const date = page.getByTestId('paged-list').locator('article dd').first();
    await expect(date).toHaveText(formatListDate(first!.posted_date!, locale));
    await expect(date).toHaveText(new RegExp(`^[۰-۹]+ (${SOLAR_HIJRI_MONTHS[locale].join('|')}) [۰-۹]{4}$`));
  });

  test(`${locale} gives a news story's day as a long date, Solar Hijri then Gregorian`, async ({page, request}) => {
    const [first] = await apiList(request, `/web/news/all-news/${locale}`);
    await page.goto(`/${locale}/news/general/${first!.id}`);
    await expect(page.locator('main')).toContainText(formatLongDate(first!.posted_date!, locale));
  });
}

test('changing the page scrolls back to the top', async ({page}) => {
  await page.goto('/news/general');
  await page.getByRole('navigation', {name: 'Pages', exact: true}).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('link', {name: 'Next'}).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
