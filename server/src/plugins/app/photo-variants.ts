/**
 * The photos' versions (content/image-variants.ts names them), made by the
 * process that serves the build rather than by the build:
 *
 * - a request for a version of a photo the build holds
 *   (`/img/news/a.jpg.800w.avif`, `/img/news/a.jpg.share.jpg`) is answered
 *   from the versions folder (IMAGE_VARIANTS_DIR), after the photo's versions
 *   are made when they are not there yet or were made from other bytes
 *   (a fraction of a second for a photo, the first time only);
 * - once the server is ready it goes through every photo of the build in
 *   turn, one at a time, so visitors seldom wait for one;
 * - a visitor's photo goes before the next photo of that round.
 *
 * One photo is encoded at a time per process: sharp spreads each encoding over
 * the cores already, and the API keeps answering meanwhile. Replicas may share
 * the folder: files are written whole (server/src/photos/variants.ts).
 */
import type {FastifyBaseLogger} from 'fastify';
import {ensureVariants, fileOf, listPhotos, type PhotoEntry} from '../../photos/variants';

export class PhotoVariants {
  /** Per photo, the run that made or found its versions; a failed one is tried again next time. */
  private readonly ensured = new Map<string, Promise<PhotoEntry>>();
  private busy = false;
  private readonly urgent: Array<() => void> = [];
  private readonly background: Array<() => void> = [];
  private stopped = false;

  /**
   * @param siteRoot the build, whose `img/` holds the originals
   * @param outDir the versions folder
   */
  constructor(
    private readonly siteRoot: string,
    readonly outDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Makes sure the versions of `src` (a photo of the build) are in the folder. */
  ensure(src: string, urgent = true): Promise<PhotoEntry> {
    let pending = this.ensured.get(src);
    if (pending === undefined) {
      pending = this.inTurn(urgent, () => ensureVariants(src, fileOf(this.siteRoot, src), this.outDir)).then((result) => {
        if (result.made) this.log.debug({photo: src}, 'photo versions made');
        return result.entry;
      });
      this.ensured.set(src, pending);
      pending.catch(() => this.ensured.delete(src));
    }
    return pending;
  }

  /** Runs `work` when no other photo is being encoded; urgent work goes first. */
  private async inTurn<T>(urgent: boolean, work: () => Promise<T>): Promise<T> {
    if (this.busy) await new Promise<void>((resolve) => (urgent ? this.urgent : this.background).push(resolve));
    this.busy = true;
    try {
      return await work();
    } finally {
      const next = this.urgent.shift() ?? this.background.shift();
      if (next === undefined) this.busy = false;
      else next();
    }
  }

  /** Goes through every photo of the build, one at a time, until done or stopped; logs what it did. */
  async prepareAll(): Promise<void> {
    const started = Date.now();
    const photos = listPhotos(this.siteRoot);
    let failed = 0;
    for (const src of photos) {
      if (this.stopped) return;
      try {
        await this.ensure(src, false);
      } catch (error) {
        failed += 1;
        this.log.error({err: error, photo: src}, 'photo versions could not be made');
      }
    }
    this.log.info({photos: photos.length, failed, seconds: Math.round((Date.now() - started) / 100) / 10, dir: this.outDir}, 'photo versions ready');
  }

  /** Stops the round after the photo in hand (the server is closing). */
  stop(): void {
    this.stopped = true;
  }
}
