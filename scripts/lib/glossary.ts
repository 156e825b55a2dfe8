/**
 * The glossary of i18n/glossary.yml: the site's terms with their one Dari and
 * one Pashto rendering and the variants to avoid, and the search for those
 * variants in a text. How a variant matches is described at the top of the
 * glossary file and in i18n/README.md; in short, a variant is found however
 * its parts are joined (space, ZWNJ or nothing), with or without an ezafe,
 * with the Dari plural and suffixes or the Pashto oblique and plural endings,
 * and whichever of the Arabic or Persian ی and ک it is typed with; but never
 * inside the rendering of a term as the glossary spells it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {ZWNJ, escapeRegExp, foldText, foldWord} from './arabic-script';
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

/** The orthography section: the word lists of the ezafe rule (see orthography.ts). */
export interface GlossaryOrthography {
  readonly ezafe?: {
    /** Dari nouns ending in a silent ه that take the written ezafe ـهٔ before the word they govern. */
    readonly heads?: readonly string[];
    /** Words before which no ezafe is read (prepositions, conjunctions, verbs…). */
    readonly notBefore?: readonly string[];
    /** Verbs that make a compound verb with the word before them (ارائه کرد، برگزار شد). */
    readonly lightVerbs?: readonly string[];
    /** Determiners and numbers after which a head is left alone (این مقاله …، یک هفته …). */
    readonly determiners?: readonly string[];
    /** Pairs «head next» that the rule would read as an ezafe where the sentence has none. */
    readonly exceptions?: readonly string[];
  };
}

/** The glossary file's content. */
export interface Glossary {
  readonly terms: readonly GlossaryTerm[];
  /** Pashto words Afghan Dari writes with their Pashto letters (پوهنځی). */
  readonly loanwords?: Partial<Record<TranslatedLocale, readonly string[]>>;
  readonly orthography?: GlossaryOrthography;
  readonly calendar?: unknown;
}

/** The glossary file, relative to the repository. */
export const GLOSSARY_FILE = 'i18n/glossary.yml';

/** The gap in a variant or rendering: up to {@link GAP_WORDS} words of any kind («پذیرش … باز است»). */
export const GAP = '…';
const GAP_WORDS = 5;

const isWordList = (list: unknown): list is readonly string[] =>
  Array.isArray(list) && list.every((word) => typeof word === 'string' && word.trim() !== '');

/** Why a variant or rendering cannot be read, or undefined when it can. */
function phraseProblem(phrase: string): string | undefined {
  const body = phrase.replace(/\*$/, '');
  if (body.includes('*')) {
    return 'a * may only end it';
  }
  const parts = body.split(/[ \u200C]+/);
  if (parts.some((part) => part === '') || parts[0] === GAP || parts.at(-1) === GAP) {
    return `it must begin and end with a word (a ${GAP} goes between words, with a space each side)`;
  }
  return undefined;
}

/**
 * Reads and checks the glossary of the repository at `repo`; throws with the
 * term at fault when a term lacks a rendering or a variant list is malformed.
 */
