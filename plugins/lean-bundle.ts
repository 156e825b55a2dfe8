/**
 * Keeps code the browser never runs out of its bundle.
 *
 * - Prism: the classic theme registers a client module that imports
 *   prism-react-renderer on every page, even though only its CodeBlock uses
 *   it; this site swizzles CodeBlock into a plain <pre> (src/theme/CodeBlock),
 *   so the module gets an empty Prism instead. About 20 KB of compressed
 *   JavaScript on every first visit.
 * - The frame's islands (src/components/Island): in a production build the
 *   browser bundle gets each island's stand-in (`island.tsx` beside its
 *   component) in place of the component, which only the build renders.
 *   The development server renders in the browser alone, so it keeps the
 *   components.
 * - tslib: Docusaurus's browser-side CommonJS modules require it for one
 *   helper (`__importDefault`), which brought every helper; the browser
 *   build gets lean-bundle/tslib.ts, with just the helpers they call
 *   (lean-bundle.test.ts keeps the list complete). About 3 KB compressed.
 * - nprogress: the classic theme's bar at the top of the window while the
 *   next page loads; the browser build gets lean-bundle/progress-bar.ts, the
 *   same bar (nprogress's markup and stylesheet) in a fraction of the code.
 * - react-helmet-async: the build writes each page's <head> with it (the
 *   server bundle keeps it); the browser only keeps the head in step after
 *   hydration and on moves between pages, which lean-bundle/head-manager.tsx
 *   does in a fraction of the code (about 4 KB compressed less).
 * - Dari and Pashto text in scripts: Docusaurus's minifier writes every
 *   character outside ASCII as `\uXXXX` (six bytes for a letter that takes
 *   two in UTF-8), and a Dari or Pashto page's scripts carry its content, its
 *   sidebar and its interface strings in Arabic script. The browser build
 *   keeps Docusaurus's minifier options (`getSwcJsMinimizerOptions` of
 *   @docusaurus/faster) but writes UTF-8; the server and the nginx example
 *   send scripts as `charset=utf-8`.
 * - The content of tab panels that need no script (lean-bundle/html-only-panels.cjs):
 *   a conference page's programme, papers and abstracts are in its HTML; the
 *   browser build leaves them out of the page's script and the tabs show the
 *   HTML the page arrived with. This needs Docusaurus to compile each MDX
 *   file for the browser and the build separately, as it does unless told to
 *   share one compilation between them (`future.faster.mdxCrossCompilerCache`,
 *   turned off in docusaurus.config.ts; the plugin stops the build if it is
 *   on, since the build would then render the panels empty).
 */
import path from 'node:path';
import {getSwcJsMinimizerOptions, rspack} from '@docusaurus/faster';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {BLOCKS} from './mdx-auto-import/blocks';

/** Components rendered by the build only, each with an `island.tsx` for the browser. */
export const ISLANDS = ['MenuPanel', 'SiteFooter'];

function islandAliases(siteDir: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of ISLANDS) {
    const folder = path.join(siteDir, 'src', 'components', name);
    const standIn = path.join(folder, 'island.tsx');
    // Imports through @site resolve to the absolute path first; the alias
    // then matches that path, and so any import of the component's folder.
    aliases[`${folder}$`] = standIn;
    aliases[`@site/src/components/${name}$`] = standIn;
  }
  return aliases;
}

/** The bundler's minimizers with Docusaurus's script minimizer replaced by one that writes UTF-8 (the stylesheet minimizer kept as it is). */
function utf8Minimizer(minimizers: readonly unknown[] | undefined): object {
  const isScriptMinimizer = (minimizer: unknown): boolean =>
    typeof minimizer === 'object' && minimizer !== null && minimizer.constructor.name === rspack.SwcJsMinimizerRspackPlugin.name;
  // Only where Docusaurus set up the Rspack minimizer this replaces.
  if (minimizers === undefined || !minimizers.some(isScriptMinimizer)) return {};
  const options = getSwcJsMinimizerOptions();
  const scripts = new rspack.SwcJsMinimizerRspackPlugin({
    minimizerOptions: {minify: true, ...options, ecma: options.ecma as 2020, format: {...options.format, ascii_only: false}} as never,
  });
  return {
    mergeStrategy: {'optimization.minimizer': 'replace'},
    optimization: {minimizer: [scripts, ...minimizers.filter((minimizer) => !isScriptMinimizer(minimizer))]},
  };
}

