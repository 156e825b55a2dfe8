/**
 * The web editor at /admin (Decap CMS, plugins/cms-admin) as an editor uses
 * it on their own machine: the built /admin page, served by the real server
 * with its own CSP, signs in to decap-server (the local backend,
 * scripts/lib/decap-server.ts) running on a temporary copy of data/, docs/
 * and i18n/, and a news story written in the form, with a photo and a Dari
 * title, is saved as the files the import reads; a Dari title changed on an
 * existing program changes that one value and nothing else the import
 * reads; a page's description changed keeps its MDX body as it was. The
 * repository's own data/ and docs/ are never written.
 *
 * The built configuration points the editor at decap-server's usual port;
 * the test answers /admin/config.yml with the same file pointing at its own
 * decap-server instead, so it runs beside a developer's `npm run cms`.
 */
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test, type Page, type Response} from '@playwright/test';
import {parse} from 'yaml';
import {readDataDirSync} from '../content/read-data';
import {type DecapServer, freePort, startDecapServer} from '../scripts/lib/decap-server';
import {waitForHydration} from './support';

const ROOT = path.join(__dirname, '..');
const BUILD = path.join(ROOT, 'build');

/** A 1×1 PNG: the photo the editor uploads. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The front matter and body of an item file. */
function readItem(file: string): {fields: Record<string, unknown>; body: string} {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (match === null) throw new Error(`${file} has no front matter:\n${text}`);
  return {fields: parse(match[1]) as Record<string, unknown>, body: match[2]};
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

let workDir: string;
let decap: DecapServer;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
  for (const dir of ['data', 'docs', 'i18n']) cpSync(path.join(ROOT, dir), path.join(workDir, dir), {recursive: true});
  decap = await startDecapServer({repoDir: workDir, port: await freePort()});
});

test.afterAll(async () => {
  await decap?.stop();
  if (workDir !== undefined) rmSync(workDir, {recursive: true, force: true});
});

/**
 * Opens the built editor on this test's decap-server, signed in; returns
 * the CSP violations the console reports from then on.
 */
async function openEditor(page: Page): Promise<{violations: string[]; response: Response | null}> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    const yaml = await response.text();
    expect(yaml).toContain('url: http://localhost:8081/api/v1');
    await route.fulfill({response, body: yaml.replace('url: http://localhost:8081/api/v1', `url: ${decap.apiUrl}`)});
  });
  const response = await page.goto('/admin');
  // The local backend needs no account: "Login" opens the collections.
  await page.getByRole('button', {name: 'Login'}).click({timeout: 60_000});
  await expect(page.getByRole('link', {name: 'News'}).first()).toBeVisible({timeout: 30_000});
  return {violations, response};
}

/** Saves the open entry as the local backend does it: "Publish now" writes the files. */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Publish'}).click();
  await page.getByText('Publish now').click();
}

test('an editor writes a news story in /admin and it is saved as item files the import accepts', async ({page}) => {
  test.setTimeout(180_000);
  const before = readDataDirSync(path.join(workDir, 'data'));
  const nextId = Math.max(...before.news.records.map((record) => record.id)) + 1;

  const {violations, response} = await openEditor(page);
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'unsafe-eval'");
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await page.goto('/admin#/collections/news/new');

  // Two panes: English (every field), then Dari (its text fields only).
  const english = (label: string) => page.getByLabel(label, {exact: true}).first();
  await expect(english('Id (number)')).toHaveValue(String(nextId), {timeout: 30_000});
  await english('Title').fill('The library opens on Fridays');
  await english('Posted by').fill('Office of Communications');
  await english('Date posted').fill('2026-11-20');
  await english('Address words').fill('library-opens-on-fridays');
  await english('Story').fill('From next week the library opens on Fridays.\n\nIt closes at 4:00 PM on those days.');
  await page.getByLabel('Title', {exact: true}).nth(1).fill('کتابخانه روزهای جمعه نیز باز است');
  await page.getByLabel('Story', {exact: true}).nth(1).fill('از هفتهٔ آینده کتابخانه روزهای جمعه هم به روی محصلان باز است.');

  await page.getByRole('button', {name: 'Choose an image'}).click();
  await page.locator('input[type=file]').setInputFiles({name: 'library-fridays.png', mimeType: 'image/png', buffer: PHOTO});
  await page.getByRole('button', {name: /choose selected/i}).click();

  await publish(page);

  const name = `${nextId}-library-opens-on-fridays`;
  const folder = path.join(workDir, 'data', 'news');
  await expect.poll(() => writtenItem(path.join(folder, `${name}.en.md`)) !== undefined, {timeout: 30_000}).toBe(true);
  await expect.poll(() => writtenItem(path.join(folder, `${name}.fa.md`)) !== undefined, {timeout: 10_000}).toBe(true);

  // The English file holds the record and the English text; the Dari file only its text.
  const englishFile = readItem(path.join(folder, `${name}.en.md`));
  expect(englishFile.fields).toEqual({
    id: nextId,
    title: 'The library opens on Fridays',
    shared_by: 'Office of Communications',
    photo: '/img/news/library-fridays.png',
    posted_date: '2026-11-20',
    keywords: 'library-opens-on-fridays',
  });
  expect(Object.keys(readItem(path.join(folder, `${name}.fa.md`)).fields)).toEqual(['title']);
  expect(readFileSync(path.join(workDir, 'static', 'img', 'news', 'library-fridays.png'))).toEqual(PHOTO);

  // The import's reader takes the folder as the editor left it.
  const after = readDataDirSync(path.join(workDir, 'data'));
  expect(after.news.records.find((record) => record.id === nextId)).toEqual({
    id: nextId,
    photo: '/img/news/library-fridays.png',
    posted_date: '2026-11-20',
    keywords: 'library-opens-on-fridays',
  });
  expect(after.news.text.en[String(nextId)]).toEqual({
    title: 'The library opens on Fridays',
    shared_by: 'Office of Communications',
    content: 'From next week the library opens on Fridays.\nIt closes at 4:00 PM on those days.',
  });
  expect(after.news.text.fa[String(nextId)]).toEqual({
    title: 'کتابخانه روزهای جمعه نیز باز است',
    content: 'از هفتهٔ آینده کتابخانه روزهای جمعه هم به روی محصلان باز است.',
  });
  expect(after.news.text.ps[String(nextId)]?.title).toBeUndefined();
  expect(after.news.records).toHaveLength(before.news.records.length + 1);

  // Nothing was written into the repository itself.
  expect(readdirSync(path.join(ROOT, 'data', 'news')).filter((file) => file.startsWith(`${name}.`))).toEqual([]);
  expect(violations).toEqual([]);
});

