/**
 * A grid of photos, each with its alternative text and an optional caption
 * (the sustainability page shows five). Photos load lazily, since
 * photos are rarely the first thing on a page. (A conference page's gallery,
 * which opens each photo in a viewer, is src/components/conference/Gallery.)
 *
 *   <PhotoGrid images={[{src: '/img/about/sustainability/solar.webp', alt: 'Solar panels on the library roof', caption: 'Solar power since 2023'}]} />
 */
import type {ReactNode} from 'react';
import Picture from '@site/src/components/Picture';
import {SLOT_SIZES} from '@site/content/image-variants';
import styles from './styles.module.css';

/** A photo of the grid. */
export interface PhotoGridImage {
  readonly src: string;
  /** What the photo shows. */
  readonly alt: string;
  /** Visible caption under the photo. */
  readonly caption?: string;
}

/** Props of {@link PhotoGrid}. */
export interface PhotoGridProps {
  readonly images: readonly PhotoGridImage[];
  /** Intrinsic size of each file (generated photos are 800×450). */
  readonly width?: number;
  readonly height?: number;
}

/** The photos as a list of figures in a responsive grid. */
export default function PhotoGrid({images, width = 800, height = 450}: PhotoGridProps): ReactNode {
  return (
    <ul className={styles.grid}>
      {images.map((image) => (
        <li key={image.src} className={styles.item}>
          <figure className={styles.figure}>
            <Picture
              className={styles.image}
              src={image.src}
              sizes={SLOT_SIZES.thumbnail}
              alt={image.alt}
              width={width}
              height={height}
              loading="lazy"
              decoding="async"
            />
            {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