/** The rule that runs lean-bundle/html-only-panels.cjs on MDX pages before Docusaurus's MDX loader. */
function htmlOnlyPanelsRule(context: Pick<LoadContext, 'siteConfig'>, config: Pick<Configuration, 'experiments' | 'cache'>): object {
  const {faster} = context.siteConfig.future;
  if (faster.mdxCrossCompilerCache) {
    throw new Error(
      'lean-bundle: future.faster.mdxCrossCompilerCache is on, so the build would render the MDX compiled for the browser, whose tab panels are left empty; turn it off in docusaurus.config.ts',
    );
  }
  const loader = path.resolve(__dirname, 'lean-bundle', 'html-only-panels.cjs');
  // A persistent cache would otherwise keep what an earlier version of the
  // loader wrote: Rspack's (`experiments.cache`, which webpack's types do not
  // know) and webpack's (`cache`) are told the loader is part of the build.
  const rspackCache: unknown = config.experiments && 'cache' in config.experiments ? config.experiments.cache : undefined;
  const webpackCache = typeof config.cache === 'object' && config.cache.type === 'filesystem';
  return {
    ...(typeof rspackCache === 'object' && rspackCache !== null ? {experiments: {cache: {buildDependencies: [loader]}}} : {}),
    ...(webpackCache ? {cache: {buildDependencies: {htmlOnlyPanels: [loader]}}} : {}),
    module: {
      rules: [
        {
          // A function, not a pattern: Docusaurus gathers the `include` of every
          // rule whose pattern matches `.mdx` files (this one has none) to keep
          // them from its fallback MDX rule.
          test: (resource: string) => resource.toLowerCase().endsWith('.mdx'),
          enforce: 'pre',
          use: [{loader, options: {autoImported: Object.keys(BLOCKS)}}],
        },
      ],
    },
  };
}

/**
 * The file name of each chunk the browser loads on demand: its id and content
 * hash, where Docusaurus names it by its name and content hash. The webpack
 * runtime, which every page loads first, maps each chunk to its file name,
 * and every route module is a chunk of its own (one per data record), so
 * with names it holds a table of every chunk's name beside the tables of
 * ids and hashes it needs anyway. The content hash still changes each file's
 * name with its content, so the files stay cached for good.
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function leanBundlePlugin(context: Pick<LoadContext, 'siteDir' | 'siteConfig'>): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(config, isServer) {
      const isBrowserBuild = !isServer && config.mode === 'production';
      return {
        ...(isBrowserBuild ? {output: {chunkFilename: CHUNK_FILENAME}} : {}),
        ...(isBrowserBuild ? utf8Minimizer(config.optimization?.minimizer) : {}),
        ...(isBrowserBuild ? htmlOnlyPanelsRule(context, config) : {}),
        resolve: {
          alias: {
            'prism-react-renderer$': path.resolve(__dirname, 'lean-bundle', 'prism-stub.ts'),
            ...(isBrowserBuild
              ? {
                  ...islandAliases(context.siteDir),
                  tslib$: path.resolve(__dirname, 'lean-bundle', 'tslib.ts'),
                  nprogress$: path.resolve(__dirname, 'lean-bundle', 'progress-bar.ts'),
                  'react-helmet-async$': path.resolve(__dirname, 'lean-bundle', 'head-manager.tsx'),
                }
              : {}),
          },
        },
      };
    },
  };
}
