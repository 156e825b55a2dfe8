/** @jest-environment node */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import type {SearchIndexBuilder} from './build-search-index';
import {PRECOMPRESSED_STAMP} from './compress-build';
import {createFinisher} from './finish-build';

/** A page long enough to be compressed, with the classes it uses. */
const page = (lang: string, words: string): string =>
  `<!doctype html><html lang="${lang}"><head><link rel="stylesheet" href="/assets/css/styles.1.css"></head>` +
  `<body><main class="card"><p>${words.repeat(200)}</p></main></body></html>`;
const STYLESHEET = `.card{color:#123456}.navbar__unused{color:red}${Array.from({length: 80}, (_, n) => `main p:nth-child(${n}){margin:${n}px}`).join('')}`;

describe('finishing a build locale by locale', () => {
  let root: string;
  const write = (file: string, text: string): void => {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  };
  const brotli = (file: string): string => brotliDecompressSync(readFileSync(path.join(root, `${file}.br`))).toString();
  const gzip = (file: string): string => gunzipSync(readFileSync(path.join(root, `${file}.gz`))).toString();

  /** A search index that records what it was given and writes one file. */
  const indexed: string[] = [];
  const openIndex = async (buildDir: string): Promise<SearchIndexBuilder> => ({
    async addLocale(locale) {
      indexed.push(locale);
      return 1;
    },
    async write() {
      mkdirSync(path.join(buildDir, 'pagefind'), {recursive: true});
      writeFileSync(path.join(buildDir, 'pagefind', 'pagefind.js'), `export const languages = ${JSON.stringify(indexed)};`.repeat(40));
      return 'search index written';
    },
  });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'finish-build-'));
    indexed.length = 0;
    write('index.html', page('en', 'Admissions are open. '));
    write('assets/css/styles.1.css', STYLESHEET);
    write('sitemap.xml', `<sitemapindex>${'<sitemap><loc>/sitemap-en.xml</loc></sitemap>'.repeat(30)}</sitemapindex>`);
  });
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  it('purges, indexes and compresses each locale once it is built, and the index and the stamp at the end', async () => {
    const finisher = await createFinisher(root, {editor: false, openIndex});
    await finisher.finishLocale('en');
    // The Dari build is written after English was finished.
    write('fa/index.html', page('fa', 'پذیرش باز است. '));
    write('fa/assets/css/styles.2.css', STYLESHEET);
    await finisher.finishLocale('fa');
    write('ps/index.html', page('ps', 'داخله پرانیستې ده. '));
    write('ps/assets/css/styles.3.css', STYLESHEET);
    await finisher.finishLocale('ps');
    expect(existsSync(path.join(root, PRECOMPRESSED_STAMP))).toBe(false);
    await finisher.finish();

    expect(indexed).toEqual(['en', 'fa', 'ps']);
    expect(brotli('index.html')).toBe(readFileSync(path.join(root, 'index.html'), 'utf8'));
    expect(gzip('fa/index.html')).toContain('پذیرش باز است.');
    // Each stylesheet's twins are of the purged sheet.
    for (const sheet of ['assets/css/styles.1.css', 'fa/assets/css/styles.2.css']) {
      const purged = readFileSync(path.join(root, sheet), 'utf8');
      expect(purged).not.toContain('navbar__unused');
      expect(brotli(sheet)).toBe(purged);
    }
    expect(brotli('pagefind/pagefind.js')).toContain('["en","fa","ps"]');
    expect(existsSync(path.join(root, PRECOMPRESSED_STAMP))).toBe(true);
  });

  it('does not stamp a build that lacks a locale as finished', async () => {
    const finisher = await createFinisher(root, {editor: false, openIndex});
    await finisher.finishLocale('en');
    const lines = await finisher.finish();
    expect(existsSync(path.join(root, PRECOMPRESSED_STAMP))).toBe(false);
    expect(lines.at(-1)).toMatch(/not stamped as finished: only en/);
  });

  it('compresses again a file that a later locale’s build wrote again', async () => {
    const finisher = await createFinisher(root, {editor: false, openIndex});
    await finisher.finishLocale('en');
    expect(brotli('sitemap.xml')).not.toContain('sitemap-fa.xml');
    // Every locale's build writes the sitemap index at the root anew.
    write(
      'sitemap.xml',
      `<sitemapindex>${'<sitemap><loc>/sitemap-en.xml</loc></sitemap><sitemap><loc>/fa/sitemap-fa.xml</loc></sitemap>'.repeat(30)}</sitemapindex>`,
    );
    write('fa/index.html', page('fa', 'پذیرش باز است. '));
    await finisher.finishLocale('fa');
    await finisher.finish();
    expect(brotli('sitemap.xml')).toContain('sitemap-fa.xml');
    expect(gzip('sitemap.xml')).toBe(readFileSync(path.join(root, 'sitemap.xml'), 'utf8'));
  });
});
