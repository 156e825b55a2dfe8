/**
 * `npm run build`'s last step: the site search's index (Pagefind), one per
 * language (by each page's `<html lang>`), written to `build/pagefind/`.
 *
 * Every page a visitor can land on is indexed at the address they reach it
 * by, data pages included (news, events, programs, faculties, lecturers,
 * jobs...). Left out, as pages with nothing of their own to find:
 * - the 404 and error pages;
 * - the web editor at /admin (static/admin) and its preview page in each
 *   language (`/fa/admin/preview`), which are for staff;
 * - the templates (`news/general/0.html`), which answer records imported
 *   after the build;
 * - the further pages of the paged lists (`events/page/2.html`): each item
 *   on them has its own page;
 * - the pages at the route table's old query addresses
 *   (`academics/programs/fee-structure.html`), which move on to the page the
 *   query names.
 *
 * Usage: tsx scripts/build-search-index.ts [buildDir]
 */
import {readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {LOCALES, type Locale, localePrefix} from '../content/locales';
import {foldSearchText} from '../content/search-fold';
import {isLegacyPagePath, isTemplateAddress, matchListPage} from '../content/routes';
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
  if (/(^|\/)(404|error|offline)$/.test(inLocale) || inLocale.startsWith('/admin/') || inLocale.includes('(') || isTemplateAddress(inLocale))
    return undefined;
  if ((matchListPage(inLocale)?.page ?? 1) > 1) return undefined;
  // An old address moves on to the page its query names; without one it names none.
  if (isLegacyPagePath(inLocale)) return undefined;
  const address = inLocale === '/index' ? '/' : inLocale.replace(/\/index$/, '');
  return address === '/' ? (prefix === '' ? '/' : `${prefix}/`) : `${prefix}${address}`;
}

/**
 * Whether a page's canonical link (if it has one) names the address it is
 * indexed at. Docusaurus writes the head first; the link is read from it.
 */
export function isOwnCanonical(html: string, url: string): boolean {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const href = /<link[^>]*\brel=["']?canonical["']?[^>]*>/i.exec(head)?.[0].match(/\bhref=["']?([^"'\s>]+)/i)?.[1];
  if (href === undefined) return true;
  try {
    return decodeURI(new URL(href, 'https://site.invalid').pathname).replace(/(.)\/$/, '$1') === url.replace(/(.)\/$/, '$1');
  } catch {
    return true;
  }
}

/** Whether a page asks not to be indexed (`<meta name="robots" content="noindex">`): the site's own index leaves it out too. */
export function isNoindex(html: string): boolean {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  return /<meta[^>]*\bname=["']?robots["']?[^>]*\bcontent=["']?[^"'>]*\bnoindex/i.test(head);
}

/**
 * A Dari or Pashto page's HTML as the search indexes it: the text of its body
 * folded to the search's one spelling (content/search-fold.ts), as every
 * query is, so a word is found however it was typed. The title the results
 * show stays as the page writes it (its first `<h1>`, given to Pagefind as
 * the title). English pages are indexed as they are.
 */
export function htmlForIndex(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  const bodyStart = html.search(/<body\b/i);
  if (bodyStart < 0) return html;
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i
    .exec(html.slice(bodyStart))?.[1]
    .replace(/<[^>]*>/g, '')
    .trim();
  const body = html.slice(bodyStart).replace(/>([^<]+)</g, (_all, text: string) => {
    // A ZWNJ written as an entity is folded like the character.
    const decoded = text.replace(/&(zwnj|#8204|#x200c);/gi, '\u200c');
    return `>${foldSearchText(decoded, locale)}<`;
  });
  const title = heading ? `<span data-pagefind-ignore data-pagefind-meta="title">${heading}</span>` : '';
  return html.slice(0, bodyStart) + body.replace(/<\/body>/i, `${title}</body>`);
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
        const content = await readFile(path.join(buildDir, file), 'utf8');
        // A page that names another address as the one to index (a lecturer's profile under a second program) is found there.
        if (!isOwnCanonical(content, url) || isNoindex(content)) continue;
        const result = await index.addHTMLFile({url, content: htmlForIndex(content, locale)});
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
