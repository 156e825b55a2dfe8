/**
 * The browser runs the site's React components on Preact (preact/compat),
 * a 4 kB implementation of React's API, instead of react-dom.
 *
 * Why: react-dom alone is about 55 kB of the JavaScript every page loads
 * (brotli), half of what a first visit costs. Many readers are on slow,
 * costly mobile connections and older phones; with Preact a page's first
 * view loads about 50 kB less script and the phone parses and runs less of
 * it. The pages are rendered to HTML at build time, so what a reader sees
 * first never depends on the script anyway; Preact takes the built HTML
 * over (hydrates it) and runs the menus, dialogs, tabs and lists.
 *
 * What stays React: the source (components are written against React's
 * API and types), the build's server-side rendering (Docusaurus renders the
 * HTML with react-dom/server), and the unit tests (Jest renders with React).
 * The end-to-end tests run the built site, Preact included, in Chromium.
 *
 * `BROWSER_RUNTIME=react npm run build` builds the browser bundle with
 * react-dom instead (to compare, or to rule Preact out when a bug appears).
 *
 * On Preact the first page hydrates in slices (`process.env.HYDRATE_IN_SLICES`,
 * read by src/lib/hydration.tsx): Preact hydrates in one synchronous walk,
 * where React would slice its work by time itself.
 * @see https://preactjs.com/guide/v10/switching-to-preact
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function preactPlugin(): Plugin {
  const useReact = process.env.BROWSER_RUNTIME === 'react';
  const compat = path.join(path.dirname(require.resolve('preact/package.json')), 'compat');
  return {
    name: 'preact',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || useReact) return {};
      return {
        // `react` and `react-dom` are directory aliases in Docusaurus's own
        // config; the same keys replace them (and cover react/jsx-runtime,
        // react-dom/client, which preact/compat provides at the same paths).
        resolve: {alias: {react: compat, 'react-dom': compat}},
        plugins: [new currentBundler.instance.DefinePlugin({'process.env.HYDRATE_IN_SLICES': JSON.stringify('true')})],
      };
    },
  };
}
