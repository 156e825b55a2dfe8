/**
 * Photos as editors give them: a news item of the sample data names a JPEG as
 * a phone takes it (several megabytes). Its page must show it as a
 * `<picture>` of AVIF and WebP versions with the room it takes set
 * (width/height), and a phone must download one small version of it, within
 * the page-weight budget of a news article (scripts/page-weight-budget.json,
 * bytes as e2e/page-weight.spec.ts counts them: the file as sent), never the
 * original.
 */
import {statSync} from 'node:fs';
import path from 'node:path';
import {readDataDirSync} from '../content/read-data';
import {api} from '../content/api';
import {VARIANT_WIDTHS} from '../content/image-variants';
import {readBudget} from '../scripts/page-weight';
import {expect, test} from './support';

const ROOT = path.resolve(__dirname, '..');

/** The news items whose photo is a JPEG (the phone photos of the sample data). */
const phoneNews = readDataDirSync(path.join(ROOT, 'data'))
  .news.records.filter((record) => /\.jpe?g$/i.test(String(record.photo)))
  .map((record) => ({id: Number(record.id), photo: String(record.photo)}));

test('the sample data has a news item with a phone photo of over a megabyte', () => {
  expect(phoneNews.length, 'a news item in data/news names a .jpg photo').toBeGreaterThan(0);
  for (const {photo} of phoneNews) expect(statSync(path.join(ROOT, 'static', photo)).size).toBeGreaterThan(1_000_000);
});

for (const {id, photo} of phoneNews) {
  test(`news ${id} serves its phone photo as a <picture> of AVIF and WebP versions with its room set`, async ({page}) => {
    await page.goto(`/news/general/${id}`);
    const picture = page.locator('main article picture');
    await expect(picture).toHaveCount(1);
    const avif = picture.locator('source[type="image/avif"]');
    const srcset = (await avif.getAttribute('srcset')) ?? '';
    expect(srcset.split(', ')).toEqual(VARIANT_WIDTHS.map((width) => `${photo}.${width}w.avif ${width}w`));
    expect(await avif.getAttribute('sizes')).toBeTruthy();
    const img = picture.locator('img');
    expect(await img.getAttribute('srcset')).toContain(`${photo}.800w.webp 800w`);
    expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
    // The API still answers the path as the data gives it.
    const answer = await (await page.request.get(api.newsDetail(id, 'en').path)).json();
    expect(JSON.stringify(answer)).toContain(`"${photo}"`);
  });

  for (const density of [2, 3]) {
    test(`a 412 px phone at density ${density} downloads one version of news ${id}'s photo, within the article's image budget`, async ({browser}) => {
      const context = await browser.newContext({viewport: {width: 412, height: 915}, deviceScaleFactor: density, isMobile: true});
      const page = await context.newPage();
      const downloads: Array<{url: string; bytes: number; type: string}> = [];
      page.on('response', async (response) => {
        const url = new URL(response.url());
        if (!url.pathname.startsWith(photo)) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        downloads.push({url: url.pathname, bytes: body.length, type: response.headers()['content-type'] ?? ''});
      });
      await page.goto(`/news/general/${id}`);
      const img = page.locator('main article picture img');
      await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      await page.waitForLoadState('networkidle');
      const shown = new URL(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname;
      expect(shown).toMatch(new RegExp(`^${photo.replace(/[.]/g, '\\.')}\\.\\d+w\\.avif$`));
      expect(
        downloads.map((download) => download.url),
        'the original is never downloaded',
      ).not.toContain(photo);
      // The preload in the head and the picture ask for the same version: one download.
      expect(downloads.map((download) => download.url)).toEqual([shown]);
      expect(downloads[0].type).toBe('image/avif');
      const budget = readBudget().pages[`en /news/general/${id}`] ?? readBudget().pages['en /news/general/1'];
      const original = statSync(path.join(ROOT, 'static', photo)).size;
      expect(downloads[0].bytes, `${shown}: ${downloads[0].bytes} bytes of a ${original}-byte original`).toBeLessThanOrEqual(budget.images);
      await context.close();
    });
  }
}
