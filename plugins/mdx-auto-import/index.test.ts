/**
 * The docs' remark plugin that imports into each MDX page the content blocks
 * it writes as tags: which tags it finds, which names it leaves to the page,
 * the imports it writes, and a page compiled by the site's MDX pipeline
 * (jest/mdx, with the same remark plugins as the build) that renders its
 * blocks without any components given to MDX.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createElement} from 'react';
import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import {loadMdxPages} from '@site/jest/mdx/loadMdx';
import * as allBlocks from '@site/src/components/mdx';
import mdxAutoImport, {type AnyNode, boundNames, importsOf, usedBlocks} from '.';
import {BLOCKS} from './blocks';

// Compiling runs Docusaurus's MDX pipeline in a child process.
jest.setTimeout(60_000);

const jsx = (name: string, children: AnyNode[] = []): AnyNode => ({type: 'mdxJsxFlowElement', name, attributes: [], children});
const esm = (body: object[]): AnyNode => ({type: 'mdxjsEsm', value: '', data: {estree: {type: 'Program', body}}});
const identifier = (name: string) => ({type: 'Identifier', name});

describe('the tags it finds', () => {
  it('finds the blocks in the text, nested ones too, and ignores other tags', () => {
    const tree = {type: 'root', children: [jsx('Hero'), jsx('CardGrid', [jsx('Card')]), jsx('Tabs'), jsx('div')]};
    expect([...usedBlocks(tree)].sort()).toEqual(['Card', 'CardGrid', 'Hero']);
  });

  it('finds the blocks inside expressions (their ESTree)', () => {
    const expression = {
      type: 'mdxFlowExpression',
      data: {
        estree: {
          type: 'Program',
          body: [
            {
              type: 'ExpressionStatement',
              expression: {type: 'JSXElement', openingElement: {type: 'JSXOpeningElement', name: {type: 'JSXIdentifier', name: 'Time'}}},
            },
          ],
        },
      },
    };
    expect([...usedBlocks({type: 'root', children: [expression]})]).toEqual(['Time']);
  });

  it('reads the names the page binds itself: its imports and exports', () => {
    const tree = {
      type: 'root',
      children: [
        esm([
          {type: 'ImportDeclaration', specifiers: [{type: 'ImportDefaultSpecifier', local: identifier('Hero')}]},
          {type: 'ExportNamedDeclaration', declaration: {type: 'VariableDeclaration', declarations: [{id: identifier('Card')}]}},
          {type: 'ExportNamedDeclaration', declaration: {type: 'FunctionDeclaration', id: identifier('Signature')}},
        ]),
      ],
    };
    expect([...boundNames(tree)].sort()).toEqual(['Card', 'Hero', 'Signature']);
  });
});

describe('the imports it writes', () => {
  it('imports each module once, default and named exports as the registry says', () => {
    const node = importsOf(['CardGrid', 'Card', 'Hero']);
    expect(node.value).toBe('import {CardGrid, Card} from "@site/src/components/mdx/CardGrid";\nimport Hero from "@site/src/components/mdx/Hero";');
    const body = (node.data as {estree: {body: {specifiers: {type: string}[]}[]}}).estree.body;
    expect(body.map((statement) => statement.specifiers.map((specifier) => specifier.type))).toEqual([
      ['ImportSpecifier', 'ImportSpecifier'],
      ['ImportDefaultSpecifier'],
    ]);
  });

  it('adds them at the top of the page, leaving out what the page binds, and nothing to a page without blocks', () => {
    const tree = {
      type: 'root',
      children: [
        esm([{type: 'ImportDeclaration', specifiers: [{type: 'ImportDefaultSpecifier', local: identifier('Hero')}]}]),
        jsx('Hero'),
        jsx('Signature'),
      ],
    };
    mdxAutoImport()(tree);
    expect(tree.children).toHaveLength(4);
    expect((tree.children[0] as {value: string}).value).toBe('import Signature from "@site/src/components/mdx/Signature";');

    const plain = {type: 'root', children: [jsx('div')]};
    mdxAutoImport()(plain);
    expect(plain.children).toHaveLength(1);
  });
});

describe('the registry', () => {
  it('names the blocks src/components/mdx exports (what the web editor preview offers), each from its module', () => {
    expect(Object.keys(BLOCKS).sort()).toEqual(Object.keys(allBlocks).sort());
    for (const [name, {source, exported}] of Object.entries(BLOCKS)) {
      const module = require(source) as Record<string, unknown>;
      expect([name, module[exported]]).toEqual([name, (allBlocks as Record<string, unknown>)[name]]);
    }
  });
});

describe('a page compiled as the build compiles it', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mdx-auto-import-'));
  });
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('renders its blocks with no components given to MDX', () => {
    const file = path.join(dir, 'page.mdx');
    writeFileSync(file, '# A page\n\n<Signature name="A. Name" title="Chancellor" />\n\nOn <LongDate date="2024-03-01" />.\n');
    const Page = loadMdxPages([file])[file]!.default;
    renderWithDocusaurus(createElement(Page), {locale: 'en', url: '/page'});
    expect(screen.getByText('A. Name')).toBeInTheDocument();
    expect(screen.getByText('Chancellor')).toBeInTheDocument();
    expect(document.querySelector('time')).not.toBeNull();
  });
});
