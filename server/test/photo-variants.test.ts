/**
 * The photos' small versions: what the encoder makes (names, sizes, formats,
 * orientation, the stamp that skips photos whose bytes have not changed), and
 * the server that makes them when a page first asks for one, on a small build
 * made here.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {type TestContext, test} from 'node:test';
import sharp from 'sharp';
import {SHARE_WIDTH, sharePath, VARIANT_FORMATS, VARIANT_WIDTHS, variantPath} from '../../content/image-variants';
import {encodedWidths, inPool, listPhotos, updateVariants} from '../src/photos/variants';
import {fakeBuild} from './fake-build';
import {buildApp, freshDatabase, loadData} from './helper';

// libvips keeps the files it has read open in its operation cache; on Windows
// an open file cannot be deleted, and the folders' removal would fail with EBUSY.
sharp.cache(false);

async function photo(file: string, width: number, height: number, format: 'jpeg' | 'png' | 'webp', orientation?: number): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  let image = sharp({create: {width, height, channels: 3, background: {r: 40, g: 120, b: 200}}});
  if (orientation) image = image.withMetadata({orientation});
  await writeFile(file, await image.toFormat(format).toBuffer());
}

/** A static folder with three photos and a logo, and an empty versions folder. */
async function folders(t: TestContext): Promise<{staticDir: string; outDir: string}> {
  const root = await mkdtemp(path.join(tmpdir(), 'variants-'));
  t.after(() => rm(root, {recursive: true, force: true}));
  const staticDir = path.join(root, 'static');
  // A phone photo taken upright: stored 1600×1200, EXIF says turn it a quarter.
  await photo(path.join(staticDir, 'img/news/phone.jpg'), 1600, 1200, 'jpeg', 6);
  await photo(path.join(staticDir, 'img/people/small.png'), 300, 200, 'png');
  await photo(path.join(staticDir, 'img/menu/about.webp'), 800, 450, 'webp');
  await writeFile(path.join(staticDir, 'img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return {staticDir, outDir: path.join(root, 'out')};
}

const fileOf = (dir: string, sitePath: string): string => path.join(dir, ...sitePath.split('/').filter(Boolean));

test('listPhotos lists the JPEG, PNG and WebP files of static/img by site path, not SVG', async (t) => {
  const {staticDir} = await folders(t);
  assert.deepEqual(listPhotos(staticDir), ['/img/menu/about.webp', '/img/news/phone.jpg', '/img/people/small.png']);
});

test('encodedWidths encodes each width once, capped at the photo’s own width', () => {
  assert.deepEqual(
    [...encodedWidths(4000)],
    VARIANT_WIDTHS.map((w) => [w, [w]]),
  );
  assert.deepEqual([...encodedWidths(300)], [[300, [...VARIANT_WIDTHS]]]);
});

test('updateVariants writes an AVIF and a WebP of every photo at every width, upright, never enlarged, and a share JPEG', async (t) => {
  const {staticDir, outDir} = await folders(t);
  const run = await updateVariants(staticDir, outDir);
  assert.equal(run.made, 3);
  const phone = run.photos['/img/news/phone.jpg'];
  // Upright: the quarter turn swaps width and height.
  assert.deepEqual([phone.width, phone.height], [1200, 1600]);
  for (const width of VARIANT_WIDTHS) {
    for (const format of VARIANT_FORMATS) {
      const variant = variantPath('/img/news/phone.jpg', width, format);
      const meta = await sharp(fileOf(outDir, variant)).metadata();
      assert.equal(meta.format, format === 'avif' ? 'heif' : 'webp');
      assert.equal(meta.width, width);
      assert.equal(meta.height, Math.round((width * 1600) / 1200));
      // No EXIF left to turn the already upright picture again.
      assert.equal(meta.orientation ?? 1, 1);
      assert.equal(phone.variants[variant], readFileSync(fileOf(outDir, variant)).length);
    }
  }
  const share = await sharp(fileOf(outDir, sharePath('/img/news/phone.jpg'))).metadata();
  assert.deepEqual([share.format, share.width], ['jpeg', Math.min(SHARE_WIDTH, 1200)]);
  // A photo narrower than every width keeps its own width under each name.
  for (const width of VARIANT_WIDTHS) {
    assert.equal((await sharp(fileOf(outDir, variantPath('/img/people/small.png', width, 'webp'))).metadata()).width, 300);
  }
  assert.equal(existsSync(path.join(outDir, 'img/logo.svg.400w.avif')), false);
  // The stamp records what the versions were made from.
  assert.equal(JSON.parse(readFileSync(path.join(outDir, 'img/news/phone.jpg.json'), 'utf8')).hash, phone.hash);
});

test('updateVariants keeps the versions of unchanged photos, remakes changed or missing ones, deletes those of removed photos', async (t) => {
  const {staticDir, outDir} = await folders(t);
  await updateVariants(staticDir, outDir);
  const again = await updateVariants(staticDir, outDir);
  assert.deepEqual([again.made, again.kept, again.removed], [0, 3, 0]);

  await photo(path.join(staticDir, 'img/menu/about.webp'), 640, 360, 'webp');
  await rm(fileOf(outDir, variantPath('/img/people/small.png', 800, 'avif')));
  await rm(path.join(staticDir, 'img/news/phone.jpg'));
  const changed = await updateVariants(staticDir, outDir);
  assert.deepEqual([changed.made, changed.kept, changed.removed], [2, 0, 1]);
  assert.equal(changed.photos['/img/menu/about.webp'].width, 640);
  assert.equal(existsSync(fileOf(outDir, variantPath('/img/people/small.png', 800, 'avif'))), true);
  assert.equal(existsSync(fileOf(outDir, variantPath('/img/news/phone.jpg', 400, 'webp'))), false);
  assert.equal(existsSync(path.join(outDir, 'img/news/phone.jpg.json')), false);
  assert.deepEqual(Object.keys(changed.photos), ['/img/menu/about.webp', '/img/people/small.png']);
});

test('updateVariants names the file that is not an image', async (t) => {
  const {staticDir, outDir} = await folders(t);
  await writeFile(path.join(staticDir, 'img/news/broken.jpg'), 'not a photo');
  await assert.rejects(updateVariants(staticDir, outDir), /static\/img\/news\/broken\.jpg: not a readable JPEG, PNG or WebP image/);
});

test('a failed photo stops the round only once the photos already started are written, and starts no other', async () => {
  const finished: string[] = [];
  const started: string[] = [];
  const round = inPool(['broken', 'slow', 'later'], 2, async (name) => {
    started.push(name);
    if (name === 'broken') throw new Error('broken: not a photo');
    await new Promise((resolve) => setTimeout(resolve, 100));
    finished.push(name);
  });
  await assert.rejects(round, /broken: not a photo/);
  assert.deepEqual(finished, ['slow'], 'the photo being made when the other failed was finished first');
  assert.deepEqual(started, ['broken', 'slow'], 'no photo was started after the failure');
});

/** The app on a fake build holding one phone photo, with a versions folder of its own. */
async function siteWithPhoto(t: TestContext): Promise<{fastify: Awaited<ReturnType<typeof buildApp>>; outDir: string}> {
  const siteDir = await fakeBuild(t);
  await photo(path.join(siteDir, 'img/news/phone.jpg'), 1600, 1200, 'jpeg', 6);
  await writeFile(path.join(siteDir, 'img/news/broken.jpg'), 'not a photo');
  const outDir = await mkdtemp(path.join(tmpdir(), 'variants-out-'));
  t.after(() => rm(outDir, {recursive: true, force: true}));
  const database = await freshDatabase(t, 'sqlite');
  assert.ok(database);
  await loadData(database.url);
  const fastify = await buildApp(t, {databaseUrl: database.url, siteDir, imageVariantsDir: outDir, prepareImageVariants: false});
  return {fastify, outDir};
}

test('the server makes a version when it is first asked for, then sends it from the versions folder', async (t) => {
  const {fastify, outDir} = await siteWithPhoto(t);
  const avif = variantPath('/img/news/phone.jpg', 800, 'avif');
  assert.equal(existsSync(fileOf(outDir, avif)), false);
  const first = await fastify.inject({method: 'GET', url: avif});
  assert.equal(first.statusCode, 200);
  assert.equal(first.headers['content-type'], 'image/avif');
  assert.equal(first.headers['cache-control'], 'public, max-age=86400');
  assert.equal((await sharp(first.rawPayload).metadata()).width, 800);
  // Every version of the photo was made at once, with its stamp.
  for (const width of VARIANT_WIDTHS)
    for (const format of VARIANT_FORMATS) assert.ok(existsSync(fileOf(outDir, variantPath('/img/news/phone.jpg', width, format))));
  const share = await fastify.inject({method: 'GET', url: sharePath('/img/news/phone.jpg')});
  assert.equal(share.statusCode, 200);
  assert.equal(share.headers['content-type'], 'image/jpeg');
  // The second answer is the same file, revalidated by its ETag.
  const again = await fastify.inject({method: 'GET', url: avif, headers: {'if-none-match': String(first.headers.etag)}});
  assert.equal(again.statusCode, 304);
});

test('the server answers 404 for versions of photos the build lacks and for names no page asks for', async (t) => {
  const {fastify} = await siteWithPhoto(t);
  for (const url of [
    variantPath('/img/news/missing.jpg', 800, 'avif'),
    '/img/news/phone.jpg.900w.avif',
    '/img/news/phone.jpg.800w.png',
    '/img/news/phone.jpg.json',
    '/img/news/%2e%2e/phone.jpg.800w.avif',
  ]) {
    const response = await fastify.inject({method: 'GET', url});
    assert.equal(response.statusCode, 404, url);
  }
});

test('a photo that cannot be decoded gets a JSON 500 that says so, and the server goes on', async (t) => {
  const {fastify} = await siteWithPhoto(t);
  const broken = await fastify.inject({method: 'GET', url: variantPath('/img/news/broken.jpg', 400, 'webp')});
  assert.equal(broken.statusCode, 500);
  assert.match(broken.json().message, /could not be prepared/);
  assert.equal((await fastify.inject({method: 'GET', url: variantPath('/img/news/phone.jpg', 400, 'webp')})).statusCode, 200);
});

test('after start the server makes the versions of every photo of the build, with no request', async (t) => {
  const siteDir = await fakeBuild(t);
  await photo(path.join(siteDir, 'img/news/phone.jpg'), 1600, 1200, 'jpeg', 6);
  await photo(path.join(siteDir, 'img/people/small.png'), 300, 200, 'png');
  const outDir = await mkdtemp(path.join(tmpdir(), 'variants-out-'));
  t.after(() => rm(outDir, {recursive: true, force: true}));
  const database = await freshDatabase(t, 'sqlite');
  assert.ok(database);
  await loadData(database.url);
  await buildApp(t, {databaseUrl: database.url, siteDir, imageVariantsDir: outDir});
  const stamps = ['img/news/phone.jpg.json', 'img/people/small.png.json'].map((stamp) => path.join(outDir, stamp));
  const deadline = Date.now() + 20_000;
  while (!stamps.every((stamp) => existsSync(stamp)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const stamp of stamps) assert.ok(existsSync(stamp), `${stamp} was not made`);
  assert.ok(existsSync(fileOf(outDir, variantPath('/img/people/small.png', 1200, 'avif'))));
});
