/**
 * A book of abstracts: entries one after the other, optionally grouped under
 * session headings (spec 2: icamr-2024 "sorted by session").
 */
import type {ReactNode} from 'react';
import type {Abstract, AbstractGroup} from '@site/src/data/conferences/model';
import AbstractEntry from '../AbstractEntry';
import styles from './styles.module.css';

export type AbstractListProps =
  | {readonly abstracts: readonly Abstract[]; readonly groups?: undefined}
  | {readonly groups: readonly AbstractGroup[]; readonly abstracts?: undefined};

function Entries({abstracts}: {readonly abstracts: readonly Abstract[]}): ReactNode {
  return (
    <div>
      {abstracts.map((entry) => (
        <AbstractEntry key={`${entry.session ?? ''}-${entry.number ?? ''}-${entry.title}`} {...entry} />
      ))}
    </div>
  );
}

/** The entries, or the groups each with a heading and its entries. */
export default function AbstractList(props: AbstractListProps): ReactNode {
  if (props.groups) {
    return (
      <div className={styles.groups}>
        {props.groups.map((group) => (
          <section key={group.heading} className={styles.group}>
            <h2 className={styles.groupHeading}>{group.heading}</h2>
            <Entries abstracts={group.abstracts} />
          </section>
        ))}
      </div>
    );
  }
  return <Entries abstracts={props.abstracts} />;
}
