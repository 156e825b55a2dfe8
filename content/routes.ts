/**
 * The site's addresses that depend on data: detail routes (a path parameter
 * names a record) and query pages (the query string names what is shown).
 *
 * - Detail routes: `/news/general/7`, `/event/3`... Docusaurus builds one
 *   template page per route and locale (`news/general/([0-9]+).html`: the
 *   router's path, see `routerPath`); the build
 *   also renders every record of data/ at its own address
 *   (`news/general/7.html`). The server and the nginx example answer a
 *   record's address with its rendered page, and one imported after the
 *   build with the template, whose head the server fills in.
 * - Query pages: `/events?page=2`, `/academics/programs?type=&program=`...
 *   The build renders each page of each list and each program and faculty as
 *   a variant file beside the page (`events~2.html`,
 *   `academics/programs/fee-structure~graduate-programs~MBA.html`), chosen by
 *   the server and nginx from the query string.
 *
 * Addresses here are without the locale prefix (`/fa`, `/ps`).
 */
import {isFacultyKey, isProgramTag, isProgramType} from './keys';

/** What a detail route shows. */
export type DetailKind = 'news' | 'event' | 'position' | 'employee' | 'lecturer';

/** A route with a record id as its last path parameter. */
export interface DetailRoute {
  /** The route with named parameters, e.g. `/news/general/:id` (`routerPath` gives the router's form). */
  readonly path: string;
  readonly kind: DetailKind;
  /**
   * Parameters that are URL slugs (a-z, 0-9, '-'), not ids: the keywords of
   * a shared event link are only there to make the link readable.
   */
  readonly slugParams?: readonly string[];
  /**
   * Set on a second address of the same item: the route whose page answers
   * it (`/News/general/7` is answered by the page of `/news/general/7`).
   */
  readonly twinOf?: string;
  /**
   * A query parameter whose value changes what the page shows around the
   * record; the build renders a variant per value
   * (`faculty-profile/12~MBA.html` for `?program=MBA`).
   */
  readonly variantParam?: VariantParam;
}

/** Every detail route. The first route of each kind is the item's canonical address. */
export const DETAIL_ROUTES: readonly DetailRoute[] = [
  {path: '/news/general/:id', kind: 'news'},
  // The route table spells the news detail with a capital N while the news
  // cards link to the lower-case address: both reach the page.
  {path: '/News/general/:id', kind: 'news', twinOf: '/news/general/:id'},
  {path: '/event/:id', kind: 'event'},
  // The address the events list shares; the keywords only make it readable.
  {path: '/Events/:keywords/:id', kind: 'event', slugParams: ['keywords'], twinOf: '/event/:id'},
  {path: '/career/current-opportunities/position/:positionId', kind: 'position'},
  {path: '/career/employee-of-the-month/:employeeId', kind: 'employee'},
  // A profile carries the sub-menu of the program it is reached from; the
  // page itself is built with the lecturer's first program.
  {path: '/academics/programs/faculty-profile/:lecturerId', kind: 'lecturer', variantParam: {name: 'program', isValid: isProgramTag}},
];

/**
 * The route's path as the router (react-router 5) declares it: each
 * parameter an unnamed group, `/news/general/([0-9]+)`. Docusaurus writes a
 * template page named after this path; a `:id` in it would make a file name
 * Windows refuses, and pages find their record id in the address, not in
 * named parameters.
 */
export function routerPath(route: DetailRoute): string {
  return withParams(route, '([A-Za-z0-9-]+)', '([0-9]+)');
}

/**
 * `route.path` with each parameter written as a pattern: `slug` for the
 * slug parameters, `id` for the record id. The router, the server's matcher
 * and the nginx snippet each write the same route this way.
 */
export function withParams(route: DetailRoute, slug: string, id: string): string {
  return route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      return route.slugParams?.includes(segment.slice(1)) ? slug : id;
    })
    .join('/');
}

/**
 * The template page that answers a route's records imported after the build,
 * without locale folder: its canonical route's (`news/general/([0-9]+).html`
 * for `/News/general/:id` too).
 */
export function templateFile(route: DetailRoute): string {
  return `${routerPath(canonicalRoute(route)).slice(1)}.html`;
}

/**
 * The address a route's template page is rendered at: the route with each id
 * `0`, which the router matches and no record has (ids start at 1). The page
 * renders there as it does while a record loads, and the browser, hydrating
 * it at a record's address, renders the same (src/lib/api/pageData.tsx).
 * Rendered at its own path instead (`/news/general/([0-9]+)`, as Docusaurus
 * does), it would match no route and be the 404 page.
 */
export function templateAddress(route: DetailRoute): string {
  return withParams(route, 'template', '0');
}

