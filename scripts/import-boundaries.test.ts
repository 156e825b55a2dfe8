/**
 * @jest-environment node
 *
 * The import boundaries of eslint.config.mjs (`no-restricted-imports` per
 * folder): content/ imports nothing from server/, src/ or plugins/; server/
 * nothing from src/ or plugins/; src/ nothing from server/. Each case lints a
 * sample source as if it were the named file, with the project's own config.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

interface Finding {
  readonly line: number;
  readonly source: string;
}

// One ESLint process for every case: loading the config takes seconds.
const CASES: Record<string, {file: string; text: string}> = {
  contentUsesItself: {file: 'content/schemas/sample.ts', text: "import {LOCALES} from '../locales';\nexport const x = LOCALES;\n"},
  contentImportsParts: {
    file: 'content/sample.ts',
    text: "import x from '../plugins/data-pages';\nexport {y} from '../server/src/app';\nimport type {Z} from '@site/src/lib/format';\nexport const a = [x] as Z[];\n",
  },
  serverImportsSite: {
    file: 'server/src/plugins/app/sample.ts',
    text: "import {LOCALES} from '../../../../content/locales';\nimport type {B} from '../../../../src/page';\nexport const a: B = LOCALES;\n",
  },
  serverImportsItsOwnSrc: {file: 'server/test/sample.ts', text: "import {build} from '../src/app';\nexport const a = build;\n"},
  browserImportsServer: {file: 'src/lib/sample.ts', text: "import {app} from '@site/server/src/app';\nexport const a = app;\n"},
  browserFolderNamedServer: {file: 'src/components/Pager/sample.ts', text: "import {a} from '../../server/x';\nexport const b = a;\n"},
};

function lintCases(): Record<string, Finding[]> {
  const script = `
    const {ESLint} = require('eslint');
    const cases = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({cwd: process.cwd()});
      const out = {};
      for (const [name, {file, text}] of Object.entries(cases)) {
        const [result] = await eslint.lintText(text, {filePath: file});
        out[name] = result.messages
          .filter((m) => m.ruleId === 'no-restricted-imports')
          .map((m) => ({line: m.line, source: text.split('\\n')[m.line - 1]}));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  const result = spawnSync(process.execPath, ['-e', script, JSON.stringify(CASES)], {cwd: ROOT, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`eslint failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as Record<string, Finding[]>;
}

describe('the import boundaries', () => {
  let findings: Record<string, Finding[]>;
  beforeAll(() => {
    findings = lintCases();
  }, 60_000);

  it('let every part use the content layer, and a part its own folders', () => {
    expect(findings.contentUsesItself).toEqual([]);
    expect(findings.serverImportsItsOwnSrc).toEqual([]);
    expect(findings.browserFolderNamedServer).toEqual([]);
  });

  it('refuse the content layer any import from the parts built on it, re-exports and type imports included', () => {
    expect(findings.contentImportsParts.map((f) => f.line)).toEqual([1, 2, 3]);
  });

  it('refuse the server an import from the browser code, type-only imports included', () => {
    expect(findings.serverImportsSite).toEqual([{line: 2, source: "import type {B} from '../../../../src/page';"}]);
  });

  it('refuse the browser code an import from the server, through the @site alias too', () => {
    expect(findings.browserImportsServer).toEqual([{line: 1, source: "import {app} from '@site/server/src/app';"}]);
  });
});
