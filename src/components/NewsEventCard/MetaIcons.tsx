/**
 * Small decorative icons of the facts (MetaLine) of the news and event boxes
 * and pages; the text beside each says what it is.
 */
import type {ReactNode} from 'react';

function Icon({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

/** A calendar page: a date. */
export function CalendarIcon(): ReactNode {
  return (
    <Icon>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Icon>
  );
}

/** A map pin: a venue. */
export function PinIcon(): ReactNode {
  return (
    <Icon>
      <path d="M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </Icon>
  );
}

/** A person: who shared a news article. */
export function PersonIcon(): ReactNode {
  return (
    <Icon>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
    </Icon>
  );
}

/** A clock: a duration. */
export function ClockIcon(): ReactNode {
  return (
    <Icon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Icon>
  );
}
