/**
 * The last step of `npm run build` (after Docusaurus and Pagefind): writes a
 * brotli (`x.br`) and a gzip (`x.gz`, level 9) twin beside every
 * compressible file of the build. Brotli at quality 10 for the bundles and
 * styles under `assets/` and Pagefind's scripts (about 1% larger than 11 and
 * several times quicker), which every visitor downloads; at 8 for the pages
 * and the rest (7% larger than 10 and 15 times quicker: a second instead of
 * fifteen for the sample site's thousand pages; the web editor's 6 MB bundle,
 * which only staff load, likewise). Files: pages, scripts, styles, SVG, feeds and
 * sitemaps, calendars, JSON, and Pagefind's own scripts and styles. Pagefind's
 * index files (`*.pf_*`, `*.pagefind`) are gzip data already and get none;
 * neither do files under 1 KiB or files a variant would not make smaller.
 *
 * The Node server (server/src/plugins/app/static-files.ts) and nginx
 * (`gzip_static`, `brotli_static`) send these twins as they are, so no
 * request ever runs a compressor. Twins left from an earlier run whose
 * source no longer gains from them are removed. Finally it writes
 * `.precompressed` in the build folder, the stamp scripts/lib/build-state.ts
 * reads to know a build finished.
 *
 * Usage: tsx scripts/compress-build.ts [build folder, default build]
 */
import {availableParallelism} from 'node:os';
import {readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {type CompressionEffort, encodeBody} from '../server/src/plugins/app/encoded-body';

/** Extensions of the files worth compressing. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|json|ics|txt|map|webmanifest)$/i;

/** The file a finished build leaves behind (a dotfile: never served). */
export const PRECOMPRESSED_STAMP = '.precompressed';

/** What a run did. */
export interface CompressionSummary {
  /** Compressible files looked at. */
  readonly files: number;
  /** Their bytes, and the bytes of the twins written. */
  readonly bytes: number;
  readonly brBytes: number;
  readonly gzipBytes: number;
  readonly twins: number;
  readonly ms: number;
}

/** Every compressible file under `root`, relative to it. */
export async function listFiles(root: string, dir = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(root, dir), {withFileTypes: true})) {
    const relative = dir === '' ? entry.name : path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(root, relative)));
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) found.push(relative);
  }
  return found;
}

/** Writes the twin, or removes a stale one when there is none to write. */
async function writeTwin(file: string, bytes: Buffer | undefined): Promise<number> {
  if (bytes === undefined) {
    await rm(file, {force: true});
    return 0;
  }
  await writeFile(file, bytes);
  return bytes.length;
}

/** Brotli's effort for a file of the build (path relative to it): the most for what every visitor downloads. */
export function effortFor(relative: string): CompressionEffort {
  const parts = relative.split(/[\\/]/);
  const shared = parts.includes('assets') || (parts.includes('pagefind') && /\.(js|css)$/.test(relative));
  return shared && /\.(js|mjs|css)$/.test(relative) ? 'high' : 'medium';
}

/** Which files a run compresses, and whether it stamps the build as finished. */
export interface CompressionOptions {
  /** Path relative to the build → compress it here (default: every compressible file). */
  readonly only?: (relative: string) => boolean;
  /** Write the stamp of a finished build (default true). */
  readonly stamp?: boolean;
  /**
   * The files to look at, relative to `root` (default: every file under it).
   * Only the compressible ones are compressed.
   */
  readonly files?: readonly string[];
  /** Gets, for each file compressed, its modification time when it was read (to find files written again later). */
  readonly seen?: Map<string, number>;
}

/** Writes the `.br` and `.gz` twins of every compressible file under `root` (of those `only` keeps). */
export async function compressBuild(root: string, {only, stamp = true, files: given, seen}: CompressionOptions = {}): Promise<CompressionSummary> {
  const started = performance.now();
  const listed = given === undefined ? await listFiles(root) : given.filter((relative) => COMPRESSIBLE.test(relative));
  const files = listed.filter((relative) => only === undefined || only(relative));
  let bytes = 0;
  let brBytes = 0;
  let gzipBytes = 0;
  let twins = 0;
  let next = 0;
  // zlib runs on libuv's thread pool: a few files at a time keep it busy.
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const relative = files[next++];
      const absolute = path.join(root, relative);
      if (seen !== undefined) seen.set(relative, (await stat(absolute)).mtimeMs);
      const identity = await readFile(absolute);
      const body = await encodeBody(identity, effortFor(relative));
      bytes += identity.length;
      const [br, gz] = await Promise.all([writeTwin(`${absolute}.br`, body.br), writeTwin(`${absolute}.gz`, body.gzip)]);
      brBytes += br;
      gzipBytes += gz;
      twins += (br > 0 ? 1 : 0) + (gz > 0 ? 1 : 0);
    }
  };
  await Promise.all(Array.from({length: Math.max(2, availableParallelism())}, worker));
  const summary = {files: files.length, bytes, brBytes, gzipBytes, twins, ms: Math.round(performance.now() - started)};
  if (stamp) await stampBuild(root, summary);
  return summary;
}

/** Marks the build in `root` as finished (every twin written), with what compressing it did. */
export async function stampBuild(root: string, summary: CompressionSummary): Promise<void> {
  await writeFile(path.join(root, PRECOMPRESSED_STAMP), `${JSON.stringify(summary)}\n`);
}

/** What several runs did together. */
export function addSummaries(summaries: readonly CompressionSummary[]): CompressionSummary {
  const total = (key: keyof CompressionSummary): number => summaries.reduce((sum, summary) => sum + summary[key], 0);
  return {
    files: total('files'),
    bytes: total('bytes'),
    brBytes: total('brBytes'),
    gzipBytes: total('gzipBytes'),
    twins: total('twins'),
    ms: total('ms'),
  };
}

/** The line that reports a summary (sizes in MB of 1024 × 1024 bytes). */
export function summaryLine(summary: CompressionSummary): string {
  const mb = (n: number): string => (n / 1024 / 1024).toFixed(1);
  return (
    `compress-build: ${summary.files} files (${mb(summary.bytes)} MB) → ${summary.twins} twins ` +
    `(brotli ${mb(summary.brBytes)} MB, gzip ${mb(summary.gzipBytes)} MB)`
  );
}

async function main(): Promise<void> {
  const root = path.resolve(process.argv[2] ?? 'build');
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) throw new Error(`${root} is not a folder: run the site build first`);
  const summary = await compressBuild(root);
  process.stdout.write(`${summaryLine(summary)} in ${(summary.ms / 1000).toFixed(1)} s\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`compress-build: ${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
