/**
 * The date, time and number rules of i18n/README.md, one kind at a time, in
 * each language. Month names, day-period marks and the currency name are
 * compared with the glossary (i18n/glossary.yml), which translators edit.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {
  CURRENCY,
  DAY_PERIODS,
  GREGORIAN_MONTHS,
  SOLAR_HIJRI_MONTHS,
  formatAfghanis,
  formatListDate,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatSalaryRange,
  formatTime,
  formatTimeRange,
  localeDigits,
  parseIsoDate,
  toSolarHijri,
} from './format';

/** Times and spans use no-break spaces; the expectations spell them as plain ones. */
const plain = (text: string) => text.replace(/\u00A0/g, ' ');

interface GlossaryTerm {
  readonly en: string;
  readonly fa: string;
  readonly ps: string;
}
const glossary = parseYaml(readFileSync(path.join(__dirname, '../../i18n/glossary.yml'), 'utf8')) as {
  readonly calendar: Record<'solarMonths' | 'gregorianMonths' | 'dayPeriods', Record<'fa' | 'ps', string[]>>;
  readonly terms: readonly GlossaryTerm[];
};
const term = (english: string) => glossary.terms.find((t) => t.en === english)!;

describe('the tables agree with the glossary', () => {
  it.each(['fa', 'ps'] as const)('names the months and the halves of the day in %s as the glossary does', (locale) => {
    expect(SOLAR_HIJRI_MONTHS[locale]).toEqual(glossary.calendar.solarMonths[locale]);
    expect(GREGORIAN_MONTHS[locale]).toEqual(glossary.calendar.gregorianMonths[locale]);
    expect(DAY_PERIODS[locale]).toEqual(glossary.calendar.dayPeriods[locale]);
  });

  it.each(['fa', 'ps'] as const)('names the afghani in %s as the glossary does', (locale) => {
    expect(CURRENCY[locale]).toBe(term('afghani (currency)')[locale]);
  });
});

describe('a list date', () => {
  it('is dd-mm-yyyy in English', () => {
    expect(formatListDate('2025-07-05', 'en')).toBe('05-07-2025');
  });

  it('is the Solar Hijri day with the Afghan month name in Dari', () => {
    expect(formatListDate('2024-03-16', 'fa')).toBe('۲۶ حوت ۱۴۰۲');
    expect(formatListDate('2026-03-25', 'fa')).not.toContain('فروردین');
  });

  it('is the Solar Hijri day with the Pashto month name in Pashto', () => {
    expect(formatListDate('2024-03-20', 'ps')).toBe('۱ وری ۱۴۰۳');
    expect(formatListDate('2024-03-16', 'ps')).toBe('۲۶ کب ۱۴۰۲');
  });

  it('writes سنبله without the ezafe that Dari ICU data adds', () => {
    expect(formatListDate('2024-08-28', 'fa')).toBe('۷ سنبله ۱۴۰۳');
    expect(formatListDate('2024-08-28', 'fa')).not.toContain('سنبلهٔ');
    expect(formatListDate('2024-08-28', 'ps')).toBe('۷ وږی ۱۴۰۳');
  });

  it.each(['fa', 'ps'] as const)('names all twelve Solar Hijri months in %s, in order', (locale) => {
    // The 10th of each Gregorian month falls in a different Solar Hijri month.
    const names = Array.from({length: 12}, (_, m) => {
      const iso = `2025-${String(m + 1).padStart(2, '0')}-10`;
      return [toSolarHijri(parseIsoDate(iso)!).month, formatListDate(iso, locale).split(' ')[1]] as const;
    });
    for (const [month, name] of names) {
      expect(name).toBe(SOLAR_HIJRI_MONTHS[locale][month - 1]);
    }
    expect(new Set(names.map(([, name]) => name)).size).toBe(12);
  });

  it('keeps text that is not a date as it is', () => {
    expect(formatListDate('soon', 'fa')).toBe('soon');
    expect(parseIsoDate('2025-02-30')).toBeUndefined();
  });
});

