/**
 * @jest-environment node
 *
 * When `npm start` and `npm test` build the site again: when a source is
 * newer than the build, including one saved while the build ran.
 */
import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {BUILD_STAMP, isBuildStale, stampBuildStart} from './build-state';

let root: string;
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));

function write(relative: string, time: Date): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, 'x');
  utimesSync(file, time, time);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-state-'));
  write('content/locales.ts', at(0));
  // Folders carry the time their last entry was made.
  utimesSync(path.join(root, 'content'), at(0), at(0));
});

afterEach(() => rmSync(root, {recursive: true, force: true}));

it('builds when there is no build, and not when the build is newer than every source', () => {
  expect(isBuildStale(root)).toBe(true);
  write(BUILD_STAMP, at(10));
  expect(isBuildStale(root)).toBe(false);
});

it('builds again when a source changed after the build', () => {
  write(BUILD_STAMP, at(10));
  write('content/locales.ts', at(20));
  expect(isBuildStale(root)).toBe(true);
});

it('builds again when a source was saved while the build ran', () => {
  // The build starts at 10, the source is saved at 15, the build ends at 30.
  write('content/locales.ts', at(15));
  write(BUILD_STAMP, at(30));
  expect(isBuildStale(root)).toBe(false);
  stampBuildStart(root, at(10));
  expect(isBuildStale(root)).toBe(true);
});
