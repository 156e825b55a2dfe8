/**
 * The data a page was built with, carried from the build into the browser.
 *
 * In the build, a page's API calls are answered from the answers the build
 * got from the real API (`@build-answers`, see plugins/data-pages): the page
 * renders its content, not a spinner. Every answer it used is written into
 * its HTML (`<script type="application/json" id="page-data">`) with the
 * address the page was rendered for. In the browser, the first render
 * (hydration) reads those answers and that address back, so it renders
 * exactly what the HTML shows, with no request; the hooks then refresh the
 * answers from the API in the background (./hooks.ts).
 *
 * The address matters because one built page can answer several addresses:
 * `/News/general/7` is answered by the page built for `/news/general/7`, and
 * a template page by every id imported after the build. Components read the
 * address through {@link useRenderedLocation}, which gives the built one
 * while hydrating and the real one after.
 */
import {createContext, useContext, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import buildAnswers from '@build-answers';

/** The id of the script element that carries a page's data. */
export const PAGE_DATA_ID = 'page-data';

/** What a page's HTML carries: the address it was rendered for and the answers it used. */
export interface PageData {
  readonly path: string;
  readonly search: string;
  /** API path (`/web/news/7/fa`) → the answer the page was built with. */
  readonly answers: Readonly<Record<string, unknown>>;
}

/**
 * The page data as JSON safe inside a `<script>` element: `<` is escaped, so
 * no text from the data can close the element or open a comment.
 */
export function pageDataText(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface Embedded {
  readonly text: string;
  readonly data: PageData | undefined;
}

let embedded: Embedded | undefined;

/** The data the HTML of the page first loaded carries (read once, before hydration changes nothing of it). */
function readEmbedded(): Embedded {
  if (embedded === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
    const text = element?.textContent ?? '';
    let data: PageData | undefined;
    try {
      const parsed: unknown = text === '' ? undefined : JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && typeof (parsed as PageData).answers === 'object') data = parsed as PageData;
    } catch {
      // A damaged block only costs the head start: the page fetches as usual.
    }
    embedded = {text, data};
  }
  return embedded;
}

/** Forgets the page data read so far, so the next read looks at the document again. Exists for tests. */
export function forgetEmbeddedPageData(): void {
  embedded = undefined;
}

/** Where answers come from, and (in the build) where the ones used are noted. */
interface Store {
  answerFor(path: string): unknown;
  readonly used: Map<string, unknown>;
}

const isBuild = typeof window === 'undefined';

function createStore(): Store {
  const used = new Map<string, unknown>();
  return {
    used,
    answerFor(path) {
      if (isBuild) {
        const answer = (buildAnswers as Readonly<Record<string, unknown>>)[path];
        if (answer !== undefined) used.set(path, answer);
        return answer;
      }
      return readEmbedded().data?.answers[path];
    },
  };
}

const StoreContext = createContext<Store | null>(null);

/** Holds the page's store; wraps the whole app (src/theme/Root.tsx). */
export function PageDataProvider({children}: {readonly children: ReactNode}): ReactNode {
  const [store] = useState(createStore);
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/**
 * The answer a page has for an API path without asking the API: in the
 * build, the build's answer (noted for the HTML); in the browser, the one
 * the page's HTML carries. Undefined when there is none.
 */
export function usePrerenderedAnswer(path: string | undefined): unknown {
  const store = useContext(StoreContext);
  return path === undefined || store === null ? undefined : store.answerFor(path);
}

/**
 * The router's location as the page was rendered: while the browser hydrates
 * a built page, the address the HTML was built for (so the first render
 * matches the HTML); otherwise the real one.
 */
export function useRenderedLocation(): {readonly pathname: string; readonly search: string} {
  const location = useLocation();
  const isBrowser = useIsBrowser();
  if (!isBuild && !isBrowser) {
    const data = readEmbedded().data;
    // Pages built without data (none in this site today) hydrate with no query.
    return data === undefined ? {pathname: location.pathname, search: ''} : {pathname: data.path, search: data.search};
  }
  return {pathname: location.pathname, search: location.search};
}

/**
 * The query string the page at `pathname` was built with, when the page
 * loaded first is that page ('' otherwise): a built page's defaults (the
 * program a lecturer profile was built with) for an address that gives none.
 */
export function useBuiltSearch(): string {
  const location = useLocation();
  if (isBuild) return location.search;
  const data = readEmbedded().data;
  return data !== undefined && data.path === location.pathname ? data.search : '';
}

/**
 * The `<script>` carrying the page's data. Rendered after the page (it is
 * the last child of Root), so in the build every answer the page used is
 * known by then; in the browser it repeats the text the HTML came with, so
 * hydration leaves it as it is.
 */
export function PageDataScript(): ReactNode {
  const store = useContext(StoreContext);
  const location = useLocation();
  let text: string;
  if (isBuild) {
    text = pageDataText({
      path: location.pathname,
      search: location.search,
      answers: Object.fromEntries(store?.used ?? []),
    });
  } else {
    text = readEmbedded().text;
  }
  // Safe: the text is JSON with `<` escaped (pageDataText), in a data block
  // browsers never run.
  return <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={{__html: text}} />;
}
