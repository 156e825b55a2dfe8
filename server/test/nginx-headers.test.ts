/**
 * The nginx example answers like the Node server. deploy/nginx.conf serves
 * the build itself, takes its security headers from a snippet that
 * server/src/security-headers-cli.ts prints and its data-dependent routes
 * (query variants, rendered records, the templates) from the snippets that
 * server/src/nginx-routes-cli.ts prints; a header
 * added to the server but not to the CLI, a value that differs, or a
 * location that loses the snippet (nginx drops the server-level add_header
 * lines in any location that has one of its own) would leave nginx visitors
 * without the protection `npm start` gives. Against a tiny fake build:
 *
 * - the CLI prints every security header the server sends, value for value;
 * - every location of the conf that answers includes the snippet, the API
 *   proxy does not (it would get each header twice), and feeds, sitemaps,
 *   calendars and robots.txt are sent with `Cache-Control: no-cache`;
 * - with NGINX_BIN set (or nginx on the PATH), nginx itself runs the conf
 *   and answers pages, files, feeds, redirects, 404s, 405s and the API with
 *   the same security headers, Cache-Control and Content-Type as the server.
 *   Without nginx that part is skipped with a printed notice outside CI
 *   (.ci/run installs Debian's nginx, so CI runs it; the first two checks
 *   run everywhere).
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, type TestContext} from 'node:test';
import {promisify} from 'node:util';
import type {FastifyInstance} from 'fastify';
import sharp from 'sharp';
import {compressBuild} from '../../scripts/compress-build';
import {serverPart} from '../src/nginx-routes-cli';
import {buildApp, createSqliteDatabase, loadData} from './helper';
import {ADMIN_SNIPPET, findNginx, NGINX_CONF, PREVIEW_SNIPPET, ROUTES_SERVER, SECURITY_SNIPPET as SNIPPET, startNginx} from './nginx-harness';

const REPO = path.join(__dirname, '..', '..');
const CLI = path.join(REPO, 'server', 'src', 'security-headers-cli.ts');
/** The web editor's preview page in each language (`--preview`), as an address or the conf's location: the site's headers, framed by the editor. */
const PREVIEW_LOCATIONS = ['/admin/preview', '^/(fa|ps)/admin/preview$'];
const isPreview = (uri: string): boolean => PREVIEW_LOCATIONS.includes(uri) || /^\/(fa|ps)\/admin\/preview$/.test(uri);
/** The web editor's snippet (`--admin`): its own CSP, for /admin only (but its preview page). */
const isAdmin = (uri: string): boolean => (uri === '/admin' || uri.startsWith('/admin/')) && !isPreview(uri);
/** The snippet a location or address sends. */
const snippetOf = (uri: string): string => (isPreview(uri) ? PREVIEW_SNIPPET : isAdmin(uri) ? ADMIN_SNIPPET : SNIPPET);

/**
 * Headers that describe one answer rather than the site's policy: each
 * server makes its own (nginx its ETag, the Node server its request id).
 */
const PER_ANSWER = new Set([
  'accept-ranges',
  'allow',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-range',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'location',
  'server',
  'transfer-encoding',
  'vary',
  'x-request-id',
]);

/** The static headers every answer must carry whatever the build. */
const STATIC_HEADERS: Record<string, RegExp> = {
  'strict-transport-security': /^max-age=31536000; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'x-frame-options': /^DENY$/,
  'permissions-policy': /camera=\(\).*microphone=\(\)/,
  'content-security-policy': /frame-ancestors 'none'/,
};

