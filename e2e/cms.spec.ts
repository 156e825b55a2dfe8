/**
 * The web editor at /admin (Decap CMS, plugins/cms-admin) as an editor uses
 * it on their own machine: the built /admin page, served by the real server
 * with its own CSP, signs in to decap-server (the local backend,
 * scripts/lib/decap-server.ts) running on a temporary copy of the
 * repository's content, in real Chromium. The repository's own files are
 * never written.
 *
 * - A news story with English and Dari text and a photo: the Dari fields
 *   run right to left, the panes are named in words, the photo shows before
 *   it is saved, in the field and in the preview, which draws the story with
 *   the site's own page in Dari. Saved, it is the files data/README.md
 *   describes, named like the others, with no empty Pashto file, and the
 *   import (`npm run data:import`) loads them.
 * - A second story in the same session is offered the next id; an id
 *   another story has is refused in the editor, naming that story's file,
 *   also when it was taken after the editor offered it; the import refuses
 *   two files with one id too.
 * - A translator opens the Pashto page of an English page that has none: it
 *   starts from the English text, is refused while its title is English,
 *   and is created at the English page's path once translated.
 * - A Dari title of a program and a page's description change nothing else.
 *
 * The built configuration points the editor at decap-server's usual port;
 * the test answers /admin/config.yml with the same file pointing at its own
 * decap-server instead, so it runs beside a developer's `npm run cms`.
 */
import {execFile} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {expect, test, type Page, type Response} from '@playwright/test';
import {parse} from 'yaml';
import {readDataDirSync} from '../content/read-data';
import {localBackendUrl} from '../plugins/cms-admin/config';
import {type DecapServer, freePort, startDecapServer} from '../scripts/lib/decap-server';
import {waitForHydration} from './support';

const ROOT = path.join(__dirname, '..');
const BUILD = path.join(ROOT, 'build');

/** A photo of the site: the one the editor uploads (any real JPEG, PNG or WebP would do). */
const PHOTO = readFileSync(path.join(ROOT, 'static', 'img', 'news', 'news-03.webp'));

/** The front matter and body of an item file. */
function readItem(file: string): {fields: Record<string, unknown>; body: string} {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n?---\n?([\s\S]*)$/.exec(text);
  if (match === null) throw new Error(`${file} has no front matter:\n${text}`);
  return {fields: (parse(match[1]) ?? {}) as Record<string, unknown>, body: match[2]};
}

/**
 * The item once the editor has written it whole: undefined while the file is
 * missing or still being written (decap-server truncates a file, then writes it).
 */
function writtenItem(file: string): {fields: Record<string, unknown>; body: string} | undefined {
  try {
    return readItem(file);
  } catch {
    return undefined;
  }
}

/** `npm run data:import` on a data folder, into a database of its own; resolves with its exit code and output. */
async function runImport(dataDir: string, database: string): Promise<{code: number; output: string}> {
  try {
    const {stdout, stderr} = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/db/import/cli.ts', '--data', dataDir], {
      cwd: ROOT,
      env: {...process.env, DATABASE_URL: `sqlite:${database}`},
    });
    return {code: 0, output: stdout + stderr};
  } catch (error) {
    const failed = error as {code?: number; stdout?: string; stderr?: string};
    return {code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`};
  }
}

let workDir: string;
let decap: DecapServer;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
  // What the editor reads and writes: the content, the pages and their photos and files (7 MB).
  for (const dir of ['data', 'docs', 'i18n', 'static']) {
    // The editor's own files (static/admin) are not content.
    cpSync(path.join(ROOT, dir), path.join(workDir, dir), {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(ROOT, 'static', 'admin')),
    });
  }
  decap = await startDecapServer({repoDir: workDir, port: await freePort()});
});

test.afterAll(async () => {
  await decap?.stop();
  if (workDir !== undefined) rmSync(workDir, {recursive: true, force: true});
});

/**
 * Opens the built editor on this test's decap-server, signed in; returns
 * the CSP violations and page errors the browser reports from then on.
 */
async function openEditor(page: Page): Promise<{problems: string[]; response: Response | null}> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('dialog', (dialog) => void dialog.accept());
  await page.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    const yaml = await response.text();
    const built = `url: ${localBackendUrl()}`;
    expect(yaml).toContain(built);
    await route.fulfill({response, body: yaml.replace(built, `url: ${decap.apiUrl}`)});
  });
  const response = await page.goto('/admin');
  // The local backend needs no account: "Login" opens the collections.
  await page.getByRole('button', {name: 'Login'}).click({timeout: 60_000});
  await expect(page.getByRole('link', {name: 'News'}).first()).toBeVisible({timeout: 30_000});
  return {problems, response};
}

/** Opens an editor page by its address inside the editor (a fresh load, as following a link does). */
async function openEntry(page: Page, hash: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/admin${hash}`);
}

