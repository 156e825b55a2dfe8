/**
 * The `/web` API: every call listed in `ENDPOINTS` (content/api.ts), all GET, with CORS for the configured site origins.
 */
import cors from '@fastify/cors';
import type {FastifyInstance} from 'fastify';
import careerRoutes from './career/index';
import facultyRoutes from './faculty/index';
import newsRoutes from './news/index';
import programRoutes from './programs/index';
import researchRoutes from './research/index';

/** Options: origins other than the site's own that may call the API from a browser. */
export interface WebRoutesOptions {
  readonly corsOrigins: readonly string[];
}

/** Registers the API under the prefix this plugin is given (`/web`). */
export default async function webRoutes(fastify: FastifyInstance, options: WebRoutesOptions): Promise<void> {
  if (options.corsOrigins.length > 0) {
    await fastify.register(cors, {
      origin: [...options.corsOrigins],
      methods: ['GET', 'HEAD'],
      maxAge: 86_400,
      strictPreflight: false,
    });
  }
  await fastify.register(newsRoutes);
  await fastify.register(programRoutes);
  await fastify.register(facultyRoutes);
  await fastify.register(researchRoutes);
  await fastify.register(careerRoutes);
}
