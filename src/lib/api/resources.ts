/**
 * Every API call of both specification documents, as a resource: its path,
 * its localStorage key and its cache lifetime. Pages never build API paths
 * themselves; they ask for a resource through the hooks in ./hooks.
 * @see spec 1 §7, spec 2 §7, ../shared/DESIGN.md §4
 */
import {TTL} from './cache';
import type {
  Employee,
  EventItem,
  FacultyAnswer,
  FacultyLecturerCard,
  InspireIssue,
  Job,
  Lang,
  LatestItem,
  LecturerCard,
  LecturerProfile,
  NewsItem,
  ProgramCard,
  ProgramDetail,
  Publication,
} from './types';

/** A request the hooks know how to fetch and cache. `T` is the answer's type. */
export interface Resource<T> {
  readonly path: string;
  readonly cacheKey: string;
  readonly ttl: number;
  /** Phantom field carrying the answer type; never set. */
  readonly _answer?: T;
}

function resource<T>(path: string, cacheKey: string, ttl: number = TTL.default): Resource<T> {
  return {path, cacheKey, ttl};
}

const seg = encodeURIComponent;

/**
 * Calls without a language in the path answer in English; the Dari and
 * Pashto pages add `?lang=` so the server can send their text.
 */
function withLang(path: string, lang: Lang): string {
  return lang === 'en' ? path : `${path}?lang=${lang}`;
}

export const api = {
  latestNews: (lang: Lang) => resource<LatestItem[]>(`/web/news/latest-news/${lang}`, `latest-news-${lang}`, TTL.tenMinutes),
  latestEvents: (lang: Lang) =>
    resource<LatestItem[]>(`/web/events/latest-events/${lang}`, `latest-events-${lang}`, TTL.tenMinutes),
  allNews: (lang: Lang) => resource<NewsItem[]>(`/web/news/all-news/${lang}`, `all-news-${lang}`, TTL.tenMinutes),
  // 'alll-events' (three l's) is the path as the spec uses it.
  allEvents: (lang: Lang) => resource<EventItem[]>(`/web/events/alll-events/${lang}`, `all-events-${lang}`, TTL.tenMinutes),
  newsDetail: (id: number, lang: Lang) => resource<NewsItem[]>(`/web/news/${id}/${lang}`, `news-${id}-${lang}`),
  eventDetail: (id: number, lang: Lang) => resource<EventItem[]>(`/web/event/${id}/${lang}`, `event-${id}-${lang}`),
  graduatePrograms: (lang: Lang) =>
    resource<ProgramCard[]>(`/web/programs/graduate-programs/${lang}`, `graduate-programs-${lang}`, TTL.oneHour),
  undergraduatePrograms: (lang: Lang) =>
    resource<ProgramCard[]>(`/web/programs/undergraduate-programs/${lang}`, `undergraduate-programs-${lang}`, TTL.oneHour),
  programDetails: (program: string, lang: Lang) =>
    resource<ProgramDetail>(
      `/web/program/program-details/${seg(program)}/${lang}`,
      `program-details-${program}-${lang}`,
      TTL.oneHour,
    ),
  programLecturers: (program: string, lang: Lang) =>
    resource<LecturerCard[]>(withLang(`/web/program/lecturers/${seg(program)}`, lang), `program-lecturers-${program}-${lang}`, TTL.oneHour),
  faculty: (faculty: string, lang: Lang) =>
    resource<FacultyAnswer>(`/web/faculty/${seg(faculty)}/${lang}`, `faculty-${faculty}-${lang}`, TTL.oneHour),
  facultyLecturers: (faculty: string, lang: Lang) =>
    resource<FacultyLecturerCard[]>(
      withLang(`/web/faculty/${seg(faculty)}/lecturers`, lang),
      `faculty-lecturers-${faculty}-${lang}`,
      TTL.oneHour,
    ),
  lecturer: (lecturerId: number, lang: Lang) =>
    resource<{lecturer: LecturerProfile[]}>(withLang(`/web/lecturer/${lecturerId}`, lang), `lecturer-${lecturerId}-${lang}`, TTL.oneHour),
  publications: (lang: Lang) =>
    resource<Publication[]>(withLang('/web/research/faculty-publications', lang), `faculty-publications-${lang}`, TTL.tenMinutes),
  jobs: (lang: Lang) =>
    resource<Job[]>(withLang('/web/career/current-opportunities', lang), `current-opportunities-${lang}`, TTL.tenMinutes),
  job: (positionId: number, lang: Lang) =>
    resource<Job>(
      withLang(`/web/career/current-opportunities/position/${positionId}`, lang),
      `position-${positionId}-${lang}`,
      TTL.tenMinutes,
    ),
  inspires: (lang: Lang) => resource<{data: InspireIssue[]}>(withLang('/web/career/inspires', lang), `inspires-${lang}`),
  employees: (lang: Lang) =>
    resource<{data: Employee[]}>(`/web/career/employee-of-the-month/${lang}`, `employee-of-the-month-${lang}`, TTL.tenMinutes),
  employee: (employeeId: number, lang: Lang) =>
    resource<{data: Employee}>(`/web/career/employee-of-the-month/${employeeId}/${lang}`, `employee-${employeeId}-${lang}`),
} as const;
