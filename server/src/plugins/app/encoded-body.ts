/**
 * Bodies compressed once and sent many times: the API's answers, the site's
 * files (from the `.br`/`.gz` twins `npm run build` writes), the 404 pages
 * and rendered detail pages. Sending picks brotli, then gzip, by the
 * client's Accept-Encoding and answers 304 to a matching If-None-Match; no
 * request ever runs a compressor. Each variant has its own strong ETag
 * (`"h"`, `"h-br"`, `"h-gz"`), as RFC 9110 wants for strong validators.
 */
import {createHash} from 'node:crypto';
import {promisify} from 'node:util';
import {brotliCompress, constants as zlibConstants, gzip} from 'node:zlib';
import type {FastifyReply, FastifyRequest} from 'fastify';
import {contentRange, rangeFor, unsatisfiedRange} from './byte-ranges';
import {sendError} from './errors';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compression saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** A body ready in each encoding worth sending. */
export interface EncodedBody {
  readonly identity: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
  /** Hash of the identity bytes; each variant's ETag derives from it. */
  readonly tag: string;
}

/** The content encodings the server sends. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * How hard to compress: `max` (brotli 11, gzip 9) for the API's cached
 * answers, built once and sent many times; `high` (brotli 10, gzip 9: about
 * 1% larger, several times quicker) for the build's bundles and styles, which
 * every visitor downloads; `medium` (brotli 8, gzip 6) for the build's
 * thousand pages and other files: on the sample site 7% larger than `high`
 * and 15 times quicker (1 s against 15 s for 23 MB of HTML); `fast` (brotli
 * 5, gzip 6) for a page made on a request.
 */
export type CompressionEffort = 'max' | 'high' | 'medium' | 'fast';

const BROTLI_QUALITY: Readonly<Record<CompressionEffort, number>> = {max: 11, high: 10, medium: 8, fast: 5};

/** The validator of a body's bytes. */
export function contentTag(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
}

/**
 * Compresses `identity` with brotli and gzip once. A variant that would not
 * be smaller is left out; so is everything below COMPRESS_MIN_BYTES.
 */
export async function encodeBody(identity: Buffer, effort: CompressionEffort = 'max'): Promise<EncodedBody> {
  const tag = contentTag(identity);
  if (identity.length < COMPRESS_MIN_BYTES) return {identity, tag};
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, {level: effort === 'fast' || effort === 'medium' ? 6 : 9}),
  ]);
  return {
    identity,
    br: br.length < identity.length ? br : undefined,
    gzip: gz.length < identity.length ? gz : undefined,
    tag,
  };
}

/** Picks br, then gzip, among the variants the body has, by the client's Accept-Encoding (q=0 refuses). */
export function chooseEncoding(header: string | undefined, body: EncodedBody): ContentEncoding | undefined {
  if (header === undefined || (body.br === undefined && body.gzip === undefined)) return undefined;
  let br = false;
  let gz = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br' || name === '*') br = true;
    if (name === 'gzip' || name === '*') gz = true;
  }
  if (br && body.br !== undefined) return 'br';
  if (gz && body.gzip !== undefined) return 'gzip';
  return undefined;
}

/** True when If-None-Match names any variant of this body (weak comparison, RFC 9110 §13.1.2). */
export function isNotModified(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  for (const candidate of header.split(',')) {
    const value = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    if (value === tag || value === `${tag}-br` || value === `${tag}-gz`) return true;
  }
  return false;
}

/** Options of sendEncoded. */
export interface SendEncodedOptions {
  readonly contentType: string;
  /** 200 unless told; only a 200 is ever turned into a 304. */
  readonly status?: number;
  /** The caller found the client's copy current by its date (If-Modified-Since without If-None-Match). */
  readonly unmodifiedSince?: boolean;
  /**
   * A file's Last-Modified: the body is a file, whose parts a client may
   * ask for (byte-ranges.ts), and which says so (`Accept-Ranges: bytes`).
   */
  readonly ranges?: {readonly lastModified: string};
}

/**
 * Sends the variant the client accepts, with its ETag and Vary; a 304
 * without body when If-None-Match already names the body. Cache-Control and
 * other headers are the caller's.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody, options: SendEncodedOptions): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding'], body);
  const etag = encoding === 'br' ? `"${body.tag}-br"` : encoding === 'gzip' ? `"${body.tag}-gz"` : `"${body.tag}"`;
  reply.header('etag', etag);
  // Only a body with compressed variants differs by Accept-Encoding.
  if (body.br !== undefined || body.gzip !== undefined) reply.header('vary', 'Accept-Encoding');
  const status = options.status ?? 200;
  if (status === 200 && (options.unmodifiedSince === true || isNotModified(request.headers['if-none-match'], body.tag))) {
    return reply.code(304).send();
  }
  const bytes = (encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : undefined) ?? body.identity;
  if (options.ranges !== undefined && status === 200) {
    reply.header('accept-ranges', 'bytes');
    const range = rangeFor(request, bytes.length, {etag, lastModified: options.ranges.lastModified});
    if (range.kind === 'unsatisfiable') {
      reply.header('content-range', unsatisfiedRange(bytes.length));
      return sendError(reply, 416, 'The requested range lies outside the file.');
    }
    if (range.kind === 'part') {
      reply.code(206).header('content-range', contentRange(range, bytes.length));
      if (encoding !== undefined) reply.header('content-encoding', encoding);
      return reply.header('content-type', options.contentType).send(bytes.subarray(range.first, range.last + 1));
    }
  }
  reply.code(status).header('content-type', options.contentType);
  if (encoding !== undefined) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
