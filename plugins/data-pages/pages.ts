/**
 * Every data page of a locale: its address, the component that shows it,
 * and the data it is rendered with (the API's answers for data/, cut into
 * the modules its route carries). The data pages plugin declares each as a
 * route; this module only decides what they are, so it can be tested without
 * a build.
 *
 * A page's modules hold exactly the answers its component asks the API for
 * (src/lib/api: `useApi`, `useRouteItem`, `useListPage`); the build fails
 * when a page asks for one its route does not carry (src/lib/api/routeData.tsx).
 */
import {api, type ApiCall} from '../../content/api';
import {PROGRAM_TYPES, type ProgramType} from '../../content/keys';
import {DEFAULT_LOCALE, type Locale} from '../../content/locales';
import identity from '../../content/identity';
import {employeeHead, eventHead, type ItemHead, itemHeadTags, lecturerHead, newsHead, positionHead} from '../../content/item-head';
import type {RouteData} from '../../content/route-data';
import type {Answer, LecturerProfile} from '../../content/schemas/answers';
import {collegeOrUniversity, jsonLdText} from '../../content/structured-data';
import {
  DATA_PAGE_PATHS,
  detailPath,
  FACULTY_SUBPAGES,
  facultyPath,
  hasOwnRouterRoute,
  lecturerPath,
  listPagePath,
  PAGED_LISTS,
  pageCount,
  PATTERN_ROUTES,
  PROGRAM_SUBPAGES,
  programPath,
  type PatternRoute,
  type ProgramSubpage,
  routerPath,
  templateAddress,
  type FacultySubpage,
} from '../../content/routes';
import type {BuildAnswers} from './answers';

/** A module of a route: its name (the data file's, unique in the build) and its content. */
export interface DataModule {
  readonly name: string;
  readonly data: RouteData;
}

/** A route the plugin declares. */
export interface DataRoute {
  /** The address without locale, or the router's pattern (`/news/general/([0-9]+)`). */
  readonly path: string;
  readonly component: string;
  readonly modules: readonly DataModule[];
  /** A pattern route: matched after every page the build rendered, and not rendered itself. */
  readonly isPattern?: boolean;
  /** The address search engines should index instead (a lecturer's profile under a second program): the page stays out of the sitemap. */
  readonly canonical?: string;
}

const PAGES = '@site/src/pages';

/** The component of each page, beside its address's folder in src/pages; a leading `_` keeps Docusaurus from routing the file itself. */
export const COMPONENTS = {
  home: `${PAGES}/_HomePage`,
  newsList: `${PAGES}/news/general/_NewsListPage`,
  news: `${PAGES}/news/general/_NewsDetailPage`,
  events: `${PAGES}/events/_EventsPage`,
  event: `${PAGES}/event/_EventDetailPage`,
  publications: `${PAGES}/research/_PublicationsPage`,
  jobs: `${PAGES}/career/current-opportunities/_JobsPage`,
  position: `${PAGES}/career/current-opportunities/position/_PositionDetailPage`,
  employees: `${PAGES}/career/employee-of-the-month/_EmployeesPage`,
  employee: `${PAGES}/career/employee-of-the-month/_EmployeeDetailPage`,
  inspire: `${PAGES}/career/_InspirePage`,
  graduatePrograms: `${PAGES}/academics/graduate/_GraduateProgramsPage`,
  undergraduatePrograms: `${PAGES}/academics/undergraduate/_UndergraduateProgramsPage`,
  programs: `${PAGES}/academics/programs/_ProgramsPage`,
  lecturer: `${PAGES}/academics/programs/faculty-profile/_LecturerProfilePage`,
  legacy: `${PAGES}/academics/_LegacyAddressPage`,
} as const;

/** The component of each program sub-page. */
export const PROGRAM_COMPONENTS: Readonly<Record<ProgramSubpage, string>> = {
  '': `${PAGES}/academics/programs/_ProgramOverviewPage`,
  description: `${PAGES}/academics/programs/_ProgramDescriptionPage`,
  'vision-and-mission': `${PAGES}/academics/programs/_ProgramVisionPage`,
  'academic-structure': `${PAGES}/academics/programs/_ProgramStructurePage`,
  'fee-structure': `${PAGES}/academics/programs/_ProgramFeesPage`,
  'faculty-profile': `${PAGES}/academics/programs/_ProgramLecturersPage`,
};

