/**
 * The banner at the top of a content page: a wide image with the page's
 * title on a solid panel over its lower edge (below it on narrow screens).
 *
 * The title is the page's own `# heading`, written inside the hero, so the
 * page keeps exactly one h1 and Docusaurus does not add its own:
 *
 *   <Hero image="/img/about/history-hero.webp" alt="The first campus building">
 *
 *   # Our history
 *
 *   </Hero>
 *
 * A `title` prop renders an h1 instead, for pages whose front matter sets
 * `hide_title: true`. The image is above the fold, so it loads eagerly and
 * first (fetchpriority high); its width and height keep the layout stable.
 * Image paths are site-root paths, as everywhere on the site: every locale
 * shares one copy of each file (and one browser cache entry).
 */
import type {ReactNode} from 'react';
import Picture from '@site/src/components/Picture';
import {SLOT_SIZES} from '@site/content/image-variants';
import styles from './styles.module.css';

/** Props of {@link Hero}. */
export interface HeroProps {
  /** Site path of the image, e.g. `/img/about/founder-hero.webp`. */
  readonly image: string;
  /** What the image shows; `""` when it is decoration only. */
  readonly alt: string;
  /** The page title, when it is not given as a `# heading` child. */
  readonly title?: string;
  /** Intrinsic size of the image file (generated heroes are 1600×900). */
  readonly width?: number;
  readonly height?: number;
  /** The page's `# heading`, optionally followed by a short lead sentence. */
  readonly children?: ReactNode;
}

/** A page banner: image plus the page title. */
export default function Hero({image, alt, title, width = 1600, height = 900, children}: HeroProps): ReactNode {
  const hasCaption = Boolean(title) || children !== undefined;
  return (
    <div className={styles.hero}>
      <Picture
        className={styles.image}
        src={image}
        sizes={SLOT_SIZES.banner}
        alt={alt}
        width={width}
        height={height}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      {hasCaption && (
        <div className={styles.caption}>
          {title && <h1>{title}</h1>}
          {children}
        </div>
      )}
    </div>
  );
}
