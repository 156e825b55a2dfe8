/**
 * The home page's cover: a looping, muted video behind
 * the welcome and banner text.
 *
 * Reasoning:
 * - The server-rendered video never autoplays: the choice is made in the
 *   browser, which alone knows about prefers-reduced-motion and Save-Data.
 *   Under either, only the poster shows until the visitor
 *   presses play.
 * - preload="none": a visitor on a slow connection pays nothing for the
 *   video before it starts; the poster is a 8 KB image.
 * - A pause control (WCAG 2.2.2), and the video also pauses while scrolled
 *   out of view, saving battery, unless the visitor paused it on purpose.
 * - The video starts once the browser is idle after the page has hydrated,
 *   not in the same task: starting it (and the media query it checks first)
 *   costs tens of milliseconds of a slow phone's main thread, which the
 *   page's first tasks need. The control's label follows the video as a
 *   transition, so the re-render never blocks input either.
 */
import {startTransition, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import identity from '@site/content/identity';
import {whenIdle} from '@site/src/lib/whenIdle';
import styles from './styles.module.css';

/** The cover video's files (scripts/generate-home-video.ts) and poster. */
export const COVER_VIDEO = {
  webm: '/video/home-cover.webm',
  mp4: '/video/home-cover.mp4',
  poster: '/img/hero/home-poster.webp',
} as const;

interface NetworkInformationLike {
  readonly saveData?: boolean;
}

/**
 * Whether the cover video may start by itself: not when the visitor asked
 * for reduced motion or for reduced data use (Save-Data).
 */
export function mayAutoplay(win: Pick<Window, 'matchMedia' | 'navigator'>): boolean {
  const reducedMotion = typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const connection = (win.navigator as Navigator & {connection?: NetworkInformationLike}).connection;
  return !reducedMotion && connection?.saveData !== true;
}

function PlayPauseIcon({isPlaying}: {readonly isPlaying: boolean}): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {isPlaying ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />}
    </svg>
  );
}

/** The cover video with the welcome text and a pause/play control. */
export default function HomeHero(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale as keyof typeof identity.name;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  // Set when the visitor pauses (and until the video may start by itself): scrolling back into view must not restart it.
  const pausedByVisitor = useRef(false);
  const usedControl = useRef(false);

  const play = useCallback(() => {
    const video = videoRef.current;
    if (!video) {
      return;
    }
    // React does not write `muted` as an attribute; browsers only autoplay muted video.
    video.muted = true;
    video.play().catch(() => {
      // Refused (power saving, an autoplay policy): the poster stays.
      setIsPlaying(false);
    });
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) {
      return undefined;
    }
    const handlePlay = () => startTransition(() => setIsPlaying(true));
    const handlePause = () => startTransition(() => setIsPlaying(false));
    video.addEventListener('play', handlePlay);
    video.addEventListener('pause', handlePause);
    // Until the video may start by itself, scrolling it into view must not start it.
    pausedByVisitor.current = true;
    const cancelStart = whenIdle(() => {
      // A visitor who pressed the control first has decided already.
      if (!mayAutoplay(window) || usedControl.current) return;
      pausedByVisitor.current = false;
      play();
    });
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(([entry]) => {
        if (!entry.isIntersecting) {
          video.pause();
        } else if (!pausedByVisitor.current) {
          play();
        }
      });
      observer.observe(video);
    }
    return () => {
      cancelStart();
      observer?.disconnect();
      video.removeEventListener('play', handlePlay);
      video.removeEventListener('pause', handlePause);
    };
  }, [play]);

  const handleToggle = () => {
    const video = videoRef.current;
    if (!video) {
      return;
    }
    usedControl.current = true;
    if (video.paused) {
      pausedByVisitor.current = false;
      play();
    } else {
      pausedByVisitor.current = true;
      video.pause();
    }
  };

  const toggleLabel = isPlaying
    ? translate({id: 'home.hero.video.pause', message: 'Pause the background video', description: 'Button that pauses the home cover video'})
    : translate({id: 'home.hero.video.play', message: 'Play the background video', description: 'Button that plays the home cover video'});

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      {/* Decorative: the text over it carries the message. */}
      <video
        ref={videoRef}
        className={styles.video}
        muted
        loop
        playsInline
        preload="none"
        poster={COVER_VIDEO.poster}
        width={1600}
        height={900}
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src={COVER_VIDEO.webm} type="video/webm" />
        <source src={COVER_VIDEO.mp4} type="video/mp4" />
        {translate({
          id: 'home.hero.video.fallback',
          message: 'Your browser does not support HTML5 video.',
          description: 'Shown by browsers that cannot play the home cover video',
        })}
      </video>
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.welcome}>
          {translate({id: 'home.hero.welcome', message: 'Welcome to', description: 'Small line above the university name on the home cover'})}
        </p>
        <h1 id="home-hero-title" className={styles.title}>
          {identity.name[locale] ?? identity.name.en}
        </h1>
        <p className={styles.banner}>
          {translate({
            id: 'home.hero.banner',
            message: 'Learning, research and service for the future of Afghanistan, in the heart of Kabul since 2002.',
            description: 'Banner text under the university name on the home cover',
          })}
        </p>
      </div>
      <button type="button" className={styles.toggle} onClick={handleToggle} aria-label={toggleLabel} title={toggleLabel}>
        <PlayPauseIcon isPlaying={isPlaying} />
      </button>
    </section>
  );
}
