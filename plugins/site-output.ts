/**
 * The last steps of `docusaurus build`, on each locale's output once
 * Docusaurus has written it (`postBuild`):
 *
 * 1. in this process, in order: the files Docusaurus wrote at the data
 *    pages' patterns removed (plugins/data-pages), each page's
 *    scripts started after its first paint (plugins/page-scripts.ts), and
 *    robots.txt with the default locale;
 * 2. in a second process at the lowest priority (scripts/finish-build.ts),
 *    while Docusaurus goes on with the next locale: unused CSS dropped, the
 *    locale's pages added to the search index, the `.br` and `.gz` twins of
 *    its files, and with the default locale the web editor at `/admin`.
 *
 * Docusaurus runs the plugins' `postBuild` side by side, so another plugin
 * (the sitemap, the feeds) may still be writing when a locale is handed
 * over. When the build is over and Node has nothing left to do
 * (`beforeExit`), the second process is asked to finish: the search index
 * written, twins made again for every file written or changed since it
 * compressed it, and the stamp of a finished build (scripts/lib/build-state.ts)
 * once all three locales are there. The build exits only after that, with
 * an error when a step failed.
 */
import {fork, type ChildProcess} from 'node:child_process';
import {rm, rmdir} from 'node:fs/promises';
import {setPriority} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {patternFiles} from './data-pages';
import {rewritePageScripts} from './page-scripts';
import {buildRobotsTxt, sitemapUrls} from './sitemap-hreflang';
import type {FinisherReply, FinisherRequest} from '../scripts/finish-build';

/** The finishing process's priority (19, the lowest): it gets the processors when the bundler leaves them idle. */
const FINISHER_PRIORITY = 19;

/** The finishing process, asked one thing at a time; each answer comes in the order asked. */
class Finisher {
  private readonly child: ChildProcess;
  private readonly waiting: {resolve(lines: readonly string[]): void; reject(error: Error): void}[] = [];
  private ended: Error | undefined;

  constructor(siteDir: string, buildDir: string) {
    this.child = fork(path.join(siteDir, 'scripts', 'finish-build.ts'), [buildDir], {
      cwd: siteDir,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Set from here, at once: the threads the process starts later (its
    // compression pool, Pagefind) take their priority from it.
    try {
      if (this.child.pid !== undefined) setPriority(this.child.pid, FINISHER_PRIORITY);
    } catch {
      // Not allowed here: it finishes at the same priority.
    }
    this.child.on('message', (reply: FinisherReply) => {
      const next = this.waiting.shift();
      if (reply.ok) next?.resolve(reply.lines);
      else next?.reject(new Error(reply.error));
    });
    this.child.on('exit', (code, signal) => {
      this.ended = new Error(`the finishing process (scripts/finish-build.ts) ended: ${signal ?? `exit ${code}`}`);
      for (const next of this.waiting.splice(0)) next.reject(this.ended);
    });
    // Until the build is over, this process's own work decides when it is: `beforeExit` then asks for the rest.
    this.idle(true);
  }

  /** Whether the process may end while this one waits (its channel and child unreferenced). */
  private idle(isIdle: boolean): void {
    const channel = this.child.channel as {ref(): void; unref(): void} | undefined;
    if (isIdle) {
      this.child.unref();
      channel?.unref();
    } else {
      this.child.ref();
      channel?.ref();
    }
  }

  ask(request: FinisherRequest): Promise<readonly string[]> {
    if (this.ended !== undefined) return Promise.reject(this.ended);
    return new Promise((resolve, reject) => {
      this.waiting.push({resolve, reject});
      this.child.send(request);
    });
  }

  /** Keeps this process alive until the finishing process has answered everything asked (the build is over). */
  hold(): void {
    this.idle(false);
  }

  /** Asks for the last steps, once every locale has been answered. */
  finish(): Promise<readonly string[]> {
    return this.ask({done: true});
  }

  stop(): void {
    this.child.kill();
  }
}

/** What one `docusaurus build` process hands over, across its locales (Docusaurus loads the plugins anew for each). */
interface BuildState {
  finisher?: Finisher;
  readonly finished: Promise<void>[];
}

const shared = globalThis as typeof globalThis & {__siteOutput?: BuildState};

function print(lines: readonly string[]): void {
  for (const line of lines) process.stdout.write(`${line}\n`);
}

/** Starts the finishing process once per build, and asks it for the last steps when the build is over. */
function buildState(siteDir: string, buildDir: string): BuildState & {finisher: Finisher} {
  const state = (shared.__siteOutput ??= {finished: []});
  if (state.finisher === undefined) {
    const finisher = new Finisher(siteDir, buildDir);
    state.finisher = finisher;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => finisher.stop());
    process.once('beforeExit', () => {
      finisher.hold();
      void (async () => {
        try {
          await Promise.all(state.finished);
          print(await finisher.finish());
        } catch (error) {
          finisher.stop();
          process.stderr.write(`build: the site could not be finished: ${(error as Error).stack ?? String(error)}\n`);
          process.exitCode = 1;
        }
      })();
    });
  }
  return state as BuildState & {finisher: Finisher};
}

export default function siteOutputPlugin(context: LoadContext): Plugin {
  const {i18n, siteDir} = context;
  const isDefaultLocale = i18n.currentLocale === i18n.defaultLocale;
  return {
    name: 'site-output',
    async postBuild({outDir, routesPaths, baseUrl}) {
      await Promise.all([
        ...patternFiles().map(async (file) => {
          await rm(path.join(outDir, file), {force: true});
          // A pattern with a parameter in a folder's place leaves that folder
          // (`Events/([A-Za-z0-9-]+)/`) empty, and its parents too when they
          // hold nothing else (`Events/`, which would differ from the events
          // list's `events/` only in case); rmdir refuses a folder that is not empty.
          for (let folder = path.dirname(file); folder !== '.'; folder = path.dirname(folder)) {
            const removed = await rmdir(path.join(outDir, folder)).then(
              () => true,
              () => false,
            );
            if (!removed) break;
          }
        }),
      ]);
      await rewritePageScripts(outDir, routesPaths, baseUrl);
      if (isDefaultLocale) {
        const {writeFile} = await import('node:fs/promises');
        await writeFile(path.join(outDir, 'robots.txt'), buildRobotsTxt(sitemapUrls()));
      }
      // The default locale's folder is the build's root; the others are inside it.
      const buildDir = isDefaultLocale ? outDir : path.dirname(outDir);
      const state = buildState(siteDir, buildDir);
      const done = state.finisher.ask({locale: i18n.currentLocale}).then(print);
      // A failure is reported when the build is finished (beforeExit), not as an unhandled rejection now.
      done.catch(() => undefined);
      state.finished.push(done);
    },
  };
}
