/**
 * Page weight: what a visitor downloads to see a page, measured from the
 * production build in bytes, so the figure is the same on every machine
 * (many visitors pay for every megabyte they download).
 *
 * For each page of PAGES (one of each kind of page, in every locale) it
 * counts:
 * - js: the scripts a browser loads for the page's first view (its HTML's
 *   entry scripts and the route chunks Docusaurus loads before it hydrates
 *   the page; scripts/lib/first-view.ts measures them in Chromium), each
 *   compressed with brotli at quality 11 and summed. Prefetches of other
 *   pages and chunks loaded only when a control is used (a carousel, the
 *   lightbox, the search) are not counted;
 * - css: the same for stylesheets (`<link rel=stylesheet>`, `<link
 *   rel=preload as=style>`);
 * - images: the images above the fold, taken to be every `<img>` not marked
 *   `loading="lazy"`, every `<video poster>` (browsers fetch the poster at
 *   once, even with preload=none) and every `<link rel=preload as=image>`, at their file
 *   size (AVIF, WebP, PNG and JPEG are compressed already), except SVG, which is
 *   text that the server sends brotli-compressed and is counted so. Where the
 *   page offers versions (`<picture>` sources, `srcset`, a preload's
 *   `imagesrcset`), the one counted is the one a phone of {@link REFERENCE_PHONE}
 *   takes: the first source of a type it shows, and in it the smallest version
 *   at least as wide as the `sizes` slot times the pixel density (else the
 *   widest), which is what a browser takes at most;
 * - html: the page itself, brotli-compressed (shown, not budgeted).
 * Each file counts once per page. Content a page fetches from the API after
 * it starts (the events' photos) is not in the HTML and not counted.
 *
 * A photo's versions are not in the build: the server makes them
 * (server/src/photos/variants.ts) into IMAGE_VARIANTS_DIR, var/image-variants
 * by default, and that is where they are counted from; {@link preparePhotos}
 * makes those of the counted photos first where they are not made yet.
 *
 * `npx tsx scripts/page-weight.ts [buildDir]` serves the build with the
 * real server, loads each page in Chromium and prints the table (buildDir:
 * SITE_DIR or build/). `--budget` adds each page's budget from
 * scripts/page-weight-budget.json and exits 1 when a page is over it;
 * `--suggest` prints a budget file at 10% above the current figures.
 * The check in CI is e2e/page-weight.spec.ts, run after the build.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants as zlib} from 'node:zlib';
import {Parser} from 'htmlparser2';
import identity from '../content/identity';
import {parseVariantPath} from '../content/image-variants';
import {LOADER_ATTRIBUTES} from '../plugins/page-scripts';
import {ensureVariants, fileOf, VARIANTS_DIR} from '../server/src/photos/variants';
import {firstViewScriptsOf, launchChromium} from './lib/first-view';
import {startSiteServer} from './lib/serve';

/** The folder the server keeps the photos' versions in (IMAGE_VARIANTS_DIR, as the server reads it). */
export function defaultVariantsDir(): string {
  return path.resolve(process.env.IMAGE_VARIANTS_DIR || VARIANTS_DIR);
}

/** A page to weigh: its route in a locale. */
export interface PageSpec {
  readonly locale: 'en' | 'fa' | 'ps';
  /** The route without the locale prefix, e.g. `/about/history`. */
  readonly route: string;
  /** The HTML file when it is not the route's own (a detail template). */
  readonly file?: string;
}

/**
 * The pages of the budget, one of each kind in every locale: home, a content
 * page, a conference page, the events list, a news article, a program page,
 * a lecturer profile and a job position.
 */
export const PAGES: readonly PageSpec[] = (['en', 'fa', 'ps'] as const).flatMap((locale) => [
  {locale, route: '/'},
  {locale, route: '/about/history'},
  {locale, route: '/research/conferences/ncai-2024'},
  {locale, route: '/events'},
  {locale, route: '/news/general/1'},
  {locale, route: '/academics/programs/mba'},
  {locale, route: '/academics/programs/bba/faculty-profile/1'},
  {locale, route: '/career/current-opportunities/position/1'},
]);

