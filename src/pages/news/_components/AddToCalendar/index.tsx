/**
 * The event page's "Add to calendar" button: builds the event's .ics file in
 * the browser (no server round trip) and downloads it. Shown only for events
 * with a date; one whose date is to be announced can't be added.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import identity from '@site/content/identity';
import {icsFileName, makeIcs, type IcsEvent} from './makeIcs';
import styles from './styles.module.css';

export {icsFileName, makeIcs} from './makeIcs';

export interface AddToCalendarProps {
  readonly event: IcsEvent & {readonly keywords?: string};
  /** The event's public page. */
  readonly url: string;
  readonly className?: string;
}

/** Saves `text` as a file called `name`, through a temporary object URL. */
function download(text: string, name: string): void {
  const blob = new Blob([text], {type: 'text/calendar;charset=utf-8'});
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** A button that downloads the event as an .ics file; nothing for an undated event. */
export default function AddToCalendar({event, url, className}: AddToCalendarProps): ReactNode {
  const probe = makeIcs(event, {url, host: new URL(identity.siteUrl).host, productName: identity.name.en, now: new Date(0)});
  if (!probe) {
    return null;
  }
  const handleClick = () => {
    const ics = makeIcs(event, {url, host: new URL(identity.siteUrl).host, productName: identity.name.en, now: new Date()});
    if (ics) {
      download(ics, icsFileName(event));
    }
  };
  return (
    <button type="button" className={clsx(styles.button, className)} onClick={handleClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <rect x="3.5" y="5" width="17" height="15" rx="2" />
          <path d="M3.5 10h17M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
        </g>
      </svg>
      {translate({
        id: 'event.detail.addToCalendar',
        message: 'Add to calendar',
        description: 'Button on an event page that downloads the event as a calendar (.ics) file',
      })}
    </button>
  );
}
