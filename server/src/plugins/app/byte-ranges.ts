/**
 * Byte ranges of the build's files (RFC 9110 §14), for a resumed download
 * of a large photo or PDF and for video players, which ask for parts of a
 * file. One part per request: a Range of several parts is answered with
 * the whole file, which the RFC allows.
 *
 * What a request gets:
 * - no Range, a Range on another method than GET, another unit than bytes,
 *   or a Range that is not valid (`bytes=100-50`, `bytes=x`): the whole
 *   file, 200. The RFC says an invalid Range is ignored;
 * - an If-Range that does not name the file as it is now (its exact strong
 *   ETag, or its exact Last-Modified date): the whole file, so a client
 *   never joins parts of two versions;
 * - a Range none of whose parts lies within the file (`bytes=5000-` of a
 *   1000-byte file): 416 with `Content-Range: bytes *\/1000`;
 * - one part: 206 with `Content-Range: bytes first-last/length`.
 * The bytes are those of the representation sent: the brotli twin's when
 * brotli is sent, each twin with its own ETag.
 */
import type {FastifyRequest} from 'fastify';

/** What to answer to a request for a file of `length` bytes. */
export type RangeAnswer =
  {readonly kind: 'whole'} | {readonly kind: 'part'; readonly first: number; readonly last: number} | {readonly kind: 'unsatisfiable'};

const WHOLE: RangeAnswer = {kind: 'whole'};

/** One range of a Range header: `first-last`, `first-`, or `-suffix`. */
const RANGE_SPEC = /^(?:(\d+)-(\d*)|-(\d+))$/;

/**
 * Reads a Range header's value for a representation of `length` bytes
 * (If-Range aside; see rangeFor).
 */
export function parseRange(header: string | undefined, length: number): RangeAnswer {
  if (header === undefined) return WHOLE;
  const equals = header.indexOf('=');
  if (equals === -1 || header.slice(0, equals).trim().toLowerCase() !== 'bytes') return WHOLE;
  const parts: Array<{first: number; last: number}> = [];
  let specs = 0;
  let satisfiable = 0;
  for (const spec of header.slice(equals + 1).split(',')) {
    // A list may hold empty elements (`bytes=0-9, ,20-29`), which count for nothing.
    if (spec.trim() === '') continue;
    specs++;
    const match = RANGE_SPEC.exec(spec.trim());
    // One part that is not a range makes the whole header invalid.
    if (match === null) return WHOLE;
    const [, firstText, lastText, suffixText] = match;
    if (suffixText !== undefined) {
      const suffix = Number(suffixText);
      if (suffix > 0 && length > 0) {
        satisfiable++;
        parts.push({first: Math.max(0, length - suffix), last: length - 1});
      }
      continue;
    }
    const first = Number(firstText);
    const last = lastText === '' ? Number.POSITIVE_INFINITY : Number(lastText);
    // first-last with last < first is not a range at all.
    if (last < first) return WHOLE;
    if (first < length) {
      satisfiable++;
      parts.push({first, last: Math.min(last, length - 1)});
    }
  }
  if (specs === 0) return WHOLE;
  if (satisfiable === 0) return {kind: 'unsatisfiable'};
  if (parts.length > 1) return WHOLE;
  return {kind: 'part', first: parts[0].first, last: parts[0].last};
}

/**
 * What a request asks of a file's representation: its Range, on GET only,
 * when its If-Range (if any) names this representation exactly by its
 * strong ETag or Last-Modified date.
 */
export function rangeFor(request: FastifyRequest, length: number, validators: {etag: string; lastModified: string}): RangeAnswer {
  const range = request.headers.range;
  if (range === undefined || request.method !== 'GET') return WHOLE;
  const ifRange = request.headers['if-range'];
  if (ifRange !== undefined) {
    const value = String(ifRange).trim();
    // A weak tag never matches (W/"…"); a date must be the file's own, to the second.
    const current = value.startsWith('"') ? value === validators.etag : value === validators.lastModified;
    if (!current) return WHOLE;
  }
  return parseRange(range, length);
}

/** The Content-Range of a 416: the representation's length. */
export function unsatisfiedRange(length: number): string {
  return `bytes */${length}`;
}

/** The Content-Range of a 206. */
export function contentRange(part: {first: number; last: number}, length: number): string {
  return `bytes ${part.first}-${part.last}/${length}`;
}
