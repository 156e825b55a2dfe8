/**
 * The one hook of every detail page (news, event, position, employee,
 * lecturer): the record named by the last segment of the address, in the
 * page's language. A malformed id, a 404 or a 400 means "not found"; any
 * other failure keeps its error for the page to show.
 *
 * A page built for a record renders it at once (./pageData.tsx). The route's
 * template page, built without an id, shows loading until the browser has
 * read the real address: in the build and while hydrating it must not claim
 * that the record does not exist.
 */
import {useBuiltOrLive} from '@site/src/lib/hooks/useBuiltOrLive';
import type {ApiCall, Endpoint} from '@site/content/api';
import {parseRecordId} from '@site/content/keys';
import type {Locale} from '@site/content/locales';
import type {Answer} from '@site/content/schemas/answers';
import {HttpError} from './client';
import {useApi} from './hooks';
import {useRenderedLocation} from './routeData';
import {useLang} from './useLang';

/** What a detail page shows. */
export type ItemState<T> =
  | {readonly kind: 'loading'}
  | {readonly kind: 'notFound'}
  | {readonly kind: 'failed'; readonly error: Error}
  | {readonly kind: 'loaded'; readonly item: T};

/** The id at the end of a path (`/fa/news/general/12` → 12), or undefined when it is not a canonical id. */
export function idFromPath(pathname: string): number | undefined {
  return parseRecordId(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
}

/**
 * Loads the record whose id ends the address; `pick` takes it out of the
 * answer (undefined when the answer holds none).
 */
export function useRouteItem<E extends Endpoint, T>(
  callFor: (id: number, lang: Locale) => ApiCall<E>,
  pick: (answer: Answer<E>) => T | undefined,
): ItemState<T> {
  const {pathname} = useRenderedLocation();
  const lang = useLang();
  const id = idFromPath(pathname);
  const state = useApi(id === undefined ? null : callFor(id, lang));
  // Read only when the record is not there yet: a built page, loaded from its
  // route's data, is not rendered again after hydrating.
  const isBrowser = useBuiltOrLive(state.status === 'loaded', true);
  if (state.status === 'loaded') {
    const item = state.data !== null && typeof state.data === 'object' ? pick(state.data) : undefined;
    return item === undefined ? {kind: 'notFound'} : {kind: 'loaded', item};
  }
  if (!isBrowser || state.status === 'loading') {
    return id === undefined && isBrowser ? {kind: 'notFound'} : {kind: 'loading'};
  }
  return state.error instanceof HttpError && (state.error.status === 404 || state.error.status === 400)
    ? {kind: 'notFound'}
    : {kind: 'failed', error: state.error};
}
