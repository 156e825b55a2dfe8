/**
 * One error handler and one not-found handler for the whole server, so every
 * error answer is JSON `{error, message}`: 400 for malformed input, 404 for
 * unknown paths and ids, 405 for methods other than GET and HEAD, 503 while
 * the database is unreachable or holds no import yet, or the server is
 * shutting down. Nothing a
 * client sends yields a 500; a real fault is logged with the request and
 * answered with a generic message.
 *
 * Answers made before any hook runs (bad percent-encoding, which Fastify
 * finds while routing; a request Node's parser refuses) get the security
 * headers and a request id here, like every other answer.
 */
import {randomUUID} from 'node:crypto';
import {type IncomingMessage, type Server, STATUS_CODES, type ServerResponse} from 'node:http';
import type {Duplex} from 'node:stream';
import type {FastifyError, FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {securityHeadersOf} from '../external/helmet';
import {requestId} from './request-log';

/** An error with the HTTP status to answer with. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

/** 404 for an id or key that names no record. */
export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

/** 503 while the database cannot be reached. */
export function unavailable(): HttpError {
  return new HttpError(503, 'The data service is temporarily unavailable. Please try again shortly.');
}

/**
 * 503 while the database has never been loaded (no `npm run data:import` yet):
 * an empty answer would tell a page that has content in its HTML that the
 * content is gone.
 */
export function notLoaded(): HttpError {
  return new HttpError(503, 'The data service has no data yet. Please try again shortly.');
}

/** Methods the server answers; everything else is 405. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** Sends the JSON error body with headers that keep it out of caches. */
export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8');
  if (statusCode === 405) reply.header('allow', ALLOWED_METHODS);
  if (statusCode === 503) reply.header('retry-after', '5');
  return reply.send({error: STATUS_CODES[statusCode] ?? 'Error', message});
}

/** An error answer for a request no hook has seen: adds the security headers and the request id first. */
export function sendEarlyError(request: FastifyRequest, reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  reply.headers(securityHeadersOf(reply.server.server)).header('x-request-id', request.id);
  return sendError(reply, statusCode, message);
}

/** Node's parser errors and what the client is told. */
function clientErrorAnswer(code: string | undefined): {status: number; message: string} {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return {status: 408, message: 'The request did not arrive in time.'};
  if (code === 'HPE_HEADER_OVERFLOW') return {status: 431, message: 'The request headers are too large.'};
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return {status: 413, message: 'The request body is not acceptable.'};
  return {status: 400, message: 'The request is not valid HTTP.'};
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (a
 * malformed request, headers over the size limit, a request that did not
 * arrive within the timeouts) is answered on the raw socket, as Fastify's
 * default does, but with the JSON body, security headers and request id of
 * every other answer. `this` is the root instance.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & {code?: string}, socket: Duplex): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const {status, message} = clientErrorAnswer(error.code);
  const answer = rawErrorAnswer(this.server, randomUUID(), status, message);
  this.log.debug({reqId: answer.headers['x-request-id'], statusCode: status, err: error}, 'client error');
  // As Node does: never write into a response that has begun on this
  // connection (a pipelined request's answer), which would corrupt it.
  const inFlight = (socket as Duplex & {_httpMessage?: {_headerSent?: boolean} | null})._httpMessage;
  if (socket.writable && inFlight?._headerSent !== true) {
    const head = Object.entries(answer.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${answer.body}`);
  }
  socket.destroy();
}

/** An error answer written outside Fastify, on the raw server: JSON body, security headers, request id. */
function rawErrorAnswer(server: Server, id: string, status: number, message: string): {headers: Record<string, string | number>; body: string} {
  const body = JSON.stringify({error: STATUS_CODES[status], message});
  const headers = {
    ...securityHeadersOf(server),
    'x-request-id': id,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  return {headers, body};
}

/**
 * Turns Ajv's message into one a client developer can act on, e.g.
 * `params/id must match pattern "^[1-9]..."` → `Invalid id: expected ...`.
 */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  const field = first?.instancePath?.split('/').filter(Boolean).join('.') ?? '';
  const where = error.validationContext === 'querystring' ? 'query parameter' : 'path segment';
  if (field === 'id' || field.endsWith('Id')) return `Invalid ${where} "${field}": expected a positive whole number of up to 9 digits.`;
  if (field === 'lang') return `Invalid ${where} "lang": expected a short language code such as en, fa or ps.`;
  if (field === '') return `Invalid ${where}s: ${error.message}.`;
  return `Invalid ${where} "${field}": ${first?.message ?? 'not accepted'}.`;
}

async function errors(fastify: FastifyInstance): Promise<void> {
  // While the server shuts down, requests that still arrive on open
  // connections get the JSON 503 with Retry-After (Fastify's own 503 for
  // this case has neither, nor the security headers: return503OnClosing is
  // off in app.ts). The load balancer retries them on another replica.
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    reply.header('connection', 'close');
    void sendError(reply, 503, 'The server is shutting down. Please try again.');
  });
  // Node answers an Expect header other than 100-continue with a bare 417
  // unless someone listens; no route reads a body, so none expects anything.
  fastify.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const answer = rawErrorAnswer(fastify.server, requestId(request), 417, 'This server meets no Expect header but 100-continue.');
    response.writeHead(417, answer.headers);
    response.end(answer.body);
  });

  fastify.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation !== undefined) return sendError(reply, 400, validationMessage(error));
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) return sendError(reply, status, error.message);
    if (status === 503) {
      // Expected while the database cannot serve: counted and reported once
      // a minute by the database monitor, not logged (with a stack) each time.
      fastify.dbMonitor.countRefused();
      return sendError(reply, 503, error.message);
    }
    request.log.error({err: error, method: request.method, url: request.url, params: request.params, query: request.query}, 'unhandled error');
    return sendError(reply, 500, 'Something went wrong on our side.');
  });

  fastify.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 405, `${request.method} is not allowed: this server only reads (${ALLOWED_METHODS}).`);
    }
    return sendError(reply, 404, 'There is nothing at this address.');
  });
}

export default fastifyPlugin(errors, {name: 'errors', fastify: '5.x'});
