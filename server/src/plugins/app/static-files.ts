/**
 * The build's files, sent from memory. Each file is read once, on its first
 * request, together with the `.br` and `.gz` twins `npm run build` writes
 * beside every compressible file (scripts/compress-build.ts), and kept with
 * its content type, strong ETag per variant and Last-Modified. A request
 * then costs a Map lookup and a write of ready bytes: nothing is compressed,
 * read from disk or stat'ed per request, so throughput stays near what a bare
 * node:http server gets and resident memory does not grow with traffic.
 *
 * A file without twins is sent as it is (a build made without the
 * compression step, or a file too small to gain). Video and audio, which
 * players fetch in byte ranges, and files over MEMORY_LIMIT_BYTES are
 * streamed from disk (`stream`, also used for the photos' versions). Either
 * way a file answers If-None-Match and If-Modified-Since with 304 and a
 * Range with the part asked for (byte-ranges.ts).
 */
import {createReadStream} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import type {FastifyReply, FastifyRequest} from 'fastify';
import {contentRange, rangeFor, unsatisfiedRange} from './byte-ranges';
import {contentTag, type EncodedBody, isNotModified, sendEncoded} from './encoded-body';
import {sendError} from './errors';

/** Files larger than this are streamed from disk rather than held in memory. */
export const MEMORY_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * Content types by extension, as the previous file server (@fastify/send)
 * and nginx's mime.types name them; text types are UTF-8.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.ics': 'text/calendar; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
};

/** The content type of a file of the build, by its extension. */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** True for files that must be streamed from disk: media (players ask for byte ranges). */
function isStreamed(file: string): boolean {
  return /^(video|audio)\//.test(contentTypeOf(file));
}

/** A file ready to send. */
interface LoadedFile {
  readonly body: EncodedBody;
  readonly contentType: string;
  /** HTTP date of the file's modification, for If-Modified-Since. */
  readonly lastModified: string;
  /** The modification time in whole seconds, as HTTP dates carry it. */
  readonly modifiedSeconds: number;
}

/** The HTTP date of a modification time, to the second as HTTP dates go; and those seconds. */
function httpDate(mtimeMs: number): {lastModified: string; modifiedSeconds: number} {
  const modifiedSeconds = Math.floor(mtimeMs / 1000);
  return {lastModified: new Date(modifiedSeconds * 1000).toUTCString(), modifiedSeconds};
}

/** True when If-Modified-Since (heeded only without If-None-Match, RFC 9110 §13.2.2) finds the client's copy current. */
function unmodifiedSince(request: FastifyRequest, modifiedSeconds: number): boolean {
  const since = request.headers['if-none-match'] === undefined ? request.headers['if-modified-since'] : undefined;
  const sinceMs = since === undefined ? Number.NaN : Date.parse(since);
  return !Number.isNaN(sinceMs) && modifiedSeconds * 1000 <= sinceMs;
}

/** Reads a twin when it is at least as new as its source; a stale or missing twin is not used. */
async function readTwin(absolute: string, sourceMtimeMs: number): Promise<Buffer | undefined> {
  try {
    const twin = await stat(absolute);
    if (!twin.isFile() || twin.mtimeMs < sourceMtimeMs) return undefined;
    return await readFile(absolute);
  } catch {
    return undefined;
  }
}

/** The files of one build folder, loaded on first use. */
export class StaticFiles {
  private readonly loaded = new Map<string, Promise<LoadedFile | undefined>>();
  /** Files read already, for the synchronous path every request but the first takes. */
  private readonly ready = new Map<string, LoadedFile>();

  /** @param root the build folder; only paths the site index found are ever asked for */
  constructor(private readonly root: string) {}

  /** Reads a file and its twins once; undefined when it is to be streamed instead. */
  load(file: string): Promise<LoadedFile | undefined> {
    let pending = this.loaded.get(file);
    if (pending === undefined) {
      pending = this.read(file).then((loaded) => {
        if (loaded !== undefined) this.ready.set(file, loaded);
        return loaded;
      });
      this.loaded.set(file, pending);
      // A failed read (the build changed under a running server) is tried again next time.
      pending.catch(() => this.loaded.delete(file));
    }
    return pending;
  }

  private async read(file: string): Promise<LoadedFile | undefined> {
    const absolute = path.join(this.root, file);
    const info = await stat(absolute);
    if (isStreamed(file) || info.size > MEMORY_LIMIT_BYTES) return undefined;
    const [identity, br, gzip] = await Promise.all([
      readFile(absolute),
      readTwin(`${absolute}.br`, info.mtimeMs),
      readTwin(`${absolute}.gz`, info.mtimeMs),
    ]);
    return {body: {identity, br, gzip, tag: contentTag(identity)}, contentType: contentTypeOf(file), ...httpDate(info.mtimeMs)};
  }

  /**
   * Sends a file of the build with its validators and the caller's
   * Cache-Control (already set on the reply): from memory, or streamed from
   * disk when it is kept out of memory.
   */
  async send(request: FastifyRequest, reply: FastifyReply, file: string, status = 200): Promise<FastifyReply> {
    const loaded = this.ready.get(file) ?? (await this.load(file));
    if (loaded === undefined) return this.stream(request, reply, path.join(this.root, file), status);
    reply.header('last-modified', loaded.lastModified);
    return sendEncoded(request, reply, loaded.body, {
      contentType: loaded.contentType,
      status,
      unmodifiedSince: unmodifiedSince(request, loaded.modifiedSeconds),
      ranges: {lastModified: loaded.lastModified},
    });
  }

  /**
   * Streams a file from disk (`absolute`, a path the caller vouches for)
   * with its validators, 304s and byte ranges; Cache-Control is the
   * caller's. Its ETag is made of its size and modification time, as
   * nginx makes one.
   */
  async stream(request: FastifyRequest, reply: FastifyReply, absolute: string, status = 200): Promise<FastifyReply> {
    const info = await stat(absolute);
    const {lastModified, modifiedSeconds} = httpDate(info.mtimeMs);
    const etag = `"${Math.floor(info.mtimeMs).toString(16)}-${info.size.toString(16)}"`;
    reply.header('last-modified', lastModified).header('etag', etag);
    const tag = etag.slice(1, -1);
    if (status === 200 && (isNotModified(request.headers['if-none-match'], tag) || unmodifiedSince(request, modifiedSeconds))) {
      return reply.code(304).send();
    }
    let first = 0;
    let last = info.size - 1;
    if (status === 200) {
      reply.header('accept-ranges', 'bytes');
      const range = rangeFor(request, info.size, {etag, lastModified});
      if (range.kind === 'unsatisfiable') {
        reply.header('content-range', unsatisfiedRange(info.size));
        return sendError(reply, 416, 'The requested range lies outside the file.');
      }
      if (range.kind === 'part') {
        ({first, last} = range);
        reply.code(206).header('content-range', contentRange(range, info.size));
      } else {
        reply.code(status);
      }
    } else {
      reply.code(status);
    }
    reply.header('content-type', contentTypeOf(absolute)).header('content-length', String(last - first + 1));
    // HEAD: the headers alone (Fastify keeps this Content-Length).
    if (request.method === 'HEAD') return reply.send();
    if (info.size === 0) return reply.send(Buffer.alloc(0));
    return reply.send(createReadStream(absolute, {start: first, end: last}));
  }
}