/** A page's address in its locale (`/fa/events`, `/fa/`). */
export function pageAddress(page: Pick<PageSpec, 'locale' | 'route'>): string {
  if (page.locale === 'en') return page.route;
  return page.route === '/' ? `/${page.locale}/` : `/${page.locale}${page.route}`;
}

/**
 * What no page may exceed, whatever its budget says (kB = 1000 bytes): the
 * script and stylesheet of a first view on a slow phone connection. The
 * script ceiling is 0.85 times what a stock Docusaurus site with the same
 * three locales loads on its home page (145 kB, `npm run bench:site --
 * --stock` measures it beside this site).
 */
export const CEILINGS = {js: 123_000, css: 18_000} as const;

/**
 * The one kind of page allowed more script than the ceiling, and how much:
 * a conference page. Its tab panels of programme, papers, abstracts and
 * committees are left out of its script (plugins/lean-bundle/html-only-panels.cjs),
 * but what stays (the tabs, the photo gallery, the banner's dates, the page's
 * own chunk) brings it to 122.0 kB in English and 123.5 to 123.6 kB in Dari and
 * Pashto: at most 0.85 times the stock site's 145.4 kB as last measured,
 * but up to 0.5 kB over the rounded ceiling above. This ceiling holds them
 * there, so the pages cannot grow back.
 */
export const CONFERENCE_JS_CEILING = 124_000;

/** The script ceiling of a page (`route` without locale prefix). */
export function jsCeiling(route: string): number {
  return route.startsWith('/research/conferences/') ? CONFERENCE_JS_CEILING : CEILINGS.js;
}

/** The route of a weight's key (`fa /about/history` → `/about/history`). */
const routeOfKey = (key: string): string => key.slice(key.indexOf(' ') + 1);

/** What page `key` may not exceed. */
function ceilingsOf(key: string): {readonly js: number; readonly css: number} {
  return {js: jsCeiling(routeOfKey(key)), css: CEILINGS.css};
}

/** The key of a page in the budget file and the table: `fa /about/history`. */
export function pageKey(page: Pick<PageSpec, 'locale' | 'route'>): string {
  return `${page.locale} ${page.route}`;
}

/** The HTML file of a page, relative to the build folder (trailingSlash: false). */
export function htmlFile(page: PageSpec): string {
  const prefix = page.locale === 'en' ? '' : `${page.locale}/`;
  if (page.file) return `${prefix}${page.file}`;
  return page.route === '/' ? `${prefix}index.html` : `${prefix}${page.route.slice(1)}.html`;
}

/**
 * The phone a page's pictures are weighed for: the widest of the common
 * phone screens (360 to 412 CSS pixels) at the highest density (2 to 3), so
 * the figure is the most any phone visitor downloads.
 */
export const REFERENCE_PHONE = {width: 412, density: 3, types: ['image/avif', 'image/webp', 'image/png', 'image/jpeg', 'image/svg+xml']} as const;

const PX_PER_EM = 16;

/** A CSS length of a `sizes` slot in px (px, em, rem, vw), or undefined when not understood. */
function lengthInPx(text: string, viewport: number): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(px|r?em|vw)$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2] === 'px' ? value : match[2] === 'vw' ? (value * viewport) / 100 : value * PX_PER_EM;
}

/** Whether a `sizes` media condition of `(min-width: …)`/`(max-width: …)` parts joined by `and` holds. */
function mediaMatches(condition: string, viewport: number): boolean {
  return condition.split(/\s+and\s+/).every((part) => {
    const match = /^\(\s*(min|max)-width\s*:\s*([^)]+)\)$/.exec(part.trim());
    if (!match) throw new Error(`sizes: media condition "${part}" is not understood`);
    const limit = lengthInPx(match[2], viewport);
    if (limit === undefined) throw new Error(`sizes: length "${match[2]}" is not understood`);
    return match[1] === 'min' ? viewport >= limit : viewport <= limit;
  });
}

