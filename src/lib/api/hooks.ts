/**
 * React hooks over the API client: the only way pages get data.
 *
 * A page built with an answer (./pageData.tsx) renders it at once, in the
 * build and in the browser alike; once the page is interactive the hook
 * refreshes it from the API in the background, through the localStorage
 * cache, and renders again only if the answer changed. A page without one
 * (a record imported after the build, or a page reached by a link inside
 * the site) shows its spinner until the cache or the API answers.
 */
import {useEffect, useState} from 'react';
import type {Answer} from '@site/content/schemas/answers';
import type {ApiCall, Endpoint} from '@site/content/api';
import {whenIdle} from '@site/src/lib/whenIdle';
import {readCache, writeCache, type CacheExpectation} from './cache';
import {getJson} from './client';
import {usePrerenderedAnswer, useRouteList} from './routeData';
import {fitsShape} from './shape';

/** What a page renders: a spinner, the data, or its empty/error message. */
export type ApiState<T> =
  {readonly status: 'loading'} | {readonly status: 'loaded'; readonly data: T} | {readonly status: 'error'; readonly error: Error};

/**
 * What the cache must hold for `call`: an entry of this release's shape, no
 * older than the call's lifetime. The shapes are a chunk of their own,
 * fetched the first time the cache is read (when the page refreshes its data
 * in the background, or loads a record it was not built with), so a first
 * view never waits for them.
 */
async function expectationFor(call: ApiCall<Endpoint>): Promise<CacheExpectation> {
  const {default: shapes} = await import('@answer-shapes');
  const {version, shape} = shapes[call.endpoint];
  return {version, maxTtl: call.maxAge * 1000, fits: (data) => fitsShape(shape, data)};
}

/**
 * Whether this is `npm run dev`'s preview, where data/ changes under the page:
 * there every load asks the API (the cache would show an edit only once its
 * answer expired, minutes later). Production keeps the cache.
 */
const REVALIDATE = process.env.NODE_ENV === 'development';

/** Fetches `call` through the cache: a fresh cached answer saves the request (except in the dev preview). */
export async function loadResource<E extends Endpoint>(call: ApiCall<E>, signal?: AbortSignal): Promise<Answer<E>> {
  const expect = await expectationFor(call);
  const cached = REVALIDATE ? undefined : readCache<Answer<E>>(call.cacheKey, expect);
  if (cached !== undefined) {
    return cached;
  }
  const data = await getJson<Answer<E>>(call.path, {signal});
  writeCache(call.cacheKey, data, expect.maxTtl, expect.version);
  return data;
}

/**
 * Whether two JSON values are equal, whatever the order of their keys: the
 * build's HTML minifier writes the embedded answers with sorted keys.
 */
export function isSameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) => Object.prototype.hasOwnProperty.call(b, key) && isSameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** A state and the call (or call and page) it belongs to. */
interface Keyed<S> {
  readonly key: string | null;
  readonly state: S;
}

/**
 * Loads a call's answer; another call (another path, another language)
 * loads again. Pass null to load nothing, e.g. while an id is not known.
 */
export function useApi<E extends Endpoint>(call: ApiCall<E> | null): ApiState<Answer<E>> {
  const key = call ? `${call.path}|${call.cacheKey}` : null;
  const prerendered = usePrerenderedAnswer(call?.path) as Answer<E> | undefined;
  const initial = (): Keyed<ApiState<Answer<E>>> => ({
    key,
    state: prerendered === undefined ? {status: 'loading'} : {status: 'loaded', data: prerendered},
  });
  const [current, setCurrent] = useState<Keyed<ApiState<Answer<E>>>>(initial);
  // A new call starts from its own prerendered answer (or loading), never from the last call's.
  const shown = current.key === key ? current : initial();

  useEffect(() => {
    if (!call) {
      return undefined;
    }
    const controller = new AbortController();
    const known = prerendered;
    const refresh = () => {
      loadResource(call, controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          // The same answer as the page already shows: nothing to render.
          if (known !== undefined && isSameJson(data, known)) return;
          setCurrent({key, state: {status: 'loaded', data}});
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A page that has its content keeps it when the refresh fails.
          if (known !== undefined) return;
          setCurrent({key, state: {status: 'error', error: error instanceof Error ? error : new Error(String(error))}});
        },
      );
    };
    let cancelIdle: (() => void) | undefined;
    if (known === undefined) {
      setCurrent({key, state: {status: 'loading'}});
      refresh();
    } else {
      cancelIdle = whenIdle(refresh);
    }
    return () => {
      cancelIdle?.();
      controller.abort();
    };
    // The key captures everything about the call that matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the call
  }, [key]);

  return shown.state;
}

/** A page of a paged list: its items and how many pages the list has. */
export type ListPageState<T> =
  | {readonly status: 'loading'}
  | {readonly status: 'loaded'; readonly items: readonly T[]; readonly pageCount: number}
  | {readonly status: 'error'; readonly error: Error};

/** Page `page` of `items`, `size` a page. */
function slicePage<T>(items: readonly T[], page: number, size: number): readonly T[] {
  return items.slice((page - 1) * size, page * size);
}

/**
 * Page `page` of the list `call` answers, `size` items a page. A page built
 * from data/ carries its own items (./routeData.tsx) and shows them at once;
 * once the browser is idle the whole list is fetched (through the cache) and
 * the page renders again only if its items or the number of pages changed.
 */
export function useListPage<E extends Endpoint, T>(call: ApiCall<E>, page: number, size: number): ListPageState<T> {
  const built = useRouteList();
  const own = built !== undefined && built.path === call.path && built.page === page ? built : undefined;
  const key = `${call.path}|${page}`;
  const initial = (): Keyed<ListPageState<T>> => ({
    key,
    state: own === undefined ? {status: 'loading'} : {status: 'loaded', items: own.items as readonly T[], pageCount: own.pageCount},
  });
  const [current, setCurrent] = useState<Keyed<ListPageState<T>>>(initial);
  const shown = current.key === key ? current : initial();

  useEffect(() => {
    const controller = new AbortController();
    const refresh = () => {
      loadResource(call, controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          const items = Array.isArray(data) ? (data as readonly T[]) : [];
          const next = {items: slicePage(items, page, size), pageCount: Math.max(1, Math.ceil(items.length / size))};
          if (own !== undefined && own.pageCount === next.pageCount && isSameJson(own.items, next.items)) return;
          setCurrent({key, state: {status: 'loaded', ...next}});
        },
        (error: unknown) => {
          if (controller.signal.aborted || own !== undefined) return;
          setCurrent({key, state: {status: 'error', error: error instanceof Error ? error : new Error(String(error))}});
        },
      );
    };
    let cancelIdle: (() => void) | undefined;
    if (own === undefined) refresh();
    else cancelIdle = whenIdle(refresh);
    return () => {
      cancelIdle?.();
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the call and the page
  }, [key]);

  return shown.state;
}
