/**
 * @jest-environment node
 */
/**
 * What the reader accepts in a translation beyond front matter: an empty
 * file and a body without front matter, which the web editor (Decap CMS)
 * writes for a language whose fields are still empty; and what it still
 * refuses.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readDataDirSync} from './read-data';

const ENGLISH = [
  '---',
  'id: 7',
  'photo: /img/news/library.jpg',
  'posted_date: 2026-11-20',
  'keywords: library-opens',
  'title: The library opens',
  'shared_by: Office of Communications',
  '---',
  '',
  'The library opens on Friday.',
  '',
].join('\n');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'read-data-'));
  mkdirSync(path.join(dir, 'news'));
  writeFileSync(path.join(dir, 'news', '007-library.en.md'), ENGLISH);
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

const write = (file: string, text: string): void => writeFileSync(path.join(dir, 'news', file), text);

describe('translation files', () => {
  it('reads an empty translation as nothing translated yet', () => {
    write('007-library.ps.md', '\n');
    const data = readDataDirSync(dir);
    expect(data.news.text.ps['7']).toEqual({});
    expect(data.news.text.en['7'].title).toBe('The library opens');
  });

  it('reads a translation without front matter as its body alone', () => {
    write('007-library.fa.md', 'کتابخانه روز جمعه باز می‌شود.\n\nساعت کاری آن از ۸ صبح تا ۴ عصر است.\n');
    expect(readDataDirSync(dir).news.text.fa['7']).toEqual({content: 'کتابخانه روز جمعه باز می‌شود.\nساعت کاری آن از ۸ صبح تا ۴ عصر است.'});
  });

  it('still refuses a translation whose front matter lost its opening line, naming the file', () => {
    write('007-library.fa.md', 'title: کتابخانه باز شد\n---\n\nمتن\n');
    expect(() => readDataDirSync(dir)).toThrow(/news[\\/]007-library\.fa\.md: must start with a line of three dashes/);
  });

  it('still requires front matter in the English file', () => {
    write('007-library.en.md', 'The library opens on Friday.\n');
    expect(() => readDataDirSync(dir)).toThrow(/news[\\/]007-library\.en\.md: must start with a line of three dashes/);
  });
});
