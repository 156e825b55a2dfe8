/**
 * Data pages rendered at build time.
 *
 * 1. Registers the detail routes (content/routes.ts): one template page per
 *    route and locale (`news/general/([0-9]+).html`), which answers records
 *    imported after the build.
 * 2. Gets the API's answers for data/ (./answers.ts) and gives the locale's
 *    answers to the build's server bundle as `@build-answers`: every data
 *    page renders its content instead of a spinner, and writes the answers it
 *    used into its HTML for the browser (src/lib/api/pageData.tsx). The
 *    browser bundle gets an empty stand-in (./browser-answers.ts).
 * 3. After Docusaurus's own pages, renders (./render.ts) every record's
 *    detail page at its address, each further page of the paged lists, and
 *    each program's and faculty's pages as query variants
 *    (`academics/programs/fee-structure~graduate-programs~MBA.html`), which
 *    the server and the nginx example choose by the query string. And each
 *    detail route's template again, at the route's id 0 (content/routes.ts,
 *    `templateAddress`): rendered at its own path, as Docusaurus does, it
 *    matches no route and is the 404 page.
 *
 * 4. Writes the answers' shapes (content/answer-shapes.ts) as JSON for the
 *    browser bundle, `@answer-shapes`, which checks its cached answers
 *    against them.
 *
 * `npm run dev` skips 2 and 3: its pages load their data from the API.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  DETAIL_ROUTES,
  type DetailKind,
  detailPath,
  detailVariantFilePath,
  FACULTY_SUBPAGES,
  LIST_PAGE_SIZE,
  hasOwnRouterRoute,
  isTemplatePath,
  pageCount,
  routerPath,
  PROGRAM_SUBPAGES,
  PUBLICATIONS_PAGE_SIZE,
  queryPage,
  templateAddress,
  templateFile,
  variantFilePath,
  variantSearch,
} from '../../content/routes';
import {api} from '../../content/api';
import {answerShapes} from '../../content/answer-shapes';
import {toLocale, type Locale} from '../../content/locales';
import {prepareTemplate, renderDetailPage} from '../../server/src/plugins/app/detail-head';
import {createPageScripts} from '../page-scripts';
import {type BuildAnswers, startBuildAnswers} from './answers';
import {type PageToRender, renderPages} from './render';

/**
 * The page component of each kind of detail route, beside its route's list
 * in src/pages; the leading `_` keeps Docusaurus from making a route of the
 * file itself (this plugin adds the route).
 */
const DETAIL_COMPONENTS: Readonly<Record<DetailKind, string>> = {
  news: '@site/src/pages/news/general/_NewsDetailPage',
  event: '@site/src/pages/event/_EventDetailPage',
  position: '@site/src/pages/career/current-opportunities/position/_PositionDetailPage',
  employee: '@site/src/pages/career/employee-of-the-month/_EmployeeDetailPage',
  lecturer: '@site/src/pages/academics/programs/faculty-profile/_LecturerProfilePage',
};

/** The record ids of each kind of detail page. */
function idsOf(kind: DetailKind, answers: BuildAnswers): readonly number[] {
  const {keys} = answers;
  return {news: keys.news, event: keys.events, position: keys.jobs, employee: keys.employees, lecturer: keys.lecturers}[kind];
}

function lengthOf(answer: unknown): number {
  return Array.isArray(answer) ? answer.length : 0;
}

/**
 * Every page the build renders beyond Docusaurus's own, for one locale.
 * `baseUrl` is the locale's (`/`, `/fa/`, `/ps/`).
 */
