/**
 * Security headers on every answer: a Content-Security-Policy built from the
 * site's build (inline scripts allowed by hash, never 'unsafe-inline'), HSTS,
 * nosniff, a strict referrer policy, no framing, and a Permissions-Policy
 * that turns off device features the site never uses.
 *
 * helmet decides the header values, but only once, at start: @fastify/helmet
 * rebuilds the whole helmet middleware (parsing every CSP directive) on each
 * request, which cost the answer-cache hot path a sizeable share of its
 * throughput. The headers do not vary per request here (no nonces, one
 * policy for the whole site), so they are captured from one probe request
 * and then set in a single call per request.
 * @see https://github.com/fastify/fastify-helmet
 */
import type {Server} from 'node:http';
import helmet, {type FastifyHelmetOptions} from '@fastify/helmet';
import Fastify, {type FastifyInstance} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {DEFAULT_LOCALE, LOCALES} from '../../../../content/locales';

/** What the CSP needs from the site and the configuration. */
export interface SecurityOptions {
  /** `'sha256-…'` sources of the build's inline scripts. */
  readonly scriptHashes: readonly string[];
  /** `'sha256-…'` sources of the build's inline style elements. */
  readonly styleHashes: readonly string[];
  /** Extra origins pages fetch from (an API on another origin, a search provider). */
  readonly connectOrigins: readonly string[];
  /** Extra origins scripts load from (a configured third-party search widget). */
  readonly scriptOrigins: readonly string[];
  /** Origins of the web editor's sign-in service (DECAP_AUTH_URL; Decap's default otherwise). */
  readonly authOrigins?: readonly string[];
  /**
   * Let the web editor reach decap-server on the editor's own machine
   * (`npm run cms`, any port of localhost): in development only, never in
   * production's policy.
   */
  readonly localEditorBackend?: boolean;
  [key: string]: unknown;
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** The CSP directives, exported for tests and the nginx example. */
export function cspDirectives(options: SecurityOptions): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // 'wasm-unsafe-eval' lets Pagefind's WebAssembly search run; it does not
    // allow eval() of JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...options.scriptHashes, ...options.scriptOrigins],
    // Style elements only from our files (plus hashed inline blocks), but
    // style *attributes* inline: the static HTML carries a few (e.g. the
    // hidden SVG sprite) and React writes more while hydrating. Attribute
    // styles cannot load scripts, and img-src keeps url() to our origin.
    // Browsers without CSP3's -elem/-attr split fall back to style-src.
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'", ...options.styleHashes],
    'style-src-attr': ["'unsafe-inline'"],
    // data: for the small SVG icons Infima (Docusaurus's CSS) inlines.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...options.connectOrigins],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
}

/**
 * The web editor's page and files: `/admin` and everything under `/admin/`,
 * however the path is spelt (`/%61dmin` is /admin to the site, which
 * decodes paths, so it is here too). A path that does not decode is not.
 */
export function isAdminPath(url: string): boolean {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return false;
    }
  }
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * The CSP of the web editor at /admin only (Decap CMS, static/admin and
 * plugins/cms-admin), wider than the site's in what that one page needs:
 * - script-src 'unsafe-eval': Decap checks its configuration with ajv,
 *   which compiles the schemas into functions at run time;
 * - style-src-elem 'unsafe-inline': its components write their styles
 *   into <style> elements while running (emotion);
 * - blob: in img-src and connect-src: a photo chosen for upload is shown,
 *   then read back for saving, from a blob: address; GitHub's origins for
 *   avatars and media;
 * - connect-src: GitHub's API (the repository), the sign-in service, and,
 *   with `localBackend` (a server in development), decap-server on the
 *   editor's own machine (`npm run cms`, any port of localhost), which the
 *   editor uses only when opened on localhost.
 * No other page gets any of this.
 */
