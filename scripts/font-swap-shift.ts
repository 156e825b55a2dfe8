/**
 * How much Dari and Pashto pages move when Vazirmatn arrives late.
 *
 * For each page and viewport it opens the page in Chromium in a fresh
 * profile (nothing cached; the cookie that makes a page use Vazirmatn set,
 * as on a reader's second page), holds back the two Vazirmatn files until the
 * page has been drawn in the fallback face and `--delay` milliseconds have
 * passed since each was asked for, then lets them through and waits until
 * well after they have loaded. It prints one line per page and viewport:
 *
 * - `cls`: the layout shift after the font was let through (the sum of the
 *   page's `layout-shift` entries not caused by input), which is what a
 *   reader sees as the swap. Shifts before it (none are expected) are
 *   printed as `pre`;
 * - `inview`: how many boxes of the first view changed place, by any
 *   distance (the layout-shift figure leaves out the smallest moves);
 * - `moved` and `rewrap`, over the whole page and not only the first view:
 *   how many boxes changed place, and how many boxes holding text changed
 *   height or number of lines. A reader scrolled down when the font arrives
 *   sees these, which the layout-shift figure leaves out;
 * - `fcp`: when the page first drew text or an image, in milliseconds;
 * - the elements the layout-shift entries name (tag, class, start of text),
 *   and with `--verbose` the first boxes that moved and re-wrapped.
 *
 * Usage (the site served, e.g. `PORT=3100 npm run serve`; the server keeps
 * the pages it has read, so restart it after a rebuild):
 *
 *   npx tsx scripts/font-swap-shift.ts [--base http://127.0.0.1:3100]
 *     [--viewport phone|desktop|both] [--width 360,390,412] [--delay 1500]
 *     [--pages /fa,/ps/about/history] [--css file.css] [--device-font path.ttf]
 *     [--bold-device-font path.ttf] [--display optional|swap] [--verbose]
 *
 * `--css` replaces the fallback faces of the site's stylesheet by the file's,
 * to try other descriptors without a rebuild; `--display` sets the
 * `font-display` of the Vazirmatn faces. `--device-font` stands in for a font this
 * machine lacks (a phone's Noto Naskh Arabic, say): every `local()` source of
 * the fallback faces is replaced by that file, served to the page, so the
 * fallback is drawn in it with the descriptors the stylesheet gives
 * (`--bold-device-font`, when given, for the faces declared bold). The line
 * `fallback drawn in` names the face Chromium used for the text before the
 * font came, from its own record of the fonts a node was drawn with.
 */
import {readFileSync} from 'node:fs';
import {chromium, type Browser, type BrowserContext, type Page} from 'playwright-core';
import {FONT_COOKIE} from '../src/lib/arabicFont';
import {CHROMIUM_ARGS, findChromium} from './lib/chromium';

const DEFAULT_PAGES = [
  '/fa',
  '/ps',
  '/fa/about/history',
  '/ps/about/history',
  '/fa/events',
  '/fa/news/general/1',
  '/fa/academics/graduate/graduate-programs',
  '/fa/academics/programs/faculty-profile/12',
  '/fa/research/conferences/ncai-2024',
  '/ps/research/conferences/icamr-2024',
  '/fa/students/student-involvement',
  '/fa/about/sustainability',
  '/fa/about/founder-message',
  '/fa/career/current-opportunities',
];

interface Viewport {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly deviceScaleFactor: number;
  readonly mobile: boolean;
}

