/** @jest-environment node */
/**
 * The Stylelint rule site/physical-sides, run as `npm run lint:styles` runs it
 * (the project's stylelint.config.mjs): which sides it refuses, and the
 * comments that let a side stay physical.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'stylelint', 'package.json'), 'utf8')) as {bin: Record<string, string>};
const STYLELINT = path.join(ROOT, 'node_modules', 'stylelint', manifest.bin.stylelint);

interface Warning {
  line: number;
  rule: string;
  text: string;
}

/** Stylelint's warnings for a stylesheet (`line: rule` pairs and texts). */
function lint(css: string): Warning[] {
  const run = spawnSync(process.execPath, [STYLELINT, '--stdin-filename', 'src/components/Example/styles.module.css', '-f', 'json'], {
    cwd: ROOT,
    input: css,
    encoding: 'utf8',
  });
  const results = JSON.parse(run.stdout || run.stderr) as {warnings: Warning[]}[];
  return results.flatMap((result) => result.warnings);
}

const linesOf = (warnings: Warning[]) => warnings.map((warning) => warning.line).sort((a, b) => a - b);

describe('site/physical-sides', () => {
  it('refuses physical sides in properties and values, saying what to write', () => {
    const warnings = lint(
      [
        '.a {',
        '  margin-left: 1rem;',
        '  padding-right: 1rem;',
        '  border-left: 1px solid;',
        '  left: 0;',
        '  text-align: right;',
        '  float: left;',
        '  transform-origin: left top;',
        '  border-top-right-radius: 2px;',
        '  top: 0;',
        '}',
      ].join('\n'),
    );
    expect(linesOf(warnings)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(warnings.map((warning) => warning.rule))).toEqual(new Set(['site/physical-sides']));
    expect(warnings.find((warning) => warning.line === 2)?.text).toMatch(/margin-inline-start.*rtl:ignore/);
    expect(warnings.find((warning) => warning.line === 6)?.text).toMatch(/"?end"?/);
  });

  it('leaves logical sides, sizes and axes alone', () => {
    const css =
      '.a {\n  margin-inline-start: 1rem;\n  inset-inline: 0;\n  text-align: start;\n  width: 2rem;\n  max-height: 3rem;\n  overflow-x: auto;\n}\n';
    expect(lint(css)).toEqual([]);
  });

  it('lets a side stay physical where rtlcss is told not to mirror it', () => {
    const css = [
      '/* rtl:ignore */',
      '.a { left: 0; }',
      '.b {',
      '  /* rtl:ignore */',
      '  right: 0;',
      '  left: 1px;',
      '}',
      '/*rtl:begin:ignore*/',
      '.c { padding-right: 0; transform-origin: left top; }',
      '/*rtl:end:ignore*/',
      '.d { margin-left: 0 /*rtl:ignore*/; }',
      '.e { margin-left: 0; }',
    ].join('\n');
    expect(linesOf(lint(css))).toEqual([6, 12]);
  });

  it('takes a disable comment only with its reason', () => {
    const css = [
      '.a {',
      '  /* stylelint-disable-next-line site/physical-sides -- the slider runs left to right */',
      '  left: 0;',
      '  /* stylelint-disable-next-line site/physical-sides */',
      '  right: 0;',
      '}',
    ].join('\n');
    expect(lint(css).map(({line, text}) => [line, /description/.test(text)])).toEqual([[4, true]]);
  });
});
