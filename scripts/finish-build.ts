/**
 * The steps of `npm run build` after `docusaurus build`, in one process, on
 * every core:
 * - unused CSS dropped from the stylesheets (scripts/purge-css.ts),
 * - the search index written into `pagefind/` (scripts/build-search-index.ts),
 * - the `.br` and `.gz` twins of the pages and scripts (scripts/compress-build.ts),
 * all three at once, since none reads what another writes; then the twins of
 * the purged stylesheets and of the index, and the stamp of a finished build.
 *
 * Usage: tsx scripts/finish-build.ts [buildDir, default build]
 */
import path from 'node:path';
import {indexBuild} from './build-search-index';
import {compressBuild} from './compress-build';
import {purgeBuild} from './purge-css';

/** Files the purge or the index writes: compressed once those are done. */
function writtenLater(relative: string): boolean {
  const parts = relative.split(/[\\/]/);
  return parts.includes('pagefind') || /\.css$/.test(relative);
}

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const [purged, indexed, first] = await Promise.all([
    purgeBuild(buildDir),
    indexBuild(buildDir),
    compressBuild(buildDir, {only: (relative) => !writtenLater(relative), stamp: false}),
  ]);
  for (const line of [...purged, indexed]) process.stdout.write(`${line}\n`);
  const last = await compressBuild(buildDir, {only: writtenLater});
  const mb = (n: number): string => (n / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `compress-build: ${first.files + last.files} files (${mb(first.bytes + last.bytes)} MB) → ${first.twins + last.twins} twins ` +
      `(brotli ${mb(first.brBytes + last.brBytes)} MB, gzip ${mb(first.gzipBytes + last.gzipBytes)} MB)\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`build: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
