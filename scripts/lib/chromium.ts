/**
 * Finds a Chromium for the browser tests and benchmarks: CHROME_PATH when set,
 * else Debian's /usr/bin/chromium or another usual location. Downloading a
 * browser is not possible on these machines, so none is fetched.
 */
import {existsSync} from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  // Windows: Chrome or Edge (both Chromium) where their installers put them.
  ...[process.env.PROGRAMFILES, process.env['PROGRAMFILES(X86)'], process.env.LOCALAPPDATA]
    .filter((folder): folder is string => folder !== undefined)
    .flatMap((folder) => [`${folder}\\Google\\Chrome\\Application\\chrome.exe`, `${folder}\\Microsoft\\Edge\\Application\\msedge.exe`]),
];

/** Path of a Chromium executable (CHROME_PATH, else the first of `candidates` installed), or undefined. */
export function findChromium(candidates: readonly string[] = CANDIDATES): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    return existsSync(fromEnv) ? fromEnv : undefined;
  }
  return candidates.find((candidate) => existsSync(candidate));
}

/**
 * Chromium for the browser tests: CHROME_PATH when set, else Debian's
 * chromium-headless-shell when installed, else {@link findChromium}.
 *
 * The headless shell is Chromium's renderer without the browser's window
 * layer, the build Playwright itself runs for headless tests. The same test
 * files ran about a third faster in it, taken one after the other on this
 * 2-core machine (2026-12-07): the English data pages 175 s → 128 s, the
 * editor, academics and offline files 204 s → 138 s, all passing in both.
 * The benchmarks keep the full browser ({@link findChromium}), which
 * Lighthouse's figures in the README were taken with.
 */
export function findTestChromium(): string | undefined {
  return findChromium(['/usr/bin/chromium-headless-shell', ...CANDIDATES]);
}

/** What to do when neither finds a browser. */
export const CHROMIUM_INSTALL_HINT =
  'install one with `sudo apt-get install chromium-headless-shell` (Debian/Ubuntu; `chromium` works too) or set CHROME_PATH';

/**
 * Flags for headless Chromium here: no sandbox (we run as root in CI), and no
 * background networking, which this machine's closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;
