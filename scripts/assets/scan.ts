/**
 * Finds every image and PDF the site refers to, so that `npm run assets` can
 * generate them and `scripts/assets.test.ts` can fail when one is missing.
 * Both use this module, so what is generated and what is checked never drift.
 *
 * Sources (paths relative to the repository root):
 * - `data/**\/*.{en,fa,ps}.md`: the item files (paths such as `/img/news/news-01.webp`);
 * - `docs/**\/*.md(x)` and the data files beside them (`docs/**\/*.json`: a
 *   conference's photos and PDFs), `i18n/**\/*.md(x)`, `i18n/**\/*.json`;
 * - `src/**\/*.{ts,tsx,css}`, test files excepted (their fixture paths are not site assets).
 *
 * Only what the site uses counts: in .ts/.tsx the string literals (parsed with
 * the TypeScript compiler, so comments that show an example path are not
 * references); in CSS, MD and MDX the text without its comments.
 *
 * A reference is a root-relative `/img/...{webp,png,svg,jpg,jpeg}` or `/files/...pdf`
 * (also written `@site/static/img/...`); query strings and fragments are ignored.
 * Paths preceded by a host (`https://x.example/img/a.png`) or by `.` (relative
 * imports that the bundler resolves) are not static assets and are skipped.
 *
 * Kept free of sharp and pdf-lib: the Jest test imports it.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Label used as the "referenced by" entry of {@link FRAME_ASSETS}. */
export const FRAME_SOURCE = 'scripts/assets/scan.ts (FRAME_ASSETS)';

/**
 * Assets the page frame needs although no source names them literally
 * (navigation.ts builds the menu image paths with a template; the config names
 * the share card without a leading slash). The partner logos feed the home
 * strip (five) and the international-affairs strips (eight).
 */
export const FRAME_ASSETS: readonly string[] = [
  ...['about', 'academics', 'students', 'admissions', 'research', 'career'].map((key) => `/img/menu/${key}.webp`),
  '/img/logo.svg',
  '/img/logo-white.svg',
  '/img/share-card.png',
  '/img/hero/home-poster.webp',
  ...Array.from({length: 8}, (_, i) => `/img/partners/partner-${i + 1}.svg`),
];

interface Source {
  readonly dir: string;
  readonly extensions: readonly string[];
}

/** Where references are looked for; `.json` files are read as JSON, the rest as text. */
export const SCAN_SOURCES: readonly Source[] = [
  {dir: 'data', extensions: ['.en.md', '.fa.md', '.ps.md']},
  {dir: 'docs', extensions: ['.md', '.mdx', '.json']},
  {dir: 'i18n', extensions: ['.md', '.mdx', '.json']},
  {dir: 'src', extensions: ['.ts', '.tsx', '.css']},
];

// Folders that hold generated or third-party files, never sources.
const SKIPPED_DIRS = new Set(['node_modules', 'build', '.docusaurus', '.cache-loader', '__mocks__', '__tests__']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/*
 * Reasoning for the pattern:
 * - the character before `/img/` must not belong to a URL or a relative path,
 *   so `https://host/img/x.png` and `./img/x.png` don't count, but `"/img/…"`,
 *   `(/img/…)`, `url(/img/…)` and `${baseUrl}/img/…` do;
 * - `@site/static/img/…` is a webpack import of the same static file;
 * - the path may not run on after the extension (`.webp.bak`, `.pdfx`), but
 *   may be followed by `?v=1` or `#page=2`, which are not part of the file name.
 */
const ASSET_PATTERN = /(?:(?<=@site\/static)|(?<![\w.\-/:@%~]))\/(?:img\/[\w.\-/%]+?\.(?:webp|png|svg|jpe?g)|files\/[\w.\-/%]+?\.pdf)(?![\w.\-/%])/g;

// A path built at run time (`/img/menu/${key}.webp`): it can't be checked, only reported.
const DYNAMIC_PATTERN = /(?<![\w.\-/:@%~])\/(?:img|files)\/[\w.\-/%]*\$\{[^`\n]*/g;

/** A path that can't be checked because code builds it, and where it was found. */
export interface DynamicReference {
  readonly file: string;
  readonly snippet: string;
}

/** What {@link scanAssetReferences} found. */
export interface ScanResult {
  /** Site path (`/img/news/news-01.webp`) → files that refer to it, sorted. */
  readonly references: Map<string, string[]>;
  /** Paths assembled at run time; list them in {@link FRAME_ASSETS} if the site needs them. */
  readonly dynamic: DynamicReference[];
  /** Files that were skipped (invalid JSON, unreadable), with the reason. */
  readonly warnings: string[];
}

/** Normalises one match: decodes `%20`, refuses `..` so nothing escapes static/. */
function normaliseAssetPath(raw: string): string | null {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A stray `%` that is not an escape: keep the raw text.
  }
  const normal = path.posix.normalize(decoded);
  if (normal !== decoded || !/^\/(img|files)\//.test(normal)) return null;
  return normal;
}

/**
 * Returns the asset paths named in a piece of text, without query strings,
 * in order of appearance, each once.
 */
export function extractAssetPaths(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(ASSET_PATTERN)) {
    const normal = normaliseAssetPath(match[0]);
    if (normal) found.add(normal);
  }
  return [...found];
}

/**
 * The string literals of a TypeScript/TSX source (template literals too, one
 * piece per literal part) and, separately, the templates that put an
 * expression into a path, rebuilt with `${}` so the dynamic pattern sees them.
 */
export function collectTypeScriptStrings(text: string, fileName: string): {strings: string[]; templates: string[]} {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const strings: string[] = [];
  const templates: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node)) {
      strings.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      strings.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
      templates.push(node.head.text + node.templateSpans.map((span) => `\${}${span.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {strings, templates};
}

/** Removes comments that carry notes for editors, not content: CSS and HTML/MDX comments. */
export function stripComments(text: string, fileName: string): string {
  if (fileName.endsWith('.css')) return text.replace(/\/\*[\s\S]*?\*\//g, ' ');
  return text.replace(/<!--[\s\S]*?-->/g, ' ').replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, ' ');
}

/** Collects every string value of a parsed JSON document (keys are not values). */
export function collectJsonStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectJsonStrings(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectJsonStrings(item, out);
  return out;
}

function listFiles(dir: string, extensions: readonly string[]): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  const visit = (current: string): void => {
    for (const entry of readdirSync(current, {withFileTypes: true})) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) visit(full);
      } else if (entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)) && !TEST_FILE.test(entry.name)) {
        files.push(full);
      }
    }
  };
  visit(dir);
  return files.sort();
}

