/**
 * `npm test`: runs every suite of the project in order and prints one summary.
 *
 * 0. The translation check (`npm run i18n:check`): a missing Dari or Pashto
 *    page, string or data entry fails the run.
 * 1. Jest: component and pure-logic tests next to the code (src/, scripts/).
 * 2. The API's contract, import and fuzz tests on node's test runner, against
 *    SQLite and PostgreSQL (server/test; PostgreSQL skips with a notice outside
 *    CI when no server answers).
 * 3. The production build (rebuilt only when sources changed), then the
 *    Playwright end-to-end tests in real Chromium against the real server.
 *    Outside CI, when no Chromium is found, this step is skipped with a notice
 *    that says how to install one; with CI=true a missing browser fails.
 *
 * Usage: npm test [-- --only i18n|unit|api|e2e]
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {findChromium} from './lib/chromium';
import {isBuildStale} from './lib/build-state';

interface SuiteResult {
  readonly name: string;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly ok: boolean;
  readonly note?: string;
}

const root = path.resolve(__dirname, '..');
const isCI = process.env.CI === 'true';
const only = (() => {
  const i = process.argv.indexOf('--only');
  return i >= 0 ? process.argv[i + 1] : undefined;
})();

/** Environment shared by every suite: dates and times are asserted in UTC. */
const env = {...process.env, TZ: 'UTC', FORCE_COLOR: process.env.FORCE_COLOR ?? '1'};

function run(command: string, args: readonly string[], extraEnv: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...env, ...extraEnv}});
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
  const status = run('npx', ['jest', '--ci', '--json', `--outputFile=${outputFile}`]);
  if (!existsSync(outputFile)) {
    return {name: 'unit (jest)', passed: 0, failed: 1, skipped: 0, ok: false, note: 'jest wrote no results'};
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numRuntimeErrorTestSuites: number;
  };
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  return {
    name: 'unit (jest)',
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests,
    ok: status === 0 && failed === 0,
  };
}

function runApiTests(): SuiteResult {
  const files = listFiles(path.join(root, 'server', 'test'), '.test.ts');
  if (files.length === 0) {
    return {name: 'api (node:test)', passed: 0, failed: 0, skipped: 0, ok: true, note: 'no API tests found'};
  }
  const outDir = mkdtempSync(path.join(tmpdir(), 'node-test-'));
  const tapFile = path.join(outDir, 'results.tap');
  const status = run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...files,
  ]);
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const count = (label: string) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const failed = count('fail') + count('cancelled');
  return {
    name: 'api (node:test)',
    passed: count('pass'),
    failed: status !== 0 && failed === 0 ? 1 : failed,
    skipped: count('skipped') + count('todo'),
    ok: status === 0,
  };
}

function runEndToEnd(): SuiteResult {
  const chromium = findChromium();
  if (!chromium) {
    const how = 'install one with `sudo apt-get install chromium` (Debian/Ubuntu) or set CHROME_PATH';
    if (isCI) {
      console.error(`test: no Chromium found; CI needs the browser tests: ${how}.`);
      return {name: 'e2e (playwright)', passed: 0, failed: 1, skipped: 0, ok: false, note: 'no Chromium'};
    }
    console.warn(`\ntest: skipping the browser tests: no Chromium found. To run them, ${how}.\n`);
    return {name: 'e2e (playwright)', passed: 0, failed: 0, skipped: 0, ok: true, note: 'skipped: no Chromium'};
  }
  if (isBuildStale(root)) {
    console.log('\ntest: building the site for the end-to-end tests (npm run build)\n');
    if (run('npm', ['run', 'build']) !== 0) {
      return {name: 'e2e (playwright)', passed: 0, failed: 1, skipped: 0, ok: false, note: 'build failed'};
    }
  }
  const outDir = mkdtempSync(path.join(tmpdir(), 'playwright-'));
  const jsonFile = path.join(outDir, 'results.json');
  const status = run('npx', ['playwright', 'test'], {
    CHROME_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile,
  });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(jsonFile) && statSync(jsonFile).size > 0) {
    const stats = (JSON.parse(readFileSync(jsonFile, 'utf8')) as {stats: Record<string, number>}).stats;
    passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed = stats.unexpected ?? 0;
    skipped = stats.skipped ?? 0;
  }
  return {name: 'e2e (playwright)', passed, failed: status !== 0 && failed === 0 ? 1 : failed, skipped, ok: status === 0};
}

function runI18nCheck(): SuiteResult {
  const ok = run('npx', ['tsx', 'scripts/i18n-check.ts', '--quiet']) === 0;
  return {name: 'translations (i18n:check)', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ok};
}

const suites: Array<[string, () => SuiteResult]> = [
  ['i18n', runI18nCheck],
  ['unit', runJest],
  ['api', runApiTests],
  ['e2e', runEndToEnd],
];

const results: SuiteResult[] = [];
for (const [key, suite] of suites) {
  if (only && only !== key) {
    continue;
  }
  console.log(`\n=== ${key} tests ===\n`);
  results.push(suite());
}

console.log('\n=== summary ===');
for (const r of results) {
  const extra = r.note ? ` (${r.note})` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${extra}`);
}
const total = results.reduce(
  (sum, r) => ({passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped}),
  {passed: 0, failed: 0, skipped: 0},
);
// The one closing line CI reads: "N passed, N failed".
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
