/**
 * Grammar slips of Pashto text that a careful editor catches and a pattern
 * can find without false alarms (i18n/README.md, "Pashto", gives them to
 * translators):
 *
 * - the oblique of یو after a preposition: «له یو کال» → «له یوه کال»;
 * - «له» with the postpositions سره and څخه: «د فارغانو سره» → «له فارغانو
 *   سره», «د اقتصاد پوهنځي سره» → «د اقتصاد له پوهنځي سره»;
 * - the agreement of an adjective in ـیز with a plural noun after it:
 *   «سوداګریز اړیکې» → «سوداګریزې اړیکې», «د ټولنیز خدمتونو» → «د ټولنیزو
 *   خدمتونو».
 *
 * Wording problems (calques, words of the wrong register) are the glossary's.
 */
import {foldText, type Word} from './arabic-script';

/** The words of a text, numbers among them («د ۴٬۰۰۰ څخه»): letters, marks, digits, ZWNJ and the number separators. */
function words(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{M}\p{Nd}\u200C\u066B\u066C]+/gu)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Which rule a problem breaks. */
export type GrammarRule = 'oblique-yaw' | 'la-with-postposition' | 'agreement';

/** A grammar slip found in a text. */
export interface GrammarProblem {
  readonly rule: GrammarRule;
  /** The text as found. */
  readonly found: string;
  /** What to write instead. */
  readonly write: string;
}

const PREPOSITIONS_BEFORE_YAW = ['له', 'په', 'تر', 'د', 'پر'];
// «یو بل» (each other) and «یو شمېر» (a number of, some) are fixed phrases
// that Afghan Pashto leaves in the direct form after a preposition.
const FIXED_AFTER_YAW = new Set(['بل', 'شمېر']);

// A number before «پر یو» makes a score (درې پر یو سیټ: three sets to one).
const NUMBER_WORDS = new Set(['یو', 'دوه', 'درې', 'څلور', 'پنځه', 'شپږ', 'اووه', 'اته', 'نهه', 'لس']);

/** «له یو کال» → «له یوه کال»: after a preposition, یو takes its oblique یوه. */
function checkObliqueYaw(text: string, list: readonly Word[]): GrammarProblem[] {
  const problems: GrammarProblem[] = [];
  list.forEach((word, index) => {
    const [score, before, next] = [list[index - 2], list[index - 1], list[index + 1]];
    if (
      word.text === 'یو' &&
      !(score !== undefined && NUMBER_WORDS.has(score.text)) &&
      before !== undefined &&
      next !== undefined &&
      PREPOSITIONS_BEFORE_YAW.includes(before.text) &&
      /^ +$/.test(text.slice(before.end, word.start)) &&
      /^ +$/.test(text.slice(word.end, next.start)) &&
      !FIXED_AFTER_YAW.has(next.text)
    ) {
      problems.push({rule: 'oblique-yaw', found: `${before.text} یو ${next.text}`, write: `«${before.text} یوه ${next.text}»`});
    }
  });
  return problems;
}

const POSTPOSITIONS_WITH_LA = new Set(['سره', 'څخه']);
// Prepositions that make a phrase with سره or څخه of their own: «په … سره» (by
// means of), «تر … څخه».
const OTHER_PREPOSITIONS = new Set(['په', 'تر', 'پر', 'لکه', 'پرته', 'بې']);
// Words that close the phrase before them, so a د further back is not the
// one governing سره or څخه: other postpositions, verbs, conjunctions.
const PHRASE_ENDS = new Set([
  'کې',
  'ته',
  'لپاره',
  'لاندې',
  'باندې',
  'پورې',
  'شاوخوا',
  'اړه',
  'ترمنځ',
  'وروسته',
  'مخکې',
  'راهیسې',
  'سره',
  'څخه',
  'نه',
  'چې',
  'دی',
  'دي',
  'ده',
  'وو',
  'وه',
  'شو',
  'شي',
  'کوي',
  'کړي',
  'کړ',
  'لري',
]);
// سره after a noun in the direct plural, or before راټولول or یوځای کول (to
// gather, to bring together), is the adverb "together" («محصلین سره
// راټولوي», «تیوري، شواهد او قضاوت سره یوځای کوي»); «له … سره یوځای کېدل»
// (to join) keeps its له.
const DIRECT_PLURAL = /(?:ین|ان|ونه|ګانې)$|^خلک$/;
const isTogetherVerb = (verb: string | undefined, next: string | undefined) =>
  /^راټول/.test(verb ?? '') || (verb === 'یوځای' && /^(?:کوي|کوو|کول|کړي|کړ|کړل|کړې)$/.test(next ?? ''));
