/**
 * Whether an event's day is known yet. The events list and an event's page
 * show "To be announced" instead of a date while its `upcoming` value is
 * 'Yes', the data's way of saying the day is not fixed.
 */
import {parseIsoDate} from '@site/src/lib/format';

/** The fields of an event that decide how its date reads. */
export interface EventDateFields {
  readonly upcoming: string;
  readonly start_date: string;
}

/**
 * Whether an event's date is still to be announced: its `upcoming` value is
 * 'Yes', or it has no valid start date to show.
 */
export function isDateToBeAnnounced(event: EventDateFields): boolean {
  return event.upcoming?.trim().toLowerCase() === 'yes' || parseIsoDate(event.start_date ?? '') === undefined;
}
