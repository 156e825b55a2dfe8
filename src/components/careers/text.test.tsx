import {render, screen} from '@testing-library/react';
import {formatMonth, withEmailLinks} from './text';

describe('formatMonth', () => {
  it('writes the month and year in English', () => {
    expect(formatMonth('2025-03', 'en')).toBe('March 2025');
  });

  it('keeps the Gregorian month in Dari, with Afghan month names and digits', () => {
    expect(formatMonth('2025-03', 'fa')).toBe('مارچ ۲۰۲۵');
    expect(formatMonth('2025-01', 'fa')).toContain('جنوری');
  });

  it('returns anything that is not YYYY-MM unchanged', () => {
    expect(formatMonth('2025-13', 'en')).toBe('2025-13');
    expect(formatMonth('March', 'en')).toBe('March');
  });
});

describe('withEmailLinks', () => {
  it('links each e-mail address with its text isolated', () => {
    render(<p>{withEmailLinks('درخواست را به hr@university.example بفرستید.')}</p>);
    const link = screen.getByRole('link', {name: 'hr@university.example'});
    expect(link).toHaveAttribute('href', 'mailto:hr@university.example');
    expect(link.querySelector('bdi')).not.toBeNull();
    expect(screen.getByText(/درخواست را به/)).toBeInTheDocument();
  });

  it('leaves text without an address as it is', () => {
    expect(withEmailLinks('No address here')).toEqual(['No address here']);
  });
});
