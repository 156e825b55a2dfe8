/**
 * The parallel sessions of a conference day (spec 2 §3: session = number,
 * title, chair, papers, room), one card per session.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {ParallelSession} from '@site/src/data/conferences/model';
import {localDigits, type Locale} from '@site/src/data/conferences/format';
import {PaperItem} from '../PaperList';
import {usePageLocale} from '../usePageLocale';
import styles from './styles.module.css';

export interface ParallelSessionsProps {
  /** Heading over the cards ("Parallel sessions, 11:30 AM – 1:00 PM"). */
  readonly heading: string;
  readonly sessions: readonly ParallelSession[];
}

function SessionCard({session, locale}: {readonly session: ParallelSession; readonly locale: Locale}): ReactNode {
  return (
    <li className={styles.card}>
      <h3 className={styles.title}>
        {translate(
          {
            id: 'conference.sessions.title',
            message: 'Parallel session {number}: {title}',
            description: 'Heading of a parallel-session card on a conference agenda; {number} is 1–6',
          },
          {number: localDigits(session.number, locale), title: session.title},
        )}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>
            {translate({
              id: 'conference.sessions.chair',
              message: 'Chair',
              description: 'Label of the person who chairs a parallel session',
            })}
          </dt>
          <dd>{session.chair}</dd>
        </div>
        <div>
          <dt>
            {translate({
              id: 'conference.sessions.room',
              message: 'Room',
              description: 'Label of the hall or room where a parallel session takes place',
            })}
          </dt>
          <dd>{session.room}</dd>
        </div>
        {session.time && (
          <div>
            <dt>
              {translate({
                id: 'conference.sessions.time',
                message: 'Time',
                description: 'Label of the time of a parallel session',
              })}
            </dt>
            <dd>{session.time}</dd>
          </div>
        )}
      </dl>
      <p className={styles.papersLabel}>
        {translate({
          id: 'conference.sessions.papers',
          message: 'Papers',
          description: 'Label over the list of papers presented in a parallel session',
        })}
      </p>
      <ol className={styles.papers}>
        {session.papers.map((paper) => (
          <PaperItem key={paper.number} paper={paper} />
        ))}
      </ol>
    </li>
  );
}

/** The parallel sessions under one heading. */
export default function ParallelSessions({heading, sessions}: ParallelSessionsProps): ReactNode {
  const locale = usePageLocale();
  return (
    <section className={styles.sessions}>
      <h2>{heading}</h2>
      <ol className={styles.cards} role="list">
        {sessions.map((session) => (
          <SessionCard key={session.number} session={session} locale={locale} />
        ))}
      </ol>
    </section>
  );
}
