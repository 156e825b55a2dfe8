/**
 * Small text helpers of the careers pages: the month of an employee of the
 * month, and e-mail addresses inside application guidelines turned into
 * links whose Latin text keeps its own direction in Dari and Pashto.
 */
import type {ReactNode} from 'react';
import {intlLocale} from '@site/src/lib/format';

/**
 * `YYYY-MM` as a month and year in the visitor's language: "March 2025",
 * "مارچ ۲۰۲۵". The Gregorian calendar is kept in Dari and Pashto too (with
 * the Afghan month names), because the month is a Gregorian month: a Solar
 * Hijri month would straddle two of them. Invalid input is returned as given.
 */
export function formatMonth(month: string, locale: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) {
    return month;
  }
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(intlLocale(locale, 'gregory'), {month: 'long', year: 'numeric', timeZone: 'UTC'}).format(date);
}

const EMAIL = /([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/;

/**
 * A line of text with each e-mail address as a mailto link, wrapped in <bdi>
 * so the address reads left to right inside right-to-left text.
 */
export function withEmailLinks(line: string): ReactNode[] {
  // split() with a capturing group keeps the addresses at the odd indexes.
  return line.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      // eslint-disable-next-line react/no-array-index-key
      <a key={index} href={`mailto:${part}`}>
        <bdi>{part}</bdi>
      </a>
    ) : (
      part
    ),
  );
}