const page = (label: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><script>document.documentElement.dataset.x=${JSON.stringify(label)}</script>` +
  `<style>main{color:#111}</style><script src="/assets/js/main.abc.js" defer></script></head><body><main>${label}</main></body></html>`;

/** A build with pages, a detail template and a rendered record, a query page and its variant, an asset and the feeds, in two locales. */
async function fakeBuild(t: TestContext): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'uni-nginx-build-'));
  t.after(() => rm(root, {recursive: true, force: true}));
  const files: Record<string, string> = {
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'sitemap.xml': '<?xml version="1.0"?><sitemapindex/>',
    'events.ics': 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    'assets/js/main.abc.js': 'console.log(1);',
    // Large enough for the build step to write .br/.gz twins.
    'assets/js/app.abc.js': 'document.body.dataset.ready = "yes";\n'.repeat(120),
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'pagefind/pagefind.js': 'export {};',
    // The web editor (static/admin and plugins/cms-admin).
    'admin/index.html':
      '<!doctype html><html><head><link href="/admin/config.yml" rel="cms-config-url"></head><body><script src="/admin/decap-cms.js"></script></body></html>',
    'admin/config.yml': 'backend:\n  name: github\n',
    'admin/decap-cms.js': 'window.CMS = {};\n'.repeat(120),
    // Its preview page, a page of the site in each language.
    'admin/preview.html': page('preview'),
    'fa/admin/preview.html': page('preview fa/'),
  };
  for (const prefix of ['', 'fa/']) {
    files[`${prefix}index.html`] = page(`home ${prefix}`);
    files[`${prefix}404.html`] = page(`not found ${prefix}`);
    files[`${prefix}about/history.html`] = page(`history ${prefix}`);
    files[`${prefix}news/general/([0-9]+).html`] = page(`news template ${prefix}`);
    files[`${prefix}news/general/3.html`] = page(`news 3 as built ${prefix}`);
    files[`${prefix}events.html`] = page(`events ${prefix}`);
    files[`${prefix}events~2.html`] = page(`events page 2 ${prefix}`);
    files[`${prefix}news/rss.xml`] = '<?xml version="1.0"?><rss version="2.0"/>';
  }
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), {recursive: true});
    await writeFile(path.join(root, name), content);
  }
  // A photo, whose versions the app makes (they are not in the build).
  await mkdir(path.join(root, 'img/news'), {recursive: true});
  await writeFile(
    path.join(root, 'img/news/photo.webp'),
    await sharp({create: {width: 640, height: 360, channels: 3, background: {r: 40, g: 120, b: 200}}})
      .webp()
      .toBuffer(),
  );
  await compressBuild(root);
  return root;
}

/** Runs the CLI on a build and parses its `add_header name "value" always;` lines. */
async function cliHeaders(siteDir: string, kind: 'site' | 'admin' | 'preview' = 'site'): Promise<{text: string; headers: Map<string, string>}> {
  const {stdout} = await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, siteDir, ...(kind === 'site' ? [] : [`--${kind}`])], {
    cwd: REPO,
  });
  const headers = new Map<string, string>();
  for (const line of stdout.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const match = /^add_header ([A-Za-z0-9-]+) "((?:[^"\\]|\\.)*)" always;$/.exec(line);
    assert.ok(match, `not an add_header line: ${line}`);
    assert.ok(!headers.has(match[1]), `${match[1]} printed twice`);
    headers.set(match[1], match[2].replace(/\\(.)/g, '$1'));
  }
  return {text: stdout, headers};
}

/** The security headers of an answer: everything but what describes the answer itself. */
function securityPart(headers: Record<string, unknown>): Map<string, string> {
  const result = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    if (!PER_ANSWER.has(name.toLowerCase()) && value !== undefined) result.set(name.toLowerCase(), String(value));
  }
  return result;
}

// --- a small reader of nginx's configuration syntax ------------------------

interface Directive {
  readonly name: string;
  readonly args: string[];
  readonly block?: Directive[];
}

