/**
 * React hooks over the API client: the only way pages fetch data (DESIGN §6).
 * A hook answers from the localStorage cache when it holds a fresh entry, else
 * fetches, caches and answers. Nothing runs during the static build: effects
 * only run in the browser, so the build renders the loading state.
 */
import {useEffect, useState} from 'react';
import {readCache, writeCache} from './cache';
import {getJson} from './client';
import type {Resource} from './resources';

/** What a page renders: a spinner, the data, or its empty/error message. */
export type ApiState<T> =
  | {readonly status: 'loading'}
  | {readonly status: 'loaded'; readonly data: T}
  | {readonly status: 'error'; readonly error: Error};

/** Fetches `resource` through the cache: a fresh cached answer saves the request. */
export async function loadResource<T>(resource: Resource<T>, signal?: AbortSignal): Promise<T> {
  const cached = readCache<T>(resource.cacheKey);
  if (cached !== undefined) {
    return cached;
  }
  const data = await getJson<T>(resource.path, {signal});
  writeCache(resource.cacheKey, data, resource.ttl);
  return data;
}

/**
 * Loads a resource; a new resource (another path, another language) reloads.
 * Pass null to fetch nothing, e.g. while an id from the URL is not yet known.
 */
export function useApi<T>(resource: Resource<T> | null): ApiState<T> {
  const [state, setState] = useState<ApiState<T>>({status: 'loading'});
  const key = resource ? `${resource.path}|${resource.cacheKey}` : null;

  useEffect(() => {
    if (!resource) {
      return undefined;
    }
    const controller = new AbortController();
    setState({status: 'loading'});
    loadResource(resource, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) {
          setState({status: 'loaded', data});
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({status: 'error', error: error instanceof Error ? error : new Error(String(error))});
        }
      },
    );
    return () => controller.abort();
    // The key captures everything about the resource that matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}
