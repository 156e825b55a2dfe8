/**
 * Stylelint over every stylesheet of the site (`npm run lint:styles`, part of
 * `npm run check` and `npm test`). Its one rule keeps the sides of the
 * inline axis logical, so right-to-left pages mirror by themselves
 * (scripts/lint/physical-sides.mjs says what counts and how a deliberate
 * physical side is marked). A stylelint-disable comment must give its reason
 * after ` -- ` and must still be needed.
 * @type {import('stylelint').Config}
 */
export default {
  plugins: ['stylelint-plugin-logical-css', './scripts/lint/physical-sides.mjs'],
  ignoreFiles: ['build/**', '.docusaurus/**', 'node_modules/**', 'static/admin/**', 'coverage/**', 'test-results/**', 'playwright-report/**'],
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
  reportInvalidScopeDisables: true,
  rules: {
    'site/physical-sides': true,
  },
};
