import {formatDayMonthYear, formatLongDate, formatNumber, parseIsoDate} from './format';

describe('formatDayMonthYear', () => {
  it('writes dd-mm-yyyy in English', () => {
    expect(formatDayMonthYear('2025-07-05', 'en')).toBe('05-07-2025');
  });

  it('uses Eastern Arabic-Indic digits in Dari and Pashto', () => {
    expect(formatDayMonthYear('2025-07-05', 'fa')).toBe('۰۵-۰۷-۲۰۲۵');
    expect(formatDayMonthYear('2025-07-05', 'ps')).toBe('۰۵-۰۷-۲۰۲۵');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDayMonthYear('soon', 'en')).toBe('soon');
    expect(parseIsoDate('2025-02-30')).toBeUndefined();
  });
});

describe('formatLongDate', () => {
  it('gives the Afghan Solar Hijri month in Dari, not the Iranian name', () => {
    const text = formatLongDate('2026-03-25', 'fa');
    expect(text).toContain('حمل');
    expect(text).not.toContain('فروردین');
  });

  it('gives the Pashto Solar Hijri month, day first, without an era', () => {
    expect(formatLongDate('2026-03-25', 'ps')).toBe('۵ وری ۱۴۰۵');
  });

  it('gives a day-month-year English date', () => {
    expect(formatLongDate('2026-03-25', 'en')).toBe('25 March 2026');
  });
});

describe('formatNumber', () => {
  it('groups digits per locale', () => {
    expect(formatNumber(30000, 'en')).toBe('30,000');
    expect(formatNumber(30000, 'fa')).toBe('۳۰٬۰۰۰');
  });
});
