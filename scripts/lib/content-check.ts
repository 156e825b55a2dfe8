/**
 * The content steps of `npm run check`, each naming the file (and the line,
 * or the item and field) of every problem it finds, once:
 *
 * - data: data/ read by content/read-data.ts, the reader the import and the
 *   build use, without a database;
 * - files: every photo and PDF that data/ and the pages (docs/, i18n/, the
 *   pages' data files) name exists under static/;
 * - links: every link of a page in docs/ or i18n/ to another address of the
 *   site reaches a page (scripts/lib/site-routes.ts: docs, src/pages, and the
 *   data pages, whose records must exist in data/).
 *
 * Links to photos and PDFs are left to the files step, so a missing PDF is
 * reported once.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {type DataProblem, DataValidationError, formatProblem, readDataDirSync} from '../../content/read-data';
import {ENTITIES, ENTITY_NAMES} from '../../content/schemas/data';
import {collectJsonStrings, extractAssetPaths, staticFileFor} from '../assets/scan';
import {docAddress, frontMatterOf, linkProblem, missingFile, type SiteRoutes, writtenItems} from './site-routes';

/** One problem: its file, and the line or the item and field it is on. */
export interface CheckProblem extends DataProblem {
  readonly line?: number;
}

/** One line per problem: `file:line: message` or `file: item id 7, field "photo": message`. */
export function formatCheckProblem(problem: CheckProblem): string {
  return problem.line === undefined ? formatProblem(problem) : `${problem.file}:${problem.line}: ${problem.message}`;
}

/** The reader's problems with data/ under `root` (run from `root`, so files are named from it). */
export function checkData(root: string): CheckProblem[] {
  try {
    readDataDirSync(path.join(root, 'data'));
    return [];
  } catch (error) {
    if (!(error instanceof DataValidationError)) throw error;
    return error.problems.map((problem) => ({...problem, file: problem.file.split(path.sep).join('/')}));
  }
}

/** Every string leaf of a value with its dotted path (`files.0.file`). */
function leaves(value: unknown, at: string[] = []): {field: string; text: string}[] {
  if (typeof value === 'string') return [{field: at.join('.'), text: value}];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...at, String(index)]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  return [];
}

/** `file` with every comment blanked out, its line breaks kept, so that line numbers stay right. */
function withoutComments(text: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');
  return text.replace(/<!--[\s\S]*?-->/g, blank).replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, blank);
}

/** The line (from 1) of the first place `needle` stands in `text`. */
function lineOf(text: string, needle: string): number | undefined {
  const index = text.indexOf(needle);
  return index < 0 ? undefined : text.slice(0, index).split('\n').length;
}

function exists(staticDir: string, sitePath: string): boolean {
  return existsSync(staticFileFor(staticDir, sitePath));
}

/** The pages and their data files: docs/ and each locale's translated docs, relative to `root`. */
function pageFiles(root: string, extensions: readonly string[]): string[] {
  const dirs = [
    'docs',
    ...readdirSync(path.join(root, 'i18n'), {withFileTypes: true})
      .filter((e) => e.isDirectory())
      .map((e) => `i18n/${e.name}`),
  ];
  return dirs.flatMap((dir) =>
    existsSync(path.join(root, dir))
      ? readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
          .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
          .filter((file) => extensions.some((extension) => file.endsWith(extension)))
          .sort()
      : [],
  );
}

/**
 * Photos and PDFs named by data/ and the pages that have no file under
 * static/. Every item file is looked at as written, valid or not, so a
 * wrong path is reported together with the item's other problems.
 */
export function checkFiles(root: string): CheckProblem[] {
  const staticDir = path.join(root, 'static');
  const problems: CheckProblem[] = [];
  const items = writtenItems(root);
  for (const entity of ENTITY_NAMES) {
    const keyField = ENTITIES[entity].key;
    for (const {file, fields} of items[entity]) {
      const key = fields[keyField];
      const record = key === undefined ? undefined : `${keyField} ${typeof key === 'number' ? key : JSON.stringify(key)}`;
      for (const {field, text} of leaves(fields)) {
        for (const sitePath of extractAssetPaths(text)) {
          if (!exists(staticDir, sitePath)) problems.push({file, record, field, message: missingFile(staticDir, sitePath)});
        }
      }
    }
  }
  for (const file of pageFiles(root, ['.md', '.mdx', '.json'])) {
    const source = readFileSync(path.join(root, file), 'utf8');
    let text = source;
    let paths: string[];
    if (file.endsWith('.json')) {
      try {
        paths = collectJsonStrings(JSON.parse(source)).flatMap(extractAssetPaths);
      } catch (error) {
        problems.push({file, message: `is not valid JSON: ${(error as Error).message}`});
        continue;
      }
    } else {
      text = withoutComments(source);
      paths = extractAssetPaths(text);
    }
    for (const sitePath of new Set(paths)) {
      if (!exists(staticDir, sitePath)) problems.push({file, line: lineOf(text, sitePath), message: missingFile(staticDir, sitePath)});
    }
  }
  return problems;
}