/**
 * Scans the repository at `rootDir` for asset references (see the module
 * comment for the sources and the pattern). Invalid JSON (a page's data file
 * that is half written) is skipped with a warning rather than failing the scan.
 */
export function scanAssetReferences(rootDir: string): ScanResult {
  const references = new Map<string, Set<string>>();
  const dynamic: DynamicReference[] = [];
  const warnings: string[] = [];

  for (const source of SCAN_SOURCES) {
    for (const file of listFiles(path.join(rootDir, source.dir), source.extensions)) {
      const relative = path.relative(rootDir, file).split(path.sep).join('/');
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        warnings.push(`${relative}: not readable (${(error as Error).message})`);
        continue;
      }
      let chunks: string[];
      let templates: string[] = [];
      if (file.endsWith('.json')) {
        try {
          chunks = collectJsonStrings(JSON.parse(text));
        } catch (error) {
          warnings.push(`${relative}: skipped, invalid JSON (${(error as Error).message})`);
          continue;
        }
      } else if (file.endsWith('.ts') || file.endsWith('.tsx')) {
        ({strings: chunks, templates} = collectTypeScriptStrings(text, file));
      } else {
        chunks = [stripComments(text, file)];
        templates = chunks;
      }
      for (const template of templates) {
        for (const match of template.matchAll(DYNAMIC_PATTERN)) {
          dynamic.push({file: relative, snippet: match[0].slice(0, 80)});
        }
      }
      for (const chunk of chunks) {
        for (const assetPath of extractAssetPaths(chunk)) {
          const referrers = references.get(assetPath) ?? new Set<string>();
          referrers.add(relative);
          references.set(assetPath, referrers);
        }
      }
    }
  }

  const sorted = new Map<string, string[]>();
  for (const key of [...references.keys()].sort()) sorted.set(key, [...references.get(key)!].sort());
  return {references: sorted, dynamic, warnings};
}

/**
 * Every asset the site needs: the scanned references plus {@link FRAME_ASSETS}
 * (or another fixed list, for tests), sorted by path.
 */
export function listRequiredAssets(rootDir: string, frameAssets: readonly string[] = FRAME_ASSETS): ScanResult {
  const scan = scanAssetReferences(rootDir);
  const merged = new Map(scan.references);
  for (const assetPath of frameAssets) merged.set(assetPath, [...(merged.get(assetPath) ?? []), FRAME_SOURCE]);
  const sorted = new Map([...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {...scan, references: sorted};
}

/** Maps a site path to its file under `static/`. */
export function staticFileFor(staticDir: string, assetPath: string): string {
  return path.join(staticDir, ...assetPath.split('/').filter(Boolean));
}

/** A required asset with no file under static/. */
export interface MissingAsset {
  readonly path: string;
  readonly referencedBy: readonly string[];
}

/** Those of `references` that have no (non-empty) file under `staticDir`. */
export function missingAssets(staticDir: string, references: ReadonlyMap<string, readonly string[]>): MissingAsset[] {
  const missing: MissingAsset[] = [];
  for (const [assetPath, referencedBy] of references) {
    const file = staticFileFor(staticDir, assetPath);
    if (!existsSync(file) || !statSync(file).isFile() || statSync(file).size === 0) {
      missing.push({path: assetPath, referencedBy});
    }
  }
  return missing;
}

/** The required assets that have no (non-empty) file under `<rootDir>/static`. */
export function findMissingAssets(rootDir: string, frameAssets: readonly string[] = FRAME_ASSETS): MissingAsset[] {
  return missingAssets(path.join(rootDir, 'static'), listRequiredAssets(rootDir, frameAssets).references);
}
