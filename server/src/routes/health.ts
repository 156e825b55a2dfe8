/**
 * `/healthz`: 200 while the database answers and holds an import, 503 while
 * it cannot be reached (`unavailable`) or has never been loaded (`no-data`),
 * so a load balancer sends no visitor to a replica that has nothing to
 * answer. Never cached.
 */
import type {FastifyInstance} from 'fastify';

/** Registers GET /healthz. */
export default async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.get('/healthz', async (_request, reply) => {
    // Don't wait for the next scheduled check: health probes want "now".
    await fastify.dbMonitor.check();
    const monitor = fastify.dbMonitor;
    reply.header('cache-control', 'no-store').code(monitor.state === 'ok' ? 200 : 503);
    return {
      status: monitor.state,
      database: {engine: monitor.engine, reachable: monitor.isUp, importId: monitor.importId},
      cachedAnswers: fastify.answers.size,
    };
  });
}
