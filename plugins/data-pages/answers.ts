/**
 * The API's answers for data/, computed once per build process and shared by
 * the plugins that need them (data pages, feeds, sitemap): the real server
 * answers every call on a temporary database (server/src/build-answers.ts),
 * run as its own process so the build's bundler process never loads the
 * server and its database drivers.
 *
 * docusaurus.config.ts starts that process when a build reads it, before any
 * content is loaded ({@link startBuildAnswers}), so it runs on the other core
 * while Docusaurus reads the site; the data pages plugin waits for it in
 * `loadContent` (and starts it there if nothing did).
 */
import {spawn, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {BuildAnswers} from '../../server/src/build-answers';

export type {BuildAnswers} from '../../server/src/build-answers';

// Docusaurus loads the plugins anew for each locale it builds; the answers
// stay for the whole process (one data folder per build).
const memo = globalThis as typeof globalThis & {
  __buildAnswers?: Map<string, BuildAnswers>;
  __buildAnswersRuns?: Map<string, Promise<BuildAnswers>>;
};

/** The data folder of a site: DATA_DIR, or `data/`. */
export function dataDirOf(siteDir: string): string {
  return path.resolve(siteDir, process.env.DATA_DIR ?? 'data');
}

function command(siteDir: string, dataDir: string, outFile: string): string[] {
  return ['--import', 'tsx', path.join(siteDir, 'server/src/build-answers.ts'), dataDir, outFile];
}

function failure(dataDir: string, detail: string): Error {
  return new Error(`the API could not answer for ${dataDir}:\n${detail}`);
}

/** Reads the answers the process wrote, keeps them for the other locales, and removes its folder. */
function readAnswers(dataDir: string, folder: string): BuildAnswers {
  try {
    const answers = JSON.parse(readFileSync(path.join(folder, 'answers.json'), 'utf8')) as BuildAnswers;
    (memo.__buildAnswers ??= new Map()).set(dataDir, answers);
    return answers;
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

/**
 * Starts answering for the data folder of `siteDir` (DATA_DIR or `data/`)
 * in the background; the promise rejects with the data's problems when
 * data/ does not validate. With `reuse` (a build: data/ does not change
 * while it runs) the answers are computed once per process and shared by
 * the locales; without it (the development server, reloading after an
 * edit) each call answers afresh.
 */
export function startBuildAnswers(siteDir: string, {reuse = true}: {readonly reuse?: boolean} = {}): Promise<BuildAnswers> {
  const dataDir = dataDirOf(siteDir);
  memo.__buildAnswersRuns ??= new Map();
  if (!reuse) {
    memo.__buildAnswers?.delete(dataDir);
    memo.__buildAnswersRuns.delete(dataDir);
  }
  const known = memo.__buildAnswers?.get(dataDir);
  if (known !== undefined) return Promise.resolve(known);
  let run = memo.__buildAnswersRuns.get(dataDir);
  if (run === undefined) {
    run = new Promise<BuildAnswers>((resolve, reject) => {
      const folder = mkdtempSync(path.join(tmpdir(), 'build-answers-'));
      const child = spawn(process.execPath, command(siteDir, dataDir, path.join(folder, 'answers.json')), {
        cwd: siteDir,
        stdio: ['ignore', 'inherit', 'pipe'],
      });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.on('error', (error) => {
        rmSync(folder, {recursive: true, force: true});
        reject(failure(dataDir, error.message));
      });
      child.on('close', (status) => {
        if (status !== 0) {
          rmSync(folder, {recursive: true, force: true});
          reject(failure(dataDir, stderr || `exit ${status}`));
          return;
        }
        try {
          resolve(readAnswers(dataDir, folder));
        } catch (error) {
          reject(error);
        }
      });
    });
    // Awaited in loadContent; until then a failure must not count as unhandled.
    run.catch(() => undefined);
    memo.__buildAnswersRuns.set(dataDir, run);
  }
  return run;
}

/**
 * The answers for the data folder of `siteDir`, for the plugins that read
 * them after content is loaded: those of this process's run, or a run of
 * their own when there was none (a plugin tested alone).
 */
export function loadBuildAnswers(siteDir: string): BuildAnswers {
  const dataDir = dataDirOf(siteDir);
  const known = memo.__buildAnswers?.get(dataDir);
  if (known !== undefined) return known;
  const folder = mkdtempSync(path.join(tmpdir(), 'build-answers-'));
  const result = spawnSync(process.execPath, command(siteDir, dataDir, path.join(folder, 'answers.json')), {
    cwd: siteDir,
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  if (result.status !== 0) {
    rmSync(folder, {recursive: true, force: true});
    throw failure(dataDir, result.stderr || result.error?.message || `exit ${result.status}`);
  }
  return readAnswers(dataDir, folder);
}
