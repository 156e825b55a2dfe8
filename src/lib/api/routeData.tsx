/**
 * The data a page was built with, as its route carries it.
 *
 * A data page's route has modules (plugins/data-pages, `createData`): the
 * answers of the API the page was rendered with, or the items of its page
 * of a list. Docusaurus loads them before it renders the route, in the build
 * and in the browser alike, and hands them to the page's component as the
 * `data` prop; {@link withRouteData} puts them where the hooks of this folder
 * find them. So the first render in the browser (hydration) shows exactly
 * what the HTML shows, with no request, and a page reached by a link inside
 * the site shows its content at once; the hooks then refresh the answers
 * from `/web` in the background.
 *
 * A record or program imported after the build is shown by a pattern route
 * (`/news/general/([0-9]+)`), whose page was built once at its template
 * address (`/news/general/0`) and carries no data: while it hydrates, the
 * page renders as built there ({@link useRenderedLocation}), then reads its
 * real address and loads its record.
 */
import {createContext, useContext, type ComponentType, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {mergeRouteData, type ListPageData, type RouteData} from '@site/content/route-data';
import {canonicalRoute, PATTERN_ROUTES, routerPath, templateAddress} from '@site/content/routes';
import {useBuiltOrLive} from '@site/src/lib/hooks/useBuiltOrLive';

/** What a data page's route gives its component. */
interface RouteContextValue {
  readonly data: RouteData;
  /** Whether the route carries data (every page the build rendered from data/; not a pattern's or template's). */
  readonly hasData: boolean;
  /** The address the page's HTML was rendered at (with the locale's base). */
  readonly builtPath: string;
}

const RouteDataContext = createContext<RouteContextValue | null>(null);

/** The props Docusaurus gives a route's component: its route, and the route's modules by name (plugins/data-pages: `data`, one object per module). */
export interface DataRouteProps {
  readonly route: {readonly path: string};
  readonly data?: readonly {readonly content: RouteData}[];
}

/**
 * The address a route's page was rendered at: its own path, or for a pattern
 * route (`/fa/news/general/([0-9]+)`) its template's (`/fa/news/general/0`).
 */
export function builtPathOf(routePath: string): string {
  for (const route of PATTERN_ROUTES) {
    const pattern = routerPath(route);
    if (!routePath.endsWith(pattern)) continue;
    const base = routePath.slice(0, routePath.length - pattern.length);
    return `${base}${templateAddress(canonicalRoute(route))}`;
  }
  return routePath;
}

/** A data page's component, given its route's data (what plugins/data-pages registers). */
export function withRouteData(Page: ComponentType): ComponentType<DataRouteProps> {
  function DataRoute({route, data}: DataRouteProps): ReactNode {
    const modules = data?.map((module) => module.content);
    const value: RouteContextValue = {data: mergeRouteData(modules), hasData: (modules?.length ?? 0) > 0, builtPath: builtPathOf(route.path)};
    return (
      <RouteDataContext.Provider value={value}>
        <Page />
      </RouteDataContext.Provider>
    );
  }
  DataRoute.displayName = `DataRoute(${Page.displayName ?? Page.name})`;
  return DataRoute;
}

/** Provides route data to what it wraps: for tests, and for previews that render a page outside its route. */
export function RouteDataProvider({
  data,
  builtPath,
  children,
}: {
  readonly data: RouteData;
  readonly builtPath: string;
  readonly children: ReactNode;
}): ReactNode {
  return <RouteDataContext.Provider value={{data, hasData: true, builtPath}}>{children}</RouteDataContext.Provider>;
}

const isBuild = typeof window === 'undefined';

/**
 * The answer the page's route carries for an API path; undefined when it has
 * none. In the build, a page that carries data and asks for an answer it does
 * not carry is a mistake in plugins/data-pages/pages.ts: the build stops and
 * names both, rather than publish a page with a spinner where content belongs.
 */
export function usePrerenderedAnswer(path: string | undefined): unknown {
  const route = useContext(RouteDataContext);
  if (path === undefined || route === null) return undefined;
  const answer = route.data.answers?.[path];
  if (answer === undefined && isBuild && route.hasData) {
    throw new Error(`The page ${route.builtPath} asks for ${path}, which its route does not carry (plugins/data-pages/pages.ts).`);
  }
  return answer;
}

/** The page of a list the route carries, if it is one. */
export function useRouteList(): ListPageData | undefined {
  return useContext(RouteDataContext)?.data.list;
}

/** The address search engines should index for the route's page, when the route names one (without locale). */
export function useRouteCanonical(): string | undefined {
  return useContext(RouteDataContext)?.data.canonical;
}

/** The head tags of the route's record, when the build made its page (content/item-head.ts). */
export function useRouteHead(): RouteData['head'] {
  return useContext(RouteDataContext)?.data.head;
}

/** The program the route's page is about, when the build knew it. */
export function useRouteProgram(): RouteData['program'] {
  return useContext(RouteDataContext)?.data.program;
}

/**
 * The router's location as the page was rendered: while the browser hydrates
 * a built page, the address its HTML was rendered at, without a query (so the
 * first render matches the HTML); otherwise the real one. A page hydrated at
 * the address it was built for, with no query, is not rendered again for it
 * (src/lib/hooks/useBuiltOrLive.ts).
 */
export function useRenderedLocation(): {readonly pathname: string; readonly search: string} {
  const location = useLocation();
  const route = useContext(RouteDataContext);
  const pathname = useBuiltOrLive(route === null ? location.pathname : route.builtPath, location.pathname);
  const search = useBuiltOrLive(route === null ? location.search : '', location.search);
  return {pathname, search};
}
