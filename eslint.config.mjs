/**
 * `npm run lint` (with `prettier --check`): ESLint over the project's code.
 *
 * - JavaScript's and typescript-eslint's recommended rules everywhere;
 * - the rules of hooks and jsx-a11y's recommended rules for the React code;
 * - the import boundaries that keep the parts apart (ARCHITECTURE.md):
 *   content/ imports nothing from server/, src/ or plugins/; server/ nothing
 *   from src/ or plugins/; src/ (the browser's code) nothing from server/.
 *   `import type` counts too;
 * - Docusaurus through its public API only: no file imports, requires or
 *   names a private module (`@docusaurus/<package>/lib/…` or `/src/…`), and
 *   none evaluates code it did not write (`eval`, `new Function`, `vm`). The
 *   one exception is the Jest harness's jest/docusaurus/internals.cjs, which
 *   says why.
 *
 * Formatting is Prettier's (.prettierrc.json), so no stylistic rules here.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders, and the top folders their code must not import from. */
const BOUNDARIES = [
  {from: 'content', forbidden: ['server', 'src', 'plugins'], why: 'content/ is the layer everything builds on; it builds on nothing of theirs'},
  {from: 'server', forbidden: ['src', 'plugins'], why: "the API runs without the site's code"},
  {from: 'src', forbidden: ['server'], why: "browser code must not pull in the server's"},
];

/** A private module of a Docusaurus package, in any import, require or string that names one. */
const PRIVATE_DOCUSAURUS = '@docusaurus/[a-z-]+/(lib|src)(/|$)';
const PRIVATE_MESSAGE =
  'Docusaurus is used through its public API only (its CLI, the plugin lifecycle, theme components, `@docusaurus/<name>` client modules): ARCHITECTURE.md, "Standing on Docusaurus".';
/** The import patterns every file must avoid, whatever its folder. */
const PRIVATE_IMPORTS = [{regex: `^${PRIVATE_DOCUSAURUS}`, message: PRIVATE_MESSAGE}];
const EVALUATION_MESSAGE =
  'No code is evaluated from a string or a generated file: read data as data (JSON), or ask Docusaurus through its plugin API.';

/** Deepest folder nesting below a boundary folder that the rule covers. */
const MAX_DEPTH = 8;

/**
 * One config block per boundary folder and file depth: a relative import
 * leaves the top folder only with exactly as many `../` as the file is deep,
 * so each depth gets the pattern that names that many (`@site/` imports are
 * the same at every depth).
 */
function boundaryConfigs() {
  /** @type {import('eslint').Linter.Config[]} */
  const configs = [];
  for (const {from, forbidden, why} of BOUNDARIES) {
    const names = forbidden.join('|');
    for (let depth = 1; depth <= MAX_DEPTH; depth++) {
      const files = [`${from}/${'*/'.repeat(depth - 1)}*.{ts,tsx,mts,cts,js,mjs,cjs}`];
      const message = `${from}/ must not import from ${forbidden.map((f) => `${f}/`).join(', ')}: ${why} (ARCHITECTURE.md).`;
      configs.push({
        files,
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                ...PRIVATE_IMPORTS,
                {regex: `^@site/(${names})(/|$)`, message},
                {regex: `^(\\./)?(\\.\\./){${depth}}(${names})(/|$)`, message},
              ],
            },
          ],
        },
      });
    }
  }
  return configs;
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'var/',
      'server/dist/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'static/',
      'data/',
      'docs/',
      'i18n/',
      'jest/fixtures/',
    ],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {...globals.node},
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_'}],
      // A `let` read by a callback before its one assignment (a timer cleared on close) cannot be a const.
      'prefer-const': ['error', {ignoreReadBeforeAssign: true}],
    },
  },
  {
    ignores: ['jest/docusaurus/internals.cjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: PRIVATE_IMPORTS,
          paths: [
            {name: 'vm', message: EVALUATION_MESSAGE},
            {name: 'node:vm', message: EVALUATION_MESSAGE},
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {selector: `Literal[value=/${PRIVATE_DOCUSAURUS.replace(/\//g, '\\/')}/]`, message: PRIVATE_MESSAGE},
        {selector: `TemplateElement[value.raw=/${PRIVATE_DOCUSAURUS.replace(/\//g, '\\/')}/]`, message: PRIVATE_MESSAGE},
        {selector: "CallExpression[callee.name='require'][arguments.0.value=/^(node:)?vm$/]", message: EVALUATION_MESSAGE},
      ],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // The Jest harness runs compiled MDX in tests (jest/mdx/loadMdx.ts); nothing it runs reaches a visitor.
    files: ['jest/**'],
    rules: {'no-new-func': 'off'},
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'jest/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    // The service worker (plugins/web-app): a plain script run by the browser, not a module.
    files: ['plugins/web-app/sw.js'],
    languageOptions: {sourceType: 'script', globals: {...globals.serviceworker}},
  },
  {
    files: ['**/*.test.{ts,tsx}', 'jest/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.jest}},
    // jest.mock() factories are hoisted above the imports and must load modules with require(),
    // as does the Jest harness that loads compiled MDX through Jest's module registry.
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['**/*.{tsx,jsx}', 'src/**/*.ts'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{tsx,jsx}'],
    rules: {
      // A named scrolling region (role="region") takes a tab stop so keyboard users can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true}],
    },
  },
  ...boundaryConfigs(),
);
