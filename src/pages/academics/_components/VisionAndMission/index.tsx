/** The vision and the mission of a program or faculty, each under its heading. */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {Paragraphs} from '@site/src/components/RichText';
import styles from '../ProgramPage/styles.module.css';

export interface VisionAndMissionProps {
  readonly vision: string;
  readonly mission: string;
}

/** Two sections: Vision, then Mission. */
export default function VisionAndMission({vision, mission}: VisionAndMissionProps): ReactNode {
  return (
    <div className={styles.prose}>
      <section className={styles.section}>
        <h3>{translate({id: 'academics.vision', message: 'Vision', description: 'Heading of the vision of a program or faculty'})}</h3>
        <Paragraphs text={vision} />
      </section>
      <section className={styles.section}>
        <h3>{translate({id: 'academics.mission', message: 'Mission', description: 'Heading of the mission of a program or faculty'})}</h3>
        <Paragraphs text={mission} />
      </section>
    </div>
  );
}
