/**
 * The build must come out the same on Windows and macOS as on Linux: every
 * file and folder it writes has a name those file systems accept, and no two
 * names differ only in case (which they would store as one file).
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './support';

const buildDir = path.resolve(__dirname, '..', process.env.SITE_DIR ?? 'build');

/** Characters Windows refuses in a file name, and names it reserves for devices. */
const REFUSED = /[<>:"|?*\\]/;
const hasControlCharacter = (name: string): boolean => [...name].some((character) => character.charCodeAt(0) < 32);
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\.|$)/i;

function entries(folder: string): string[] {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'});
}

test('every name the build writes is one Windows accepts', () => {
  const refused = entries(buildDir).filter((relative) =>
    relative.split(path.sep).some((name) => REFUSED.test(name) || hasControlCharacter(name) || RESERVED.test(name) || /[. ]$/.test(name)),
  );
  expect(refused).toEqual([]);
});

test('no two names in the build differ only in case', () => {
  const byLowerCase = new Map<string, string[]>();
  for (const relative of entries(buildDir)) {
    const key = relative.toLowerCase();
    byLowerCase.set(key, [...(byLowerCase.get(key) ?? []), relative]);
  }
  expect([...byLowerCase.values()].filter((names) => names.length > 1)).toEqual([]);
});
