/**
 * Jest runs the site's unit and component tests (jsdom) next to the code they
 * test: `src/**\/*.test.ts(x)`. The API's contract tests run on node's own test
 * runner instead (server/test, see scripts/test.ts), because they need real
 * databases and the server's ESM dependencies.
 */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: {syntax: 'typescript', tsx: true},
      transform: {react: {runtime: 'automatic'}},
      target: 'es2022',
    },
    module: {type: 'commonjs'},
  },
];

// The modules of @docusaurus/core/lib/client/exports, which the bundler
// exposes as `@docusaurus/<name>`.
const DOCUSAURUS_CLIENT_EXPORTS = [
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

export default {
  rootDir: '.',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/plugins/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': swcTransform,
    '^.+\\.mjs$': swcTransform,
  },
  // Docusaurus and some front-end packages ship ESM only; let SWC compile them.
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus|swiper|ssr-window|dom7|clsx)/)'],
  moduleNameMapper: {
    // Docusaurus's client API (`@docusaurus/Link`, `Translate`, `router`...)
    // is an alias the bundler resolves; point Jest at the same real sources.
    // Tests render inside test/docusaurus/renderWithDocusaurus.tsx, which
    // provides the context and router these modules expect.
    [`^@docusaurus/(${DOCUSAURUS_CLIENT_EXPORTS.join('|')})$`]:
      '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/$1',
    '\\.(css|scss)$': '<rootDir>/test/style-mock.cjs',
    '\\.(png|jpe?g|gif|webp|svg|woff2?)$': '<rootDir>/test/file-mock.cjs',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@generated/(.*)$': '<rootDir>/test/generated/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  testEnvironmentOptions: {customExportConditions: ['']},
  clearMocks: true,
};
