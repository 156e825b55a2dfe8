/**
 * What `npm run build` does to each locale's output once Docusaurus has
 * written it:
 * - unused CSS dropped from its stylesheet (scripts/purge-css.ts),
 * - its pages added to the search index (scripts/build-search-index.ts),
 * - the `.br` and `.gz` twins of its pages and scripts (scripts/compress-build.ts),
 * all three at once (for the default locale, after the web editor's files
 * are written into `admin/`: plugins/cms-admin/build.ts), since none reads what another writes (the stylesheet's
 * twins wait for the purge). Once every locale is done: the index written
 * into `pagefind/` and compressed, twins made again for any file a later
 * locale's build wrote again (the sitemap index and robots.txt at the root),
 * and the stamp of a finished build.
 *
 * `npm run build` (`docusaurus build`, with plugins/site-output.ts) runs
 * this in a second process at a lower priority and hands it each locale as
 * soon as Docusaurus has built it, so one locale is finished while the next
 * is bundled. Run alone, it finishes a build folder written by
 * `docusaurus build` without that plugin:
 *
 *   tsx scripts/finish-build.ts [buildDir, default build]
 */
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, type Locale, toLocale} from '../content/locales';
import {ADMIN_DIR} from '../plugins/cms-admin';
import {buildAdmin, bundleDecap} from '../plugins/cms-admin/build';
import {openSearchIndex, type SearchIndexBuilder} from './build-search-index';
import {addSummaries, type CompressionSummary, compressBuild, listFiles, stampBuild, summaryLine} from './compress-build';
import {localeBuildFiles, localeOfBuildFile} from './lib/locale-files';
import {purgeLocale} from './purge-css';

/** A build being finished, locale by locale. */
export interface Finisher {
  /** Finishes one locale's output; returns the lines that report it. */
  finishLocale(locale: Locale): Promise<string[]>;
  /** Writes the search index, the last twins and the stamp; returns the lines that report them. */
  finish(): Promise<string[]>;
}

function isStylesheet(relative: string): boolean {
  return /\.css$/.test(relative);
}

/** How a build is finished; tests leave out what they do not check. */
export interface FinisherOptions {
  /** Write the web editor into `admin/` with the default locale (default true). */
  readonly editor?: boolean;
  /** The search index to fill (default Pagefind's, scripts/build-search-index.ts). */
  readonly openIndex?: (buildDir: string) => Promise<SearchIndexBuilder>;
}

/** Starts finishing the build in `buildDir`. */
export async function createFinisher(buildDir: string, {editor = true, openIndex = openSearchIndex}: FinisherOptions = {}): Promise<Finisher> {
  // The web editor's bundle depends on nothing the build writes: made now,
  // it is ready (or cached) by the time the default locale is finished.
  if (editor) bundleDecap().catch(() => undefined);
  const index = await openIndex(buildDir);
  const summaries: CompressionSummary[] = [];
  /** The locales finished so far: a build is stamped finished only with all of them. */
  const finished = new Set<Locale>();
  /** Each compressed file's modification time when it was read. */
  const seen = new Map<string, number>();
  return {
    async finishLocale(locale) {
      if (editor && locale === DEFAULT_LOCALE) await buildAdmin(path.join(buildDir, ADMIN_DIR));
      const files = await localeBuildFiles(buildDir, locale);
      const [purged, indexed, pages] = await Promise.all([
        purgeLocale(buildDir, locale),
        index.addLocale(locale),
        compressBuild(buildDir, {files, only: (relative) => !isStylesheet(relative), stamp: false, seen}),
      ]);
      const sheets = await compressBuild(buildDir, {files, only: isStylesheet, stamp: false, seen});
      summaries.push(pages, sheets);
      finished.add(locale);
      return [...purged, `search index: ${indexed} pages of ${locale}`];
    },
    async finish() {
      const indexed = await index.write();
      // The index's files, and any file written again since it was compressed.
      const last: string[] = [];
      for (const file of await listFiles(buildDir)) {
        const relative = file.split(path.sep).join('/');
        const read = seen.get(relative);
        if (localeOfBuildFile(relative) === undefined || read === undefined || (await stat(path.join(buildDir, file))).mtimeMs !== read) {
          last.push(relative);
        }
      }
      summaries.push(await compressBuild(buildDir, {files: last, stamp: false}));
      const total = addSummaries(summaries);
      const complete = LOCALES.every((locale) => finished.has(locale));
      if (complete) await stampBuild(buildDir, total);
      return [
        indexed,
        summaryLine(total),
        ...(complete ? [] : [`build: not stamped as finished: only ${[...finished].join(', ')} of ${LOCALES.join(', ')} were built`]),
      ];
    },
  };
}

/** Finishes every locale of a build folder, one after another. */
async function finishAll(buildDir: string): Promise<void> {
  const finisher = await createFinisher(buildDir);
  for (const locale of LOCALES) for (const line of await finisher.finishLocale(locale)) process.stdout.write(`${line}\n`);
  for (const line of await finisher.finish()) process.stdout.write(`${line}\n`);
}

/** A message from plugins/site-output.ts: a locale Docusaurus has built, or the end of the build. */
export type FinisherRequest = {readonly locale: string} | {readonly done: true};
/** The answer to each request. */
export type FinisherReply = {readonly ok: true; readonly lines: readonly string[]} | {readonly ok: false; readonly error: string};

/**
 * Serves plugins/site-output.ts over the IPC channel it opened: one request
 * at a time, each answered once done (the plugin sets its priority).
 */
async function serveBuild(buildDir: string): Promise<void> {
  const finisher = createFinisher(buildDir);
  // A finisher that could not start fails every request, with its reason.
  let queue: Promise<unknown> = finisher.catch(() => undefined);
  const reply = (message: FinisherReply): void => {
    process.send?.(message);
  };
  process.on('message', (request: FinisherRequest) => {
    queue = queue.then(async () => {
      try {
        const lines = 'done' in request ? await (await finisher).finish() : await (await finisher).finishLocale(toLocale(request.locale));
        reply({ok: true, lines});
        if ('done' in request) process.disconnect();
      } catch (error) {
        reply({ok: false, error: (error as Error).stack ?? String(error)});
      }
    });
  });
}

if (require.main === module) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const run = process.send === undefined ? finishAll(buildDir) : serveBuild(buildDir);
  run.catch((error: unknown) => {
    process.stderr.write(`build: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