const LOOK_BACK = 10;

/**
 * «د فارغانو سره» → «له فارغانو سره»: the noun before سره or څخه takes له, and
 * a د before it only owns a noun of the phrase («د اقتصاد له پوهنځي سره»).
 * Found when, going back from سره or څخه within the clause, a د comes and no
 * له (nor په, تر… which make phrases of their own) before the phrase ends.
 */
function checkLaWithPostposition(text: string): GrammarProblem[] {
  const problems: GrammarProblem[] = [];
  for (const clause of text.split(/[.؛:!?؟\n()«»[\]*|"]/)) {
    const list = words(clause);
    list.forEach((word, index) => {
      const before = list[index - 1];
      const isTogether =
        word.text === 'سره' && (DIRECT_PLURAL.test(before?.text ?? '') || isTogetherVerb(list[index + 1]?.text, list[index + 2]?.text));
      if (!POSTPOSITIONS_WITH_LA.has(word.text) || before === undefined || isTogether) {
        return;
      }
      // The first د going back, unless a له (or another preposition) governs the phrase first.
      let firstDa: number | undefined;
      for (let back = index - 1; back >= Math.max(0, index - LOOK_BACK); back--) {
        const text = list[back]!.text;
        if (text === 'له' || OTHER_PREPOSITIONS.has(text)) {
          return;
        }
        if (PHRASE_ENDS.has(text)) {
          break;
        }
        if (text === 'د') {
          firstDa = back;
        }
      }
      // A د right before سره is the adjective (د سره زرو), not a phrase.
      if (firstDa !== undefined && firstDa < index - 1) {
        const found = clause.slice(list[firstDa]!.start, word.end);
        problems.push({
          rule: 'la-with-postposition',
          found,
          write: `«له … ${word.text}» (${word.text} takes له: «د … له … ${word.text}» when a د owns the noun)`,
        });
      }
    });
  }
  return problems;
}

// Words in ې that are not nouns: verb forms, postpositions, pronouns. After
// them a word in ـیز is a noun (دهلیز کې، لنډیز یې), or agrees with something else.
const NOT_NOUNS_IN_E = new Set(['کړې', 'شوې', 'وې', 'کېږې', 'ولرې', 'کې', 'یې', 'دې', 'چې', 'پورې', 'باندې', 'لاندې', 'مخکې', 'ورته', 'سره']);

/**
 * «سوداګریز اړیکې» → «سوداګریزې اړیکې»: an adjective in ـیز (ـییز) takes ـې
 * before a feminine plural (a noun in ـې) and ـو before an oblique plural (a
 * noun in ـونو، ـانو، ـینو، ـګانو).
 */
function checkAgreement(text: string, list: readonly Word[]): GrammarProblem[] {
  const problems: GrammarProblem[] = [];
  list.forEach((word, index) => {
    const next = list[index + 1];
    if (!/.{2,}یز$/u.test(word.text) || next === undefined || !/^ +$/.test(text.slice(word.end, next.start))) {
      return;
    }
    const ending = /ې$/.test(next.text) && !NOT_NOUNS_IN_E.has(next.text) ? 'ې' : /(?:ونو|انو|ینو|ګانو)$/.test(next.text) ? 'و' : undefined;
    if (ending !== undefined) {
      problems.push({rule: 'agreement', found: `${word.text} ${next.text}`, write: `«${word.text}${ending} ${next.text}»`});
    }
  });
  return problems;
}

/** Every grammar slip of a piece of Pashto text. */
export function checkPashtoGrammar(text: string): GrammarProblem[] {
  // Arabic letter forms folded, vowel signs dropped; the words are compared, the text reported.
  const folded = foldText(text, 'ps').text;
  const list = words(folded);
  return [...checkObliqueYaw(folded, list), ...checkLaWithPostposition(folded), ...checkAgreement(folded, list)];
}
