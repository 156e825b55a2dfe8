/**
 * The answer cache: every `/web` answer is built once from the database,
 * serialised through its route's response schema, hashed for a strong ETag,
 * compressed with brotli and gzip, and kept in memory under its path and
 * language until the content changes (a new import, seen by the database
 * monitor). A request then costs a Map lookup and a write of ready bytes.
 *
 * Concurrent misses for one key share a single build; 404s are not cached
 * (ids are bounded, and the cache only ever holds real records).
 */
import {createHash} from 'node:crypto';
import {promisify} from 'node:util';
import {brotliCompress, constants as zlibConstants, gzip} from 'node:zlib';
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {isUnavailableError} from '../../db/connection';
import {definePlugin} from '../define';
import {HttpError, notFound, unavailable} from './errors';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compression saves less than its headers cost. */
const COMPRESS_MIN_BYTES = 1024;

/** A ready answer: body variants and their validators. */
interface CachedAnswer {
  readonly identity: Buffer;
  readonly br: Buffer | undefined;
  readonly gzip: Buffer | undefined;
  /** Hash of the identity body; each variant's ETag derives from it. */
  readonly tag: string;
  readonly cacheControl: string;
  /** Epoch ms after which the answer is rebuilt (answers that depend on the date). */
  readonly expiresAt: number;
}

/** How to build and cache one answer. */
export interface AnswerSpec<T> {
  /** Cache key: route and normalised parameters, language included. */
  readonly key: string;
  /** Client cache lifetime in seconds: the spec's time for this call. */
  readonly maxAge: number;
  /** Reads the answer; undefined means "no such record" (404). */
  readonly load: () => Promise<T | undefined>;
  /** The 404 message when `load` finds nothing. */
  readonly notFoundMessage?: string;
  /** Epoch ms when the answer goes stale regardless of imports. */
  readonly expiresAt?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    answers: AnswerCache;
  }
  interface FastifyReply {
    /** Sends the cached answer for `spec.key`, building it on a miss. */
    answer<T>(spec: AnswerSpec<T>): Promise<void>;
  }
}

/** The in-memory store of built answers. */
export class AnswerCache {
  private readonly ready = new Map<string, CachedAnswer>();
  private readonly building = new Map<string, Promise<CachedAnswer | undefined>>();

  /** How many answers are cached (for /healthz and tests). */
  get size(): number {
    return this.ready.size;
  }

  /** Drops every answer (content changed). */
  clear(): void {
    this.ready.clear();
    this.building.clear();
  }

  get(key: string, now: number): CachedAnswer | undefined {
    const entry = this.ready.get(key);
    if (entry !== undefined && entry.expiresAt <= now) {
      this.ready.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Builds the answer once for all concurrent callers; undefined = not found. */
  build(key: string, make: () => Promise<CachedAnswer | undefined>): Promise<CachedAnswer | undefined> {
    let pending = this.building.get(key);
    if (pending === undefined) {
      pending = make().then(
        (entry) => {
          // A clear() while building means the content changed under us:
          // answer this request, but don't keep the possibly old answer.
          if (this.building.get(key) === pending && entry !== undefined) this.ready.set(key, entry);
          if (this.building.get(key) === pending) this.building.delete(key);
          return entry;
        },
        (error: unknown) => {
          if (this.building.get(key) === pending) this.building.delete(key);
          throw error;
        },
      );
      this.building.set(key, pending);
    }
    return pending;
  }
}

async function makeAnswer(json: string, maxAge: number, expiresAt: number): Promise<CachedAnswer> {
  const identity = Buffer.from(json);
  const compressible = identity.length >= COMPRESS_MIN_BYTES;
  const [br, gz] = compressible
    ? await Promise.all([
        brotli(identity, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzipAsync(identity, {level: 9}),
      ])
    : [undefined, undefined];
  return {
    identity,
    br,
    gzip: gz,
    tag: createHash('sha256').update(identity).digest('base64url').slice(0, 32),
    cacheControl: `public, max-age=${maxAge}`,
    expiresAt,
  };
}

/** Picks br, then gzip, by the client's Accept-Encoding (q=0 refuses). */
function chooseEncoding(header: string | undefined, entry: CachedAnswer): 'br' | 'gzip' | undefined {
  if (header === undefined || entry.br === undefined) return undefined;
  let br = false;
  let gz = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br' || name === '*') br = true;
    if (name === 'gzip' || name === '*') gz = true;
  }
  return br ? 'br' : gz ? 'gzip' : undefined;
}

/** True when If-None-Match names any variant of this answer (weak comparison, RFC 9110 §13.1.2). */
function isNotModified(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  for (const candidate of header.split(',')) {
    const value = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    if (value === tag || value === `${tag}-br` || value === `${tag}-gz`) return true;
  }
  return false;
}

function send(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer): void {
  const encoding = chooseEncoding(request.headers['accept-encoding'], entry);
  const etag = encoding === 'br' ? `"${entry.tag}-br"` : encoding === 'gzip' ? `"${entry.tag}-gz"` : `"${entry.tag}"`;
  reply.header('cache-control', entry.cacheControl).header('etag', etag).header('vary', 'Accept-Encoding');
  if (isNotModified(request.headers['if-none-match'], entry.tag)) {
    reply.code(304).send();
    return;
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding === undefined) {
    reply.send(entry.identity);
    return;
  }
  reply.header('content-encoding', encoding);
  reply.send(encoding === 'br' ? entry.br : entry.gzip);
}

async function answers(fastify: FastifyInstance): Promise<void> {
  const cache = new AnswerCache();
  fastify.decorate('answers', cache);
  fastify.dbMonitor.onContentChange(() => cache.clear());

  fastify.decorateReply('answer', async function answer<T>(this: FastifyReply, spec: AnswerSpec<T>): Promise<void> {
    const now = Date.now();
    let entry = cache.get(spec.key, now);
    if (entry === undefined) {
      // While the monitor knows the database is down, fail fast; it checks
      // again in the background and the next request after that succeeds.
      if (!fastify.dbMonitor.isUp) throw unavailable();
      entry = await cache.build(spec.key, async () => {
        let data: T | undefined;
        try {
          data = await spec.load();
        } catch (error) {
          if (isUnavailableError(error)) {
            fastify.dbMonitor.markDown(error);
            throw unavailable();
          }
          throw error;
        }
        if (data === undefined) return undefined;
        // The route's response schema serialises: fields the contract does
        // not name are dropped here, once, not on every request.
        const serialize = this.getSerializationFunction('200') as ((payload: unknown) => string) | undefined;
        const json = serialize === undefined ? JSON.stringify(data) : serialize(data);
        return makeAnswer(json, spec.maxAge, spec.expiresAt ?? Number.POSITIVE_INFINITY);
      });
      if (entry === undefined) throw notFound(spec.notFoundMessage ?? 'No such record.');
    }
    send(this.request, this, entry);
  });
}

export default definePlugin(answers, {name: 'answers', dependencies: ['database']});