test('an editor changes one Dari field of a program and every other value stays as it was', async ({page}) => {
  test.setTimeout(180_000);
  const before = readDataDirSync(path.join(workDir, 'data'));
  const name = before.programs.names.BBA;
  const dari = path.join(workDir, 'data', 'programs', `${name}.fa.md`);
  const original = readFileSync(dari, 'utf8');
  const {violations} = await openEditor(page);
  await page.goto(`/admin#/collections/programs/entries/${name}`);
  const dariTitle = page.getByLabel('Title', {exact: true}).nth(1);
  await expect(dariTitle).toHaveValue(String(before.programs.text.fa.BBA.title), {timeout: 30_000});
  await dariTitle.fill('لیسانس ادارهٔ تجارت و مدیریت');
  await publish(page);
  await expect.poll(() => writtenItem(dari) !== undefined && readFileSync(dari, 'utf8') !== original, {timeout: 30_000}).toBe(true);

  // Decap writes the front matter its own way (order, line folding); what
  // the import reads is the same but for the one field.
  const after = readDataDirSync(path.join(workDir, 'data'));
  expect(after.programs.records).toEqual(before.programs.records);
  expect(after.programs.text.en).toEqual(before.programs.text.en);
  expect(after.programs.text.ps).toEqual(before.programs.text.ps);
  expect(after.programs.text.fa).toEqual({...before.programs.text.fa, BBA: {...before.programs.text.fa.BBA, title: 'لیسانس ادارهٔ تجارت و مدیریت'}});
  // The translation still holds text only: its files list names the PDFs by key.
  expect(readItem(dari).fields.files).toEqual(Object.entries(before.programs.text.fa.BBA.files ?? {}).map(([key, value]) => ({key, name: value})));
  expect(violations).toEqual([]);
});

test('an editor changes the description of a page; its MDX body stays as it was', async ({page}) => {
  test.setTimeout(180_000);
  const file = path.join(workDir, 'docs', 'about', 'history.mdx');
  const original = readItem(file);
  const {violations} = await openEditor(page);
  await page.goto('/admin#/collections/pages_en/entries/about_history');
  const description = page.getByLabel('Description (optional)', {exact: true});
  await expect(description).toHaveValue(String(original.fields.description), {timeout: 30_000});
  await description.fill('How the university has grown since 2002, year by year.');
  await publish(page);
  await expect.poll(() => writtenItem(file)?.fields.description, {timeout: 30_000}).toBe('How the university has grown since 2002, year by year.');
  const saved = readItem(file);
  expect(saved.fields).toEqual({...original.fields, description: 'How the university has grown since 2002, year by year.'});
  expect(saved.body.trim()).toBe(original.body.trim());
  expect(violations).toEqual([]);
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
  // The editor exists once, not in the Dari and Pashto copies of static/.
  expect(existsSync(path.join(BUILD, 'admin', 'index.html'))).toBe(true);
  expect(existsSync(path.join(BUILD, 'fa', 'admin'))).toBe(false);
  expect(existsSync(path.join(BUILD, 'ps', 'admin'))).toBe(false);
});
