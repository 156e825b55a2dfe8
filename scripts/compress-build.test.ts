/** @jest-environment node */
/**
 * The build's compressed twins: the bundles every visitor downloads get
 * brotli's higher effort, the thousand pages a quicker one; both decompress
 * to the file itself.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliCompressSync, brotliDecompressSync, constants} from 'node:zlib';
import {compressBuild, effortFor} from './compress-build';

const brotli = (bytes: Buffer, quality: number): Buffer =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

describe('compressBuild', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'compress-'));
  });
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  it('writes twins that decompress to the file, bundles at brotli 10 and pages at 8', async () => {
    const files: Record<string, string> = {
      'fa/assets/js/main.abc.js': Array.from({length: 400}, (_, i) => `export const value${i} = ${i * 7} + "بخش ${i}";`).join('\n'),
      'fa/news/general/1.html': `<!doctype html><html lang=fa-AF><main>${'<p>خبر تازه از پوهنتون و برنامه‌های آن</p>'.repeat(300)}</main></html>`,
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
      writeFileSync(path.join(root, name), text);
    }
    await compressBuild(root);
    for (const [name, text] of Object.entries(files)) {
      const twin = readFileSync(path.join(root, `${name}.br`));
      expect(brotliDecompressSync(twin).toString()).toBe(text);
      expect(twin.length).toBe(brotli(Buffer.from(text), name.endsWith('.js') ? 10 : 8).length);
    }
  });

  it('gives the higher effort to bundles and styles only', () => {
    expect(effortFor('assets/js/main.abc.js')).toBe('high');
    expect(effortFor('ps/assets/css/styles.abc.css')).toBe('high');
    expect(effortFor('pagefind/pagefind-ui.js')).toBe('high');
    expect(effortFor('index.html')).toBe('medium');
    expect(effortFor('admin/decap-cms.js')).toBe('medium');
    expect(effortFor('sitemap.xml')).toBe('medium');
  });
});
