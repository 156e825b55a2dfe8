/**
 * The orthography rules of Dari and Pashto text, the same for pages,
 * interface strings and data (i18n/README.md, "Orthography", says them to
 * translators):
 *
 * - letters: no Pashto-only letter in Dari (its loanwords aside), no Persian
 *   گ in Pashto, and in neither the Arabic ك, ى, nor in Dari the Arabic ي,
 *   outside a quotation in another language;
 * - the ezafe after a silent ه (Dari): written ـهٔ where it is read
 *   («ادارهٔ تجارت», not «اداره تجارت», «اداره‌ی تجارت» or «ادارهی تجارت»);
 * - thousands separators: a number of four digits or more in running text
 *   is grouped with ٬ as src/lib/format.ts writes it («۳٬۰۰۰ عنوان»), years,
 *   codes and phone numbers aside.
 *
 * Each problem comes with what to write instead.
 */
import {ZWNJ, foldWord, words, type Word} from './arabic-script';
import type {Glossary} from './glossary';
import type {TextKind, TranslatedLocale} from './translated-text';

const LANGUAGE_NAME: Record<TranslatedLocale, string> = {fa: 'Dari', ps: 'Pashto'};

/** Which rule a problem breaks. */
export type OrthographyRule = 'letters' | 'ezafe' | 'numbers';

/** A piece of text against an orthography rule. */
export interface OrthographyProblem {
  readonly rule: OrthographyRule;
  /** The text as found. */
  readonly found: string;
  /** What to write instead; for the letters rule, the letter that does not belong. */
  readonly write: string;
}

/** What a report says of a problem after the text found: what to write, or which letter is foreign. */
export function advice(problem: OrthographyProblem, locale: TranslatedLocale): string {
  return problem.rule === 'letters'
    ? `has «${problem.write}», a letter ${LANGUAGE_NAME[locale]} does not write (i18n/glossary.yml, loanwords)`
    : `→ write ${problem.write}`;
}

// --- letters ---

const PASHTO_ONLY = '\u067C\u0681\u0685\u0689\u0693\u0696\u069A\u06AB\u06BC\u06CD\u06D0';
/**
 * Letters that do not belong in a language's text: Pashto-only letters (ټ ځ
 * څ ډ ړ ږ ښ ګ ڼ ۍ ې) and the Arabic ي in Dari, the Persian گ (Pashto writes
 * ګ) in Pashto, and in both the Arabic kaf ك and alef maksura ى that an
 * Arabic keyboard types for ک and ی. Pashto's own ي (پوهنځي، کوي) is a letter
 * of Pashto.
 */
const FOREIGN_LETTERS: Record<TranslatedLocale, RegExp> = {
  fa: new RegExp(`[\u0643\u064A\u0649${PASHTO_ONLY}]`, 'u'),
  ps: /[\u0643\u0649\u06AF]/u,
};

/**
 * Quotations in another language, which keep their own letters: in Dari,
 * a «…» holding a Pashto-only letter (quoted Pashto); in either, one holding
 * the Arabic ة or vowel signs (quoted Arabic); in Pashto, one holding the
 * Persian گ and no Pashto-only letter (quoted Dari).
 */
function isOtherLanguageQuote(quote: string, locale: TranslatedLocale): boolean {
  // The ة, or an Arabic vowel sign (fatha to sukun) anywhere in the quotation.
  if (quote.includes('\u0629') || /\p{M}/u.test(quote.replace(/[^\u064B-\u0652]/g, ''))) {
    return true;
  }
  const hasPashtoLetter = new RegExp(`[${PASHTO_ONLY}]`).test(quote);
  return locale === 'fa' ? hasPashtoLetter : quote.includes('\u06AF') && !hasPashtoLetter;
}

