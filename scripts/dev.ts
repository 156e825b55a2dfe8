/**
 * `npm run dev`: the preview for editors and developers, with hot reload.
 *
 * 1. Starts the API beside the development server, API only (no site
 *    build): `scripts/start.ts` on its own port (DEV_API_PORT, else the
 *    first free port from 3001), which migrates the database and imports
 *    data/ as `npm start` does.
 * 2. Starts Docusaurus's development server (PORT, else the first free port
 *    from 3000; `--locale fa` or `--locale ps` for a translation), which
 *    passes `/web/...` on to that API (plugins/dev-api-proxy.ts), so data
 *    pages show their content.
 * 3. Watches data/: a change is imported again (`npm run data:import`), and
 *    the API answers with it within its import check interval; a mistake in
 *    a file is printed, and the last good content stays. In the preview the
 *    pages ask the API again on every load rather than trusting the
 *    browser's cache (src/lib/api), so a reload after the import shows it.
 *
 * The API logs warnings and errors only (LOG_LEVEL=warn unless set), so
 * the terminal shows the preview's own messages, not a line per request.
 * Photo versions are made in the background (plugins/responsive-images).
 *
 * Ctrl+C stops everything. Extra arguments go to `docusaurus start`:
 *   npm run dev -- --locale fa
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {type FSWatcher, watch} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {npm} from './lib/npm';

const ROOT = path.resolve(__dirname, '..');

function log(message: string): void {
  process.stdout.write(`dev: ${message}\n`);
}

/** True when nothing listens on `port` of `host`. */
function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** `wanted` when given (taken or not: the server then says why it cannot start), else the first free port from `from`. */
async function choosePort(wanted: string | undefined, from: number, host: string, avoid: readonly number[] = []): Promise<number> {
  if (wanted !== undefined && wanted !== '') return Number(wanted);
  for (let port = from; port < from + 100; port += 1) {
    if (!avoid.includes(port) && (await isFree(port, host))) return port;
  }
  throw new Error(`no free port between ${from} and ${from + 99}`);
}

const children: ChildProcess[] = [];

function start(name: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv, shell = false): ChildProcess {
  const child = spawn(command, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}, shell});
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    stop(code ?? 1);
  });
  return child;
}

let stopping = false;
let watcher: FSWatcher | undefined;
function stop(code: number): void {
  stopping = true;
  // Nothing else may keep this process alive once its children are told to stop.
  watcher?.close();
  for (const child of children) {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
  process.exitCode = code;
}

/** Imports data/ again after a change, one import at a time; a change during an import queues one more. */
function watchData(dataDir: string, env: NodeJS.ProcessEnv): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const runImport = (): void => {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    log(`${path.relative(ROOT, dataDir) || dataDir}/ changed: importing`);
    const {command, args, shell} = npm(['run', '--silent', 'data:import']);
    const child = spawn(command, args, {cwd: ROOT, stdio: 'inherit', env: {...process.env, ...env}, shell});
    child.on('exit', (code) => {
      running = false;
      log(
        code === 0
          ? 'imported; the API answers with it within a few seconds'
          : 'the import refused data/ (see above); the API keeps the last good content',
      );
      if (again) {
        again = false;
        runImport();
      }
    });
  };
  watcher = watch(dataDir, {recursive: true}, () => {
    clearTimeout(timer);
    timer = setTimeout(runImport, 300);
  });
}

async function main(): Promise<void> {
  const host = process.env.HOST ?? 'localhost';
  const sitePort = await choosePort(process.env.PORT, 3000, host);
  const apiPort = await choosePort(process.env.DEV_API_PORT, 3001, '127.0.0.1', [sitePort]);
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? 'data');
  const apiEnv = {PORT: String(apiPort), HOST: '127.0.0.1', SKIP_BUILD: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn'};

  log(`API on http://127.0.0.1:${apiPort}/web/ (data from ${path.relative(ROOT, dataDir) || dataDir}/)`);
  start('the API', process.execPath, ['--import', 'tsx', path.join('scripts', 'start.ts')], apiEnv);
  watchData(dataDir, apiEnv);

  // Docusaurus's own entry point, run by this Node: no npm or shell in between to pass Ctrl+C on.
  const docusaurus = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
  log(`preview on http://${host}:${sitePort}/ (/web passed on to the API)`);
  start(
    'the development server',
    process.execPath,
    [docusaurus, 'start', '--port', String(sitePort), '--host', host, '--no-open', ...process.argv.slice(2)],
    {
      DEV_API_URL: `http://127.0.0.1:${apiPort}`,
    },
  );

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}

main().catch((error: unknown) => {
  process.stderr.write(`dev: ${(error as Error).message ?? error}\n`);
  stop(1);
});
