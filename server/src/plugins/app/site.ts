/**
 * Serves the built site (Docusaurus output in SITE_DIR) next to the API:
 * - `/` is English, `/fa/...` Dari, `/ps/...` Pashto, each a folder of the build;
 * - a page path P is `P.html` or `P/index.html` (trailingSlash: false);
 *   those file names, asked for, redirect to P;
 * - an address of the route table's query forms (`/academics/programs?type=&program=MBA`,
 *   `/events?page=2`, content/routes.ts `legacyTarget`) gets a 301 to the
 *   address that page has now (a lecturer's, to the profile under the program
 *   the query names or else the lecturer's home program, looked up in the
 *   database);
 * - a record's or program's address (content/routes.ts, the pattern routes:
 *   `/news/general/7`, `/academics/programs/mba/fee-structure`) gets the page
 *   the build rendered for it; one imported after the build gets its route's
 *   template (`news/general/0.html`), a record's head rewritten for the item
 *   (detail-head.ts); with no such record or program, the template with
 *   status 404, whose page says so;
 * - anything else gets the locale's 404 page with status 404.
 *
 * With `serveStatic: false` (nginx or a CDN serves the files) only the
 * addresses nginx passes on are answered, as above (the pattern routes and
 * the old query forms: `isDynamicAddress`); every other path gets the JSON 404.
 *
 * The build is indexed once at start: only files found then are served, so
 * no request can reach outside the folder, whatever its spelling (`..`,
 * encoded slashes, NUL). A rebuild needs a restart, which `npm start` does.
 * The same scan hashes the inline scripts for the Content-Security-Policy.
 * The folder is resolved to its real path at start, so a process serves that
 * one build until it restarts, even when SITE_DIR runs through a link that a
 * release moves (deploy/release.sh).
 */
import {createHash} from 'node:crypto';
import {readFile, readdir, realpath, stat} from 'node:fs/promises';
import path from 'node:path';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {Parser} from 'htmlparser2';
import {LOCALES, type Locale} from '../../../../content/locales';
import {
  canonicalRoute,
  type DetailKind,
  isTemplateAddress,
  matchNoRecordPath,
  legacyLecturerPath,
  legacyTarget,
  matchPatternPath,
  type PatternMatch,
  templateAddress,
} from '../../../../content/routes';
import {isUnavailableError} from '../../db/connection';
import {findProgramTagBySlug, listLecturerPrograms} from '../../db/repositories/academics-repository';
import {sendError} from './errors';
import type {ItemHead} from '../../../../content/item-head';
import {type DetailTemplate, loadDetailHead, prepareTemplate, renderDetailPage} from './detail-head';
import {type EncodedBody, encodeBody, sendEncoded} from './encoded-body';
import {parseVariantPath} from '../../../../content/image-variants';
import type {PhotoVariants} from './photo-variants';
import {RenderedPages} from './rendered-pages';
import {StaticFiles} from './static-files';

/** The locales with a folder of their own in the build (English is at its root). */
const LOCALE_PREFIXES = LOCALES.filter((locale) => locale !== 'en');
type SiteLocale = Locale;

/** Cache policies, by kind of file. */
const CACHE = {
  /** Content-hashed bundles: never change under their name. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML, the search index, feeds, sitemaps and robots.txt: always revalidate (cheap with ETag). */
  revalidate: 'no-cache',
  /** Images, fonts, PDFs: stable names, rarely replaced. */
  static: 'public, max-age=86400',
  /** Redirects to a page's one spelling: they follow from the URL alone. */
  redirect: 'public, max-age=86400',
} as const;

/** What start-up learnt from the build folder. */
export interface SiteIndex {
  /** The build's real folder (links resolved at start), which every file is read from. */
  readonly root: string;
  /** URL path (`/fa/assets/js/main.js`) → path relative to root. */
  readonly files: ReadonlyMap<string, string>;
  /** The 404 page of each locale that has one. */
  readonly notFoundPages: ReadonlyMap<SiteLocale, Buffer>;
  /** `'sha256-…'` of each distinct inline script in the HTML files. */
  readonly scriptHashes: readonly string[];
  /** `'sha256-…'` of each distinct inline style element. */
  readonly styleHashes: readonly string[];
}

