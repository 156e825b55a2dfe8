import {structureRows} from './structureRows';

describe('structureRows', () => {
  it('lists general, core and thesis credits of an undergraduate program', () => {
    expect(structureRows({general_courses: 30, core_courses: 100, thesis: 6, total_courses: 136}, 'undergraduate')).toEqual({
      rows: [
        {key: 'general', credits: 30},
        {key: 'core', credits: 100},
        {key: 'thesis', credits: 6},
      ],
      total: 136,
    });
  });

  it('reads the plain fields for the 2-year and the n_ fields for the 2.5-year variant', () => {
    // The sample MBA program.
    const program = {general_courses: 6, core_courses: 30, thesis: 6, total_master_courses: 42, n_core_courses: 42, n_total_master_courses: 54};
    expect(structureRows(program, 'graduate-2-year')).toEqual({
      rows: [
        {key: 'general', credits: 6},
        {key: 'core', credits: 30},
        {key: 'thesis', credits: 6},
      ],
      total: 42,
    });
    expect(structureRows(program, 'graduate-2.5-year').total).toBe(54);
    expect(structureRows(program, 'graduate-2.5-year').rows[1]).toEqual({key: 'core', credits: 42});
  });

  it('shows missing figures as 0', () => {
    expect(structureRows({core_courses: null}, 'graduate-2.5-year')).toEqual({
      rows: [
        {key: 'general', credits: 0},
        {key: 'core', credits: 0},
        {key: 'thesis', credits: 0},
      ],
      total: 0,
    });
  });
});
