/**
 * The banner at the top of a conference page: its picture and, under it, the
 * facts a visitor looks for first (date, venue, mode), written in the page as
 * a Markdown list of `**Term:** detail` items:
 *
 *   <ConferenceBanner image={facts.banner}>
 *
 *   - **Date:** <LongDate date={facts.dates.conference} weekday />
 *   - **Venue:** Main hall, main campus, Kabul
 *
 *   </ConferenceBanner>
 *
 * The picture is above the fold, so it loads eagerly and with priority; its
 * width and height reserve the space before it arrives.
 */
import type {ReactNode} from 'react';
import Picture from '@site/src/components/Picture';
import {SLOT_SIZES} from '@site/content/image-variants';
import styles from './styles.module.css';

/** Props of {@link ConferenceBanner}. */
export interface ConferenceBannerProps {
  /** Root-relative path of the picture. */
  readonly image: string;
  /** Intrinsic size of the picture (generated banners are 800×450). */
  readonly width?: number;
  readonly height?: number;
  /** The key facts, a Markdown list. */
  readonly children?: ReactNode;
}

/** The banner picture and the conference's key facts. */
export default function ConferenceBanner({image, width = 800, height = 450, children}: ConferenceBannerProps): ReactNode {
  return (
    <div className={styles.banner}>
      <Picture
        src={image}
        sizes={SLOT_SIZES.banner}
        // Decorative: the page's title, right above, names the conference.
        alt=""
        width={width}
        height={height}
        className={styles.image}
        decoding="async"
        fetchPriority="high"
      />
      {children && <div className={styles.facts}>{children}</div>}
    </div>
  );
}