const PHONE: Viewport = {name: 'phone', width: 412, height: 915, deviceScaleFactor: 2, mobile: true};
const DESKTOP: Viewport = {name: 'desktop', width: 1350, height: 940, deviceScaleFactor: 1, mobile: false};

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const base = option('base') ?? 'http://127.0.0.1:3100';
const delay = Number(option('delay') ?? 1500);
const verbose = process.argv.includes('--verbose');
const pages = option('pages')?.split(',') ?? DEFAULT_PAGES;
const extraCss = option('css') === undefined ? undefined : readFileSync(option('css')!, 'utf8');
const deviceFont = option('device-font');
const display = option('display');
/** A fallback face of the built stylesheet (minified: `font-family:Vazirmatn Fallback`, unquoted). */
const FALLBACK_FACE = /@font-face\s*\{[^}]*font-family:\s*["']?Vazirmatn Fallback[^}]*\}/g;
const boldDeviceFont = option('bold-device-font');

function viewports(): Viewport[] {
  const widths = option('width');
  if (widths !== undefined) {
    return widths.split(',').map((width) => ({...PHONE, name: `phone${width}`, width: Number(width)}));
  }
  const which = option('viewport') ?? 'both';
  return which === 'phone' ? [PHONE] : which === 'desktop' ? [DESKTOP] : [PHONE, DESKTOP];
}

/** A box's place and size on the page; `lines` is its number of line boxes when it holds text. */
type Box = [top: number, left: number, width: number, height: number, lines: number];

interface Snapshot {
  readonly boxes: Box[];
  readonly labels: string[];
}

interface Shift {
  readonly value: number;
  readonly startTime: number;
  readonly sources: string[];
}

/** Runs in the page: records layout shifts from the start. */
const OBSERVE_SHIFTS = `function () {
  window.__shifts = [];
  function describe(node) {
    if (node === null) return '(removed)';
    var element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    if (element === null) return '(text)';
    var className = typeof element.className === 'string' ? element.className.trim().split(/\\s+/)[0] : '';
    var text = (element.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 28);
    return element.tagName.toLowerCase() + (className ? '.' + className : '') + ' «' + text + '»';
  }
  new PerformanceObserver(function (list) {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({value: entry.value, startTime: entry.startTime, sources: entry.sources.map(function (source) { return describe(source.node); })});
    }
  }).observe({type: 'layout-shift', buffered: true});
}`;

async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const boxes: [number, number, number, number, number][] = [];
    const labels: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      let lines = 0;
      const hasText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      if (hasText) {
        const range = document.createRange();
        range.selectNodeContents(element);
        // Fragments of one line can differ in height (two faces on it): a new line starts when a
        // fragment's middle is more than half a line below the last line's.
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 20;
        const middles = Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => (rect.top + rect.bottom) / 2);
        middles.sort((a, b) => a - b);
        let last = -Infinity;
        for (const middle of middles) {
          if (middle - last > lineHeight / 2) {
            lines += 1;
            last = middle;
          }
        }
      }
      boxes.push([rect.top + window.scrollY, rect.left, rect.width, rect.height, lines]);
      const className = typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : '';
      labels.push(
        `${element.tagName.toLowerCase()}${className ? `.${className}` : ''} «${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 28)}»`,
      );
    }
    return {boxes, labels};
  });
}

