/**
 * `npm run bench:site`: Lighthouse figures of the built site on this
 * machine, and with `-- --stock` the same beside a stock Docusaurus site.
 *
 * 1. Starts the real server on the build (scripts/lib/serve.ts: SKIP_BUILD,
 *    build/ or SITE_DIR as it is, a temporary SQLite database loaded from
 *    data/) on a free port.
 * 2. With `--stock`: makes a vanilla site with `create-docusaurus` (the
 *    classic template, at the version of @docusaurus/core the project has)
 *    in a temporary folder, gives it the same three locales (Dari and Pashto
 *    right to left), installs and builds it, and serves its build with
 *    brotli as the site's server sends its own (BENCH_STOCK_DIR names a
 *    folder to make it in, or one made before, which is then reused).
 * 3. Starts the system Chromium headless (scripts/lib/chromium.ts) with a
 *    DevTools port; nothing is downloaded.
 * 4. Runs Lighthouse in its default mobile mode (Moto G Power screen, 4x CPU
 *    slowdown, slow 4G, simulated throttling) on one page of each kind (the
 *    pages of the page-weight budget, scripts/page-weight.ts) in English and
 *    Dari, and on the stock site's home page, docs page and blog, one run of
 *    each page in turn, BENCH_SITE_RUNS times (3 with `--stock`): the
 *    machine's speed drifts, so only figures taken side by side compare. The
 *    median run of each page is shown, with the first-view JavaScript as a
 *    browser loads it (scripts/lib/first-view.ts; brotli at quality 11) and
 *    Lighthouse's CPU benchmark index of the run.
 *
 * Targets, marked `!` when missed: 100 in accessibility, best practices and
 * SEO; no layout shift; and, beside the stock site, at most 0.85 times its
 * home page's first-view JavaScript, at most half its largest contentful
 * paint, and no more total blocking time. The script reports; it does not
 * fail on a figure.
 *
 * Lighthouse is not a dependency of the project (it is large and only this
 * script uses it): install it for a run with `npm install --no-save lighthouse`.
 *
 * Environment: BENCH_SITE_RUNS; BENCH_SITE_PAGES, a comma-separated list of
 * paths to measure instead (for example `/fa/events,/fa/`); SITE_DIR
 * (build); BENCH_STOCK_DIR; BENCH_SITE_JSON, a file to write the figures to
 * as JSON; BENCH_SITE_REPORTS, a folder to keep each run's whole Lighthouse
 * report in (`<site>_<path>-run<n>.json`), for the audits behind a figure:
 * `mainthread-work-breakdown`, `bootup-time`, `long-tasks`.
 */
