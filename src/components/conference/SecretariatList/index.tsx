/**
 * The conference secretariat and boards (spec 2: chairman, secretary, session
 * chairs, technical committee, editorial board...): each role with the
 * people who held it, as a description list.
 */
import type {ReactNode} from 'react';
import type {SecretariatGroup} from '@site/src/data/conferences/model';
import styles from './styles.module.css';

export interface SecretariatListProps {
  readonly groups: readonly SecretariatGroup[];
}

/** Roles and names in cards that flow into as many columns as fit. */
export default function SecretariatList({groups}: SecretariatListProps): ReactNode {
  return (
    <dl className={styles.list}>
      {groups.map((group) => (
        <div key={group.role} className={styles.group}>
          <dt className={styles.role}>{group.role}</dt>
          {group.names.map((name) => (
            <dd key={name} className={styles.name}>
              {name}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
