/** @jest-environment node */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {localeBuildFiles, localeOfBuildFile} from './locale-files';

describe('which locale a file of the build belongs to', () => {
  it('gives the root to the default locale, each locale its folder, and the search index to none', () => {
    expect(localeOfBuildFile('index.html')).toBe('en');
    expect(localeOfBuildFile('news/general/1.html')).toBe('en');
    expect(localeOfBuildFile('fa/news/general/1.html')).toBe('fa');
    expect(localeOfBuildFile('ps/assets/js/main.1.js')).toBe('ps');
    expect(localeOfBuildFile('pagefind/pagefind.js')).toBeUndefined();
    // A page whose name starts like a locale is still the default locale's.
    expect(localeOfBuildFile('faculty.html')).toBe('en');
  });

  describe('a locale’s files', () => {
    let root: string;
    beforeEach(() => {
      root = mkdtempSync(path.join(tmpdir(), 'locale-files-'));
      for (const file of ['index.html', 'news/general/1.html', 'fa/index.html', 'fa/news/general/1.html', 'ps/index.html', 'pagefind/pagefind.js']) {
        mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
        writeFileSync(path.join(root, file), 'x');
      }
    });
    afterEach(() => rmSync(root, {recursive: true, force: true}));

    it('are listed without the other locales’ folders or the index, in order', async () => {
      expect(await localeBuildFiles(root, 'en')).toEqual(['index.html', 'news/general/1.html']);
      expect(await localeBuildFiles(root, 'fa')).toEqual(['fa/index.html', 'fa/news/general/1.html']);
    });
  });
});
