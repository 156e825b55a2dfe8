/**
 * The site's addresses as `npm run check` knows them without building:
 * the docs pages (by the path of their file, or the `slug` of their front
 * matter), the pages of src/pages, the data pages of content/routes.ts
 * (whose records come from data/), and the files under static/ and the feeds.
 * A link inside the site is answered by one of these, or it is broken.
 *
 * Records are taken from the item files as written, valid or not: a link to
 * an item whose file has a mistake is not broken (the data step reports the
 * mistake, once), a link to an id no file names is.
 *
 * Docusaurus's own rules for a doc's address, as they apply here: the path
 * below docs/ without its extension, with number prefixes (`01-intro`)
 * dropped; `index.mdx`, `README.mdx` or a file named like its folder is the
 * folder's page; a `slug` in the front matter (absolute, or relative to the
 * folder) replaces it; files and folders starting with `_` are partials,
 * not pages.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {LOCALES} from '../../content/locales';
import {
  DATA_PAGE_PATHS,
  FACULTY_SLUGS,
  FACULTY_SUBPAGES,
  type DetailKind,
  facultyFromSlug,
  isLegacyPagePath,
  legacyTarget,
  matchListPage,
  matchPatternPath,
  pageCount,
  PAGED_LISTS,
  programSlug,
} from '../../content/routes';
import {ENTITIES, ENTITY_NAMES, type EntityName} from '../../content/schemas/data';
import {didYouMean, itemFields, nearestNames} from '../../content/read-data';
import {FEED_PATHS} from '../../plugins/feeds';

/** Everything an internal link can reach. */
export interface SiteRoutes {
  /** Docs and src/pages addresses (`/about/history`, `/events`), each with the file it comes from. */
  readonly pages: ReadonlyMap<string, string>;
  /** The fields of each item's English file as written, by entity. */
  readonly items: WrittenItems;
  /** The static folder (`<root>/static`). */
  readonly staticDir: string;
}

/** The entity folder whose records a detail route shows. */
const DETAIL_ENTITY: Readonly<Record<DetailKind, EntityName>> = {
  news: 'news',
  event: 'events',
  position: 'jobs',
  employee: 'employees',
  lecturer: 'lecturers',
};

/** What each paged list lists. */
const LIST_ENTITY: Readonly<Record<(typeof PAGED_LISTS)[number]['path'], EntityName>> = {
  '/news/general': 'news',
  '/events': 'events',
  '/research/faculty-publications': 'publications',
};

/** Files below `dir` (relative, `/`-separated) ending in one of `extensions`, skipping `_`-prefixed names. */
function sourceFiles(dir: string, extensions: readonly string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .filter((file) => !file.split('/').some((segment) => segment.startsWith('_') || segment.startsWith('.')))
    .sort();
}

/** The front matter of an MD or MDX file, or `{}`. */
export function frontMatterOf(text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (match === null) return {};
  try {
    const value: unknown = parseYaml(match[1]);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=[^\d])/;

/** The address of a doc from its path below docs/ (`about/history.mdx`) and its front matter. */
export function docAddress(file: string, frontMatter: Record<string, unknown>): string {
  const segments = file.replace(/\.mdx?$/, '').split('/');
  const base = segments.pop() ?? '';
  const folder = segments.map((segment) => segment.replace(NUMBER_PREFIX, ''));
  const folderPath = `/${folder.join('/')}`.replace(/\/$/, '') || '/';
  const slug = frontMatter.slug;
  if (typeof slug === 'string' && slug !== '') {
    return slug.startsWith('/') ? slug : path.posix.join(folderPath, slug);
  }
  const name = typeof frontMatter.id === 'string' ? frontMatter.id : base.replace(NUMBER_PREFIX, '');
  const isIndex = /^(index|readme)$/i.test(base) || (folder.length > 0 && base.toLowerCase() === folder[folder.length - 1].toLowerCase());
  return isIndex ? folderPath : path.posix.join(folderPath, name);
}

/** Every docs page's address, with its file (`docs/about/history.mdx`). */
export function docsPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of sourceFiles(path.join(root, 'docs'), ['.md', '.mdx'])) {
    const text = readFileSync(path.join(root, 'docs', file), 'utf8');
    pages.set(docAddress(file, frontMatterOf(text)), `docs/${file}`);
  }
  return pages;
}