/** The attributes of MDX tags that hold a link (`<Link to>`, `<CtaButton to>`, `<Card link>`, `<a href>`). */
const LINK_ATTRIBUTES = new Set(['href', 'to', 'link', 'url']);

interface Located {
  readonly url: string;
  readonly line: number;
}

interface MdNode {
  type: string;
  url?: string;
  value?: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown; position?: {start: {line: number}}}[];
  children?: MdNode[];
  position?: {start: {line: number}};
}

/** The links of one MD or MDX source, each with its line; throws the parser's message on invalid MDX. */
async function linksOf(source: string, mdx: boolean): Promise<Located[]> {
  // ESM-only packages, loaded when the step runs.
  const [{unified}, {default: remarkParse}, {default: remarkMdx}, {default: remarkFrontmatter}] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('remark-frontmatter'),
  ]);
  const processor = mdx ? unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx) : unified().use(remarkParse).use(remarkFrontmatter);
  const tree = processor.parse(source) as unknown as MdNode;
  const found: Located[] = [];
  const visit = (node: MdNode): void => {
    const line = node.position?.start.line ?? 0;
    if ((node.type === 'link' || node.type === 'definition') && node.url !== undefined) found.push({url: node.url, line});
    for (const attribute of node.attributes ?? []) {
      // Only an address counts: `<Time from="08:00" to="08:30" />` names no page.
      const value = attribute.value;
      if (
        attribute.type === 'mdxJsxAttribute' &&
        LINK_ATTRIBUTES.has(attribute.name ?? '') &&
        typeof value === 'string' &&
        /^\.{0,2}\//.test(value)
      ) {
        found.push({url: value, line: attribute.position?.start.line ?? line});
      }
    }
    if (node.type === 'html' && node.value !== undefined) {
      for (const match of node.value.matchAll(/\bhref\s*=\s*["']([^"']+)["']/g)) found.push({url: match[1], line});
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return found;
}

/** Whether a link leaves the site or stays on the page (`https:`, `mailto:`, `#top`). */
const isExternal = (url: string): boolean => /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url) || url.trim() === '';

/** Links of docs/ and i18n/ pages to addresses of the site that nothing answers. */
export async function checkLinks(root: string, site: SiteRoutes): Promise<CheckProblem[]> {
  const problems: CheckProblem[] = [];
  for (const file of pageFiles(root, ['.md', '.mdx'])) {
    const source = readFileSync(path.join(root, file), 'utf8');
    // Below docs/, or below a locale's translated docs: the page's address is the same.
    const relative = file.replace(/^docs\/|^i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\//, '');
    if (relative === file) continue;
    let links: Located[];
    try {
      links = await linksOf(source, file.endsWith('.mdx'));
    } catch (error) {
      const {line, reason} = error as {line?: number; reason?: string};
      problems.push({file, line, message: `is not valid MDX: ${reason ?? (error as Error).message}`});
      continue;
    }
    const pageAddress = docAddress(relative, frontMatterOf(source));
    for (const {url, line} of links) {
      if (isExternal(url) || url.includes('{')) continue;
      const [target] = url.split(/[?#]/);
      if (/\.mdx?$/.test(target)) {
        // A link to another page's file, which Docusaurus turns into its address.
        const wanted = path.posix.join(path.posix.dirname(relative), target);
        const candidates = [path.join(root, path.dirname(file), target), path.join(root, 'docs', wanted)];
        if (!candidates.some((candidate) => existsSync(candidate)))
          problems.push({file, line, message: `links to ${url}, but docs/${wanted} does not exist`});
        continue;
      }
      const absolute = url.startsWith('/') ? url : new URL(url, `http://site.invalid${pageAddress}`).pathname;
      // Photos and PDFs are the files step's.
      if (/^\/(img|files)\//.test(absolute)) continue;
      const problem = linkProblem(site, url.startsWith('/') ? url : absolute + url.slice(target.length));
      if (problem !== undefined) problems.push({file, line, message: `links to ${url}: ${problem}`});
    }
  }
  return problems;
}
