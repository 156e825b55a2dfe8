/**
 * The `/web` API's calls: for each endpoint its route (as the server
 * registers it under `/web`), its cache lifetime, and how a call is spelt
 * (its path and the key the browser caches its answer under). The server
 * registers its routes from this table, the browser builds its requests
 * with it, and the build asks the API for exactly the paths a page will ask
 * for, so the three can never disagree.
 *
 * Answers are in the requested language with English wherever a translation
 * is missing. Calls whose path has no language answer in English and take
 * `?lang=fa|ps`. The answers' shapes are in ./schemas/answers.ts.
 */
import {DEFAULT_LOCALE, type Locale} from './locales';
import type {FacultyKey, ProgramType} from './keys';

/** Cache lifetimes in seconds: the server's max-age and the browser cache's TTL. */
export const CACHE_TIME = {
  /** Programs, faculties and lecturers: 1 hour. */
  academics: 3600,
  /** News and events lists, latest lists, publications, jobs, employees of the month: 10 minutes. */
  lists: 600,
  /** Calls with no stated lifetime (details, inspires): the general default, 5 minutes. */
  fallback: 300,
} as const;

/** Every endpoint: its route under `/web` (Fastify syntax) and its cache lifetime. */
export const ENDPOINTS = {
  latestNews: {route: '/news/latest-news/:lang', maxAge: CACHE_TIME.lists},
  allNews: {route: '/news/all-news/:lang', maxAge: CACHE_TIME.lists},
  newsDetail: {route: '/news/:id/:lang', maxAge: CACHE_TIME.fallback},
  latestEvents: {route: '/events/latest-events/:lang', maxAge: CACHE_TIME.lists},
  // 'alll-events' (three l's) is the path as the site has always called it.
  allEvents: {route: '/events/alll-events/:lang', maxAge: CACHE_TIME.lists},
  eventDetail: {route: '/event/:id/:lang', maxAge: CACHE_TIME.fallback},
  graduatePrograms: {route: '/programs/graduate-programs/:lang', maxAge: CACHE_TIME.academics},
  undergraduatePrograms: {route: '/programs/undergraduate-programs/:lang', maxAge: CACHE_TIME.academics},
  programDetails: {route: '/program/program-details/:program/:lang', maxAge: CACHE_TIME.academics},
  programLecturers: {route: '/program/lecturers/:program', maxAge: CACHE_TIME.academics},
  faculty: {route: '/faculty/:faculty/:lang', maxAge: CACHE_TIME.academics},
  facultyLecturers: {route: '/faculty/:faculty/lecturers', maxAge: CACHE_TIME.academics},
  lecturer: {route: '/lecturer/:lecturerId', maxAge: CACHE_TIME.academics},
  publications: {route: '/research/faculty-publications', maxAge: CACHE_TIME.lists},
  jobs: {route: '/career/current-opportunities', maxAge: CACHE_TIME.lists},
  job: {route: '/career/current-opportunities/position/:positionId', maxAge: CACHE_TIME.lists},
  inspires: {route: '/career/inspires', maxAge: CACHE_TIME.fallback},
  employees: {route: '/career/employee-of-the-month/:lang', maxAge: CACHE_TIME.lists},
  employee: {route: '/career/employee-of-the-month/:employeeId/:lang', maxAge: CACHE_TIME.fallback},
} as const;

/** The name of an endpoint. */
export type Endpoint = keyof typeof ENDPOINTS;

/** One call: which endpoint, its path, and where the browser caches its answer. */
export interface ApiCall<E extends Endpoint = Endpoint> {
  readonly endpoint: E;
  /** The path to GET, `/web/...`, with any query string. */
  readonly path: string;
  /** The localStorage key of the answer (`latest-news-en`). */
  readonly cacheKey: string;
  /** How long the answer may be reused, in seconds. */
  readonly maxAge: number;
}

function call<E extends Endpoint>(endpoint: E, path: string, cacheKey: string): ApiCall<E> {
  return {endpoint, path, cacheKey, maxAge: ENDPOINTS[endpoint].maxAge};
}

const seg = encodeURIComponent;

/** Calls without a language in the path answer in English; Dari and Pashto add `?lang=`. */
function withLang(path: string, lang: Locale): string {
  return lang === DEFAULT_LOCALE ? path : `${path}?lang=${lang}`;
}

