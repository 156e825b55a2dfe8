/**
 * A release moves the link SITE_DIR runs through (`current` → the new
 * release, deploy/release.sh) before it restarts the processes one by one. A
 * process still running meanwhile must keep serving the build it started
 * with: its pages, templates and 404 pages, under the Content-Security-Policy
 * made from that build's inline scripts. Pages and templates it had not read
 * before the move are the test: it reads them afterwards.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import type {LightMyRequestResponse} from 'fastify';
import {DomUtils, parseDocument} from 'htmlparser2';
import {fakeBuild, INLINE_SCRIPT} from './fake-build';
import {buildApp, createSqliteDatabase, loadData} from './helper';

/** The next release's inline script: another text, so another hash. */
const NEXT_SCRIPT = 'document.documentElement.dataset.release="next"';

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The bodies of a page's inline scripts that run (without a type: JSON-LD is data, which the CSP leaves alone). */
const inlineScripts = (html: string): string[] =>
  DomUtils.findAll(
    (element) => element.name === 'script' && element.attribs.src === undefined && element.attribs.type === undefined,
    parseDocument(html).children,
  ).map((script) => DomUtils.textContent(script));

/** The script-src sources of an answer's Content-Security-Policy. */
const scriptSources = (response: LightMyRequestResponse): string[] =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(response.headers['content-security-policy'] as string)?.[1].split(/\s+/) ?? [];

/** Rewrites every page of a fake build as the next release's: its own inline script and words. */
async function makeNextRelease(root: string): Promise<void> {
  for (const entry of await readdir(root, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    await writeFile(file, html.replaceAll(INLINE_SCRIPT, NEXT_SCRIPT).replace('<main>', '<main>next release: '));
  }
}

/** Points `link` at `target` in one rename, as release.sh does. */
async function pointLink(link: string, target: string): Promise<void> {
  await symlink(target, `${link}.new`, 'dir');
  await rename(`${link}.new`, link);
}

test('a process keeps serving the build it started with after the release link moves', async (t) => {
  const siteRoot = await mkdtemp(path.join(tmpdir(), 'uni-releases-'));
  t.after(() => rm(siteRoot, {recursive: true, force: true}));
  // releases/<name>/build, as release.sh lays them out, made from the fake build.
  const releases = {first: path.join(siteRoot, 'releases', 'first'), next: path.join(siteRoot, 'releases', 'next')};
  await mkdir(path.join(siteRoot, 'releases'));
  for (const release of Object.values(releases)) await rename(path.dirname(await fakeBuild(t)), release);
  await makeNextRelease(path.join(releases.next, 'build'));
  const current = path.join(siteRoot, 'current');
  await pointLink(current, releases.first);

  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);
  const siteDir = path.join(current, 'build');
  const running = await buildApp(t, {databaseUrl: database.url, siteDir});

  const home = await running.inject({method: 'GET', url: '/'});
  assert.deepEqual(inlineScripts(home.body), [INLINE_SCRIPT]);
  assert.ok(scriptSources(home).includes(sha256(INLINE_SCRIPT)));

  await pointLink(current, releases.next);

  // Read for the first time after the move: a page, a detail route's template
  // (filled for a record, and for an id with none), another locale's page and the 404 page.
  const first = {
    '/about/history': 200,
    '/news/general/7': 200,
    '/fa/event/999': 404,
    '/ps/about/history': 200,
    '/nothing-here': 404,
  };
  for (const [url, status] of Object.entries(first)) {
    const response = await running.inject({method: 'GET', url});
    assert.equal(response.statusCode, status, url);
    assert.doesNotMatch(response.body, /next release/, `${url} is the first build's page`);
    const scripts = inlineScripts(response.body);
    assert.ok(scripts.includes(INLINE_SCRIPT), url);
    for (const script of scripts) {
      assert.ok(scriptSources(response).includes(sha256(script)), `${url}: the CSP allows the page's inline script ${script}`);
    }
  }

  // A process started after the move serves the next build, under its own policy.
  const restarted = await buildApp(t, {databaseUrl: database.url, siteDir});
  const page = await restarted.inject({method: 'GET', url: '/about/history'});
  assert.match(page.body, /next release/);
  assert.deepEqual(inlineScripts(page.body), [NEXT_SCRIPT]);
  assert.ok(scriptSources(page).includes(sha256(NEXT_SCRIPT)));
  assert.ok(!scriptSources(page).includes(sha256(INLINE_SCRIPT)));
});
