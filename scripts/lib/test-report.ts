/**
 * Reading the test runners' reports for the one summary `npm test` prints
 * (scripts/test.ts): which tests failed, by name, with the first line of
 * their error, so that the end of a CI log says what to look at.
 */

/** A terminal colour code (ESC [ … m), as test runners write them into error messages. */
// eslint-disable-next-line no-control-regex
const TERMINAL_COLOUR = /\u001b\[[0-9;]*m/g;

/** The first line of an error message, colours removed, for a one-line summary. */
export function firstLine(message: string | undefined): string {
  const line =
    (message ?? '')
      .replace(TERMINAL_COLOUR, '')
      .split('\n')
      .find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, 300);
}

/**
 * The failed tests of a TAP report, outermost first: `not ok 3 - name`, a
 * subtest indented under its parent. Skipped and to-do tests are not failures.
 */
export function tapFailures(tap: string): string[] {
  const failures: string[] = [];
  for (const match of tap.matchAll(/^( *)not ok \d+ - (.*)$/gm)) {
    if (/# (SKIP|TODO)\b/i.test(match[2])) continue;
    failures.push(`${'  '.repeat(match[1].length / 4)}${match[2]}`);
  }
  return failures;
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    file: string;
    line: number;
    tests: Array<{status: string; results: Array<{error?: {message?: string}}>}>;
  }>;
}
export interface PlaywrightReport {
  stats: Record<string, number>;
  suites?: PlaywrightSuite[];
}

/** Every test of a Playwright JSON report: `file:line › describe › title`, its outcome and first error. */
export function playwrightTests(report: PlaywrightReport): Array<{title: string; status: string; error: string}> {
  const tests: Array<{title: string; status: string; error: string}> = [];
  const visit = (suite: PlaywrightSuite, titles: readonly string[]): void => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const error = test.results.map((result) => result.error?.message).find((message) => message !== undefined);
        tests.push({title: [`${spec.file}:${spec.line}`, ...titles, spec.title].join(' › '), status: test.status, error: firstLine(error)});
      }
    }
    for (const inner of suite.suites ?? []) visit(inner, [...titles, inner.title]);
  };
  // The outermost suites are the files, titled with the file name the specs carry already.
  for (const file of report.suites ?? []) visit(file, []);
  return tests;
}
