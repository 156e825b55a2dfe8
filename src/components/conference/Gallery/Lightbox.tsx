/**
 * The full-size photo viewer of {@link ../index.tsx Gallery}: react-photo-view's
 * slider (swipe, pinch zoom, pull down to close, Left/Right keys) inside our
 * own native modal `<dialog>` (src/lib/hooks/useModalDialog.ts), which adds what
 * the slider lacks: a name, real buttons for Close, Previous and Next, a
 * spoken "Image 3 of 21", a page behind that is inert while it is open, focus
 * on Close and given back to the thumbnail afterwards, and Escape.
 *
 * This module is imported lazily (React.lazy in the gallery), so the slider's
 * script is fetched on the first open only.
 */
import {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {PhotoSlider} from 'react-photo-view';
import 'react-photo-view/dist/react-photo-view.css';
import {translate} from '@docusaurus/Translate';
import {formatNumber} from '@site/src/lib/format';
import {hasVariants, VARIANT_WIDTHS, variantPath} from '@site/content/image-variants';
import {useLang} from '@site/src/lib/api/useLang';
import {useModalDialog} from '@site/src/lib/hooks/useModalDialog';
import styles from './styles.module.css';

/** Props of {@link Lightbox}. */

const LARGEST_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
export interface LightboxProps {
  readonly images: readonly string[];
  readonly width: number;
  readonly height: number;
  /** Name of the dialog (the conference). */
  readonly title: string;
  readonly index: number;
  readonly onIndexChange: (index: number) => void;
  readonly onClose: () => void;
}

function Chevron({pointsTo}: {readonly pointsTo: 'left' | 'right'}): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={pointsTo === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The modal photo viewer, rendered into document.body, outside the article's styles and its tab panel. */
export default function Lightbox({images, width, height, title, index, onIndexChange, onClose}: LightboxProps): ReactNode {
  const locale = useLang();
  const titleId = useId();
  const counterId = useId();
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const closeRef = useRef<HTMLButtonElement | null>(null);
  // The slider renders through its own portal; giving it an element of our
  // dialog keeps it inside the dialog, in the top layer and out of the inert page.
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const count = images.length;

  // Open for as long as it is mounted: the gallery unmounts it to close it.
  useModalDialog(dialogRef, true, {onClose, initialFocus: closeRef});

  // The slider marks its own element role="dialog" (unnamed); inside our
  // named dialog that would announce a second, empty dialog. It adds the
  // element after its own state update, hence an observer rather than an effect.
  useEffect(() => {
    if (!stage) {
      return undefined;
    }
    const demote = () => {
      stage.querySelectorAll('[role="dialog"]').forEach((element) => {
        element.setAttribute('role', 'presentation');
      });
    };
    demote();
    const observer = new MutationObserver(demote);
    observer.observe(stage, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [stage]);

  // The viewer shows a photo as large as the screen: its widest version, not
  // the original, which may be a phone's 4 MB file (content/image-variants.ts).
  const items = useMemo(
    () => images.map((src) => ({key: src, src: hasVariants(src) ? variantPath(src, LARGEST_WIDTH, 'webp') : src, width, height})),
    [images, width, height],
  );
  const go = (step: number) => onIndexChange((index + step + count) % count);

  const previousLabel = translate({
    id: 'conference.lightbox.previous',
    message: 'Previous photo',
    description: 'Button of the full-size photo viewer that shows the previous photo',
  });
  const nextLabel = translate({
    id: 'conference.lightbox.next',
    message: 'Next photo',
    description: 'Button of the full-size photo viewer that shows the next photo',
  });

  return createPortal(
    <dialog ref={dialogRef} aria-labelledby={`${titleId} ${counterId}`} className={styles.lightbox}>
      <div ref={setStage} className={styles.stage} />
      <div className={styles.bar}>
        <p id={titleId} className={styles.barTitle}>
          {title}
        </p>
        <p id={counterId} className={styles.counter} aria-live="polite">
          {translate(
            {
              id: 'conference.lightbox.counter',
              message: 'Image {index} of {count}',
              description: 'Position of the photo shown in the full-size viewer, e.g. "Image 3 of 21"',
            },
            {index: formatNumber(index + 1, locale), count: formatNumber(count, locale)},
          )}
        </p>
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          {translate({
            id: 'conference.lightbox.close',
            message: 'Close',
            description: 'Button that closes the full-size photo viewer (Escape does the same)',
          })}
        </button>
      </div>
      {count > 1 && (
        <>
          {/* The slider lays photos out left to right in every language and
              its arrow keys follow that, so these buttons do too. */}
          <button type="button" className={`${styles.arrow} ${styles.arrowPrevious}`} onClick={() => go(-1)} aria-label={previousLabel}>
            <Chevron pointsTo="left" />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.arrowNext}`} onClick={() => go(1)} aria-label={nextLabel}>
            <Chevron pointsTo="right" />
          </button>
        </>
      )}
      {stage && (
        <PhotoSlider
          images={items}
          visible
          index={index}
          onIndexChange={onIndexChange}
          onClose={onClose}
          bannerVisible={false}
          portalContainer={stage}
          maskOpacity={0.92}
        />
      )}
    </dialog>,
    document.body,
  );
}
