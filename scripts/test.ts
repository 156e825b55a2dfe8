/**
 * `npm test`: runs every suite of the project in order and prints one summary.
 *
 * 0. `npm run check` (scripts/check.ts), about a minute: ESLint (with the
 *    import boundaries that keep content/, server/ and src/ apart),
 *    Prettier's check of the formatting, tsc over the whole repository,
 *    Stylelint (logical sides for right-to-left pages), the translation
 *    check (`npm run i18n:check`: a missing Dari or Pashto page, string or
 *    data entry fails the run), data/ through the reader, the photos and
 *    PDFs it and the pages name, and the pages' internal links.
 * 1. Jest: component and pure-logic tests next to the code (src/, scripts/).
 *    Then the content edits (scripts/content-edits.ts): the routine edits
 *    staff make (a news item, an event, a job, a paragraph, a year of history,
 *    a conference), made in a temporary copy of the repository, must leave
 *    the import, `i18n:check` and the three-language build passing, with the new
 *    pages in the output. It builds the site, so it takes minutes.
 * 2. The API's contract, import and fuzz tests on node's test runner, against
 *    SQLite and PostgreSQL (server/test; PostgreSQL skips with a notice outside
 *    CI when no server answers), the files side by side.
 * 3. The production build (rebuilt only when sources changed), then the
 *    Playwright end-to-end tests in real Chromium against the real server.
 *    Outside CI, when no Chromium is found, this step is skipped with a notice
 *    that says how to install one; with CI=true a missing browser fails.
 * 4. Scale-out (server/test/scale-out.e2e.ts): nginx on deploy/nginx.conf in
 *    front of two replicas on PostgreSQL with data/, a replica killed and an
 *    import run under load, on the same build. Outside CI it skips with a
 *    notice when nginx, PostgreSQL or the build is missing; with CI=true it
 *    fails instead.
 *
 * Usage: npm test [-- --only checks|unit|content|api|e2e|scale, or several: --only unit,api]
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {availableParallelism, tmpdir} from 'node:os';
import path from 'node:path';
import {CHROMIUM_INSTALL_HINT, findTestChromium} from './lib/chromium';
import {isBuildStale, stampBuildStart} from './lib/build-state';
import {type Command, npm, npx} from './lib/npm';
import type {CheckReport} from './check';
import {firstLine, playwrightTests, type PlaywrightReport, tapFailures} from './lib/test-report';

interface SuiteResult {
  readonly name: string;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly ok: boolean;
  readonly note?: string;
  /** What failed, one line each (test name and the first line of its error), for the summary. */
  readonly failures?: readonly string[];
  /** Browser tests that failed once and passed on their retry (CI retries once). */
  readonly flaky?: readonly string[];
}

const root = path.resolve(__dirname, '..');
const isCI = process.env.CI === 'true';
/** The suites `--only` names, comma-separated (`--only unit,api`); undefined runs them all. */
const only = (() => {
  const i = process.argv.indexOf('--only');
  return i >= 0 ? (process.argv[i + 1] ?? '').split(',') : undefined;
})();

/** Environment shared by every suite: dates and times are asserted in UTC. */
const env = {...process.env, TZ: 'UTC', FORCE_COLOR: process.env.FORCE_COLOR ?? '1'};

