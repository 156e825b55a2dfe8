/**
 * The state of a page that shows one item named by the last segment of its
 * path (lecturer, position, employee; DESIGN §3). A malformed id, a 404 or a
 * 400 means "not found" and is never sent to, or answered by, the API as
 * anything else; any other failure keeps its error for the page to show.
 */
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {idFromPath} from '@site/src/components/NewsEventDetail/detailId';
import {HttpError, useApi, useLang, type Lang, type Resource} from '@site/src/lib/api';

/** What a one-item page shows. */
export type ItemState<T> =
  | {readonly kind: 'loading'}
  | {readonly kind: 'notFound'}
  | {readonly kind: 'failed'; readonly error: Error}
  | {readonly kind: 'loaded'; readonly item: T};

/**
 * Loads the item whose id ends the path; `pick` takes the item out of the
 * answer (undefined when the answer holds none).
 */
export function useRouteItem<A, T>(resourceFor: (id: number, lang: Lang) => Resource<A>, pick: (answer: A) => T | undefined): ItemState<T> {
  const {pathname} = useLocation();
  const lang = useLang();
  const isBrowser = useIsBrowser();
  const id = idFromPath(pathname);
  const state = useApi(id === undefined ? null : resourceFor(id, lang));
  // The static build renders the template path (`.../:lecturerId`), which has
  // no id; it and the hydrating render must show loading, not "not found".
  if (!isBrowser) {
    return {kind: 'loading'};
  }
  if (id === undefined) {
    return {kind: 'notFound'};
  }
  if (state.status === 'loading') {
    return {kind: 'loading'};
  }
  if (state.status === 'error') {
    return state.error instanceof HttpError && (state.error.status === 404 || state.error.status === 400)
      ? {kind: 'notFound'}
      : {kind: 'failed', error: state.error};
  }
  const item = state.data === null || typeof state.data !== 'object' ? undefined : pick(state.data);
  return item ? {kind: 'loaded', item} : {kind: 'notFound'};
}
