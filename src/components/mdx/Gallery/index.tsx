/**
 * A grid of photos, each with its alternative text and an optional caption
 * (the sustainability page shows five, spec 2 §9). Photos load lazily, since
 * a gallery is rarely the first thing on a page.
 *
 *   <Gallery images={[{src: '/img/about/sustainability/solar.webp', alt: 'Solar panels on the library roof', caption: 'Solar power since 2023'}]} />
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** A photo of the gallery. */
export interface GalleryImage {
  readonly src: string;
  /** What the photo shows. */
  readonly alt: string;
  /** Visible caption under the photo. */
  readonly caption?: string;
}

/** Props of {@link Gallery}. */
export interface GalleryProps {
  readonly images: readonly GalleryImage[];
  /** Intrinsic size of each file (generated photos are 800×450). */
  readonly width?: number;
  readonly height?: number;
}

/** The photos as a list of figures in a responsive grid. */
export default function Gallery({images, width = 800, height = 450}: GalleryProps): ReactNode {
  return (
    <ul className={styles.gallery}>
      {images.map((image) => (
        <li key={image.src} className={styles.item}>
          <figure className={styles.figure}>
            <img
              className={styles.image}
              src={image.src}
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
