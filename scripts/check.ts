/**
 * `npm run check`: what a change must pass before the tests, in about a
 * minute, with each problem printed once and named by its file (and line,
 * or item and field). It is `npm test`'s first step, so CI runs it first on
 * every pull request, the web editor's included.
 *
 * - lint: ESLint (eslint.config.mjs);
 * - format: Prettier's check (.prettierrc.json);
 * - types: tsc over the whole repository (tsconfig.json);
 * - styles: Stylelint (stylelint.config.mjs: the sides of right-to-left
 *   pages written logically);
 * - i18n: `npm run i18n:check --quiet` (translations);
 * - data: data/ through the reader the import uses, without a database;
 * - files: the photos and PDFs data/ and the pages name, under static/;
 * - links: the links of the pages in docs/ and i18n/ to the site's addresses.
 *
 * The tools run as processes of their own, as many at a time as the machine
 * has cores, while this process reads the content.
 *
 * Usage: npm run check [-- --only data,files,links] [-- --root DIR] [-- --report FILE]
 * (`--root` points the content steps at another copy of the repository;
 * `--report` writes each step's verdict as JSON, for `npm test`'s summary).
 */
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {checkData, checkFiles, checkLinks, type CheckProblem, formatCheckProblem} from './lib/content-check';
import {siteRoutes} from './lib/site-routes';

const repo = path.resolve(__dirname, '..');

/** The value after `flag` in the command line, if given. */
function option(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const only = option('--only')?.split(',');
const reportOption = option('--report');
const reportFile = reportOption === undefined ? undefined : path.resolve(reportOption);
const root = path.resolve(option('--root') ?? repo);
// The content steps name files from the root they check.
process.chdir(root);

/** `node <the package's bin> args`, without npx or a shell, the same on every platform. */
function bin(pkg: string, name: string, args: readonly string[]): string[] {
  const manifest = require.resolve(`${pkg}/package.json`, {paths: [repo]});
  const {bin: bins} = JSON.parse(readFileSync(manifest, 'utf8')) as {bin: string | Record<string, string>};
  return [path.join(path.dirname(manifest), typeof bins === 'string' ? bins : bins[name]), ...args];
}

interface Outcome {
  readonly ok: boolean;
  /** What to show: a tool's output, or one line per problem. */
  readonly output: string;
}

// The tools write to a pipe: colours only when this process writes to a terminal.
const {FORCE_COLOR: _colour, ...plainEnv} = process.env;
const colours: NodeJS.ProcessEnv = process.stdout.isTTY ? {...process.env, FORCE_COLOR: '1'} : {...plainEnv, NO_COLOR: '1'};

/** A tool run in its own process; its output is kept and shown if it fails. */
function tool(args: readonly string[]): () => Promise<Outcome> {
  return () =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, args, {cwd: repo, env: colours, stdio: ['ignore', 'pipe', 'pipe']});
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', (error) => resolve({ok: false, output: `could not start: ${error.message}`}));
      child.on('close', (code) => resolve({ok: code === 0, output}));
    });
}

function problemsOutcome(problems: readonly CheckProblem[]): Outcome {
  return {ok: problems.length === 0, output: problems.map(formatCheckProblem).join('\n')};
}

interface Step {
  readonly name: string;
  readonly what: string;
  readonly run: () => Promise<Outcome>;
}

/**
 * Each tool keeps what it found in node_modules/.cache, so a second run looks
 * again only at what changed since (a fresh clone, as in CI, starts without).
 */
const cacheDir = path.join(repo, 'node_modules', '.cache', 'check');
mkdirSync(cacheDir, {recursive: true});
const cache = (name: string) => path.join(cacheDir, name);

// Longest first, so the last to start is not the one everything waits for.
const TOOLS: Step[] = [
  {
    name: 'types',
    what: 'tsc',
    run: tool(bin('typescript', 'tsc', ['--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', cache('tsc.tsbuildinfo')])),
  },
  {name: 'lint', what: 'ESLint', run: tool(bin('eslint', 'eslint', ['--cache', '--cache-location', cache('eslint.cache'), '.']))},
  {
    name: 'format',
    what: 'Prettier',
    run: tool(bin('prettier', 'prettier', ['--check', '--log-level=warn', '--cache', '--cache-location', cache('prettier.cache'), '.'])),
  },
  {name: 'i18n', what: 'i18n:check', run: tool(['--import', 'tsx', 'scripts/i18n-check.ts', '--quiet'])},
  {
    name: 'styles',
    what: 'Stylelint',
    run: tool(bin('stylelint', 'stylelint', ['--cache', '--cache-location', cache('stylelint.cache'), '**/*.css'])),
  },
];

const CONTENT: Step[] = [
  {name: 'data', what: 'data/ through the reader', run: async () => problemsOutcome(checkData(root))},
  {name: 'files', what: 'photos and PDFs under static/', run: async () => problemsOutcome(checkFiles(root))},
  {name: 'links', what: 'links of docs/ and i18n/', run: async () => problemsOutcome(await checkLinks(root, siteRoutes(root)))},
];

/** What `--report` writes: each step's verdict, and the first line of what it found. */
export type CheckReport = {name: string; ok: boolean; seconds: number; firstProblem?: string}[];

interface Done extends Outcome {
  readonly step: Step;
  readonly seconds: number;
}

async function timed(step: Step): Promise<Done> {
  const started = Date.now();
  let outcome: Outcome;
  try {
    outcome = await step.run();
  } catch (error) {
    outcome = {ok: false, output: (error as Error).stack ?? String(error)};
  }
  const done = {...outcome, step, seconds: (Date.now() - started) / 1000};
  // Each step's verdict as it ends; what failed is shown again, in full, at the end.
  console.log(`${done.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.what}) ${done.seconds.toFixed(1)} s`);
  return done;
}

/** Runs `steps` with at most `width` at a time, in order. */
async function pool(steps: readonly Step[], width: number): Promise<Done[]> {
  const results: Done[] = [];
  let next = 0;
  const worker = async () => {
    while (next < steps.length) results.push(await timed(steps[next++]));
  };
  await Promise.all(Array.from({length: Math.min(width, steps.length)}, worker));
  return results;
}

async function main(): Promise<void> {
  const started = Date.now();
  const chosen = (steps: Step[]) => steps.filter((step) => only === undefined || only.includes(step.name));
  const [tools, content] = await Promise.all([pool(chosen(TOOLS), Math.max(2, availableParallelism())), pool(chosen(CONTENT), 1)]);
  const failed = [...tools, ...content].filter((done) => !done.ok);
  for (const done of failed) {
    console.log(`\n=== ${done.step.name} (${done.step.what}) ===\n${done.output.trim()}`);
  }
  if (reportFile !== undefined) {
    const report: CheckReport = [...tools, ...content].map(({step, ok, seconds, output}) => ({
      name: step.name,
      ok,
      seconds,
      firstProblem: ok ? undefined : output.trim().split('\n')[0],
    }));
    writeFileSync(reportFile, JSON.stringify(report));
  }
  const count = tools.length + content.length;
  console.log(`\ncheck: ${count - failed.length} of ${count} steps passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failed.length === 0 ? 0 : 1);
}

void main();
