/**
 * The fixed vocabulary of the content: the five faculties, the two program
 * types, and the shapes of program Tags and record ids. The data files, the
 * API's parameters, the page addresses and the build all check against these.
 */

/** The five faculties, as the data files, the API paths and `?faculty=` name them. */
export const FACULTY_KEYS = ['Economic', 'Engineering', 'ComputerScience', 'SocialScience', 'Law'] as const;
export type FacultyKey = (typeof FACULTY_KEYS)[number];

/** The two kinds of program, as the API paths and `?type=` name them. */
export const PROGRAM_TYPES = ['graduate-programs', 'undergraduate-programs'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

/** A program Tag: a PascalCase identifier such as `BBA` or `MSCivilEngineering`. */
export const PROGRAM_TAG_PATTERN = '^[A-Z][A-Za-z0-9]{0,39}$';

/**
 * A record id as written in an address: 1 to 9 digits without a leading zero,
 * so every id has exactly one spelling and fits a 32-bit integer.
 */
export const RECORD_ID_PATTERN = '^[1-9][0-9]{0,8}$';

/** Whether `value` is one of the five faculty keys. */
export function isFacultyKey(value: unknown): value is FacultyKey {
  return typeof value === 'string' && (FACULTY_KEYS as readonly string[]).includes(value);
}

/** Whether `value` is one of the two program types. */
export function isProgramType(value: unknown): value is ProgramType {
  return typeof value === 'string' && (PROGRAM_TYPES as readonly string[]).includes(value);
}

const programTag = new RegExp(PROGRAM_TAG_PATTERN);

/** Whether `value` is a well-formed program Tag. */
export function isProgramTag(value: unknown): value is string {
  return typeof value === 'string' && programTag.test(value);
}

const recordId = new RegExp(RECORD_ID_PATTERN);

/** The id an address segment spells, or undefined when it is not a canonical id. */
export function parseRecordId(segment: string): number | undefined {
  return recordId.test(segment) ? Number(segment) : undefined;
}
