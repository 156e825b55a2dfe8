/**
 * `npm run bench:site`: Lighthouse scores of the built site on this machine.
 *
 * 1. Starts the real server (scripts/start.ts with SKIP_BUILD=1, so it serves
 *    build/ as it is, or SITE_DIR) on a free port, with a temporary SQLite
 *    database loaded from data/.
 * 2. Starts the system Chromium headless (scripts/lib/chromium.ts) with a
 *    DevTools port; nothing is downloaded.
 * 3. Runs Lighthouse in its default mobile mode (Moto G Power screen, 4x CPU
 *    slowdown, slow 4G) with simulated throttling on one page of each kind
 *    (the pages of the page-weight budget, scripts/page-weight.ts) in English
 *    and Dari, and prints the four category scores and LCP, CLS and TBT of
 *    each page.
 *
 * Targets: 100 in accessibility, best practices and SEO, at least 97 in
 * performance, the largest content painted within 1.8 s and no layout shift;
 * a figure short of its target is marked with `!`. The script reports, it
 * does not fail on a low score.
 *
 * Lighthouse is not a dependency of the project (it is large and only this
 * script uses it): install it for a run with `npm install --no-save lighthouse`.
 *
 * Environment: BENCH_SITE_RUNS (1): runs per page, the median run by
 * performance score is shown (Lighthouse's advice for noisy figures);
 * BENCH_SITE_PAGES: a comma-separated list of paths to measure instead (for
 * example `/fa/events,/fa/`); BENCH_SITE_PORT (a free port); SITE_DIR
 * (build); BENCH_SITE_JSON, a file to write the figures to as JSON.
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {CHROMIUM_ARGS, findChromium} from './lib/chromium';
import {PAGES} from './page-weight';

const ROOT = path.resolve(__dirname, '..');

/** The pages measured: those of the page-weight budget, in English and Dari (Pashto pages are built like the Dari ones). */
export const BENCH_PAGES = PAGES.filter((page) => page.locale !== 'ps').map(({locale, route}) =>
  locale === 'en' ? route : route === '/' ? `/${locale}/` : `/${locale}${route}`,
);

/** The targets: a score at least this, LCP at most this many ms, CLS at most this. */
export const TARGETS = {performance: 97, other: 100, lcp: 1800, cls: 0} as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The part of Lighthouse's result this script reads. */
interface LighthouseResult {
  readonly lhr: {
    readonly categories: Record<Category, {readonly score: number | null}>;
    readonly audits: Record<string, {readonly numericValue?: number; readonly score: number | null; readonly title: string}>;
    readonly environment?: {readonly benchmarkIndex?: number};
    readonly runtimeError?: {readonly code: string; readonly message: string};
  };
}

type LighthouseFunction = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

/** One page's figures. */
export interface PageFigures {
  readonly path: string;
  readonly scores: Record<Category, number>;
  /** First Contentful Paint, ms. */
  readonly fcp: number;
  /** Largest Contentful Paint, ms. */
  readonly lcp: number;
  readonly cls: number;
  /** Total Blocking Time, ms. */
  readonly tbt: number;
  /** Titles of the failed audits of the non-performance categories, for the reader to fix. */
  readonly failing: readonly string[];
}

function log(message: string): void {
  process.stderr.write(`bench:site: ${message}\n`);
}

