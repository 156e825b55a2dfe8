/** The photo of a news or event box, sized so the page doesn't jump as it loads. */
import type {ReactNode} from 'react';
import Picture from '@site/src/components/Picture';
import {SLOT_SIZES} from '@site/content/image-variants';
import styles from './styles.module.css';

/** The room of a card's photo (16:9; the CSS crops other shapes to it). */
const PHOTO_WIDTH = 800;
const PHOTO_HEIGHT = 450;

/** How a card's photo loads: eagerly for the first visible one, lazily below the fold. */
export type ImageLoading = 'eager' | 'lazy';

export interface PhotoProps {
  readonly src: string;
  readonly loading: ImageLoading;
}

/**
 * A card photo. Its alt text is empty: the title right beside it says what
 * the box is about, and a screen reader would only hear it twice.
 */
export default function Photo({src, loading}: PhotoProps): ReactNode {
  if (!src) {
    return <div className={styles.photoPlaceholder} aria-hidden="true" />;
  }
  return (
    <Picture
      className={styles.photo}
      src={src}
      sizes={SLOT_SIZES.card}
      alt=""
      width={PHOTO_WIDTH}
      height={PHOTO_HEIGHT}
      loading={loading}
      decoding="async"
      // The first photo of a list is usually the largest paint of the page.
      fetchPriority={loading === 'eager' ? 'high' : undefined}
    />
  );
}
