/**
 * The site's addresses that depend on data, in one place for the build, the
 * server, the nginx example and the browser. Addresses here are without the
 * locale prefix (`/fa`, `/ps`).
 *
 * - Data pages: every record, every page of a paged list and every program
 *   and faculty sub-page has an address of its own, and the build renders
 *   each as a page (plugins/data-pages declares them to Docusaurus):
 *   `/news/general/7`, `/events/page/2`, `/academics/programs/mba/fee-structure`,
 *   `/academics/faculty/engineering/dean-message`,
 *   `/academics/programs/mba/faculty-profile/12`.
 * - Pattern routes: the same pages for a record or program imported after
 *   the build. The browser's router matches them (`/news/general/([0-9]+)`),
 *   and the build renders each once at its template address
 *   (`/news/general/0`: no record has id 0, no program is called `0`), the
 *   page as it is while its record loads. The server answers such an address
 *   with that template, its head filled in for the record.
 * - Old addresses: the route table's query forms (`/academics/programs?type=&program=&title=`,
 *   `/academics/faculty/dean-message?faculty=&title=`,
 *   `/academics/programs/faculty-profile/12?program=&type=&title=`,
 *   `/events?page=2`) keep working: {@link legacyTarget} gives the address
 *   each now has, which the server and nginx answer with a 301 and a static
 *   host's page reaches with a client-side redirect.
 */
import {FACULTY_KEYS, isFacultyKey, isProgramTag, parseRecordId, type FacultyKey} from './keys';

// --- programs and faculties ---

/** The sub-pages of a program, in the order of its sub-menu ('' is the overview). */
export const PROGRAM_SUBPAGES = ['', 'description', 'vision-and-mission', 'academic-structure', 'fee-structure', 'faculty-profile'] as const;
export type ProgramSubpage = (typeof PROGRAM_SUBPAGES)[number];

/** The sub-pages of a faculty, in the order of its sub-menu ('' is the overview). */
export const FACULTY_SUBPAGES = ['', 'programs', 'dean-message', 'vision-and-mission', 'faculty-profile'] as const;
export type FacultySubpage = (typeof FACULTY_SUBPAGES)[number];

/**
 * Words a program's address cannot be, because an address of the route
 * table has them in the program's place (`/academics/programs/description`,
 * `/academics/programs/faculty-profile/12`): a Tag that lower-cases to one
 * of them is refused by the data reader.
 */
export const RESERVED_PROGRAM_SLUGS: readonly string[] = PROGRAM_SUBPAGES.filter((subpage) => subpage !== '');

/** The address segment of a program: its Tag in lower case (`MBA` → `mba`). */
export function programSlug(tag: string): string {
  return tag.toLowerCase();
}

/** Whether an address segment can name a program: a Tag's shape, in lower case, and no reserved word. */
export function isProgramSlug(segment: string): boolean {
  return /^[a-z][a-z0-9]{0,39}$/.test(segment) && !RESERVED_PROGRAM_SLUGS.includes(segment);
}

/** The address segment of each faculty: its key in lower case, words joined by `-`. */
export const FACULTY_SLUGS: Readonly<Record<FacultyKey, string>> = Object.fromEntries(
  FACULTY_KEYS.map((key) => [key, key.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase()]),
) as Record<FacultyKey, string>;

/** The faculty an address segment names, if any. */
export function facultyFromSlug(segment: string): FacultyKey | undefined {
  return FACULTY_KEYS.find((key) => FACULTY_SLUGS[key] === segment);
}

/** A program's page: `/academics/programs/mba`, `/academics/programs/mba/fee-structure`. */
export function programPath(tag: string, subpage: ProgramSubpage = ''): string {
  return `/academics/programs/${programSlug(tag)}${subpage ? `/${subpage}` : ''}`;
}

/** A faculty's page: `/academics/faculty/engineering`, `/academics/faculty/engineering/dean-message`. */
export function facultyPath(key: FacultyKey, subpage: FacultySubpage = ''): string {
  return `/academics/faculty/${FACULTY_SLUGS[key]}${subpage ? `/${subpage}` : ''}`;
}

/** A lecturer's profile, under the program it is reached from: `/academics/programs/mba/faculty-profile/12`. */
export function lecturerPath(programTag: string, id: number): string {
  return `${programPath(programTag, 'faculty-profile')}/${id}`;
}

// --- records ---

/** What a record's page shows. */
export type DetailKind = 'news' | 'event' | 'position' | 'employee' | 'lecturer';

