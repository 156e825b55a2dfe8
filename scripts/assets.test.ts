/** @jest-environment node */
/**
 * Every image and PDF the site refers to must exist under static/. The list of
 * references comes from the same scan that `npm run assets` generates from
 * (scripts/assets/scan.ts); when this fails, run `npm run assets`.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {FRAME_ASSETS, FRAME_SOURCE, findMissingAssets, listRequiredAssets, missingAssets, scanAssetReferences} from './assets/scan';

const ROOT = path.resolve(__dirname, '..');

describe('assets referenced by the site', () => {
  // One scan of the repository serves both tests (it parses every source file).
  let required: ReturnType<typeof listRequiredAssets>['references'];
  beforeAll(() => {
    required = listRequiredAssets(ROOT).references;
  });

  it('has a file under static/ for every referenced image and PDF', () => {
    const missing = missingAssets(path.join(ROOT, 'static'), required).map(
      ({path: assetPath, referencedBy}) => `${assetPath} (referenced by ${referencedBy.join(', ')})`,
    );
    expect(missing).toEqual([]);
  });

  it('checks the frame assets that no source names literally', () => {
    for (const assetPath of FRAME_ASSETS) expect(required.get(assetPath)).toContain(FRAME_SOURCE);
    expect(FRAME_ASSETS).toEqual(
      expect.arrayContaining(['/img/menu/about.webp', '/img/logo.svg', '/img/share-card.png', '/img/partners/partner-8.svg']),
    );
  });
});

describe('the asset scan', () => {
  let root: string;

  const write = (relative: string, content: string): void => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'assets-scan-'));
    write('data/news/001-opening.en.md', '---\nid: 1\nphoto: /img/news/news-01.webp\nkeywords: opening\n---\n\nText.\n');
    write(
      'data/news/002-remote.en.md',
      '---\nid: 2\nphoto: https://cdn.example/img/news/remote.webp\n---\n\nThe report: /files/news/report.pdf?dl=1\n',
    );
    // The folder's own README shows example paths; they are not references.
    write('data/README.md', 'A photo such as /img/news/example.jpg');
    // Half written by an editor: skipped with a warning, not a crash.
    write('docs/research/conferences/broken.json', '{"photos": ["/img/conferences/x.webp"');
    write('docs/about/history.mdx', '{/* e.g. /img/about/note.webp */}\n![Campus](/img/about/campus.png?v=2)\n<img src="/img/about/gate.svg#top" />');
    write('i18n/fa/docusaurus-plugin-content-docs/current/about/history.mdx', '![Campus](/img/about/campus-fa.jpg)');
    // A page's data file, which the page in every language reads.
    write('docs/research/conferences/demo-2030.json', JSON.stringify({photos: ['/img/conferences/demo-2030/photo-01.webp']}));
    write('i18n/fa/code.json', JSON.stringify({'home.poster': {message: '/img/hero/fa-poster.webp'}}));
    write(
      'src/components/Card/index.tsx',
      [
        '/** Shows `/img/example/in-a-comment.webp`: comments are not references. */',
        "import photo from '@site/static/img/cards/bundled.webp';",
        "export const pdf = '/files/programs/bba-curriculum.pdf';",
        'export const Card = () => <img src="/img/cards/card.webp" alt="" />;',
        'export const menu = (key: string) => `/img/menu/${key}.webp?v=1`;',
      ].join('\n'),
    );
    write('src/components/Card/styles.module.css', '/* /img/old.webp */ .card { background: url(/img/cards/bg.webp); }');
    write('src/components/Card/Card.test.tsx', "const fixture = '/img/only-in-a-test.webp';");
  });

  afterEach(() => rmSync(root, {recursive: true, force: true}));

  it('finds root-relative paths in data values, pages and their data files, translations, code and CSS, without query strings', () => {
    const {references} = scanAssetReferences(root);
    expect([...references.keys()]).toEqual([
      '/files/news/report.pdf',
      '/files/programs/bba-curriculum.pdf',
      '/img/about/campus-fa.jpg',
      '/img/about/campus.png',
      '/img/about/gate.svg',
      '/img/cards/bg.webp',
      '/img/cards/bundled.webp',
      '/img/cards/card.webp',
      '/img/conferences/demo-2030/photo-01.webp',
      '/img/hero/fa-poster.webp',
      '/img/news/news-01.webp',
    ]);
    expect(references.get('/img/news/news-01.webp')).toEqual(['data/news/001-opening.en.md']);
  });

  it('skips invalid JSON with a warning and reports paths built at run time', () => {
    const {warnings, dynamic} = scanAssetReferences(root);
    expect(warnings).toEqual([expect.stringMatching(/^docs\/research\/conferences\/broken\.json: skipped, invalid JSON/)]);
    expect(dynamic).toEqual([{file: 'src/components/Card/index.tsx', snippet: '/img/menu/${}.webp?v=1'}]);
  });

  it('names each missing file and the source that refers to it', () => {
    write('static/img/news/news-01.webp', 'x');
    write('static/files/news/report.pdf', 'x');
    const missing = findMissingAssets(root, ['/img/logo.svg']);
    expect(missing.map((item) => item.path)).toContain('/img/cards/card.webp');
    expect(missing.map((item) => item.path)).not.toContain('/img/news/news-01.webp');
    expect(missing).toContainEqual({path: '/img/logo.svg', referencedBy: [FRAME_SOURCE]});
    expect(missing).toContainEqual({path: '/files/programs/bba-curriculum.pdf', referencedBy: ['src/components/Card/index.tsx']});
  });

  it('counts an empty file as missing', () => {
    write('static/img/news/news-01.webp', '');
    expect(findMissingAssets(root, []).map((item) => item.path)).toContain('/img/news/news-01.webp');
  });
});
