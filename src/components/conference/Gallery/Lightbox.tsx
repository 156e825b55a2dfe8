/**
 * The full-size photo viewer of {@link ../index.tsx Gallery}: react-photo-view's
 * slider (swipe, pinch zoom, pull down to close, Left/Right keys) inside our
 * own modal dialog, which adds what the slider lacks: a name, real buttons
 * for Close, Previous and Next, a spoken "Image 3 of 21", focus kept inside
 * while open and given back to the thumbnail afterwards, and Escape.
 *
 * This module is imported lazily (React.lazy in the gallery), so the slider's
 * script is fetched on the first open only.
 */
import {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {PhotoSlider} from 'react-photo-view';
import 'react-photo-view/dist/react-photo-view.css';
import {translate} from '@docusaurus/Translate';
import {localDigits} from '@site/src/data/conferences/format';
import {useFocusTrap} from '@site/src/frame/useFocusTrap';
import {usePageLocale} from '../usePageLocale';
import styles from './styles.module.css';

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

/** The modal photo viewer, rendered into document.body. */
export default function Lightbox({
  images,
  width,
  height,
  title,
  index,
  onIndexChange,
  onClose,
}: LightboxProps): ReactNode {
  const locale = usePageLocale();
  const titleId = useId();
  const counterId = useId();
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const closeRef = useRef<HTMLButtonElement | null>(null);
  // The slider renders through its own portal; giving it an element of our
  // dialog keeps it inside the dialog (and inside the focus trap's reach).
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const count = images.length;

  // The page behind the viewer is out of reach while it is open, for screen
  // readers that ignore aria-modal too. Declared before the focus trap so
  // that on close the page is live again before focus returns to it (React
  // runs a component's effect clean-ups in the order they were declared).
  useEffect(() => {
    const page = document.getElementById('__docusaurus');
    if (!page || page.hasAttribute('inert')) {
      return undefined;
    }
    page.setAttribute('inert', '');
    return () => page.removeAttribute('inert');
  }, []);

  useFocusTrap(dialogRef, true, {onEscape: onClose, initialFocus: closeRef});

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

  const items = useMemo(() => images.map((src) => ({key: src, src, width, height})), [images, width, height]);
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
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${titleId} ${counterId}`}
      className={styles.lightbox}
    >
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
            {index: localDigits(index + 1, locale), count: localDigits(count, locale)},
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
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowPrevious}`}
            onClick={() => go(-1)}
            aria-label={previousLabel}
          >
            <Chevron pointsTo="left" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowNext}`}
            onClick={() => go(1)}
            aria-label={nextLabel}
          >
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
    </div>,
    document.body,
  );
}
