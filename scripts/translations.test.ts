/** @jest-environment node */
/**
 * Guards the Dari (fa) and Pashto (ps) UI strings in `i18n/{fa,ps}/code.json`.
 * Docusaurus ships no Pashto theme strings and Iranian wording for
 * `fa`, and `write-translations` fills every gap with English, so a forgotten
 * entry would silently show English on a right-to-left page. These checks fail
 * on such an entry, and on one whose placeholders or plural forms would break
 * at run time (a lost `{count}` renders nothing, an extra one renders `{x}`).
 *
 * English defaults come from the English pack Docusaurus itself ships
 * (`@docusaurus/theme-translations/locales/base`), so `theme.*` entries are
 * compared with the very text a visitor would otherwise see. The site's own
 * strings are compared with their English messages in src/, read from its
 * translate() calls and <Translate> elements by the build's own reader
 * (plugins/inline-translations/loader.cjs), and with the feeds' titles
 * (plugins/feeds.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {sourceStrings} from '../plugins/inline-translations/loader.cjs';
import {FEED_STRINGS} from '../plugins/feeds';

/** One entry of a Docusaurus `code.json`. */
interface CodeEntry {
  message: string;
  description?: string;
}
type CodeJson = Record<string, CodeEntry>;

const LOCALES = ['fa', 'ps'] as const;
type Locale = (typeof LOCALES)[number];

const siteDir = path.resolve(__dirname, '..');

/** Same pattern `@docusaurus/Interpolate` splits messages on. */
const PLACEHOLDER = /\{\w+\}/g;
/** A letter of the Arabic script (Dari and Pashto letters included). */
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;
const ANY_LETTER = /\p{L}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * Letters that mark text typed with the wrong keyboard or in the wrong
 * language: Arabic kaf/yeh/alef maksura instead of the Persian-script ک and ی,
 * Pashto-only letters in Dari, and the Persian gaf گ where Pashto writes ګ.
 * ځ is allowed in Dari: Afghan Dari writes the Pashto loanword پوهنځی (faculty).
 */
const FOREIGN_LETTERS: Record<Locale, RegExp> = {
  fa: /[\u0643\u064A\u0649\u067C\u0685\u0689\u0693\u0696\u069A\u06AB\u06BC\u06CD\u06D0]/u,
  ps: /[\u0643\u0649\u06AF]/u,
};

function readCodeJson(locale: Locale): CodeJson {
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CodeJson;
}

