/**
 * The client's localStorage cache of API answers, stored as
 * `{data, timestamp, ttl}` (spec 1 §7). Expired, corrupt or unreadable entries
 * count as absent, and a full or blocked storage is ignored: the cache can
 * only ever save a request, never break a page.
 */

/** What one cache entry holds. `timestamp` and `ttl` are in milliseconds. */
export interface CacheEntry<T> {
  readonly data: T;
  readonly timestamp: number;
  readonly ttl: number;
}

/** Lifetimes of spec 1 §9 and spec 2 §7, in milliseconds. */
export const TTL = {
  /** The general default. */
  default: 5 * 60 * 1000,
  /** Latest and all lists of news and events, publications, jobs, employee of the month. */
  tenMinutes: 10 * 60 * 1000,
  /** Programs, faculties, lecturers. */
  oneHour: 60 * 60 * 1000,
} as const;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Access itself throws when storage is disabled (e.g. some privacy modes).
    return undefined;
  }
}

function isEntry(value: unknown): value is CacheEntry<unknown> {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const entry = value as Record<string, unknown>;
  return (
    'data' in entry &&
    typeof entry.timestamp === 'number' &&
    Number.isFinite(entry.timestamp) &&
    typeof entry.ttl === 'number' &&
    Number.isFinite(entry.ttl)
  );
}

/** The cached data under `key`, or undefined when absent, expired or corrupt. */
export function readCache<T>(key: string, now: number = Date.now()): T | undefined {
  const store = storage();
  if (!store) {
    return undefined;
  }
  try {
    const raw = store.getItem(key);
    if (raw === null) {
      return undefined;
    }
    const entry: unknown = JSON.parse(raw);
    if (!isEntry(entry) || now - entry.timestamp > entry.ttl || entry.timestamp > now) {
      store.removeItem(key);
      return undefined;
    }
    return entry.data as T;
  } catch {
    try {
      store.removeItem(key);
    } catch {
      // Nothing more to do: the entry is simply not used.
    }
    return undefined;
  }
}

/** Stores `data` under `key` for `ttl` ms; a full or blocked storage is ignored. */
export function writeCache<T>(key: string, data: T, ttl: number, now: number = Date.now()): void {
  const store = storage();
  if (!store) {
    return;
  }
  const entry: CacheEntry<T> = {data, timestamp: now, ttl};
  try {
    store.setItem(key, JSON.stringify(entry));
  } catch {
    // QuotaExceededError or a blocked storage: the answer is still shown, just not kept.
  }
}
