/**
 * How a page names a photo's versions: the names the server makes
 * (server/src/photos/variants.ts) and the pages ask for must be the same.
 */
import {
  SLOT_SIZES,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  hasVariants,
  imagePreload,
  parseVariantPath,
  pictureSources,
  sharePath,
  variantPath,
  variantSrcSet,
} from './image-variants';

describe('hasVariants', () => {
  it('holds for JPEG, PNG and WebP photos under /img/, in either case', () => {
    for (const src of ['/img/news/a.jpg', '/img/news/a.JPEG', '/img/a/b/c.png', '/img/x.webp']) expect(hasVariants(src)).toBe(true);
  });

  it('does not hold for SVG, other folders, other hosts, versions themselves or paths that climb out', () => {
    for (const src of [
      '/img/logo.svg',
      '/files/a.pdf',
      'https://cdn.example/img/a.jpg',
      '/img/a.jpg.800w.avif',
      '/img/../a.jpg',
      '',
      undefined,
      null,
    ]) {
      expect(hasVariants(src)).toBe(false);
    }
  });
});

describe('names', () => {
  it('puts the width and the format after the original name', () => {
    expect(variantPath('/img/news/a.jpg', 800, 'avif')).toBe('/img/news/a.jpg.800w.avif');
  });

  it('lists every width in a srcset, narrowest first', () => {
    expect(variantSrcSet('/img/a.png', 'webp')).toBe(VARIANT_WIDTHS.map((w) => `/img/a.png.${w}w.webp ${w}w`).join(', '));
  });

  it('offers AVIF as the source and WebP on the img; nothing for a path without versions', () => {
    expect(pictureSources('/img/a.jpg')).toEqual({
      sources: [{type: 'image/avif', srcSet: variantSrcSet('/img/a.jpg', 'avif')}],
      imgSrcSet: variantSrcSet('/img/a.jpg', 'webp'),
    });
    expect(pictureSources('/img/logo.svg')).toBeUndefined();
  });

  it('preloads the AVIF versions with the slot the page draws, or the path itself', () => {
    expect(imagePreload('/img/a.jpg', SLOT_SIZES.article)).toEqual({
      href: '/img/a.jpg',
      imagesrcset: variantSrcSet('/img/a.jpg', 'avif'),
      imagesizes: SLOT_SIZES.article,
      type: 'image/avif',
    });
    expect(imagePreload('/img/logo.svg', SLOT_SIZES.article)).toEqual({href: '/img/logo.svg'});
  });
});

describe('parseVariantPath', () => {
  it('reads back every name a page asks for', () => {
    for (const width of VARIANT_WIDTHS) {
      for (const format of VARIANT_FORMATS) {
        expect(parseVariantPath(variantPath('/img/news/a.jpg', width, format))).toEqual({src: '/img/news/a.jpg', kind: 'page', width, format});
      }
    }
    expect(parseVariantPath(sharePath('/img/people/b.PNG'))).toEqual({src: '/img/people/b.PNG', kind: 'share'});
  });

  it('refuses other widths, formats, photos without versions and the photos themselves', () => {
    const other = Math.max(...VARIANT_WIDTHS) + 1;
    for (const sitePath of [
      `/img/news/a.jpg.${other}w.avif`,
      '/img/news/a.jpg.0800w.avif',
      '/img/news/a.jpg.800w.png',
      '/img/logo.svg.800w.avif',
      '/files/a.jpg.800w.avif',
      '/img/../a.jpg.800w.avif',
      '/img/news/a.jpg',
      '/img/news/a.jpg.json',
    ]) {
      expect(parseVariantPath(sitePath)).toBeUndefined();
    }
  });
});
