/**
 * The search engines behind the search dialog. The dialog talks to
 * an engine through this small interface, so the configured provider can be
 * swapped (content/identity.ts `search`) and tests can pass a fake index.
 *
 * - `index`: a full-text index the dialog queries itself and whose results it
 *   renders. The default is Pagefind, whose index of every locale's pages
 *   `npm run build` writes (scripts/build-search-index.ts).
 * - `widget`: a third-party site-search widget that draws its own search box
 *   and results into a container inside the dialog.
 */
import type {SearchProvider} from '@site/content/identity';
import {foldLocaleOf, searchVariants} from '@site/content/search-fold';

/** One result as the dialog shows it. */
export interface SearchHit {
  /** Site path of the page, locale prefix included (`/fa/about/history`). */
  readonly url: string;
  readonly title: string;
  /**
   * A snippet of the page around the match. Pagefind encodes HTML entities and
   * wraps the matched words in `<mark>`; render it with `excerptParts`.
   */
  readonly excerpt: string;
}

/** What a query found: how many pages match, and the first of them. */
export interface SearchOutcome {
  readonly total: number;
  readonly hits: readonly SearchHit[];
}

/** Runs one query against an index. Rejects when the index cannot be loaded. */
export type SearchFunction = (query: string) => Promise<SearchOutcome>;

/** An engine the search dialog can drive. */
export type SearchEngine =
  | {readonly kind: 'index'; readonly search: SearchFunction}
  | {
      readonly kind: 'widget';
      /**
       * Loads the widget's script. Called on every open once the container is
       * in the page; the script itself is requested only the first time.
       */
      readonly load: () => Promise<void>;
    };

/** How many results the dialog loads and lists for one query. */
export const MAX_HITS = 10;

/** The parts of the Pagefind JavaScript API the dialog uses. */
interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta?: {readonly title?: string};
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{
    readonly results: readonly {readonly data: () => Promise<PagefindResultData>}[];
  } | null>;
}

// One load per page view, shared by every dialog on the page (the header's
// and the 404 page's). A failed load is forgotten so the next search retries.
const pagefindLoads = new Map<string, Promise<PagefindApi>>();

function loadPagefind(bundlePath: string): Promise<PagefindApi> {
  let load = pagefindLoads.get(bundlePath);
  if (!load) {
    // The bundle is written by `pagefind` after the site build, so the
    // bundler must leave this import alone; the browser loads it at run time.
    load = (import(/* webpackIgnore: true */ bundlePath) as Promise<PagefindApi>).then(async (pagefind) => {
      // Result URLs come back as site paths (the index covers all locales'
      // folders); the site lives at the origin's root.
      await pagefind.options({baseUrl: '/'});
      return pagefind;
    });
    load.catch(() => pagefindLoads.delete(bundlePath));
    pagefindLoads.set(bundlePath, load);
  }
  return load;
}

/**
 * Turns a Pagefind result URL into the site's own address: Docusaurus writes
 * `about/history.html` for the route `/about/history` (trailingSlash: false),
 * and Pagefind reports the file. Index pages already come back as `/fa/`.
 */
export function pagefindUrlToPath(url: string): string {
  return url.replace(/\.html(?=$|[?#])/, '');
}

/**
 * A search function over the site's Pagefind index.
 *
 * Pagefind chooses the index by the page's `<html lang>` (`en`, `fa-af`,
 * `ps-af`, the languages found while indexing), so a search from a Dari page
 * finds Dari pages only. The index is loaded on the first search. The query
 * is folded to the spelling the index was written in (content/search-fold.ts).
 * @see https://pagefind.app/docs/api/ and https://pagefind.app/docs/multilingual/
 */
export function createPagefindSearch(bundlePath: string): SearchFunction {
  return async (query) => {
    const pagefind = await loadPagefind(bundlePath);
    const found = await searchVariants(
      query,
      foldLocaleOf(document.documentElement.lang),
      (folded) => pagefind.search(folded),
      (answer) => (answer?.results.length ?? 0) > 0,
    );
    const results = found?.results ?? [];
    const data = await Promise.all(results.slice(0, MAX_HITS).map((result) => result.data()));
    return {
      total: results.length,
      hits: data.map((item) => {
        const url = pagefindUrlToPath(item.url);
        return {url, title: item.meta?.title?.trim() || url, excerpt: item.excerpt};
      }),
    };
  };
}

const scriptLoads = new Map<string, Promise<void>>();

/** Adds `<script src>` to the page once per URL; later calls share the first load. */
export function loadScriptOnce(src: string): Promise<void> {
  let load = scriptLoads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        scriptLoads.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      });
      document.head.appendChild(script);
    });
    scriptLoads.set(src, load);
  }
  return load;
}

/** The engine for a provider setting of the identity file. */
export function engineFromProvider(provider: SearchProvider): SearchEngine {
  if (provider.kind === 'pagefind') {
    return {kind: 'index', search: createPagefindSearch(provider.bundlePath)};
  }
  // The original site's behaviour: the widget script is loaded
  // once, on first open, and renders its own box and results into the
  // dialog's `#app-search-widget` container. Configure the widget to render
  // there (most widgets take a container id); its origins must be listed in
  // `origins` so the Content-Security-Policy allows them.
  return {kind: 'widget', load: () => loadScriptOnce(provider.scriptUrl)};
}

/** One run of an excerpt: plain text, or text the search matched. */
export interface ExcerptPart {
  readonly text: string;
  readonly isMatch: boolean;
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Splits a Pagefind excerpt into text runs so React can render it without
 * `dangerouslySetInnerHTML`: `<mark>` becomes a match, any other markup is
 * dropped, entities are decoded, and React escapes the text again.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let isMatch = false;
  for (const piece of excerpt.split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(piece)) {
      isMatch = true;
    } else if (/^<\/mark/i.test(piece)) {
      isMatch = false;
    } else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
      if (text) {
        parts.push({text, isMatch});
      }
    }
  }
  return parts;
}
