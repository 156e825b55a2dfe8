/**
 * The versions of a photo (content/image-variants.ts names them and says
 * which): made from the original when first needed and kept in a folder
 * that is not committed, `var/image-variants/` by default, which mirrors the
 * site's paths: `img/news/a.jpg.800w.avif`, … and `img/news/a.jpg.json`, the
 * stamp that says what they were made from.
 *
 * Who makes them (the build makes none, so a cold build does not grow with
 * the number of photos):
 * - the server, for a version a visitor asks for, and after it starts for
 *   every photo of the build in turn (server/src/plugins/app/photo-variants.ts);
 * - `npm run dev`, for every photo under static/img before it serves
 *   (plugins/responsive-images);
 * - scripts/page-weight.ts, for the photos it counts.
 *
 * Cached by content: the stamp records the SHA-256 of the original's bytes,
 * its size and the bytes of each version. A photo whose hash is unchanged and
 * whose versions are all there is not encoded again, so only new or replaced
 * photos cost encoding time. Files are written under a temporary name and
 * renamed, so a process reading the folder (another replica) never sees half
 * a file, and two processes making the same photo at once write the same
 * bytes.
 *
 * Encoding: turned upright by the photo's EXIF orientation (phones store it
 * there), metadata dropped (no camera details or GPS position reach the
 * site), never enlarged: where a width is wider than the photo, that name
 * gets the photo at its own width. The photo is decoded once, at most as
 * wide as the widest version, and every version is made from those pixels.
 * AVIF at quality 50 with chroma at half resolution (4:2:0, as in every JPEG:
 * 15% fewer bytes than sharp's default 4:4:4 for the same brightness detail,
 * and faster; effort 2: seven times faster than the default 4 at nearly the
 * same size), WebP at quality 72 (effort 2: 2.6 times faster than the default
 * 4 for 8% more bytes, and WebP is only what a browser without AVIF takes),
 * and the link previews' JPEG (content/image-variants.ts `sharePath`) at 78
 * with libjpeg's own encoder (mozjpeg's is twice as slow, for files only link
 * previews fetch), on white where the photo is transparent.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync} from 'node:fs';
import {mkdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {hasVariants, SHARE_WIDTH, sharePath, VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat, variantPath} from '../../../content/image-variants';

/** What the stamp of one photo records. */
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

/** A stamp file: the entry and the encoding it was made with. */
interface Stamp extends PhotoEntry {
  readonly version: number;
}

/** Bumped when the encoding changes, so every version is made again. */
export const STAMP_VERSION = 4;

/** The folder the versions are kept in, relative to the project (`IMAGE_VARIANTS_DIR` moves the server's). */
export const VARIANTS_DIR = 'var/image-variants';

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
export function fileOf(dir: string, sitePath: string): string {
  return path.join(dir, ...sitePath.split('/').filter(Boolean));
}

/** The stamp of a photo: `/img/a.jpg` → `/img/a.jpg.json`. */
function stampPath(sitePath: string): string {
  return `${sitePath}.json`;
}

let temporaryCount = 0;

