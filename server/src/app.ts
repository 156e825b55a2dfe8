/**
 * The application as a Fastify plugin, without `listen`: server.ts starts it,
 * tests build it and call `inject`. Registers, in order: security headers,
 * our app-wide plugins (request log, errors, database, answer cache), the
 * `/web` API and `/healthz`, then the built site (with its compression: API
 * answers are compressed once, in the answer cache, not per request).
 */
import {type FastifyInstance, type FastifyServerOptions, LogController} from 'fastify';
import {identity} from '../../src/config/identity';
import type {AppConfig} from './config';
import answers from './plugins/app/answers';
import database from './plugins/app/database';
import errors, {sendError} from './plugins/app/errors';
import requestLog, {requestId} from './plugins/app/request-log';
import site, {loadSite} from './plugins/app/site';
import security from './plugins/external/helmet';
import healthRoutes from './routes/health';
import webRoutes from './routes/web/index';

/** Longest URL accepted; anything longer is malformed input (400). */
const MAX_URL_LENGTH = 2048;

/**
 * Fastify's own options, shared by server.ts and the tests so both run the
 * same router and limits.
 */
export function serverOptions(overrides: Partial<FastifyServerOptions> = {}): FastifyServerOptions {
  return {
    // Ids, tags and languages are bounded by the route schemas (→ 400); the
    // router must let long segments through to be judged there, not 404.
    routerOptions: {maxParamLength: MAX_URL_LENGTH, ignoreTrailingSlash: false, ignoreDuplicateSlashes: false},
    // No route reads a body; refuse big ones early.
    bodyLimit: 1024,
    genReqId: requestId,
    // Fastify's two lines per request are replaced by one (plugins/app/request-log.ts).
    logController: new LogController({disableRequestLogging: true, requestIdLogLabel: 'reqId'}),
    return503OnClosing: true,
    // Malformed URLs (bad %-escapes) are the client's fault: 400 as JSON.
    frameworkErrors: (error, _request, reply) => {
      void sendError(reply, 400, error.code === 'FST_ERR_BAD_URL' ? 'The request URL is not valid.' : error.message);
    },
    ...overrides,
  };
}

/** Origins a page of the site talks to besides its own (identity.ts), for the CSP. */
export function extraOrigins(): {connect: string[]; script: string[]} {
  const connect: string[] = [];
  const script: string[] = [];
  if (identity.apiBaseUrl !== '') connect.push(new URL(identity.apiBaseUrl).origin);
  if (identity.search.kind === 'third-party') {
    script.push(new URL(identity.search.scriptUrl).origin);
    connect.push(...identity.search.origins);
  }
  return {connect, script};
}

/** Options of the app plugin. */
export interface AppOptions {
  readonly config: AppConfig;
}

/** The whole application. */
export default async function app(fastify: FastifyInstance, {config}: AppOptions): Promise<void> {
  const siteIndex = config.siteDir === undefined ? undefined : await loadSite(config.siteDir);
  if (config.siteDir !== undefined && siteIndex === undefined) {
    fastify.log.warn(`no site build at ${config.siteDir}: serving the API only (run npm run build)`);
  }
  const origins = extraOrigins();

  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) {
      void sendError(reply, 400, `The request URL is longer than ${MAX_URL_LENGTH} characters.`);
      return;
    }
    done();
  });
  await fastify.register(security, {
    scriptHashes: siteIndex?.scriptHashes ?? [],
    styleHashes: siteIndex?.styleHashes ?? [],
    connectOrigins: origins.connect,
    scriptOrigins: origins.script,
  });
  await fastify.register(requestLog);
  await fastify.register(errors);
  await fastify.register(database, {config});
  await fastify.register(answers);
  await fastify.register(webRoutes, {prefix: '/web', corsOrigins: config.corsOrigins});
  await fastify.register(healthRoutes);
  if (siteIndex !== undefined) await fastify.register(site, {site: siteIndex});
}