/** The component of each faculty sub-page. */
export const FACULTY_COMPONENTS: Readonly<Record<FacultySubpage, string>> = {
  '': `${PAGES}/academics/faculty/_FacultyOverviewPage`,
  programs: `${PAGES}/academics/faculty/_FacultyProgramsPage`,
  'dean-message': `${PAGES}/academics/faculty/_FacultyDeanPage`,
  'vision-and-mission': `${PAGES}/academics/faculty/_FacultyVisionPage`,
  'faculty-profile': `${PAGES}/academics/faculty/_FacultyLecturersPage`,
};

/** The component that shows a pattern route's page. */
function patternComponent(route: PatternRoute): string {
  if (route.kind === 'program') return PROGRAM_COMPONENTS[route.subpage ?? ''];
  return {
    news: COMPONENTS.news,
    event: COMPONENTS.event,
    position: COMPONENTS.position,
    employee: COMPONENTS.employee,
    lecturer: COMPONENTS.lecturer,
  }[route.kind];
}

/** Every route of the data pages in `locale`, from the build's answers for data/. */
export function dataRoutes(build: BuildAnswers, locale: Locale): DataRoute[] {
  const modules = new Map<string, DataModule>();
  // A page may carry an answer in another language (an event's English times): each language's answers are kept apart.
  const answerOf = (call: ApiCall): unknown => {
    const answers = [build.answers[locale], build.answers[DEFAULT_LOCALE]].find((byPath) => call.path in byPath);
    if (answers === undefined) throw new Error(`data-pages: the build has no answer for ${call.path} (content/api.ts, allCalls)`);
    return answers[call.path];
  };
  /** The module named `name`, made once from `calls` (and `extra`), whichever pages share it. */
  const module = (name: string, calls: readonly ApiCall[], extra: Omit<RouteData, 'answers'> = {}): DataModule => {
    const key = `${locale}-${name}`;
    let found = modules.get(key);
    if (found === undefined) {
      const data: RouteData = {answers: Object.fromEntries(calls.map((call) => [call.path, answerOf(call)])), ...extra};
      found = {name: key, data};
      modules.set(key, found);
    }
    return found;
  };
  const routes: DataRoute[] = [];
  const page = (path: string, component: string, pageModules: readonly DataModule[] = [], canonical?: string): void => {
    routes.push({path, component, modules: pageModules, ...(canonical !== undefined && canonical !== path ? {canonical} : {})});
  };

  // The university for search engines (schema.org), in the page's language.
  const university = {meta: [], jsonLd: jsonLdText(collegeOrUniversity(identity, locale))};
  page(DATA_PAGE_PATHS.home, COMPONENTS.home, [module('home', [api.latestNews(locale), api.latestEvents(locale)], {head: university})]);

  // Lists a page at a time: each page carries its own items, not the whole list.
  const lists = [
    {list: PAGED_LISTS[0], call: api.allNews(locale), component: COMPONENTS.newsList},
    {list: PAGED_LISTS[1], call: api.allEvents(locale), component: COMPONENTS.events},
    {list: PAGED_LISTS[2], call: api.publications(locale), component: COMPONENTS.publications},
  ];
  for (const {list, call, component} of lists) {
    const all = answerOf(call);
    const items = Array.isArray(all) ? all : [];
    const count = pageCount(items.length, list.size);
    for (let number = 1; number <= count; number += 1) {
      const data: RouteData = {
        list: {path: call.path, page: number, pageCount: count, items: items.slice((number - 1) * list.size, number * list.size)},
      };
      const name = `${locale}-list${list.path.replace(/\//g, '-')}-${number}`;
      page(listPagePath(list.path, number), component, [{name, data}]);
    }
  }

  // Each record's page carries its head (content/item-head.ts): share image, description, structured data.
  const headOf = (item: ItemHead | undefined): Pick<RouteData, 'head'> => (item === undefined ? {} : {head: itemHeadTags(item)});
  for (const id of build.keys.news) {
    const call = api.newsDetail(id, locale);
    const news = (answerOf(call) as Answer<'newsDetail'>)[0];
    page(detailPath('news', id), COMPONENTS.news, [module(`news-${id}`, [call], headOf(news && newsHead(news, locale)))]);
  }
  for (const id of build.keys.events) {
    // Dari and Pashto pages also carry the English answer: the structured data reads the event's times from it.
    const calls = locale === DEFAULT_LOCALE ? [api.eventDetail(id, locale)] : [api.eventDetail(id, locale), api.eventDetail(id, DEFAULT_LOCALE)];
    const event = (answerOf(calls[0]) as Answer<'eventDetail'>)[0];
    const english = (answerOf(api.eventDetail(id, DEFAULT_LOCALE)) as Answer<'eventDetail'>)[0];
    page(detailPath('event', id), COMPONENTS.event, [module(`event-${id}`, calls, headOf(event && eventHead(event, locale, english?.time_period)))]);
  }
  page(DATA_PAGE_PATHS.jobs, COMPONENTS.jobs, [module('jobs', [api.jobs(locale)])]);
  for (const id of build.keys.jobs) {
    const call = api.job(id, locale);
    const job = answerOf(call) as Answer<'job'> | undefined;
    page(detailPath('position', id), COMPONENTS.position, [module(`job-${id}`, [call], headOf(job && positionHead(job, locale)))]);
  }
  page(DATA_PAGE_PATHS.employees, COMPONENTS.employees, [module('employees', [api.employees(locale)])]);
  for (const id of build.keys.employees) {
    const call = api.employee(id, locale);
    const employee = (answerOf(call) as Answer<'employee'> | undefined)?.data;
    page(detailPath('employee', id), COMPONENTS.employee, [module(`employee-${id}`, [call], headOf(employee && employeeHead(employee)))]);
  }
  page(DATA_PAGE_PATHS.inspire, COMPONENTS.inspire, [module('inspires', [api.inspires(locale)])]);

  const programList = (type: ProgramType): DataModule => module(`programs-${type}`, [api.programs(type, locale)]);
  page(DATA_PAGE_PATHS.graduatePrograms, COMPONENTS.graduatePrograms, [programList('graduate-programs')]);
  page(DATA_PAGE_PATHS.undergraduatePrograms, COMPONENTS.undergraduatePrograms, [programList('undergraduate-programs')]);
  page(DATA_PAGE_PATHS.programs, COMPONENTS.programs, PROGRAM_TYPES.map(programList));

  for (const tag of build.keys.programs) {
    const type = build.programTypes[tag];
    const program = module(`program-${tag}`, [api.programDetails(tag, locale)], {program: {tag, type}});
    for (const subpage of PROGRAM_SUBPAGES) {
      const extra = subpage === 'faculty-profile' ? [module(`program-lecturers-${tag}`, [api.programLecturers(tag, locale)])] : [];
      page(programPath(tag, subpage), PROGRAM_COMPONENTS[subpage], [program, ...extra]);
    }
  }
  // A profile under each program the lecturer teaches in, with that program's sub-menu.
  for (const id of build.keys.lecturers) {
    const programs = build.lecturerPrograms[String(id)] ?? [];
    const canonical = programs[0] === undefined ? undefined : lecturerPath(programs[0], id);
    const call = api.lecturer(id, locale);
    const profile = (answerOf(call) as {lecturer?: LecturerProfile[]}).lecturer?.[0];
    const extra =
      canonical === undefined ? {} : {canonical, ...(profile === undefined ? {} : {head: itemHeadTags(lecturerHead(canonical, profile))})};
    const lecturer = module(`lecturer-${id}`, [call], extra);
    for (const tag of programs) {
      const program = module(`program-${tag}`, [api.programDetails(tag, locale)], {program: {tag, type: build.programTypes[tag]}});
      page(lecturerPath(tag, id), COMPONENTS.lecturer, [program, lecturer], lecturer.data.canonical);
    }
  }
  for (const key of build.keys.faculties) {
    const faculty = module(`faculty-${key}`, [api.faculty(key, locale)]);
    for (const subpage of FACULTY_SUBPAGES) {
      const extra = subpage === 'faculty-profile' ? [module(`faculty-lecturers-${key}`, [api.facultyLecturers(key, locale)])] : [];
      page(facultyPath(key, subpage), FACULTY_COMPONENTS[subpage], [faculty, ...extra]);
    }
  }

  // The route table's query forms, at their own addresses: the page moves
  // the browser to the address they now have (the server answers with a 301).
  for (const subpage of PROGRAM_SUBPAGES.filter((item) => item !== '')) page(`/academics/programs/${subpage}`, COMPONENTS.legacy);
  for (const subpage of FACULTY_SUBPAGES) page(`/academics/faculty${subpage ? `/${subpage}` : ''}`, COMPONENTS.legacy);

  // Records and programs imported after the build: each pattern's template, then the pattern itself.
  for (const route of PATTERN_ROUTES) {
    const component = patternComponent(route);
    if (route.twinOf === undefined) page(templateAddress(route), component);
    if (hasOwnRouterRoute(route)) routes.push({path: routerPath(route), component, modules: [], isPattern: true});
  }
  return routes;
}
