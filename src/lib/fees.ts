/**
 * The arithmetic of a program's fee tables, as pure
 * functions of the program's figures so the tables only format numbers.
 *
 * - Undergraduate: one table. Program fee = `fee_per_credit` × `total_courses`;
 *   the admission fee is charged each semester, × `semester` (8 in the
 *   sample data, whose `total_fee` follows this rule).
 * - Graduate, 2-year variant: program fee = `fee_per_credit` ×
 *   `total_master_courses`; admission fee × 4 semesters.
 * - Graduate, 2.5-year variant: program fee = `n_fee_per_credit` ×
 *   `n_total_master_courses`; admission fee × 5 semesters.
 * - The average monthly fee is the program's `monthly_average`; the plain
 *   fields describe the undergraduate and 2-year variants only, so the 2.5-year
 *   table has none.
 * - A missing number (null, undefined, not finite) counts, and shows, as 0.
 */

import type {ProgramType} from '@site/content/keys';

/** A figure of a program as the API sends it: missing when it does not apply. */
export type Figure = number | null | undefined;

/** The program figures the fee tables read (field names as in the API). */
export interface FeeFigures {
  readonly fee_per_credit?: Figure;
  readonly n_fee_per_credit?: Figure;
  readonly total_courses?: Figure;
  readonly total_master_courses?: Figure;
  readonly n_total_master_courses?: Figure;
  readonly admission_fee?: Figure;
  /** Semesters of an undergraduate program. */
  readonly semester?: Figure;
  readonly monthly_average?: Figure;
}

/** Which table: the undergraduate one or one of the two graduate variants. */
export type FeeVariant = 'undergraduate' | 'graduate-2-year' | 'graduate-2.5-year';

/** Semesters the admission fee of a graduate variant is charged for. */
export const GRADUATE_ADMISSION_SEMESTERS = {
  'graduate-2-year': 4,
  'graduate-2.5-year': 5,
} as const;

/** One fee table's numbers, every one of them a finite number. */
export interface FeeBreakdown {
  readonly variant: FeeVariant;
  readonly feePerCredit: number;
  readonly credits: number;
  /** feePerCredit × credits. */
  readonly programFee: number;
  /** The admission fee of one semester. */
  readonly admissionFee: number;
  readonly admissionSemesters: number;
  /** admissionFee × admissionSemesters. */
  readonly admissionTotal: number;
  /** programFee + admissionTotal. */
  readonly total: number;
  /** The program's average monthly fee; undefined for the 2.5-year variant, which has none. */
  readonly monthlyAverage: number | undefined;
}

/** A figure as a number to show and compute with: missing or not finite → 0. */
export function figure(value: Figure): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

// Fees may carry cents (e.g. 1,250.5 per credit); round products to two
// decimals so binary floating point never shows as 0.30000000000000004.
function times(a: number, b: number): number {
  return Math.round(a * b * 100) / 100;
}

function plus(a: number, b: number): number {
  return Math.round((a + b) * 100) / 100;
}

/** The numbers of one fee table of a program. */
export function feeBreakdown(program: FeeFigures, variant: FeeVariant): FeeBreakdown {
  const isLongVariant = variant === 'graduate-2.5-year';
  const feePerCredit = figure(isLongVariant ? program.n_fee_per_credit : program.fee_per_credit);
  const credits = figure(
    variant === 'undergraduate' ? program.total_courses : isLongVariant ? program.n_total_master_courses : program.total_master_courses,
  );
  const admissionFee = figure(program.admission_fee);
  const admissionSemesters = variant === 'undergraduate' ? figure(program.semester) : GRADUATE_ADMISSION_SEMESTERS[variant];
  const programFee = times(feePerCredit, credits);
  const admissionTotal = times(admissionFee, admissionSemesters);
  return {
    variant,
    feePerCredit,
    credits,
    programFee,
    admissionFee,
    admissionSemesters,
    admissionTotal,
    total: plus(programFee, admissionTotal),
    monthlyAverage: isLongVariant ? undefined : figure(program.monthly_average),
  };
}

/** The tables a program type shows: one for undergraduate, two for graduate. */
export function feeVariants(type: ProgramType): readonly FeeVariant[] {
  return type === 'graduate-programs' ? ['graduate-2-year', 'graduate-2.5-year'] : ['undergraduate'];
}
