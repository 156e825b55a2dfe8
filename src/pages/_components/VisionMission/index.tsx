/** The home page's vision and mission, then the divider. */
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

function EyeIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
        <circle cx="12" cy="12" r="3" />
      </g>
    </svg>
  );
}

function FlagIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
      </g>
    </svg>
  );
}

/** Two statements side by side (stacked on phones), followed by a divider. */
export default function VisionMission(): ReactNode {
  return (
    <>
      <section className={styles.section} aria-labelledby="home-vision-mission">
        <h2 id="home-vision-mission" className="app-visually-hidden">
          <Translate id="home.visionMission.title" description="Heading (read by screen readers) of the home vision and mission section">
            Vision and mission
          </Translate>
        </h2>
        <div className={styles.grid}>
          <article className={styles.statement}>
            <span className={styles.icon}>
              <EyeIcon />
            </span>
            <h3 className={styles.heading}>
              <Translate id="home.vision.title" description="Heading of the university's vision on the home page">
                Our vision
              </Translate>
            </h3>
            <p className={styles.text}>
              {translate({
                id: 'home.vision.text',
                message:
                  "To be a leading university in Afghanistan and the region, known for teaching that opens doors, research that answers the country's needs, and graduates who serve their communities with skill and integrity.",
                description: "The university's vision statement on the home page",
              })}
            </p>
          </article>
          <article className={styles.statement}>
            <span className={styles.icon}>
              <FlagIcon />
            </span>
            <h3 className={styles.heading}>
              <Translate id="home.mission.title" description="Heading of the university's mission on the home page">
                Our mission
              </Translate>
            </h3>
            <p className={styles.text}>
              {translate({
                id: 'home.mission.text',
                message:
                  'We offer accessible, high-quality undergraduate and graduate education, support research and innovation, and work with partners at home and abroad to prepare students for careers, further study and responsible citizenship.',
                description: "The university's mission statement on the home page",
              })}
            </p>
          </article>
        </div>
      </section>
      <hr className={styles.divider} />
    </>
  );
}
