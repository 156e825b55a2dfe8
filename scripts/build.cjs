/**
 * `npm run build`: the production build of every locale into `build/`,
 * finished (scripts/finish-build.ts: unused CSS dropped, the search index,
 * the `.br` and `.gz` twins).
 *
 * Docusaurus builds the locales one after another, the default one first
 * (its build empties `build/`); this script does the same through
 * Docusaurus's own steps (`loadSiteConfig` for the locales, `buildLocale`
 * for each: internal modules of @docusaurus/core, pinned in package.json
 * like the SSG modules plugins/data-pages/render.ts uses). The difference:
 * as soon as a locale is built, a second process finishes it while
 * Docusaurus bundles the next one. That process runs at a lower priority,
 * so it takes the share of the processors the bundler leaves idle, and only
 * the last locale's finishing is left once Docusaurus is done.
 *
 * Plain JavaScript, run by Node itself as `docusaurus build` is: under tsx's
 * module hooks Docusaurus cannot load its HTML minifier. The finishing
 * process is TypeScript, started with tsx.
 *
 * `docusaurus build` followed by `tsx scripts/finish-build.ts build` gives
 * the same files, one step after the other.
 */
'use strict';

const {fork} = require('node:child_process');
const {realpathSync} = require('node:fs');
const {setPriority} = require('node:os');
const {createRequire} = require('node:module');
const path = require('node:path');

const coreRequire = createRequire(require.resolve('@docusaurus/core/package.json'));

/** The finishing process's priority (19, the lowest): it gets the processors when the bundler leaves them idle. */
const FINISHER_PRIORITY = 19;

/**
 * The finishing process (scripts/finish-build.ts), asked one thing at a
 * time: `{locale}` once a locale is built, `{done: true}` at the end. Each
 * answer (`{ok, lines}` or `{ok: false, error}`) comes in the order asked.
 * @param {string} siteDir
 * @param {string} buildDir
 */
function startFinisher(siteDir, buildDir) {
  const child = fork(path.join(__dirname, 'finish-build.ts'), [buildDir], {
    cwd: siteDir,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Set from here, at once: the threads the process starts later (its
  // compression pool, Pagefind) take their priority from it.
  try {
    if (child.pid !== undefined) setPriority(child.pid, FINISHER_PRIORITY);
  } catch {
    // Not allowed here: it finishes at the same priority.
  }
  /** @type {{resolve(lines: string[]): void; reject(error: Error): void}[]} */
  const waiting = [];
  /** @type {Error | undefined} */
  let ended;
  child.on('message', (/** @type {{ok: boolean; lines?: string[]; error?: string}} */ reply) => {
    const next = waiting.shift();
    if (reply.ok) next?.resolve(reply.lines ?? []);
    else next?.reject(new Error(reply.error));
  });
  child.on('exit', (code, signal) => {
    ended = new Error(`the finishing process (scripts/finish-build.ts) ended: ${signal ?? `exit ${code}`}`);
    for (const next of waiting.splice(0)) next.reject(ended);
  });
  return {
    /** @param {{locale: string} | {done: true}} request @returns {Promise<string[]>} */
    ask(request) {
      if (ended !== undefined) return Promise.reject(ended);
      return new Promise((resolve, reject) => {
        waiting.push({resolve, reject});
        child.send(request);
      });
    },
    stop() {
      child.kill();
    },
  };
}

/** @param {string[]} lines */
function print(lines) {
  for (const line of lines) process.stdout.write(`${line}\n`);
}

async function main() {
  process.env.BABEL_ENV = 'production';
  process.env.NODE_ENV = 'production';
  const siteDir = realpathSync(process.cwd());
  const buildDir = path.join(siteDir, 'build');
  const {loadSiteConfig} = coreRequire('./lib/server/config');
  const {buildLocale} = coreRequire('./lib/commands/build/buildLocale');
  const {siteConfig} = await loadSiteConfig({siteDir});
  const {defaultLocale, locales: configured} = siteConfig.i18n;
  // The default locale first: its build empties build/, the others' folders included.
  const locales = [defaultLocale, ...configured.filter((/** @type {string} */ locale) => locale !== defaultLocale)];

  const finisher = startFinisher(siteDir, buildDir);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      finisher.stop();
      process.exit(1);
    });
  }
  try {
    /** @type {Promise<void>[]} */
    const finished = [];
    /** @type {{error: unknown} | undefined} */
    let failure;
    for (const locale of locales) {
      try {
        await buildLocale({siteDir, locale, cliOptions: {}});
      } catch (error) {
        throw new Error(`Unable to build the site for locale ${locale}.`, {cause: error});
      }
      // A locale that could not be finished stops the build before the next one.
      if (failure !== undefined) throw failure.error;
      const done = finisher.ask({locale}).then(print);
      done.catch((error) => (failure ??= {error}));
      finished.push(done);
    }
    await Promise.all(finished);
    print(await finisher.ask({done: true}));
  } catch (error) {
    finisher.stop();
    throw error;
  }
}

/** An error with its causes (Docusaurus reports a failed page as an AggregateError's cause). @param {unknown} value @returns {string} */
function describe(value) {
  if (!(value instanceof Error)) return String(value);
  const inner =
    value instanceof AggregateError
      ? value.errors
          .slice(0, 3)
          .map((error) => `\n  ${describe(error)}`)
          .join('')
      : '';
  const cause = value.cause === undefined ? '' : `\nCaused by: ${describe(value.cause)}`;
  return `${value.stack ?? value.message}${inner}${cause}`;
}

main().catch((error) => {
  process.stderr.write(`build: ${describe(error)}\n`);
  process.exit(1);
});