/** The width in CSS px that a `sizes` attribute gives at a viewport width (100vw without one). */
export function slotWidth(sizes: string | undefined, viewport: number): number {
  if (!sizes) return viewport;
  for (const entry of sizes.split(',')) {
    const trimmed = entry.trim();
    const split = /^(\(.*\))\s+(\S+)$/.exec(trimmed);
    if (split && !mediaMatches(split[1], viewport)) continue;
    const width = lengthInPx(split ? split[2] : trimmed, viewport);
    if (width === undefined) throw new Error(`sizes: length in "${trimmed}" is not understood`);
    return width;
  }
  return viewport;
}

/**
 * The URL a browser on a screen `viewport` CSS px wide at `density` takes
 * from a `srcset`: the smallest candidate that is sharp enough (width
 * descriptors against the slot times the density, density descriptors
 * against the density), else the sharpest. Browsers may take a smaller one
 * when two are close; this is the most they take.
 */
export function chooseCandidate(srcset: string, sizes: string | undefined, viewport: number, density: number): string {
  const candidates = srcset
    .split(/,\s+|,(?=\S+\s)/)
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [url, descriptor = '1x'] = item.split(/\s+/);
      const match = /^(\d+(?:\.\d+)?)([wx])$/.exec(descriptor);
      if (!match) throw new Error(`srcset: descriptor "${descriptor}" of ${url} is not understood`);
      const value = Number(match[1]);
      return {url, density: match[2] === 'x' ? value : value / slotWidth(sizes, viewport)};
    })
    .sort((a, b) => a.density - b.density);
  if (candidates.length === 0) throw new Error('srcset is empty');
  return (candidates.find((candidate) => candidate.density >= density) ?? candidates[candidates.length - 1]).url;
}

/** URL paths of what a page's HTML makes the browser fetch at once. */
export interface FirstViewResources {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly images: readonly string[];
}

/**
 * The scripts, stylesheets and above-the-fold images an HTML page loads on
 * first view, in document order, each once. Comments and `<noscript>` (not
 * used when scripts run) are ignored. The page is read with htmlparser2, which
 * gives each tag's attributes as a browser reads them (quoted or not,
 * character references decoded).
 */
export function firstViewResources(html: string): FirstViewResources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const images = new Set<string>();
  const phone = REFERENCE_PHONE;
  const shown = (type: string | undefined) => !type || (phone.types as readonly string[]).includes(type.toLowerCase());
  // In a <picture>: whether a source has been chosen already, and which URL.
  let picture: {chosen?: string} | undefined;
  // How many <noscript> elements the parser is inside.
  let noscript = 0;
  const onTag = (tag: string, attributes: Readonly<Record<string, string | undefined>>): void => {
    if (tag === 'picture') {
      picture = {};
      return;
    }
    if (tag === 'source') {
      const srcset = attributes.srcset;
      if (picture && picture.chosen === undefined && srcset && shown(attributes.type) && attributes.media === undefined) {
        picture.chosen = chooseCandidate(srcset, attributes.sizes, phone.width, phone.density);
      }
      return;
    }
    if (tag === 'script') {
      const src = attributes.src;
      if (src) scripts.add(src);
      // The loader that starts the page's scripts after the first paint (plugins/page-scripts.ts).
      for (const listed of (attributes[LOADER_ATTRIBUTES.scripts] ?? '').split(/\s+/)) if (listed) scripts.add(listed);
      return;
    }
    if (tag === 'video') {
      const poster = attributes.poster;
      if (poster) images.add(poster);
      return;
    }
    if (tag === 'img') {
      if (attributes.loading?.toLowerCase() === 'lazy') return;
      const srcset = attributes.srcset;
      const src = picture?.chosen ?? (srcset ? chooseCandidate(srcset, attributes.sizes, phone.width, phone.density) : attributes.src);
      if (src) images.add(src);
      return;
    }
    if (tag !== 'link') return;
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    const href = attributes.href;
    const as = attributes.as?.toLowerCase();
    if (!href) return;
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) styles.add(href);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) scripts.add(href);
    else if (rel.includes('preload') && as === 'image' && shown(attributes.type)) {
      const srcset = attributes.imagesrcset;
      images.add(srcset ? chooseCandidate(srcset, attributes.imagesizes, phone.width, phone.density) : href);
    }
  };
  new Parser({
    onopentag(tag, attributes) {
      if (tag === 'noscript') noscript += 1;
      else if (noscript === 0) onTag(tag, attributes);
    },
    onclosetag(tag) {
      if (tag === 'noscript') noscript -= 1;
      else if (tag === 'picture' && noscript === 0) picture = undefined;
    },
  }).parseComplete(html);
  return {scripts: [...scripts], styles: [...styles], images: [...images]};
}

