/**
 * The server's configuration: environment variables with defaults, checked
 * against a schema at start so a typo fails loudly instead of running with a
 * surprise value.
 */
import Type, {type Static} from 'typebox';
import {Value} from 'typebox/value';

/** Every environment variable the server and `npm start` read. */
export const EnvSchema = Type.Object({
  /** Port to listen on. */
  PORT: Type.Integer({minimum: 0, maximum: 65535, default: 3000}),
  /**
   * Address to listen on. `localhost` listens on the loopback addresses
   * only (IPv4 and IPv6): a developer's `npm start` is not reachable from
   * the network by accident. Containers and servers set HOST=0.0.0.0.
   */
  HOST: Type.String({minLength: 1, default: 'localhost'}),
  /** `postgres://...` for PostgreSQL; otherwise an SQLite file (`sqlite:path` or a path). */
  DATABASE_URL: Type.String({default: ''}),
  /** The content folder that `data:import` and `npm start` load. */
  DATA_DIR: Type.String({minLength: 1, default: 'data'}),
  /**
   * The built site (`npm run build`). Every process answers the detail
   * routes (`/news/general/7`, `/event/3`, ...) from its templates, filled
   * for the record, whoever serves the other files; with SERVE_STATIC=false
   * a missing build stops the start, otherwise the API runs alone.
   */
  SITE_DIR: Type.String({minLength: 1, default: 'build'}),
  /**
   * Serve the build's pages and files as well. `false` where nginx or a CDN
   * serves them (deploy/nginx.conf): the process then answers `/web/...`,
   * `/healthz` and the detail routes, and a JSON 404 to anything else.
   */
  SERVE_STATIC: Type.Boolean({default: true}),
  /**
   * Where the photos' small versions are kept (`/img/a.jpg.800w.avif`, made
   * from the build's originals on first request and after start;
   * server/src/plugins/app/photo-variants.ts). Replicas on one host may share
   * it; keep it across releases so photos are not encoded again.
   */
  IMAGE_VARIANTS_DIR: Type.String({minLength: 1, default: 'var/image-variants'}),
  /** Go through every photo of the build after start, so visitors seldom wait for a version. */
  PREPARE_IMAGE_VARIANTS: Type.Boolean({default: true}),
  /** Comma-separated origins allowed to call the API from a browser (besides the site's own). */
  CORS_ORIGINS: Type.String({default: ''}),
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    {default: 'info'},
  ),
  /** Trust X-Forwarded-* from this many proxies in front (nginx, a load balancer). */
  TRUST_PROXY_HOPS: Type.Integer({minimum: 0, maximum: 10, default: 0}),
  /**
   * How often each replica checks the database: for a new import (then it
   * drops its answer cache) and, after an outage, whether it is back.
   */
  DB_CHECK_INTERVAL_MS: Type.Integer({minimum: 50, maximum: 600_000, default: 2000}),
  /** Most connections one replica opens to PostgreSQL. */
  PG_POOL_SIZE: Type.Integer({minimum: 1, maximum: 100, default: 10}),
  /** Longest time to receive a whole request, in ms. */
  REQUEST_TIMEOUT_MS: Type.Integer({minimum: 1000, maximum: 600_000, default: 15_000}),
  /** How long to wait for in-flight requests on SIGTERM before exiting anyway. */
  SHUTDOWN_GRACE_MS: Type.Integer({minimum: 0, maximum: 600_000, default: 10_000}),
  /**
   * `production` on servers (the systemd unit and the Docker image set it);
   * unset, a developer's machine (`development`). Only in development may
   * the web editor at /admin reach decap-server on localhost (`npm run cms`).
   */
  NODE_ENV: Type.String({minLength: 1, default: 'development'}),
});
export type Env = Static<typeof EnvSchema>;

/** Variables an older release read, and what replaces each: setting one stops the start with this message. */
const RETIRED: Readonly<Record<string, string>> = {
  SERVE_SITE:
    'SERVE_SITE is no longer read: every process answers the detail pages from the build in SITE_DIR; ' +
    'set SERVE_STATIC=false where nginx or a CDN serves the other files',
};

/** The configuration the app plugin takes (tests build one directly). */
export interface AppConfig {
  readonly databaseUrl: string | undefined;
  /**
   * The built site (index.html at its root). Without one the app answers
   * the API alone, or, with `serveStatic: false`, refuses to start.
   * Undefined: no site at all (tests of the API, the build's own answers).
   */
  readonly siteDir: string | undefined;
  /** Serve the build's pages and files, not just the detail routes (default true). */
  readonly serveStatic?: boolean;
  /** The folder of the photos' versions; undefined: versions are not served (tests of other things). */
  readonly imageVariantsDir?: string;
  /** Make every photo's versions after start (default true when imageVariantsDir is set). */
  readonly prepareImageVariants?: boolean;
  readonly corsOrigins: readonly string[];
  readonly dbCheckIntervalMs: number;
  readonly pgPoolSize: number;
  /** Keep compressed copies of the API's answers (default true; the build's own run answers once, uncompressed). */
  readonly compressAnswers?: boolean;
  /** Run migrations when the app starts (default true). */
  readonly migrate?: boolean;
  /** While the database cannot serve, one log line this often (default a minute; tests shorten it). */
  readonly outageReportMs?: number;
  /** The web editor may reach decap-server on localhost (development only; default false). */
  readonly localEditorBackend?: boolean;
}

/**
 * Reads the environment: fills defaults, converts strings to numbers and
 * booleans, and throws a message naming every bad variable.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((key) => source[key] !== undefined && source[key] !== '')
      .map((key) => [key, source[key]]),
  );
  const value = Value.Default(EnvSchema, Value.Convert(EnvSchema, known));
  const problems = new Map<string, string>();
  for (const [name, message] of Object.entries(RETIRED)) {
    if (source[name] !== undefined) problems.set(name, message);
  }
  if (!Value.Check(EnvSchema, value)) {
    // One message per variable; a union's branch errors fold into one.
    for (const error of Value.Errors(EnvSchema, value)) {
      const name = error.instancePath.slice(1) || '(env)';
      if (error.keyword === 'anyOf' || error.keyword === 'const') problems.set(name, `${name} is not one of the allowed values`);
      else if (!problems.has(name)) problems.set(name, `${name} ${error.message}`);
    }
  }
  if (problems.size > 0) throw new Error(`invalid environment: ${[...problems.values()].join('; ')}`);
  return value as Env;
}

/** The app's configuration from the environment. */
export function appConfigFromEnv(env: Env): AppConfig {
  return {
    databaseUrl: env.DATABASE_URL === '' ? undefined : env.DATABASE_URL,
    siteDir: env.SITE_DIR,
    serveStatic: env.SERVE_STATIC,
    imageVariantsDir: env.IMAGE_VARIANTS_DIR,
    prepareImageVariants: env.PREPARE_IMAGE_VARIANTS,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    dbCheckIntervalMs: env.DB_CHECK_INTERVAL_MS,
    pgPoolSize: env.PG_POOL_SIZE,
    localEditorBackend: env.NODE_ENV === 'development',
  };
}
