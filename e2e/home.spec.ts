/**
 * The home page in all three locales against the real
 * server and the sample data: the sections top to bottom, the API calls it
 * makes, the cover video's rules, the lazily loaded carousels with their
 * pause controls, the partner strip, and the empty messages when the API fails.
 */
import {expect, test, LOCALES, localePath, uiString, recordApiCalls, openInApp, servedPage, textOf} from './support';

for (const {locale, prefix, dir} of LOCALES) {
  test.describe(`home in ${locale}`, () => {
    // What the HTML alone decides, read without a browser.
    test('is served with every section, the latest news and events linking to their pages', async ({request}) => {
      const {status, html, select} = await servedPage(request, localePath(prefix, '/'));
      expect(status).toBe(200);
      expect(html.attribs.dir).toBe(dir);
      expect(select('h1')).toHaveLength(1);
      const headings = select('h2, h3').map(textOf);
      for (const [id, english] of [
        ['home.vision.title', 'Our vision'],
        ['home.mission.title', 'Our mission'],
        ['home.facilities.title', 'Facilities for students'],
        ['home.facts.title', 'Facts and firsts'],
      ] as const) {
        expect(headings, english).toContain(uiString(locale, id, english));
      }
      for (const [section, pattern] of [
        ['home-news', new RegExp(`^${prefix}/news/general/\\d+$`)],
        ['home-events', new RegExp(`^${prefix}/event/\\d+$`)],
      ] as const) {
        const links = select(`section[aria-labelledby="${section}"] article a`);
        expect(links.length, section).toBeGreaterThan(0);
        for (const link of links) expect(link.attribs.href).toMatch(pattern);
      }
    });

    test('links the four facilities to the student pages and shows the five facts', async ({request}) => {
      const {select} = await servedPage(request, localePath(prefix, '/'));
      for (const route of ['/students/success-center', '/students/student-involvement', '/students/career-service', '/students/alumni']) {
        expect(select(`section[aria-labelledby="home-facilities"] a[href="${prefix}${route}"]`).length, route).toBeGreaterThan(0);
      }
      const [facts] = select('section[aria-labelledby="home-facts"]');
      expect(textOf(facts!)).toContain(locale === 'en' ? '115+' : '۱۱۵+');
      expect(textOf(facts!)).toContain(locale === 'en' ? '30,000+' : '۳۰٬۰۰۰+');
      const first = uiString(locale, 'home.facts.first', '1st');
      expect(select('*', facts).filter((element) => element.children.length === 1 && textOf(element) === first)).toHaveLength(3);
    });

    test('shows five partner logos, each with alternative text', async ({request}) => {
      const {select} = await servedPage(request, localePath(prefix, '/'));
      const logos = select('section[aria-labelledby="home-partners"] img');
      expect(logos).toHaveLength(5);
      for (const logo of logos) expect(logo.attribs.alt?.trim()).toBeTruthy();
    });

    // In the browser, the same in every language: once, right to left.
    if (locale === 'fa') {
      test("refreshes the latest news and events in the visitor's language", async ({page}) => {
        const calls = recordApiCalls(page);
        await page.goto(localePath(prefix, '/'));
        await expect(page.locator('section[aria-labelledby="home-news"] article a').first()).toBeVisible();
        await expect.poll(() => calls).toEqual(expect.arrayContaining([`/web/news/latest-news/${locale}`, `/web/events/latest-events/${locale}`]));
        expect(calls.every((call) => call.endsWith(`/${locale}`))).toBe(true);
      });
    }

    // Behaviour that does not depend on the language: tested in English.
    if (locale === 'en') {
      test('keeps the news and events it was built with when the API fails, and says nothing of the failure', async ({page}) => {
        await page.route('**/web/**', (route) =>
          route.fulfill({status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error","message":"down"}'}),
        );
        const built = await (await page.request.get(localePath(prefix, '/'))).text();
        await openInApp(page, prefix, localePath(prefix, '/'));
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 3000})));
        // Every news and event link the built page has is still there.
        const cards = page.locator('main a[href*="/news/general/"], main a[href*="/event/"]');
        await expect(cards.first()).toBeVisible();
        const links = await page
          .locator('main a[href*="/news/general/"], main a[href*="/event/"]')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
        expect(links.length).toBeGreaterThan(0);
        // The build writes minified HTML: attribute values without quotes where they need none.
        for (const href of links)
          expect(
            [`href=${href}>`, `href="${href}"`].some((written) => built.includes(written)),
            href,
          ).toBe(true);
        await expect(page.getByText(uiString(locale, 'news.list.empty', 'No news found.'))).toHaveCount(0);
        await expect(page.getByText(/HTTP error|500/)).toHaveCount(0);
      });
    }
  });
}

