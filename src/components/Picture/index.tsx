/**
 * A photo of the site as a `<picture>`: AVIF and WebP versions at several
 * widths (content/image-variants.ts names them, plugins/responsive-images
 * makes them at build time), of which the browser takes the smallest that is
 * sharp for the place the photo fills (`sizes`) on its screen. The `<img>`
 * keeps the photo's own path as `src` (what the data names) and carries
 * `width` and `height`, so the page keeps the photo's room before it loads.
 * A path without versions (an SVG, another host) is a plain `<img>`.
 */
import type {ImgHTMLAttributes, ReactNode} from 'react';
import {pictureSources} from '@site/content/image-variants';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  readonly src: string;
  /** How wide the photo is drawn, by viewport (content/image-variants.ts SLOT_SIZES). */
  readonly sizes: string;
  /** The room the photo takes (its aspect ratio, with the CSS's `object-fit`). */
  readonly width: number;
  readonly height: number;
  /** The alt text is required: empty when the text beside says the same. */
  readonly alt: string;
}

export default function Picture({src, sizes, width, height, alt, ...rest}: PictureProps): ReactNode {
  const picture = pictureSources(src);
  if (!picture) return <img {...rest} alt={alt} width={width} height={height} src={src} />;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {/* `loading`, `sizes` and `srcset` before `src`: a browser that starts fetching on `src` has already chosen then. */}
      <img {...rest} alt={alt} width={width} height={height} sizes={sizes} srcSet={picture.imgSrcSet} src={src} />
    </picture>
  );
}
