/**
 * The search test set (e2e/fixtures/search-queries.json) run against a
 * build's Pagefind index, in Node: each query, folded as the search dialog
 * folds it (content/search-fold.ts), is searched in its language's index,
 * and counts when its expected page comes first.
 *
 * Pagefind's own browser script (`build/pagefind/pagefind.js`) does the
 * search, loaded once per language with its files read from the build
 * folder, so the ranking is the one readers get.
 *
 *   npx tsx scripts/search-queries.ts [buildDir]    prints the share per language
 *
 * e2e/search-queries.spec.ts runs it after the build.
 */
import {mkdtemp, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {LOCALE_CONFIG, LOCALES, type Locale} from '../content/locales';
import {searchVariants} from '../content/search-fold';
import {SEARCH_INDEX_DIR} from './lib/locale-files';

export interface SearchQuery {
  readonly query: string;
  /** The page that must come first (site path, locale prefix included). */
  readonly expected: string;
  /** How the reader typed it. */
  readonly typed: string;
}

export type SearchSet = Readonly<Record<Locale, readonly SearchQuery[]>>;

export interface QueryOutcome extends SearchQuery {
  /** The first result's path, or undefined when nothing was found. */
  readonly first: string | undefined;
  readonly passed: boolean;
}

interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{results: {data(): Promise<{url: string}>}[]}>;
}

export const SEARCH_SET_FILE = path.resolve(__dirname, '..', 'e2e', 'fixtures', 'search-queries.json');

export async function readSearchSet(file = SEARCH_SET_FILE): Promise<SearchSet> {
  return JSON.parse(await readFile(file, 'utf8')) as SearchSet;
}

/** Pagefind's `fetch` of its own files, answered from the build folder. */
function fileFetch(original: typeof fetch): typeof fetch {
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!href.startsWith('file:')) return original(input, init);
    const file = new URL(href);
    file.search = '';
    try {
      return new Response(await readFile(file), {
        status: 200,
        headers: {'content-type': href.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream'},
      });
    } catch {
      return new Response(null, {status: 404});
    }
  }) as typeof fetch;
}

/** Pagefind's browser script for one language of the build's index. */
async function loadPagefind(buildDir: string, locale: Locale): Promise<PagefindModule> {
  const htmlLang = LOCALE_CONFIG[locale].htmlLang;
  const scope = globalThis as unknown as {document?: unknown};
  // Pagefind picks the index by the page's <html lang>.
  scope.document = {currentScript: null, querySelector: () => ({getAttribute: () => htmlLang}), documentElement: {lang: htmlLang}};
  const indexDir = path.join(buildDir, SEARCH_INDEX_DIR);
  // One module instance per language, each an ES module of its own (a copy: Node caches a module by its file).
  const copy = path.join(await mkdtemp(path.join(tmpdir(), 'pagefind-')), `pagefind-${locale}.mjs`);
  await writeFile(copy, await readFile(path.join(indexDir, 'pagefind.js')));
  const pagefind = (await import(pathToFileURL(copy).href)) as PagefindModule;
  await pagefind.options({basePath: `${pathToFileURL(indexDir).href}/`, baseUrl: '/'});
  await pagefind.search('');
  return pagefind;
}

/** A result URL as the site's address (`/fa/about/history.html` → `/fa/about/history`). */
function sitePath(url: string): string {
  return url.replace(/\.html(?=$|[?#])/, '').replace(/\/index$/, '/');
}

/** Runs every query of the set against the build's index. */
export async function runSearchSet(buildDir: string, set: SearchSet): Promise<Record<Locale, QueryOutcome[]>> {
  const original = globalThis.fetch;
  globalThis.fetch = fileFetch(original);
  try {
    const outcomes = {} as Record<Locale, QueryOutcome[]>;
    for (const locale of LOCALES) {
      const pagefind = await loadPagefind(buildDir, locale);
      outcomes[locale] = [];
      for (const query of set[locale]) {
        const found = await searchVariants(
          query.query,
          locale,
          (folded) => pagefind.search(folded),
          (answer) => answer.results.length > 0,
        );
        const first = found.results[0] === undefined ? undefined : sitePath((await found.results[0].data()).url);
        outcomes[locale].push({...query, first, passed: first === query.expected});
      }
    }
    return outcomes;
  } finally {
    globalThis.fetch = original;
  }
}

/** The report: one line per language with its share, and each query whose expected page did not come first. */
export function reportLines(outcomes: Record<Locale, readonly QueryOutcome[]>): string[] {
  const lines: string[] = [];
  for (const locale of LOCALES) {
    const list = outcomes[locale];
    const passed = list.filter((outcome) => outcome.passed).length;
    lines.push(`${locale}: ${passed}/${list.length} queries (${Math.round((100 * passed) / list.length)}%) find their expected page first`);
    for (const miss of list.filter((outcome) => !outcome.passed)) {
      lines.push(`  ${miss.query} (${miss.typed}): expected ${miss.expected}, first ${miss.first ?? 'nothing'}`);
    }
  }
  return lines;
}

async function main(): Promise<void> {
  const outcomes = await runSearchSet(path.resolve(process.argv[2] ?? 'build'), await readSearchSet());
  for (const line of reportLines(outcomes)) process.stdout.write(`${line}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`search queries: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