export function adminCspDirectives(authOrigins: readonly string[] = ['https://api.netlify.com'], localBackend = false): Record<string, string[]> {
  const local = localBackend ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', 'https://api.github.com', ...authOrigins, ...local],
    'frame-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}

const PREVIEW_PATH = new RegExp(`^/(?:(?:${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')})/)?admin/preview(?:[?#]|$)`);

/**
 * The web editor's preview page in each language (`/admin/preview`,
 * `/fa/admin/preview`...; plugins/cms-admin/preview): a page of the site that
 * the editor shows in a frame.
 */
export function isPreviewPath(url: string): boolean {
  return PREVIEW_PATH.test(url);
}

/**
 * The CSP of the editor's preview page: the site's, but framed by pages of
 * this origin only (the editor) rather than by none, and showing photos the
 * editor has chosen and not saved yet, which it keeps at `blob:` addresses.
 */
export function previewCspDirectives(options: SecurityOptions): Record<string, string[]> {
  const site = cspDirectives(options);
  return {...site, 'frame-ancestors': ["'self'"], 'img-src': [...site['img-src'], 'blob:']};
}

/** Which of the three header sets: the site's, the web editor's, or its preview page's. */
export type HeaderKind = 'site' | 'admin' | 'preview';

const DIRECTIVES: Record<HeaderKind, (options: SecurityOptions) => Record<string, string[]>> = {
  site: cspDirectives,
  admin: (options) => adminCspDirectives(options.authOrigins, options.localEditorBackend === true),
  preview: previewCspDirectives,
};

/** helmet's options for this site (the web editor's, or its preview page's). */
function helmetOptions(options: SecurityOptions, kind: HeaderKind): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {useDefaults: false, directives: DIRECTIVES[kind](options)},
    // Cross-origin isolation would block the API for configured site origins.
    crossOriginEmbedderPolicy: false,
    // The editor signs in to GitHub in a pop-up that reports back to its opener.
    ...(kind === 'admin' ? {crossOriginOpenerPolicy: {policy: 'same-origin-allow-popups' as const}} : {}),
    crossOriginResourcePolicy: {policy: 'same-site'},
    frameguard: {action: kind === 'preview' ? 'sameorigin' : 'deny'},
    referrerPolicy: {policy: 'strict-origin-when-cross-origin'},
    strictTransportSecurity: {maxAge: 31_536_000, includeSubDomains: true},
  };
}

/** Headers every answer carries, whatever helmet added. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Asks helmet, once, which headers it sets with these options: the site's,
 * or the web editor's (its CSP), or its preview page's; the last two kept
 * out of search engines. `true` stands for the editor's.
 */
export async function securityHeaders(options: SecurityOptions, kind: HeaderKind | boolean = 'site'): Promise<Record<string, string>> {
  const headerKind: HeaderKind = kind === true ? 'admin' : kind === false ? 'site' : kind;
  const probe = Fastify({logger: false});
  await probe.register(helmet, helmetOptions(options, headerKind));
  probe.get('/', async () => '');
  const response = await probe.inject({url: '/'});
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!NOT_SECURITY.has(name) && value !== undefined) headers[name] = String(value);
  }
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  if (headerKind !== 'site') headers['x-robots-tag'] = 'noindex, nofollow';
  return headers;
}

/**
 * The headers by HTTP server, for the answers Node and Fastify send before
 * any hook runs (a malformed request line, bad percent-encoding): those see
 * the root instance and its server, not this plugin's scope.
 */
const headersByServer = new WeakMap<Server, Readonly<Record<string, string>>>();

/** The security headers the app on this HTTP server sends (none before it is registered). */
export function securityHeadersOf(server: Server): Readonly<Record<string, string>> {
  return headersByServer.get(server) ?? {};
}

async function security(fastify: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = await securityHeaders(options);
  const adminHeaders = await securityHeaders(options, 'admin');
  const previewHeaders = await securityHeaders(options, 'preview');
  headersByServer.set(fastify.server, headers);
  // The site's headers on every answer from the start, so that errors
  // answered early carry them too; the editor's replace them on answers
  // from /admin that are the editor's files. An /admin address with
  // nothing behind it gets the site's 404 page, which needs the site's
  // policy (its inline scripts are allowed by hash there, not in the
  // editor's).
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(isPreviewPath(request.url) ? previewHeaders : headers);
    done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 && isAdminPath(request.url) && !isPreviewPath(request.url)) reply.headers(adminHeaders);
    done(null, payload);
  });
}

export default fastifyPlugin(security, {name: 'security', fastify: '5.x'});
