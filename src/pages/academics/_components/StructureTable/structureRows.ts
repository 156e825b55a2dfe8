/**
 * Which credit figures an academic-structure table lists:
 * general courses, core courses and the thesis, then the total. Undergraduate
 * programs and the 2-year graduate variant use the plain fields; the 2.5-year
 * variant has its own core courses and total (`n_` fields) and shares the
 * general courses and thesis (in the sample data, MBA: 30 + 6 + 6 = 42 and
 * 42 + 6 + 6 = 54). Missing figures count as 0.
 */
import {figure, type FeeVariant, type Figure} from '@site/src/lib/fees';

/** The program figures a structure table reads. */
export interface StructureFigures {
  readonly core_courses?: Figure;
  readonly general_courses?: Figure;
  readonly thesis?: Figure;
  readonly total_courses?: Figure;
  readonly total_master_courses?: Figure;
  readonly n_core_courses?: Figure;
  readonly n_total_master_courses?: Figure;
}

/** A row of the table: what is counted, in credits. */
export type StructureRowKey = 'general' | 'core' | 'thesis';

/** The rows and the total of one structure table. */
export interface Structure {
  readonly rows: ReadonlyArray<{readonly key: StructureRowKey; readonly credits: number}>;
  readonly total: number;
}

/** The credit rows of a program's structure table for one variant. */
export function structureRows(program: StructureFigures, variant: FeeVariant): Structure {
  const isLongVariant = variant === 'graduate-2.5-year';
  const total = variant === 'undergraduate' ? program.total_courses : isLongVariant ? program.n_total_master_courses : program.total_master_courses;
  return {
    rows: [
      {key: 'general', credits: figure(program.general_courses)},
      {key: 'core', credits: figure(isLongVariant ? program.n_core_courses : program.core_courses)},
      {key: 'thesis', credits: figure(program.thesis)},
    ],
    total: figure(total),
  };
}
