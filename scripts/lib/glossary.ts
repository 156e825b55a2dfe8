/**
 * The glossary of i18n/glossary.yml: the site's terms with their one Dari and
 * one Pashto rendering and the variants to avoid, and the search for those
 * variants in a text. How a variant matches is described at the top of the
 * glossary file.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {TRANSLATED_LOCALES, type TranslatedLocale} from './translated-text';

/** One term of the glossary. */
export interface GlossaryTerm {
  /** The English term, as the glossary names it. */
  readonly en: string;
  readonly fa: string;
  readonly ps: string;
  readonly note?: string;
  readonly avoid?: Partial<Record<TranslatedLocale, readonly string[]>>;
}

/** The glossary file's content. */
export interface Glossary {
  readonly terms: readonly GlossaryTerm[];
  /** Pashto words Afghan Dari writes with their Pashto letters (پوهنځی). */
  readonly loanwords?: Partial<Record<TranslatedLocale, readonly string[]>>;
  readonly calendar?: unknown;
}

/** The glossary file, relative to the repository. */
export const GLOSSARY_FILE = 'i18n/glossary.yml';

/**
 * Reads and checks the glossary of the repository at `repo`; throws with the
 * term at fault when a term lacks a rendering or a variant list is malformed.
 */
export function readGlossary(repo: string): Glossary {
  const glossary = parseYaml(readFileSync(path.join(repo, GLOSSARY_FILE), 'utf8')) as Glossary;
  if (!glossary || !Array.isArray(glossary.terms)) {
    throw new Error(`${GLOSSARY_FILE}: no list of terms`);
  }
  for (const term of glossary.terms) {
    for (const locale of TRANSLATED_LOCALES) {
      if (typeof term[locale] !== 'string' || term[locale].trim() === '') {
        throw new Error(`${GLOSSARY_FILE}: the term "${term.en}" has no ${locale} rendering`);
      }
      const avoid = term.avoid?.[locale] ?? [];
      if (!Array.isArray(avoid) || avoid.some((variant) => typeof variant !== 'string' || variant.trim() === '')) {
        throw new Error(`${GLOSSARY_FILE}: the ${locale} variants to avoid of "${term.en}" are not a list of words`);
      }
    }
  }
  return glossary;
}

/** An avoided variant found in a text. */
export interface VariantHit {
  /** The text as found. */
  readonly found: string;
  /** The glossary's variant that matched it (with its `*`). */
  readonly variant: string;
  readonly term: GlossaryTerm;
}

// A word is made of letters and combining marks (the ezafe ٔ, vowel signs);
// spaces, punctuation, digits and the ZWNJ end it. A ZWNJ before a variant
// joins it to the word before (ویب‌سایت is not the word سایت), so a variant
// starts only after something else.
const WORD_CHAR = String.raw`[\p{L}\p{M}]`;
const JOINED_BEFORE = String.raw`[\p{L}\p{M}\u200C]`;

/** The pattern that finds a variant as the glossary describes it. */
export function variantPattern(variant: string): RegExp {
  const isPrefix = variant.endsWith('*');
  const body = (isPrefix ? variant.slice(0, -1) : variant)
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(String.raw`[ \u00A0]+`);
  return new RegExp(`(?<!${JOINED_BEFORE})${body}${isPrefix ? `${WORD_CHAR}*` : `(?!${WORD_CHAR})`}`, 'gu');
}

/** A compiled glossary: for each language, each avoided variant with its pattern. */
export type VariantIndex = Record<TranslatedLocale, Array<{variant: string; pattern: RegExp; term: GlossaryTerm}>>;

/** Compiles the avoided variants of a glossary. */
export function indexVariants(glossary: Glossary): VariantIndex {
  const index = {fa: [], ps: []} as VariantIndex;
  for (const term of glossary.terms) {
    for (const locale of TRANSLATED_LOCALES) {
      for (const variant of term.avoid?.[locale] ?? []) {
        index[locale].push({variant, pattern: variantPattern(variant), term});
      }
    }
  }
  return index;
}

/** Every avoided variant of `locale` in `text`, in the order found. */
export function findVariants(index: VariantIndex, locale: TranslatedLocale, text: string): VariantHit[] {
  const hits: Array<VariantHit & {at: number}> = [];
  for (const {variant, pattern, term} of index[locale]) {
    for (const match of text.matchAll(pattern)) {
      hits.push({found: match[0], variant, term, at: match.index});
    }
  }
  return hits.sort((a, b) => a.at - b.at).map(({found, variant, term}) => ({found, variant, term}));
}

/**
 * Letters that do not belong in a language's text: Pashto-only letters in
 * Dari, the Persian گ (Pashto writes ګ) in Pashto, and in both the Arabic
 * kaf and alef maksura that a wrong keyboard types for ک and ی.
 */
const FOREIGN_LETTERS: Record<TranslatedLocale, RegExp> = {
  fa: /[\u0643\u064A\u0649\u067C\u0681\u0685\u0689\u0693\u0696\u069A\u06AB\u06BC\u06CD\u06D0]/u,
  ps: /[\u0643\u0649\u06AF]/u,
};

/** A word of `locale` text written with a letter of another language or keyboard. */
export interface LetterHit {
  readonly word: string;
  readonly letter: string;
}

/** The words of `text` with a letter that does not belong to `locale`, loanwords of the glossary aside. */
export function findForeignLetters(glossary: Glossary, locale: TranslatedLocale, text: string): LetterHit[] {
  const loanwords = glossary.loanwords?.[locale] ?? [];
  const hits: LetterHit[] = [];
  for (const [word] of text.matchAll(/[\p{L}\p{M}]+/gu)) {
    const letter = FOREIGN_LETTERS[locale].exec(word)?.[0];
    if (letter !== undefined && !loanwords.some((loanword) => word.startsWith(loanword))) {
      hits.push({word, letter});
    }
  }
  return hits;
}
