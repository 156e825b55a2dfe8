/**
 * Loads the Swiper carousel only when its section comes near the viewport.
 *
 * Until then (and during the static build, and without JavaScript) the same
 * slides show as a row that scrolls sideways, so the content and its links
 * are in the HTML from the start: search indexing and slow connections get
 * everything, and the home page's first load carries no Swiper code or CSS.
 */
import {Suspense, lazy, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import type {CarouselProps} from '../Carousel/carouselTypes';
import styles from './styles.module.css';

const Carousel = lazy(() => import('../Carousel'));

/** How far below the viewport loading starts, so the carousel is ready when seen. */
const PRELOAD_MARGIN = '400px 0px';

/** True once the element has come within {@link PRELOAD_MARGIN} of the viewport. */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) {
      return undefined;
    }
    if (typeof IntersectionObserver !== 'function') {
      setIsNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: PRELOAD_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}

/** The slides as a plain, sideways-scrolling list: the carousel before Swiper arrives. */
export function StaticSlides({label, slides, slideClassName, className}: CarouselProps): ReactNode {
  return (
    // Focusable so keyboard users can scroll the row when its slides hold no
    // links (the facts cards): WCAG 2.1.1, axe's scrollable-region-focusable.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable list needs a tab stop (axe scrollable-region-focusable)
    <ul className={clsx(styles.track, className)} aria-label={label} tabIndex={0}>
      {slides.map((slide) => (
        <li key={slide.key} className={clsx(styles.slide, slideClassName)}>
          {slide.content}
        </li>
      ))}
    </ul>
  );
}

/** The carousel, swapped in for the static row once the section is near. */
export default function LazyCarousel(props: CarouselProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  const fallback = <StaticSlides {...props} />;
  return (
    <div ref={ref}>
      {isNear ? (
        <Suspense fallback={fallback}>
          <Carousel {...props} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
