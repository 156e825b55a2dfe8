/**
 * The application as a Fastify plugin, without `listen`: server.ts starts it,
 * tests build it and call `inject`. Registers, in order: security headers,
 * our app-wide plugins (request log, errors, database, answer cache), the
 * `/web` API and `/healthz`, then the built site (with its compression: API
 * answers are compressed once, in the answer cache, not per request). With
 * `serveStatic: false` the site answers its detail routes only.
 */
import type {IncomingHttpHeaders, Server} from 'node:http';
import path from 'node:path';
import {type FastifyHttpOptions, type FastifyInstance, LogController} from 'fastify';
import {identity} from '../../content/identity';
import type {AppConfig} from './config';
import {drainingServerFactory} from './draining-server';
import answers from './plugins/app/answers';
import database from './plugins/app/database';
import errors, {clientErrorHandler, sendEarlyError, sendError} from './plugins/app/errors';
import requestLog, {requestId} from './plugins/app/request-log';
import {PhotoVariants} from './plugins/app/photo-variants';
import site, {loadSite} from './plugins/app/site';
import security from './plugins/external/helmet';
import healthRoutes from './routes/health';
import webRoutes from './routes/web/index';

/** Longest URL accepted; anything longer is malformed input (400). */
const MAX_URL_LENGTH = 2048;

/** Largest request body accepted, on any method: no route reads one. */
export const MAX_BODY_BYTES = 1024;

/**
 * Fastify's own options, shared by server.ts and the tests so both run the
 * same router and limits.
 */
export function serverOptions(overrides: Partial<FastifyHttpOptions<Server>> = {}): FastifyHttpOptions<Server> {
  return {
    // Ids, tags and languages are bounded by the route schemas (→ 400); the
    // router must let long segments through to be judged there, not 404.
    routerOptions: {maxParamLength: MAX_URL_LENGTH, ignoreTrailingSlash: false, ignoreDuplicateSlashes: false},
    // No route reads a body; refuse big ones early (and see tooLargeBody).
    bodyLimit: MAX_BODY_BYTES,
    genReqId: requestId,
    // Fastify's two lines per request are replaced by one (plugins/app/request-log.ts).
    logController: new LogController({disableRequestLogging: true, requestIdLogLabel: 'reqId'}),
    // The errors plugin answers requests that arrive while closing.
    return503OnClosing: false,
    // Malformed URLs (bad %-escapes) are the client's fault: 400 as JSON.
    frameworkErrors: (error, request, reply) => {
      void sendEarlyError(request, reply, 400, error.code === 'FST_ERR_BAD_URL' ? 'The request URL is not valid.' : error.message);
    },
    clientErrorHandler,
    // Its close() lets every answer already started finish (draining-server.ts).
    serverFactory: drainingServerFactory,
    ...overrides,
    // Node would answer an HTTP/1.1 request without Host with a bare 400 of
    // its own; the app refuses it instead, with the headers every answer has.
    http: {requireHostHeader: false, ...overrides.http},
  };
}

/**
 * Why a request's body is refused before a byte of it is read, or
 * undefined. Fastify reads and limits the bodies of the methods it parses
 * (POST, PUT...); those of GET, HEAD and OPTIONS it leaves to Node, which
 * reads and discards them to keep the connection in step: a GET with a
 * 10 MB body was read in full and answered 200, an endless chunked one read
 * until the request timeout. So, on every method: a body that its
 * Content-Length says is over MAX_BODY_BYTES, or one of unknown length
 * (Transfer-Encoding), is refused at once, and the connection closed after
 * the answer.
 */
function tooLargeBody(headers: IncomingHttpHeaders): string | undefined {
  if (headers['transfer-encoding'] !== undefined) return 'A request body of unknown length (Transfer-Encoding) is not accepted.';
  const length = headers['content-length'];
  if (length !== undefined && Number(length) > MAX_BODY_BYTES) return `A request body over ${MAX_BODY_BYTES} bytes is not accepted.`;
  return undefined;
}

/**
 * Origins a page of the site talks to besides its own (identity.ts), for the
 * CSP; `auth`, the web editor's sign-in service (DECAP_AUTH_URL, as the
 * build wrote it into /admin/config.yml; Decap's default without it).
 */
export function extraOrigins(): {connect: string[]; script: string[]; auth: string[]} {
  const connect: string[] = [];
  const script: string[] = [];
  const authUrl = process.env.DECAP_AUTH_URL;
  const auth = [authUrl === undefined || authUrl === '' ? 'https://api.netlify.com' : new URL(authUrl).origin];
  if (identity.apiBaseUrl !== '') connect.push(new URL(identity.apiBaseUrl).origin);
  if (identity.search.kind === 'third-party') {
    script.push(new URL(identity.search.scriptUrl).origin);
    connect.push(...identity.search.origins);
  }
  return {connect, script, auth};
}

/** Options of the app plugin. */
export interface AppOptions {
  readonly config: AppConfig;
}

/** The whole application. */
export default async function app(fastify: FastifyInstance, {config}: AppOptions): Promise<void> {
  const siteIndex = config.siteDir === undefined ? undefined : await loadSite(config.siteDir);
  if (config.siteDir !== undefined && (siteIndex === undefined || !siteIndex.files.has('/index.html'))) {
    const problem = `SITE_DIR=${config.siteDir} holds no built site (no index.html in ${path.resolve(config.siteDir)})`;
    // Behind nginx the process is there for the API and the detail pages,
    // which are filled into the build's templates: without them every
    // shared news or event link would be a 404, so it refuses to start.
    if (config.serveStatic === false) throw new Error(`${problem}: run npm run build, or point SITE_DIR at the release's build`);
    // A developer's `npm run serve` beside `npm run dev` needs only the API.
    fastify.log.warn(`${problem}: serving the API only (run npm run build)`);
  }
  const origins = extraOrigins();

  await fastify.register(security, {
    scriptHashes: siteIndex?.scriptHashes ?? [],
    styleHashes: siteIndex?.styleHashes ?? [],
    connectOrigins: origins.connect,
    scriptOrigins: origins.script,
    authOrigins: origins.auth,
    localEditorBackend: config.localEditorBackend === true,
  });
  await fastify.register(requestLog);
  // After the two hooks above, so that these 400s carry the security headers and request id too.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) {
      void sendError(reply, 400, `The request URL is longer than ${MAX_URL_LENGTH} characters.`);
      return;
    }
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      void sendError(reply, 400, 'An HTTP/1.1 request must name its Host.');
      return;
    }
    const bodyProblem = tooLargeBody(request.headers);
    if (bodyProblem !== undefined) {
      // The body is never read: the connection cannot carry another request.
      reply.header('connection', 'close');
      void sendError(reply, 413, bodyProblem);
      return;
    }
    done();
  });
  await fastify.register(errors);
  await fastify.register(database, {config});
  await fastify.register(answers, {compress: config.compressAnswers ?? true});
  await fastify.register(webRoutes, {prefix: '/web', corsOrigins: config.corsOrigins});
  await fastify.register(healthRoutes);
  if (siteIndex?.files.has('/index.html') !== true) return;
  const photos =
    config.imageVariantsDir === undefined ? undefined : new PhotoVariants(siteIndex.root, path.resolve(config.imageVariantsDir), fastify.log);
  await fastify.register(site, {site: siteIndex, serveStatic: config.serveStatic ?? true, photos});
  if (photos !== undefined && config.prepareImageVariants !== false) {
    // In the background once the server is ready; a failure is logged per photo.
    fastify.addHook('onReady', async () => {
      void photos.prepareAll();
    });
    fastify.addHook('onClose', async () => photos.stop());
  }
}
