/** @jest-environment node */
/**
 * The versions the build makes of the photos under static/img, on a small
 * static folder made here: names, sizes, formats, orientation, and the cache
 * that skips photos whose bytes have not changed.
 */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {VARIANT_FORMATS, VARIANT_WIDTHS, variantPath} from '../../content/image-variants';
import {encodedWidths, listPhotos, updateVariants} from './variants';

// libvips keeps the files it has read open in its operation cache; on Windows
// an open file cannot be deleted, and afterEach's rmSync would fail with EBUSY.
sharp.cache(false);

let root: string;
let staticDir: string;
let outDir: string;

async function photo(sitePath: string, width: number, height: number, format: 'jpeg' | 'png' | 'webp', orientation?: number): Promise<void> {
  const file = path.join(staticDir, sitePath);
  mkdirSync(path.dirname(file), {recursive: true});
  let image = sharp({create: {width, height, channels: 3, background: {r: 40, g: 120, b: 200}}});
  if (orientation) image = image.withMetadata({orientation});
  writeFileSync(file, await image.toFormat(format).toBuffer());
}

const fileOf = (sitePath: string) => path.join(outDir, sitePath);

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'variants-'));
  staticDir = path.join(root, 'static');
  outDir = path.join(root, 'out');
  // A phone photo taken upright: stored 1600×1200, EXIF says turn it a quarter.
  await photo('/img/news/phone.jpg', 1600, 1200, 'jpeg', 6);
  await photo('/img/people/small.png', 300, 200, 'png');
  await photo('/img/menu/about.webp', 800, 450, 'webp');
  writeFileSync(path.join(staticDir, 'img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterEach(() => rmSync(root, {recursive: true, force: true}));

describe('listPhotos', () => {
  it('lists the JPEG, PNG and WebP files of static/img by site path, not SVG', () => {
    expect(listPhotos(staticDir)).toEqual(['/img/menu/about.webp', '/img/news/phone.jpg', '/img/people/small.png']);
  });
});

describe('encodedWidths', () => {
  it('encodes each width once, capped at the photo’s own width', () => {
    expect([...encodedWidths(4000)]).toEqual(VARIANT_WIDTHS.map((w) => [w, [w]]));
    expect([...encodedWidths(300)]).toEqual([[300, [...VARIANT_WIDTHS]]]);
  });
});

describe('updateVariants', () => {
  it('writes an AVIF and a WebP of every photo at every width, upright, never enlarged', async () => {
    const run = await updateVariants(staticDir, outDir);
    expect(run.made).toBe(3);
    const phone = run.manifest.photos['/img/news/phone.jpg'];
    // Upright: the quarter turn swaps width and height.
    expect([phone.width, phone.height]).toEqual([1200, 1600]);
    for (const width of VARIANT_WIDTHS) {
      for (const format of VARIANT_FORMATS) {
        const variant = variantPath('/img/news/phone.jpg', width, format);
        const meta = await sharp(fileOf(variant)).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 1600) / 1200));
        // No EXIF left to turn the already upright picture again.
        expect(meta.orientation ?? 1).toBe(1);
        expect(phone.variants[variant]).toBe(readFileSync(fileOf(variant)).length);
      }
    }
    // A photo narrower than every width keeps its own width under each name.
    for (const width of VARIANT_WIDTHS) {
      expect((await sharp(fileOf(variantPath('/img/people/small.png', width, 'webp'))).metadata()).width).toBe(300);
    }
    expect(existsSync(path.join(outDir, 'img/logo.svg.400w.avif'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8')).photos['/img/news/phone.jpg'].hash).toBe(phone.hash);
  });

  it('keeps the versions of unchanged photos, remakes changed or missing ones, deletes those of removed photos', async () => {
    await updateVariants(staticDir, outDir);
    const again = await updateVariants(staticDir, outDir);
    expect([again.made, again.kept, again.removed]).toEqual([0, 3, 0]);

    await photo('/img/menu/about.webp', 640, 360, 'webp');
    rmSync(fileOf(variantPath('/img/people/small.png', 800, 'avif')));
    rmSync(path.join(staticDir, 'img/news/phone.jpg'));
    const changed = await updateVariants(staticDir, outDir);
    expect([changed.made, changed.kept, changed.removed]).toEqual([2, 0, 1]);
    expect(changed.manifest.photos['/img/menu/about.webp'].width).toBe(640);
    expect(existsSync(fileOf(variantPath('/img/people/small.png', 800, 'avif')))).toBe(true);
    expect(existsSync(fileOf(variantPath('/img/news/phone.jpg', 400, 'webp')))).toBe(false);
    expect(Object.keys(changed.manifest.photos)).toEqual(['/img/menu/about.webp', '/img/people/small.png']);
  });

  it('names the file that is not an image', async () => {
    writeFileSync(path.join(staticDir, 'img/news/broken.jpg'), 'not a photo');
    await expect(updateVariants(staticDir, outDir)).rejects.toThrow('static/img/news/broken.jpg: not a readable JPEG, PNG or WebP image');
  });
});
