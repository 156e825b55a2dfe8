/**
 * `npm run build`'s last step: the site search's index (Pagefind), one per
 * language (by each page's `<html lang>`), written to `build/pagefind/`.
 *
 * Every page a visitor can land on is indexed at the address they reach it
 * by, data pages included (news, events, programs, faculties, lecturers,
 * jobs...). Left out, as pages with nothing of their own to find:
 * - the 404 and error pages;
 * - the web editor at /admin (static/admin), which is for staff;
 * - the detail templates (`news/general/([0-9]+).html`), which answer records
 *   imported after the build;
 * - the further pages of the paged lists (`events~2.html`): each item on
 *   them has its own page;
 * - a query page at its bare address (`academics/programs.html`), which
 *   waits for the browser to read the query.
 * A program's or faculty's variant (`academics/programs~graduate-programs~MBA.html`)
 * is indexed at its query address (`/academics/programs?type=graduate-programs&program=MBA`).
 *
 * Usage: tsx scripts/build-search-index.ts [buildDir]
 */
import {readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {LOCALES, type Locale, localePrefix} from '../content/locales';
import {isTemplatePath, PAGE_PARAM, queryPage, variantSearch} from '../content/routes';
import {localeBuildFiles, SEARCH_INDEX_DIR} from './lib/locale-files';

/** Parts of every page that are the frame, not the page: they would match every query. */
export const EXCLUDE_SELECTORS = [
  // The site header (menu, logo and search buttons). Not every <header>: a page's own title sits in one.
  '#__docusaurus > header',
  // The site menu and the search: native <dialog>s (empty while closed, but never page text).
  'dialog',
  "a[href='#__docusaurus_skipToContent_fallback']",
  // Docs pages: the area's sidebar, the table of contents, breadcrumbs.
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-breadcrumbs',
  // The "Edit this page" link for staff.
  '.theme-doc-footer',
];

/**
 * The address a built HTML file is found at, or undefined when the file is
 * not to be indexed. `file` is relative to the build folder, with `/`.
 */
export function searchUrlOf(file: string): string | undefined {
  if (!file.endsWith('.html')) return undefined;
  if (file.startsWith('admin/')) return undefined;
  const locale = LOCALES.find((candidate) => candidate !== 'en' && file.startsWith(`${candidate}/`));
  const prefix = locale === undefined ? '' : localePrefix(locale);
  const inLocale = `/${locale === undefined ? file : file.slice(locale.length + 1)}`.replace(/\.html$/, '');
  if (/(^|\/)(404|error)$/.test(inLocale) || isTemplatePath(inLocale)) return undefined;
  const cut = inLocale.indexOf('~');
  if (cut !== -1) {
    const page = queryPage(inLocale.slice(0, cut));
    const values = inLocale.slice(cut + 1).split('~');
    if (page === undefined || page.params.length !== values.length) return undefined;
    if (page.params.some((param) => param.name === PAGE_PARAM)) return undefined;
    return `${prefix}${page.path}${variantSearch(page, values)}`;
  }
  // A query page without its query has no content of its own, unless it is
  // a list's first page.
  const page = queryPage(inLocale);
  if (page !== undefined && !page.params.some((param) => param.name === PAGE_PARAM)) return undefined;
  const address = inLocale === '/index' ? '/' : inLocale.replace(/\/index$/, '');
  return address === '/' ? (prefix === '' ? '/' : `${prefix}/`) : `${prefix}${address}`;
}

/** A search index being filled: pages are added locale by locale, then it is written. */
export interface SearchIndexBuilder {
  /** Indexes the locale's pages, one at a time in file order; returns how many were indexed. */
  addLocale(locale: Locale): Promise<number>;
  /** Writes the index into `build/pagefind/` and returns the line that reports it. */
  write(): Promise<string>;
}

/** Starts a search index for the build in `buildDir`. */
export async function openSearchIndex(buildDir: string): Promise<SearchIndexBuilder> {
  // Pagefind's Node API is an ES module only.
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({excludeSelectors: EXCLUDE_SELECTORS});
  if (index === undefined) throw new Error(errors.join('\n'));
  let count = 0;
  return {
    async addLocale(locale) {
      let added = 0;
      // One page at a time, in file order: the index's files then come out
      // the same for the same pages (a few pages at once saved 0.3 s of 5
      // and renamed every file of the index at each build).
      for (const file of await localeBuildFiles(buildDir, locale)) {
        const url = searchUrlOf(file);
        if (url === undefined) continue;
        const result = await index.addHTMLFile({url, content: await readFile(path.join(buildDir, file), 'utf8')});
        if (result.errors.length > 0) throw new Error(`${file}: ${result.errors.join('; ')}`);
        added += 1;
      }
      count += added;
      return added;
    },
    async write() {
      const outputPath = path.join(buildDir, SEARCH_INDEX_DIR);
      await rm(outputPath, {recursive: true, force: true});
      const written = await index.writeFiles({outputPath});
      if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
      await pagefind.close();
      return `search index: ${count} pages indexed into ${path.relative(process.cwd(), outputPath)}/`;
    },
  };
}

/** Indexes every locale's pages and writes the index. */
export async function indexBuild(buildDir: string): Promise<string> {
  const index = await openSearchIndex(buildDir);
  for (const locale of LOCALES) await index.addLocale(locale);
  return index.write();
}

async function main(): Promise<void> {
  process.stdout.write(`${await indexBuild(path.resolve(process.argv[2] ?? 'build'))}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`search index: ${(error as Error).message}\n`);
    process.exit(1);
  });
}