/** The canonical address of a record that has one address of its own (all but lecturers, see {@link lecturerPath}). */
export function detailPath(kind: Exclude<DetailKind, 'lecturer'>, id: number): string {
  return {
    news: `/news/general/${id}`,
    event: `/event/${id}`,
    position: `/career/current-opportunities/position/${id}`,
    employee: `/career/employee-of-the-month/${id}`,
  }[kind];
}

/** The events list's share address of an event: `/Events/{keywords}/{id}` (it shows `/event/{id}`). */
export function eventShareLinkPath(keywords: string, id: number): string {
  return `/Events/${encodeURIComponent(keywords)}/${id}`;
}

// --- the data pages at fixed addresses ---

/** The data pages that are one page each (the records' and programs' pages have patterns, below). */
export const DATA_PAGE_PATHS = {
  home: '/',
  jobs: '/career/current-opportunities',
  employees: '/career/employee-of-the-month',
  inspire: '/career/inspire',
  graduatePrograms: '/academics/graduate/graduate-programs',
  undergraduatePrograms: '/academics/undergraduate/undergraduate-programs',
  programs: '/academics/programs',
} as const;

// --- paged lists ---

/** Items per page on the news and events lists. */
export const LIST_PAGE_SIZE = 9;

/** Publications per page on the faculty publications list. */
export const PUBLICATIONS_PAGE_SIZE = 10;

/** The lists shown a page at a time: their first page's address and their page size. */
export const PAGED_LISTS = [
  {path: '/news/general', size: LIST_PAGE_SIZE},
  {path: '/events', size: LIST_PAGE_SIZE},
  {path: '/research/faculty-publications', size: PUBLICATIONS_PAGE_SIZE},
] as const;

/** The query parameter the lists' pages had in the route table (`/events?page=2`). */
export const PAGE_PARAM = 'page';