/** The words of `text` with a letter that does not belong to `locale`, loanwords of the glossary and quotations in another language aside. */
export function checkLetters(glossary: Glossary, locale: TranslatedLocale, text: string): OrthographyProblem[] {
  const loanwords = glossary.loanwords?.[locale] ?? [];
  const quoted = text.replace(/«[^«»]*»/g, (quote) => (isOtherLanguageQuote(quote, locale) ? ' '.repeat(quote.length) : quote));
  const problems: OrthographyProblem[] = [];
  for (const [word] of quoted.matchAll(/[\p{L}\p{M}]+/gu)) {
    const letter = FOREIGN_LETTERS[locale].exec(word)?.[0];
    if (letter !== undefined && !loanwords.some((loanword) => word.startsWith(loanword))) {
      problems.push({
        rule: 'letters',
        found: word,
        write: letter,
      });
    }
  }
  return problems;
}

// --- the ezafe after a silent ه (Dari) ---

const EZAFE_SIGN = '\u0654';
const PLURAL = new RegExp(`(?:ان|ات|ین|${ZWNJ}?(?:ها|های|هایی))$`);
const VERB_PREFIX = new RegExp(`^ن?می${ZWNJ}`);

/** The word lists of the ezafe rule, folded, from the glossary. */
export interface EzafeLists {
  readonly heads: ReadonlySet<string>;
  readonly notBefore: ReadonlySet<string>;
  readonly verbs: ReadonlySet<string>;
  readonly determiners: ReadonlySet<string>;
  /** Pairs «head next» the check would read as an ezafe where the sentence has none. */
  readonly exceptions: ReadonlySet<string>;
}

/** The ezafe rule's word lists of a glossary (orthography.ezafe), folded as words are compared. */
export function ezafeLists(glossary: Glossary): EzafeLists {
  const fold = (list: readonly string[] | undefined) => new Set((list ?? []).map((word) => foldWord(word, 'fa')));
  const ezafe = glossary.orthography?.ezafe;
  return {
    heads: fold(ezafe?.heads),
    notBefore: fold(ezafe?.notBefore),
    verbs: fold(ezafe?.lightVerbs),
    determiners: fold(ezafe?.determiners),
    exceptions: fold(ezafe?.exceptions),
  };
}

/** How a word ending in ه is written: bare, with ـهٔ, with ـه‌ی or with ـهی; and the word without the ezafe. */
function ezafeForm(word: string): {form: 'bare' | 'sign' | 'zwnj-yeh' | 'yeh'; base: string} {
  if (word.endsWith(`ه${EZAFE_SIGN}`) || word.endsWith('\u06C0')) {
    return {form: 'sign', base: word.endsWith('\u06C0') ? `${word.slice(0, -1)}ه` : word.slice(0, -1)};
  }
  if (word.endsWith(`ه${ZWNJ}ی`) || word.endsWith(`ه${ZWNJ}ي`)) {
    return {form: 'zwnj-yeh', base: word.slice(0, -2)};
  }
  if (word.endsWith('هی') || word.endsWith('هي')) {
    return {form: 'yeh', base: word.slice(0, -1)};
  }
  return {form: 'bare', base: word};
}

/** Whether `word` (folded) is one of the heads, alone or as the last part of a compound (درخواست‌نامه). */
function isHead(word: string, heads: ReadonlySet<string>): boolean {
  return heads.has(word) || heads.has(word.split(ZWNJ).at(-1)!);
}

/**
 * Whether `word` (folded) is a verb: one of the light verbs, or one with the
 * prefix می‌ or نمی‌, or a light verb with the negative ن or the subjunctive
 * ب, or a subjunctive or imperative in ب with a personal ending (بنویسید).
 */
function isVerb(word: string, lists: EzafeLists): boolean {
  const prefixed = (prefix: string) => word.startsWith(prefix) && lists.verbs.has(word.slice(prefix.length));
  return (
    lists.verbs.has(word) ||
    VERB_PREFIX.test(word) ||
    prefixed('ن') ||
    prefixed('ب') ||
    /^ب.{2,}(?:ند|ید|یم)$/u.test(word) ||
    // A predicate with the verb joined to it: متکی‌اند، آماده‌ایم.
    new RegExp(`${ZWNJ}(?:اند|است|ایم|اید)$`).test(word)
  );
}