test.describe('the cover video', () => {
  test('is muted, loops, plays inline, has a poster and plays by itself', async ({page}) => {
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('poster', '/img/hero/home-poster.webp');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('preload', 'none');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(video).toContainText('Your browser does not support HTML5 video.');
    const pause = page.getByRole('button', {name: 'Pause the background video'});
    await expect(pause).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);

    await pause.click();
    await expect(page.getByRole('button', {name: 'Play the background video'})).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('does not play by itself under prefers-reduced-motion, and downloads nothing', async ({browser}) => {
    const context = await browser.newContext({reducedMotion: 'reduce'});
    const page = await context.newPage();
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.(webm|mp4)$/.test(new URL(request.url()).pathname)) {
        videoRequests.push(request.url());
      }
    });
    await page.goto('/');
    await expect(page.getByRole('button', {name: 'Play the background video'})).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(videoRequests).toEqual([]);
    await context.close();
  });
});

test.describe('the carousels', () => {
  test('load Swiper only when scrolled near, then autoplay with a pause control', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/');
    await expect(page.locator('section[aria-labelledby="home-news"] article').first()).toBeVisible();
    // Before scrolling, the carousels are plain lists: no Swiper on the page.
    expect(await page.locator('.swiper').count()).toBe(0);

    const facilities = page.locator('section[aria-labelledby="home-facilities"]');
    await facilities.scrollIntoViewIfNeeded();
    await expect(facilities.locator('.swiper')).toBeVisible();
    const pause = facilities.getByRole('button', {name: 'Pause the carousel'});
    await expect(pause).toBeVisible();

    // Autoplay moves the first visible slide within the 4000 ms delay plus the transition.
    const activeSlide = () => facilities.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    const first = await activeSlide();
    await expect.poll(activeSlide, {timeout: 7000}).not.toBe(first);

    await pause.click();
    await expect(facilities.getByRole('button', {name: 'Play the carousel'})).toBeVisible();
    const stopped = await activeSlide();
    await page.waitForTimeout(4800);
    expect(await activeSlide()).toBe(stopped);
  });

  test('show one facility under 768 px and four facts from 992 px', async ({page}) => {
    await page.setViewportSize({width: 500, height: 900});
    await page.goto('/');
    const facilities = page.locator('section[aria-labelledby="home-facilities"]');
    await facilities.scrollIntoViewIfNeeded();
    await expect(facilities.locator('.swiper')).toBeVisible();
    const swiperWidth = await facilities.locator('.swiper').evaluate((el) => el.clientWidth);
    const slideWidth = await facilities.locator('.swiper-slide-active').evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.abs(slideWidth - swiperWidth)).toBeLessThan(2);

    await page.setViewportSize({width: 1200, height: 900});
    const facts = page.locator('section[aria-labelledby="home-facts"]');
    await facts.scrollIntoViewIfNeeded();
    await expect(facts.locator('.swiper')).toBeVisible();
    await expect
      .poll(async () => {
        const width = await facts.locator('.swiper').evaluate((el) => el.clientWidth);
        const slide = await facts
          .locator('.swiper-slide')
          .first()
          .evaluate((el) => el.getBoundingClientRect().width);
        return Math.round(width / slide);
      })
      .toBe(4);
  });

  test('do not autoplay under prefers-reduced-motion', async ({browser}) => {
    const context = await browser.newContext({reducedMotion: 'reduce'});
    const page = await context.newPage();
    await page.goto('/');
    const facts = page.locator('section[aria-labelledby="home-facts"]');
    await facts.scrollIntoViewIfNeeded();
    await expect(facts.locator('.swiper')).toBeVisible();
    await expect(facts.getByRole('button', {name: 'Play the carousel'})).toBeVisible();
    const index = await facts.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    await page.waitForTimeout(2500);
    expect(await facts.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index')).toBe(index);
    await context.close();
  });

  test('run right to left in Dari', async ({page}) => {
    await page.goto('/fa/');
    const facilities = page.locator('section[aria-labelledby="home-facilities"]');
    await facilities.scrollIntoViewIfNeeded();
    await expect(facilities.locator('.swiper')).toHaveAttribute('dir', 'rtl');
    await expect(facilities.locator('.swiper')).toHaveClass(/swiper-rtl/);
  });
});