/** How many pages `count` items fill, `size` a page (at least one). */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The address of page `page` of the list at `listPath`: the list itself for page 1, `/events/page/2` after. */
export function listPagePath(listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}/page/${page}`;
}

/** The list and page an address names (`/events/page/2` → page 2 of `/events`), if it is a list's page. */
export function matchListPage(pathWithoutLocale: string): {readonly listPath: string; readonly page: number} | undefined {
  for (const list of PAGED_LISTS) {
    if (pathWithoutLocale === list.path) return {listPath: list.path, page: 1};
    const rest = pathWithoutLocale.startsWith(`${list.path}/page/`) ? pathWithoutLocale.slice(list.path.length + 6) : undefined;
    const page = rest === undefined ? undefined : parseRecordId(rest);
    if (page !== undefined && page > 1) return {listPath: list.path, page};
  }
  return undefined;
}

// --- pattern routes ---

/** A page for a record or program the build may not know: its address with parameters. */
export interface PatternRoute {
  /** `:id` names a record id, `:program` a program's address segment, `:keywords` a readable slug. */
  readonly path: string;
  readonly kind: DetailKind | 'program';
  /**
   * The program sub-page this route shows (program routes only; `''` is the overview, and the
   * lecturer routes are their `faculty-profile`'s children).
   */
  readonly subpage?: ProgramSubpage;
  /** Set on a second address of the same record: the route whose page answers it. */
  readonly twinOf?: string;
}

/** Every pattern route; the first of each kind (without `twinOf`) is the record's canonical address. */
export const PATTERN_ROUTES: readonly PatternRoute[] = [
  {path: '/news/general/:id', kind: 'news'},
  // The route table spells the news detail with a capital N while the news
  // cards link to the lower-case address: both reach the page. The router
  // matches regardless of case, so it needs no route of its own.
  {path: '/News/general/:id', kind: 'news', twinOf: '/news/general/:id'},
  {path: '/event/:id', kind: 'event'},
  // The address the events list shares; the keywords only make it readable.
  {path: '/Events/:keywords/:id', kind: 'event', twinOf: '/event/:id'},
  {path: '/career/current-opportunities/position/:id', kind: 'position'},
  {path: '/career/employee-of-the-month/:id', kind: 'employee'},
  {path: '/academics/programs/:program/faculty-profile/:id', kind: 'lecturer'},
  ...PROGRAM_SUBPAGES.map((subpage) => ({path: `/academics/programs/:program${subpage ? `/${subpage}` : ''}`, kind: 'program' as const, subpage})),
];

/** A parameter's pattern: the router's unnamed group, and the one the server and nginx match with (bounded). */
const PARAMS = {
  id: {router: '([0-9]+)', strict: '([0-9]{1,12})'},
  program: {router: '([a-z][a-z0-9]*)', strict: '([A-Za-z][A-Za-z0-9]{0,39})'},
  keywords: {router: '([A-Za-z0-9-]+)', strict: '[A-Za-z0-9-]{1,120}'},
} as const;

function withParams(route: PatternRoute, which: 'router' | 'strict'): string {
  return route.path.replace(/:([a-z]+)/g, (_, name: keyof typeof PARAMS) => PARAMS[name][which]);
}

/**
 * The route's path as the router (react-router 5) declares it: each
 * parameter an unnamed group, `/news/general/([0-9]+)`. Pages find their
 * record in the address, not in named parameters, and Docusaurus writes a
 * file named after this path, which `:` would make one Windows refuses.
 */
export function routerPath(route: PatternRoute): string {
  return withParams(route, 'router');
}

/**
 * The address a pattern route's template is rendered at: each id `0` and
 * each program `0`, which no record or program has; the data pages plugin
 * declares it as a page of its own. The server answers it, as it answers id
 * 0 anywhere, like a record that does not exist ({@link matchNoRecordPath}).
 */
export function templateAddress(route: PatternRoute): string {
  return route.path.replace(/:(id|program)\b/g, '0');
}

/** The route whose template is rendered at a path (without locale), if any. */
function templateRouteAt(pathWithoutLocale: string): PatternRoute | undefined {
  return PATTERN_ROUTES.find((route) => route.twinOf === undefined && templateAddress(route) === pathWithoutLocale);
}

/** Whether a path (without locale) is a template's address. */
export function isTemplateAddress(pathWithoutLocale: string): boolean {
  return templateRouteAt(pathWithoutLocale) !== undefined;
}

/**
 * The pattern route an address with an id of 0 belongs to (`/news/general/0`,
 * `/academics/programs/MBA/faculty-profile/0`), or whose template address it
 * is (`/academics/programs/0`), as a match for a record or program that does
 * not exist. The browser's router takes these addresses with the route's page
 * (an id pattern takes 0, and each template is a page of its own), so they
 * must be answered as that route answers a record it has not got, never with
 * the site's 404 page, which would not hydrate.
 */
export function matchNoRecordPath(pathWithoutLocale: string): PatternMatch | undefined {
  const template = templateRouteAt(pathWithoutLocale);
  if (template !== undefined) {
    return {route: template, id: template.path.includes(':id') ? 0 : undefined, program: template.path.includes(':program') ? '0' : undefined};
  }
  const zero = /^(.*\/)0$/.exec(pathWithoutLocale);
  const match = zero === null ? undefined : matchPatternPath(`${zero[1]}1`);
  return match === undefined ? undefined : {...match, id: 0};
}

/** Whether the router needs a route of its own for `route` (a twin that differs only in case does not). */
export function hasOwnRouterRoute(route: PatternRoute): boolean {
  return route.twinOf === undefined || route.twinOf.toLowerCase() !== route.path.toLowerCase();
}

/** The route whose page answers `route`'s addresses (itself, or the route it is a twin of). */
export function canonicalRoute(route: PatternRoute): PatternRoute {
  return route.twinOf === undefined ? route : (PATTERN_ROUTES.find((r) => r.path === route.twinOf) ?? route);
}

/** A pattern route matched against an address. */
export interface PatternMatch {
  readonly route: PatternRoute;
  /** The record id, when the route has one. */
  readonly id?: number;
  /** The program's address segment as written, when the route has one. */
  readonly program?: string;
}

const MATCHERS = PATTERN_ROUTES.map((route) => ({
  route,
  names: [...route.path.matchAll(/:([a-z]+)/g)].map((match) => match[1]).filter((name) => name !== 'keywords'),
  pattern: new RegExp(`^${withParams(route, 'strict')}$`),
}));

/**
 * The pattern route an address (without locale prefix) belongs to, with its
 * parameters; undefined when none matches, or when an id is not written the
 * one way ids are (`07`, `0`) or a program segment is not one a program can
 * have. The server redirects other spellings to the canonical one first.
 */
export function matchPatternPath(pathWithoutLocale: string): PatternMatch | undefined {
  for (const {route, names, pattern} of MATCHERS) {
    const match = pattern.exec(pathWithoutLocale);
    if (match === null) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    const id = values.id === undefined ? undefined : parseRecordId(values.id);
    if (values.id !== undefined && id === undefined) return undefined;
    if (values.program !== undefined && !isProgramSlug(values.program)) return undefined;
    return {route, id, program: values.program};
  }
  return undefined;
}

// --- old addresses ---

/** What an old address needs to be redirected: the programs a lecturer teaches in, first the home program. */
export type LecturerPrograms = (id: number) => readonly string[] | undefined;

/** An old address's new one, or what must be looked up first. */
export type LegacyTarget =
  {readonly kind: 'path'; readonly path: string} | {readonly kind: 'lecturer'; readonly id: number; readonly program?: string};

const LEGACY_PROGRAM_PAGE = /^\/academics\/programs(?:\/(description|vision-and-mission|academic-structure|fee-structure|faculty-profile))?$/;
const LEGACY_FACULTY_PAGE = /^\/academics\/faculty(?:\/(programs|dean-message|vision-and-mission|faculty-profile))?$/;
const LEGACY_LECTURER = /^\/academics\/programs\/faculty-profile\/([0-9]{1,12})$/;

/**
 * Whether a path is one of the route table's query forms that names no page
 * without its query (`/academics/programs/fee-structure`, `/academics/faculty`):
 * the build gives each a page that moves on to the page its query names.
 */
export function isLegacyPagePath(pathWithoutLocale: string): boolean {
  return (LEGACY_PROGRAM_PAGE.test(pathWithoutLocale) && pathWithoutLocale !== '/academics/programs') || LEGACY_FACULTY_PAGE.test(pathWithoutLocale);
}

/** The one value of a query parameter, or undefined when it is missing or repeated. */
function single(params: URLSearchParams, name: string): string | undefined {
  const all = params.getAll(name);
  return all.length === 1 ? all[0] : undefined;
}

/**
 * Where an address of the route table's query forms now lives (without
 * locale prefix), or undefined when `pathWithoutLocale` and `search` are no
 * such address. Query parameters other than the ones that choose the page
 * (`title`, `type`) are dropped: the new address says everything.
 *
 * - `/academics/programs[/sub]?program=MBA…` → `/academics/programs/mba[/sub]`;
 *   without a valid program, the programs' index `/academics/programs`.
 * - `/academics/faculty[/sub]?faculty=Engineering…` → `/academics/faculty/engineering[/sub]`;
 *   without a valid faculty, the faculties' page.
 * - `/academics/programs/faculty-profile/12?program=MBA…` → `/academics/programs/mba/faculty-profile/12`;
 *   without a program, the lecturer's home program, which the caller looks up (`kind: 'lecturer'`).
 * - `/events?page=2` (and the news and publications lists) → `/events/page/2`.
 */
export function legacyTarget(pathWithoutLocale: string, search: string): LegacyTarget | undefined {
  const params = new URLSearchParams(search);
  const lecturer = LEGACY_LECTURER.exec(pathWithoutLocale);
  if (lecturer !== null) {
    const id = parseRecordId(lecturer[1]);
    if (id === undefined) return undefined;
    const program = single(params, 'program');
    return {kind: 'lecturer', id, program: isProgramTag(program) && isProgramSlug(programSlug(program)) ? program : undefined};
  }
  const program = LEGACY_PROGRAM_PAGE.exec(pathWithoutLocale);
  if (program !== null) {
    const tag = single(params, 'program');
    const subpage = (program[1] ?? '') as ProgramSubpage;
    if (isProgramTag(tag) && isProgramSlug(programSlug(tag))) return {kind: 'path', path: programPath(tag, subpage)};
    // The programs' index answers its own address; its old sub-pages without a program lead there.
    return subpage === '' ? undefined : {kind: 'path', path: '/academics/programs'};
  }
  const faculty = LEGACY_FACULTY_PAGE.exec(pathWithoutLocale);
  if (faculty !== null) {
    const key = single(params, 'faculty');
    const subpage = (faculty[1] ?? '') as FacultySubpage;
    return {kind: 'path', path: isFacultyKey(key) ? facultyPath(key, subpage) : '/academics/faculties'};
  }
  const list = PAGED_LISTS.find((entry) => entry.path === pathWithoutLocale);
  const page = list === undefined ? undefined : single(params, PAGE_PARAM);
  if (list !== undefined && page !== undefined) {
    const number = parseRecordId(page);
    return {kind: 'path', path: listPagePath(list.path, number ?? 1)};
  }
  return undefined;
}

/** A lecturer's address for an old link: the program it names when the lecturer teaches in it, else the home program. */
export function legacyLecturerPath(target: Extract<LegacyTarget, {kind: 'lecturer'}>, programs: readonly string[]): string | undefined {
  const program = programs.find((tag) => target.program !== undefined && tag === target.program) ?? programs[0];
  return program === undefined ? undefined : lecturerPath(program, target.id);
}