/** Every page of src/pages (test files and `_`-prefixed files are none), with its file. */
export function srcPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of sourceFiles(path.join(root, 'src', 'pages'), ['.tsx', '.jsx', '.ts', '.js', '.md', '.mdx'])) {
    if (/\.(test|spec)\.[jt]sx?$|\.d\.ts$/.test(file)) continue;
    const address = `/${file.replace(/\.[a-z]+$/, '')}`.replace(/(^|\/)index$/, '') || '/';
    pages.set(address, `src/pages/${file}`);
  }
  return pages;
}

/** The front matter of every item file of data/, by entity: `file` relative to the root, `fields` as written. */
export type WrittenItems = Readonly<Record<EntityName, readonly {file: string; fields: Record<string, unknown>}[]>>;

/** Every item file of data/ under `root` (`locale`'s, or all), read without checks. */
export function writtenItems(root: string, locale?: string): WrittenItems {
  const items = {} as Record<EntityName, {file: string; fields: Record<string, unknown>}[]>;
  for (const entity of ENTITY_NAMES) {
    const folder = path.join(root, 'data', entity);
    const pattern = new RegExp(`\\.(${locale ?? '[a-z]{2}'})\\.md$`);
    const names = existsSync(folder) ? readdirSync(folder).filter((name) => pattern.test(name)) : [];
    items[entity] = names.sort().map((name) => ({
      file: `data/${entity}/${name}`,
      fields: itemFields(entity, readFileSync(path.join(folder, name), 'utf8')) ?? {},
    }));
  }
  return items;
}

/** The addresses a link can reach in the repository at `root`. */
export function siteRoutes(root: string): SiteRoutes {
  return {pages: new Map([...docsPages(root), ...srcPages(root)]), items: writtenItems(root, 'en'), staticDir: path.join(root, 'static')};
}

/** The keys the item files of an entity give, as strings. */
function keysOf(items: WrittenItems, entity: EntityName): Set<string> {
  const key = ENTITIES[entity].key;
  return new Set(items[entity].map(({fields}) => String(fields[key])));
}

/** The program whose address segment is `slug` (its Tag in lower case), if any file names one. */
function programOfSlug(items: WrittenItems, slug: string): string | undefined {
  return [...keysOf(items, 'programs')].find((tag) => programSlug(tag) === slug);
}

function noProgram(items: WrittenItems, slug: string): string {
  const slugs = [...keysOf(items, 'programs')].map(programSlug);
  return `data/programs has no program whose Tag is "${slug}" in lower case${didYouMean(nearestNames(slug, slugs))}`;
}

/**
 * What is wrong with an address of the data pages (records, lists, programs,
 * faculties), undefined when it is answered, or null when it is none of
 * theirs. An old query form (`/events?page=2`) is judged by the address it
 * leads to, and named: a page should link to the new address.
 */
