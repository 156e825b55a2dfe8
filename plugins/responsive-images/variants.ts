/**
 * Makes the versions of every photo under static/img (content/image-variants.ts
 * says which and how they are named) into a folder that is not committed,
 * `var/image-variants/`, which the site serves as a second static folder.
 *
 * Cached by content: `manifest.json` in that folder records, per photo, the
 * SHA-256 of its bytes, its size and the bytes of each version. A photo whose
 * hash is unchanged and whose versions are all there is skipped, so only new
 * or replaced photos cost encoding time; versions of photos that are gone are
 * deleted.
 *
 * Encoding: turned upright by the photo's EXIF orientation (phones store it
 * there), metadata dropped (no camera details or GPS position reach the
 * site), never enlarged: where a width is wider than the photo, that name
 * gets the photo at its own width. The photo is decoded once, at most as
 * wide as the widest version, and every version is made from those pixels.
 * AVIF at quality 50 with chroma at half resolution (4:2:0, as in every JPEG:
 * 15% fewer bytes than sharp's default 4:4:4 for the same brightness detail,
 * and faster; effort 2: seven times faster than the default 4 at nearly the
 * same size), WebP at quality 72
 * (effort 2: 2.6 times faster than the default 4 for 8% more bytes, and WebP
 * is only what a browser without AVIF takes), and the link previews' JPEG
 * (content/image-variants.ts `sharePath`) at 78 with libjpeg's own encoder
 * (mozjpeg's is twice as slow, for files only link previews fetch), on white
 * where the photo is transparent.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {hasVariants, SHARE_WIDTH, sharePath, VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat, variantPath} from '../../content/image-variants';

/** What the manifest knows of one photo. */
export interface PhotoEntry {
  /** SHA-256 of the original's bytes, hex. */
  readonly hash: string;
  /** The original's size in bytes. */
  readonly bytes: number;
  /** The original's width and height once upright. */
  readonly width: number;
  readonly height: number;
  /** Site path of each version → its size in bytes. */
  readonly variants: Readonly<Record<string, number>>;
}

/** `manifest.json`: site path of each original → its entry. */
export interface VariantManifest {
  readonly version: number;
  readonly photos: Readonly<Record<string, PhotoEntry>>;
}

/** Bumped when the encoding changes, so every version is made again. */
export const MANIFEST_VERSION = 4;

export const ENCODING = {
  avif: {quality: 50, effort: 2, chromaSubsampling: '4:2:0'},
  webp: {quality: 72, effort: 2},
  jpeg: {quality: 78},
} as const;

