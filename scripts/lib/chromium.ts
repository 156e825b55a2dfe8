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

/** Path of a Chromium executable, or undefined when none is installed. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    return existsSync(fromEnv) ? fromEnv : undefined;
  }
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

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