function dataPageProblem(items: WrittenItems, pathname: string, search: string): string | undefined | null {
  const legacy = legacyTarget(pathname, search);
  if (legacy !== undefined) {
    if (legacy.kind === 'lecturer') {
      return keysOf(items, 'lecturers').has(String(legacy.id)) ? undefined : `data/lecturers has no item with id ${legacy.id}`;
    }
    const problem = dataPageProblem(items, legacy.path, '');
    return problem ?? `${pathname}${search} is an old address: link to ${legacy.path}`;
  }
  if ((Object.values(DATA_PAGE_PATHS) as string[]).includes(pathname) || isLegacyPagePath(pathname)) return undefined;
  const list = matchListPage(pathname);
  if (list !== undefined) {
    const entity = LIST_ENTITY[list.listPath as keyof typeof LIST_ENTITY];
    const size = PAGED_LISTS.find((entry) => entry.path === list.listPath)?.size ?? 1;
    const pages = pageCount(items[entity].length, size);
    return list.page <= pages ? undefined : `${list.listPath} has pages 1 to ${pages} (data/${entity})`;
  }
  const faculty = /^\/academics\/faculty\/([^/]+)(?:\/([^/]+))?$/.exec(pathname);
  if (faculty !== null) {
    const key = facultyFromSlug(faculty[1]);
    if (key === undefined || !keysOf(items, 'faculties').has(key)) {
      return `no faculty has the address segment "${faculty[1]}"${didYouMean(nearestNames(faculty[1], Object.values(FACULTY_SLUGS)))}`;
    }
    const subpage = faculty[2] ?? '';
    return (FACULTY_SUBPAGES as readonly string[]).includes(subpage)
      ? undefined
      : `a faculty has no page "${subpage}" (${FACULTY_SUBPAGES.filter(Boolean).join(', ')})`;
  }
  const match = matchPatternPath(pathname);
  if (match === undefined) return null;
  if (match.program !== undefined && programOfSlug(items, match.program) === undefined) return noProgram(items, match.program);
  if (match.route.kind === 'program') return undefined;
  const entity = DETAIL_ENTITY[match.route.kind];
  return keysOf(items, entity).has(String(match.id)) ? undefined : `data/${entity} has no item with id ${match.id}`;
}

/**
 * What is wrong with an internal link (`/news/general/7`, `/fa/events/page/2`,
 * `/files/x.pdf`), or undefined when something answers it. The message says
 * what is missing and, when a near address exists, which was likely meant.
 */
export function linkProblem(site: SiteRoutes, link: string): string | undefined {
  const url = new URL(link, 'http://site.invalid');
  let pathname = decodeURIComponent(url.pathname);
  for (const locale of LOCALES) {
    if (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) pathname = pathname.slice(locale.length + 1) || '/';
  }
  if (pathname.length > 1) pathname = pathname.replace(/\/$/, '');

  // A file: under static/ (a folder's index.html too), or a feed the build writes.
  const file = path.join(site.staticDir, ...pathname.split('/').filter(Boolean));
  if (/\.[A-Za-z0-9]+$/.test(pathname)) {
    if (Object.values(FEED_PATHS).includes(pathname.slice(1) as never) || (existsSync(file) && statSync(file).isFile())) return undefined;
    return missingFile(site.staticDir, pathname);
  }
  if (existsSync(path.join(file, 'index.html'))) return undefined;

  // A docs or src/pages page answers its address, unless the link is an old query form of it.
  if (site.pages.has(pathname) && legacyTarget(pathname, url.search) === undefined) return undefined;
  const data = dataPageProblem(site.items, pathname, url.search);
  if (data !== null) return data;
  return `no page has the address ${pathname}${didYouMean(nearestNames(pathname, [...site.pages.keys()]))}`;
}

/**
 * Says that a site path (`/img/news/news-6.webp`) has no file under static/,
 * naming the file of that folder it most likely meant.
 */
export function missingFile(staticDir: string, sitePath: string): string {
  const folder = path.join(staticDir, ...path.posix.dirname(sitePath).split('/').filter(Boolean));
  const where = `static${sitePath}`;
  if (!existsSync(folder)) return `${where} does not exist: there is no folder static${path.posix.dirname(sitePath)}/`;
  const near = nearestNames(path.posix.basename(sitePath), readdirSync(folder)).map((name) => path.posix.join(path.posix.dirname(sitePath), name));
  return `${where} does not exist${didYouMean(near)}`;
}