describe('the Solar Hijri calendar', () => {
  it('gives the day Intl’s Persian calendar gives, for every day from 1990 to 2060', () => {
    const persian = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC'});
    const mismatches: string[] = [];
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2061, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const parts = persian.formatToParts(date);
      const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
      const expected = {year: part('year'), month: part('month'), day: part('day')};
      const actual = toSolarHijri(date);
      if (actual.year !== expected.year || actual.month !== expected.month || actual.day !== expected.day) {
        mismatches.push(`${date.toISOString().slice(0, 10)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('starts the year at Nowruz', () => {
    expect(toSolarHijri(new Date(Date.UTC(2024, 2, 20)))).toEqual({year: 1403, month: 1, day: 1});
    expect(toSolarHijri(new Date(Date.UTC(2025, 2, 20, 23, 59)))).toEqual({year: 1403, month: 12, day: 30});
    expect(toSolarHijri(new Date(Date.UTC(2025, 2, 21)))).toEqual({year: 1404, month: 1, day: 1});
  });
});

describe('a long date', () => {
  it('is day, month name and year in English, with the weekday first when asked', () => {
    expect(formatLongDate('2024-08-28', 'en')).toBe('28 August 2024');
    expect(formatLongDate('2024-08-28', 'en', {weekday: true})).toBe('Wednesday, 28 August 2024');
  });

  it('is the Solar Hijri day followed by the Gregorian day in brackets, in Dari', () => {
    expect(formatLongDate('2024-08-28', 'fa')).toBe('۷ سنبله ۱۴۰۳ (۲۸ اگست ۲۰۲۴)');
    expect(formatLongDate('2024-08-28', 'fa', {weekday: true})).toBe('چهارشنبه، ۷ سنبله ۱۴۰۳ (۲۸ اگست ۲۰۲۴)');
  });

  it('names the Pashto months in Pashto, May included (مۍ)', () => {
    expect(formatLongDate('2025-05-04', 'ps')).toBe('۱۴ غویی ۱۴۰۴ (۴ مۍ ۲۰۲۵)');
    expect(formatLongDate('2025-05-04', 'fa')).toBe('۱۴ ثور ۱۴۰۴ (۴ می ۲۰۲۵)');
    expect(formatLongDate('2024-12-30', 'ps', {weekday: true})).toBe('دوشنبه، ۱۰ مرغومی ۱۴۰۳ (۳۰ ډسمبر ۲۰۲۴)');
  });

  it('keeps text that is not a date as it is', () => {
    expect(formatLongDate('2024-13-01', 'ps')).toBe('2024-13-01');
  });
});

describe('a month and year', () => {
  it('is the Gregorian month with the names used in each language', () => {
    expect(formatMonthYear('2025-03', 'en')).toBe('March 2025');
    expect(formatMonthYear('2025-03', 'fa')).toBe('مارچ ۲۰۲۵');
    expect(formatMonthYear('2025-05', 'ps')).toBe('مۍ ۲۰۲۵');
    expect(formatMonthYear('2025-05', 'fa')).toBe('می ۲۰۲۵');
  });

  it('keeps anything that is not YYYY-MM as it is', () => {
    expect(formatMonthYear('2025-13', 'en')).toBe('2025-13');
    expect(formatMonthYear('March', 'fa')).toBe('March');
  });
});

describe('a time of day and a time range', () => {
  it('is on the 12-hour clock with the language’s marks', () => {
    expect(formatTime('08:00', 'en')).toBe('8:00\u00A0AM');
    expect(plain(formatTime('12:15', 'en'))).toBe('12:15 PM');
    expect(plain(formatTime('16:15', 'fa'))).toBe('۴:۱۵ ب.ظ');
    expect(plain(formatTime('10:01', 'ps'))).toBe('۱۰:۰۱ غ.م');
    expect(plain(formatTime('13:00', 'ps'))).toBe('۱:۰۰ غ.و');
  });

  it('counts the hours around noon and midnight as 12, in every language', () => {
    expect(plain(formatTime('00:05', 'en'))).toBe('12:05 AM');
    expect(plain(formatTime('12:30', 'fa'))).toBe('۱۲:۳۰ ب.ظ');
    expect(plain(formatTime('00:30', 'fa'))).toBe('۱۲:۳۰ ق.ظ');
    expect(plain(formatTime('12:30', 'ps'))).toBe('۱۲:۳۰ غ.و');
  });

  it('names the half of the day once when a span stays within it', () => {
    expect(plain(formatTimeRange('08:00', '08:30', 'en'))).toBe('8:00 – 8:30 AM');
    expect(plain(formatTimeRange('10:01', '13:00', 'en'))).toBe('10:01 AM – 1:00 PM');
    expect(plain(formatTimeRange('08:00', '08:30', 'fa'))).toBe('۸:۰۰ – ۸:۳۰ ق.ظ');
    expect(plain(formatTimeRange('10:30', '12:30', 'fa'))).toBe('۱۰:۳۰ ق.ظ – ۱۲:۳۰ ب.ظ');
    expect(plain(formatTimeRange('14:00', '15:00', 'ps'))).toBe('۲:۰۰ – ۳:۰۰ غ.و');
  });

  it('refuses a time that is not HH:MM on the 24-hour clock', () => {
    expect(() => formatTime('8:00', 'en')).toThrow('Not a 24-hour time');
    expect(() => formatTimeRange('08:00', '24:00', 'fa')).toThrow('Not a 24-hour time');
  });
});

describe('numbers and money', () => {
  it('groups digits in the locale’s own digits and separators', () => {
    expect(formatNumber(30000, 'en')).toBe('30,000');
    expect(formatNumber(30000, 'fa')).toBe('۳۰٬۰۰۰');
    expect(formatNumber(2.5, 'ps')).toBe('۲٫۵');
    expect(formatNumber(2024, 'ps', {useGrouping: false})).toBe('۲۰۲۴');
    expect(localeDigits('HR-2026', 'en')).toBe('HR-2026');
  });

  it('writes Latin digits as Intl’s en-US format does, for every option the site uses', () => {
    const values = [0, 1, 7, 12, 999, 1000, 1234.5, 2.25, 30000, 1234567, 0.0004, 2.5004, -42, -1234.5];
    const options = [
      {},
      {useGrouping: false},
      {minimumIntegerDigits: 2},
      {minimumIntegerDigits: 4, useGrouping: false},
      {maximumFractionDigits: 0},
      {maximumFractionDigits: 1},
    ];
    for (const value of values) {
      for (const option of options) {
        expect([value, option, formatNumber(value, 'en', option)]).toEqual([value, option, new Intl.NumberFormat('en-US', option).format(value)]);
      }
    }
  });

  it('writes afghanis with the currency’s name in the language', () => {
    expect(formatAfghanis(45000, 'en')).toBe('45,000 AFN');
    expect(formatAfghanis(45000, 'fa')).toBe('۴۵٬۰۰۰ افغانی');
    expect(formatAfghanis(45000, 'ps')).toBe('۴۵٬۰۰۰ افغانۍ');
  });

  it('reads a salary range of the job data and writes it in the language', () => {
    expect(formatSalaryRange('45,000 – 60,000 AFN', 'fa')).toBe('۴۵٬۰۰۰ – ۶۰٬۰۰۰ افغانی');
    expect(formatSalaryRange('45,000 - 60,000 AFN', 'ps')).toBe('۴۵٬۰۰۰ – ۶۰٬۰۰۰ افغانۍ');
    expect(formatSalaryRange('45,000 – 60,000 AFN', 'en')).toBe('45,000 – 60,000 AFN');
  });

  it('leaves a salary it cannot read as amounts as it is', () => {
    expect(formatSalaryRange('Negotiable', 'fa')).toBe('Negotiable');
    expect(formatSalaryRange('45,000 AFN and housing', 'ps')).toBe('45,000 AFN and housing');
  });
});
