/** @jest-environment node */
/**
 * The page-weight measure on a tiny build made here. The budget check on the
 * real build runs after the build, in e2e/page-weight.spec.ts.
 */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, brotliCompressSync, constants} from 'node:zlib';
import {
  brotliSize,
  budgetViolations,
  CEILINGS,
  CONFERENCE_JS_CEILING,
  chooseCandidate,
  REFERENCE_PHONE,
  slotWidth,
  firstViewResources,
  formatTable,
  htmlFile,
  measurePages,
  pageKey,
  resolveUrl,
  suggestBudget,
  type PageSpec,
} from './page-weight';

let buildDir: string;

function write(file: string, content: string | Buffer): void {
  const target = path.join(buildDir, file);
  mkdirSync(path.dirname(target), {recursive: true});
  writeFileSync(target, content);
}

/** Text that compresses badly, so sizes stay far apart. */
function noise(length: number, seed: number): string {
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += String.fromCharCode(33 + (state % 90));
  }
  return text;
}

const MAIN_JS = `var a=${JSON.stringify(noise(3000, 1))};`;
const RUNTIME_JS = `var r=${JSON.stringify(noise(500, 2))};`;
const LAZY_JS = `var l=${JSON.stringify(noise(9000, 3))};`;
const STYLES_CSS = `body{--x:"${noise(800, 4)}"}`;
const HERO = Buffer.alloc(4321, 7);
const LOGO = Buffer.alloc(321, 8);
const BELOW = Buffer.alloc(9999, 9);

const HOME = `<!doctype html><html lang=en><head><meta charset=UTF-8>
<link rel=stylesheet href=/assets/css/styles.css />
<link rel="preload" href="/assets/js/runtime.js" as="script">
<link rel=preload href=/img/hero.webp as=image fetchpriority=high>
<link rel=prefetch href=/assets/js/lazy.js>
<!-- <script src=/assets/js/lazy.js></script> -->
</head><body>
<img src=/img/logo.svg alt="" width=160 height=48>
<img src="/img/hero.webp" alt="" loading="eager">
<img src='/img/below.webp' alt="" loading=lazy>
<noscript><img src=/img/below.webp alt=""></noscript>
<script src=/assets/js/runtime.js defer></script>
<script src="/assets/js/main.js" defer></script>
<script>window.inline=1</script>
</body></html>`;

