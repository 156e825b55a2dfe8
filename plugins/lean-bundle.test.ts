/**
 * The stand-ins plugins/lean-bundle.ts gives the browser build: tslib's
 * helpers that Docusaurus's browser-side modules call, and nprogress's bar.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import * as tslib from './lean-bundle/tslib';
import progressBar from './lean-bundle/progress-bar';

const MODULES = path.resolve(__dirname, '..', 'node_modules', '@docusaurus');

/** The folders of Docusaurus whose modules end up in the browser bundle. */
const BROWSER_SIDE = ['core/lib/client', 'theme-classic/lib/theme', 'theme-common/lib', 'plugin-content-docs/lib/client', 'utils-common/lib'];

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return jsFiles(file);
    return file.endsWith('.js') ? [file] : [];
  });
}

/** The tslib helpers a module uses: `tslib_1.__x` after `require("tslib")`, or `import {__x} from "tslib"`. */
function tslibHelpers(source: string): string[] {
  const helpers = [...source.matchAll(/\b\w+\.(__\w+)\b/g)].filter(([whole]) => /^tslib_\d+\./.test(whole)).map(([, helper]) => helper!);
  for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']tslib["']/g)) {
    helpers.push(...names!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!));
  }
  return helpers;
}

describe('the tslib stand-in', () => {
  const used = new Map<string, string>();
  for (const folder of BROWSER_SIDE) {
    const dir = path.join(MODULES, folder);
    for (const file of jsFiles(dir)) {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('tslib')) continue;
      for (const helper of tslibHelpers(source)) used.set(helper, path.relative(MODULES, file));
    }
  }

  it('finds the helpers in the modules (the search still matches how they are compiled)', () => {
    expect(used.has('__importDefault')).toBe(true);
  });

  it('exports every helper that a browser-side module of Docusaurus uses', () => {
    const missing = [...used].filter(([helper]) => typeof (tslib as Record<string, unknown>)[helper] !== 'function');
    expect(missing).toEqual([]);
  });

  it('wraps a CommonJS module as a default export and leaves an ES module as it is', () => {
    const cjs = {a: 1};
    const esm = {__esModule: true, default: 2};
    expect(tslib.__importDefault(cjs)).toEqual({default: cjs});
    expect(tslib.__importDefault(esm)).toBe(esm);
  });
});

describe('the progress bar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    progressBar.configure({showSpinner: false});
  });
  afterEach(() => {
    progressBar.remove();
    progressBar.set(1);
    jest.runAllTimers();
    jest.useRealTimers();
  });

  it("renders nprogress's markup, which the theme's stylesheet styles, on start", () => {
    progressBar.start();
    const bar = document.querySelector<HTMLElement>('#nprogress > .bar');
    expect(bar).not.toBeNull();
    expect(bar!.querySelector('.peg')).not.toBeNull();
    expect(progressBar.isStarted()).toBe(true);
  });

  it('moves forward while the page loads, and is removed once done', () => {
    progressBar.start();
    const first = progressBar.status!;
    jest.advanceTimersByTime(2000);
    expect(progressBar.status!).toBeGreaterThan(first);
    progressBar.done();
    expect(progressBar.isStarted()).toBe(false);
    jest.runAllTimers();
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('does nothing on done when it was never started (a route change quicker than the delay)', () => {
    progressBar.done();
    expect(document.getElementById('nprogress')).toBeNull();
  });
});