/** Writes a file under a temporary name, then renames it: a reader sees the whole file or none. */
async function writeWhole(file: string, bytes: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  temporaryCount += 1;
  const temporary = `${file}.${process.pid}-${temporaryCount}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, {force: true});
    throw error;
  }
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

/** Reads a photo's header; throws with its path when the file is not a JPEG, PNG or WebP image. */
async function readMetadata(sitePath: string, original: Buffer | string): Promise<sharp.Metadata> {
  try {
    const metadata = await sharp(original).metadata();
    if (!['jpeg', 'png', 'webp'].includes(metadata.format ?? '')) throw new Error(`it is ${metadata.format ?? 'of no known format'}`);
    return metadata;
  } catch (error) {
    throw new Error(`static${sitePath}: not a readable JPEG, PNG or WebP image (${(error as Error).message})`);
  }
}

/** Reads the header of every photo under `staticDir/img`; throws naming the first that is not an image. */
export async function checkPhotos(staticDir: string): Promise<void> {
  await inPool(listPhotos(staticDir), 8, async (sitePath) => {
    await readMetadata(sitePath, fileOf(staticDir, sitePath));
  });
}

/** Makes the versions of one photo into `outDir`; throws with the path when the file is not an image. */
export async function makeVariants(sitePath: string, original: Buffer, outDir: string): Promise<PhotoEntry> {
  const metadata = await readMetadata(sitePath, original);
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
        await writeWhole(fileOf(outDir, variantPath(sitePath, named, format)), bytes);
        variants[variantPath(sitePath, named, format)] = bytes.length;
      }
    }
  }
  const share = await encode(pixels, SHARE_WIDTH, 'jpeg');
  await writeWhole(fileOf(outDir, sharePath(sitePath)), share);
  variants[sharePath(sitePath)] = share.length;
  return {hash: createHash('sha256').update(original).digest('hex'), bytes: original.length, width, height, variants};
}

/** The stamp of a photo when it was made with today's encoding and all its versions are there. */
async function currentStamp(outDir: string, sitePath: string, hash: string): Promise<PhotoEntry | undefined> {
  let stamp: Stamp;
  try {
    stamp = JSON.parse(await readFile(fileOf(outDir, stampPath(sitePath)), 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
  if (stamp.version !== STAMP_VERSION || stamp.hash !== hash) return undefined;
  if (!Object.keys(stamp.variants).every((variant) => existsSync(fileOf(outDir, variant)))) return undefined;
  return {hash: stamp.hash, bytes: stamp.bytes, width: stamp.width, height: stamp.height, variants: stamp.variants};
}

/**
 * Makes sure the versions of one photo, read from `originalFile`, are in
 * `outDir`: kept when the stamp matches the photo's bytes, made otherwise.
 * Throws with the photo's path when it cannot be read or decoded.
 */
export async function ensureVariants(sitePath: string, originalFile: string, outDir: string): Promise<{entry: PhotoEntry; made: boolean}> {
  const original = await readFile(originalFile);
  const hash = createHash('sha256').update(original).digest('hex');
  const kept = await currentStamp(outDir, sitePath, hash);
  if (kept !== undefined) return {entry: kept, made: false};
  const entry = await makeVariants(sitePath, original, outDir);
  await writeWhole(fileOf(outDir, stampPath(sitePath)), `${JSON.stringify({version: STAMP_VERSION, ...entry}, null, 1)}\n`);
  return {entry, made: true};
}

/** What a run over a folder of photos did, for a log line. */
export interface VariantRun {
  /** Site path of each photo → its entry. */
  readonly photos: Readonly<Record<string, PhotoEntry>>;
  readonly made: number;
  readonly kept: number;
  readonly removed: number;
  readonly milliseconds: number;
}

/**
 * Runs `work` over `items`, `limit` at a time (sharp uses threads of its own
 * too). Rejects with the first failure, once the items already started are
 * done.
 */
export async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: {error: unknown} | undefined;
  const worker = async (): Promise<void> => {
    while (next < items.length && failure === undefined) {
      const item = items[next];
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failure ??= {error};
      }
    }
  };
  // After a failure no new item starts, and the call returns only once the
  // items already started are done: nothing is still writing when it rejects.
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  if (failure !== undefined) throw failure.error;
}

/** Site paths of the stamps under `outDir`: the photos it holds versions of. */
function stampedPhotos(outDir: string): string[] {
  const root = path.join(outDir, 'img');
  if (!existsSync(root)) return [];
  return readdirSync(root, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => `/${path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`.slice(0, -'.json'.length))
    .filter((sitePath) => hasVariants(sitePath));
}

/**
 * Brings `outDir` up to date with the photos of `staticDir` (a site folder
 * with `img/` in it: static/ or a build): makes the versions of new and
 * changed photos, keeps the others, and deletes those of photos that are gone.
 */
export async function updateVariants(staticDir: string, outDir: string): Promise<VariantRun> {
  const started = Date.now();
  const photos: Record<string, PhotoEntry> = {};
  let made = 0;
  let kept = 0;
  const listed = listPhotos(staticDir);
  await inPool(listed, 2, async (sitePath) => {
    const result = await ensureVariants(sitePath, fileOf(staticDir, sitePath), outDir);
    photos[sitePath] = result.entry;
    if (result.made) made += 1;
    else kept += 1;
  });
  let removed = 0;
  const present = new Set(listed);
  for (const sitePath of stampedPhotos(outDir)) {
    if (present.has(sitePath)) continue;
    const stampFile = fileOf(outDir, stampPath(sitePath));
    try {
      const stamp = JSON.parse(await readFile(stampFile, 'utf8')) as Stamp;
      for (const variant of Object.keys(stamp.variants)) await rm(fileOf(outDir, variant), {force: true});
    } catch {
      // An unreadable stamp: its versions stay; the stamp goes.
    }
    await rm(stampFile, {force: true});
    removed += 1;
  }
  // The single manifest of earlier releases.
  await rm(path.join(outDir, 'manifest.json'), {force: true});
  const sorted = Object.fromEntries(Object.entries(photos).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {photos: sorted, made, kept, removed, milliseconds: Date.now() - started};
}
