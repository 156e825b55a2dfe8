/**
 * The banner at the top of a conference page (spec 2: "Each page has a banner
 * image"), with the facts a visitor looks for first: date, venue, mode.
 * The image is above the fold, so it loads eagerly and with priority; its
 * width and height reserve the space before it arrives.
 */
import type {ReactNode} from 'react';
import type {Banner} from '@site/src/data/conferences/model';
import styles from './styles.module.css';

/** The banner image and, under it, the conference's key facts. */
export default function ConferenceBanner({src, width, height, facts}: Banner): ReactNode {
  return (
    <div className={styles.banner}>
      <img
        src={src}
        // Decorative: the page's title, right above, names the conference.
        alt=""
        width={width}
        height={height}
        className={styles.image}
        decoding="async"
        fetchPriority="high"
      />
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.term} className={styles.fact}>
              <dt>{fact.term}</dt>
              <dd>{fact.detail}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
