/**
 * Every private Docusaurus module the project touches, and why: only the
 * Jest harness, to render components as a build would without running a
 * build. Nothing else of the project may import `@docusaurus/<package>/lib/…`
 * (ESLint, `no-restricted-imports`, eslint.config.mjs).
 *
 * - The client API (`@docusaurus/Link`, `Translate`, `router`...) is an alias
 *   the bundler resolves to @docusaurus/core's `lib/client/exports`; Jest
 *   maps the same names to the same real sources (moduleNameMapper).
 * - The context a page renders in (site config, i18n) and the "in the
 *   browser" flag are provided by @docusaurus/core's App, which tests cannot
 *   run; jest/docusaurus/renderWithDocusaurus.tsx provides them with the
 *   same providers.
 * - The MDX tests compile pages with Docusaurus's own MDX pipeline and the
 *   site's configuration, as the build does, without a build
 *   (jest/mdx/compile-mdx.cjs): the site config loader and the MDX loader's
 *   compiler.
 *
 * The getters load the modules only when a test asks (jest.config.mjs reads
 * this file too, outside any test).
 */
'use strict';

/** The modules of @docusaurus/core/lib/client/exports, which the bundler exposes as `@docusaurus/<name>`. */
const CLIENT_EXPORTS = [
  'BrowserOnly',
  'ComponentCreator',
  'constants',
  'ErrorBoundary',
  'ExecutionEnvironment',
  'Head',
  'Interpolate',
  'isInternalUrl',
  'Link',
  'Noop',
  'renderRoutes',
  'router',
  'Translate',
  'useBaseUrl',
  'useBrokenLinks',
  'useDocusaurusContext',
  'useGlobalData',
  'useIsBrowser',
  'useIsomorphicLayoutEffect',
  'useRouteContext',
];

module.exports = {
  /** Jest's moduleNameMapper entries for the client API. */
  moduleNameMapper: {
    [`^@docusaurus/(${CLIENT_EXPORTS.join('|')})$`]: '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/$1',
  },
  /** The React context of `useDocusaurusContext`. */
  get DocusaurusContext() {
    return require('@docusaurus/core/lib/client/docusaurusContext').Context;
  },
  /** The provider of `useIsBrowser` (true once the page has hydrated). */
  get BrowserContextProvider() {
    return require('@docusaurus/core/lib/client/browserContext').BrowserContextProvider;
  },
  /** Reads docusaurus.config.ts as the build does. */
  get loadSiteConfig() {
    return require('@docusaurus/core/lib/server/config').loadSiteConfig;
  },
  /** Compiles one MDX file to JSX with the build's MDX pipeline. */
  get compileToJSX() {
    return require('@docusaurus/mdx-loader/lib/utils').compileToJSX;
  },
};
