/**
 * Whether the production build in build/ is missing or older than the sources
 * it is made from. `npm start` and `npm test` rebuild only when this says so.
 */
import {existsSync, readdirSync, statSync, utimesSync} from 'node:fs';
import path from 'node:path';

/** Inputs of the site build, relative to the repository root. */
export const BUILD_INPUTS = [
  'content',
  'src',
  'docs',
  'i18n',
  'static',
  'plugins',
  // Data pages, feeds and the sitemap are made from the data files at build
  // time, with the API's own code answering for them.
  'data',
  'server/src',
  'docusaurus.config.ts',
  'sidebars.ts',
  'scripts/build-search-index.ts',
  'scripts/purge-css.ts',
  'scripts/compress-build.ts',
  'scripts/finish-build.ts',
  'scripts/lib/locale-files.ts',
  'package-lock.json',
] as const;

/**
 * File written last by a successful build: the stamp of its last step,
 * scripts/compress-build.ts (a build without it lacks the .br/.gz twins).
 */
export const BUILD_STAMP = path.join('build', '.precompressed');

/**
 * Files inside the inputs that `npm run cms` generates (the web editor's
 * configuration and script, for `npm run dev`): the build writes its own
 * into build/admin/, so they never make the build stale.
 */
const GENERATED = new Set(['config.yml', 'decap-cms.js', 'decap-cms.css'].map((file) => path.join('static', 'admin', file)));

function newestMtime(target: string): number {
  if (!existsSync(target)) {
    return 0;
  }
  const stats = statSync(target);
  if (!stats.isDirectory()) {
    return stats.mtimeMs;
  }
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target, {withFileTypes: true})) {
    // Tests beside the code do not change the built site.
    if (entry.name === 'node_modules' || /\.test\.tsx?$/.test(entry.name)) {
      continue;
    }
    if (GENERATED.has(path.join(path.basename(path.dirname(target)), path.basename(target), entry.name))) {
      continue;
    }
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when build/ must be (re)made before the site can be served. */
export function isBuildStale(root: string): boolean {
  const stamp = path.join(root, BUILD_STAMP);
  if (!existsSync(stamp)) {
    return true;
  }
  const builtAt = statSync(stamp).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

/**
 * Dates a finished build's stamp back to when the build started, so that a
 * source saved while it ran (and perhaps read by it only in part) makes the
 * next `npm start` or `npm test` build again.
 */
export function stampBuildStart(root: string, startedAt: Date): void {
  const stamp = path.join(root, BUILD_STAMP);
  if (existsSync(stamp)) utimesSync(stamp, startedAt, startedAt);
}
