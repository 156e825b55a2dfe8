/**
 * A strip of partner logos (eight partner universities on the
 * international affairs pages). Each logo's alternative text is the name on
 * it, which stays the same in every language, as names do.
 *
 *   <LogoStrip title="Partner universities" logos={[{src: '/img/partners/partner-1.svg', alt: 'Lapis Ridge University'}]} />
 */
import {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

/** A logo: image address and alternative text. */
export interface Logo {
  readonly src: string;
  readonly alt: string;
}

/** Props of {@link LogoStrip}. */
export interface LogoStripProps {
  readonly logos: readonly Logo[];
  /** Optional heading above the strip (an h2). */
  readonly title?: string;
  /** Intrinsic size of each logo file (generated partner marks are 240×96). */
  readonly width?: number;
  readonly height?: number;
}

/** The logos as a list, wrapping onto more rows on narrow screens. */
export default function LogoStrip({logos, title, width = 240, height = 96}: LogoStripProps): ReactNode {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
      )}
      <ul className={styles.strip}>
        {logos.map((logo) => (
          <li key={logo.src} className={styles.item}>
            <img className={styles.logo} src={logo.src} alt={logo.alt} width={width} height={height} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}
