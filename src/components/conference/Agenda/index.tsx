/**
 * The agenda of a conference day: a Markdown table (Time, Program, Venue)
 * under a line that names it.
 *
 *   <Agenda>
 *
 *   Agenda, <LongDate date={facts.dates.conference} weekday />
 *
 *   | Time | Program | Venue |
 *   | --- | --- | --- |
 *   | <Time from="08:00" to="08:30" /> | Registration | Entrance of the main hall |
 *
 *   </Agenda>
 *
 * The line above the table becomes the table's caption, and the first cell
 * of each row its row header, so a screen reader announces "8:00 – 8:30 AM,
 * Registration". The table scrolls sideways on its own when a screen is too
 * narrow.
 */
import {Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import styles from './styles.module.css';

type Element = ReactElement<{children?: ReactNode; className?: string}>;

function isElement(node: ReactNode, type?: string): node is Element {
  return isValidElement(node) && (type === undefined || node.type === type);
}

/** The row with its first data cell turned into a row header. */
function withRowHeader(row: ReactNode): ReactNode {
  if (!isElement(row, 'tr')) {
    return row;
  }
  let done = false;
  const cells = Children.map(row.props.children, (cell) => {
    if (done || !isElement(cell, 'td')) {
      return cell;
    }
    done = true;
    return (
      <th scope="row" className={styles.time}>
        {cell.props.children}
      </th>
    );
  });
  return cloneElement(row, undefined, cells);
}

/** The table as MDX made it, with a caption and row headers added. */
function agendaTable(table: Element, caption: ReactNode, captionId: string): ReactNode {
  const sections = Children.map(table.props.children, (section) =>
    isElement(section, 'tbody') ? cloneElement(section, undefined, Children.map(section.props.children, withRowHeader)) : section,
  );
  return cloneElement(
    table,
    {className: styles.table},
    caption ? (
      <caption id={captionId} className={styles.caption}>
        {caption}
      </caption>
    ) : null,
    sections,
  );
}

/** Props of {@link Agenda}. */
export interface AgendaProps {
  /** A line of text (the caption), then a Markdown table. */
  readonly children?: ReactNode;
}

/** The agenda table with its caption, in a region that scrolls sideways. */
export default function Agenda({children}: AgendaProps): ReactNode {
  const captionId = useId();
  const nodes = Children.toArray(children);
  const table = nodes.find((node) => isElement(node, 'table'));
  if (!table) {
    throw new Error('<Agenda> holds a Markdown table (| Time | Program | Venue |), after a blank line');
  }
  // The text before the table: a paragraph, or bare text when MDX kept it inline.
  const before = nodes.slice(0, nodes.indexOf(table)).filter((node) => typeof node !== 'string' || node.trim() !== '');
  const caption = before.map((node) => (isElement(node, 'p') ? node.props.children : node));
  return (
    // A focusable region so keyboard users can scroll a table wider than the screen.
    <div className={styles.scroller} role="region" aria-labelledby={caption.length > 0 ? captionId : undefined} tabIndex={0}>
      {agendaTable(table, caption.length > 0 ? caption : null, captionId)}
    </div>
  );
}