/** English messages of every theme string Docusaurus ships, keyed by id. */
function readEnglishDefaults(): Map<string, string> {
  const packageDir = path.dirname(require.resolve('@docusaurus/theme-translations/package.json'));
  const baseDir = path.join(packageDir, 'locales', 'base');
  const defaults = new Map<string, string>();
  for (const file of fs.readdirSync(baseDir).filter((name) => name.endsWith('.json'))) {
    const messages = JSON.parse(fs.readFileSync(path.join(baseDir, file), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(messages)) {
      if (!id.endsWith('___DESCRIPTION')) defaults.set(id, message);
    }
  }
  return defaults;
}

function placeholders(message: string): string[] {
  return [...new Set(message.match(PLACEHOLDER) ?? [])].sort();
}

function withoutPlaceholders(message: string): string {
  return message.replace(PLACEHOLDER, '');
}

function pluralFormCount(message: string): number {
  return message.split('|').length;
}

/** How many plural forms Docusaurus's `usePluralForm` expects for a locale. */
function localePluralForms(locale: Locale): number {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories.length;
}

const codeJson: Record<Locale, CodeJson> = {fa: readCodeJson('fa'), ps: readCodeJson('ps')};
const english = readEnglishDefaults();
const keys = Object.keys(codeJson.fa).sort();

/** Runs `check` on every entry of both locales and returns what it reported. */
function collectProblems(check: (key: string, message: string, locale: Locale, englishMessage: string | undefined) => string | undefined): string[] {
  const problems: string[] = [];
  for (const locale of LOCALES) {
    for (const [key, entry] of Object.entries(codeJson[locale])) {
      const problem = check(key, entry.message, locale, english.get(key));
      if (problem) problems.push(`${locale} ${key}: ${problem}`);
    }
  }
  return problems;
}

describe('Dari and Pashto UI strings (i18n/{fa,ps}/code.json)', () => {
  it('reads the English defaults Docusaurus ships for theme strings', () => {
    // Without them the comparisons below would pass vacuously.
    expect(english.get('theme.NotFound.title')).toBe('Page Not Found');
    expect(keys.filter((key) => english.has(key)).length).toBeGreaterThan(0);
  });

  it('has the same keys in Dari and Pashto', () => {
    expect(Object.keys(codeJson.ps).sort()).toEqual(keys);
  });

  it('gives every entry a non-empty message string', () => {
    const problems = collectProblems((_key, message) =>
      typeof message !== 'string' || message.trim() === '' ? 'message is empty or not a string' : undefined,
    );
    expect(problems).toEqual([]);
  });

  it('translates every entry that English writes in words', () => {
    const problems = collectProblems((_key, message, _locale, englishMessage) => {
      if (englishMessage === undefined || !LATIN_LETTER.test(withoutPlaceholders(englishMessage))) return undefined;
      return message.trim().toLowerCase() === englishMessage.trim().toLowerCase() ? `still the English "${englishMessage}"` : undefined;
    });
    expect(problems).toEqual([]);
  });

  it('writes every message with words in Arabic script', () => {
    const problems = collectProblems((_key, message) => {
      const text = withoutPlaceholders(message);
      // A message of placeholders and punctuation only ("{authorName} - {nPosts}") has nothing to translate.
      if (!ANY_LETTER.test(text)) return undefined;
      return ARABIC_LETTER.test(text) ? undefined : `"${message}" has no Arabic-script letter`;
    });
    expect(problems).toEqual([]);
  });

  it('uses the letters of the language (Persian-script ک ی in Dari, no Pashto letters in Dari, ګ in Pashto)', () => {
    const problems = collectProblems((_key, message, locale) => {
      const found = FOREIGN_LETTERS[locale].exec(message);
      return found ? `"${message}" contains ${found[0]} (U+${found[0].codePointAt(0)!.toString(16).toUpperCase()})` : undefined;
    });
    expect(problems).toEqual([]);
  });

  it('keeps exactly the placeholders of the English message', () => {
    const problems = collectProblems((_key, message, _locale, englishMessage) => {
      if (englishMessage === undefined) return undefined;
      const expected = placeholders(englishMessage);
      const actual = placeholders(message);
      return expected.join() === actual.join()
        ? undefined
        : `placeholders ${actual.join(' ') || '(none)'}, English has ${expected.join(' ') || '(none)'}`;
    });
    expect(problems).toEqual([]);
  });

  it('keeps the leading and trailing spaces English uses to join fragments', () => {
    // " on {date}" and " by {user}" are glued into "Last updated{atDate}{byUser}".
    const problems = collectProblems((_key, message, _locale, englishMessage) => {
      if (englishMessage === undefined) return undefined;
      const edges = (text: string) => [/^\s/.test(text), /\s$/.test(text)].join();
      return edges(message) === edges(englishMessage) ? undefined : `spaces at the edges differ from "${englishMessage}"`;
    });
    expect(problems).toEqual([]);
  });

  it('gives plural messages one form per plural category of the locale', () => {
    const problems = collectProblems((_key, message, locale, englishMessage) => {
      if (englishMessage === undefined || !englishMessage.includes('|')) return undefined;
      const expected = localePluralForms(locale);
      const parts = message.split('|');
      if (parts.length !== expected) return `${parts.length} plural form(s) "${message}", ${locale} needs ${expected}`;
      return parts.some((part) => part.trim() === '') ? `an empty plural form in "${message}"` : undefined;
    });
    expect(problems).toEqual([]);
  });

  it('uses the same placeholders and plural forms in Dari and Pashto', () => {
    // The only check possible for the site's own keys, which have no English file.
    const problems: string[] = [];
    for (const key of keys) {
      const fa = codeJson.fa[key]?.message ?? '';
      const ps = codeJson.ps[key]?.message ?? '';
      if (placeholders(fa).join() !== placeholders(ps).join()) {
        problems.push(`${key}: fa has ${placeholders(fa).join(' ') || '(none)'}, ps has ${placeholders(ps).join(' ') || '(none)'}`);
      }
      if (pluralFormCount(fa) !== pluralFormCount(ps)) {
        problems.push(`${key}: fa has ${pluralFormCount(fa)} "|"-separated form(s), ps has ${pluralFormCount(ps)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The English message of every string the site itself shows, by id: src/'s translate() calls and the feeds' titles. */
function siteMessages(): Map<string, string> {
  const messages = new Map<string, string>(Object.entries(FEED_STRINGS));
  const srcDir = path.join(siteDir, 'src');
  for (const file of fs.readdirSync(srcDir, {recursive: true, encoding: 'utf8'}).sort()) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const {id, message} of sourceStrings(fs.readFileSync(path.join(srcDir, file), 'utf8'), `src/${file}`)) {
      if (!id.startsWith('theme.')) messages.set(id, message);
    }
  }
  return messages;
}

describe("the site's own strings against their English messages", () => {
  const messages = siteMessages();
  const ownKeys = (locale: Locale) => Object.keys(codeJson[locale]).filter((key) => !key.startsWith('theme.'));

  it('reads the messages of the sources', () => {
    // Without them every check below would pass vacuously.
    expect(messages.size).toBeGreaterThan(100);
  });

  it.each(LOCALES)('translates, in %s, every string the site shows and none it no longer shows', (locale) => {
    expect(ownKeys(locale).sort()).toEqual([...messages.keys()].sort());
  });

  it.each(LOCALES)('keeps, in %s, the placeholders and plural forms of each English message', (locale) => {
    const problems = [...messages]
      .filter(([id]) => codeJson[locale][id] !== undefined)
      .flatMap(([id, english]) => {
        const message = codeJson[locale][id].message;
        const found: string[] = [];
        if (placeholders(message).join() !== placeholders(english).join())
          found.push(
            `${id}: placeholders ${placeholders(message).join(' ') || '(none)'}, English has ${placeholders(english).join(' ') || '(none)'}`,
          );
        if (pluralFormCount(message) !== pluralFormCount(english))
          found.push(`${id}: ${pluralFormCount(message)} "|"-separated form(s), English has ${pluralFormCount(english)}`);
        return found;
      });
    expect(problems).toEqual([]);
  });

  it.each(LOCALES)('leaves, in %s, no English in place of a translation: Latin words only as the English message writes them', (locale) => {
    // "HTML5" and the key "Enter" stay as they are; any other Latin word is English left over.
    const problems = [...messages]
      .filter(([id]) => codeJson[locale][id] !== undefined)
      .flatMap(([id, english]) => {
        const words = withoutPlaceholders(codeJson[locale][id].message).match(/\p{Script=Latin}[\p{Script=Latin}\d]*/gu) ?? [];
        const kept = new Set(withoutPlaceholders(english).match(/\p{Script=Latin}[\p{Script=Latin}\d]*/gu) ?? []);
        return words.filter((word) => !kept.has(word)).map((word) => `${id}: "${word}"`);
      });
    expect(problems).toEqual([]);
  });

  it.each(LOCALES)('gives the translators, in %s, a description of each string', (locale) => {
    expect(ownKeys(locale).filter((key) => !codeJson[locale][key].description?.trim())).toEqual([]);
  });

  it('writes Pashto with the letters only Pashto has', () => {
    expect(
      ownKeys('ps')
        .map((key) => codeJson.ps[key].message)
        .join(' '),
    ).toMatch(/[ټډړږښګڼېۍ]/);
  });
});
