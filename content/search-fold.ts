/**
 * One spelling for the site search: the text of every page is folded this
 * way before Pagefind indexes it (scripts/build-search-index.ts), and every
 * query the same way before it is searched (src/components/SearchDialog), so
 * a reader finds a word however their keyboard wrote it.
 *
 * Dari and Pashto are typed on many keyboards. Folded here:
 * - Arabic ي ى → Persian ی, Arabic ك → Persian ک, ۀ ة → ه;
 * - hamza carriers أ إ آ and alef wasla (U+0671) → ا and ؤ → و (ئ is a Pashto letter and stays);
 * - diacritics (harakat, the hamza written above or below a letter, the
 *   superscript alef, Quranic marks) and tatweel (ـ) removed;
 * - the zero-width non-joiner removed, so کتاب‌ها and کتابها are one word;
 *   in Dari the parts typed apart with a space (کتاب ها, می شود) are joined
 *   too, for the suffixes and prefixes written with a ZWNJ (ها، های، تر،
 *   ترین، می، نمی...);
 * - Eastern Arabic (٠-٩), Persian (۰-۹) and Latin digits to one set: the
 *   locale's own (Latin in English, ۰-۹ in Dari and Pashto, as the pages
 *   write them).
 *
 * Pashto's own letters (ې ۍ ئ ښ ږ ډ ټ ړ ګ ڼ) are never folded into
 * Persian ones: they make other words. English text is only given Latin
 * digits; Pagefind stems English words itself (the index of `lang="en"`).
 */

/** The locales the fold knows; anything else is folded as English. */
export type FoldLocale = 'en' | 'fa' | 'ps';

const LETTERS: Readonly<Record<string, string>> = {
  '\u064A': '\u06CC', // ي → ی
  '\u0649': '\u06CC', // ى → ی
  '\u0643': '\u06A9', // ك → ک
  '\u06C0': '\u0647', // ۀ → ه
  '\u0629': '\u0647', // ة → ه
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0671': '\u0627', // alef wasla → ا (written as an escape: the site never draws it, so the font need not have it)
  '\u0624': '\u0648', // ؤ → و
};
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/** Harakat and the hamza above and below (U+064B–U+065F), superscript alef, Quranic marks, tatweel, ZWNJ. */
const REMOVED = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640\u200C]/g;

const EASTERN_ARABIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
const ANY_DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/g;

/** Dari suffixes typed after a ZWNJ, a space or nothing (plural, comparative, possessive endings). */
const DARI_SUFFIXES = ['هایشان', 'هایتان', 'هایمان', 'هایش', 'هایت', 'هایم', 'هایی', 'های', 'ها', 'ترین', 'تر'];
/** Dari verb prefixes typed before a ZWNJ, a space or nothing. */
const DARI_PREFIXES = ['نمی', 'می'];

/** Letters of the Arabic script, and the ZWNJ (the fold runs on text that still has it). */
const ARABIC_LETTER = '[\\u0620-\\u064A\\u066E-\\u06D3\\u06FA-\\u06FF]';
const GAP = '[ \\u00A0]+';
const WORD_END = '(?=$|[^\\u0620-\\u06FF])';

const SUFFIX_GAP = new RegExp(`(${ARABIC_LETTER})${GAP}(${DARI_SUFFIXES.join('|')})${WORD_END}`, 'g');
const PREFIX_GAP = new RegExp(`(^|[^\\u0620-\\u06FF])(${DARI_PREFIXES.join('|')})${GAP}(?=${ARABIC_LETTER})`, 'g');

function digitsOf(text: string, locale: FoldLocale): string {
  return text.replace(ANY_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const value = code <= 0x39 ? code - 0x30 : code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - EASTERN_ARABIC_ZERO;
    return String.fromCharCode((locale === 'en' ? 0x30 : PERSIAN_ZERO) + value);
  });
}

/** `text` (a query, or a page's text) in the search's one spelling for `locale`. */
export function foldSearchText(text: string, locale: FoldLocale | string): string {
  const known: FoldLocale = locale === 'fa' || locale === 'ps' ? locale : 'en';
  let folded = text.normalize('NFC').replace(LETTER_PATTERN, (letter) => LETTERS[letter]);
  if (known === 'fa') {
    // Twice: a word may have both (می خواهند ها is not a word, but کتاب های تازه ترین has two suffixes in a row).
    for (let pass = 0; pass < 2; pass += 1) folded = folded.replace(SUFFIX_GAP, '$1$2');
    folded = folded.replace(PREFIX_GAP, '$1$2');
  }
  return digitsOf(folded.replace(REMOVED, ''), known);
}

/** The fold locale of a page's `<html lang>` (`fa-AF` → `fa`). */
export function foldLocaleOf(htmlLang: string | undefined): FoldLocale {
  const language = (htmlLang ?? '').toLowerCase().split('-')[0];
  return language === 'fa' || language === 'ps' ? language : 'en';
}

/** Two neighbouring words of the Arabic script, for the variants of a query with its parts typed apart. */
const ARABIC_WORD = /^[\u0620-\u06FF]+$/;

/**
 * The folded query, then, in Dari and Pashto, the same query with each two
 * neighbouring words written as one (`رتبه بندی پایداری` → `رتبهبندی
 * پایداری`, `رتبه بندیپایداری`): the page may write as one word (with a
 * ZWNJ, which the fold removes) what the reader typed as two. The search tries
 * them in this order and keeps the first that finds anything.
 */
export function queryVariants(query: string, locale: FoldLocale | string): string[] {
  const folded = foldSearchText(query, locale).trim();
  if (locale !== 'fa' && locale !== 'ps') return [folded];
  const words = folded.split(/\s+/);
  const variants = [folded];
  for (let index = 0; index + 1 < words.length; index += 1) {
    if (!ARABIC_WORD.test(words[index]) || !ARABIC_WORD.test(words[index + 1])) continue;
    variants.push([...words.slice(0, index), words[index] + words[index + 1], ...words.slice(index + 2)].join(' '));
  }
  return variants;
}

/** Searches the variants of `query` in turn (queryVariants) and answers with the first that finds something, or the last answer. */
export async function searchVariants<Answer>(
  query: string,
  locale: FoldLocale | string,
  search: (folded: string) => Promise<Answer>,
  found: (answer: Answer) => boolean,
): Promise<Answer> {
  let answer: Answer | undefined;
  for (const variant of queryVariants(query, locale)) {
    answer = await search(variant);
    if (found(answer)) return answer;
  }
  return answer as Answer;
}