/** Script types a browser runs (an empty or missing type is JavaScript too). */
const EXECUTABLE_SCRIPT = /^(text\/javascript|application\/javascript|module)$/i;

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Collects the hashes of inline <script> and <style> bodies: the exact text
 * between the start and end tags, which is what a browser hashes. Scripts
 * that load a file and data blocks (JSON-LD, which never runs) are not
 * subject to the CSP and are left out.
 *
 * This runs over every page of the build before the server listens, so it
 * asks htmlparser2 for no more than it needs: tag names, the attributes of
 * scripts, and where an element's text starts and ends (no attribute objects
 * for the thousands of other tags).
 */
function collectInline(html: string, scripts: Set<string>, styles: Set<string>): void {
  /** Where the hash of the open element's text goes: undefined when it does not count. */
  let hashes: Set<string> | undefined;
  let isScript = false;
  let typeSeen = false;
  let textStart: number | undefined;
  const parser: Parser = new Parser(
    {
      onopentagname(name) {
        isScript = name === 'script';
        typeSeen = false;
        textStart = undefined;
        hashes = isScript ? scripts : name === 'style' ? styles : undefined;
      },
      onattribute(name, value) {
        if (!isScript) return;
        if (name === 'src') hashes = undefined;
        // The first type attribute is the one a browser reads; an empty one is JavaScript.
        if (name === 'type' && !typeSeen) {
          typeSeen = true;
          if (value.trim() !== '' && !EXECUTABLE_SCRIPT.test(value.trim())) hashes = undefined;
        }
      },
      ontext() {
        textStart ??= parser.startIndex;
      },
      onclosetag() {
        if (hashes !== undefined && textStart !== undefined) hashes.add(sha256Source(html.slice(textStart, parser.startIndex)));
        hashes = undefined;
      },
    },
    // Text is cut from the page as written, and the attributes read here hold no character references.
    {decodeEntities: false},
  );
  parser.parseComplete(html);
}

/**
 * Indexes the build folder and hashes its inline scripts. Returns undefined
 * when the folder does not exist (the server then runs the API alone).
 */
export async function loadSite(root: string): Promise<SiteIndex | undefined> {
  // The real folder, resolved once: every file is read from it, later too
  // (pages and templates are read on first use), so when a link on the way
  // (`current` → a release) moves to another build, this process goes on
  // serving the build it indexed and hashed, never pages of the next build
  // under this one's Content-Security-Policy. A restart picks up the new one.
  let absolute: string;
  try {
    absolute = await realpath(path.resolve(root));
    if (!(await stat(absolute)).isDirectory()) return undefined;
  } catch {
    return undefined;
  }
  const files = new Map<string, string>();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(path.join(absolute, dir), {withFileTypes: true})) {
      // Dotfiles are never part of the site; symlinks could point outside it.
      if (entry.name.startsWith('.') || entry.isSymbolicLink()) continue;
      const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        await walk(relative);
      } else if (entry.isFile()) {
        // Precompressed twins are chosen by the server (static-files.ts), not requested by name.
        if (/\.(br|gz)$/.test(entry.name)) continue;
        files.set(`/${relative}`, relative);
        if (entry.name.endsWith('.html')) collectInline(await readFile(path.join(absolute, relative), 'utf8'), scripts, styles);
      }
    }
  };
  await walk('');
  const notFoundPages = new Map<SiteLocale, Buffer>();
  for (const locale of ['en', ...LOCALE_PREFIXES] as const) {
    const relative = locale === 'en' ? '404.html' : `${locale}/404.html`;
    if (files.has(`/${relative}`)) notFoundPages.set(locale, await readFile(path.join(absolute, relative)));
  }
  return {
    root: absolute,
    files,
    notFoundPages,
    scriptHashes: [...scripts].sort(),
    styleHashes: [...styles].sort(),
  };
}

/** The outcome of resolving a request path against the build. */
export type Resolution =
  | {readonly kind: 'file'; readonly file: string; readonly status: 200 | 404}
  | {
      readonly kind: 'template';
      /** The template page answering the address. */
      readonly file: string;
      readonly locale: SiteLocale;
      readonly match: PatternMatch;
    }
  | {readonly kind: 'lecturer-redirect'; readonly prefix: string; readonly id: number; readonly program?: string; readonly locale: SiteLocale}
  | {readonly kind: 'redirect'; readonly location: string}
  | {readonly kind: 'not-found'; readonly locale: SiteLocale};

