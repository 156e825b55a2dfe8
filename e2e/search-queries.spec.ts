/**
 * The search test set (e2e/fixtures/search-queries.json: at least 30 queries
 * per language, typed as readers type them) against the build's Pagefind
 * index, through the fold the search dialog uses (scripts/search-queries.ts).
 * Prints the share of queries whose expected page comes first (the README's
 * figures) and fails when a language falls below it, or when an expected
 * page is not a page of the build.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {LOCALES} from '../content/locales';
import {readSearchSet, reportLines, runSearchSet} from '../scripts/search-queries';

const BUILD = path.resolve(__dirname, '..', 'build');
/** The share each language reached when the set was written (README, "Search"); a change to the search must not lower it. */
const FLOOR = {en: 33 / 36, fa: 35 / 38, ps: 33 / 37} as const;

test('the search test set finds its expected pages first', async () => {
  test.setTimeout(120_000);
  const set = await readSearchSet();
  for (const locale of LOCALES) {
    expect(set[locale].length, `${locale}: queries in the set`).toBeGreaterThanOrEqual(30);
    for (const {expected} of set[locale]) {
      const file = expected.endsWith('/') ? `${expected}index.html` : `${expected}.html`;
      expect(existsSync(path.join(BUILD, file)), `${expected} is a page of the build`).toBe(true);
    }
  }
  const outcomes = await runSearchSet(BUILD, set);
  const report = reportLines(outcomes);
  console.log(report.join('\n'));
  for (const locale of LOCALES) {
    const share = outcomes[locale].filter((outcome) => outcome.passed).length / outcomes[locale].length;
    expect(share, report.join('\n')).toBeGreaterThanOrEqual(FLOOR[locale]);
  }
});