/** Whether the word after a head starts a phrase the head governs (and so the ezafe is read). */
function governs(next: Word, after: Word | undefined, lists: EzafeLists): boolean {
  const word = foldWord(next.text, 'fa');
  if (lists.notBefore.has(word) || isVerb(word, lists)) {
    return false;
  }
  // «مقاله ارائه کرد», «برنامه مفید است»: the next word belongs to the verb after it.
  return after === undefined || !isVerb(foldWord(after.text, 'fa'), lists);
}

/**
 * Dari words ending in a silent ه whose ezafe is not written ـهٔ: a head
 * noun of the glossary's list (برنامه، اداره، مجله…) directly followed by a
 * word it governs, bare («اداره تجارت») or with another spelling of the ezafe
 * («اداره‌ی تجارت», «ادارهی تجارت»). The next word is not governed when it
 * is a word of the `notBefore` list (a preposition, conjunction, number or
 * adverb: «برنامه در», «برنامه یک سال»), a verb («برنامه است», «برنامه
 * می‌خواند», «نامه بنویسید»), or the first part of a compound verb or
 * predicate (the word after it is a verb: «مقاله ارائه کرد», «برنامه آغاز
 * می‌شود», «برنامه مفید است»). A head after a determiner or a number is left
 * alone, and so are the pairs of the `exceptions` list: a subject that ends
 * right before its object (کلب مناظره فرصت‌ها… فراهم می‌کند) reads as an
 * ezafe to a check that cannot parse the sentence.
 */
export function checkEzafe(lists: EzafeLists, text: string): OrthographyProblem[] {
  const problems: OrthographyProblem[] = [];
  const list = words(text);
  list.forEach((word, index) => {
    const next = list[index + 1];
    const {form, base} = ezafeForm(word.text);
    if (form === 'sign' || !base.endsWith('ه') || !isHead(foldWord(base, 'fa'), lists.heads)) {
      return;
    }
    const joined = next !== undefined && /^ +$/.test(text.slice(word.end, next.start));
    if (form !== 'bare') {
      // Another spelling of the ezafe: one chosen way, whatever follows.
      problems.push({rule: 'ezafe', found: word.text, write: `«${base}${EZAFE_SIGN}» (the ezafe after ه is written ـهٔ; «a …» is ـه‌ای)`});
      return;
    }
    if (!joined) {
      return;
    }
    // «این مقاله منابع … را بررسی می‌کند», «یک هفته زودتر»: after a
    // determiner or a number the head ends its phrase as often as it governs
    // the next word, so it is left alone.
    const before = list[index - 1];
    if (before !== undefined && /^ +$/.test(text.slice(before.end, word.start)) && lists.determiners.has(foldWord(before.text, 'fa'))) {
      return;
    }
    if (/[۰-۹0-9] +$/.test(text.slice(0, word.start))) {
      return;
    }
    const after = list[index + 2];
    const afterJoined = after !== undefined && /^ +$/.test(text.slice(next.end, after.start));
    // همه is a quantifier (همهٔ محصلان) before a plural, and a pronoun (everyone) before anything else.
    const isQuantifier = foldWord(base, 'fa') !== 'همه' || PLURAL.test(foldWord(next.text, 'fa'));
    if (isQuantifier && governs(next, afterJoined ? after : undefined, lists) && !lists.exceptions.has(foldWord(`${base} ${next.text}`, 'fa'))) {
      problems.push({rule: 'ezafe', found: `${word.text} ${next.text}`, write: `«${base}${EZAFE_SIGN} ${next.text}»`});
    }
  });
  return problems;
}

// --- thousands separators ---

const EASTERN = '۰-۹';
const GROUP = '\u066C';

/** `digits` (Extended Arabic-Indic) grouped by thousands with ٬. */
function grouped(digits: string): string {
  return digits.replace(/(?<=[۰-۹])(?=(?:[۰-۹]{3})+$)/gu, GROUP);
}

