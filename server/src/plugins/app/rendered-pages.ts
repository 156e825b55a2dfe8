/**
 * Detail pages rendered with their item's head (detail-head.ts), compressed
 * once and kept until the content changes, so that a popular item costs
 * neither a database query nor a compressor run per request. The store is
 * bounded by bytes and drops the least recently used pages first; pages of
 * unknown ids are never kept (they would let anyone fill it).
 */
import type {EncodedBody} from './encoded-body';

/** Bytes of rendered pages kept (identity and compressed variants together). */
const DEFAULT_BUDGET_BYTES = 32 * 1024 * 1024;

function sizeOf(body: EncodedBody): number {
  return body.identity.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);
}

/** A least-recently-used store of rendered pages, emptied when the content changes. */
export class RenderedPages {
  private readonly pages = new Map<string, EncodedBody>();
  private bytes = 0;
  /** Incremented by clear(); a page rendered from older content is not stored. */
  private generation = 0;

  constructor(private readonly budgetBytes = DEFAULT_BUDGET_BYTES) {}

  /** The page under `key`, now the most recently used. */
  get(key: string): EncodedBody | undefined {
    const body = this.pages.get(key);
    if (body !== undefined) {
      this.pages.delete(key);
      this.pages.set(key, body);
    }
    return body;
  }

  /** A token to hand to set(): a render started before a clear() must not be stored after it. */
  current(): number {
    return this.generation;
  }

  /** Stores a page rendered from the content of `generation`, evicting the oldest pages over budget. */
  set(key: string, body: EncodedBody, generation: number): void {
    const size = sizeOf(body);
    if (generation !== this.generation || size > this.budgetBytes) return;
    const previous = this.pages.get(key);
    if (previous !== undefined) {
      this.pages.delete(key);
      this.bytes -= sizeOf(previous);
    }
    this.pages.set(key, body);
    this.bytes += size;
    for (const [oldest, page] of this.pages) {
      if (this.bytes <= this.budgetBytes) break;
      this.pages.delete(oldest);
      this.bytes -= sizeOf(page);
    }
  }

  /** Drops every page (new content). */
  clear(): void {
    this.pages.clear();
    this.bytes = 0;
    this.generation++;
  }

  /** How many pages are kept (for tests). */
  get size(): number {
    return this.pages.size;
  }
}
