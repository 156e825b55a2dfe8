import {screen, within} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import faStrings from '@site/i18n/fa/code.json';
import FeeTables from '.';

// The sample MBA program (data/programs): 2,400 × 42 and 2,200 × 54 per credit, admission 3,000.
const MBA = {
  fee_per_credit: 2400,
  total_master_courses: 42,
  n_fee_per_credit: 2200,
  n_total_master_courses: 54,
  admission_fee: 3000,
  monthly_average: 5040,
};

// The sample BBA program: 1,400 × 136, admission 1,500 for 8 semesters.
const BBA = {fee_per_credit: 1400, total_courses: 136, admission_fee: 1500, semester: 8, monthly_average: 4760};

describe('FeeTables', () => {
  it('shows two captioned tables for a graduate program, with admission × 4 and × 5', () => {
    renderWithDocusaurus(<FeeTables program={MBA} type="graduate-programs" locale="en" />);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    expect(screen.getByRole('table', {name: 'Fees: 2-year program'})).toBeInTheDocument();
    const long = screen.getByRole('table', {name: 'Fees: 2.5-year program'});
    const admission = within(long)
      .getByRole('rowheader', {name: /Admission fee/})
      .closest('tr')!;
    expect(
      within(admission)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3,000', '5', '15,000']);
    const total = within(long).getByRole('rowheader', {name: 'Total'}).closest('tr')!;
    expect(within(total).getByRole('cell')).toHaveTextContent('133,800');
  });

  it('shows one table for an undergraduate program whose total matches the data', () => {
    renderWithDocusaurus(<FeeTables program={BBA} type="undergraduate-programs" locale="en" />);
    const table = screen.getByRole('table', {name: 'Fees: Undergraduate program'});
    expect(screen.getAllByRole('table')).toHaveLength(1);
    const programFee = within(table)
      .getByRole('rowheader', {name: /Program fee/})
      .closest('tr')!;
    expect(
      within(programFee)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,400', '136', '190,400']);
    expect(within(table).getByRole('rowheader', {name: 'Total'}).closest('tr')).toHaveTextContent('202,400');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Fee', 'Rate (AFN)', 'Times', 'Amount (AFN)']);
  });

  it('shows missing numbers as 0', () => {
    renderWithDocusaurus(<FeeTables program={{fee_per_credit: null, admission_fee: undefined}} type="undergraduate-programs" locale="en" />);
    for (const cell of screen.getAllByRole('cell')) {
      expect(cell).toHaveTextContent(/^0$/);
    }
  });

  it('writes Dari figures in Eastern Arabic-Indic digits with the Dari currency label', () => {
    renderWithDocusaurus(<FeeTables program={MBA} type="graduate-programs" locale="fa" />, {locale: 'fa', translations: faStrings});
    const table = screen.getByRole('table', {name: 'فیس‌ها: برنامهٔ دوساله'});
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('نرخ (افغانی)');
    const total = within(table).getByRole('rowheader', {name: 'مجموع'}).closest('tr')!;
    expect(within(total).getByRole('cell')).toHaveTextContent('۱۱۲٬۸۰۰');
    for (const cell of screen.getAllByRole('cell')) {
      expect(cell.textContent).toMatch(/^[۰-۹٬]+$/);
    }
  });
});
