/**
 * Dates and times in MDX pages, written in the page's language by
 * src/lib/format.ts, so one ISO value reads right in English, Dari and Pashto.
 * Every MDX page can use them without an import (plugins/mdx-auto-import):
 *
 *   <LongDate date="2024-08-28" weekday />   Wednesday, 28 August 2024
 *                                            چهارشنبه، ۷ سنبله ۱۴۰۳ (۲۸ اگست ۲۰۲۴)
 *   <MonthYear month="2025-05" />            May 2025 · می ۲۰۲۵ · مۍ ۲۰۲۵
 *   <Time at="16:00" />                      4:00 PM · ۴:۰۰ ب.ظ · ۴:۰۰ غ.و
 *   <Time from="08:00" to="08:30" />         8:00 – 8:30 AM
 *
 * A date or time that does not exist (2024-02-30, 8:00) stops the build with
 * its value in the message, rather than showing a wrong day to visitors.
 */
import type {ReactNode} from 'react';
import {formatLongDate, formatMonthYear, formatTime, formatTimeRange, parseIsoDate, parseIsoMonth} from '@site/src/lib/format';
import {useLang} from '@site/src/lib/api/useLang';

/** Props of {@link LongDate}. */
export interface LongDateProps {
  /** The day, YYYY-MM-DD. */
  readonly date: string;
  /** Name the day of the week first. */
  readonly weekday?: boolean;
}

/** A calendar day written out in the page's language, machine-readable too. */
export function LongDate({date, weekday = false}: LongDateProps): ReactNode {
  const locale = useLang();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !parseIsoDate(date)) {
    throw new Error(`Not a calendar date (YYYY-MM-DD): ${date}`);
  }
  return <time dateTime={date}>{formatLongDate(date, locale, {weekday})}</time>;
}

/** A month of the Gregorian calendar and its year, YYYY-MM, in the page's language. */
export function MonthYear({month}: {readonly month: string}): ReactNode {
  const locale = useLang();
  if (!parseIsoMonth(month)) {
    throw new Error(`Not a month (YYYY-MM): ${month}`);
  }
  return <time dateTime={month}>{formatMonthYear(month, locale)}</time>;
}

/** Props of {@link Time}: a time of day (`at`) or a span (`from`, `to`), each 24-hour HH:MM. */
export type TimeProps =
  {readonly at: string; readonly from?: undefined; readonly to?: undefined} | {readonly at?: undefined; readonly from: string; readonly to: string};

/** A time of day or a span of time on the 12-hour clock of the page's language. */
export function Time(props: TimeProps): ReactNode {
  const locale = useLang();
  if (props.at !== undefined) {
    return <time dateTime={props.at}>{formatTime(props.at, locale)}</time>;
  }
  if (props.from === undefined || props.to === undefined) {
    throw new Error('<Time> needs at="HH:MM", or from="HH:MM" and to="HH:MM"');
  }
  return formatTimeRange(props.from, props.to, locale);
}