function run({command, args, shell}: Command, extraEnv: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...env, ...extraEnv}, shell});
  if (result.error) {
    console.error(`test: could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

function listFiles(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith(suffix) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file))
    .sort();
}

function runJest(): SuiteResult {
  const outDir = mkdtempSync(path.join(tmpdir(), 'jest-'));
  const outputFile = path.join(outDir, 'results.json');
  const status = run(npx(['jest', '--ci', '--json', `--outputFile=${outputFile}`]));
  if (!existsSync(outputFile)) {
    return {name: 'unit (jest)', passed: 0, failed: 1, skipped: 0, ok: false, note: 'jest wrote no results'};
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numRuntimeErrorTestSuites: number;
    testResults: Array<{
      name: string;
      testExecError?: {message?: string} | null;
      assertionResults: Array<{fullName: string; status: string; failureMessages: string[]}>;
    }>;
  };
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  const failures = report.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    if (file.testExecError) return [`${where}: ${firstLine(file.testExecError.message)}`];
    return file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
  return {
    name: 'unit (jest)',
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests,
    ok: status === 0 && failed === 0,
    failures,
  };
}

function runApiTests(): SuiteResult {
  const files = listFiles(path.join(root, 'server', 'test'), '.test.ts');
  if (files.length === 0) {
    return {name: 'api (node:test)', passed: 0, failed: 0, skipped: 0, ok: true, note: 'no API tests found'};
  }
  // Side by side, one file per core and at least two: each test has its own
  // database, build folder and ports, and a server it starts as a process
  // keeps its photo versions in a folder of its own (server/test/helper.ts).
  return runNodeTests('api (node:test)', files, Math.max(2, availableParallelism()));
}

/** Runs test files on node's test runner (`concurrency` files at a time) and counts its TAP summary. */
function runNodeTests(name: string, files: readonly string[], concurrency = 1): SuiteResult {
  const outDir = mkdtempSync(path.join(tmpdir(), 'node-test-'));
  const tapFile = path.join(outDir, 'results.tap');
  const status = run({
    command: process.execPath,
    shell: false,
    args: [
      '--import',
      'tsx',
      '--test',
      `--test-concurrency=${concurrency}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tapFile}`,
      ...files,
    ],
  });
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const count = (label: string) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const failed = count('fail') + count('cancelled');
  return {
    name,
    passed: count('pass'),
    failed: status !== 0 && failed === 0 ? 1 : failed,
    skipped: count('skipped') + count('todo'),
    ok: status === 0,
    failures: tapFailures(tap),
  };
}

function runContentEdits(): SuiteResult {
  return runNodeTests('content edits (copy, import, i18n:check, build)', [path.join(root, 'scripts', 'content-edits.ts')]);
}

/** Makes build/ when it is missing or older than its sources; false when the build failed. */
function buildIfStale(): boolean {
  if (!isBuildStale(root)) return true;
  console.log('\ntest: building the site for the end-to-end tests (npm run build)\n');
  const startedAt = new Date();
  if (run(npm(['run', 'build'])) !== 0) return false;
  stampBuildStart(root, startedAt);
  return true;
}

function runEndToEnd(): SuiteResult {
  const chromium = findTestChromium();
  if (!chromium) {
    if (isCI) {
      console.error(`test: no Chromium found; CI needs the browser tests: ${CHROMIUM_INSTALL_HINT}.`);
      return {name: 'e2e (playwright)', passed: 0, failed: 1, skipped: 0, ok: false, note: 'no Chromium'};
    }
    console.warn(`\ntest: skipping the browser tests: no Chromium found. To run them, ${CHROMIUM_INSTALL_HINT}.\n`);
    return {name: 'e2e (playwright)', passed: 0, failed: 0, skipped: 0, ok: true, note: 'skipped: no Chromium'};
  }
  if (!buildIfStale()) {
    return {name: 'e2e (playwright)', passed: 0, failed: 1, skipped: 0, ok: false, note: 'build failed'};
  }
  const outDir = mkdtempSync(path.join(tmpdir(), 'playwright-'));
  const jsonFile = path.join(outDir, 'results.json');
  const status = run(npx(['playwright', 'test']), {
    CHROME_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile,
  });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures: string[] = [];
  const flaky: string[] = [];
  if (existsSync(jsonFile) && statSync(jsonFile).size > 0) {
    const report = JSON.parse(readFileSync(jsonFile, 'utf8')) as PlaywrightReport;
    passed = (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed = report.stats.unexpected ?? 0;
    skipped = report.stats.skipped ?? 0;
    for (const {title, status: outcome, error} of playwrightTests(report)) {
      if (outcome === 'unexpected') failures.push(`${title}: ${error}`);
      if (outcome === 'flaky') flaky.push(`${title}: ${error}`);
    }
  }
  return {name: 'e2e (playwright)', passed, failed: status !== 0 && failed === 0 ? 1 : failed, skipped, ok: status === 0, failures, flaky};
}

/**
 * The scale-out test, on the build the e2e step made (or made here when
 * stale). The test itself skips outside CI when nginx or PostgreSQL is
 * missing, and fails in CI.
 */
function runScaleOut(): SuiteResult {
  const name = 'scale-out (nginx, 2 replicas, PostgreSQL)';
  if (!buildIfStale()) {
    return {name, passed: 0, failed: 1, skipped: 0, ok: false, note: 'build failed'};
  }
  return runNodeTests(name, [path.join(root, 'server', 'test', 'scale-out.e2e.ts')]);
}

function runChecks(): SuiteResult {
  const name = 'checks (npm run check: lint, format, types, styles, i18n, data, files, links)';
  const reportFile = path.join(mkdtempSync(path.join(tmpdir(), 'check-')), 'report.json');
  const status = run({command: process.execPath, shell: false, args: ['--import', 'tsx', 'scripts/check.ts', '--report', reportFile]});
  if (!existsSync(reportFile)) return {name, passed: 0, failed: 1, skipped: 0, ok: false, note: 'npm run check wrote no report'};
  const steps = JSON.parse(readFileSync(reportFile, 'utf8')) as CheckReport;
  const failures = steps.filter((step) => !step.ok).map((step) => `${step.name}: ${step.firstProblem ?? 'failed'}`);
  const failed = failures.length;
  return {name, passed: steps.length - failed, failed: status !== 0 && failed === 0 ? 1 : failed, skipped: 0, ok: status === 0, failures};
}

const suites: Array<[string, () => SuiteResult]> = [
  ['checks', runChecks],
  ['unit', runJest],
  ['content', runContentEdits],
  ['api', runApiTests],
  ['e2e', runEndToEnd],
  ['scale', runScaleOut],
];

const results: Array<SuiteResult & {readonly seconds: number}> = [];
for (const [key, suite] of suites) {
  if (only && !only.includes(key)) {
    continue;
  }
  console.log(`\n=== ${key} tests ===\n`);
  const started = Date.now();
  const result = suite();
  results.push({...result, seconds: Math.round((Date.now() - started) / 1000)});
}

// Each suite's time too, so that a slow one shows (CI has a time limit).
console.log('\n=== summary ===');
for (const r of results) {
  const extra = r.note ? `; ${r.note}` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${r.seconds} s${extra})`);
  for (const failure of r.failures ?? []) console.log(`       failed: ${failure}`);
  for (const test of r.flaky ?? []) console.log(`       flaky (failed, then passed on its retry): ${test}`);
}
const total = results.reduce((sum, r) => ({passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped}), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
// The one closing line CI reads: "N passed, N failed".
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
