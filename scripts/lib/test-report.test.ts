import {firstLine, playwrightTests, tapFailures} from './test-report';

describe('firstLine', () => {
  it('keeps the first non-empty line of a message, without terminal colours', () => {
    expect(firstLine('\n\u001b[31mError: expect(received).toBeLessThan(expected)\u001b[39m\n\nExpected: < 0.001')).toBe(
      'Error: expect(received).toBeLessThan(expected)',
    );
    expect(firstLine(undefined)).toBe('');
  });
});

describe('tapFailures', () => {
  it('names the failed tests and subtests, not the skipped or to-do ones', () => {
    const tap = [
      'TAP version 13',
      '# Subtest: site serving',
      '    ok 1 - pages are served',
      '    not ok 2 - a twin is served to clients that accept it',
      '    not ok 3 - PostgreSQL answers # SKIP no server',
      'not ok 1 - site serving',
      'ok 2 - resolveSitePath maps locales',
      'not ok 3 - later work # TODO',
      '# fail 2',
    ].join('\n');
    expect(tapFailures(tap)).toEqual(['  a twin is served to clients that accept it', 'site serving']);
  });
});

describe('playwrightTests', () => {
  it('gives each test its file, line, describe titles, outcome and first error', () => {
    const report = {
      stats: {expected: 1, unexpected: 1, flaky: 1},
      suites: [
        {
          title: 'data-pages.spec.ts',
          specs: [
            {
              title: 'a data page needs no request',
              file: 'data-pages.spec.ts',
              line: 240,
              tests: [{status: 'expected', results: [{}]}],
            },
          ],
          suites: [
            {
              title: 'fa: every route arrives with its content',
              specs: [
                {
                  title: 'routes 1–12',
                  file: 'data-pages.spec.ts',
                  line: 214,
                  tests: [{status: 'flaky', results: [{error: {message: 'Error: no layout shift\nmore'}}, {}]}],
                },
                {
                  title: 'routes 13–24',
                  file: 'data-pages.spec.ts',
                  line: 214,
                  tests: [{status: 'unexpected', results: [{error: {message: 'Timeout 30000ms exceeded.'}}]}],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightTests(report)).toEqual([
      {title: 'data-pages.spec.ts:240 › a data page needs no request', status: 'expected', error: ''},
      {
        title: 'data-pages.spec.ts:214 › fa: every route arrives with its content › routes 1–12',
        status: 'flaky',
        error: 'Error: no layout shift',
      },
      {
        title: 'data-pages.spec.ts:214 › fa: every route arrives with its content › routes 13–24',
        status: 'unexpected',
        error: 'Timeout 30000ms exceeded.',
      },
    ]);
  });
});
