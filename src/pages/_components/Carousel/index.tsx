/**
 * The home page's autoplaying carousel, on Swiper with only the Autoplay and
 * A11y modules. This module is loaded lazily (see LazyCarousel): Swiper's
 * script is not part of the home page's first load. Swiper's stylesheet is
 * not imported at all: Docusaurus merges every imported stylesheet into the
 * one file each page loads first, so the few layout rules these carousels
 * need are in its styles.module.css instead.
 *
 * Accessibility (WCAG 2.2.2): a pause/play button; no autoplay
 * under prefers-reduced-motion until the visitor presses play; autoplay also
 * holds while the pointer is over the carousel or focus is inside it, so a
 * keyboard user is never moved away from the slide they are on.
 */
import {useEffect, useRef, useState, type FocusEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {Swiper, SwiperSlide} from 'swiper/react';
import {A11y, Autoplay} from 'swiper/modules';
import type {Swiper as SwiperInstance} from 'swiper/types';
import {usePrefersReducedMotion} from '@site/src/lib/hooks/usePrefersReducedMotion';
import type {CarouselProps} from './carouselTypes';
import {useDirection} from '@site/src/lib/hooks/useDirection';
import styles from './styles.module.css';

function ControlIcon({kind}: {readonly kind: 'play' | 'pause' | 'previous' | 'next'}): ReactNode {
  const paths = {
    play: <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />,
    pause: <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />,
    previous: <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />,
    next: <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />,
  };
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {paths[kind]}
    </svg>
  );
}

/** A Swiper carousel with previous, next and pause/play controls. */
export default function Carousel({label, slides, settings, slideClassName, className}: CarouselProps): ReactNode {
  const direction = useDirection();
  const prefersReducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  // Set when the visitor pressed pause: hovering or focusing away must not restart it.
  const pausedByVisitor = useRef(false);

  useEffect(() => {
    if (!swiper) {
      return;
    }
    const reduced = prefersReducedMotion || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced || pausedByVisitor.current) {
      swiper.autoplay.stop();
      pausedByVisitor.current = true;
    } else {
      swiper.autoplay.start();
    }
    setIsPlaying(swiper.autoplay.running);
  }, [swiper, prefersReducedMotion]);

  const handleToggle = () => {
    if (!swiper) {
      return;
    }
    if (swiper.autoplay.running) {
      pausedByVisitor.current = true;
      swiper.autoplay.stop();
    } else {
      pausedByVisitor.current = false;
      swiper.autoplay.start();
    }
    setIsPlaying(swiper.autoplay.running);
  };

  // Hold autoplay while focus is inside, so the slide a keyboard user is on stays put.
  const handleFocus = () => {
    if (swiper?.autoplay.running) {
      swiper.autoplay.pause();
    }
  };
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (swiper?.autoplay.running && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      swiper.autoplay.resume();
    }
  };

  const toggleLabel = isPlaying
    ? translate({id: 'carousel.pause', message: 'Pause the carousel', description: 'Button that stops a home carousel from moving by itself'})
    : translate({id: 'carousel.play', message: 'Play the carousel', description: 'Button that lets a home carousel move by itself'});
  const previousLabel = translate({
    id: 'carousel.previous',
    message: 'Previous slide',
    description: 'Button that shows the previous slide of a carousel',
  });
  const nextLabel = translate({id: 'carousel.next', message: 'Next slide', description: 'Button that shows the next slide of a carousel'});

  return (
    <div className={clsx(styles.carousel, className)} onFocus={handleFocus} onBlur={handleBlur}>
      <Swiper
        modules={[A11y, Autoplay]}
        dir={direction}
        loop
        speed={prefersReducedMotion ? 0 : settings.speed}
        slidesPerView={settings.slidesPerView}
        spaceBetween={settings.spaceBetween}
        breakpoints={settings.breakpoints}
        autoplay={{delay: settings.delay, disableOnInteraction: false, pauseOnMouseEnter: true}}
        a11y={{
          containerMessage: label,
          containerRoleDescriptionMessage: translate({
            id: 'carousel.roleDescription',
            message: 'carousel',
            description: 'Screen readers say this word for what a carousel is',
          }),
          itemRoleDescriptionMessage: translate({
            id: 'carousel.slideRoleDescription',
            message: 'slide',
            description: 'Screen readers say this word for what a carousel slide is',
          }),
          slideLabelMessage: translate(
            {id: 'carousel.slideLabel', message: '{index} of {count}', description: 'Screen-reader label of a slide: its position in the carousel'},
            // Swiper fills in its own {{index}} and {{slidesLength}} placeholders.
            {index: '{{index}}', count: '{{slidesLength}}'},
          ),
        }}
        onSwiper={setSwiper}
        onAutoplayStart={() => setIsPlaying(true)}
        onAutoplayStop={() => setIsPlaying(false)}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className={slideClassName}>
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => swiper?.slidePrev()} aria-label={previousLabel} title={previousLabel}>
          {/* Previous points to the start of the line: left in English, right in Dari and Pashto. */}
          <ControlIcon kind={direction === 'rtl' ? 'next' : 'previous'} />
        </button>
        <button type="button" className={styles.control} onClick={handleToggle} aria-label={toggleLabel} title={toggleLabel}>
          <ControlIcon kind={isPlaying ? 'pause' : 'play'} />
        </button>
        <button type="button" className={styles.control} onClick={() => swiper?.slideNext()} aria-label={nextLabel} title={nextLabel}>
          <ControlIcon kind={direction === 'rtl' ? 'previous' : 'next'} />
        </button>
      </div>
    </div>
  );
}
