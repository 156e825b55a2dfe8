/** @jest-environment node */
/**
 * `npm run check` on a copy of the repository's content with the mistakes a
 * new contributor makes planted in it, all at once, as they would be in one
 * pull request: a Dari file for an item with no English file, a duplicate id,
 * a missing required field, a date that does not exist, a mistyped photo
 * path, a title containing `: ` (invalid YAML), and broken links in an MDX
 * page. Each is reported once, naming the file and the item and field (or
 * the line), with a hint in plain words. The items are the first news items
 * of data/, whatever they are.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import type {CheckReport} from './check';

const ROOT = path.resolve(__dirname, '..');

let copy: string;
let output: string;
let report: CheckReport;
/** The first six English news files, each with its id and fields. */
let items: {file: string; id: number; fields: Record<string, unknown>}[];
/** The page the broken links are added to, and the line they are on. */
let page: {file: string; line: number};
let photoFolder: string[];

const newsFile = (name: string) => path.join(copy, 'data', 'news', name);
const edit = (name: string, change: (text: string) => string) => writeFileSync(newsFile(name), change(readFileSync(newsFile(name), 'utf8')));
const lines = (): string[] => output.split('\n');

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'check-'));
  for (const dir of ['data', 'docs', 'i18n', 'static', 'src/pages']) cpSync(path.join(ROOT, dir), path.join(copy, dir), {recursive: true});
  items = readdirSync(path.join(copy, 'data', 'news'))
    .filter((name) => name.endsWith('.en.md'))
    .sort()
    .slice(0, 6)
    .map((file) => {
      const fields = parseYaml(readFileSync(newsFile(file), 'utf8').split('---')[1]) as Record<string, unknown>;
      return {file, id: fields.id as number, fields};
    });
  const [orphan, duplicate, undated, misdated, misphotographed, titled] = items;

  // A Dari file whose English file was renamed.
  renameSync(newsFile(orphan.file), newsFile(orphan.file.replace(/\.en\.md$/, '-draft.en.md')));
  edit(duplicate.file, (text) => text.replace(/^id: .*$/m, `id: ${orphan.id}`));
  edit(undated.file, (text) => text.replace(/^posted_date: .*\n/m, ''));
  edit(misdated.file, (text) => text.replace(/^posted_date: .*$/m, 'posted_date: 2026-02-30'));
  photoFolder = readdirSync(path.join(copy, 'static', path.dirname(String(misphotographed.fields.photo))));
  // The photo's name with its first two letters the wrong way round.
  edit(misphotographed.file, (text) => text.replace(/^(photo: .*\/)(.)(.)/m, '$1$3$2'));
  edit(titled.file, (text) => text.replace(/^title: (.*)$/m, 'title: Update: $1'));

  const pageFile = 'docs/about/history.mdx';
  const source = readFileSync(path.join(copy, pageFile), 'utf8');
  writeFileSync(
    path.join(copy, pageFile),
    `${source.trimEnd()}\n\nRead [the story](/news/general/999999999), see [the events](/events?page=999) or [the library](/students/libary).\n`,
  );
  page = {file: pageFile, line: source.trimEnd().split('\n').length + 2};

  const reportFile = path.join(copy, 'report.json');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/check.ts', '--only', 'data,files,links', '--root', copy, '--report', reportFile],
    {cwd: ROOT, encoding: 'utf8', env: {...process.env, NO_COLOR: '1'}, timeout: 120_000},
  );
  output = `${run.stdout}${run.stderr}`;
  report = JSON.parse(readFileSync(reportFile, 'utf8')) as CheckReport;
}, 150_000);

afterAll(() => rmSync(copy, {recursive: true, force: true}));

/** The one line of the output that names `file`, and says `what`. */
function problemLine(file: string, ...what: RegExp[]): string {
  const found = lines().filter((line) => line.startsWith(file) && what.every((pattern) => pattern.test(line)));
  expect({file, found: found.length, output}).toEqual({file, found: 1, output});
  return found[0];
}

describe('npm run check on a copy with the usual mistakes', () => {
  it('fails the data, files and links steps', () => {
    expect(report.map(({name, ok}) => [name, ok])).toEqual([
      ['data', false],
      ['files', false],
      ['links', false],
    ]);
  });

  it('names a Dari file whose item has no English file, and says what to do', () => {
    const dari = `data/news/${items[0].file.replace(/\.en\.md$/, '.fa.md')}`;
    problemLine(dari, /has no English file/, /give it the name of its English file/, /did you mean .*-draft\.fa\.md/);
  });

  it('names both files of a duplicate id, with the next free id', () => {
    problemLine(
      `data/news/${items[1].file}`,
      new RegExp(`item id ${items[0].id}, field "id"`),
      new RegExp(`also the id of data/news/.*-draft\\.en\\.md`),
      /next free id is \d+/,
    );
  });

  it('names the missing field and where to write it', () => {
    problemLine(
      `data/news/${items[2].file}`,
      new RegExp(`item id ${items[2].id}, field "posted_date": is missing`),
      /add a line "posted_date: \.\.\." to the front matter/,
    );
  });

  it('names a date that does not exist', () => {
    problemLine(
      `data/news/${items[3].file}`,
      new RegExp(`item id ${items[3].id}, field "posted_date": must be a real date written YYYY-MM-DD \\(got "2026-02-30"\\)`),
    );
  });

  it('names a mistyped photo path, with the file it likely meant', () => {
    const photo = String(items[4].fields.photo);
    const line = problemLine(`data/news/${items[4].file}`, new RegExp(`item id ${items[4].id}, field "photo": static/img/.* does not exist`));
    expect(photoFolder).toContain(path.basename(photo));
    expect(line).toContain(`did you mean ${photo}`);
  });

  it('tells to put a value containing ": " in double quotes', () => {
    problemLine(
      `data/news/${items[5].file}`,
      new RegExp(`item id ${items[5].id}, field "title": has front matter that is not valid YAML`),
      /put the value in double quotes: title: "Update: /,
    );
  });

  it('names the .mdx file and line of each broken link, the data page by its missing record', () => {
    problemLine(`${page.file}:${page.line}`, /links to \/news\/general\/999999999: data\/news has no item with id 999999999/);
    problemLine(`${page.file}:${page.line}`, /links to \/events\?page=999: \/events has pages 1 to \d+ \(data\/events\)/);
    problemLine(`${page.file}:${page.line}`, /links to \/students\/libary: no page has the address/, /did you mean \/students\/library\?/);
  });

  it('prints each problem once', () => {
    const problems = lines().filter((line) => /^(data|docs|i18n)\//.test(line));
    expect(problems.length).toBeGreaterThanOrEqual(8);
    expect(new Set(problems).size).toBe(problems.length);
  });
});