export function readGlossary(repo: string): Glossary {
  let glossary: Glossary;
  try {
    glossary = parseYaml(readFileSync(path.join(repo, GLOSSARY_FILE), 'utf8')) as Glossary;
  } catch (error) {
    throw new Error(`${GLOSSARY_FILE}: ${(error as Error).message}`);
  }
  if (!glossary || !Array.isArray(glossary.terms)) {
    throw new Error(`${GLOSSARY_FILE}: no list of terms`);
  }
  const seen = new Set<string>();
  for (const term of glossary.terms) {
    if (typeof term.en !== 'string' || term.en.trim() === '') {
      throw new Error(`${GLOSSARY_FILE}: a term without its English name (en), after "${[...seen].at(-1) ?? 'the start'}"`);
    }
    if (seen.has(term.en)) {
      throw new Error(`${GLOSSARY_FILE}: the term "${term.en}" is there twice`);
    }
    seen.add(term.en);
    for (const locale of TRANSLATED_LOCALES) {
      if (typeof term[locale] !== 'string' || term[locale].trim() === '') {
        throw new Error(`${GLOSSARY_FILE}: the term "${term.en}" has no ${locale} rendering`);
      }
      const renderingProblem = phraseProblem(term[locale]);
      if (renderingProblem !== undefined || term[locale].endsWith('*')) {
        throw new Error(`${GLOSSARY_FILE}: the ${locale} rendering of "${term.en}" cannot be read: ${renderingProblem ?? 'a rendering has no *'}`);
      }
      const avoid = term.avoid?.[locale] ?? [];
      if (!isWordList(avoid)) {
        throw new Error(`${GLOSSARY_FILE}: the ${locale} variants to avoid of "${term.en}" are not a list of words`);
      }
      for (const variant of avoid) {
        const problem = phraseProblem(variant);
        if (problem !== undefined) {
          throw new Error(`${GLOSSARY_FILE}: the ${locale} variant «${variant}» of "${term.en}" cannot be read: ${problem}`);
        }
      }
    }
  }
  for (const [name, list] of Object.entries(glossary.orthography?.ezafe ?? {})) {
    if (!isWordList(list)) {
      throw new Error(`${GLOSSARY_FILE}: orthography.ezafe.${name} is not a list of words`);
    }
  }
  return glossary;
}

// --- matching ---

/** How strictly a phrase's parts must be joined: any way (a variant) or as written (a rendering). */
type Joining = 'any' | 'as-written';

// Pashto words that never take an ending: the particles and postpositions.
const PASHTO_PARTICLES = new Set(['د', 'له', 'په', 'تر', 'پر', 'او', 'کې', 'ته', 'سره', 'څخه', 'نه', 'چې', 'یا', 'لپاره', 'پورې', 'باندې']);

/**
 * A Pashto word with its oblique and plural endings, from its last letter:
 * a feminine in ه (څانګه، څانګې، څانګو), a masculine in ی (پوهنځی، پوهنځي،
 * پوهنځیو), a word in ي or ۍ (ماسټري، ماسټرۍ), in ې, in a vowel, or in a
 * consonant, which takes the plural and oblique endings after it (مرکز،
 * مرکزونه، مرکزونو، مرکزه).
 */
function pashtoWord(word: string): string {
  if (PASHTO_PARTICLES.has(word)) {
    return escapeRegExp(word);
  }
  const stem = escapeRegExp(word.slice(0, -1));
  switch (word.at(-1)) {
    case 'ه':
      return `${stem}(?:ه|ې|و)`;
    case 'ی':
      return `${stem}(?:ی|ي|یو)`;
    case 'ي':
      return `${stem}(?:ي|ۍ|یو)`;
    case 'ۍ':
      return `${stem}(?:ۍ|یو)`;
    case 'ې':
      return `${stem}(?:ې|و)`;
    case 'ا':
    case 'و':
      return `${escapeRegExp(word)}(?:ګانې|ګانو|وې|وو)?`;
    default:
      return `${escapeRegExp(word)}(?:ونه|ونو|انو|ان|ګانې|ګانو|و|ې|ه|ي)?`;
  }
}

/**
 * A Dari word with what may follow it without a space: the plural ها، های،
 * هایی (on a ZWNJ or not), and the ezafe or indefinite ی where it is
 * written: after ه, with a ZWNJ or not (برنامه‌ی، برنامه‌ای، برنامهی), after
 * a vowel (منوی).
 * After a consonant a ی makes another word (ساختمان، ساختمانی), so it is not
 * added there. The ezafe sign ـهٔ itself is dropped by folding.
 */
function dariWord(word: string): string {
  const plural = `${ZWNJ}?(?:هایی|های|ها)`;
  const last = word.at(-1);
  const yeh = last === 'ه' ? `|${ZWNJ}?(?:ای|ی)` : last === 'ا' || last === 'و' || last === 'ی' ? '|یی|ی|ئی' : '';
  return `${escapeRegExp(word)}(?:${plural}${yeh})?`;
}

