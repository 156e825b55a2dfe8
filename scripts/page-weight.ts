/**
 * Page weight: what a visitor downloads to see a page, measured from the
 * production build in bytes, so the figure is the same on every machine
 * (many visitors pay for every megabyte, DESIGN §8).
 *
 * For each page of PAGES (home, a content page, the events list and a news
 * detail page, in English and Dari) it reads the page's HTML and counts:
 * - js: the scripts the HTML itself loads (`<script src>`, `<link
 *   rel=modulepreload>`, `<link rel=preload as=script>`), each compressed with
 *   brotli at quality 11 and summed. Chunks loaded later (a carousel, the
 *   lightbox, the search) are not in the HTML and are not counted;
 * - css: the same for stylesheets (`<link rel=stylesheet>`, `<link
 *   rel=preload as=style>`);
 * - images: the images above the fold, taken to be every `<img>` not marked
 *   `loading="lazy"`, every `<video poster>` (browsers fetch the poster at
 *   once, even with preload=none) and every `<link rel=preload as=image>`, at their file
 *   size (WebP, PNG and JPEG are compressed already), except SVG, which is
 *   text that the server sends brotli-compressed and is counted so;
 * - html: the page itself, brotli-compressed (shown, not budgeted).
 * Each file counts once per page. Content a page fetches from the API after
 * it starts (the events' photos) is not in the HTML and not counted.
 *
 * `npx tsx scripts/page-weight.ts [buildDir]` prints the table (buildDir:
 * SITE_DIR or build/). `--budget` adds each page's budget from
 * scripts/page-weight-budget.json and exits 1 when a page is over it;
 * `--suggest` prints a budget file at 10% above the current figures.
 * The check in CI is e2e/page-weight.spec.ts, run after the build.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants as zlib} from 'node:zlib';
import identity from '../src/config/identity';

/** A page to weigh: its route in a locale. */
export interface PageSpec {
  readonly locale: 'en' | 'fa' | 'ps';
  /** The route without the locale prefix, e.g. `/about/history`. */
  readonly route: string;
  /** The HTML file when it is not the route's own (a detail template). */
  readonly file?: string;
}

/** The pages of the budget: home, a content page, the events list, a news detail page. */
export const PAGES: readonly PageSpec[] = (['en', 'fa'] as const).flatMap((locale) => [
  {locale, route: '/'},
  {locale, route: '/about/history'},
  {locale, route: '/events'},
  // Every /news/general/{id} answers with this one file (DESIGN §3).
  {locale, route: '/news/general/1', file: 'news/general/:id.html'},
]);

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

/** URL paths of what a page's HTML makes the browser fetch at once. */
export interface FirstViewResources {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly images: readonly string[];
}

/** The attributes of one tag (names lower-cased; a bare attribute has value ''). */
export function parseAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  // Skip `<name`; what follows is attributes, quoted or not (minified HTML).
  const body = tag.replace(/^<[^\s/>]+/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * The scripts, stylesheets and above-the-fold images an HTML page loads on
 * first view, in document order, each once. Comments and `<noscript>` (not
 * used when scripts run) are ignored.
 */
export function firstViewResources(html: string): FirstViewResources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const images = new Set<string>();
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<noscript\b[\s\S]*?<\/noscript\s*>/gi, '');
  for (const match of markup.matchAll(/<(script|link|img|video)\b[^>]*>/gi)) {
    const tag = match[1].toLowerCase();
    const attributes = parseAttributes(match[0]);
    if (tag === 'script') {
      const src = attributes.get('src');
      if (src) scripts.add(src);
      continue;
    }
    if (tag === 'video') {
      const poster = attributes.get('poster');
      if (poster) images.add(poster);
      continue;
    }
    if (tag === 'img') {
      const src = attributes.get('src');
      if (src && attributes.get('loading')?.toLowerCase() !== 'lazy') images.add(src);
      continue;
    }
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    const as = attributes.get('as')?.toLowerCase();
    if (!href) continue;
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) styles.add(href);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) scripts.add(href);
    else if (rel.includes('preload') && as === 'image') images.add(href);
  }
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
export function resolveUrl(buildDir: string, url: string, siteUrl?: string): string {
  let pathname = url;
  if (siteUrl && url.startsWith(siteUrl)) pathname = url.slice(siteUrl.replace(/\/+$/, '').length);
  if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(pathname)) {
    throw new Error(`loads ${url} from another origin`);
  }
  if (!pathname.startsWith('/')) throw new Error(`relative URL ${url} is not supported`);
  const file = path.join(buildDir, decodeURIComponent(pathname.split(/[?#]/)[0]));
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

/** Measures pages of a build; compressed sizes are cached per file across pages. */
export function measurePages(buildDir: string, pages: readonly PageSpec[] = PAGES, siteUrl?: string): PageWeight[] {
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
    const resources = firstViewResources(html.toString('utf8'));
    const sum = (urls: readonly string[], size: (file: string) => number) =>
      urls.reduce((total, url) => {
        try {
          return total + size(resolveUrl(root, url, siteUrl));
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
 * down to whole bytes so no budget exceeds it.
 */
export function suggestBudget(weights: readonly PageWeight[], headroom = 0.1): BudgetFile {
  const pages: Record<string, PageBudget> = {};
  for (const weight of weights) {
    const allow = (bytes: number) => Math.floor(bytes * (1 + headroom));
    pages[weight.key] = {js: allow(weight.js), css: allow(weight.css), images: allow(weight.images), total: allow(weight.total)};
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

function main(): void {
  const args = process.argv.slice(2);
  const buildDir = args.find((arg) => !arg.startsWith('--')) ?? process.env.SITE_DIR ?? 'build';
  if (!existsSync(buildDir)) {
    process.stderr.write(`page-weight: ${buildDir}/ does not exist; run npm run build first\n`);
    process.exit(2);
  }
  const weights = measurePages(buildDir, PAGES, identity.siteUrl);
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
  main();
}
