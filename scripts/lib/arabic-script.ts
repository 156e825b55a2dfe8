/**
 * Dari and Pashto text as the i18n checks read it. The same word reaches the
 * page in several spellings that a reader takes for one: with or without
 * vowel marks and the ezafe sign (ـهٔ), with an Arabic ك or ي typed by the
 * wrong keyboard, with a no-break space. The checks compare words in a folded
 * form that drops those differences, and report what they find in the text as
 * written; {@link foldText} keeps the map from one to the other.
 */
import type {TranslatedLocale} from './translated-text';

/** The zero-width non-joiner that joins the parts of a Dari word (می‌شود، ویب‌سایت). */
export const ZWNJ = '\u200C';

/**
 * Marks dropped by folding: the Arabic vowel signs and the ezafe hamza ٔ
 * (U+064B–U+065F), the superscript alef (U+0670) and the tatweel (U+0640).
 */
const DROPPED = /[\u064B-\u065F\u0670\u0640]/;

// Letters folded into the one Dari and Pashto write: Arabic kaf and swash kaf
// → ک, alef maksura → ی, heh with yeh above (a precomposed ezafe) and the
// Kurdish ae → ه, the no-break space → space.
const FOLDED: Readonly<Record<string, string>> = {
  '\u0643': '\u06A9',
  '\u06AA': '\u06A9',
  '\u0649': '\u06CC',
  '\u06C0': '\u0647',
  '\u06D5': '\u0647',
  '\u00A0': ' ',
};

const ARABIC_YEH = '\u064A';
const PERSIAN_YEH = '\u06CC';
const LETTER = /[\p{L}]/u;

/** A text in its folded form, with where each of its characters was in the text as written. */
export interface FoldedText {
  readonly text: string;
  /** For each character of `text` (and one past the end), its index in the written text. */
  readonly at: readonly number[];
}

/**
 * The text folded for comparing words in `locale`: vowel marks and the
 * ezafe sign dropped, Arabic letter forms replaced by the Dari and Pashto
 * ones. The Arabic ي is the Persian ی in Dari; in Pashto it is a letter of
 * its own at the end of a word (پوهنځي is not پوهنځی), so only a ي inside a
 * word, where both look alike, is folded.
 */
export function foldText(written: string, locale: TranslatedLocale): FoldedText {
  let text = '';
  const at: number[] = [];
  for (let index = 0; index < written.length; index++) {
    const char = written[index]!;
    if (DROPPED.test(char)) {
      continue;
    }
    let folded = FOLDED[char] ?? char;
    if (char === ARABIC_YEH && (locale === 'fa' || LETTER.test(nextLetter(written, index)))) {
      folded = PERSIAN_YEH;
    }
    text += folded;
    at.push(index);
  }
  at.push(written.length);
  return {text, at};
}

/** The character after `index`, vowel marks skipped. */
function nextLetter(text: string, index: number): string {
  let next = index + 1;
  while (next < text.length && DROPPED.test(text[next]!)) {
    next++;
  }
  return text[next] ?? '';
}

/** `word` folded as {@link foldText} folds a text (for a glossary's own words). */
export function foldWord(word: string, locale: TranslatedLocale): string {
  return foldText(word, locale).text;
}

/** A regular expression source matching `text` literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Characters of a word: letters, combining marks (vowel signs, the ezafe ٔ) and the ZWNJ inside it. */
export const WORD_CHARS = String.raw`[\p{L}\p{M}\u200C]`;

/** One word of a text, with where it starts and ends. */
export interface Word {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/**
 * The words of `text` in order. A ZWNJ belongs to the word it joins
 * (ویب‌سایت‌ها is one word); anything else that is not a letter or a mark
 * ends a word.
 */
export function words(text: string): Word[] {
  return [...text.matchAll(new RegExp(`${WORD_CHARS}+`, 'gu'))].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}