/** Builds each call; the only place a `/web` path is spelt. */
export const api = {
  latestNews: (lang: Locale) => call('latestNews', `/web/news/latest-news/${lang}`, `latest-news-${lang}`),
  latestEvents: (lang: Locale) => call('latestEvents', `/web/events/latest-events/${lang}`, `latest-events-${lang}`),
  allNews: (lang: Locale) => call('allNews', `/web/news/all-news/${lang}`, `all-news-${lang}`),
  allEvents: (lang: Locale) => call('allEvents', `/web/events/alll-events/${lang}`, `all-events-${lang}`),
  newsDetail: (id: number, lang: Locale) => call('newsDetail', `/web/news/${id}/${lang}`, `news-${id}-${lang}`),
  eventDetail: (id: number, lang: Locale) => call('eventDetail', `/web/event/${id}/${lang}`, `event-${id}-${lang}`),
  programs: (type: ProgramType, lang: Locale) =>
    type === 'graduate-programs'
      ? call('graduatePrograms', `/web/programs/graduate-programs/${lang}`, `graduate-programs-${lang}`)
      : call('undergraduatePrograms', `/web/programs/undergraduate-programs/${lang}`, `undergraduate-programs-${lang}`),
  programDetails: (program: string, lang: Locale) =>
    call('programDetails', `/web/program/program-details/${seg(program)}/${lang}`, `program-details-${program}-${lang}`),
  programLecturers: (program: string, lang: Locale) =>
    call('programLecturers', withLang(`/web/program/lecturers/${seg(program)}`, lang), `program-lecturers-${program}-${lang}`),
  faculty: (faculty: FacultyKey, lang: Locale) => call('faculty', `/web/faculty/${seg(faculty)}/${lang}`, `faculty-${faculty}-${lang}`),
  facultyLecturers: (faculty: FacultyKey, lang: Locale) =>
    call('facultyLecturers', withLang(`/web/faculty/${seg(faculty)}/lecturers`, lang), `faculty-lecturers-${faculty}-${lang}`),
  lecturer: (lecturerId: number, lang: Locale) => call('lecturer', withLang(`/web/lecturer/${lecturerId}`, lang), `lecturer-${lecturerId}-${lang}`),
  publications: (lang: Locale) => call('publications', withLang('/web/research/faculty-publications', lang), `faculty-publications-${lang}`),
  jobs: (lang: Locale) => call('jobs', withLang('/web/career/current-opportunities', lang), `current-opportunities-${lang}`),
  job: (positionId: number, lang: Locale) =>
    call('job', withLang(`/web/career/current-opportunities/position/${positionId}`, lang), `position-${positionId}-${lang}`),
  inspires: (lang: Locale) => call('inspires', withLang('/web/career/inspires', lang), `inspires-${lang}`),
  employees: (lang: Locale) => call('employees', `/web/career/employee-of-the-month/${lang}`, `employee-of-the-month-${lang}`),
  employee: (employeeId: number, lang: Locale) =>
    call('employee', `/web/career/employee-of-the-month/${employeeId}/${lang}`, `employee-${employeeId}-${lang}`),
} as const;

/** The keys of the records a locale's calls can name (what the build asks the API for). */
export interface RecordKeys {
  readonly news: readonly number[];
  readonly events: readonly number[];
  readonly programs: readonly string[];
  readonly faculties: readonly FacultyKey[];
  readonly lecturers: readonly number[];
  readonly jobs: readonly number[];
  readonly employees: readonly number[];
}

/** Every call a page of `lang` can make for the records in `keys`. */
export function allCalls(lang: Locale, keys: RecordKeys): ApiCall[] {
  return [
    api.latestNews(lang),
    api.latestEvents(lang),
    api.allNews(lang),
    api.allEvents(lang),
    ...keys.news.map((id) => api.newsDetail(id, lang)),
    ...keys.events.map((id) => api.eventDetail(id, lang)),
    api.programs('graduate-programs', lang),
    api.programs('undergraduate-programs', lang),
    ...keys.programs.flatMap((tag) => [api.programDetails(tag, lang), api.programLecturers(tag, lang)]),
    ...keys.faculties.flatMap((key) => [api.faculty(key, lang), api.facultyLecturers(key, lang)]),
    ...keys.lecturers.map((id) => api.lecturer(id, lang)),
    api.publications(lang),
    api.jobs(lang),
    ...keys.jobs.map((id) => api.job(id, lang)),
    api.inspires(lang),
    api.employees(lang),
    ...keys.employees.map((id) => api.employee(id, lang)),
  ];
}
