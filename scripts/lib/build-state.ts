/**
 * Whether the production build in build/ is missing or older than the sources
 * it is made from. `npm start` and `npm test` rebuild only when this says so.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/** Inputs of the site build, relative to the repository root. */
export const BUILD_INPUTS = [
  'src',
  'docs',
  'i18n',
  'static',
  'plugins',
  // The feeds and the sitemap are made from the data files at build time.
  'data',
  'docusaurus.config.ts',
  'sidebars.ts',
  'pagefind.yml',
  'package-lock.json',
] as const;

/** File written last by a successful build (Pagefind's entry script). */
export const BUILD_STAMP = path.join('build', 'pagefind', 'pagefind.js');

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
