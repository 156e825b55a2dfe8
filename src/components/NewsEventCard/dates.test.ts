import {formatDisplayDate, formatSolarHijri, isDateToBeAnnounced, localeNumber} from './dates';

describe('formatDisplayDate', () => {
  it('writes dd-mm-yyyy in English, without a second calendar', () => {
    expect(formatDisplayDate('2024-03-16', 'en')).toBe('16-03-2024');
  });

  it('adds the Afghan Solar Hijri date in Dari, with Eastern Arabic-Indic digits', () => {
    expect(formatDisplayDate('2024-03-16', 'fa')).toBe('۱۶-۰۳-۲۰۲۴ (۲۶ حوت ۱۴۰۲)');
  });

  it('adds the Solar Hijri date with the Pashto month name in Pashto', () => {
    expect(formatDisplayDate('2024-03-20', 'ps')).toBe('۲۰-۰۳-۲۰۲۴ (۱ وری ۱۴۰۳)');
    expect(formatDisplayDate('2024-03-16', 'ps')).toBe('۱۶-۰۳-۲۰۲۴ (۲۶ کب ۱۴۰۲)');
  });

  it('never uses the Iranian month names', () => {
    expect(formatSolarHijri('2026-03-25', 'fa')).toBe('۵ حمل ۱۴۰۵');
    expect(formatSolarHijri('2026-03-25', 'fa')).not.toContain('فروردین');
  });

  it('names every month of the year in both languages', () => {
    // The 10th of each Gregorian month falls in a different Solar Hijri month.
    const months = (locale: string) =>
      new Set(Array.from({length: 12}, (_, m) => formatSolarHijri(`2025-${String(m + 1).padStart(2, '0')}-10`, locale)?.split(' ')[1]));
    expect(months('fa').size).toBe(12);
    expect(months('ps').size).toBe(12);
  });

  it('shows text that is not a date as it is', () => {
    expect(formatDisplayDate('soon', 'fa')).toBe('soon');
  });
});

describe('localeNumber', () => {
  it('groups digits in the locale’s own digits', () => {
    expect(localeNumber(30000, 'en')).toBe('30,000');
    expect(localeNumber(30000, 'ps')).toBe('۳۰٬۰۰۰');
  });
});

describe('isDateToBeAnnounced (the upcoming rule)', () => {
  it("is true when upcoming is 'Yes', whatever the start date", () => {
    expect(isDateToBeAnnounced({upcoming: 'Yes', start_date: '2025-09-01'})).toBe(true);
  });

  it('is false for any other upcoming value with a valid date', () => {
    expect(isDateToBeAnnounced({upcoming: 'No', start_date: '2025-09-01'})).toBe(false);
    expect(isDateToBeAnnounced({upcoming: '', start_date: '2025-09-01'})).toBe(false);
  });

  it('is true when there is no valid start date to show', () => {
    expect(isDateToBeAnnounced({upcoming: 'No', start_date: ''})).toBe(true);
  });
});