export function pagesToRender(answers: BuildAnswers, locale: Locale, baseUrl: string): PageToRender[] {
  const at = (pagePath: string): string => `${baseUrl}${pagePath.slice(1)}`;
  const pages: PageToRender[] = [];
  for (const route of DETAIL_ROUTES) {
    if (route.twinOf !== undefined) continue;
    // The template, over the one Docusaurus wrote: no canonical address, out of the sitemap.
    pages.push({pathname: at(templateAddress(route)), search: '', file: templateFile(route)});
    for (const id of idsOf(route.kind, answers)) {
      const pagePath = detailPath(route.kind, id);
      if (route.kind !== 'lecturer') {
        pages.push({pathname: at(pagePath), search: '', file: `${pagePath.slice(1)}.html`, canonical: pagePath});
        continue;
      }
      // A profile carries the sub-menu of a program: the page itself that of
      // the lecturer's first program, a variant each of the others'.
      (answers.lecturerPrograms[String(id)] ?? []).forEach((program, index) => {
        const search = `?program=${program}&type=${answers.programTypes[program]}`;
        const file = index === 0 ? pagePath : detailVariantFilePath(route.kind, id, program);
        pages.push({pathname: at(pagePath), search, file: `${file.slice(1)}.html`, canonical: index === 0 ? pagePath : undefined});
      });
    }
  }
  const byLocale = answers.answers[locale];
  const lists = [
    {path: '/news/general', count: lengthOf(byLocale[api.allNews(locale).path]), size: LIST_PAGE_SIZE},
    {path: '/events', count: lengthOf(byLocale[api.allEvents(locale).path]), size: LIST_PAGE_SIZE},
    {path: '/research/faculty-publications', count: lengthOf(byLocale[api.publications(locale).path]), size: PUBLICATIONS_PAGE_SIZE},
  ];
  const variant = (pagePath: string, values: readonly string[]): void => {
    const page = queryPage(pagePath);
    if (page === undefined) throw new Error(`${pagePath} is not a query page (content/routes.ts)`);
    const search = variantSearch(page, values);
    pages.push({pathname: at(pagePath), search, file: `${variantFilePath(pagePath, values).slice(1)}.html`, canonical: `${pagePath}${search}`});
  };
  for (const list of lists) {
    for (let number = 2; number <= pageCount(list.count, list.size); number += 1) variant(list.path, [String(number)]);
  }
  for (const program of answers.keys.programs) {
    const type = answers.programTypes[program];
    for (const subpage of PROGRAM_SUBPAGES) variant(`/academics/programs${subpage ? `/${subpage}` : ''}`, [type, program]);
  }
  for (const faculty of answers.keys.faculties) {
    for (const subpage of FACULTY_SUBPAGES) variant(`/academics/faculty${subpage ? `/${subpage}` : ''}`, [faculty]);
  }
  return pages;
}

/**
 * A template page as it goes out when the server sends it unchanged (its
 * database down or not loaded yet): without the tags that name the address it
 * was rendered at (canonical, language versions, og:url), and `noindex`, as the
 * server sends it for an id with no record (server/src/plugins/app/detail-head.ts).
 * For a record, the server puts that record's tags in their place.
 */
function asTemplate(html: string, pathname: string, locale: Locale): string {
  const template = prepareTemplate(html, false);
  if (template === undefined) throw new Error(`data-pages: the template rendered at ${pathname} has no head`);
  return renderDetailPage(template, undefined, locale);
}

export default function dataPagesPlugin(context: LoadContext): Plugin {
  const isBuild = process.env.NODE_ENV === 'production';
  const locale = toLocale(context.i18n.currentLocale);
  const generatedDir = path.join(context.generatedFilesDir, 'data-pages');
  const answersFile = path.join(generatedDir, `answers-${locale}.json`);
  const shapesFile = path.join(generatedDir, 'answer-shapes.json');
  if (isBuild) {
    // render.ts uses the server bundle after Docusaurus's own generation.
    process.env.DOCUSAURUS_KEEP_SERVER_BUNDLE = 'true';
  }
  let answers: BuildAnswers | undefined;

  return {
    name: 'data-pages',

    async loadContent() {
      await mkdir(generatedDir, {recursive: true});
      await writeFile(shapesFile, JSON.stringify(answerShapes()));
      if (!isBuild) return;
      answers = await startBuildAnswers(context.siteDir);
      await writeFile(answersFile, JSON.stringify(answers.answers[locale]));
    },

    async contentLoaded({actions}) {
      for (const route of DETAIL_ROUTES.filter(hasOwnRouterRoute)) {
        actions.addRoute({
          // baseUrl is '/fa/' or '/ps/' in the translated builds.
          path: `${context.baseUrl}${routerPath(route).slice(1)}`,
          component: DETAIL_COMPONENTS[route.kind],
          // Not `exact`: Docusaurus's broken-link check sets aside every
          // exact route whose path is itself a built page, and the template
          // is one (`/news/general/([0-9]+)`), so links to `/news/general/7` would
          // be reported broken. The server and nginx answer only the exact
          // shape (a numeric last segment) anyway.
          exact: false,
        });
      }
    },

    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@build-answers$': isServer && isBuild ? answersFile : path.join(__dirname, 'browser-answers.ts'),
            '@answer-shapes$': shapesFile,
          },
        },
      };
    },

    async postBuild(props) {
      if (answers === undefined) return;
      const pageScripts = await createPageScripts(context.generatedFilesDir, props.baseUrl);
      const pages = pagesToRender(answers, locale, props.baseUrl);
      const templates = new Set(pages.filter((page) => isTemplatePath(page.file)).map((page) => page.pathname));
      await renderPages(props, pages, (pathname, html) => {
        const page = pageScripts(pathname, html);
        return templates.has(pathname) ? asTemplate(page, pathname, locale) : page;
      });
    },
  };
}
