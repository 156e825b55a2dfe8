import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import {LongDate, MonthYear, Time} from '.';

describe('LongDate, MonthYear and Time in a page', () => {
  it('write a day as the Solar Hijri long date in Dari, machine-readable too', () => {
    renderWithDocusaurus(<LongDate date="2025-07-25" />, {locale: 'fa'});
    expect(screen.getByText('۳ اسد ۱۴۰۴ (۲۵ جولای ۲۰۲۵)')).toHaveAttribute('datetime', '2025-07-25');
  });

  it('write a month as the Gregorian month with the Pashto name', () => {
    renderWithDocusaurus(<MonthYear month="2025-05" />, {locale: 'ps'});
    expect(screen.getByText('مۍ ۲۰۲۵')).toHaveAttribute('datetime', '2025-05');
  });

  it('write a span of opening hours on the 12-hour clock in Dari', () => {
    const {container} = renderWithDocusaurus(<Time from="08:00" to="16:00" />, {locale: 'fa'});
    expect(container.textContent).toBe('۸:۰۰\u00A0ق.ظ\u00A0– ۴:۰۰\u00A0ب.ظ');
  });

  it('stop the build on a day, a month or a time that does not exist', () => {
    expect(() => renderWithDocusaurus(<LongDate date="2025-02-30" />)).toThrow('Not a calendar date (YYYY-MM-DD): 2025-02-30');
    expect(() => renderWithDocusaurus(<MonthYear month="2025-13" />)).toThrow('Not a month (YYYY-MM): 2025-13');
    expect(() => renderWithDocusaurus(<Time at="8:00" />)).toThrow('Not a 24-hour time (HH:MM): 8:00');
  });
});