/** Size of `content` compressed with brotli at its highest quality (11), as a server would precompress it. */
export function brotliSize(content: Buffer | string): number {
  return brotliCompressSync(content, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 11,
      [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(content),
    },
  }).length;
}

/**
 * The file in the build folder a URL of the page points to. Throws for an
 * address off the site (the page would load something from another origin)
 * and for a file that is not in the build.
 */
/** The site path a URL of the page names (`/img/a.jpg`), checked to be the site's own. */
function sitePathOf(url: string, siteUrl?: string): string {
  let pathname = url;
  if (siteUrl && url.startsWith(siteUrl)) pathname = url.slice(siteUrl.replace(/\/+$/, '').length);
  if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(pathname)) {
    throw new Error(`loads ${url} from another origin`);
  }
  if (!pathname.startsWith('/')) throw new Error(`relative URL ${url} is not supported`);
  return decodeURIComponent(pathname.split(/[?#]/)[0]);
}

/**
 * The file behind a URL of a page: in the build, or, for a version of a
 * photo of the build, in `variantsDir` (made there by {@link preparePhotos}
 * or the server).
 */
export function resolveUrl(buildDir: string, url: string, siteUrl?: string, variantsDir?: string): string {
  const sitePath = sitePathOf(url, siteUrl);
  const variant = variantsDir === undefined ? undefined : parseVariantPath(sitePath);
  if (variantsDir !== undefined && variant !== undefined && existsSync(fileOf(buildDir, variant.src))) {
    const made = fileOf(variantsDir, sitePath);
    if (!existsSync(made)) throw new Error(`${url}: not made yet in ${variantsDir} (preparePhotos makes it)`);
    return made;
  }
  const file = path.join(buildDir, sitePath);
  if (!file.startsWith(path.resolve(buildDir)) || !existsSync(file)) {
    throw new Error(`${url}: no such file in ${buildDir}`);
  }
  return file;
}

/** What one page weighs, in bytes. */
export interface PageWeight {
  readonly key: string;
  readonly file: string;
  /** The HTML, brotli-compressed (informational, not budgeted). */
  readonly html: number;
  readonly js: number;
  readonly css: number;
  readonly images: number;
  /** js + css + images. */
  readonly total: number;
  readonly resources: FirstViewResources;
}

/** Budgeted figures of one page. */
export type PageBudget = Pick<PageWeight, 'js' | 'css' | 'images' | 'total'>;

/** scripts/page-weight-budget.json. */
export interface BudgetFile {
  readonly $comment?: string;
  readonly pages: Record<string, PageBudget>;
}

/** Makes the versions of the photos the pages show on first view, where they are not made yet. */
export async function preparePhotos(
  buildDir: string,
  pages: readonly PageSpec[] = PAGES,
  siteUrl?: string,
  variantsDir: string = defaultVariantsDir(),
): Promise<void> {
  const photos = new Set<string>();
  for (const page of pages) {
    const absolute = path.join(buildDir, htmlFile(page));
    if (!existsSync(absolute)) continue;
    for (const url of firstViewResources(readFileSync(absolute, 'utf8')).images) {
      const variant = parseVariantPath(sitePathOf(url, siteUrl));
      if (variant !== undefined && existsSync(fileOf(buildDir, variant.src))) photos.add(variant.src);
    }
  }
  for (const src of photos) await ensureVariants(src, fileOf(buildDir, src), variantsDir);
}

/** How pages are measured: the scripts each loads (by page key, measured in a browser), the site's URL, where photo versions are. */
export interface MeasureOptions {
  /** Each page's first-view scripts, as URL paths, by its key ({@link pageKey}). */
  readonly scripts: ReadonlyMap<string, readonly string[]>;
  readonly siteUrl?: string;
  readonly variantsDir?: string;
}

/**
 * Measures pages of a build; compressed sizes are cached per file across
 * pages. The versions of photos are read from `variantsDir`
 * ({@link preparePhotos} first).
 */
export function measurePages(buildDir: string, pages: readonly PageSpec[], options: MeasureOptions): PageWeight[] {
  const {siteUrl, variantsDir = defaultVariantsDir()} = options;
  const root = path.resolve(buildDir);
  const compressed = new Map<string, number>();
  const brotliOf = (file: string): number => {
    let size = compressed.get(file);
    if (size === undefined) {
      size = brotliSize(readFileSync(file));
      compressed.set(file, size);
    }
    return size;
  };
  return pages.map((page) => {
    const file = htmlFile(page);
    const absolute = path.join(root, file);
    if (!existsSync(absolute)) {
      throw new Error(`${pageKey(page)}: ${file} is not in ${root}`);
    }
    const html = readFileSync(absolute);
    const scripts = options.scripts.get(pageKey(page));
    if (scripts === undefined) throw new Error(`${pageKey(page)}: its first-view scripts were not measured`);
    const resources = {...firstViewResources(html.toString('utf8')), scripts};
    const sum = (urls: readonly string[], size: (file: string) => number) =>
      urls.reduce((total, url) => {
        try {
          return total + size(resolveUrl(root, url, siteUrl, variantsDir));
        } catch (error) {
          throw new Error(`${pageKey(page)} (${file}): ${(error as Error).message}`);
        }
      }, 0);
    const js = sum(resources.scripts, brotliOf);
    const css = sum(resources.styles, brotliOf);
    const images = sum(resources.images, (image) => (/\.svg$/i.test(image) ? brotliOf(image) : statSync(image).size));
    return {key: pageKey(page), file, html: brotliSize(html), js, css, images, total: js + css + images, resources};
  });
}

/** Bytes as kB with one decimal (1 kB = 1000 bytes), for the table. */
function kilobytes(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

/** The figures as a Markdown table (kB = 1000 bytes); with a budget, the budget's total beside each page. */
export function formatTable(weights: readonly PageWeight[], budget?: BudgetFile): string {
  const header = ['page', 'html (br)', 'js (br)', 'css (br)', 'images', 'total', ...(budget ? ['budget'] : [])];
  const rows = weights.map((weight) => [
    weight.key,
    kilobytes(weight.html),
    kilobytes(weight.js),
    kilobytes(weight.css),
    kilobytes(weight.images),
    kilobytes(weight.total),
    ...(budget ? [budget.pages[weight.key] ? kilobytes(budget.pages[weight.key].total) : '—'] : []),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/**
 * Every way the pages exceed the budget, one message each with the numbers;
 * empty when all are within it. A page missing from the budget is a failure
 * too, so a new page can't slip through unbudgeted.
 */
export function budgetViolations(weights: readonly PageWeight[], budget: BudgetFile): string[] {
  const violations: string[] = [];
  for (const weight of weights) {
    for (const metric of ['js', 'css'] as const) {
      const ceiling = ceilingsOf(weight.key)[metric];
      if (weight[metric] > ceiling) {
        violations.push(`${weight.key}: ${metric} is ${weight[metric]} bytes, over the ceiling of ${ceiling} bytes its kind of page keeps to`);
      }
    }
    const limit = budget.pages[weight.key];
    if (!limit) {
      violations.push(`${weight.key}: no budget in scripts/page-weight-budget.json`);
      continue;
    }
    for (const metric of ['js', 'css', 'images', 'total'] as const) {
      if (weight[metric] > limit[metric]) {
        const over = weight[metric] - limit[metric];
        violations.push(
          `${weight.key}: ${metric} is ${weight[metric]} bytes, over its budget of ${limit[metric]} by ${over} bytes (${((over / limit[metric]) * 100).toFixed(1)}%)`,
        );
      }
    }
  }
  return violations;
}

/**
 * A budget at `headroom` above the measured figures (0.1 = 10%), rounded
 * down to whole bytes so no budget exceeds it, and never above the ceilings.
 */
export function suggestBudget(weights: readonly PageWeight[], headroom = 0.1): BudgetFile {
  const pages: Record<string, PageBudget> = {};
  for (const weight of weights) {
    const allow = (bytes: number) => Math.floor(bytes * (1 + headroom));
    pages[weight.key] = {
      js: Math.min(allow(weight.js), ceilingsOf(weight.key).js),
      css: Math.min(allow(weight.css), CEILINGS.css),
      images: allow(weight.images),
      total: allow(weight.total),
    };
  }
  return {
    $comment:
      `Page-weight budgets in bytes, ${Math.round(headroom * 100)}% above the figures measured on ` +
      `${new Date().toISOString().slice(0, 10)}: js and css brotli-compressed (quality 11), images as sent. ` +
      'Checked by e2e/page-weight.spec.ts; re-measure with npx tsx scripts/page-weight.ts --suggest.',
    pages,
  };
}

/** The budget file beside this script. */
export const BUDGET_FILE = path.join(__dirname, 'page-weight-budget.json');

/** Reads scripts/page-weight-budget.json. */
export function readBudget(file = BUDGET_FILE): BudgetFile {
  return JSON.parse(readFileSync(file, 'utf8')) as BudgetFile;
}

/** Loads each page from a server of the build in Chromium and returns its first-view scripts by page key. */
export async function measureScripts(origin: string, pages: readonly PageSpec[] = PAGES): Promise<Map<string, string[]>> {
  const browser = await launchChromium();
  try {
    const byUrl = await firstViewScriptsOf(
      browser,
      pages.map((page) => `${origin}${pageAddress(page)}`),
    );
    return new Map(pages.map((page) => [pageKey(page), byUrl.get(`${origin}${pageAddress(page)}`) ?? []]));
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const buildDir = args.find((arg) => !arg.startsWith('--')) ?? process.env.SITE_DIR ?? 'build';
  if (!existsSync(buildDir)) {
    process.stderr.write(`page-weight: ${buildDir}/ does not exist; run npm run build first\n`);
    process.exit(2);
  }
  await preparePhotos(buildDir, PAGES, identity.siteUrl);
  const server = await startSiteServer(buildDir);
  let scripts: Map<string, string[]>;
  try {
    scripts = await measureScripts(server.origin);
  } finally {
    await server.stop();
  }
  const weights = measurePages(buildDir, PAGES, {scripts, siteUrl: identity.siteUrl});
  if (args.includes('--suggest')) {
    process.stdout.write(`${JSON.stringify(suggestBudget(weights), null, 2)}\n`);
    return;
  }
  const budget = args.includes('--budget') ? readBudget() : undefined;
  process.stdout.write(`Page weight of ${path.resolve(buildDir)} (kB = 1000 bytes; br = brotli quality 11)\n\n`);
  process.stdout.write(`${formatTable(weights, budget)}\n`);
  if (budget) {
    const violations = budgetViolations(weights, budget);
    for (const violation of violations) process.stderr.write(`over budget: ${violation}\n`);
    if (violations.length > 0) process.exit(1);
    process.stdout.write('\nEvery page is within its budget.\n');
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`page-weight: ${(error as Error).message}\n`);
    process.exit(2);
  });
}
