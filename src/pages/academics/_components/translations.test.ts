/**
 * The Dari and Pashto strings of the academics, research and careers pages
 * (their ids in i18n/{fa,ps}/code.json) against the translate() and <Translate> calls in
 * their sources: every id translated in both languages and nothing else, the
 * placeholders and plural forms kept, no English left in place of a
 * translation, and the letters of each language.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {areaStrings} from '@site/jest/i18n';

const root = path.resolve(__dirname, '../../../..');
// The pages of the three areas with their own components (_components) and detail pages.
const SOURCE_DIRS = ['src/pages/academics', 'src/pages/career', 'src/pages/research'];
const OWN_ID = /^(academics|career|research\.publications)\./;

/** This area's strings in i18n/{fa,ps}/code.json, what the site uses. */
const fa = areaStrings('fa', OWN_ID);
const ps = areaStrings('ps', OWN_ID);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// id → English message (undefined when the message is not a one-line literal).
function sourceMessages(): Map<string, string | undefined> {
  const messages = new Map<string, string | undefined>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/id[:=]\s*['"]([\w.]+)['"]/g)) {
      if (OWN_ID.test(match[1]!) && !messages.has(match[1]!)) {
        messages.set(match[1]!, undefined);
      }
    }
    for (const match of text.matchAll(/id: '([\w.]+)',\s*message: (?:'([^']*)'|"([^"]*)")/g)) {
      if (OWN_ID.test(match[1]!)) {
        messages.set(match[1]!, match[2] ?? match[3]);
      }
    }
  }
  return messages;
}

const placeholders = (message: string) => [...new Set(message.match(/\{\w+\}/g) ?? [])].sort();

// Arabic kaf, yeh and alef maksura in Dari; the Persian gaf instead of ګ in Pashto.
const WRONG_LETTERS: Record<string, RegExp> = {fa: /[\u0643\u064A\u0649]/, ps: /[\u0643\u0649\u06AF]/};

describe.each([
  ['fa', fa as Record<string, {message: string; description: string}>],
  ['ps', ps as Record<string, {message: string; description: string}>],
])('academics and careers strings in %s', (locale, translations) => {
  const english = sourceMessages();

  it('finds the strings in the sources', () => {
    expect(english.size).toBeGreaterThan(100);
  });

  it('translates every string and nothing else', () => {
    expect(Object.keys(translations).sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the placeholders and plural forms of each string', () => {
    for (const [id, message] of english) {
      if (message !== undefined) {
        expect([id, placeholders(translations[id]!.message)]).toEqual([id, placeholders(message)]);
        expect([id, translations[id]!.message.split('|').length]).toEqual([id, message.split('|').length]);
      }
    }
    for (const id of Object.keys(translations)) {
      expect([id, placeholders(fa[id as keyof typeof fa].message)]).toEqual([id, placeholders(ps[id as keyof typeof ps].message)]);
    }
  });

  it('leaves no English text in place of a translation', () => {
    for (const [id, {message}] of Object.entries(translations)) {
      expect([id, /[A-Za-z]/.test(message.replace(/\{\w+\}/g, ''))]).toEqual([id, false]);
    }
  });

  it('uses the letters of the language', () => {
    for (const [id, {message}] of Object.entries(translations)) {
      expect([id, WRONG_LETTERS[locale]!.test(message)]).toEqual([id, false]);
    }
  });

  it('gives the translators a description of each string', () => {
    for (const [id, {description}] of Object.entries(translations)) {
      expect([id, description.length > 0]).toEqual([id, true]);
    }
  });
});
