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
import shapes from '@answer-shapes';
import {readCache, writeCache, type CacheExpectation} from './cache';
import {getJson} from './client';
import {usePrerenderedAnswer} from './pageData';
import {fitsShape} from './shape';

/** What a page renders: a spinner, the data, or its empty/error message. */
export type ApiState<T> =
  {readonly status: 'loading'} | {readonly status: 'loaded'; readonly data: T} | {readonly status: 'error'; readonly error: Error};

/** What the cache must hold for `call`: an entry of this release's shape, no older than the call's lifetime. */
function expectationFor(call: ApiCall<Endpoint>): CacheExpectation {
  const {version, shape} = shapes[call.endpoint];
  return {version, maxTtl: call.maxAge * 1000, fits: (data) => fitsShape(shape, data)};
}

/** Fetches `call` through the cache: a fresh cached answer saves the request. */
export async function loadResource<E extends Endpoint>(call: ApiCall<E>, signal?: AbortSignal): Promise<Answer<E>> {
  const expect = expectationFor(call);
  const cached = readCache<Answer<E>>(call.cacheKey, expect);
  if (cached !== undefined) {
    return cached;
  }
  const data = await getJson<Answer<E>>(call.path, {signal});
  writeCache(call.cacheKey, data, expect.maxTtl, expect.version);
  return data;
}

/** Runs `task` when the browser is idle, so a background refresh never delays the page's own work. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, {timeout: 2000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
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

interface Keyed<T> {
  readonly key: string | null;
  readonly state: ApiState<T>;
}

/**
 * Loads a call's answer; another call (another path, another language)
 * loads again. Pass null to load nothing, e.g. while an id is not known.
 */
export function useApi<E extends Endpoint>(call: ApiCall<E> | null): ApiState<Answer<E>> {
  const key = call ? `${call.path}|${call.cacheKey}` : null;
  const prerendered = usePrerenderedAnswer(call?.path) as Answer<E> | undefined;
  const initial = (): Keyed<Answer<E>> => ({
    key,
    state: prerendered === undefined ? {status: 'loading'} : {status: 'loaded', data: prerendered},
  });
  const [current, setCurrent] = useState<Keyed<Answer<E>>>(initial);
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