beforeEach(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
  write('index.html', HOME);
  write('fa/about/history.html', HOME.replace(/\/assets\//g, '/fa/assets/'));
  write('assets/js/main.js', MAIN_JS);
  write('assets/js/runtime.js', RUNTIME_JS);
  write('assets/js/lazy.js', LAZY_JS);
  write('assets/css/styles.css', STYLES_CSS);
  write('fa/assets/js/main.js', MAIN_JS);
  write('fa/assets/js/runtime.js', RUNTIME_JS);
  write('fa/assets/css/styles.css', STYLES_CSS);
  write('img/hero.webp', HERO);
  write('img/logo.svg', LOGO);
  write('img/below.webp', BELOW);
});

afterEach(() => rmSync(buildDir, {recursive: true, force: true}));

const br = (text: string) => brotliCompressSync(text, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length;

/**
 * The first-view scripts of each page as its HTML names them: what a browser
 * loads for these pages, which have no route chunks (the real site's are
 * measured in Chromium: scripts/lib/first-view.ts).
 */
function htmlScripts(pages: readonly PageSpec[]): Map<string, string[]> {
  return new Map(
    pages.map((page) => {
      const file = path.join(buildDir, htmlFile(page));
      return [pageKey(page), existsSync(file) ? [...firstViewResources(readFileSync(file, 'utf8')).scripts] : []];
    }),
  );
}

describe('firstViewResources', () => {
  it('reads quoted, single-quoted, unquoted and bare attributes, with character references decoded', () => {
    const html =
      `<img src=/a.webp alt="A b" data-x='c' hidden loading=lazy />` +
      `<img hidden src='/b.webp' alt="B">` +
      `<link rel="preload" as='image' href=/c.webp>` +
      '<IMG SRC="/d.webp?w=1&amp;h=2" alt=d>';
    expect(firstViewResources(html).images).toEqual(['/b.webp', '/c.webp', '/d.webp?w=1&h=2']);
  });

  it('finds scripts, preloaded scripts and stylesheets, each once', () => {
    const resources = firstViewResources(HOME);
    expect(resources.scripts).toEqual(['/assets/js/runtime.js', '/assets/js/main.js']);
    expect(resources.styles).toEqual(['/assets/css/styles.css']);
  });

  it('counts images not marked lazy and preloaded images, not lazy ones, prefetches, comments or noscript', () => {
    const resources = firstViewResources(HOME);
    expect(resources.images).toEqual(['/img/hero.webp', '/img/logo.svg']);
    expect(resources.scripts).not.toContain('/assets/js/lazy.js');
  });

  it('counts a video’s poster, which loads at once, but not its sources', () => {
    const html = '<video muted preload=none poster=/img/poster.webp><source src=/video/a.webm type=video/webm></video>';
    expect(firstViewResources(html).images).toEqual(['/img/poster.webp']);
  });

  it('counts module preloads as scripts', () => {
    expect(firstViewResources('<link rel=modulepreload href=/m.js>').scripts).toEqual(['/m.js']);
  });
});

describe('pictures: the version a phone takes', () => {
  const set = '/p.jpg.400w.avif 400w, /p.jpg.800w.avif 800w, /p.jpg.1200w.avif 1200w';

  it('reads the slot width from sizes at the viewport, first matching condition first', () => {
    const sizes = '(max-width: 40rem) 100vw, (max-width: 62rem) 50vw, 24rem';
    expect(slotWidth(sizes, 412)).toBe(412);
    expect(slotWidth(sizes, 800)).toBe(400);
    expect(slotWidth(sizes, 1400)).toBe(384);
    expect(slotWidth('(min-width: 600px) 300px, 90vw', 400)).toBe(360);
    expect(slotWidth(undefined, 412)).toBe(412);
    expect(() => slotWidth('(orientation: portrait) 50vw, 100vw', 412)).toThrow(/orientation/);
  });

  it('takes the smallest version as wide as the slot times the density, else the widest', () => {
    expect(chooseCandidate(set, '100vw', 412, 3)).toBe('/p.jpg.1200w.avif');
    expect(chooseCandidate(set, '100vw', 360, 2)).toBe('/p.jpg.800w.avif');
    expect(chooseCandidate(set, '15rem', 412, 1)).toBe('/p.jpg.400w.avif');
    expect(chooseCandidate(set, '(max-width: 50rem) 100vw, 50rem', 1400, 2)).toBe('/p.jpg.1200w.avif');
    expect(chooseCandidate('/a.webp 1x, /a-2x.webp 2x', undefined, 412, 3)).toBe('/a-2x.webp');
  });

  it('counts the first source of a type the phone shows, not the img fallback, and nothing lazy', () => {
    const html =
      '<picture><source type=image/jxl srcset="/p.jxl 800w"><source type=image/avif srcset="' +
      set +
      '" sizes="(max-width: 50rem) 100vw, 50rem">' +
      '<img src=/p.jpg srcset="/p.jpg.800w.webp 800w" sizes=100vw width=800 height=450></picture>' +
      '<picture><source type=image/avif srcset="/q.jpg.400w.avif 400w"><img loading=lazy src=/q.jpg></picture>' +
      '<img src=/plain.webp srcset="/plain-400.webp 400w, /plain-1600.webp 1600w" sizes=50vw>';
    expect(REFERENCE_PHONE.width).toBe(412);
    expect(firstViewResources(html).images).toEqual(['/p.jpg.1200w.avif', '/plain-1600.webp']);
  });

  it('counts a preload by its imagesrcset, and skips one of a type the phone does not show', () => {
    const html =
      `<link rel=preload as=image href=/p.jpg imagesrcset="${set}" imagesizes="(max-width: 50rem) 100vw, 50rem" type=image/avif>` +
      '<link rel=preload as=image href=/x.jxl type=image/jxl>';
    expect(firstViewResources(html).images).toEqual(['/p.jpg.1200w.avif']);
  });
});

describe('brotliSize', () => {
  it('is the length of the quality-11 brotli stream, which decompresses to the input', () => {
    expect(brotliSize(MAIN_JS)).toBe(br(MAIN_JS));
    const stream = brotliCompressSync(MAIN_JS, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}});
    expect(brotliDecompressSync(stream).toString()).toBe(MAIN_JS);
    expect(brotliSize('a'.repeat(10_000))).toBeLessThan(50);
  });
});