/** Lighthouse, or undefined when the package is not installed. */
async function loadLighthouse(): Promise<LighthouseFunction | undefined> {
  // A variable specifier: the package is optional, so the type checker must not look for it.
  const specifier = 'lighthouse';
  try {
    const module = (await import(specifier)) as {default: LighthouseFunction};
    return module.default;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Starts a process in its own group, so stopping it stops its children too. */
function startGroup(command: string, args: readonly string[], env: NodeJS.ProcessEnv, stderr: 'pipe' | 'inherit'): ChildProcess {
  return spawn(command, args, {cwd: ROOT, env, detached: true, stdio: ['ignore', 'ignore', stderr]});
}

/** Stops a process started by startGroup, and its children. */
export function stopGroup(child: ChildProcess | undefined): void {
  if (child?.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Launches headless Chromium with a DevTools port and returns that port. */
export async function startChromium(executable: string, profileDir: string): Promise<{child: ChildProcess; port: number}> {
  const child = startGroup(
    executable,
    [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    process.env,
    // Read: Chromium prints its DevTools address there (and the listener keeps draining it).
    'pipe',
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
  return {child, port};
}

function median<T>(values: readonly T[], key: (value: T) => number): T {
  const sorted = [...values].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor(sorted.length / 2)];
}

function figuresOf(pathname: string, result: LighthouseResult): PageFigures {
  const {lhr} = result;
  if (lhr.runtimeError) throw new Error(`${pathname}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Record<
    Category,
    number
  >;
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.numericValue === undefined)
    .map((audit) => audit.title);
  return {
    path: pathname,
    scores,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    failing,
  };
}

/** The figures as a Markdown table; `!` marks a score under its target. */
export function formatFigures(figures: readonly PageFigures[]): string {
  const mark = (category: Category, score: number) =>
    `${score}${score < (category === 'performance' ? TARGETS.performance : TARGETS.other) ? '!' : ''}`;
  const short = (figure: string, over: boolean) => `${figure}${over ? '!' : ''}`;
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP s', 'LCP s', 'CLS', 'TBT ms'];
  const rows = figures.map((page) => [
    page.path,
    ...CATEGORIES.map((category) => mark(category, page.scores[category])),
    (page.fcp / 1000).toFixed(2),
    short((page.lcp / 1000).toFixed(2), page.lcp > TARGETS.lcp),
    short(page.cls.toFixed(3), page.cls > TARGETS.cls),
    String(Math.round(page.tbt)),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => `${'-'.repeat(width + 1)}${column === 0 ? '-' : ':'}`).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const lighthouse = await loadLighthouse();
  if (!lighthouse) {
    process.stderr.write(
      'bench:site: Lighthouse is not installed. It is not a dependency of the project;\n' +
        'install it for this run with:\n\n    npm install --no-save lighthouse\n\nthen run npm run bench:site again.\n',
    );
    process.exit(2);
  }
  const chromium = findChromium();
  if (!chromium) {
    process.stderr.write("bench:site: no Chromium found: install Debian's chromium or set CHROME_PATH.\n");
    process.exit(2);
  }
  const siteDir = process.env.SITE_DIR ?? 'build';
  if (!existsSync(path.resolve(ROOT, siteDir, 'index.html'))) {
    process.stderr.write(`bench:site: ${siteDir}/ holds no build: run npm run build first.\n`);
    process.exit(2);
  }
  const runs = Math.max(1, Number(process.env.BENCH_SITE_RUNS ?? 1));
  const port = Number(process.env.BENCH_SITE_PORT ?? (await freePort()));
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-site-'));
  let server: ChildProcess | undefined;
  let browser: ChildProcess | undefined;
  const stop = () => {
    stopGroup(browser);
    stopGroup(server);
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    log(`starting the server on port ${port} (SITE_DIR=${siteDir})`);
    server = startGroup(
      'npx',
      ['tsx', 'scripts/start.ts'],
      {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SKIP_BUILD: '1',
        SITE_DIR: siteDir,
        DATABASE_URL: `sqlite:${path.join(workDir, 'bench.sqlite')}`,
        LOG_LEVEL: 'warn',
      },
      'inherit',
    );
    await waitFor(`http://127.0.0.1:${port}/healthz`, server, 120);
    const started = await startChromium(chromium, path.join(workDir, 'profile'));
    browser = started.child;

    const figures: PageFigures[] = [];
    let benchmarkIndex: number | undefined;
    const pages = process.env.BENCH_SITE_PAGES ? process.env.BENCH_SITE_PAGES.split(',').map((page) => page.trim()) : BENCH_PAGES;
    for (const pathname of pages) {
      const url = `http://127.0.0.1:${port}${pathname}`;
      const results: PageFigures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`${pathname} (run ${run} of ${runs})`);
        // Lighthouse sometimes loses its trace (NO_NAVSTART and the like);
        // such a run says nothing about the page, so it is run again.
        for (let attempt = 1; ; attempt += 1) {
          const result = await lighthouse(url, {
            port: started.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            formFactor: 'mobile',
            throttlingMethod: 'simulate',
          });
          if (!result) throw new Error(`${pathname}: Lighthouse returned no result`);
          if (result.lhr.runtimeError && attempt < 3) {
            log(`${pathname}: ${result.lhr.runtimeError.code}, running again`);
            continue;
          }
          benchmarkIndex ??= result.lhr.environment?.benchmarkIndex;
          results.push(figuresOf(pathname, result));
          break;
        }
      }
      figures.push(median(results, (page) => page.scores.performance));
    }

    process.stdout.write(
      `Lighthouse, mobile, simulated throttling; ${runs} run(s) per page, median shown` +
        `${benchmarkIndex ? `; CPU benchmark index ${Math.round(benchmarkIndex)}` : ''}\n\n`,
    );
    process.stdout.write(`${formatFigures(figures)}\n`);
    const failing = figures.filter((page) => page.failing.length > 0);
    if (failing.length > 0) {
      process.stdout.write('\nAudits not passed:\n');
      for (const page of failing) process.stdout.write(`- ${page.path}: ${page.failing.join('; ')}\n`);
    }
    if (process.env.BENCH_SITE_JSON) {
      await writeFile(process.env.BENCH_SITE_JSON, `${JSON.stringify({benchmarkIndex, runs, figures}, null, 2)}\n`);
    }
  } finally {
    stop();
    // Chromium may still be writing its profile as it exits.
    await rm(workDir, {recursive: true, force: true, maxRetries: 10, retryDelay: 200});
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`bench:site: ${(error as Error).stack ?? error}\n`);
    process.exitCode = 1;
  });
}
