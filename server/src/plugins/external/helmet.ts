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
import helmet, {type FastifyHelmetOptions} from '@fastify/helmet';
import Fastify, {type FastifyInstance} from 'fastify';
import {definePlugin} from '../define';

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

/** helmet's options for this site. */
function helmetOptions(options: SecurityOptions): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {useDefaults: false, directives: cspDirectives(options)},
    // Cross-origin isolation would block the API for configured site origins.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: {policy: 'same-site'},
    frameguard: {action: 'deny'},
    referrerPolicy: {policy: 'strict-origin-when-cross-origin'},
    strictTransportSecurity: {maxAge: 31_536_000, includeSubDomains: true},
  };
}

/** Headers every answer carries, whatever helmet added. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** Asks helmet, once, which headers it sets with these options. */
export async function securityHeaders(options: SecurityOptions): Promise<Record<string, string>> {
  const probe = Fastify({logger: false});
  await probe.register(helmet, helmetOptions(options));
  probe.get('/', async () => '');
  const response = await probe.inject({url: '/'});
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!NOT_SECURITY.has(name) && value !== undefined) headers[name] = String(value);
  }
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

async function security(fastify: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = await securityHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default definePlugin(security, {name: 'security'});
