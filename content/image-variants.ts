/**
 * The small versions ("variants") of a photo, and how a page names them.
 *
 * Editors put photos of any size under static/img/ (JPEG, PNG or WebP) and the
 * data names them by their site path (`/img/news/library.jpg`). The build
 * (plugins/responsive-images) writes, for every such file, an AVIF and a WebP
 * version at each of {@link VARIANT_WIDTHS} beside it in the build output:
 *
 *   /img/news/library.jpg  →  /img/news/library.jpg.400w.avif, ….800w.avif, ….1200w.avif
 *                             /img/news/library.jpg.400w.webp, ….800w.webp, ….1200w.webp
 *                             /img/news/library.jpg.share.jpg (for link previews)
 *
 * The name follows from the path alone, so a page builds its `srcset` from
 * the path the API gives, in the build and in the browser, without a list
 * of files. A version is never wider than its original: a photo 800 pixels
 * wide has an 800-pixel file under the `1200w` name too (the browser then
 * shows it as it would show the original). Every raster file of static/img
 * has its versions, so any path the data can name has them.
 *
 * The API keeps answering the path as the data file gives it; only pages
 * turn it into a `<picture>`. Shared by the pages (src/components/Picture),
 * the server (the preload in a detail page's head) and the build.
 */

/**
 * The width of the version link previews fetch (Facebook, WhatsApp,
 * Telegram, X read `og:image`): the width they recommend, in JPEG, the one
 * format all of them show. An editor's 4 MB phone photo would otherwise be
 * fetched whole by every preview, and some apps give up on large files and
 * show none.
 */
export const SHARE_WIDTH = 1200;

/** The site path of a photo's share version: `/img/a.jpg` → `/img/a.jpg.share.jpg`. */
export function sharePath(src: string): string {
  return `${src}.share.jpg`;
}

/** The picture a link preview fetches for `src`: its share version when it has versions, else `src` itself. */
export function shareImage(src: string): string {
  return hasVariants(src) ? sharePath(src) : src;
}

/** The widths, in pixels, of the versions of every photo. */
export const VARIANT_WIDTHS = [400, 800, 1200] as const;

/** The formats of the versions, best first (the order of a `<picture>`'s sources). */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The MIME type of each format, for `<source type>` and `<link rel=preload type>`. */
export const VARIANT_TYPES: Readonly<Record<VariantFormat, string>> = {avif: 'image/avif', webp: 'image/webp'};

/** A raster photo under /img/ that has versions (not SVG, not a version itself, not another site's). */
const RESIZABLE = /^\/img\/[^?#]+\.(jpe?g|png|webp)$/i;

/** True when `src` is a photo of the site that has versions. */
export function hasVariants(src: string | undefined | null): src is string {
  return typeof src === 'string' && RESIZABLE.test(src) && !src.split('/').includes('..');
}

/** The site path of one version: `/img/a.jpg` at 800 in AVIF is `/img/a.jpg.800w.avif`. */
export function variantPath(src: string, width: number, format: VariantFormat): string {
  return `${src}.${width}w.${format}`;
}

/** A version's site path read back: the photo it is made from, and which version it is. */
export type VariantName =
  | {readonly src: string; readonly kind: 'page'; readonly width: number; readonly format: VariantFormat}
  | {readonly src: string; readonly kind: 'share'};

const VARIANT_NAME = /^(.+)\.(?:(\d+)w\.(avif|webp)|share\.jpg)$/;

/**
 * The photo and version a path names (`/img/a.jpg.800w.avif`, `/img/a.jpg.share.jpg`),
 * or undefined for any other path: only the widths and formats above, of a photo that has versions.
 */
export function parseVariantPath(sitePath: string): VariantName | undefined {
  const match = VARIANT_NAME.exec(sitePath);
  if (match === null || !hasVariants(match[1])) return undefined;
  const [, src, width, format] = match;
  if (width === undefined) return {src, kind: 'share'};
  const named = Number(width);
  if (!(VARIANT_WIDTHS as readonly number[]).includes(named) || String(named) !== width) return undefined;
  return {src, kind: 'page', width: named, format: format as VariantFormat};
}

/** The `srcset` of one format: every width, named by its width descriptor. */
export function variantSrcSet(src: string, format: VariantFormat): string {
  return VARIANT_WIDTHS.map((width) => `${variantPath(src, width, format)} ${width}w`).join(', ');
}

/** Everything a `<picture>` needs for a photo path, or undefined for one without versions. */
export interface PictureSources {
  /** The `<source>`s, best format first. */
  readonly sources: ReadonlyArray<{readonly type: string; readonly srcSet: string}>;
  /** The `<img>`'s own `srcset` (WebP), for browsers that skip the sources. */
  readonly imgSrcSet: string;
}

/** The sources of a photo's `<picture>`; undefined when the path has no versions (SVG, another host). */
export function pictureSources(src: string): PictureSources | undefined {
  if (!hasVariants(src)) return undefined;
  return {
    sources: [{type: VARIANT_TYPES.avif, srcSet: variantSrcSet(src, 'avif')}],
    imgSrcSet: variantSrcSet(src, 'webp'),
  };
}

/**
 * The `sizes` of each place a photo is shown: how wide it is drawn, in CSS
 * pixels, by viewport. They follow the layouts' CSS (the card grids' columns,
 * the article's 50rem) and err on the wide side; the browser takes the
 * smallest version at least that wide times its pixel density.
 */
export const SLOT_SIZES = {
  /** A news or event card in a list or on the home page (src/components/NewsEventCard). */
  card: '(max-width: 40rem) 100vw, (max-width: 62rem) 50vw, 24rem',
  /** The picture of a news article or event (src/pages/news/_components/NewsEventArticle), 50rem at most. */
  article: '(max-width: 50rem) 100vw, 50rem',
  /** A program's card image. */
  programCard: '(max-width: 40rem) 100vw, (max-width: 62rem) 50vw, 24rem',
  /** Portraits: lecturer (240 px) and employee (up to 400 px) photos. */
  portrait: '15rem',
  employee: '(max-width: 30rem) 100vw, 25rem',
  /** A conference banner and content-page heroes, the width of the page. */
  banner: '100vw',
  /** Gallery thumbnails, four to a row on wide screens, two on phones. */
  thumbnail: '(max-width: 40rem) 50vw, 18rem',
} as const;

/** The attributes of a `<link rel=preload as=image>` that fetches what a photo's `<picture>` will show. */
export interface ImagePreload {
  readonly href: string;
  /** Set for a photo with versions: the browser picks from it as the `<picture>` does. */
  readonly imagesrcset?: string;
  readonly imagesizes?: string;
  /** The AVIF source's type: a browser without AVIF skips the preload rather than fetch what it would not show. */
  readonly type?: string;
}

/** The preload of a photo drawn at `sizes`; a path without versions is preloaded as it is. */
export function imagePreload(src: string, sizes: string): ImagePreload {
  if (!hasVariants(src)) return {href: src};
  return {href: src, imagesrcset: variantSrcSet(src, 'avif'), imagesizes: sizes, type: VARIANT_TYPES.avif};
}