describe('htmlFile', () => {
  it('maps routes to the files of a trailingSlash:false build', () => {
    const pages: PageSpec[] = [
      {locale: 'en', route: '/'},
      {locale: 'fa', route: '/'},
      {locale: 'fa', route: '/about/history'},
      {locale: 'en', route: '/news/general/1', file: 'news/general/([0-9]+).html'},
      {locale: 'fa', route: '/news/general/1', file: 'news/general/([0-9]+).html'},
    ];
    expect(pages.map(htmlFile)).toEqual([
      'index.html',
      'fa/index.html',
      'fa/about/history.html',
      'news/general/([0-9]+).html',
      'fa/news/general/([0-9]+).html',
    ]);
  });
});

describe('resolveUrl', () => {
  it('maps site paths and absolute URLs of the site to build files', () => {
    expect(resolveUrl(buildDir, '/img/hero.webp?v=1')).toBe(path.join(buildDir, 'img/hero.webp'));
    expect(resolveUrl(buildDir, 'https://www.sapedar.example/img/hero.webp', 'https://www.sapedar.example')).toBe(
      path.join(buildDir, 'img/hero.webp'),
    );
  });

  it('refuses another origin and a missing file', () => {
    expect(() => resolveUrl(buildDir, 'https://cdn.example/x.js')).toThrow(/another origin/);
    expect(() => resolveUrl(buildDir, '//cdn.example/x.js')).toThrow(/another origin/);
    expect(() => resolveUrl(buildDir, '/assets/js/gone.js')).toThrow(/no such file/);
  });
});

describe('measurePages', () => {
  const pages: PageSpec[] = [
    {locale: 'en', route: '/'},
    {locale: 'fa', route: '/about/history'},
  ];

  it('sums the brotli sizes of the scripts a browser loaded, of first-view styles, and the sizes of first-screen images', () => {
    const [home, history] = measurePages(buildDir, pages, {scripts: htmlScripts(pages)});
    expect(home.key).toBe('en /');
    expect(home.js).toBe(br(MAIN_JS) + br(RUNTIME_JS));
    expect(home.css).toBe(br(STYLES_CSS));
    // WebP at its file size; SVG is text the server compresses, counted compressed.
    expect(home.images).toBe(HERO.length + brotliSize(LOGO));
    expect(brotliSize(LOGO)).toBeLessThan(LOGO.length);
    expect(home.total).toBe(home.js + home.css + home.images);
    expect(home.html).toBe(br(HOME));
    expect(history).toMatchObject({key: 'fa /about/history', js: home.js, css: home.css});
  });

  it('names the page and the file when the page loads something missing', () => {
    write('index.html', HOME.replace('/assets/js/main.js', '/assets/js/missing.js'));
    expect(() => measurePages(buildDir, pages, {scripts: htmlScripts(pages)})).toThrow(
      /en \/ \(index\.html\): \/assets\/js\/missing\.js: no such file/,
    );
  });

  it('counts the scripts the browser loaded, route chunks included, not only those the HTML names', () => {
    const scripts = htmlScripts(pages);
    scripts.set('en /', [...scripts.get('en /')!, '/assets/js/lazy.js']);
    const [home] = measurePages(buildDir, pages, {scripts});
    expect(home.js).toBe(br(MAIN_JS) + br(RUNTIME_JS) + br(LAZY_JS));
  });

  it('names the page whose scripts were not measured', () => {
    expect(() => measurePages(buildDir, pages, {scripts: new Map()})).toThrow(/en \/: its first-view scripts were not measured/);
  });

  it('names the page when its HTML is not in the build', () => {
    expect(() => measurePages(buildDir, [{locale: 'en', route: '/events'}], {scripts: htmlScripts([{locale: 'en', route: '/events'}])})).toThrow(
      /en \/events: events\.html/,
    );
  });
});