/**
 * Decodes a URL path safely: undefined for malformed escapes, encoded
 * slashes or backslashes, NUL, backslashes, or `.`/`..` segments.
 */
export function decodeSitePath(rawPath: string): string | undefined {
  if (/%(2f|5c|00)/i.test(rawPath) || rawPath.includes('\\') || !rawPath.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return decoded;
}

/** Which locale a path belongs to, and the path inside that locale. */
function splitLocale(decoded: string): {locale: SiteLocale; prefix: string; rest: string} {
  for (const locale of LOCALE_PREFIXES) {
    if (decoded === `/${locale}` || decoded.startsWith(`/${locale}/`)) {
      return {locale, prefix: `/${locale}`, rest: decoded.slice(locale.length + 1) || '/'};
    }
  }
  return {locale: 'en', prefix: '', rest: decoded};
}

/**
 * A record has one spelling of its id, so that a page never says "not
 * found" under a 200 and search engines see one URL: an address whose last
 * segment is a number not written the one way (`/news/general/07`,
 * `/news/general/00`) is spelt canonically (`/news/general/7`,
 * `/news/general/0`); undefined when the address is no record's or is
 * spelt so already.
 */
function canonicalIdPath(rest: string): string | undefined {
  const match = /^(.*\/)([0-9]{1,12})$/.exec(rest);
  if (match === null || matchPatternPath(`${match[1]}1`) === undefined) return undefined;
  const id = Number(match[2]);
  return String(id) === match[2] ? undefined : `${match[1]}${id}`;
}

/** The build-file key of the template that answers `match` in the locale of `prefix` (`''`, `/fa`, `/ps`). */
function templateKey(prefix: string, match: PatternMatch): string {
  return `${prefix}${templateAddress(canonicalRoute(match.route))}.html`;
}

/** The build-file key of the page a pattern address names, when the build rendered it: the address itself, or its route's first spelling. */
function renderedKey(prefix: string, rest: string, match: PatternMatch): string {
  const route = canonicalRoute(match.route);
  const own = route === match.route ? rest : route.path.replace(':id', String(match.id));
  return `${prefix}${own}.html`;
}

/** The address of the page a build file (`rest`, `…/P.html` or `…/P/index.html`, in the locale of `prefix`) answers. */
function pageAddress(prefix: string, rest: string): string {
  const base = rest.replace(/(\/index)?\.html$/, '');
  return base === '' ? `${prefix}/` : `${prefix}${base}`;
}

/** Maps a request path to the file that answers it, or to a redirect or a not-found (the rules at the top of this file). */
export function resolveSitePath(site: Pick<SiteIndex, 'files'>, rawPath: string, query: string): Resolution {
  const decoded = decodeSitePath(rawPath);
  if (decoded === undefined) return {kind: 'not-found', locale: 'en'};
  const {locale, prefix, rest} = splitLocale(decoded);
  const canonicalId = canonicalIdPath(rest);
  if (canonicalId !== undefined) return {kind: 'redirect', location: `${prefix}${canonicalId}${query}`};
  // The route table's query forms: each page has an address of its own now.
  const legacy = legacyTarget(rest, query);
  if (legacy?.kind === 'lecturer') return {kind: 'lecturer-redirect', prefix, id: legacy.id, program: legacy.program, locale};
  if (legacy !== undefined && (legacy.path !== rest || query !== '')) return {kind: 'redirect', location: `${prefix}${legacy.path}`};
  // Templates are reached only through an address of a record they stand for, never by their own.
  const has = (urlPath: string): boolean => !isTemplateAddress(splitLocale(urlPath).rest.replace(/\.html$/, '')) && site.files.has(urlPath);

  // An exact file: assets, images, the search index; a page by its file
  // name has one address, without `.html` (`/about/history.html` →
  // `/about/history`, `/fa/index.html` → `/fa/`), as its canonical link says.
  if (rest !== '/' && !rest.endsWith('/') && has(decoded)) {
    const file = site.files.get(decoded) as string;
    if (/(^|\/)404\.html$/.test(file)) return {kind: 'file', file, status: 404};
    if (file.endsWith('.html')) return {kind: 'redirect', location: `${encodeURI(pageAddress(prefix, rest))}${query}`};
    return {kind: 'file', file, status: 200};
  }
  // A record's or program's page: as the build rendered it, or its route's template.
  const match = matchPatternPath(rest);
  // One spelling of its address: escapes written out (`/news/gen%65ral/7` → `/news/general/7`).
  if (match !== undefined && decoded !== rawPath) return {kind: 'redirect', location: `${decoded}${query}`};
  if (match !== undefined) {
    const rendered = renderedKey(prefix, rest, match);
    if (has(rendered)) return {kind: 'file', file: site.files.get(rendered) as string, status: 200};
  }
  // Not rendered by the build, an id of 0, or a template's own address: the route's template.
  const templated = match ?? matchNoRecordPath(rest);
  if (templated !== undefined) {
    const template = templateKey(prefix, templated);
    if (site.files.has(template)) return {kind: 'template', file: site.files.get(template) as string, locale, match: templated};
  }
  // A page: P.html, or P/index.html (the locale's home is `/fa` and `/fa/`).
  const page = rest === '/' ? '' : rest.replace(/\/$/, '');
  const asPage = (base: string): string | undefined => {
    if (base !== '' && has(`${prefix}${base}.html`)) return `${prefix}${base}.html`;
    if (has(`${prefix}${base}/index.html`)) return `${prefix}${base}/index.html`;
    return undefined;
  };
  const found = asPage(page);
  if (found !== undefined) {
    // One canonical spelling per page: `/about/history/` → `/about/history`
    // (the locale homes keep both, as Docusaurus links `/fa/`).
    if (rest.endsWith('/') && rest !== '/') {
      return {kind: 'redirect', location: `${prefix}${page}${query}`};
    }
    return {kind: 'file', file: site.files.get(found) as string, status: 200};
  }
  return {kind: 'not-found', locale};
}

/**
 * Whether a request path is one nginx passes on to a process that serves no
 * other file of the build (SERVE_STATIC=false): a record's or program's
 * address, in any spelling (`/news/general/07`, `/fa/event/%33`), and an
 * address of the route table's query forms (answered with a 301).
 */
export function isDynamicAddress(site: Pick<SiteIndex, 'files'>, rawPath: string, query: string): boolean {
  const decoded = decodeSitePath(rawPath);
  if (decoded === undefined) return false;
  const {prefix, rest} = splitLocale(decoded);
  if (legacyTarget(rest, query) !== undefined || canonicalIdPath(rest) !== undefined) return true;
  const match = matchPatternPath(rest) ?? matchNoRecordPath(rest);
  return match !== undefined && site.files.has(templateKey(prefix, match));
}

/** The cache policy for a file of the build. */
export function cachePolicy(file: string): string {
  if (/^((fa|ps)\/)?assets\//.test(file)) return CACHE.immutable;
  // The web editor's script and configuration keep their names from build
  // to build (the configuration suggests the next free ids): revalidate.
  if (file.startsWith('admin/')) return CACHE.revalidate;
  // Feeds and sitemaps change with every import or build under the same
  // name; a reader or crawler must not keep yesterday's copy.
  // The service worker and the app manifests keep their names too: a
  // browser must find a new version at its next visit (plugins/web-app).
  if (/\.(html|xml|ics|webmanifest)$/.test(file) || /^((fa|ps)\/)?pagefind\//.test(file) || file === 'robots.txt' || file === 'sw.js') {
    return CACHE.revalidate;
  }
  return CACHE.static;
}

/** Options: the index loadSite built, and whether to serve more than the detail routes. */
export interface SiteOptions {
  readonly site: SiteIndex;
  /**
   * false where nginx or a CDN serves the build's files (SERVE_STATIC=false):
   * only the detail routes are answered here, anything else gets the JSON 404.
   */
  readonly serveStatic: boolean;
  /**
   * Makes the photos' versions the pages ask for (photo-variants.ts); they
   * are answered whether or not the process serves the other files, since
   * they are not in the build. Undefined: versions are not served.
   */
  readonly photos?: PhotoVariants;
  [key: string]: unknown;
}

async function siteServer(fastify: FastifyInstance, {site, serveStatic, photos}: SiteOptions): Promise<void> {
  // Files come from memory with their precompressed twins, or streamed
  // from disk (video, audio, very large files), with byte ranges either way
  // (static-files.ts).
  const files = new StaticFiles(site.root);

  /** A file of the build with the status given (Cache-Control is already set). */
  const sendBuildFile = (request: FastifyRequest, reply: FastifyReply, file: string, status = 200): Promise<FastifyReply> =>
    files.send(request, reply, file, status);

  const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply, locale: SiteLocale): Promise<FastifyReply> | FastifyReply => {
    const pageLocale = site.notFoundPages.has(locale) ? locale : site.notFoundPages.has('en') ? 'en' : undefined;
    reply.header('cache-control', CACHE.revalidate);
    if (pageLocale === undefined) {
      return reply.code(404).type('application/json; charset=utf-8').send({error: 'Not Found', message: 'There is nothing at this address.'});
    }
    return sendBuildFile(request, reply, pageLocale === 'en' ? '404.html' : `${pageLocale}/404.html`, 404);
  };

  /**
   * Detail templates, read and prepared once on first use, for a found item
   * and for a missing one (a rebuild restarts the server).
   */
  const templates = new Map<string, Promise<{item?: DetailTemplate; missing?: DetailTemplate}>>();
  const templatesOf = (file: string): Promise<{item?: DetailTemplate; missing?: DetailTemplate}> => {
    let prepared = templates.get(file);
    if (prepared === undefined) {
      prepared = readFile(path.join(site.root, file), 'utf8').then((html) => ({
        item: prepareTemplate(html, true),
        missing: prepareTemplate(html, false),
      }));
      templates.set(file, prepared);
    }
    return prepared;
  };

  /** Pages rendered for an item, until the content changes; and each template's page for a missing item. */
  const rendered = new RenderedPages();
  fastify.dbMonitor.onContentChange(() => rendered.clear());
  const missingPages = new Map<string, Promise<EncodedBody | undefined>>();

  /**
   * A record's page from its route's template, with the item's own head
   * (detail-head.ts), or a program's page from its template; status 404
   * when there is no such record or program (the page then says so). When
   * the database cannot be read the template goes out as built: the page
   * loads what it shows itself and says so if it cannot. Record pages are
   * compressed when rendered and kept (rendered-pages.ts), never compressed
   * per request.
   */
  const sendTemplatePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    template: Extract<Resolution, {kind: 'template'}>,
  ): Promise<FastifyReply> => {
    reply.header('cache-control', CACHE.revalidate);
    const html = 'text/html; charset=utf-8';
    const {match, locale, file} = template;
    // Down, or never loaded: the page as built, never a 404 for a record that may exist.
    const isDown = fastify.dbMonitor.state !== 'ok';
    if (match.route.kind === 'program') {
      if (isDown) return sendBuildFile(request, reply, file);
      let tag: string | undefined;
      try {
        tag = await findProgramTagBySlug(fastify.db, match.program ?? '');
      } catch (error) {
        if (isUnavailableError(error)) fastify.dbMonitor.markDown(error);
        request.log.warn({err: error}, 'program page sent without checking the program');
        return sendBuildFile(request, reply, file);
      }
      // No such program: the same template with 404. The browser's router
      // matches this address with the program's route, so the site's 404 page
      // would be replaced by it after a hydration error; the template says
      // "We could not find this program" itself, with the way to the lists.
      return sendBuildFile(request, reply, file, tag === undefined ? 404 : 200);
    }
    const id = match.id as number;
    const kind = match.route.kind as DetailKind;
    const key = `${file}\0${id}`;
    // A page rendered before an outage still goes out during it.
    const ready = rendered.get(key);
    if (ready !== undefined) return sendEncoded(request, reply, ready, {contentType: html});
    if (isDown) return sendBuildFile(request, reply, file);
    const generation = rendered.current();
    let head: ItemHead | undefined;
    try {
      head = await loadDetailHead(fastify.db, kind, id, locale);
    } catch (error) {
      if (isUnavailableError(error)) fastify.dbMonitor.markDown(error);
      request.log.warn({err: error}, 'detail page sent without its item head');
      return sendBuildFile(request, reply, file);
    }
    const prepared = await templatesOf(file);
    if (head === undefined) {
      // The same page for every unknown id of this template: rendered once.
      let missing = missingPages.get(file);
      if (missing === undefined) {
        const page = prepared.missing;
        missing = page === undefined ? Promise.resolve(undefined) : encodeBody(Buffer.from(renderDetailPage(page, undefined, locale)));
        missingPages.set(file, missing);
      }
      const page = await missing;
      if (page === undefined) return sendBuildFile(request, reply, file);
      return sendEncoded(request, reply, page, {contentType: html, status: 404});
    }
    if (prepared.item === undefined) return sendBuildFile(request, reply, file);
    const page = await encodeBody(Buffer.from(renderDetailPage(prepared.item, head, locale)), 'fast');
    rendered.set(key, page, generation);
    return sendEncoded(request, reply, page, {contentType: html});
  };

  /**
   * An old lecturer address (`/academics/programs/faculty-profile/12?program=MBA`):
   * a 301 to the profile under the program it names when the lecturer teaches
   * in it, else under the lecturer's home program; the 404 page for an
   * unknown lecturer; 503 while the database cannot say.
   */
  const sendLecturerRedirect = async (
    request: FastifyRequest,
    reply: FastifyReply,
    target: Extract<Resolution, {kind: 'lecturer-redirect'}>,
  ): Promise<FastifyReply> => {
    let programs: string[];
    try {
      programs = await listLecturerPrograms(fastify.db, target.id);
    } catch (error) {
      if (isUnavailableError(error)) fastify.dbMonitor.markDown(error);
      request.log.warn({err: error}, 'old lecturer address not redirected');
      reply.header('retry-after', '30');
      return sendError(reply, 503, 'This address cannot be looked up right now. Please try again shortly.');
    }
    const location = legacyLecturerPath({kind: 'lecturer', id: target.id, program: target.program}, programs);
    if (location === undefined) return sendNotFoundPage(request, reply, target.locale);
    return reply.header('cache-control', CACHE.redirect).redirect(`${target.prefix}${location}`, 301);
  };

  /**
   * A version of a photo of the build, made first when it is not made yet.
   * Streamed from the versions folder: they are many, and each is asked for
   * rarely once browsers and a CDN keep it.
   */
  const sendPhotoVariant = async (request: FastifyRequest, reply: FastifyReply, src: string, file: string): Promise<FastifyReply> => {
    if (photos === undefined) return sendNotFoundPage(request, reply, 'en');
    try {
      await photos.ensure(src);
    } catch (error) {
      request.log.error({err: error, photo: src}, 'photo versions could not be made');
      return sendError(reply, 500, 'This picture could not be prepared.');
    }
    reply.header('cache-control', CACHE.static);
    return files.stream(request, reply, path.join(photos.outDir, file.slice(1)));
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const queryAt = request.url.indexOf('?');
    const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    // Photo versions live under /img/; other paths skip the extra decoding.
    const decoded = rawPath.startsWith('/img/') ? decodeSitePath(rawPath) : undefined;
    const variant = decoded === undefined ? undefined : parseVariantPath(decoded);
    if (variant !== undefined && decoded !== undefined && site.files.has(variant.src)) return sendPhotoVariant(request, reply, variant.src, decoded);
    // The API's unknown paths get its JSON 404, not the site's page.
    // So do all but the detail routes where nginx serves the files.
    const query = queryAt === -1 ? '' : request.url.slice(queryAt);
    if (rawPath === '/web' || rawPath.startsWith('/web/') || (!serveStatic && !isDynamicAddress(site, rawPath, query))) {
      reply.callNotFound();
      return reply;
    }
    const resolution = resolveSitePath(site, rawPath, query);
    if (resolution.kind === 'redirect') return reply.header('cache-control', CACHE.redirect).redirect(resolution.location, 301);
    if (resolution.kind === 'not-found') return sendNotFoundPage(request, reply, resolution.locale);
    if (resolution.kind === 'template') return sendTemplatePage(request, reply, resolution);
    if (resolution.kind === 'lecturer-redirect') return sendLecturerRedirect(request, reply, resolution);
    if (resolution.status === 404) {
      return sendNotFoundPage(request, reply, resolution.file.startsWith('fa/') ? 'fa' : resolution.file.startsWith('ps/') ? 'ps' : 'en');
    }
    reply.header('cache-control', cachePolicy(resolution.file));
    return sendBuildFile(request, reply, resolution.file);
  };

  fastify.route({method: ['GET', 'HEAD'], url: '/', handler});
  fastify.route({method: ['GET', 'HEAD'], url: '/*', handler});
}

export default fastifyPlugin(siteServer, {name: 'site', dependencies: ['errors', 'database'], fastify: '5.x'});
