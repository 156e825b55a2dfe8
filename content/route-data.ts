/**
 * What a data page's route carries: the data the build rendered the page
 * with. The data pages plugin writes each piece as a module of the route
 * (Docusaurus's `createData`), the page's component receives them as props
 * (`data`, an array) and reads them through src/lib/api/routeData.tsx. A
 * piece several pages share (a program's details, on its six pages and its
 * lecturers' profiles) is one module, loaded once.
 */
import type {ItemHeadTags} from './item-head';
import type {ProgramType} from './keys';

/** One page of a list shown a page at a time. */
export interface ListPageData {
  /** The API path of the whole list (`/web/events/alll-events/fa`). */
  readonly path: string;
  /** This page's number, from 1. */
  readonly page: number;
  readonly pageCount: number;
  /** The items on this page, as the API answers them. */
  readonly items: readonly unknown[];
}

/** One module of a data page's route. */
export interface RouteData {
  /** API path (with its query, `/web/lecturer/12?lang=fa`) → the answer the page was built with. */
  readonly answers?: Readonly<Record<string, unknown>>;
  /** The page of a paged list the route shows. */
  readonly list?: ListPageData;
  /** The program whose page it is (its address only says its Tag in lower case). */
  readonly program?: {readonly tag: string; readonly type: ProgramType};
  /**
   * The address search engines should index for the page, when it is not the
   * page's own (without locale): a lecturer's profile under each of the
   * lecturer's programs names the one under the home program.
   */
  readonly canonical?: string;
  /** The head tags of the page's record (content/item-head.ts), made by the build. */
  readonly head?: ItemHeadTags;
}

/** The modules of a route, read as one: later modules add to earlier ones. */
export function mergeRouteData(modules: readonly RouteData[] | undefined): RouteData {
  const merged: {answers: Record<string, unknown>; list?: ListPageData; program?: RouteData['program']; canonical?: string; head?: ItemHeadTags} = {
    answers: {},
  };
  for (const module of modules ?? []) {
    Object.assign(merged.answers, module.answers);
    merged.list = module.list ?? merged.list;
    merged.program = module.program ?? merged.program;
    merged.canonical = module.canonical ?? merged.canonical;
    merged.head = module.head ?? merged.head;
  }
  return merged;
}
