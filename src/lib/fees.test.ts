import {feeBreakdown, feeVariants, figure} from './fees';

const graduate = {
  fee_per_credit: 3000,
  total_master_courses: 36,
  n_fee_per_credit: 2800,
  n_total_master_courses: 42,
  admission_fee: 5000,
};

describe('figure', () => {
  it('keeps a number and turns a missing one into 0', () => {
    expect(figure(12)).toBe(12);
    expect(figure(0)).toBe(0);
    expect(figure(null)).toBe(0);
    expect(figure(undefined)).toBe(0);
    expect(figure(Number.NaN)).toBe(0);
    expect(figure(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('feeBreakdown', () => {
  it('charges the 2-year graduate admission fee for 4 semesters', () => {
    const fees = feeBreakdown(graduate, 'graduate-2-year');
    expect(fees.admissionSemesters).toBe(4);
    expect(fees.admissionTotal).toBe(20000);
  });

  it('charges the 2.5-year graduate admission fee for 5 semesters', () => {
    const fees = feeBreakdown(graduate, 'graduate-2.5-year');
    expect(fees.admissionSemesters).toBe(5);
    expect(fees.admissionTotal).toBe(25000);
  });

  it('makes the 2-year program fee the fee per credit times the master credits', () => {
    const fees = feeBreakdown(graduate, 'graduate-2-year');
    expect(fees.feePerCredit).toBe(3000);
    expect(fees.credits).toBe(36);
    expect(fees.programFee).toBe(108000);
    expect(fees.total).toBe(128000);
  });

  it('matches the total_fee of the sample MBA program', () => {
    const mba = {fee_per_credit: 2400, total_master_courses: 42, admission_fee: 3000};
    expect(feeBreakdown(mba, 'graduate-2-year').total).toBe(112800);
  });

  it('uses the n_ figures for the 2.5-year program fee', () => {
    const fees = feeBreakdown(graduate, 'graduate-2.5-year');
    expect(fees.feePerCredit).toBe(2800);
    expect(fees.credits).toBe(42);
    expect(fees.programFee).toBe(117600);
    expect(fees.total).toBe(142600);
  });

  it('makes the undergraduate program fee the fee per credit times total credits, admission per semester', () => {
    // The sample BBA program: its total_fee is 202,400.
    const fees = feeBreakdown({fee_per_credit: 1400, total_courses: 136, admission_fee: 1500, semester: 8, monthly_average: 4760}, 'undergraduate');
    expect(fees.programFee).toBe(190400);
    expect(fees.admissionSemesters).toBe(8);
    expect(fees.admissionTotal).toBe(12000);
    expect(fees.total).toBe(202400);
    expect(fees.monthlyAverage).toBe(4760);
  });

  it('ignores the semester field for graduate programs: always 4 and 5', () => {
    expect(feeBreakdown({...graduate, semester: 9}, 'graduate-2-year').admissionSemesters).toBe(4);
    expect(feeBreakdown({...graduate, semester: 9}, 'graduate-2.5-year').admissionSemesters).toBe(5);
  });

  it('gives the monthly average to the undergraduate and 2-year tables only', () => {
    expect(feeBreakdown({...graduate, monthly_average: 5040}, 'graduate-2-year').monthlyAverage).toBe(5040);
    expect(feeBreakdown({...graduate, monthly_average: 5040}, 'graduate-2.5-year').monthlyAverage).toBeUndefined();
    expect(feeBreakdown({monthly_average: null}, 'graduate-2-year').monthlyAverage).toBe(0);
  });

  it('counts every missing figure as 0', () => {
    expect(feeBreakdown({}, 'graduate-2.5-year')).toEqual({
      variant: 'graduate-2.5-year',
      feePerCredit: 0,
      credits: 0,
      programFee: 0,
      admissionFee: 0,
      admissionSemesters: 5,
      admissionTotal: 0,
      total: 0,
      monthlyAverage: undefined,
    });
    expect(feeBreakdown({}, 'undergraduate')).toMatchObject({admissionSemesters: 0, total: 0, monthlyAverage: 0});
    const partial = feeBreakdown({fee_per_credit: 2000, total_master_courses: null, admission_fee: 4000}, 'graduate-2-year');
    expect(partial.programFee).toBe(0);
    expect(partial.total).toBe(16000);
  });

  it('does not let floating point leak into fees with cents', () => {
    expect(feeBreakdown({fee_per_credit: 0.1, total_courses: 3}, 'undergraduate').programFee).toBe(0.3);
  });
});

describe('feeVariants', () => {
  it('gives one table to undergraduate programs and two to graduate ones', () => {
    expect(feeVariants('undergraduate-programs')).toEqual(['undergraduate']);
    expect(feeVariants('graduate-programs')).toEqual(['graduate-2-year', 'graduate-2.5-year']);
  });
});
