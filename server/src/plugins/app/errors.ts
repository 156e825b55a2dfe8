/**
 * One error handler and one not-found handler for the whole server, so every
 * error answer is JSON `{error, message}` (DESIGN §4): 400 for malformed
 * input, 404 for unknown paths and ids, 405 for methods other than GET and
 * HEAD, 503 while the database is unreachable. Nothing a client sends yields
 * a 500; a real fault is logged with the request and answered with a
 * generic message.
 */
import {STATUS_CODES} from 'node:http';
import type {FastifyError, FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {definePlugin} from '../define';

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

/** Methods the server answers; everything else is 405. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** Sends the JSON error body with headers that keep it out of caches. */
export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8');
  if (statusCode === 405) reply.header('allow', ALLOWED_METHODS);
  if (statusCode === 503) reply.header('retry-after', '5');
  return reply.send({error: STATUS_CODES[statusCode] ?? 'Error', message});
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
  fastify.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation !== undefined) return sendError(reply, 400, validationMessage(error));
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) return sendError(reply, status, error.message);
    if (status === 503) {
      request.log.warn({err: error}, 'database unavailable');
      return sendError(reply, 503, error.message);
    }
    request.log.error(
      {err: error, method: request.method, url: request.url, params: request.params, query: request.query},
      'unhandled error',
    );
    return sendError(reply, 500, 'Something went wrong on our side.');
  });

  fastify.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 405, `${request.method} is not allowed: this server only reads (${ALLOWED_METHODS}).`);
    }
    return sendError(reply, 404, 'There is nothing at this address.');
  });
}

export default definePlugin(errors, {name: 'errors'});
