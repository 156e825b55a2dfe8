/**
 * The academics URL model: the query strings of the program and faculty
 * pages (`?type=&program=&title=` and `?faculty=&title=`) and the links to
 * them and to lecturer profiles. Values are validated before any use, by the
 * vocabulary of content/keys.ts: a page only ever fetches a well-formed
 * program Tag or a known faculty key, and the title is only ever rendered as
 * text.
 */
import {isFacultyKey, isProgramTag, isProgramType, type FacultyKey, type ProgramType} from '@site/content/keys';
import {detailPath, type FacultySubpage, type ProgramSubpage} from '@site/content/routes';

// Titles only label the page while it loads; a long one is cut.
const MAX_TITLE_LENGTH = 200;

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

/** `?type=…&program=…&title=…`, URL-encoded, in this order. */
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
 * (this page's parameter order: program, type, title).
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
  return `${detailPath('lecturer', id)}${search ? `?${search}` : ''}`;
}
