/**
 * Types shared by the lazily loaded carousel and the sections that use it,
 * kept apart so that importing them never pulls Swiper into the first load.
 */
import type {ReactNode} from 'react';

/** Slides per view: a number, or 'auto' to let each slide's CSS width decide. */
export type SlidesPerView = number | 'auto';

/** One carousel's timing and layout. */
export interface CarouselSettings {
  /** Autoplay delay, ms. */
  readonly delay: number;
  /** Transition time, ms. */
  readonly speed: number;
  readonly slidesPerView: SlidesPerView;
  readonly spaceBetween: number;
  /** From each minimum window width (px), these settings apply. */
  readonly breakpoints?: Readonly<Record<number, {readonly slidesPerView: SlidesPerView; readonly spaceBetween?: number}>>;
}

/** One slide: a stable key and what it shows. */
export interface CarouselSlide {
  readonly key: string;
  readonly content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel. */
  readonly label: string;
  readonly slides: readonly CarouselSlide[];
  readonly settings: CarouselSettings;
  readonly slideClassName?: string;
  readonly className?: string;
}
