/**
 * `npm run fonts`: the site's Dari/Pashto face (Vazirmatn, regular and bold)
 * cut down to the characters the site can show, into static/fonts/ (the
 * files src/css/custom.css declares; they are committed).
 *
 * A Dari or Pashto page downloads these files before its text is drawn in
 * them, so every byte counts on a slow connection: the published Arabic
 * subset holds Urdu, Sindhi, Kurdish and Arabic letters and marks the site
 * never uses. Kept: the Dari and Pashto alphabets in full (so a new page
 * needs no new font), Eastern Arabic-Indic digits, Arabic punctuation and
 * marks, the joiners and direction marks, and every Arabic-script character
 * found in the content (docs/, i18n/, data/, content/, src/).
 * scripts/font-coverage.test.ts fails when the content uses a character the
 * files lack: run `npm run fonts` then.
 */
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** The published files the subsets are cut from (@fontsource/vazirmatn). */
const SOURCES = [
  {from: '@fontsource/vazirmatn/files/vazirmatn-arabic-400-normal.woff2', to: 'static/fonts/vazirmatn-arabic-400-normal.woff2'},
  {from: '@fontsource/vazirmatn/files/vazirmatn-arabic-700-normal.woff2', to: 'static/fonts/vazirmatn-arabic-700-normal.woff2'},
] as const;

/** Dari and Pashto letters (Pashto's own included), with the Arabic forms that appear in loanwords. */
const ALPHABETS = 'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىيپچژکگیټځڅډړږښګڼېۍۀەيك';
/** Digits, punctuation, quotation marks, the tatweel, the harakat and the hamza above. */
const MARKS = '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩،؛؟٪٫٬«»ـًٌٍَُِّْٰٔ';
/** Zero-width non-joiner and joiner, and the direction marks. */
const CONTROLS = '\u200c\u200d\u200e\u200f';
/** Latin punctuation and spaces that sit inside Dari and Pashto text (shaped with the letters around them). */
const SHARED = ' .:!()-–—/';

const CONTENT_DIRS = ['docs', 'i18n', 'data', 'content', 'src'];
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

/** Every Arabic-script character in the text files under the content folders. */
export function contentCharacters(root: string = ROOT): Set<string> {
  const found = new Set<string>();
  const utf8 = new TextDecoder('utf-8', {fatal: true});
  const visit = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        visit(file);
        continue;
      }
      let text: string;
      try {
        text = utf8.decode(readFileSync(file));
      } catch {
        // Not text: nothing in it is drawn with the font.
        continue;
      }
      for (const [char] of text.matchAll(ARABIC_SCRIPT)) found.add(char);
    }
  };
  for (const dir of CONTENT_DIRS) visit(path.join(root, dir));
  return found;
}

/** The characters the subsets keep. */
export function keptCharacters(root: string = ROOT): string {
  return [...new Set([...ALPHABETS, ...MARKS, ...CONTROLS, ...SHARED, ...contentCharacters(root)])].sort().join('');
}

async function main(): Promise<void> {
  // subset-font runs HarfBuzz's subsetter (WebAssembly): it keeps the
  // shaping tables, so letters still join as they should.
  const {default: subsetFont} = await import('subset-font');
  const text = keptCharacters();
  for (const source of SOURCES) {
    const original = readFileSync(require.resolve(source.from));
    const subset = await subsetFont(original, text, {targetFormat: 'woff2'});
    writeFileSync(path.join(ROOT, source.to), subset);
    process.stdout.write(`fonts: ${source.to}: ${original.length} → ${subset.length} bytes (${[...text].length} characters)\n`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`fonts: ${(error as Error).message}\n`);
    process.exit(1);
  });
}
