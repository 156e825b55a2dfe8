/**
 * The browser build's rewrite of tab panels that need no script
 * (html-only-panels.cjs): which panels lose their content, what they keep,
 * and which pages are left alone. src/components/conference/conference-fixture.test.tsx
 * hydrates a rewritten page over the build's HTML of the original.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {BLOCKS} from '../mdx-auto-import/blocks';

const {htmlOnlyPanels, HYDRATED_BLOCKS} = require('./html-only-panels.cjs') as {
  htmlOnlyPanels: (source: string, autoImported?: readonly string[]) => string;
  HYDRATED_BLOCKS: readonly string[];
};

const REPO = path.resolve(__dirname, '..', '..');
const AUTO = Object.keys(BLOCKS);

function page(body: string, frontMatter = 'title: Demo\nhide_table_of_contents: true'): string {
  return `---\n${frontMatter}\n---\n\nimport {Abstract, Agenda} from '@site/src/components/conference';\nimport History from './_history.mdx';\nimport Tabs, {Tab} from '@site/src/components/Tabs';\n\n${body}`;
}

const TABS = `<Tabs label="Demo">
<Tab label="First">

Opening words.

<History />

</Tab>
<Tab label="Agenda">

<Agenda>
On <LongDate date="2030-10-15" /> at <Unknown />.
</Agenda>

</Tab>
<Tab label="Photos">

<Gallery photos={facts.photos} />

</Tab>
<Tab label="Empty" />
<Tab label="Abstracts">

<Abstract title="A">Text of the abstract.</Abstract>

</Tab>
</Tabs>`;

describe('the panels of a page without a table of contents', () => {
  const out = htmlOnlyPanels(page(TABS), AUTO);

  it('leaves out the content of every panel made of text and static blocks, naming the imported and auto-imported blocks it used', () => {
    // A partial page is not named: it would bring its content back.
    expect(out).toContain('<Tab label="First" htmlOnly />');
    expect(out).toContain('<Tab label="Agenda" htmlOnly blocks={[Agenda, LongDate]} />');
    expect(out).toContain('<Tab label="Abstracts" htmlOnly blocks={[Abstract]} />');
    for (const text of ['Opening words', 'Text of the abstract', 'Unknown']) expect(out).not.toContain(text);
  });

  it('keeps those that need the page’s scripts, and those without content, as they are', () => {
    expect(out).toContain('<Tab label="Photos">\n\n<Gallery photos={facts.photos} />\n\n</Tab>');
    expect(out).toContain('<Tab label="Empty" />');
  });
});

describe('what it leaves alone', () => {
  it('a page that shows a table of contents', () => {
    const source = page(TABS, 'title: Demo');
    expect(htmlOnlyPanels(source, AUTO)).toBe(source);
  });

  it('a panel holding tabs of its own, a page with nothing to leave out, and one with a panel never closed', () => {
    const nested = page('<Tabs label="Outer">\n<Tab label="B">\n\n<Tabs label="Inner">\n<Tab label="C">\n\nC\n\n</Tab>\n</Tabs>\n\n</Tab>\n</Tabs>');
    expect(htmlOnlyPanels(nested, AUTO)).toBe(nested);
    const gallery = page('<Tabs label="Demo">\n<Tab label="A">\n\n<Gallery photos={[]} />\n\n</Tab>\n</Tabs>');
    expect(htmlOnlyPanels(gallery, AUTO)).toBe(gallery);
    const unclosed = page('<Tabs label="Demo">\n<Tab label="A">\n\nA\n\n</Tab>\n<Tab label="B">\n\nB\n');
    expect(htmlOnlyPanels(unclosed, AUTO)).toBe(unclosed);
  });
});

it('is told of every block that needs the page’s scripts (state, effects or handlers)', () => {
  const needsScript: string[] = [];
  for (const area of ['src/components/conference', 'src/components/mdx']) {
    for (const folder of readdirSync(path.join(REPO, area), {withFileTypes: true})) {
      if (!folder.isDirectory()) continue;
      const files = readdirSync(path.join(REPO, area, folder.name)).filter((file) => file.endsWith('.tsx') && !file.includes('.test.'));
      const code = files.map((file) => readFileSync(path.join(REPO, area, folder.name, file), 'utf8')).join('\n');
      if (/\buse(State|Effect|Reducer|LayoutEffect)\b|\son[A-Z]\w*=/.test(code)) needsScript.push(folder.name);
    }
  }
  expect(needsScript.length).toBeGreaterThan(0);
  expect(needsScript.filter((name) => !HYDRATED_BLOCKS.includes(name))).toEqual([]);
});
