/**
 * The frame's Dari and Pashto strings (i18n/fa/code.json (frame.*)) against the
 * translate() calls in its sources: every id translated in both languages,
 * the placeholders kept, and no English left in place of a translation.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {areaStrings} from '@site/jest/i18n';

/** This area's strings in i18n/{fa,ps}/code.json, what the site uses. */
const fa = areaStrings('fa', /^frame\./);
const ps = areaStrings('ps', /^frame\./);

const root = path.resolve(__dirname, '../..');
const SOURCE_DIRS = [
  'src/frame',
  'src/components/SiteHeader',
  'src/components/Sidebar',
  'src/components/LanguageToggle',
  'src/components/SiteFooter',
  'src/components/SocialLinks',
];

// id → English message, read from the literal translate() calls.
function sourceMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of readdirSync(path.join(root, dir))) {
      if (!/\.tsx?$/.test(file) || file.includes('.test.')) {
        continue;
      }
      const text = readFileSync(path.join(root, dir, file), 'utf8');
      for (const match of text.matchAll(/id: '(frame\.[^']+)',\s*message: '([^']*)'/g)) {
        messages.set(match[1]!, match[2]!);
      }
    }
  }
  return messages;
}

const placeholders = (message: string) => [...message.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

describe.each([
  ['fa', fa as Record<string, {message: string}>],
  ['ps', ps as Record<string, {message: string}>],
])('frame strings in %s', (locale, translations) => {
  const english = sourceMessages();

  it('finds the strings in the sources', () => {
    expect(english.size).toBeGreaterThan(50);
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