/** The faces Chromium drew the page's first heading and paragraph in (its own record). */
async function drawnIn(context: BrowserContext, page: Page): Promise<string> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const {root} = await cdp.send('DOM.getDocument', {depth: 0});
  const found: string[] = [];
  for (const selector of ['main h1, h1', 'main p, article p, p', 'main strong, main b, main h2, h2']) {
    const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
    if (nodeId === 0) continue;
    const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
    found.push(
      `${selector.split(',')[0]}: ${fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web)' : ''} ×${font.glyphCount}`).join(', ')}`,
    );
  }
  await cdp.detach();
  return found.join('; ');
}

/** The fallback faces' `local()` sources replaced by the stand-in device font(s). */
function withDeviceFont(css: string): string {
  return css.replace(FALLBACK_FACE, (face) => {
    const bold = /font-weight:\s*(700|bold)/.test(face);
    const url = bold && boldDeviceFont !== undefined ? '/__device-font-bold' : '/__device-font';
    return face.replace(/src:\s*[^;}]*/, `src:url(${url})`);
  });
}

interface Result {
  readonly cls: number;
  readonly pre: number;
  readonly moved: number;
  readonly movedInView: number;
  readonly rewrapped: number;
  readonly shiftSources: string[];
  readonly rewrappedLabels: string[];
  readonly movedLabels: string[];
  readonly fallback: string;
  readonly fcp: number;
}

async function measure(browser: Browser, path: string, viewport: Viewport, wantFonts: boolean): Promise<Result> {
  const context = await browser.newContext({
    viewport: {width: viewport.width, height: viewport.height},
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
  });
  // A reader's second page: only then do Dari and Pashto pages use Vazirmatn
  // (src/lib/arabicFont.ts). Its files are held back below all the same.
  await context.addCookies([{name: FONT_COOKIE, value: '1', url: base}]);
  const page = await context.newPage();
  // As source text: tsx wraps named functions in a helper that does not exist in the page.
  await page.addInitScript({content: `(${OBSERVE_SHIFTS})()`});
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/fonts/vazirmatn-*', async (route) => {
    await Promise.all([released, new Promise((resolve) => setTimeout(resolve, delay))]);
    await route.continue();
  });
  if (extraCss !== undefined || deviceFont !== undefined || display !== undefined) {
    await page.route('**/assets/css/*.css', async (route) => {
      const response = await route.fetch();
      let css = await response.text();
      if (display !== undefined) {
        css = css.replace(/(@font-face\{font-family:["']?Vazirmatn["']?;[^}]*font-display:)\w+/g, `$1${display}`);
      }
      if (extraCss !== undefined) css = `${css.replace(FALLBACK_FACE, '')}\n${extraCss}`;
      if (deviceFont !== undefined) css = withDeviceFont(css);
      await route.fulfill({response, body: css, headers: {...response.headers(), 'content-encoding': ''}});
    });
  }
  if (deviceFont !== undefined) {
    await page.route('**/__device-font', (route) => route.fulfill({body: readFileSync(deviceFont), contentType: 'font/ttf'}));
    if (boldDeviceFont !== undefined) {
      await page.route('**/__device-font-bold', (route) => route.fulfill({body: readFileSync(boldDeviceFont), contentType: 'font/ttf'}));
    }
  }
  await page.goto(`${base}${path}`, {waitUntil: 'domcontentloaded'});
  if (deviceFont !== undefined) {
    // Chromium does not fetch a url() fallback face while the face before it is loading: ask for it.
    await page.evaluate(() => Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Vazirmatn Fallback"`, 'سلام'))));
  }
  // Drawn in the fallback, scripts run and the page hydrated; the font is still held back.
  await page.waitForTimeout(delay);
  const before = await snapshot(page);
  const vazirmatnBefore = await page.evaluate(() => document.fonts.check('16px Vazirmatn', 'سلام'));
  const fallback = wantFonts ? await drawnIn(context, page) : '';
  const releasedAt = await page.evaluate(() => performance.now());
  release();
  await page.waitForFunction(() => {
    let pending = 0;
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === 'Vazirmatn' && (face.status === 'loading' || face.status === 'unloaded')) pending += 1;
    });
    return pending === 0;
  });
  await page.waitForTimeout(1500);
  const after = await snapshot(page);
  const {shifts, fcp} = await page.evaluate(() => ({
    shifts: (window as unknown as {__shifts: Shift[]}).__shifts,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  }));
  await context.close();
  if (vazirmatnBefore) console.warn(`  ${path}: Vazirmatn was already usable before it was let through`);

  let moved = 0;
  let movedInView = 0;
  const movedLabels: string[] = [];
  const rewrappedLabels: string[] = [];
  if (before.boxes.length !== after.boxes.length) {
    console.warn(`  ${path}: the page has ${before.boxes.length} elements before the font and ${after.boxes.length} after`);
  } else {
    before.boxes.forEach((box, index) => {
      const other = after.boxes[index];
      if (Math.abs(box[0] - other[0]) > 0.5 || Math.abs(box[1] - other[1]) > 0.5) {
        moved += 1;
        if (box[0] < viewport.height && box[2] > 0 && box[3] > 0) {
          movedInView += 1;
          if (movedInView <= 3) {
            movedLabels.push(`${before.labels[index]} by (${(other[1] - box[1]).toFixed(1)}, ${(other[0] - box[0]).toFixed(1)}) px`);
          }
        }
      }
      if (box[4] > 0 && (box[4] !== other[4] || Math.abs(box[3] - other[3]) > 0.5)) {
        rewrappedLabels.push(`${before.labels[index]} ${box[4]}→${other[4]} lines, at y ${Math.round(box[0])}`);
      }
    });
  }
  const late = shifts.filter((shift) => shift.startTime >= releasedAt);
  const early = shifts.filter((shift) => shift.startTime < releasedAt);
  return {
    cls: late.reduce((sum, shift) => sum + shift.value, 0),
    pre: early.reduce((sum, shift) => sum + shift.value, 0),
    moved,
    movedInView,
    rewrapped: rewrappedLabels.length,
    shiftSources: [...new Set(late.flatMap((shift) => shift.sources))],
    rewrappedLabels,
    movedLabels,
    fallback,
    fcp,
  };
}

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath: findChromium() ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS]});
  let first = true;
  let worst = 0;
  let total = 0;
  let inViewTotal = 0;
  let rewrappedTotal = 0;
  console.log(
    `font held back ${delay} ms; ${extraCss === undefined ? 'site CSS' : `fallback faces of ${option('css')}`}${display ? `; font-display: ${display}` : ''}${deviceFont ? `; fallback drawn from ${deviceFont}` : ''}`,
  );
  console.log(
    `${'page'.padEnd(46)} ${'viewport'.padEnd(10)} ${'cls'.padStart(7)} ${'pre'.padStart(6)} ${'inview'.padStart(6)} ${'moved'.padStart(6)} ${'rewrap'.padStart(6)} ${'fcp'.padStart(6)}  shifted`,
  );
  for (const path of pages) {
    for (const viewport of viewports()) {
      const result = await measure(browser, path, viewport, first);
      if (first) console.log(`fallback drawn in: ${result.fallback}`);
      first = false;
      worst = Math.max(worst, result.cls);
      total += result.cls;
      inViewTotal += result.movedInView;
      rewrappedTotal += result.rewrapped;
      console.log(
        `${path.padEnd(46)} ${viewport.name.padEnd(10)} ${result.cls.toFixed(4).padStart(7)} ${result.pre.toFixed(3).padStart(6)} ${String(result.movedInView).padStart(6)} ${String(result.moved).padStart(6)} ${String(result.rewrapped).padStart(6)} ${result.fcp.toFixed(0).padStart(6)}  ${result.shiftSources.slice(0, 4).join(' | ')}`,
      );
      if (verbose) {
        for (const label of result.movedLabels) console.log(`    moved in view: ${label}`);
        for (const label of result.rewrappedLabels.slice(0, 8)) console.log(`    rewrapped: ${label}`);
      }
    }
  }
  console.log(
    `worst cls ${worst.toFixed(4)}, sum ${total.toFixed(4)}; boxes moved in the first view ${inViewTotal}; boxes re-wrapped over all pages ${rewrappedTotal}`,
  );
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
