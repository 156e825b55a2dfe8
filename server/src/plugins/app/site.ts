/**
 * Serves the built site (Docusaurus output in SITE_DIR) next to the API, with
 * the locale rules of DESIGN §2–§3:
 * - `/` is English, `/fa/...` Dari, `/ps/...` Pashto, each a folder of the build;
 * - a page path P is `P.html` or `P/index.html` (trailingSlash: false);
 * - a detail route with a numeric id (`/news/general/7`, `/fa/event/3`, ...)
 *   answers with the page Docusaurus emitted literally as `news/general/:id.html`,
 *   its head rewritten for the item (detail-head.ts), or 404 for an unknown id;
 * - anything else gets the locale's 404 page with status 404.
 *
 * The build is indexed once at start: only files found then are served, so
 * no request can reach outside the folder, whatever its spelling (`..`,
 * encoded slashes, NUL). A rebuild needs a restart, which `npm start` does.
 * The same scan hashes the inline scripts for the Content-Security-Policy.
 */
import {createHash} from 'node:crypto';
import {readFile, readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {DETAIL_ROUTES} from '../../../../plugins/detail-routes';
import {isUnavailableError} from '../../db/connection';
import {definePlugin} from '../define';
import {compression} from '../external/compress';
import {type DetailHead, type DetailTemplate, detailKind, loadDetailHead, prepareTemplate, renderDetailPage} from './detail-head';

/** The locales and the folder of the build each one lives in. */
const LOCALE_PREFIXES = ['fa', 'ps'] as const;
type SiteLocale = 'en' | (typeof LOCALE_PREFIXES)[number];

/** Cache policies, by kind of file. */
const CACHE = {
  /** Content-hashed bundles: never change under their name. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML, the search index, feeds, sitemaps and robots.txt: always revalidate (cheap with ETag). */
  revalidate: 'no-cache',
  /** Images, fonts, PDFs: stable names, rarely replaced. */
  static: 'public, max-age=86400',
} as const;

/** What start-up learnt from the build folder. */
export interface SiteIndex {
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

/** A detail route: what its URL looks like and which template file answers it. */
interface DetailPattern {
  readonly match: RegExp;
  /** The template's URL path without locale, e.g. `/news/general/:id`. */
  readonly template: string;
}

/**
 * Detail routes from plugins/detail-routes.ts (the one list the site build
 * uses too): an id must be 1 to 9 digits, a slug 1 to 120 letters, digits or '-'.
 */
const DETAIL_PATTERNS: readonly DetailPattern[] = DETAIL_ROUTES.map((route) => ({
  template: route.path,
  match: new RegExp(
    `^${route.path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        // A slug parameter (the keywords of a shared event link) or a numeric id.
        return route.slugParams?.includes(segment.slice(1)) ? '[A-Za-z0-9-]{1,120}' : '[0-9]{1,9}';
      })
      .join('/')}$`,
  ),
}));

const EXECUTABLE_SCRIPT = /^(text\/javascript|application\/javascript|module)$/i;

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Collects inline <script> and <style> bodies (the exact text a browser hashes). */
function collectInline(html: string, scripts: Set<string>, styles: Set<string>): void {
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\bsrc\s*=/i.test(attributes) || match[2] === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    // JSON-LD and other data blocks never run, so CSP does not apply to them.
    if (type !== undefined && !EXECUTABLE_SCRIPT.test(type)) continue;
    scripts.add(sha256Source(match[2]));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    if (match[1] !== '') styles.add(sha256Source(match[1]));
  }
}

/**
 * Indexes the build folder and hashes its inline scripts. Returns undefined
 * when the folder does not exist (the server then runs the API alone).
 */
export async function loadSite(root: string): Promise<SiteIndex | undefined> {
  const absolute = path.resolve(root);
  try {
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
        // Precompressed twins are chosen by @fastify/static, not requested by name.
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
      readonly kind: 'detail';
      /** The template page answering the route. */
      readonly file: string;
      readonly locale: SiteLocale;
      /** The route template without locale, e.g. `/news/general/:id`. */
      readonly template: string;
      /** The route's numeric id (its last segment). */
      readonly id: number;
    }
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

/** Maps a request path to the file that answers it (DESIGN §3). */
export function resolveSitePath(site: Pick<SiteIndex, 'files'>, rawPath: string, query: string): Resolution {
  const decoded = decodeSitePath(rawPath);
  if (decoded === undefined) return {kind: 'not-found', locale: 'en'};
  const {locale, prefix, rest} = splitLocale(decoded);
  // Detail templates (`event/:id.html`) are reachable only through a real
  // id, never by their literal file name.
  const has = (urlPath: string): boolean => !urlPath.includes('/:') && site.files.has(urlPath);

  // An exact file: assets, images, the search index, or a page by its file name.
  if (rest !== '/' && !rest.endsWith('/') && has(decoded)) {
    const file = site.files.get(decoded) as string;
    return {kind: 'file', file, status: /(^|\/)404\.html$/.test(file) ? 404 : 200};
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
  // A detail route with a numeric parameter → the page template.
  for (const pattern of DETAIL_PATTERNS) {
    if (pattern.match.test(rest)) {
      const template = `${prefix}${pattern.template}.html`;
      if (site.files.has(template)) {
        const id = Number(rest.slice(rest.lastIndexOf('/') + 1));
        return {kind: 'detail', file: site.files.get(template) as string, locale, template: pattern.template, id};
      }
    }
  }
  return {kind: 'not-found', locale};
}

/** The cache policy for a file of the build. */
export function cachePolicy(file: string): string {
  if (/^((fa|ps)\/)?assets\//.test(file)) return CACHE.immutable;
  // Feeds and sitemaps change with every import or build under the same
  // name; a reader or crawler must not keep yesterday's copy.
  if (/\.(html|xml|ics)$/.test(file) || /^((fa|ps)\/)?pagefind\//.test(file) || file === 'robots.txt') {
    return CACHE.revalidate;
  }
  return CACHE.static;
}

/** Options: the index loadSite built. */
export interface SiteOptions {
  readonly site: SiteIndex;
  [key: string]: unknown;
}

async function siteServer(fastify: FastifyInstance, {site}: SiteOptions): Promise<void> {
  await fastify.register(fastifyStatic, {
    root: site.root,
    serve: false,
    // Serve `x.br` / `x.gz` when they exist and the client accepts them.
    preCompressed: true,
    etag: true,
    lastModified: true,
    // Set per file below.
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
  });

  const sendNotFoundPage = (reply: FastifyReply, locale: SiteLocale): FastifyReply => {
    const page = site.notFoundPages.get(locale) ?? site.notFoundPages.get('en');
    reply.code(404).header('cache-control', CACHE.revalidate);
    if (page === undefined) {
      return reply.type('application/json; charset=utf-8').send({error: 'Not Found', message: 'There is nothing at this address.'});
    }
    return reply.type('text/html; charset=utf-8').send(page);
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

  /**
   * A detail page with the item's own head (detail-head.ts); status 404 when
   * the id has no item. When the database cannot be read the template goes
   * out as built: the page loads the item itself and shows its own error.
   */
  const sendDetailPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    detail: Extract<Resolution, {kind: 'detail'}>,
  ): Promise<FastifyReply> => {
    const kind = detailKind(detail.template);
    reply.header('cache-control', CACHE.revalidate);
    if (kind === undefined || !fastify.dbMonitor.isUp) return reply.sendFile(detail.file);
    let head: DetailHead | undefined;
    try {
      head = await loadDetailHead(fastify.db, kind, detail.id, detail.locale);
    } catch (error) {
      if (isUnavailableError(error)) fastify.dbMonitor.markDown(error);
      request.log.warn({err: error}, 'detail page sent without its item head');
      return reply.sendFile(detail.file);
    }
    const prepared = await templatesOf(detail.file);
    const template = head === undefined ? prepared.missing : prepared.item;
    if (template === undefined) return reply.sendFile(detail.file);
    const html = renderDetailPage(template, head, detail.locale);
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('etag', etag).header('vary', 'accept-encoding');
    if (head !== undefined && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .code(head === undefined ? 404 : 200)
      .type('text/html; charset=utf-8')
      .send(html);
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const queryAt = request.url.indexOf('?');
    const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    // The API's unknown paths get its JSON 404, not the site's page.
    if (rawPath === '/web' || rawPath.startsWith('/web/')) {
      reply.callNotFound();
      return reply;
    }
    const resolution = resolveSitePath(site, rawPath, queryAt === -1 ? '' : request.url.slice(queryAt));
    if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
    if (resolution.kind === 'not-found') return sendNotFoundPage(reply, resolution.locale);
    if (resolution.kind === 'detail') return sendDetailPage(request, reply, resolution);
    if (resolution.status === 404) {
      return sendNotFoundPage(reply, resolution.file.startsWith('fa/') ? 'fa' : resolution.file.startsWith('ps/') ? 'ps' : 'en');
    }
    reply.header('cache-control', cachePolicy(resolution.file));
    return reply.sendFile(resolution.file);
  };

  // An encapsulated scope, so compression applies to the site's answers only.
  await fastify.register(async (scope) => {
    await compression(scope);
    scope.route({method: ['GET', 'HEAD'], url: '/', handler});
    scope.route({method: ['GET', 'HEAD'], url: '/*', handler});
    // Pagefind's index and WebAssembly files are gzip data already; run
    // through @fastify/compress they came out unreadable
    // (ERR_CONTENT_DECODING_FAILED) and search broke. Its own JS and CSS
    // are small, so the whole folder is served as it is.
    for (const prefix of ['', '/fa', '/ps']) {
      scope.route({method: ['GET', 'HEAD'], url: `${prefix}/pagefind/*`, handler, compress: false});
    }
  });
}

export default definePlugin(siteServer, {name: 'site', dependencies: ['errors', 'database']});
