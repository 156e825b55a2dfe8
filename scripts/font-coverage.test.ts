/**
 * @jest-environment node
 */
/**
 * Checks that the self-hosted Dari/Pashto font (static/fonts, declared in
 * src/css/custom.css, cut down by scripts/subset-fonts.ts) draws every
 * Arabic-script character the site shows: each one found anywhere in docs/
 * (abstracts in Dari and Pashto on English pages), i18n/ (interface strings
 * and translated pages), data/ (API content), content/ and src/, in both
 * shipped weights. A missing glyph would be drawn in some other font, or as
 * an empty box, on a visitor's phone: run `npm run fonts` to add it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import * as fontkit from 'fontkit';

const ROOT = join(__dirname, '..');
const FONT_FILES = ['static/fonts/vazirmatn-arabic-400-normal.woff2', 'static/fonts/vazirmatn-arabic-700-normal.woff2'];
const CONTENT_DIRS = ['docs', 'i18n', 'data', 'content', 'src'];

/** The Arabic-script blocks: Arabic, Supplement, Extended-A, Presentation Forms A and B. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

/** The letters Pashto adds to the Arabic alphabet. */
const PASHTO_LETTERS = ['ټ', 'ډ', 'ړ', 'ږ', 'ښ', 'ګ', 'ڼ', 'ې', 'ۍ'];

interface Font {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

function openFont(file: string): Font {
  return fontkit.openSync(join(ROOT, file)) as unknown as Font;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* filesUnder(path);
    } else if (entry.isFile()) {
      yield path;
    }
  }
}

const utf8 = new TextDecoder('utf-8', {fatal: true});

/** Each Arabic-script character used in the content, with the files it is in. */
function arabicCharactersInContent(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const dir of CONTENT_DIRS) {
    for (const file of filesUnder(join(ROOT, dir))) {
      let text: string;
      try {
        text = utf8.decode(readFileSync(file));
      } catch {
        // Not text (an image or a database file): nothing here is drawn with the font.
        continue;
      }
      for (const [char] of text.matchAll(ARABIC_SCRIPT)) {
        const files = found.get(char) ?? new Set<string>();
        files.add(relative(ROOT, file));
        found.set(char, files);
      }
    }
  }
  return found;
}

function describeChar(char: string): string {
  const hex = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return `U+${hex} "${char}"`;
}

const usedCharacters = arabicCharactersInContent();

describe.each(FONT_FILES)('%s', (fontFile) => {
  const font = openFont(fontFile);

  it('has a glyph for every Arabic-script character used in i18n/ and data/', () => {
    const missing = [...usedCharacters]
      .filter(([char]) => !font.hasGlyphForCodePoint(char.codePointAt(0)!))
      .map(([char, files]) => `${describeChar(char)} in ${[...files].sort().join(', ')}`);
    expect(missing).toEqual([]);
  });

  it.each(PASHTO_LETTERS)('draws the Pashto letter %s', (letter) => {
    expect(font.hasGlyphForCodePoint(letter.codePointAt(0)!)).toBe(true);
  });
});

it('finds the Dari and Pashto text it checks', () => {
  // Guards the walk itself: an empty result would make the checks above pass
  // vacuously. Both languages' interface strings live in i18n/.
  expect(usedCharacters.size).toBeGreaterThan(30);
  expect([...usedCharacters.keys()]).toEqual(expect.arrayContaining(['ښ', 'ګ', 'ی', 'ک']));
});
