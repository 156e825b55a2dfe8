/**
 * Renders extra pages after Docusaurus's own static generation, with the
 * same server bundle, HTML template and minifier.
 *
 * Docusaurus renders one HTML file per route. A detail route is one route
 * (`/news/general/:id`), and a query page one route whatever its query, so
 * its generator renders each once, without data. This module renders the
 * same routes again at concrete addresses (`/fa/news/general/7`,
 * `/academics/programs?type=...&program=MBA`), which the router matches to
 * the same page component, and writes each to a file of our choosing.
 *
 * It relies on Docusaurus's internal SSG modules (pinned at 3.10.2 in
 * package.json): the server bundle is kept past Docusaurus's own generation
 * (DOCUSAURUS_KEEP_SERVER_BUNDLE, set by the plugin) and removed here.
 * `e2e/data-pages.spec.ts` checks the result in a browser.
 */
import {mkdir, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Props} from '@docusaurus/types';

/** A page to render: the address the router sees and the file to write (relative to the locale's folder). */
export interface PageToRender {
  /** Path with the locale's base URL (`/fa/news/general/7`). */
  readonly pathname: string;
  /** Query string, with `?`, or ''. */
  readonly search: string;
  /** Output file, relative to the locale's build folder (`news/general/7.html`). */
  readonly file: string;
  /**
   * The page's canonical address without the locale (`/news/general/7`,
   * `/events?page=2`), listed in the sitemap; none for a page whose
   * canonical address is another page's.
   */
  readonly canonical?: string;
}

type AppRenderResult = {html: string; collectedData: {modules: string[]; metadata: {internal: Record<string, unknown>}}};
type AppRender = (locals: {pathname: string; v4RemoveLegacyPostBuildHeadAttribute: boolean}) => Promise<AppRenderResult>;

const coreRequire = createRequire(require.resolve('@docusaurus/core/package.json'));

/** Pages minified and written at once while the next ones render. */
const MINIFYING = 4;

/**
 * Renders `pages` with the server bundle of the locale built into
 * `props.outDir`; `finish` gets each page's HTML before it is written (for
 * its scripts, plugins/page-scripts.ts). Removes the server bundle afterwards.
 */
export async function renderPages(props: Props, pages: readonly PageToRender[], finish: (pathname: string, html: string) => string): Promise<void> {
  const serverDir = path.join(props.outDir, '__server');
  const serverBundlePath = path.join(serverDir, 'server.bundle.js');
  const clientManifestPath = path.join(props.generatedFilesDir, 'client-manifest.json');
  const {createSSGParams} = coreRequire('./lib/ssg/ssgParams') as typeof import('@docusaurus/core/lib/ssg/ssgParams');
  const {compileSSGTemplate, renderSSGTemplate} = coreRequire('./lib/ssg/ssgTemplate') as typeof import('@docusaurus/core/lib/ssg/ssgTemplate');
  const {createSSGRequire} = coreRequire('./lib/ssg/ssgNodeRequire') as typeof import('@docusaurus/core/lib/ssg/ssgNodeRequire');
  const {getHtmlMinifier} = coreRequire('@docusaurus/bundler') as typeof import('@docusaurus/bundler');
  const evaluate = coreRequire('eval') as (source: string, filename: string, scope: object, includeGlobals: boolean) => {default: AppRender};

  const params = await createSSGParams({props, serverBundlePath, clientManifestPath});
  const template = await compileSSGTemplate(params.ssgTemplateContent);
  const minifier = await getHtmlMinifier({type: params.htmlMinifierType});
  const {readFile} = await import('node:fs/promises');
  const ssgRequire = createSSGRequire(serverBundlePath);
  try {
    const render = evaluate(
      await readFile(serverBundlePath, 'utf8'),
      path.basename(serverBundlePath),
      {__filename: '', require: ssgRequire.require},
      true,
    ).default;
    // A route's components are loaded on the first render of its plain
    // address; the router cannot match an address with a query to load them.
    const loaded = new Set<string>();
    // React renders on this thread, one page after another; the minifier
    // (SWC, on libuv's threads) and the write of up to MINIFYING earlier
    // pages go on meanwhile, on the other cores.
    const inFlight = new Set<Promise<void>>();
    let failure: {error: unknown} | undefined;
    for (const page of pages) {
      if (page.search !== '' && !loaded.has(page.pathname)) {
        await render({pathname: page.pathname, v4RemoveLegacyPostBuildHeadAttribute: true});
      }
      loaded.add(page.pathname);
      const result = await render({pathname: `${page.pathname}${page.search}`, v4RemoveLegacyPostBuildHeadAttribute: true});
      const html = renderSSGTemplate({params, result: result as never, ssgTemplate: template});
      const task = (async () => {
        const minified = await minifier.minify(html);
        const file = path.join(props.outDir, page.file);
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, finish(page.pathname, minified.code));
      })();
      inFlight.add(task);
      task.then(
        () => inFlight.delete(task),
        (error: unknown) => {
          failure ??= {error};
          inFlight.delete(task);
        },
      );
      if (inFlight.size >= MINIFYING) await Promise.race(inFlight).catch(() => undefined);
      if (failure !== undefined) break;
    }
    await Promise.allSettled(inFlight);
    if (failure !== undefined) throw failure.error;
  } finally {
    ssgRequire.cleanup();
    await rm(serverDir, {recursive: true, force: true});
  }
}
