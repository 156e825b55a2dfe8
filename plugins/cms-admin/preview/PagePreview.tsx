/**
 * A page (MDX) drawn as the site draws it, from the text in the editor: its
 * Markdown with the theme's and the site's MDX components (`@theme/MDXComponents`,
 * the blocks of src/components/mdx, which the site's build imports into each
 * page by plugins/mdx-auto-import, and the components
 * pages import: tabs, contact links, conference blocks) in the doc page's
 * typography.
 *
 * The text is parsed (remark with MDX and GFM, the parsers Docusaurus's own
 * MDX uses) and turned into React elements directly: nothing is compiled or
 * evaluated as code, so the page keeps the site's Content-Security-Policy.
 * The expressions pages write in attributes and text (`{identity.phone}`,
 * `{telHref(identity.phone)}`, `{facts.dates.conference}`) are read by a
 * small interpreter of names, properties, calls of the imported helpers and
 * literals. What it cannot draw here (a partial page such as
 * `./_university-history.mdx`, a conference's data file) shows as a labelled
 * box, and a block that fails shows as such without taking the page down.
 */
import {Component, type ComponentType, type ErrorInfo, type ReactNode} from 'react';
import {Fragment, jsx, jsxs} from 'react/jsx-runtime';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkRehype, {type Options as RehypeOptions} from 'remark-rehype';
import {toJsxRuntime, type Components} from 'hast-util-to-jsx-runtime';
import type {Root as HastRoot, RootContent as HastContent} from 'hast';
import type {Root as MdastRoot, RootContent as MdastContent} from 'mdast';
import ThemeMDXComponents from '@theme/MDXComponents';
import * as blocks from '@site/src/components/mdx';
import identity from '@site/content/identity';
import * as contactBlocks from '@site/src/components/ContactBlocks';
import * as conference from '@site/src/components/conference';
import * as tabs from '@site/src/components/Tabs';
import * as ctaButton from '@site/src/components/CtaButton';
import styles from './styles.module.css';

/** Markdown's elements as the site renders them, and the blocks every page may write without an import. */
const MDXComponents = {...ThemeMDXComponents, ...blocks};

/** The modules pages import, by the name they import them from. */
const MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  '@site/content/identity': {default: identity},
  '@site/src/components/ContactBlocks': contactBlocks,
  '@site/src/components/conference': conference,
  '@site/src/components/Tabs': tabs,
  '@site/src/components/CtaButton': ctaButton,
};

/** Nodes of an estree program, as far as the interpreter reads them. */
interface EsNode {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** In place of a component the preview cannot draw (a partial page, a block of another module). */
function placeholder(name: string): ComponentType<{children?: ReactNode}> {
  function Placeholder(): ReactNode {
    return (
      <div className={styles.placeholder} role="note">
        &lt;{name}&gt; is drawn on the site itself.
      </div>
    );
  }
  Placeholder.displayName = `Placeholder(${name})`;
  return Placeholder;
}

/** Binds the names a page imports: from {@link MODULES}, else to a placeholder (components) or nothing. */
function bindImports(tree: MdastRoot, scope: Record<string, unknown>): void {
  for (const node of tree.children as (MdastContent & {data?: {estree?: {body: EsNode[]}}})[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const module = MODULES[String((statement.source as {value: unknown}).value)];
      for (const specifier of statement.specifiers as {type: string; local: {name: string}; imported?: {name: string}}[]) {
        const name = specifier.local.name;
        const value =
          specifier.type === 'ImportNamespaceSpecifier'
            ? module
            : module?.[specifier.type === 'ImportDefaultSpecifier' ? 'default' : (specifier.imported?.name ?? name)];
        scope[name] = value ?? (/^[A-Z]/.test(name) ? placeholder(name) : undefined);
      }
    }
  }
}

/** Reads an expression of the page with `scope`: names, properties, calls, literals; anything else is undefined. */
function evaluate(node: EsNode | null | undefined, scope: Readonly<Record<string, unknown>>): unknown {
  if (node === null || node === undefined) return undefined;
  const read = (child: unknown): unknown => evaluate(child as EsNode, scope);
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier': {
      const name = String(node.name);
      if (name in scope) return scope[name];
      return /^[A-Z]/.test(name) ? placeholder(name) : undefined;
    }
    case 'MemberExpression': {
      const object = read(node.object) as Record<string, unknown> | undefined;
      const property = node.computed === true ? read(node.property) : (node.property as {name: string}).name;
      return object === undefined || object === null ? undefined : object[String(property)];
    }
    case 'CallExpression': {
      const callee = read(node.callee);
      const args = (node.arguments as EsNode[]).map(read);
      // Only the helpers pages import are functions here; nothing else can be called.
      return typeof callee === 'function' && args.every((arg) => arg !== undefined)
        ? (callee as (...values: unknown[]) => unknown)(...args)
        : undefined;
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as {value: {cooked: string}}[];
      const values = (node.expressions as EsNode[]).map(read);
      return quasis.map((quasi, index) => `${quasi.value.cooked}${index < values.length ? String(values[index] ?? '') : ''}`).join('');
    }
    case 'ArrayExpression':
      return (node.elements as EsNode[]).map(read);
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as {key: {name?: string; value?: unknown}; value: EsNode}[]).map((property) => [
          String(property.key.name ?? property.key.value),
          read(property.value),
        ]),
      );
    case 'UnaryExpression':
      return node.operator === '-' ? -Number(read(node.argument)) : node.operator === '!' ? !read(node.argument) : undefined;
    case 'ConditionalExpression':
      return read(node.test) ? read(node.consequent) : read(node.alternate);
    case 'LogicalExpression': {
      const left = read(node.left);
      if (node.operator === '&&') return left ? read(node.right) : left;
      return node.operator === '||' ? left || read(node.right) : (left ?? read(node.right));
    }
    default:
      return undefined;
  }
}