/** The value of a run of Extended Arabic-Indic digits. */
function valueOf(digits: string): number {
  return Number(digits.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))));
}

/** Whether a four-digit number reads as a year: Solar Hijri 1300–1499 or Gregorian 1900–2099. */
function isYear(digits: string): boolean {
  const value = valueOf(digits);
  return digits.length === 4 && ((value >= 1300 && value < 1500) || (value >= 1900 && value < 2100));
}

/**
 * The parts of a page's line that are not running text: tags and their
 * attributes, `{…}` expressions, link targets, inline code. Each is replaced
 * by as many `fill` characters, so that what is left keeps its place; a fill
 * that is not a space keeps the words on either side of a tag apart
 * («افتتاحیه<ul><li>تلاوت» are not two words of one phrase).
 */
function runningText(text: string, kind: TextKind, fill = ' '): string {
  if (kind !== 'page' && kind !== 'front-matter') {
    return text;
  }
  const blank = (match: string) => fill.repeat(match.length);
  return text
    .replace(/`[^`]*`/g, blank)
    .replace(/\]\([^)]*\)/g, blank)
    .replace(/<[^<>]*>/g, blank)
    .replace(/\{[^{}]*\}/g, blank)
    .replace(/https?:\/\/\S+/g, blank);
}

// Not a number of running text when joined to a letter, to a code's
// punctuation (HR-۲۰۲۶-۰۱۱, ۱۰/۲۰۲۴, +۹۳…) or to other digits; a full stop
// or comma after it ends a sentence or a clause unless digits follow.
const JOINED = String.raw`[\p{L}\p{M}0-9${EASTERN}\u066B\u066C\-/:+#_@]`;
const BARE_NUMBER = new RegExp(String.raw`(?<!${JOINED}|[.,،])[${EASTERN}]{4,}(?!${JOINED}|[.,،][${EASTERN}0-9])`, 'gu');
const WRONG_SEPARATOR = new RegExp(String.raw`(?<!${JOINED}|[.,،])[${EASTERN}]{1,3}(?:[,،.][${EASTERN}]{3})+(?![${EASTERN}0-9])`, 'gu');

/**
 * Numbers of four digits or more in running text without the thousands
 * separator ٬ («۳۰۰۰ عنوان» → «۳٬۰۰۰ عنوان»), or grouped with another mark
 * («۳۰,۰۰۰», «۳۰،۰۰۰»). Left alone: a four-digit year (Solar Hijri 1300–1499,
 * Gregorian 1900–2099), a number starting with ۰ (a phone number, a padded
 * code), one joined to letters or to a code's punctuation (HR-۲۰۲۶-۰۱۱), one
 * in a tag, expression, link target or inline code of a page, and numbers in
 * Latin digits (codes and names: ICAMR 2024).
 */
export function checkThousands(text: string, kind: TextKind): OrthographyProblem[] {
  const running = runningText(text, kind);
  const problems: OrthographyProblem[] = [];
  for (const match of running.matchAll(BARE_NUMBER)) {
    const digits = match[0];
    if (!digits.startsWith('۰') && !isYear(digits)) {
      problems.push({rule: 'numbers', found: digits, write: `«${grouped(digits)}»`});
    }
  }
  for (const match of running.matchAll(WRONG_SEPARATOR)) {
    problems.push({rule: 'numbers', found: match[0], write: `«${grouped(match[0].replace(/[,،.]/g, ''))}»`});
  }
  return problems;
}

/** Every orthography problem of a piece of `locale` text of the given kind, in the order of the rules. */
export function checkOrthography(
  glossary: Glossary,
  lists: EzafeLists,
  locale: TranslatedLocale,
  text: string,
  kind: TextKind,
): OrthographyProblem[] {
  return [
    ...checkLetters(glossary, locale, text),
    ...(locale === 'fa' ? checkEzafe(lists, runningText(text, kind, '|')) : []),
    ...checkThousands(text, kind),
  ];
}