/** What may stand between two parts of a phrase. */
function joiner(written: string, locale: TranslatedLocale, joining: Joining): string {
  // Pashto puts a د before the last noun of a chain when the chain itself is
  // owned: «د علمي کادر د پراختیا مرکز» → «د علمي کادر د پراختیا د مرکز رئیس».
  const owned = locale === 'ps' ? '(?: +د(?= ))?' : '';
  if (joining === 'any') {
    return `${owned}[ ${ZWNJ}]*`;
  }
  return written.includes(ZWNJ) ? ZWNJ : `${owned} +`;
}

// The words of a gap stay within the sentence and outside brackets, links and tags.
const GAP_PATTERN = String.raw`(?: +[^\s.،؛:!?؟«»()[\]{}<>"*|]+){0,${GAP_WORDS}} +`;

/**
 * The regular expression source of a glossary phrase (a variant to avoid, or
 * a rendering) in folded text of `locale`. `joining` says whether its parts
 * may be joined any way (variants) or only as written (renderings, so that
 * «ویب‌سایت» is the rendering and «ویب سایت» the variant).
 */
function phraseSource(phrase: string, locale: TranslatedLocale, joining: Joining): string {
  const isPrefix = phrase.endsWith('*');
  const body = foldWord((isPrefix ? phrase.slice(0, -1) : phrase).trim(), locale);
  const tokens = body.split(/([ \u200C]+)/);
  let source = '';
  for (let index = 0; index < tokens.length; index += 2) {
    const word = tokens[index]!;
    if (word === GAP) {
      continue;
    }
    const isLast = index === tokens.length - 1;
    source += isLast && isPrefix ? escapeRegExp(word) : locale === 'ps' ? pashtoWord(word) : dariWord(word);
    if (!isLast) {
      source += tokens[index + 2] === GAP ? GAP_PATTERN : joiner(tokens[index + 1]!, locale, joining);
      if (tokens[index + 2] === GAP) {
        index += 2;
      }
    }
  }
  const end = isPrefix ? String.raw`[\p{L}\p{M}]*` : String.raw`(?![\p{L}\p{M}])`;
  // A ZWNJ before the phrase joins it to the word before (ویب‌سایت is not the word سایت).
  return String.raw`(?<![\p{L}\p{M}\u200C])` + source + end;
}

interface CompiledVariant {
  readonly variant: string;
  readonly pattern: RegExp;
  /** The variant exactly as listed (its words and joiners, no inflection), which is always a hit. */
  readonly verbatim: RegExp;
  readonly term: GlossaryTerm;
}

/** A compiled glossary: for each language, each avoided variant and each term's rendering with its pattern. */
export interface VariantIndex {
  readonly variants: Record<TranslatedLocale, CompiledVariant[]>;
  readonly renderings: Record<TranslatedLocale, Array<{readonly term: GlossaryTerm; readonly pattern: RegExp}>>;
}

/**
 * Whether a variant differs from the rendering only in how its parts are
 * joined («ویب سایت» for «ویب‌سایت», «زده‌کړ*» for «زده کړه»): such a variant
 * is matched as written, since the joining is what it is about.
 */
export function isJoiningVariant(variant: string, rendering: string, locale: TranslatedLocale): boolean {
  const squash = (phrase: string) => foldWord(phrase.replace(/\*$/, ''), locale).replace(/[ \u200C]+/g, '');
  const [written, chosen] = [squash(variant), squash(rendering)];
  return variant.endsWith('*') ? chosen.startsWith(written) : chosen === written;
}

/** The source of a variant exactly as listed: its words, folded, joined as written, a gap for its `…`. */
function verbatimSource(variant: string, locale: TranslatedLocale): string {
  const isPrefix = variant.endsWith('*');
  const tokens = foldWord((isPrefix ? variant.slice(0, -1) : variant).trim(), locale).split(/ +/);
  let source = '';
  tokens.forEach((token, index) => {
    if (token === GAP) {
      source += GAP_PATTERN;
      return;
    }
    source += (index > 0 && tokens[index - 1] !== GAP ? ' +' : '') + escapeRegExp(token);
  });
  return String.raw`(?<![\p{L}\p{M}\u200C])` + source + (isPrefix ? String.raw`[\p{L}\p{M}]*` : String.raw`(?![\p{L}\p{M}])`);
}

