/**
 * One structured log line per request (method, path, status, duration), tagged
 * with the request id, which is also returned in `X-Request-Id` so a visitor's
 * report can be matched to the log. A well-formed incoming X-Request-Id (from
 * nginx or a load balancer) is kept, so one id follows the request through.
 */
import {randomUUID} from 'node:crypto';
import type {IncomingMessage} from 'node:http';
import type {FastifyInstance} from 'fastify';
import fastifyPlugin from 'fastify-plugin';

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id given to each request Fastify saw, for log lines written outside it (a shutdown that cuts an answer). */
const idsGiven = new WeakMap<IncomingMessage, string>();

/** Fastify's `genReqId`: the incoming X-Request-Id when it is safe to log, else a UUID. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  idsGiven.set(request, id);
  return id;
}

/** The id requestId gave this request, if it gave one. */
export function idOfRequest(request: IncomingMessage): string | undefined {
  return idsGiven.get(request);
}

async function requestLog(fastify: FastifyInstance): Promise<void> {
  // Callback-style hooks: these run on every request, and an async hook
  // costs a promise each time.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}

export default fastifyPlugin(requestLog, {name: 'request-log', fastify: '5.x'});
