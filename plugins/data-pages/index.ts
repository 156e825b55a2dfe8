/**
 * Data pages: the pages made from data/ (news, events, programs, faculties,
 * lecturers, publications, jobs, employees of the month, the home page's
 * lists), declared as routes the way Docusaurus's blog plugin declares its
 * posts and list pages.
 *
 * - `loadContent` reads data/ through content/read-data.ts (a mistake in a
 *   data file stops the build here, naming the file, the record and the
 *   field) and gets the API's answers for it: the real server answers every
 *   call a page can make, on a temporary database loaded by the real import
 *   (./answers.ts).
 * - `contentLoaded` writes each page's data with `createData` and declares
 *   its route with `addRoute` (./pages.ts says which pages and which data),
 *   naming the data by its `@site/` path:
 *   every record, every page of each paged list, every program and faculty
 *   sub-page, in the locale being built. Docusaurus's own static generation
 *   then renders them with their content, its broken-link check follows
 *   their links, and the sitemap lists them.
 * - The pattern routes (`/news/general/([0-9]+)`) come after the rendered
 *   pages (`priority`): the browser's router shows a record imported after
 *   the build with the same component, which loads it from `/web`. Each is
 *   rendered once at its template address (`/news/general/0`), the page the
 *   server answers such a record's address with; the files Docusaurus writes
 *   at the patterns themselves (`news/general/([0-9]+).html`, its 404 page)
 *   are removed after the build ({@link patternFiles}, plugins/site-output.ts).
 * - The answers' shapes and their versions (content/answer-shapes.ts) are
 *   written with `createData` too, and `configureWebpack` names the file
 *   `@answer-shapes`: the browser's cache checks its entries against them.
 *
 * `npm run dev` declares the same routes and reloads them when data/ changes.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {answerShapes} from '../../content/answer-shapes';
import {toLocale} from '../../content/locales';
import {readDataDir} from '../../content/read-data';
import {routerPath, PATTERN_ROUTES, hasOwnRouterRoute} from '../../content/routes';
import {type BuildAnswers, dataDirOf, startBuildAnswers} from './answers';
import {dataRoutes} from './pages';

const shared = globalThis as typeof globalThis & {__nonCanonicalPaths?: Set<string>};

/**
 * The addresses (with the locale's base) of the data pages that name another
 * address as the one to index: the sitemap leaves them out
 * (plugins/sitemap-hreflang.ts). Filled as each locale's routes are declared,
 * in the same build process.
 */
export function nonCanonicalPaths(): ReadonlySet<string> {
  return (shared.__nonCanonicalPaths ??= new Set());
}

/**
 * A file `createData` wrote (it answers with an absolute path) as `@site/…`,
 * the alias Docusaurus resolves to the site's folder, as the blog plugin
 * names its data. The route table and `main.js` name each module by this
 * path: an absolute one would carry the building machine's folders into the
 * bundle, and two machines' builds of the same sources would differ.
 */
function sitePath(file: string, siteDir: string): string {
  const relative = path.relative(siteDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`${file} is not inside the site's folder ${siteDir}`);
  return `@site/${relative.split(path.sep).join('/')}`;
}

/** A pattern route's priority: below every route of a page (0), above the docs' catch-all parent route. */
const PATTERN_PRIORITY = -1;

/** The files Docusaurus writes for the pattern routes, relative to a locale's folder (`news/general/([0-9]+).html`). */
export function patternFiles(): string[] {
  return PATTERN_ROUTES.filter(hasOwnRouterRoute).map((route) => `${routerPath(route).slice(1)}.html`);
}

export default function dataPagesPlugin(context: LoadContext): Plugin {
  const locale = toLocale(context.i18n.currentLocale);
  const dataDir = dataDirOf(context.siteDir);
  const isBuild = process.env.NODE_ENV === 'production';
  let shapesFile: string | undefined;
  return {
    name: 'data-pages',

    getPathsToWatch() {
      return [path.join(dataDir, '**/*.md')];
    },

    async loadContent() {
      // The development server reloads this on every change to data/; a build reuses the answers for all locales.
      await readDataDir(dataDir);
      return startBuildAnswers(context.siteDir, {reuse: isBuild});
    },

    async contentLoaded({content, actions}) {
      shapesFile ??= await actions.createData('answer-shapes.json', JSON.stringify(answerShapes()));
      const modulePaths = new Map<string, Promise<string>>();
      for (const route of dataRoutes(content as BuildAnswers, locale)) {
        const modules = await Promise.all(
          route.modules.map((module) => {
            let modulePath = modulePaths.get(module.name);
            if (modulePath === undefined) {
              modulePath = actions.createData(`${module.name}.json`, JSON.stringify(module.data)).then((file) => sitePath(file, context.siteDir));
              modulePaths.set(module.name, modulePath);
            }
            return modulePath;
          }),
        );
        // baseUrl is '/fa/' or '/ps/' in the translated builds; the home page is the base itself.
        const routePath = `${context.baseUrl}${route.path.slice(1)}`;
        if (route.canonical !== undefined) (shared.__nonCanonicalPaths ??= new Set()).add(routePath);
        actions.addRoute({
          path: routePath,
          component: route.component,
          exact: true,
          ...(route.isPattern ? {priority: PATTERN_PRIORITY} : {}),
          // An array of modules is an array of objects, one module each (as the blog plugin's list pages carry their posts).
          ...(modules.length > 0 ? {modules: {data: modules.map((content) => ({content}))}} : {}),
        });
      }
    },

    configureWebpack() {
      if (shapesFile === undefined) throw new Error('data-pages: the answer shapes were not written before bundling');
      return {resolve: {alias: {'@answer-shapes$': shapesFile}}};
    },
  };
}