/** Parses nginx configuration text into nested directives (comments dropped, quotes removed). */
function parseConf(text: string): Directive[] {
  const tokens: string[] = [];
  const tokenPattern = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
  for (const match of text.matchAll(tokenPattern)) {
    if (match[0].startsWith('#')) continue;
    tokens.push(match[1] ?? match[2] ?? match[3] ?? match[4]);
  }
  let position = 0;
  const parseBlock = (): Directive[] => {
    const directives: Directive[] = [];
    while (position < tokens.length && tokens[position] !== '}') {
      const name = tokens[position++];
      const args: string[] = [];
      while (tokens[position] !== ';' && tokens[position] !== '{') args.push(tokens[position++]);
      if (tokens[position++] === '{') {
        const block = parseBlock();
        assert.equal(tokens[position++], '}', 'unbalanced braces');
        directives.push({name, args, block});
      } else {
        directives.push({name, args});
      }
    }
    return directives;
  };
  const directives = parseBlock();
  assert.equal(position, tokens.length, 'unbalanced braces');
  return directives;
}

/** A location of the server block: how it matches and what it does. */
interface Location {
  readonly label: string;
  readonly modifier: '' | '=' | '~' | '~*' | '^~' | '@';
  readonly pattern: string;
  readonly body: Directive[];
}

function locationsOf(server: Directive[]): Location[] {
  return server
    .filter((directive) => directive.name === 'location')
    .map((directive) => {
      const [first, second] = directive.args;
      const named = first.startsWith('@');
      const modifier = (named ? '@' : second === undefined ? '' : first) as Location['modifier'];
      const pattern = named ? first : (second ?? first);
      return {label: `location ${directive.args.join(' ')}`, modifier, pattern, body: directive.block ?? []};
    });
}

