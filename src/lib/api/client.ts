/**
 * The one way the site talks to the `/web` API: GET with `Accept: JSON`, the
 * answer parsed as JSON with a raw-text fallback, and any non-OK status turned
 * into the error `HTTP error! status: {code}`.
 */
import identity from '@site/content/identity';

/** Full URL of an API path; the base is the site's own origin by default. */
export function apiUrl(path: string, base: string = identity.apiBaseUrl): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The error a non-OK answer becomes. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`HTTP error! status: ${status}`);
    this.name = 'HttpError';
    this.status = status;
  }
}

/**
 * How the browser's HTTP cache is used: as the answers' Cache-Control says
 * in production; in `npm run dev`'s preview each request revalidates (a
 * conditional request the dev API answers with 304 or the new answer), so
 * an edit to data/ shows on the next load.
 */
const HTTP_CACHE: RequestCache = process.env.NODE_ENV === 'development' ? 'no-cache' : 'default';

/** GETs `path` and returns its JSON, or its text when the body is not JSON. */
export async function getJson<T>(path: string, init: {signal?: AbortSignal} = {}): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method: 'GET',
    headers: {Accept: 'application/json'},
    signal: init.signal,
    cache: HTTP_CACHE,
  });
  if (!response.ok) {
    throw new HttpError(response.status);
  }
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as unknown as T;
  }
}
