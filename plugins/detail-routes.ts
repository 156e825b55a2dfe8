/**
 * Registers the detail pages that take a path parameter (DESIGN §3).
 *
 * Docusaurus builds one static HTML file per route, so each of these becomes a
 * single page per locale (emitted as e.g. `news/general/:id.html`) that reads
 * its parameter from the URL and fetches its item from the API. The server
 * (server/src/plugins/app/site.ts) and deploy/nginx.conf answer a request for
 * any concrete id with that file.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

/** A route with a parameter and the page component that renders it. */
export interface DetailRoute {
  readonly path: string;
  readonly component: string;
  /**
   * Parameters that are URL slugs (a-z, 0-9, '-'); every other parameter is
   * a numeric id.
   */
  readonly slugParams?: readonly string[];
}

export const DETAIL_ROUTES: readonly DetailRoute[] = [
  {path: '/news/general/:id', component: '@site/src/components/detail/NewsDetailPage'},
  {path: '/News/general/:id', component: '@site/src/components/detail/NewsDetailPage'},
  {path: '/event/:id', component: '@site/src/components/detail/EventDetailPage'},
  // The address the events list shares (spec 1 §2.5): the keywords are only
  // there for a readable link; the page reads the id.
  {path: '/Events/:keywords/:id', component: '@site/src/components/detail/EventDetailPage', slugParams: ['keywords']},
  {
    path: '/career/current-opportunities/position/:positionId',
    component: '@site/src/components/detail/PositionDetailPage',
  },
  {
    path: '/career/employee-of-the-month/:employeeId',
    component: '@site/src/components/detail/EmployeeDetailPage',
  },
  {
    path: '/academics/programs/faculty-profile/:lecturerId',
    component: '@site/src/components/detail/LecturerProfilePage',
  },
];

export default function detailRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'detail-routes',
    async contentLoaded({actions}) {
      for (const route of DETAIL_ROUTES) {
        actions.addRoute({
          // baseUrl is '/fa/' or '/ps/' in the translated builds.
          path: `${context.baseUrl}${route.path.slice(1)}`,
          component: route.component,
          exact: true,
        });
      }
    },
  };
}