/** Site paths (`/img/news/a.jpg`) of the photos under `staticDir/img` that get versions, sorted. */
export function listPhotos(staticDir: string): string[] {
  const root = path.join(staticDir, 'img');
  if (!existsSync(root)) return [];
  return readdirSync(root, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(staticDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .filter((sitePath) => hasVariants(sitePath))
    .sort();
}

/** The widths to encode for a photo `width` pixels wide: each listed width, capped at the photo's. */
export function encodedWidths(width: number): Map<number, number[]> {
  const byActual = new Map<number, number[]>();
  for (const named of VARIANT_WIDTHS) {
    const actual = Math.min(named, width);
    byActual.set(actual, [...(byActual.get(actual) ?? []), named]);
  }
  return byActual;
}

/** The file of a site path inside a folder that mirrors the site. */
function fileOf(dir: string, sitePath: string): string {
  return path.join(dir, ...sitePath.split('/').filter(Boolean));
}

/** The widest version any page or link preview takes; a photo is decoded at most this wide. */
const WIDEST = Math.max(...VARIANT_WIDTHS, SHARE_WIDTH);

/** A photo decoded once, upright, in sRGB, at most {@link WIDEST} pixels wide: every version is made from these pixels. */
interface Pixels {
  readonly data: Buffer;
  readonly info: sharp.OutputInfo;
}

/**
 * Decodes a photo once for all its versions. A phone's JPEG is read at a
 * fraction of its size (libjpeg scales while decoding), so a 12-megapixel
 * photo costs little more than the widest version; decoding it anew for each
 * of its seven versions took as long as encoding them.
 */
async function decode(original: Buffer): Promise<Pixels> {
  return sharp(original, {failOn: 'error'})
    .rotate()
    .resize({width: WIDEST, withoutEnlargement: true})
    .toColourspace('srgb')
    .raw()
    .toBuffer({resolveWithObject: true});
}

/** One version: a page's AVIF or WebP, or the link previews' JPEG (on white where the photo is transparent). */
async function encode(pixels: Pixels, width: number, format: VariantFormat | 'jpeg'): Promise<Buffer> {
  const {width: rawWidth, height, channels} = pixels.info;
  const image = sharp(pixels.data, {raw: {width: rawWidth, height, channels}}).resize({width, withoutEnlargement: true});
  if (format === 'jpeg') return image.flatten({background: '#ffffff'}).jpeg(ENCODING.jpeg).toBuffer();
  return format === 'avif' ? image.avif(ENCODING.avif).toBuffer() : image.webp(ENCODING.webp).toBuffer();
}

/** Makes the versions of one photo into `outDir`; throws with the path when the file is not an image. */
export async function makeVariants(sitePath: string, original: Buffer, outDir: string): Promise<PhotoEntry> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(original).metadata();
  } catch (error) {
    throw new Error(`static${sitePath}: not a readable JPEG, PNG or WebP image (${(error as Error).message})`);
  }
  // Orientations 5 to 8 are quarter turns: width and height swap once upright.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  let pixels: Pixels;
  try {
    pixels = await decode(original);
  } catch (error) {
    throw new Error(`static${sitePath}: the image cannot be decoded (${(error as Error).message})`);
  }
  const variants: Record<string, number> = {};
  for (const [actual, names] of encodedWidths(width)) {
    for (const format of VARIANT_FORMATS) {
      const bytes = await encode(pixels, actual, format);
      for (const named of names) {
        const target = fileOf(outDir, variantPath(sitePath, named, format));
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, bytes);
        variants[variantPath(sitePath, named, format)] = bytes.length;
      }
    }
  }
  const share = await encode(pixels, SHARE_WIDTH, 'jpeg');
  await writeFile(fileOf(outDir, sharePath(sitePath)), share);
  variants[sharePath(sitePath)] = share.length;
  return {hash: createHash('sha256').update(original).digest('hex'), bytes: original.length, width, height, variants};
}

/** What a run did, for the build's log line. */
export interface VariantRun {
  readonly manifest: VariantManifest;
  readonly made: number;
  readonly kept: number;
  readonly removed: number;
  readonly milliseconds: number;
}

function readManifest(file: string): VariantManifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as VariantManifest;
    return manifest.version === MANIFEST_VERSION ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `work` over `items`, `limit` at a time (sharp uses threads of its own too). */
export async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
}

/**
 * Brings `outDir` up to date with the photos of `staticDir`: makes the
 * versions of new and changed photos, keeps the others, deletes those of
 * photos that are gone, and writes the manifest.
 */
export async function updateVariants(staticDir: string, outDir: string): Promise<VariantRun> {
  const started = Date.now();
  const manifestFile = path.join(outDir, 'manifest.json');
  const previous = readManifest(manifestFile)?.photos ?? {};
  const photos: Record<string, PhotoEntry> = {};
  let made = 0;
  let kept = 0;
  await inPool(listPhotos(staticDir), 2, async (sitePath) => {
    const original = await readFile(fileOf(staticDir, sitePath));
    const hash = createHash('sha256').update(original).digest('hex');
    const known = previous[sitePath];
    if (known?.hash === hash && Object.keys(known.variants).every((variant) => existsSync(fileOf(outDir, variant)))) {
      photos[sitePath] = known;
      kept += 1;
      return;
    }
    photos[sitePath] = await makeVariants(sitePath, original, outDir);
    made += 1;
  });
  let removed = 0;
  for (const [sitePath, entry] of Object.entries(previous)) {
    if (photos[sitePath]) continue;
    for (const variant of Object.keys(entry.variants)) await rm(fileOf(outDir, variant), {force: true});
    removed += 1;
  }
  const manifest: VariantManifest = {
    version: MANIFEST_VERSION,
    photos: Object.fromEntries(Object.entries(photos).sort(([a], [b]) => (a < b ? -1 : 1))),
  };
  await mkdir(outDir, {recursive: true});
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
  return {manifest, made, kept, removed, milliseconds: Date.now() - started};
}
