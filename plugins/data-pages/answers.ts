/**
 * The API's answers for data/, computed once per build process and shared by
 * the plugins that need them (data pages, feeds, sitemap): the real server
 * answers every call on a temporary database (server/src/build-answers.ts),
 * run as its own process so the build's bundler process never loads the
 * server and its database drivers.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {BuildAnswers} from '../../server/src/build-answers';

export type {BuildAnswers} from '../../server/src/build-answers';

// Docusaurus loads the plugins anew for each locale it builds; the answers
// stay for the whole process (one data folder per build).
const memo = globalThis as typeof globalThis & {__buildAnswers?: Map<string, BuildAnswers>};

/**
 * The answers for the data folder of `siteDir` (DATA_DIR or `data/`),
 * written to `generatedDir/build-answers.json` as well. Throws with the
 * data's problems when data/ does not validate.
 */
export function loadBuildAnswers(siteDir: string, generatedDir: string): BuildAnswers {
  const dataDir = path.resolve(siteDir, process.env.DATA_DIR ?? 'data');
  memo.__buildAnswers ??= new Map();
  const known = memo.__buildAnswers.get(dataDir);
  if (known !== undefined) return known;
  const outFile = path.join(generatedDir, 'build-answers.json');
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(siteDir, 'server/src/build-answers.ts'), dataDir, outFile], {
    cwd: siteDir,
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(`the API could not answer for ${dataDir}:\n${result.stderr || result.error?.message || `exit ${result.status}`}`);
  }
  const answers = JSON.parse(readFileSync(outFile, 'utf8')) as BuildAnswers;
  memo.__buildAnswers.set(dataDir, answers);
  return answers;
}
