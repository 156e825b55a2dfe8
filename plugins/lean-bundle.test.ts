/**
 * The stand-ins plugins/lean-bundle.ts gives the browser build: tslib's
 * helpers that Docusaurus's browser-side modules call, nprogress's bar, and
 * react-helmet-async's head in the browser.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import * as tslib from './lean-bundle/tslib';
import progressBar from './lean-bundle/progress-bar';
import * as headManager from './lean-bundle/head-manager';
import {createElement as h} from 'react';
import {render} from '@testing-library/react';

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

describe('the react-helmet-async stand-in', () => {
  it('exports what the browser-side modules of Docusaurus import from react-helmet-async', () => {
    const imported = new Set<string>();
    for (const folder of BROWSER_SIDE) {
      for (const file of jsFiles(path.join(MODULES, folder))) {
        if (/serverEntry|serverHelmetUtils/.test(file)) continue;
        for (const [, names] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']react-helmet-async["']/g)) {
          for (const name of names!.split(',')) imported.add(name.trim().split(/\s+as\s+/)[0]!);
        }
      }
    }
    expect([...imported].sort()).toEqual(['Helmet', 'HelmetProvider']);
    for (const name of imported) expect(typeof (headManager as Record<string, unknown>)[name]).toBe('function');
  });

  it('keeps the head as the later <Helmet> asks, over the earlier, and updates it when one goes', () => {
    jest.useFakeTimers();
    document.head.innerHTML =
      '<title data-rh="true">Old</title><meta data-rh="true" name="description" content="old"><link data-rh="true" rel="canonical" href="/a"><link rel="stylesheet" href="/s.css">';
    const {Helmet, HelmetProvider} = headManager;
    const layout = h(
      Helmet,
      null,
      h('html', {lang: 'en', dir: 'ltr', 'data-has-hydrated': true}),
      h('title', null, 'Site'),
      h('meta', {name: 'description', content: 'site'}),
      h('meta', {property: 'og:locale:alternate', content: 'fa_AF'}),
      h('meta', {property: 'og:locale:alternate', content: 'ps_AF'}),
    );
    const page = h(
      Helmet,
      null,
      h('html', {className: 'docs-page'}),
      h('title', null, 'Page | Site'),
      h('meta', {name: 'description', content: 'page'}),
      h('link', {rel: 'canonical', href: '/a'}),
    );
    const {rerender} = render(h(HelmetProvider, null, layout, page));
    jest.runAllTimers();
    expect(document.title).toBe('Page | Site');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.getAttribute('data-has-hydrated')).toBe('true');
    expect(document.documentElement.getAttribute('class')).toBe('docs-page');
    expect(Array.from(document.head.querySelectorAll('meta[name="description"]')).map((meta) => meta.getAttribute('content'))).toEqual(['page']);
    expect(document.head.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(2);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();

    rerender(h(HelmetProvider, null, layout));
    jest.runAllTimers();
    expect(document.title).toBe('Site');
    expect(document.documentElement.hasAttribute('class')).toBe(false);
    expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('site');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    jest.useRealTimers();
  });
});
