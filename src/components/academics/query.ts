/**
 * The query strings of the program and faculty pages (spec 2 §2; DESIGN §3):
 * `?type=&program=&title=` and `?faculty=&title=`. Values are validated before
 * any use: a page only ever fetches a well-formed program Tag or a known
 * faculty key, and the title is only ever rendered as text.
 */
import type {ProgramType} from '@site/src/lib/fees';

export type {ProgramType} from '@site/src/lib/fees';

/** The two program types, as in the API paths. */
export const PROGRAM_TYPES: readonly ProgramType[] = ['graduate-programs', 'undergraduate-programs'];

/** The five faculties, as in the API paths (spec 2 §2). */
export const FACULTY_KEYS = ['Economic', 'Engineering', 'ComputerScience', 'SocialScience', 'Law'] as const;

/** A faculty key. */
export type FacultyKey = (typeof FACULTY_KEYS)[number];

// A program Tag is a PascalCase identifier (BBA, MSCivilEngineering), as the
// data schema requires; anything else cannot name a program.
const PROGRAM_TAG = /^[A-Z][A-Za-z0-9]{0,39}$/;
// Titles only label the page while it loads; a long one is cut.
const MAX_TITLE_LENGTH = 200;

/** Whether `value` is one of the two program types. */
export function isProgramType(value: unknown): value is ProgramType {
  return PROGRAM_TYPES.includes(value as ProgramType);
}

/** Whether `value` is one of the five faculty keys. */
export function isFacultyKey(value: unknown): value is FacultyKey {
  return FACULTY_KEYS.includes(value as FacultyKey);
}

/** Whether `value` is a well-formed program Tag. */
export function isProgramTag(value: unknown): value is string {
  return typeof value === 'string' && PROGRAM_TAG.test(value);
}

function cleanTitle(value: string | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_LENGTH);
}

/** The validated query of a program page; a bad value is undefined. */
export interface ProgramQuery {
  readonly type: ProgramType | undefined;
  readonly program: string | undefined;
  /** Plain text; shown as the title until the program has loaded. */
  readonly title: string;
}

/** Reads `?type=&program=&title=` from a location's search string. */
export function parseProgramQuery(search: string): ProgramQuery {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const program = params.get('program');
  return {
    type: isProgramType(type) ? type : undefined,
    program: isProgramTag(program) ? program : undefined,
    title: cleanTitle(params.get('title')),
  };
}

/** The validated query of a faculty page; a bad key is undefined. */
export interface FacultyQuery {
  readonly faculty: FacultyKey | undefined;
  readonly title: string;
}

/** Reads `?faculty=&title=` from a location's search string. */
export function parseFacultyQuery(search: string): FacultyQuery {
  const params = new URLSearchParams(search);
  const faculty = params.get('faculty');
  return {faculty: isFacultyKey(faculty) ? faculty : undefined, title: cleanTitle(params.get('title'))};
}

/** A program to link to; the type may be unknown (it only matters for the tables). */
export interface ProgramLinkQuery {
  readonly type?: ProgramType;
  readonly program: string;
  readonly title?: string;
}

/** `?type=…&program=…&title=…`, URL-encoded, in the spec's order. */
export function programQueryString(query: ProgramLinkQuery): string {
  const params = new URLSearchParams();
  if (query.type) {
    params.set('type', query.type);
  }
  params.set('program', query.program);
  if (query.title) {
    params.set('title', query.title);
  }
  return `?${params.toString()}`;
}

/** `?faculty=…&title=…`, URL-encoded. */
export function facultyQueryString(query: {faculty: FacultyKey; title?: string}): string {
  const params = new URLSearchParams({faculty: query.faculty});
  if (query.title) {
    params.set('title', query.title);
  }
  return `?${params.toString()}`;
}

/** The sub-pages of a program, in the order of its sub-menu ('' is the overview). */
export const PROGRAM_SUBPAGES = ['', 'description', 'vision-and-mission', 'academic-structure', 'fee-structure', 'faculty-profile'] as const;

/** A program sub-page. */
export type ProgramSubpage = (typeof PROGRAM_SUBPAGES)[number];

/** The sub-pages of a faculty, in the order of its sub-menu ('' is the overview). */
export const FACULTY_SUBPAGES = ['', 'programs', 'dean-message', 'vision-and-mission', 'faculty-profile'] as const;

/** A faculty sub-page. */
export type FacultySubpage = (typeof FACULTY_SUBPAGES)[number];

/** Link to a program page: `/academics/programs[/sub]?type=&program=&title=`. */
export function programHref(query: ProgramLinkQuery, subpage: ProgramSubpage = ''): string {
  return `/academics/programs${subpage ? `/${subpage}` : ''}${programQueryString(query)}`;
}

/** Link to a faculty page: `/academics/faculty[/sub]?faculty=&title=`. */
export function facultyHref(query: {faculty: FacultyKey; title?: string}, subpage: FacultySubpage = ''): string {
  return `/academics/faculty${subpage ? `/${subpage}` : ''}${facultyQueryString(query)}`;
}

/**
 * Link to a lecturer profile: `/academics/programs/faculty-profile/{id}?program=&type=&title=`
 * (the spec's parameter order for this page).
 */
export function lecturerHref(id: number, query: {type?: ProgramType; program?: string; title?: string}): string {
  const params = new URLSearchParams();
  if (query.program) {
    params.set('program', query.program);
  }
  if (query.type) {
    params.set('type', query.type);
  }
  if (query.title) {
    params.set('title', query.title);
  }
  const search = params.toString();
  return `/academics/programs/faculty-profile/${id}${search ? `?${search}` : ''}`;
}