/** Saves the open entry as the local backend does it: "Publish now" writes the files. */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Publish'}).click();
  await page.getByText('Publish now', {exact: true}).click();
}

/** The preview pane's frame: the site's own preview page. */
function previewFrame(page: Page) {
  return page.frameLocator('#preview-pane').frameLocator('iframe[title="Preview of this item on the site"]');
}

/** A field's computed writing direction. */
function direction(page: Page, label: string, index: number): Promise<string> {
  return page
    .getByLabel(label, {exact: true})
    .nth(index)
    .evaluate((element) => getComputedStyle(element).direction);
}

test('an editor writes a news story in English and Dari with a photo: right to left, previewed by the site, saved as files the import loads', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const before = readDataDirSync(path.join(workDir, 'data'));
  const nextId = Math.max(...before.news.records.map((record) => record.id)) + 1;
  const width = Object.values(before.news.names)[0].indexOf('-');
  const name = `${String(nextId).padStart(width, '0')}-library-opens-on-fridays`;

  const {problems, response} = await openEditor(page);
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'unsafe-eval'");
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await openEntry(page, '#/collections/news/new');

  // Two panes, named in words: English (every field), then Dari (its text fields only), right to left.
  const english = (label: string) => page.getByLabel(label, {exact: true}).first();
  await expect(english('Id (number)')).toHaveValue(String(nextId), {timeout: 30_000});
  await expect(page.getByText('Writing in English', {exact: true})).toBeVisible();
  await expect(page.getByText('Writing in Dari', {exact: true})).toBeVisible();
  expect(await direction(page, 'Title', 1)).toBe('rtl');
  expect(await direction(page, 'Title', 0)).toBe('ltr');

  await english('Title').fill('The library opens on Fridays');
  await english('Posted by').fill('Office of Communications');
  await english('Date posted').fill('2026-11-20');
  await english('Address words').fill('library-opens-on-fridays');
  await english('Story').fill('From next week the library opens on Fridays.\n\nIt closes at 4:00 PM on those days.');
  const dariTitle = 'کتابخانه روزهای جمعه نیز باز است.';
  await page.getByLabel('Title', {exact: true}).nth(1).fill(dariTitle);
  await page.getByLabel('Story', {exact: true}).nth(1).fill('از هفتهٔ آینده کتابخانه روزهای جمعه هم به روی محصلان باز است.');
  expect(await direction(page, 'Title', 1)).toBe('rtl');
  expect(await direction(page, 'Story', 1)).toBe('rtl');
  await expect(page.getByLabel('Title', {exact: true}).nth(1)).toHaveAttribute('dir', 'auto');
  // The field's language is on its wrapper, for the text and its fonts.
  expect(
    await page
      .getByLabel('Title', {exact: true})
      .nth(1)
      .evaluate((element) => element.closest('[lang]')?.getAttribute('lang')),
  ).toBe('fa-AF');

  await page.getByRole('button', {name: 'Choose an image'}).click();
  await page.locator('input[type=file]').setInputFiles({name: 'library-fridays.webp', mimeType: 'image/webp', buffer: PHOTO});
  await page.getByRole('button', {name: /choose selected/i}).click();
  // The photo shows in its field before the story is saved.
  const thumbnail = page.locator('img[src^="blob:"]').first();
  await expect(thumbnail).toBeVisible({timeout: 30_000});
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // The preview: the site's own news page in Dari, right to left, the photo already in it.
  if ((await page.locator('#preview-pane').count()) === 0) await page.getByTitle('Toggle preview').click();
  await page.getByText('Writing in English', {exact: true}).click();
  await page.getByRole('menuitem', {name: 'Dari'}).click();
  const preview = previewFrame(page);
  await expect(preview.locator('article h1')).toHaveText(dariTitle, {timeout: 60_000});
  await expect(preview.locator('main')).toHaveAttribute('dir', 'rtl');
  expect(await preview.locator('article h1').evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  expect(await preview.locator('html').getAttribute('lang')).toBe('fa-AF');
  const previewPhoto = preview.locator('article img').first();
  await expect(previewPhoto).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => previewPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await page.getByText('Writing in Dari', {exact: true}).first().click();
  await page.getByRole('menuitem', {name: 'English'}).click();

  await publish(page);

  const folder = path.join(workDir, 'data', 'news');
  await expect.poll(() => writtenItem(path.join(folder, `${name}.en.md`)) !== undefined, {timeout: 30_000}).toBe(true);
  await expect.poll(() => writtenItem(path.join(folder, `${name}.fa.md`)) !== undefined, {timeout: 10_000}).toBe(true);

  // Files like the others: the record then the English text, the story after a blank line;
  // the Dari file its text only; nothing in Pashto, so no Pashto file.
  expect(readFileSync(path.join(folder, `${name}.en.md`), 'utf8')).toBe(
    [
      '---',
      `id: ${nextId}`,
      'photo: /img/news/library-fridays.webp',
      'posted_date: 2026-11-20',
      'keywords: library-opens-on-fridays',
      'title: The library opens on Fridays',
      'shared_by: Office of Communications',
      '---',
      '',
      'From next week the library opens on Fridays.',
      '',
      'It closes at 4:00 PM on those days.',
      '',
    ].join('\n'),
  );
  expect(readItem(path.join(folder, `${name}.fa.md`)).fields).toEqual({title: dariTitle});
  expect(existsSync(path.join(folder, `${name}.ps.md`))).toBe(false);
  expect(readFileSync(path.join(workDir, 'static', 'img', 'news', 'library-fridays.webp'))).toEqual(PHOTO);

  // The import loads the folder as the editor left it, and reads the story as written.
  const imported = await runImport(path.join(workDir, 'data'), path.join(workDir, 'check.sqlite'));
  expect([imported.code, imported.output]).toEqual([0, expect.stringContaining(`loaded ${before.recordCount + 1} records`)]);
  const after = readDataDirSync(path.join(workDir, 'data'));
  expect(after.news.records.find((record) => record.id === nextId)).toEqual({
    id: nextId,
    photo: '/img/news/library-fridays.webp',
    posted_date: '2026-11-20',
    keywords: 'library-opens-on-fridays',
  });
  expect(after.news.text.fa[String(nextId)]).toEqual({
    title: dariTitle,
    content: 'از هفتهٔ آینده کتابخانه روزهای جمعه هم به روی محصلان باز است.',
  });
  expect(after.news.text.ps[String(nextId)]).toBeUndefined();

  // Nothing was written into the repository itself.
  expect(readdirSync(path.join(ROOT, 'data', 'news')).filter((file) => file.startsWith(`${name}.`))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a second story in the same session gets the next id; a taken id is refused in the editor, naming the other file, and by the import', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const folder = path.join(workDir, 'data', 'news');
  const before = readDataDirSync(path.join(workDir, 'data'));
  const lastId = Math.max(...before.news.records.map((record) => record.id));
  const lastName = before.news.names[String(lastId)];
  const lastFile = `data/news/${lastName}.en.md`;
  const {problems} = await openEditor(page);

  // Created after the first story was saved: offered the id after it.
  await openEntry(page, '#/collections/news/new');
  const id = page.getByLabel('Id (number)', {exact: true}).first();
  await expect(id).toHaveValue(String(lastId + 1), {timeout: 30_000});

  // Another story's id: the field names that story's file, and nothing is saved.
  await id.fill(String(lastId));
  await expect(page.getByText(`is already used by ${lastFile}`, {exact: false})).toBeVisible({timeout: 15_000});
  const english = (label: string) => page.getByLabel(label, {exact: true}).first();
  await english('Title').fill('Exam timetable published');
  await english('Posted by').fill('Office of the Registrar');
  await english('Date posted').fill('2026-11-21');
  await english('Address words').fill('exam-timetable-published');
  await english('Story').fill('The timetable of the final examinations is on the notice boards.');
  await page.getByRole('button', {name: 'Choose an image'}).click();
  await page.locator('input[type=file]').setInputFiles({name: 'exam-timetable.webp', mimeType: 'image/webp', buffer: PHOTO});
  await page.getByRole('button', {name: /choose selected/i}).click();
  await publish(page);
  await page.waitForTimeout(2000);
  expect(readdirSync(folder).filter((file) => file.includes('exam-timetable-published'))).toEqual([]);

  // A free id, taken by another editor's story after it was offered: refused when saving, naming that file.
  await id.fill(String(lastId + 1));
  // The field's error goes once it has listed the stories again (Decap keeps a field's errors until it checks it).
  await expect(page.getByText('is already used by', {exact: false})).toHaveCount(0, {timeout: 15_000});
  await expect(id).toHaveAttribute('aria-busy', 'false');
  const other = `${String(lastId + 1).padStart(lastName.indexOf('-'), '0')}-another-editors-story`;
  writeFileSync(
    path.join(folder, `${other}.en.md`),
    `---\nid: ${lastId + 1}\nphoto: /img/news/news-03.webp\nposted_date: 2026-11-21\nkeywords: another-editors-story\ntitle: Another editor's story\nshared_by: Office of Communications\n---\n\nWritten meanwhile.\n`,
  );
  await publish(page);
  // Refused with that file named: by the check when saving (Decap's "Failed to
  // persist entry" with the check's words) or, when the field has listed the
  // stories again before the save, by the field itself, which Decap does not
  // save past. Which comes first depends on the machine's speed.
  await expect(page.getByText(`is already used by data/news/${other}.en.md`, {exact: false}).first()).toBeVisible({timeout: 15_000});
  expect(readdirSync(folder).filter((file) => file.includes('exam-timetable-published'))).toEqual([]);

  // The import refuses two files with one id too, naming both.
  writeFileSync(path.join(folder, `999-same-id.en.md`), readFileSync(path.join(folder, `${other}.en.md`), 'utf8'));
  const refused = await runImport(path.join(workDir, 'data'), path.join(workDir, 'refused.sqlite'));
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(`${other}.en.md`);
  expect(refused.output).toContain('999-same-id.en.md');
  rmSync(path.join(folder, '999-same-id.en.md'));
  rmSync(path.join(folder, `${other}.en.md`));
  expect(problems).toEqual([]);
});

test('a translator opens the Pashto page of an English page that has none and creates it', async ({page}) => {
  test.setTimeout(180_000);
  const relative = 'about/history.mdx';
  const pashto = path.join(workDir, 'i18n', 'ps', 'docusaurus-plugin-content-docs', 'current', relative);
  rmSync(pashto);
  const englishPage = readItem(path.join(workDir, 'docs', relative));
  const {problems} = await openEditor(page);
  await openEntry(page, '#/collections/pages_ps/entries/about_history');

  // It starts from the English page, for the translator to write over, in a Pashto field: right to left,
  // but for the English text it holds for now (dir="auto").
  const title = page.getByLabel('Title', {exact: true});
  await expect(title).toHaveValue(String(englishPage.fields.title), {timeout: 30_000});
  expect(await title.evaluate((element) => getComputedStyle(element.closest('[data-writing]') ?? element).direction)).toBe('rtl');
  await expect(title).toHaveAttribute('dir', 'auto');
  await publish(page);
  await expect(page.getByText('The title is not in Pashto yet', {exact: false})).toBeVisible({timeout: 15_000});
  expect(existsSync(pashto)).toBe(false);

  await title.fill('زموږ تاریخ');
  await publish(page);
  await expect.poll(() => writtenItem(pashto)?.fields.title, {timeout: 30_000}).toBe('زموږ تاریخ');
  expect(readItem(pashto).body.trim()).toBe(englishPage.body.trim());
  expect(problems).toEqual([]);
});

test('an editor changes one Dari field of a program and every other value stays as it was', async ({page}) => {
  test.setTimeout(180_000);
  const before = readDataDirSync(path.join(workDir, 'data'));
  const name = before.programs.names.BBA;
  const dari = path.join(workDir, 'data', 'programs', `${name}.fa.md`);
  const original = readFileSync(dari, 'utf8');
  const {problems} = await openEditor(page);
  await openEntry(page, `#/collections/programs/entries/${name}`);
  const dariTitle = page.getByLabel('Title', {exact: true}).nth(1);
  await expect(dariTitle).toHaveValue(String(before.programs.text.fa.BBA.title), {timeout: 30_000});
  await dariTitle.fill('لیسانس ادارهٔ تجارت و مدیریت');
  await publish(page);
  await expect.poll(() => writtenItem(dari) !== undefined && readFileSync(dari, 'utf8') !== original, {timeout: 30_000}).toBe(true);

  // The file is written as it was, but for that one line.
  expect(readFileSync(dari, 'utf8')).toBe(original.replace(`title: ${before.programs.text.fa.BBA.title}\n`, 'title: لیسانس ادارهٔ تجارت و مدیریت\n'));
  const after = readDataDirSync(path.join(workDir, 'data'));
  expect(after.programs.records).toEqual(before.programs.records);
  expect(after.programs.text.en).toEqual(before.programs.text.en);
  expect(after.programs.text.ps).toEqual(before.programs.text.ps);
  expect(problems).toEqual([]);
});

test('an editor changes the description of a page; its MDX body stays as it was', async ({page}) => {
  test.setTimeout(180_000);
  const file = path.join(workDir, 'docs', 'about', 'history.mdx');
  const original = readFileSync(file, 'utf8');
  const originalItem = readItem(file);
  const {problems} = await openEditor(page);
  await openEntry(page, '#/collections/pages_en/entries/about_history');
  const description = page.getByLabel('Description (optional)', {exact: true});
  await expect(description).toHaveValue(String(originalItem.fields.description), {timeout: 30_000});
  await description.fill('How the university has grown since 2002, year by year.');
  await publish(page);
  await expect.poll(() => writtenItem(file)?.fields.description, {timeout: 30_000}).toBe('How the university has grown since 2002, year by year.');
  // Written as the page was, but for that one line.
  expect(readFileSync(file, 'utf8')).toBe(
    original.replace(
      `description: "${String(originalItem.fields.description)}"`,
      'description: "How the university has grown since 2002, year by year."',
    ),
  );
  expect(problems).toEqual([]);
});

test('public pages load nothing of the editor and keep the strict CSP', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const response = await page.goto('/');
  await waitForHydration(page);
  expect(requested.filter((pathname) => pathname.startsWith('/admin'))).toEqual([]);
  expect(response?.headers()['content-security-policy']).not.toContain("'unsafe-eval'");

  // No page of the build but /admin itself names the editor's files.
  const pages = (readdirSync(BUILD, {recursive: true, encoding: 'utf8'}) as string[]).filter(
    (file) => file.endsWith('.html') && !file.startsWith(`admin${path.sep}`),
  );
  expect(pages.length).toBeGreaterThan(0);
  const naming = pages.filter((file) => /\/admin\/(decap-cms|config)/.test(readFileSync(path.join(BUILD, file), 'utf8')));
  expect(naming).toEqual([]);
  // The editor exists once; each language has only its preview page.
  expect(existsSync(path.join(BUILD, 'admin', 'index.html'))).toBe(true);
  for (const locale of ['fa', 'ps']) {
    const files = readdirSync(path.join(BUILD, locale, 'admin'));
    expect([locale, files.filter((file) => !file.startsWith('preview.html'))]).toEqual([locale, []]);
  }
  // The preview page may be framed by the editor only, and is kept out of search engines.
  const preview = await page.request.get('/fa/admin/preview');
  expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(preview.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(preview.headers()['x-robots-tag']).toBe('noindex, nofollow');
});