import {type ChildProcess, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {CHROMIUM_ARGS, findChromium} from './lib/chromium';
import {firstViewScriptsOf, launchChromium} from './lib/first-view';
import {npx, npm} from './lib/npm';
import {type RunningServer, serveDirectory, startGroup, startSiteServer, stopGroup} from './lib/serve';
import {brotliSize, PAGES, pageAddress} from './page-weight';

const ROOT = path.resolve(__dirname, '..');

/** The pages measured: those of the page-weight budget, in English and Dari (Pashto pages are built like the Dari ones). */
export const BENCH_PAGES = PAGES.filter((page) => page.locale !== 'ps').map(pageAddress);

/** The stock site's pages: its home page (the reference), a docs page and the blog. */
export const STOCK_PAGES = ['/', '/docs/intro', '/blog'] as const;

/** The targets: scores, CLS, and the ratios to the stock site. */
export const TARGETS = {other: 100, cls: 0, js: 0.85, lcp: 0.5} as const;

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
  readonly site: 'site' | 'stock';
  readonly path: string;
  readonly scores: Record<Category, number>;
  /** First Contentful Paint, ms. */
  readonly fcp: number;
  /** Largest Contentful Paint, ms. */
  readonly lcp: number;
  readonly cls: number;
  /** Total Blocking Time, ms. */
  readonly tbt: number;
  /** Lighthouse's CPU benchmark index of the run. */
  readonly benchmarkIndex: number;
  /** First-view JavaScript, brotli bytes. */
  readonly js?: number;
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

/** Launches headless Chromium with a DevTools port and returns that port. */
async function startChromium(executable: string, profileDir: string): Promise<{child: ChildProcess; port: number}> {
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

/** The median of figures by performance score, as Lighthouse advises for noisy runs. */
function median(values: readonly PageFigures[]): PageFigures {
  const sorted = [...values].sort((a, b) => a.scores.performance - b.scores.performance || a.lcp - b.lcp);
  return sorted[Math.floor(sorted.length / 2)];
}

function figuresOf(site: PageFigures['site'], pathname: string, result: LighthouseResult): PageFigures {
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
    site,
    path: pathname,
    scores,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    failing,
  };
}

/** The figures as a Markdown table; with the stock home page's figures, each page's ratios to them and `!` on a missed target. */
export function formatFigures(figures: readonly PageFigures[], stockHome?: PageFigures): string {
  const header = ['site', 'page', 'JS kB', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP s', 'LCP s', 'CLS', 'TBT ms', 'bench'];
  if (stockHome) header.push('JS ×', 'LCP ×');
  const flag = (text: string, missed: boolean) => `${text}${missed ? '!' : ''}`;
  const rows = figures.map((page) => {
    const isSite = page.site === 'site';
    const js = page.js === undefined ? '' : (page.js / 1000).toFixed(1);
    const row = [
      page.site,
      page.path,
      isSite && stockHome?.js !== undefined && page.js !== undefined ? flag(js, page.js > stockHome.js * TARGETS.js) : js,
      String(page.scores.performance),
      ...(['accessibility', 'best-practices', 'seo'] as const).map((category) =>
        isSite ? flag(String(page.scores[category]), page.scores[category] < TARGETS.other) : String(page.scores[category]),
      ),
      (page.fcp / 1000).toFixed(2),
      isSite && stockHome ? flag((page.lcp / 1000).toFixed(2), page.lcp > stockHome.lcp * TARGETS.lcp) : (page.lcp / 1000).toFixed(2),
      isSite ? flag(page.cls.toFixed(3), page.cls > TARGETS.cls) : page.cls.toFixed(3),
      isSite && stockHome ? flag(String(Math.round(page.tbt)), page.tbt > stockHome.tbt) : String(Math.round(page.tbt)),
      String(Math.round(page.benchmarkIndex)),
    ];
    if (stockHome) {
      row.push(page.js !== undefined && stockHome.js !== undefined ? (page.js / stockHome.js).toFixed(2) : '', (page.lcp / stockHome.lcp).toFixed(2));
    }
    return row;
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => `${'-'.repeat(width + 1)}${column < 2 ? '-' : ':'}`).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Runs a command in `cwd`, stopping the bench with its output when it fails. */
function run(command: {command: string; args: readonly string[]; shell?: boolean}, cwd: string, what: string): void {
  log(what);
  const result = spawnSync(command.command, command.args, {cwd, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', shell: command.shell});
  if (result.error) throw new Error(`${what} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.stderr}`);
}

/**
 * A stock Docusaurus classic site with the site's three locales, built in
 * `dir` (made there unless it holds a build already). Returns its build folder.
 */
export function makeStockSite(dir: string): string {
  const site = path.join(dir, 'stock');
  const buildDir = path.join(site, 'build');
  if (existsSync(path.join(buildDir, 'index.html'))) return buildDir;
  mkdirSync(dir, {recursive: true});
  const version = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8')) as {version: string})
    .version;
  if (!existsSync(path.join(site, 'package.json'))) {
    run(
      npm(['exec', '--yes', '--', `create-docusaurus@${version}`, 'stock', 'classic', '--skip-install', '--javascript']),
      dir,
      `create-docusaurus@${version} classic`,
    );
  }
  // The same locales as the site: English, and Dari and Pashto right to left.
  const configFile = path.join(site, 'docusaurus.config.js');
  const config = readFileSync(configFile, 'utf8');
  const locales =
    "locales: ['en', 'fa', 'ps'],\n    localeConfigs: {fa: {direction: 'rtl', htmlLang: 'fa-AF'}, ps: {direction: 'rtl', htmlLang: 'ps-AF'}},";
  if (!config.includes("'ps'")) writeFileSync(configFile, config.replace(/locales: \['en'\],/, locales));
  run(npm(['install', '--no-audit', '--no-fund']), site, 'installing the stock site');
  run(npx(['docusaurus', 'build']), site, 'building the stock site');
  return buildDir;
}

/** First-view JavaScript of each URL, brotli at quality 11, from the files of `buildDir`. */
async function javascriptOf(urls: readonly string[], buildDir: string): Promise<Map<string, number>> {
  const browser = await launchChromium();
  try {
    const scripts = await firstViewScriptsOf(browser, urls);
    return new Map(
      [...scripts].map(([url, paths]) => [
        url,
        paths.reduce((sum, file) => sum + brotliSize(readFileSync(path.join(buildDir, decodeURIComponent(file)))), 0),
      ]),
    );
  } finally {
    await browser.close();
  }
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
  const siteDir = path.resolve(ROOT, process.env.SITE_DIR ?? 'build');
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    process.stderr.write(`bench:site: ${siteDir}/ holds no build: run npm run build first.\n`);
    process.exit(2);
  }
  const withStock = process.argv.includes('--stock');
  const runs = Math.max(1, Number(process.env.BENCH_SITE_RUNS ?? (withStock ? 3 : 1)));
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-site-'));
  const servers: RunningServer[] = [];
  let browser: ChildProcess | undefined;
  const stop = async () => {
    stopGroup(browser);
    await Promise.all(servers.map((server) => server.stop()));
  };
  process.once('SIGINT', () => {
    void stop().then(() => process.exit(130));
  });
  try {
    const site = await startSiteServer(siteDir);
    servers.push(site);
    let stockBuild: string | undefined;
    let stock: RunningServer | undefined;
    if (withStock) {
      stockBuild = makeStockSite(process.env.BENCH_STOCK_DIR ?? workDir);
      stock = await serveDirectory(stockBuild);
      servers.push(stock);
    }
    const pages = process.env.BENCH_SITE_PAGES ? process.env.BENCH_SITE_PAGES.split(',').map((page) => page.trim()) : BENCH_PAGES;
    const targets = [
      ...pages.map((pathname) => ({site: 'site' as const, pathname, url: `${site.origin}${pathname}`})),
      ...(stock ? STOCK_PAGES.map((pathname) => ({site: 'stock' as const, pathname, url: `${stock.origin}${pathname}`})) : []),
    ];
    log('measuring the first-view JavaScript');
    const siteJs = await javascriptOf(
      targets.filter((target) => target.site === 'site').map((target) => target.url),
      siteDir,
    );
    const stockJs =
      stockBuild === undefined
        ? new Map<string, number>()
        : await javascriptOf(
            targets.filter((target) => target.site === 'stock').map((target) => target.url),
            stockBuild,
          );

    const started = await startChromium(chromium, path.join(workDir, 'profile'));
    browser = started.child;
    const results = new Map<string, PageFigures[]>();
    for (let round = 1; round <= runs; round += 1) {
      for (const target of targets) {
        log(`${target.site} ${target.pathname} (run ${round} of ${runs})`);
        // Lighthouse sometimes loses its trace (NO_NAVSTART and the like);
        // such a run says nothing about the page, so it is run again.
        for (let attempt = 1; ; attempt += 1) {
          const result = await lighthouse(target.url, {
            port: started.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            formFactor: 'mobile',
            throttlingMethod: 'simulate',
            // Each run a first visit: Lighthouse empties the HTTP cache but by
            // default keeps cookies and local storage, and a Dari page's
            // cookie (src/lib/arabicFont.ts) would then tell the next run's
            // page that the font is cached when it is not.
            clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies', 'local_storage'],
          });
          if (!result) throw new Error(`${target.pathname}: Lighthouse returned no result`);
          if (result.lhr.runtimeError && attempt < 3) {
            log(`${target.pathname}: ${result.lhr.runtimeError.code}, running again`);
            continue;
          }
          if (process.env.BENCH_SITE_REPORTS) {
            const name = `${target.site}${target.pathname.replace(/[^a-z0-9]+/gi, '_')}-run${round}.json`;
            mkdirSync(process.env.BENCH_SITE_REPORTS, {recursive: true});
            await writeFile(path.join(process.env.BENCH_SITE_REPORTS, name), JSON.stringify(result.lhr));
          }
          const figures = figuresOf(target.site, target.pathname, result);
          const key = `${target.site} ${target.pathname}`;
          results.set(key, [...(results.get(key) ?? []), {...figures, js: (target.site === 'site' ? siteJs : stockJs).get(target.url)}]);
          break;
        }
      }
    }
    const figures = targets.map((target) => median(results.get(`${target.site} ${target.pathname}`) ?? []));
    const stockHome = figures.find((page) => page.site === 'stock' && page.path === '/');
    const indexes = [...results.values()].flat().map((page) => Math.round(page.benchmarkIndex));
    process.stdout.write(
      `Lighthouse, mobile, simulated throttling; ${runs} run(s) per page in turn, median shown; ` +
        `CPU benchmark index ${Math.min(...indexes)} to ${Math.max(...indexes)}\n\n`,
    );
    process.stdout.write(`${formatFigures(figures, stockHome)}\n`);
    const failing = figures.filter((page) => page.site === 'site' && page.failing.length > 0);
    if (failing.length > 0) {
      process.stdout.write('\nAudits not passed:\n');
      for (const page of failing) process.stdout.write(`- ${page.path}: ${page.failing.join('; ')}\n`);
    }
    if (process.env.BENCH_SITE_JSON) {
      await writeFile(process.env.BENCH_SITE_JSON, `${JSON.stringify({runs, figures, all: Object.fromEntries(results)}, null, 2)}\n`);
    }
  } finally {
    await stop();
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
