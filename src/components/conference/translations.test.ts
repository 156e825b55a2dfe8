/**
 * The conference components' Dari and Pashto UI strings
 * (the conference.* ids of i18n/{fa,ps}/code.json) against their translate() calls: every id
 * translated in both languages, the placeholders kept, no English left over.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {areaStrings} from '@site/jest/i18n';

/** This area's strings in i18n/{fa,ps}/code.json, what the site uses. */
const fa = areaStrings('fa', /^conference\./);
const ps = areaStrings('ps', /^conference\./);

const dir = __dirname;

// id → English message, read from the literal translate() calls.
function sourceMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const entry of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!/\.tsx?$/.test(entry) || entry.includes('.test.')) {
      continue;
    }
    const text = readFileSync(path.join(dir, entry), 'utf8');
    for (const match of text.matchAll(/id: '(conference\.[^']+)',\s*message: '([^']*)'/g)) {
      messages.set(match[1]!, match[2]!);
    }
  }
  return messages;
}

const placeholders = (message: string) => [...message.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

describe.each([
  ['fa', fa as Record<string, {message: string; description: string}>],
  ['ps', ps as Record<string, {message: string; description: string}>],
])('conference strings in %s', (locale, translations) => {
  const english = sourceMessages();

  it('finds the strings in the sources', () => {
    expect(english.size).toBeGreaterThan(0);
  });

  it('translates every string and nothing else', () => {
    expect(Object.keys(translations).sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the placeholders of each string', () => {
    for (const [id, message] of english) {
      expect([id, placeholders(translations[id]!.message)]).toEqual([id, placeholders(message)]);
    }
  });

  it('leaves no English text in place of a translation', () => {
    for (const [id] of english) {
      const withoutPlaceholders = translations[id]!.message.replace(/\{\w+\}/g, '');
      expect([id, /[A-Za-z]/.test(withoutPlaceholders)]).toEqual([id, false]);
    }
  });

  if (locale === 'ps') {
    it('is written with Pashto letters, not only Persian ones', () => {
      const all = Object.values(translations)
        .map(({message}) => message)
        .join(' ');
      expect(all).toMatch(/[ټډړږښګڼېۍ]/);
    });
  }
});