/** Whether a path or build file is a detail template's (a segment that is a router group, `([0-9]+)`). */
export function isTemplatePath(pathOrFile: string): boolean {
  return /(^|\/)\(/.test(pathOrFile);
}

/**
 * Whether the router needs a route of its own for `route`. The router
 * matches paths regardless of case, so a twin spelt like its route but for
 * case (`/News/general/:id`) is already matched by it; a route of its own
 * would also write a template whose file name differs from its route's only
 * in case, one file on Windows' and macOS's file systems.
 */
export function hasOwnRouterRoute(route: DetailRoute): boolean {
  return route.twinOf === undefined || route.twinOf.toLowerCase() !== route.path.toLowerCase();
}

/** The route whose page answers `route`'s addresses (itself, or the route it is a twin of). */
export function canonicalRoute(route: DetailRoute): DetailRoute {
  return route.twinOf === undefined ? route : (DETAIL_ROUTES.find((r) => r.path === route.twinOf) ?? route);
}

/** The canonical address of a record: `/news/general/7`, `/event/3`... */
export function detailPath(kind: DetailKind, id: number): string {
  const route = DETAIL_ROUTES.find((r) => r.kind === kind && r.twinOf === undefined);
  if (route === undefined) throw new Error(`no detail route for ${kind}`);
  return route.path.replace(/:[A-Za-z]+$/, String(id));
}

/**
 * The address (without `.html`) of a record's variant for a value of its
 * route's variant parameter: `/academics/programs/faculty-profile/12~MBA`.
 */
export function detailVariantFilePath(kind: DetailKind, id: number, value: string): string {
  return `${detailPath(kind, id)}~${value}`;
}

/** The events list's share address of an event: `/Events/{keywords}/{id}`. */
export function eventShareLinkPath(keywords: string, id: number): string {
  return `/Events/${encodeURIComponent(keywords)}/${id}`;
}

/** A detail route matched against an address. */
export interface DetailMatch {
  readonly route: DetailRoute;
  /** The id segment as written (`7`, or `007`, which is not canonical). */
  readonly idSegment: string;
}

// The literal segments of the detail routes are words and hyphens: nothing to escape.
const DETAIL_MATCHERS = DETAIL_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${withParams(route, '[A-Za-z0-9-]{1,120}', '([0-9]{1,12})')}$`),
}));

/**
 * The detail route an address (without locale prefix) belongs to, when its
 * id segment is made of digits; undefined for any other address.
 */
export function matchDetailPath(pathWithoutLocale: string): DetailMatch | undefined {
  for (const {route, pattern} of DETAIL_MATCHERS) {
    const match = pattern.exec(pathWithoutLocale);
    if (match !== null) return {route, idSegment: match[1]};
  }
  return undefined;
}

// --- lists and query pages ---

/** Items per page on the news and events lists. */
export const LIST_PAGE_SIZE = 9;

/** Publications per page on the faculty publications list. */
export const PUBLICATIONS_PAGE_SIZE = 10;

/** The query parameter that holds a list's page number. */
export const PAGE_PARAM = 'page';

/** How many pages `count` items fill, `size` a page (at least one). */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The sub-pages of a program, in the order of its sub-menu ('' is the overview). */
export const PROGRAM_SUBPAGES = ['', 'description', 'vision-and-mission', 'academic-structure', 'fee-structure', 'faculty-profile'] as const;
export type ProgramSubpage = (typeof PROGRAM_SUBPAGES)[number];

/** The sub-pages of a faculty, in the order of its sub-menu ('' is the overview). */
export const FACULTY_SUBPAGES = ['', 'programs', 'dean-message', 'vision-and-mission', 'faculty-profile'] as const;
export type FacultySubpage = (typeof FACULTY_SUBPAGES)[number];

/** A query parameter that selects a rendered variant of a page. */
export interface VariantParam {
  readonly name: string;
  /** Only canonical values select a variant; anything else gets the page itself. */
  readonly isValid: (value: string) => boolean;
}

// Page 1 is the page itself; 2 and up are variants, written without leading zeros.
const PAGE: VariantParam = {name: PAGE_PARAM, isValid: (value) => /^[1-9][0-9]{0,4}$/.test(value) && value !== '1'};
const TYPE: VariantParam = {name: 'type', isValid: isProgramType};
const PROGRAM: VariantParam = {name: 'program', isValid: isProgramTag};
const FACULTY: VariantParam = {name: 'faculty', isValid: isFacultyKey};

/** A page whose content depends on its query string. */
export interface QueryPage {
  readonly path: string;
  /** The parameters that select a variant, in the order of the variant's file name. */
  readonly params: readonly VariantParam[];
}

/** Every query page; the build renders a variant of each for every value in data/. */
export const QUERY_PAGES: readonly QueryPage[] = [
  {path: '/news/general', params: [PAGE]},
  {path: '/events', params: [PAGE]},
  {path: '/research/faculty-publications', params: [PAGE]},
  ...PROGRAM_SUBPAGES.map((subpage) => ({path: `/academics/programs${subpage ? `/${subpage}` : ''}`, params: [TYPE, PROGRAM]})),
  ...FACULTY_SUBPAGES.map((subpage) => ({path: `/academics/faculty${subpage ? `/${subpage}` : ''}`, params: [FACULTY]})),
];

/** The query page at `pathWithoutLocale`, if it is one. */
export function queryPage(pathWithoutLocale: string): QueryPage | undefined {
  return QUERY_PAGES.find((page) => page.path === pathWithoutLocale);
}

/**
 * The values that select a variant of `page` in a query string, or undefined
 * when a parameter is missing, repeated or not canonical (the page itself
 * answers then, and its script reads the query).
 */
export function variantValues(page: QueryPage, search: string): string[] | undefined {
  const params = new URLSearchParams(search);
  const values: string[] = [];
  for (const param of page.params) {
    const all = params.getAll(param.name);
    if (all.length !== 1 || !param.isValid(all[0])) return undefined;
    values.push(all[0]);
  }
  return values;
}

/** The query string that selects a variant: `?type=graduate-programs&program=MBA`. */
export function variantSearch(page: QueryPage, values: readonly string[]): string {
  return `?${page.params.map((param, index) => `${param.name}=${encodeURIComponent(values[index])}`).join('&')}`;
}

/**
 * The address of a variant's file, without `.html`: the page's address and
 * the values joined by `~` (`/events~2`). Values are validated tokens
 * (letters, digits, '-'), so the name needs no escaping anywhere.
 */
export function variantFilePath(pagePath: string, values: readonly string[]): string {
  return `${pagePath}~${values.join('~')}`;
}
