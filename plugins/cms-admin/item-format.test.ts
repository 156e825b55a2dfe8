/**
 * @jest-environment node
 */
/**
 * The web editor writes item files and pages as they are written by hand:
 * every file of data/, docs/ and the page translations, read and written
 * back by the editor's formats, comes out the same (byte for byte, but for
 * comments in a page's front matter, which the editor does not keep). A
 * translation with nothing in it is no file, a field left empty is left
 * out, and the key that names a new item's files is never written.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ENTITY_NAMES} from '../../content/schemas/data';
import {FILE_NAME_KEY, readItemFile, writeItemFile} from './item-format';
import {readPageFile, writePageFile} from './page-format';

const ROOT = path.join(__dirname, '..', '..');
const PAGE_FIELDS = ['title', 'description', 'sidebar_label', 'sidebar_position', 'slug', 'hide_table_of_contents'];

/** The files of a folder, recursively, relative to the repository. */
function filesUnder(dir: string, extension: string): string[] {
  return (readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'}) as string[])
    .filter((file) => file.endsWith(extension) && !file.endsWith('README.md'))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);
}

describe('the editor’s item files', () => {
  it.each(ENTITY_NAMES)('writes every %s file of data/ back as it is', (entity) => {
    const files = filesUnder(`data/${entity}`, '.md');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      expect([file, writeItemFile(entity, readItemFile(text))]).toEqual([file, text]);
    }
  });

  it('writes nothing for a translation left empty, and leaves out empty fields', () => {
    expect(writeItemFile('news', {})).toBe('');
    expect(writeItemFile('news', {title: '', shared_by: '  ', body: ''})).toBe('');
    expect(writeItemFile('news', {title: 'کتابخانه', shared_by: '', body: ''})).toBe('---\ntitle: کتابخانه\n---\n');
  });

  it('writes the record first, then the text, then the body; never the file name', () => {
    const text = writeItemFile('news', {
      title: 'The library opens on Fridays',
      body: 'From next week.\n\nIt closes at 4:00 PM.',
      [FILE_NAME_KEY]: '033-library-opens-on-fridays',
      keywords: 'library-opens-on-fridays',
      id: 33,
    });
    expect(text).toBe(
      '---\nid: 33\nkeywords: library-opens-on-fridays\ntitle: The library opens on Fridays\n---\n\nFrom next week.\n\nIt closes at 4:00 PM.\n',
    );
  });

  it('quotes the Yes and No older YAML readers take for booleans', () => {
    expect(writeItemFile('events', {id: 1, upcoming: 'No', title: 'Open day'})).toContain('upcoming: "No"\n');
  });
});

describe('the editor’s pages', () => {
  const pages = [...filesUnder('docs', '.mdx'), ...filesUnder('i18n', '.mdx')];

  it('writes every page back as it is, but for comments in its front matter', () => {
    expect(pages.length).toBeGreaterThan(50);
    for (const file of pages) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      const written = writePageFile(readPageFile(text), PAGE_FIELDS);
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
      if (/^#/m.test(frontMatter)) expect([file, readPageFile(written)]).toEqual([file, readPageFile(text)]);
      else expect([file, written]).toEqual([file, text]);
    }
  });

  it('reads a translation that does not exist yet as an empty page', () => {
    expect(readPageFile(null)).toEqual({});
    expect(readPageFile('')).toEqual({});
  });
});