/** Drops the comments pages write as `{/* … *\/}`: expressions without a value. */
function dropComments(node: {children?: unknown[]}): void {
  if (!Array.isArray(node.children)) return;
  node.children = node.children.filter((child) => {
    const {type, data} = child as {type: string; data?: {estree?: {body: unknown[]}}};
    return !((type === 'mdxFlowExpression' || type === 'mdxTextExpression') && (data?.estree?.body.length ?? 0) === 0);
  });
  for (const child of node.children) dropComments(child as {children?: unknown[]});
}

const MDX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'];

/** The page's text as hast (Markdown and MDX nodes), with its imports bound in `scope`. */
function parse(text: string, scope: Record<string, unknown>): HastRoot {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkRehype, {passThrough: MDX_NODES} as RehypeOptions);
  const mdast = processor.parse(text);
  dropComments(mdast as unknown as {children?: unknown[]});
  bindImports(mdast, scope);
  return processor.runSync(mdast) as HastRoot;
}

/** Shows a block that failed to draw as such, so the rest of the page still shows. */
class Block extends Component<{readonly children: ReactNode}, {readonly failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('preview: a block of the page could not be drawn', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? <div className={styles.placeholder}>This block is drawn on the site itself.</div> : this.props.children;
  }
}

/** One top-level block of the page as React elements. */
function renderBlock(node: HastContent, scope: Readonly<Record<string, unknown>>): ReactNode {
  return toJsxRuntime(
    {type: 'root', children: [node]},
    {
      Fragment,
      jsx,
      jsxs,
      components: MDXComponents as unknown as Partial<Components>,
      elementAttributeNameCase: 'react',
      stylePropertyNameCase: 'dom',
      createEvaluater: () => ({
        evaluateExpression: (expression) => evaluate(expression as unknown as EsNode, scope),
        // The imports are bound before drawing; ESM itself draws nothing.
        evaluateProgram: () => undefined,
      }),
    },
  );
}

/** Whether the text has a first-level heading of its own (often inside its <Hero>). */
function hasHeading(node: {type: string; tagName?: string; children?: unknown[]}): boolean {
  if (node.type === 'element' && node.tagName === 'h1') return true;
  return (node.children ?? []).some((child) => hasHeading(child as {type: string}));
}

/** The page: its title (unless its text opens with one) and its text, each block on its own. */
export default function PagePreview({title, body}: {readonly title: string; readonly body: string}): ReactNode {
  const scope: Record<string, unknown> = {...(MDXComponents as unknown as Record<string, unknown>)};
  let tree: HastRoot;
  try {
    tree = parse(body, scope);
  } catch (error) {
    return (
      <div className={styles.placeholder} role="alert">
        The page text cannot be read as MDX: {(error as Error).message}
      </div>
    );
  }
  const opensWithTitle = hasHeading(tree);
  return (
    <article className={`markdown ${styles.page}`}>
      {title !== '' && !opensWithTitle ? <h1>{title}</h1> : null}
      {tree.children.map((node, index) => (
        // The blocks of one text keep their order: the index is their identity.
        <Block key={index}>{renderBlock(node, scope)}</Block>
      ))}
    </article>
  );
}
