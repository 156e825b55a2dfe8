/**
 * A remark plugin for the docs' MDX: adds to each page an `import` of the
 * content blocks (./blocks.ts) it writes as tags, so a page's bundle carries
 * the blocks it uses and no other, where registering them all in
 * src/theme/MDXComponents.tsx put every block into the main bundle of every
 * page. A name the page binds itself (its own import or export) is left to
 * the page.
 *
 * Tags are found wherever MDX can write them: in the text and inside
 * expressions (`{cond && <Time .../>}`, an attribute's `{<Card .../>}`).
 * Registered in docusaurus.config.ts (the docs' remarkPlugins); the Jest MDX
 * harness (jest/mdx/compile-mdx.cjs) passes the same plugins.
 */
import {BLOCKS, type Block} from './blocks';

/** The parts of mdast and ESTree nodes this plugin reads and writes. */
export interface AnyNode {
  type?: string;
  name?: unknown;
  children?: AnyNode[];
  data?: {estree?: AnyNode};
  [key: string]: unknown;
}

/** The names of the registered blocks a tree writes as JSX tags. */
export function usedBlocks(tree: AnyNode, blocks: Readonly<Record<string, Block>> = BLOCKS): Set<string> {
  const used = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const node = value as AnyNode;
    // mdast: <Hero> in the text.
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && typeof node.name === 'string') {
      if (Object.hasOwn(blocks, node.name)) used.add(node.name);
    }
    // ESTree: <Hero> inside an expression.
    if (node.type === 'JSXOpeningElement') {
      const name = node.name as AnyNode;
      if (name.type === 'JSXIdentifier' && typeof name.name === 'string' && Object.hasOwn(blocks, name.name)) used.add(name.name);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'position' && key !== 'loc' && key !== 'range') visit(child);
    }
  };
  visit(tree);
  return used;
}

/** The names the page's own ESM (imports and exports) binds. */
export function boundNames(tree: AnyNode): Set<string> {
  const names = new Set<string>();
  const addPattern = (pattern: AnyNode | null | undefined) => {
    if (pattern?.type === 'Identifier' && typeof pattern.name === 'string') names.add(pattern.name);
  };
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree?.body as AnyNode[] | undefined) ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const specifier of statement.specifiers as AnyNode[]) addPattern(specifier.local as AnyNode);
      }
      const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as AnyNode | null;
      if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') addPattern(declaration.id as AnyNode);
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations as AnyNode[]) addPattern(declarator.id as AnyNode);
      }
    }
  }
  return names;
}

/** `import {a as A} from 'source'` (or `import A from`) for each source, as source text and as ESTree. */
export function importsOf(names: readonly string[], blocks: Readonly<Record<string, Block>> = BLOCKS): AnyNode {
  const bySource = new Map<string, string[]>();
  for (const name of names) {
    const {source} = blocks[name]!;
    bySource.set(source, [...(bySource.get(source) ?? []), name]);
  }
  const identifier = (name: string) => ({type: 'Identifier', name});
  const body = [...bySource].map(([source, locals]) => ({
    type: 'ImportDeclaration',
    specifiers: locals.map((local) =>
      blocks[local]!.exported === 'default'
        ? {type: 'ImportDefaultSpecifier', local: identifier(local)}
        : {type: 'ImportSpecifier', imported: identifier(blocks[local]!.exported), local: identifier(local)},
    ),
    source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
    attributes: [],
  }));
  const text = [...bySource]
    .map(([source, locals]) => {
      const defaults = locals.filter((local) => blocks[local]!.exported === 'default');
      const named = locals
        .filter((local) => blocks[local]!.exported !== 'default')
        .map((local) => (blocks[local]!.exported === local ? local : `${blocks[local]!.exported} as ${local}`));
      const clauses = [...defaults, ...(named.length > 0 ? [`{${named.join(', ')}}`] : [])];
      return `import ${clauses.join(', ')} from ${JSON.stringify(source)};`;
    })
    .join('\n');
  return {type: 'mdxjsEsm', value: text, data: {estree: {type: 'Program', sourceType: 'module', body, comments: []}}};
}

/** The remark plugin: the page's blocks imported at its top. */
export default function mdxAutoImport(options: {blocks?: Readonly<Record<string, Block>>} = {}) {
  const blocks = options.blocks ?? BLOCKS;
  return (tree: AnyNode): void => {
    const bound = boundNames(tree);
    const names = [...usedBlocks(tree, blocks)].filter((name) => !bound.has(name)).sort();
    if (names.length === 0) return;
    tree.children = [importsOf(names, blocks), ...(tree.children ?? [])];
  };
}
