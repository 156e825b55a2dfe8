/**
 * gzip and brotli for site answers that are not already compressed (HTML
 * pages without a precompressed twin, the 404 pages). Registered in the
 * site's scope only: API answers are compressed once in the answer cache,
 * and precompressed site files carry Content-Encoding and pass through.
 * @see https://github.com/fastify/fastify-compress
 */
import compress from '@fastify/compress';
import type {FastifyInstance} from 'fastify';

/** Registers on-the-fly compression in the calling plugin's scope. */
export async function compression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // The server reads no request bodies: no decompression hook.
    globalDecompression: false,
  });
}

