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
import type {FastifyInstance, FastifyReply} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {isUnavailableError} from '../../db/connection';
import {contentTag, type EncodedBody, encodeBody, sendEncoded} from './encoded-body';
import {notFound, notLoaded, unavailable} from './errors';

/** A ready answer: its body in every encoding, and how long clients may keep it. */
interface CachedAnswer {
  readonly body: EncodedBody;
  readonly cacheControl: string;
  /** Epoch ms after which the answer is rebuilt (answers that depend on the date). */
  readonly expiresAt: number;
}

/** How to build and cache one answer. */
export interface AnswerSpec<T> {
  /** Cache key: route and normalised parameters, language included. */
  readonly key: string;
  /** Client cache lifetime in seconds: this call's time, from `ENDPOINTS` in content/api.ts. */
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

/** A body kept as it is, without compressed copies. */
function identityBody(identity: Buffer): EncodedBody {
  return {identity, tag: contentTag(identity)};
}

/** Options of the answers plugin. */
export interface AnswersOptions {
  /**
   * Keep brotli and gzip copies of each answer (default true). The build's
   * own run of the API (server/src/build-answers.ts) reads each answer once,
   * uncompressed: compressing thousands of answers at brotli 11 there only
   * cost build time.
   */
  readonly compress?: boolean;
}

async function answers(fastify: FastifyInstance, {compress = true}: AnswersOptions): Promise<void> {
  const cache = new AnswerCache();
  fastify.decorate('answers', cache);
  fastify.dbMonitor.onContentChange(() => cache.clear());

  fastify.decorateReply('answer', async function answer<T>(this: FastifyReply, spec: AnswerSpec<T>): Promise<void> {
    const now = Date.now();
    let entry = cache.get(spec.key, now);
    if (entry === undefined) {
      // While the monitor knows the database is down, fail fast; it checks
      // again in the background and the next request after that succeeds.
      // A database that was never loaded is not "no news": it is no answer
      // yet. Looked up again here, so the first import is served at once.
      const monitor = fastify.dbMonitor;
      if (monitor.state === 'no-data') await monitor.check();
      if (monitor.state !== 'ok') throw monitor.state === 'unavailable' ? unavailable() : notLoaded();
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
        return {
          body: compress ? await encodeBody(Buffer.from(json)) : identityBody(Buffer.from(json)),
          cacheControl: `public, max-age=${spec.maxAge}`,
          expiresAt: spec.expiresAt ?? Number.POSITIVE_INFINITY,
        };
      });
      if (entry === undefined) throw notFound(spec.notFoundMessage ?? 'No such record.');
    }
    this.header('cache-control', entry.cacheControl);
    sendEncoded(this.request, this, entry.body, {contentType: 'application/json; charset=utf-8'});
  });
}

export default fastifyPlugin(answers, {name: 'answers', dependencies: ['database'], fastify: '5.x'});