/** Which location nginx picks for a URI: exact, then longest prefix (^~ stops), then the first regex, then that prefix. */
function selectLocation(locations: readonly Location[], uri: string): Location | undefined {
  const exact = locations.find((location) => location.modifier === '=' && location.pattern === uri);
  if (exact) return exact;
  const prefix = locations
    .filter((location) => (location.modifier === '' || location.modifier === '^~') && uri.startsWith(location.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = locations.find(
    (location) =>
      (location.modifier === '~' || location.modifier === '~*') && new RegExp(location.pattern, location.modifier === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? prefix;
}

const has = (body: Directive[], name: string, ...args: string[]): boolean =>
  body.some((directive) => directive.name === name && args.every((arg, index) => directive.args[index] === arg));

/**
 * A location answers by itself unless it proxies, only hands a 404 to
 * error_page, or only passes the request on to a named location.
 */
function answersItself(location: Location): boolean {
  if (has(location.body, 'proxy_pass')) return false;
  if (has(location.body, 'try_files', '/__nothing') && location.body.length === 1) return false;
  const returns = location.body.filter((directive) => directive.name === 'return');
  return !(returns.length > 0 && returns.every((directive) => directive.args[0] === '404') && !has(location.body, 'try_files'));
}

/**
 * The HTTPS server block of the conf (the one that serves the site), with
 * the generated routes snippet in place of its include.
 */
async function siteServer(): Promise<{text: string; server: Directive[]}> {
  const text = await readFile(NGINX_CONF, 'utf8');
  const servers = parseConf(text).filter((directive) => directive.name === 'server' && directive.block !== undefined);
  const site = servers.find((server) => has(server.block!, 'root'));
  assert.ok(site, 'a server block with a root');
  assert.ok(has(site.block!, 'include', ROUTES_SERVER), `the site's server block includes ${ROUTES_SERVER}`);
  const server = site.block!.flatMap((directive) =>
    directive.name === 'include' && directive.args[0] === ROUTES_SERVER ? parseConf(serverPart()) : [directive],
  );
  return {text, server};
}

test('the nginx snippet printed by the CLI carries every security header the server sends', async (t) => {
  const siteDir = await fakeBuild(t);
  const {headers: cli} = await cliHeaders(siteDir);
  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);
  const fastify = await buildApp(t, {databaseUrl: database.url, siteDir});

  for (const url of ['/', '/fa/about/history', '/news/general/7', '/news/rss.xml', '/nowhere', '/web/news/1/en']) {
    const response = await fastify.inject({url});
    const sent = securityPart(response.headers);
    assert.ok(sent.has('content-security-policy'), `${url} has a CSP`);
    assert.deepEqual([...cli.keys()].sort(), [...sent.keys()].sort(), `${url}: the CLI prints the same header names the server sends`);
    for (const [name, value] of sent) assert.equal(cli.get(name), value, `${url}: ${name}`);
  }
  // The web editor's snippet: what the server sends on /admin and its files, and only there.
  const {headers: adminCli} = await cliHeaders(siteDir, 'admin');
  for (const url of ['/admin', '/admin/config.yml', '/admin/decap-cms.js', '/admin/']) {
    const sent = securityPart((await fastify.inject({url})).headers);
    assert.deepEqual([...adminCli.keys()].sort(), [...sent.keys()].sort(), `${url}: the CLI prints the editor's header names`);
    for (const [name, value] of sent) assert.equal(adminCli.get(name), value, `${url}: ${name}`);
  }
  assert.match(adminCli.get('content-security-policy') ?? '', /script-src 'self' 'unsafe-eval'/);
  assert.doesNotMatch(cli.get('content-security-policy') ?? '', /'unsafe-eval'/);
  for (const [name, pattern] of Object.entries(STATIC_HEADERS)) assert.match(adminCli.get(name) ?? '(missing)', pattern, `admin ${name}`);
  // The preview page: the site's policy, but framed by the editor and showing photos not saved yet.
  const {headers: previewCli} = await cliHeaders(siteDir, 'preview');
  for (const url of ['/admin/preview', '/fa/admin/preview']) {
    const sent = securityPart((await fastify.inject({url})).headers);
    assert.deepEqual([...previewCli.keys()].sort(), [...sent.keys()].sort(), `${url}: the CLI prints the preview's header names`);
    for (const [name, value] of sent) assert.equal(previewCli.get(name), value, `${url}: ${name}`);
  }
  const previewCsp = previewCli.get('content-security-policy') ?? '';
  assert.match(previewCsp, /frame-ancestors 'self'/);
  assert.match(previewCsp, /img-src 'self' data: blob:/);
  assert.equal(previewCli.get('x-frame-options'), 'SAMEORIGIN');
  assert.equal(previewCsp.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(' blob:', ''), cli.get('content-security-policy'));

  // The build's inline script and style are allowed by hash, nothing inline in general.
  const csp = cli.get('content-security-policy') ?? '';
  assert.match(csp, /script-src 'self'[^;]* 'sha256-[A-Za-z0-9+/]+=*'/);
  assert.match(csp, /style-src-elem 'self' 'sha256-/);
  assert.doesNotMatch(/script-src[^;]*/.exec(csp)?.[0] ?? '', /'unsafe-inline'/);
  for (const [name, pattern] of Object.entries(STATIC_HEADERS)) assert.match(cli.get(name) ?? '(missing)', pattern, name);
  // nginx would read "$name" inside a value as a variable.
  for (const [name, value] of cli) assert.ok(!value.includes('$'), `${name} has no "$"`);
});

test('every nginx location that answers includes the security snippet; the API proxy does not', async () => {
  const {text, server} = await siteServer();
  assert.match(
    text,
    new RegExp(`security-headers-cli\\.ts build > /etc/nginx/${SNIPPET.replace(/\./g, '\\.')}`),
    'the conf says how to make the snippet',
  );
  // Server-level add_header lines would be inherited by /web/ (twice the
  // headers) and lost by every location with a Cache-Control of its own.
  assert.ok(!has(server, 'add_header') && !has(server, 'include', SNIPPET), 'no server-level security headers');

  const locations = locationsOf(server);
  assert.ok(locations.length > 10);
  for (const location of locations) {
    // The editor's locations (and its preview page's) carry their own snippet instead, and no other location does.
    const admin = isAdmin(location.pattern);
    assert.equal(
      has(location.body, 'include', ADMIN_SNIPPET),
      admin && answersItself(location),
      `${location.label}: ${ADMIN_SNIPPET} on /admin only`,
    );
    assert.equal(
      has(location.body, 'include', PREVIEW_SNIPPET),
      isPreview(location.pattern) && answersItself(location),
      `${location.label}: ${PREVIEW_SNIPPET} on the preview page only`,
    );
    const included = has(location.body, 'include', snippetOf(location.pattern));
    if (has(location.body, 'proxy_pass')) {
      assert.ok(!included && !has(location.body, 'add_header'), `${location.label}: the API sends its own headers`);
    } else if (answersItself(location)) {
      assert.ok(included, `${location.label} includes ${SNIPPET}`);
    }
    if (has(location.body, 'add_header')) assert.ok(included, `${location.label}: an add_header drops the inherited ones`);
  }

  // Pages, files and redirects land in locations with the headers.
  const cases: Array<[string, string | undefined]> = [
    ['/', 'no-cache'],
    ['/about/history', 'no-cache'],
    ['/fa/about/history', 'no-cache'],
    ['/fa', 'no-cache'],
    ['/assets/js/main.abc.js', 'public, max-age=31536000, immutable'],
    ['/fa/pagefind/pagefind.js', 'no-cache'],
    ['/img/logo.svg', 'public, max-age=86400'],
    ['/about/history/', 'public, max-age=86400'],
    // Feeds, sitemaps, calendars and robots.txt: revalidate.
    ['/news/rss.xml', 'no-cache'],
    ['/fa/news/rss.xml', 'no-cache'],
    ['/sitemap.xml', 'no-cache'],
    ['/fa/sitemap.xml', 'no-cache'],
    ['/events.ics', 'no-cache'],
    ['/ps/events.ics', 'no-cache'],
    ['/robots.txt', 'no-cache'],
    // The web editor: its own headers, always revalidated.
    ['/admin', 'no-cache'],
    ['/admin/config.yml', 'no-cache'],
    ['/admin/decap-cms.js', 'no-cache'],
    ['/admin/', 'public, max-age=86400'],
    ['/admin/preview', 'no-cache'],
    ['/fa/admin/preview', 'no-cache'],
    ['/ps/admin/preview', 'no-cache'],
  ];
  for (const [uri, cacheControl] of cases) {
    const location = selectLocation(locations, uri);
    assert.ok(location, `a location for ${uri}`);
    assert.ok(has(location.body, 'include', snippetOf(uri)), `${uri} → ${location.label} sends the security headers`);
    if (cacheControl !== undefined) {
      assert.ok(has(location.body, 'add_header', 'Cache-Control', cacheControl), `${uri} → ${location.label}: Cache-Control ${cacheControl}`);
    }
  }
  for (const uri of ['/web/news/1/en', '/healthz']) {
    assert.ok(has(selectLocation(locations, uri)?.body ?? [], 'proxy_pass'), `${uri} goes to the API`);
  }
  // Records and programs: the page the build rendered, else the Node
  // replicas, which write the item into its route's template; when none
  // answers, an internal location sends the template.
  const proxy = locations.find((location) => location.pattern === '@university_page');
  assert.ok(
    proxy && has(proxy.body, 'proxy_pass') && has(proxy.body, 'error_page', '502', '503', '504', '=', '/__template$uri'),
    'the page proxy falls back to the template',
  );
  const rendered: Array<[string, string]> = [
    ['/news/general/1', '$uri.html'],
    ['/fa/News/general/1', '$university_locale/news/general/$university_id.html'],
    ['/ps/event/3', '$uri.html'],
    ['/Events/some-words/3', '$university_locale/event/$university_id.html'],
    ['/career/current-opportunities/position/2', '$uri.html'],
    ['/fa/career/employee-of-the-month/2', '$uri.html'],
    ['/fa/academics/programs/mba/faculty-profile/3', '$uri.html'],
    ['/academics/programs/mba/fee-structure', '$uri.html'],
  ];
  for (const [uri, file] of rendered) {
    const location = selectLocation(locations, uri);
    assert.ok(location && has(location.body, 'try_files', file, '@university_page'), `${uri}: the rendered page, else the server`);
    assert.ok(has(location.body, 'include', SNIPPET), `${uri}: the rendered page goes out with the headers`);
    const fallback = selectLocation(locations, `/__template${uri}`);
    assert.ok(fallback && has(fallback.body, 'internal') && has(fallback.body, 'try_files'), `${uri}: a template location`);
    assert.ok(
      has(fallback.body, 'include', SNIPPET) && has(fallback.body, 'add_header', 'Cache-Control', 'no-cache'),
      `${uri}: the template goes out with the headers`,
    );
  }
  for (const uri of ['/news/general/007', '/fa/event/1234567890']) {
    assert.ok(has(selectLocation(locations, uri)?.body ?? [], 'try_files', '/__nothing', '@university_page'), `${uri}: not canonical, to the server`);
  }
  // The route table's query forms: to the replicas, which redirect.
  for (const uri of [
    '/academics/programs/fee-structure',
    '/fa/academics/faculty/dean-message',
    '/academics/faculty',
    '/academics/programs/faculty-profile/3',
  ]) {
    assert.ok(
      has(selectLocation(locations, uri)?.body ?? [], 'try_files', '/__nothing', '@university_redirect'),
      `${uri}: to the server, which redirects`,
    );
  }
  for (const uri of ['/fa/events', '/academics/programs']) {
    const location = selectLocation(locations, uri);
    assert.ok(location && has(location.body, 'error_page', '418', '=', '@university_redirect'), `${uri}: with a query, to the server`);
    assert.ok(has(location.body, 'try_files', '$uri.html', '=404'), `${uri}: without one, the page`);
  }
  assert.ok(has(selectLocation(locations, '/news/general/0.html')?.body ?? [], 'return', '404'), 'a template is no page of its own');
});

// --- nginx itself (server/test/nginx-harness.ts runs it) ----------------------

test('nginx running deploy/nginx.conf answers with the same headers as the Node server', async (t) => {
  const nginx = findNginx();
  if (nginx === undefined) {
    const notice = 'nginx not found (set NGINX_BIN): skipping the run of deploy/nginx.conf';
    // .ci/run installs Debian's nginx: in CI a missing nginx is a failure.
    if (process.env.CI === 'true') throw new Error(`${notice} is not allowed in CI (CI=true)`);
    process.stdout.write(`NOTICE: ${notice}\n`);
    t.skip(notice);
    return;
  }
  const siteDir = await fakeBuild(t);
  const {text: snippet} = await cliHeaders(siteDir);
  const {text: adminSnippet} = await cliHeaders(siteDir, 'admin');
  const {text: previewSnippet} = await cliHeaders(siteDir, 'preview');
  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);
  const imageVariantsDir = await mkdtemp(path.join(tmpdir(), 'uni-nginx-variants-'));
  t.after(() => rm(imageVariantsDir, {recursive: true, force: true}));
  const fastify: FastifyInstance = await buildApp(t, {databaseUrl: database.url, siteDir, imageVariantsDir, prepareImageVariants: false});
  await fastify.listen({port: 0, host: '127.0.0.1'});
  const apiPort = (fastify.server.address() as AddressInfo).port;
  const {port} = await startNginx(t, {nginx, siteDir, securitySnippet: snippet, adminSnippet, previewSnippet, upstreamPorts: [apiPort]});

  const requests: Array<{
    url: string;
    method?: string;
    headers?: Record<string, string>;
    same?: Array<'cache-control' | 'content-type' | 'location' | 'content-encoding' | 'content-range' | 'body'>;
  }> = [
    {url: '/', same: ['cache-control', 'content-type']},
    {url: '/about/history', same: ['cache-control', 'content-type']},
    {url: '/fa/about/history', same: ['cache-control', 'content-type']},
    {url: '/news/general/7', same: ['cache-control', 'content-type']},
    {url: '/fa/news/general/7', same: ['cache-control', 'content-type']},
    {url: '/news/general/3', same: ['cache-control', 'content-type', 'body']},
    {url: '/fa/News/general/3', same: ['cache-control', 'content-type', 'body']},
    {url: '/events?page=2', same: ['cache-control', 'content-type', 'body']},
    {url: '/fa/events?page=2&utm=x', same: ['cache-control', 'content-type', 'body']},
    {url: '/events?page=02', same: ['cache-control', 'content-type', 'body']},
    {url: '/events?page=..%2F..%2Fnews%2Fgeneral%2F3', same: ['cache-control', 'content-type', 'body']},
    {url: '/events~2'},
    {url: '/assets/js/main.abc.js', same: ['cache-control']},
    // The build's gzip twin (nginx's gzip_static; brotli_static needs a module stock nginx lacks).
    {url: '/assets/js/app.abc.js', headers: {'accept-encoding': 'gzip'}, same: ['cache-control', 'content-encoding']},
    {url: '/assets/js/app.abc.js', headers: {'accept-encoding': 'identity'}, same: ['cache-control', 'content-encoding']},
    {url: '/img/logo.svg', same: ['cache-control']},
    // A photo's version: not in the build, so nginx passes it to the app, which makes it.
    {url: '/img/news/photo.webp.400w.avif', same: ['cache-control', 'content-type', 'body']},
    {url: '/img/news/photo.webp.share.jpg', same: ['cache-control', 'content-type', 'body']},
    {url: '/img/news/missing.webp.400w.avif', same: ['content-type']},
    // A part of a photo. (Not compared: an invalid range, `bytes=100-50`,
    // which nginx refuses with 416 where the Node server ignores it, RFC
    // 9110 allowing either; and nginx's own 416, which repeats every
    // `add_header ... always` line.)
    {url: '/img/news/photo.webp', headers: {range: 'bytes=0-9'}, same: ['content-range', 'body']},
    {url: '/pagefind/pagefind.js', same: ['cache-control']},
    {url: '/news/rss.xml', same: ['cache-control', 'content-type']},
    {url: '/fa/news/rss.xml', same: ['cache-control', 'content-type']},
    {url: '/sitemap.xml', same: ['cache-control', 'content-type']},
    {url: '/events.ics', same: ['cache-control', 'content-type']},
    {url: '/robots.txt', same: ['cache-control', 'content-type']},
    {url: '/about/history/', same: ['location', 'cache-control']},
    {url: '/nowhere', same: ['content-type']},
    {url: '/fa/nowhere.xml', same: ['content-type']},
    {url: '/news/general/([0-9]+)'},
    {url: '/.env'},
    {url: '/', method: 'POST'},
    {url: '/web/news/1/en', same: ['cache-control', 'content-type']},
    // One address per page: the .html spellings redirect; the 404 pages are 404s.
    {url: '/about/history.html', same: ['location', 'cache-control']},
    {url: '/fa/about/history.html?x=1', same: ['location', 'cache-control']},
    {url: '/news/general/3.html', same: ['location', 'cache-control']},
    {url: '/index.html', same: ['location', 'cache-control']},
    {url: '/fa/index.html', same: ['location', 'cache-control']},
    {url: '/admin/index.html', same: ['location', 'cache-control']},
    {url: '/nowhere.html', same: ['content-type']},
    {url: '/404.html', same: ['content-type']},
    {url: '/fa/404.html', same: ['content-type']},
    {url: '/admin', same: ['cache-control', 'content-type', 'body']},
    {url: '/%61dmin', same: ['cache-control', 'content-type', 'body']},
    {url: '/admin/missing.js', same: ['content-type']},
    {url: '/admin/', same: ['location', 'cache-control']},
    {url: '/admin/config.yml', same: ['cache-control', 'body']},
    {url: '/admin/decap-cms.js', headers: {'accept-encoding': 'gzip'}, same: ['cache-control', 'content-encoding']},
    {url: '/admin/preview', same: ['cache-control', 'content-type', 'body']},
    {url: '/fa/admin/preview', same: ['cache-control', 'content-type', 'body']},
  ];
  for (const {url, method = 'GET', headers = {}, same = []} of requests) {
    const node = await fastify.inject({url, method, headers});
    const viaNginx = await fetch(`http://127.0.0.1:${port}${url}`, {method, headers, redirect: 'manual'});
    const label = `${method} ${url}`;
    assert.equal(viaNginx.status, node.statusCode, `${label}: status`);
    const nginxHeaders: Record<string, string> = {};
    viaNginx.headers.forEach((value, name) => (nginxHeaders[name] = value));
    // fetch joins repeated headers with ", ", so a doubled header differs here.
    assert.deepEqual(securityPart(nginxHeaders), securityPart(node.headers), `${label}: security headers`);
    for (const name of same) {
      if (name === 'body') continue;
      // nginx writes redirects absolute (http://host/path), the Node server relative.
      const location = new URL(nginxHeaders.location ?? '', 'http://x');
      const value = name === 'location' ? `${location.pathname}${location.search}` : nginxHeaders[name];
      assert.equal(value, node.headers[name], `${label}: ${name}`);
    }
    const body = await viaNginx.text();
    if (viaNginx.status === 404)
      assert.match(body, url.startsWith('/fa/') ? /not found fa\// : /not found <\/main>/, `${label}: the locale's 404 page`);
    if (same.includes('body')) assert.equal(body, node.body, `${label}: the same page`);
  }
});

test("nginx still serves the previous release's hashed bundles to its pages, and only hashed bundles", async (t) => {
  const nginx = findNginx();
  if (nginx === undefined) {
    const notice = 'nginx not found (set NGINX_BIN): skipping the run of deploy/nginx.conf';
    if (process.env.CI === 'true') throw new Error(`${notice} is not allowed in CI (CI=true)`);
    process.stdout.write(`NOTICE: ${notice}\n`);
    t.skip(notice);
    return;
  }
  const siteDir = await fakeBuild(t);
  // The release before this one: a bundle the new build no longer has, and a page.
  const previousSiteDir = await mkdtemp(path.join(tmpdir(), 'uni-previous-'));
  t.after(() => rm(previousSiteDir, {recursive: true, force: true}));
  await mkdir(path.join(previousSiteDir, 'assets', 'js'), {recursive: true});
  await writeFile(path.join(previousSiteDir, 'assets', 'js', 'main.0ld.js'), 'console.log("previous release");\n');
  await writeFile(path.join(previousSiteDir, 'only-before.html'), '<!doctype html><title>gone</title>');
  const {text: snippet} = await cliHeaders(siteDir);
  const {text: adminSnippet} = await cliHeaders(siteDir, 'admin');
  const {port} = await startNginx(t, {nginx, siteDir, securitySnippet: snippet, adminSnippet, upstreamPorts: [1], previousSiteDir});

  const old = await fetch(`http://127.0.0.1:${port}/assets/js/main.0ld.js`);
  assert.equal(old.status, 200);
  assert.equal(await old.text(), 'console.log("previous release");\n');
  assert.equal(old.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.ok(old.headers.get('content-security-policy'), 'the security headers come with it');
  // The new build's own bundle is served from the new build; what neither has is not found.
  assert.equal((await fetch(`http://127.0.0.1:${port}/assets/js/main.abc.js`)).status, 200);
  assert.equal((await fetch(`http://127.0.0.1:${port}/assets/js/nowhere.1.js`)).status, 404);
  // Pages are never served from the previous release.
  assert.equal((await fetch(`http://127.0.0.1:${port}/only-before.html`, {redirect: 'manual'})).status, 404);
});
