/**
 * A conference photo gallery: four columns on wide screens, two on phones,
 * thumbnails that load only when scrolled near (and only once their tab is
 * shown), each a button that opens the full-size photo in a lightbox.
 *
 *   <Gallery photos={facts.photos} title="NCAI 2024" />
 *
 * The photo paths are listed in the page's data file (one list for all three
 * languages); `title` names the gallery and the viewer in the page's language.
 *
 * The lightbox (react-photo-view) is loaded on the first open, so its script
 * costs nothing to visitors who only look at the thumbnails; many of them pay
 * for every megabyte of mobile data. (Its few rules of CSS still ship in the
 * site stylesheet: Docusaurus puts all CSS into one file.)
 */
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {formatNumber} from '@site/src/lib/format';
import {useLang} from '@site/src/lib/api/useLang';
import Picture from '@site/src/components/Picture';
import {SLOT_SIZES} from '@site/content/image-variants';
import styles from './styles.module.css';

const Lightbox = lazy(() => import('./Lightbox'));

/** Props of {@link Gallery}. */
export interface GalleryProps {
  /** Root-relative paths of the photos, in the order shown. */
  readonly photos: readonly string[];
  /** What the photos show (the conference's name), for accessible names. */
  readonly title: string;
  /** Intrinsic size of the images, reserving their space before they load. */
  readonly width?: number;
  readonly height?: number;
}

/** Shown while the lightbox's script arrives, so a click never seems to do nothing. */
function Opening(): ReactNode {
  return (
    <p className={styles.opening} role="status">
      {translate({
        id: 'conference.lightbox.loading',
        message: 'Opening the photo viewer…',
        description: 'Shown for a moment while the full-size photo viewer loads',
      })}
    </p>
  );
}

/** The thumbnail grid and, once a thumbnail is chosen, the lightbox. */
export default function Gallery({photos, title, width = 800, height = 450}: GalleryProps): ReactNode {
  const locale = useLang();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  // The thumbnail that opened the viewer. Focus goes back to it on close
  // even in browsers that don't focus a button on click (Safari).
  const opener = useRef<number | null>(null);
  const count = formatNumber(photos.length, locale);

  useEffect(() => {
    if (openIndex === null && opener.current !== null) {
      thumbnails.current[opener.current]?.focus();
      opener.current = null;
    }
  }, [openIndex]);

  function open(index: number): void {
    opener.current = index;
    setOpenIndex(index);
  }

  return (
    <>
      <ul
        className={styles.grid}
        aria-label={translate(
          {
            id: 'conference.gallery.ariaLabel',
            message: 'Photos: {title}',
            description: 'Accessible name of a conference photo gallery; {title} is the conference name',
          },
          {title},
        )}
      >
        {photos.map((src, index) => (
          <li key={src} className={styles.item}>
            <button
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              className={styles.thumbnail}
              onClick={() => open(index)}
              aria-label={translate(
                {
                  id: 'conference.gallery.open.ariaLabel',
                  message: 'Open photo {index} of {count} at full size',
                  description: 'Accessible name of a gallery thumbnail button',
                },
                {index: formatNumber(index + 1, locale), count},
              )}
            >
              <Picture src={src} sizes={SLOT_SIZES.thumbnail} alt="" width={width} height={height} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <Suspense fallback={<Opening />}>
          <Lightbox
            images={photos}
            width={width}
            height={height}
            title={title}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}