describe('budgets', () => {
  it('passes pages within budget and reports each metric over it with the numbers', () => {
    const weights = measurePages(buildDir, [{locale: 'en', route: '/'}], {scripts: htmlScripts([{locale: 'en', route: '/'}])});
    const budget = suggestBudget(weights);
    expect(budgetViolations(weights, budget)).toEqual([]);

    const tight = {pages: {'en /': {...budget.pages['en /'], js: weights[0].js - 10}}};
    expect(budgetViolations(weights, tight)).toEqual([
      `en /: js is ${weights[0].js} bytes, over its budget of ${weights[0].js - 10} by 10 bytes (${((10 / (weights[0].js - 10)) * 100).toFixed(1)}%)`,
    ]);
  });

  it('holds every page to the script ceiling, a conference page to its own', () => {
    const [home] = measurePages(buildDir, [{locale: 'en', route: '/'}], {scripts: htmlScripts([{locale: 'en', route: '/'}])});
    const heavy = (route: string, js: number) => ({...home, key: `fa ${route}`, js});
    const loose = (key: string) => ({pages: {[key]: {js: 1e9, css: 1e9, images: 1e9, total: 1e9}}});
    expect(budgetViolations([heavy('/events', CEILINGS.js + 1)], loose('fa /events'))).toEqual([
      `fa /events: js is ${CEILINGS.js + 1} bytes, over the ceiling of ${CEILINGS.js} bytes its kind of page keeps to`,
    ]);
    const conference = '/research/conferences/ncai-2024';
    expect(budgetViolations([heavy(conference, CEILINGS.js + 1)], loose(`fa ${conference}`))).toEqual([]);
    expect(budgetViolations([heavy(conference, CONFERENCE_JS_CEILING + 1)], loose(`fa ${conference}`))).toHaveLength(1);
  });

  it('fails a page that has no budget', () => {
    const weights = measurePages(buildDir, [{locale: 'en', route: '/'}], {scripts: htmlScripts([{locale: 'en', route: '/'}])});
    expect(budgetViolations(weights, {pages: {}})).toEqual(['en /: no budget in scripts/page-weight-budget.json']);
  });

  it('suggests budgets at no more than 10% above the figures', () => {
    const [home] = measurePages(buildDir, [{locale: 'en', route: '/'}], {scripts: htmlScripts([{locale: 'en', route: '/'}])});
    const budget = suggestBudget([home]).pages['en /'];
    expect(budget.js).toBe(Math.floor(home.js * 1.1));
    expect(budget.images).toBeLessThanOrEqual(home.images * 1.1);
    expect(budget.images).toBeGreaterThan(home.images);
  });

  it('prints a table with a row per page and the budget beside it', () => {
    const weights = measurePages(buildDir, [{locale: 'en', route: '/'}], {scripts: htmlScripts([{locale: 'en', route: '/'}])});
    const table = formatTable(weights, suggestBudget(weights)).split('\n');
    expect(table[0]).toMatch(/^\| page +\| html \(br\) \| js \(br\) \| css \(br\) \| images \| total \| budget \|$/);
    expect(table[2]).toMatch(
      new RegExp(
        `^\\| en / +\\|.* ${(weights[0].total / 1000).toFixed(1)} \\| +${(suggestBudget(weights).pages['en /'].total / 1000).toFixed(1)} \\|$`,
      ),
    );
  });
});
