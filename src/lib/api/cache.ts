/**
 * The browser's localStorage cache of API answers. An entry is stored under
 * the call's key (`latest-news-en`, `news-7-fa`...; content/api.ts) as
 * `{data, timestamp, ttl, version}`, where `version` names the shape of the
 * answer it was written with (content/answer-shapes.ts).
 *
 * A cache can only ever save a request, never break a page: an entry counts
 * as absent, and is removed, when it has expired, is stamped in the future,
 * was written for another version, does not have the answer's shape, or is
 * not JSON at all; its stored lifetime never counts for more than the call's
 * own; and a full or blocked storage is ignored.
 */

/** What one cache entry holds. `timestamp` and `ttl` are in milliseconds. */
export interface CacheEntry<T> {
  readonly data: T;
  readonly timestamp: number;
  readonly ttl: number;
  readonly version: string;
}

/** What a reader expects of an entry: its version, its longest lifetime and its shape. */
export interface CacheExpectation {
  readonly version: string;
  /** The call's own lifetime in milliseconds: a longer stored `ttl` is cut to it. */
  readonly maxTtl: number;
  readonly fits: (data: unknown) => boolean;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Access itself throws when storage is disabled (e.g. some privacy modes).
    return undefined;
  }
}

function usable(value: unknown, expect: CacheExpectation, now: number): value is CacheEntry<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const {timestamp, ttl} = entry;
  if (typeof timestamp !== 'number' || typeof ttl !== 'number' || !Number.isFinite(timestamp)) return false;
  if (timestamp > now || now - timestamp > Math.min(ttl, expect.maxTtl)) return false;
  return entry.version === expect.version && 'data' in entry && expect.fits(entry.data);
}

function remove(store: Storage, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing more to do: the entry is simply not used.
  }
}

/** The cached data under `key`, or undefined when absent or not usable (then also removed). */
export function readCache<T>(key: string, expect: CacheExpectation, now: number = Date.now()): T | undefined {
  const store = storage();
  if (!store) return undefined;
  try {
    const raw = store.getItem(key);
    if (raw === null) return undefined;
    const entry: unknown = JSON.parse(raw);
    if (usable(entry, expect, now)) return entry.data as T;
  } catch {
    // Unreadable storage or not JSON: the same as a bad entry.
  }
  remove(store, key);
  return undefined;
}

/** Stores `data` under `key` for `ttl` ms; a full or blocked storage is ignored. */
export function writeCache<T>(key: string, data: T, ttl: number, version: string, now: number = Date.now()): void {
  const store = storage();
  if (!store) return;
  const entry: CacheEntry<T> = {data, timestamp: now, ttl, version};
  try {
    store.setItem(key, JSON.stringify(entry));
  } catch {
    // QuotaExceededError or a blocked storage: the answer is still shown, just not kept.
  }
}