/** Compiles the avoided variants and the renderings of a glossary. */
export function indexVariants(glossary: Glossary): VariantIndex {
  const index: VariantIndex = {variants: {fa: [], ps: []}, renderings: {fa: [], ps: []}};
  for (const term of glossary.terms) {
    for (const locale of TRANSLATED_LOCALES) {
      index.renderings[locale].push({term, pattern: new RegExp(phraseSource(term[locale], locale, 'as-written'), 'gu')});
      for (const variant of term.avoid?.[locale] ?? []) {
        const joining = isJoiningVariant(variant, term[locale], locale) ? 'as-written' : 'any';
        index.variants[locale].push({
          variant,
          pattern: new RegExp(phraseSource(variant, locale, joining), 'gu'),
          verbatim: new RegExp(`^${verbatimSource(variant, locale)}`, 'u'),
          term,
        });
      }
    }
  }
  return index;
}

/** An avoided variant found in a text. */
export interface VariantHit {
  /** The text as found. */
  readonly found: string;
  /** Where it starts in the text. */
  readonly at: number;
  /** The terms whose variants matched it (one word may be a variant of two terms: داوطلب). */
  readonly matches: ReadonlyArray<{readonly variant: string; readonly term: GlossaryTerm}>;
}

/**
 * Every avoided variant of `locale` in `text`, in the order found. A stretch
 * of text inside a rendering of the glossary, as spelt there, is not a hit,
 * except a variant exactly as listed inside its own term's rendering; a hit
 * inside a longer hit is left to the longer one, and two terms whose variants
 * match the same stretch make one hit.
 */
export function findVariants(index: VariantIndex, locale: TranslatedLocale, text: string): VariantHit[] {
  const folded = foldText(text, locale);
  const spans = (pattern: RegExp) => [...folded.text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length] as const);
  const candidates = index.variants[locale].flatMap((compiled) => spans(compiled.pattern).map((span) => ({...compiled, span})));
  if (candidates.length === 0) {
    return [];
  }
  const renderings = index.renderings[locale].flatMap(({term, pattern}) => spans(pattern).map((span) => ({term, span})));
  const inside = ([start, end]: readonly [number, number], [outerStart, outerEnd]: readonly [number, number]) =>
    outerStart <= start && end <= outerEnd;

  const byStretch = new Map<string, {span: readonly [number, number]; matches: Array<{variant: string; term: GlossaryTerm}>}>();
  for (const {variant, verbatim, term, span} of candidates) {
    // The variant as listed is always a hit, unless it is part of another term's rendering
    // (پېښه in «ستونزه پېښه شوه»); an inflected or rejoined form that is also a form of the
    // term's own rendering is that rendering (ماسټری → ماسټري).
    const isVerbatim = verbatim.exec(folded.text.slice(span[0], span[1]))?.[0].length === span[1] - span[0];
    const exempt = renderings.some((rendering) => inside(span, rendering.span) && !(isVerbatim && rendering.term === term));
    if (span[0] === span[1] || exempt) {
      continue;
    }
    const key = `${span[0]}:${span[1]}`;
    const entry = byStretch.get(key) ?? {span, matches: []};
    if (!entry.matches.some((match) => match.term === term)) {
      entry.matches.push({variant, term});
    }
    byStretch.set(key, entry);
  }
  const stretches = [...byStretch.values()];
  return stretches
    .filter(({span}) => !stretches.some((other) => other.span !== span && inside(span, other.span)))
    .sort((a, b) => a.span[0] - b.span[0])
    .map(({span: [start, end], matches}) => {
      const from = folded.at[start]!;
      return {found: text.slice(from, folded.at[end - 1]! + 1), at: from, matches};
    });
}

/** What to write instead of a hit: «رضاکار» for "volunteer", or two terms' renderings. */
export function renderingsOf(hit: VariantHit, locale: TranslatedLocale): string {
  return hit.matches.map(({term}) => `«${term[locale]}» for "${term.en}"`).join(' or ');
}
