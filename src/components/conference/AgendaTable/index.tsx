/**
 * The agenda of a conference day (spec 2 §3: agenda row = time, program,
 * venue) as a real table: a caption, column headers, and the time of each
 * row as its row header, so a screen reader announces "10:30 AM, Keynote".
 */
import {useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {AgendaRow} from '@site/src/data/conferences/model';
import styles from './styles.module.css';

export interface AgendaTableProps {
  /** Names the table ("Agenda, 28 August 2024"). */
  readonly caption: string;
  readonly rows: readonly AgendaRow[];
}

/** The agenda table; it scrolls sideways on its own when a screen is too narrow. */
export default function AgendaTable({caption, rows}: AgendaTableProps): ReactNode {
  const captionId = useId();
  return (
    // A focusable region so keyboard users can scroll a table wider than the screen.
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.timeColumn}>
              {translate({
                id: 'conference.agenda.column.time',
                message: 'Time',
                description: 'Column header of the conference agenda table: when an item takes place',
              })}
            </th>
            <th scope="col">
              {translate({
                id: 'conference.agenda.column.program',
                message: 'Program',
                description: 'Column header of the conference agenda table: what takes place',
              })}
            </th>
            <th scope="col">
              {translate({
                id: 'conference.agenda.column.venue',
                message: 'Venue',
                description: 'Column header of the conference agenda table: where it takes place (hall, room)',
              })}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row" className={styles.time}>
                {row.time}
              </th>
              <td>
                {row.program}
                {row.details && row.details.length > 0 && (
                  <ul className={styles.details}>
                    {row.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td>{row.venue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
