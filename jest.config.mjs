/**
 * Jest runs the site's unit and component tests (jsdom) next to the code they
 * test: `src/**\/*.test.ts(x)`, and those of content/, plugins/ and scripts/.
 * Its harness is jest/: the Docusaurus context tests render in
 * (jest/docusaurus), stand-ins for the build's generated modules, the MDX
 * loader and the style and file mocks. The API's contract tests run on node's own test
 * runner instead (server/test, see scripts/test.ts), because they need real
 * databases and the server's ESM dependencies.
 */
import {createRequire} from 'node:module';
import {availableParallelism} from 'node:os';

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

// Docusaurus's client API, mapped to its real sources: jest/docusaurus/internals.cjs,
// the one file that names Docusaurus's private modules, says why.
const require = createRequire(import.meta.url);
const internals = require('./jest/docusaurus/internals.cjs');

export default {
  rootDir: '.',
  testEnvironment: 'jsdom',
  testMatch: [
    '<rootDir>/content/**/*.test.ts',
    '<rootDir>/src/**/*.test.{ts,tsx}',
    '<rootDir>/plugins/**/*.test.ts',
    '<rootDir>/scripts/**/*.test.ts',
  ],
  transform: {
    '^.+\\.(t|j)sx?$': swcTransform,
    '^.+\\.mjs$': swcTransform,
  },
  // Docusaurus, some front-end packages and htmlparser2 (with the DOM
  // packages it brings) ship ESM only; let SWC compile them.
  transformIgnorePatterns: [
    '/node_modules/(?!(@docusaurus|@mdx-js|swiper|ssr-window|dom7|clsx|typebox|htmlparser2|entities|domhandler|domutils|domelementtype|dom-serializer)/)',
  ],
  moduleNameMapper: {
    // Docusaurus's client API (`@docusaurus/Link`, `Translate`, `router`...)
    // is an alias the bundler resolves; point Jest at the same real sources.
    // Tests render inside jest/docusaurus/renderWithDocusaurus.tsx, which
    // provides the context and router these modules expect.
    ...internals.moduleNameMapper,
    '\\.(css|scss)$': '<rootDir>/jest/style-mock.cjs',
    '\\.(png|jpe?g|gif|webp|svg|woff2?)$': '<rootDir>/jest/file-mock.cjs',
    '^@site/(.*)$': '<rootDir>/$1',
    // The build writes the shapes as JSON; Jest computes them from the schemas.
    '^@answer-shapes$': '<rootDir>/content/answer-shapes.ts',
    '^@generated/(.*)$': '<rootDir>/jest/generated/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
  // One test process per core, and at least two. Jest's own default leaves a
  // core to itself (one worker on a 2-core machine); its test files then ran
  // 87 s, against 57 s with two workers (2-core VM, runs one after the other).
  maxWorkers: Math.max(2, availableParallelism()),
  testEnvironmentOptions: {customExportConditions: ['']},
  clearMocks: true,
};
