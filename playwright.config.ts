/**
 * End-to-end tests: real Chromium (Debian's headless shell or full browser,
 * or CHROME_PATH: scripts/lib/chromium.ts) against the
 * production build served by the real server with the sample data. The build
 * is made by `npm test` beforehand (scripts/test.ts); the server here runs on
 * its own port with its own SQLite file so it never touches a developer's.
 */
import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, findTestChromium} from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 3411);
const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI === 'true' ? 2 : undefined,
  // In CI a test that fails is run once more: one that then passes is
  // reported as flaky, by name, in npm test's summary (scripts/test.ts), and
  // the run stays green; one that fails twice fails the run. Locally, never.
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: jsonOutput ? [['list'], ['json', {outputFile: jsonOutput}]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: findTestChromium(),
      args: [...CHROMIUM_ARGS],
    },
    trace: 'off',
    // The site's service worker answers pages and /web itself, out of reach of
    // page.route (with which tests hold, fail or change answers). Only the
    // offline tests, which test the worker, let it run (e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The build is made by scripts/test.ts beforehand; never rebuild here.
      SKIP_BUILD: '1',
      DATABASE_URL: 'sqlite:var/e2e.sqlite',
      LOG_LEVEL: 'warn',
    },
  },
});
