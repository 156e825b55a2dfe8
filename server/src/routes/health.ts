/**
 * `/healthz`: 200 while the database answers, 503 while it does not, so a
 * load balancer takes a replica out until its database is back. Never cached.
 */
import type {FastifyInstance} from 'fastify';

/** Registers GET /healthz. */
export default async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.get('/healthz', async (_request, reply) => {
    // Don't wait for the next scheduled check: health probes want "now".
    await fastify.dbMonitor.check();
    const monitor = fastify.dbMonitor;
    reply.header('cache-control', 'no-store').code(monitor.isUp ? 200 : 503);
    return {
      status: monitor.isUp ? 'ok' : 'unavailable',
      database: {engine: monitor.engine, reachable: monitor.isUp, importId: monitor.importId},
      cachedAnswers: fastify.answers.size,
    };
  });
}
