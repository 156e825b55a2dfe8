/**
 * The nginx example sends the Node server's headers (issue #8 point 4).
 * deploy/nginx.conf serves the build itself and takes its security headers
 * from a snippet that server/src/security-headers-cli.ts prints; a header
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
 *   Without nginx that part is skipped with a printed notice (CI machines
 *   need not have nginx; the first two checks still run).
 */
import assert from 'node:assert/strict';
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, type TestContext} from 'node:test';
import {promisify} from 'node:util';
import type {FastifyInstance} from 'fastify';
import {buildApp, createSqliteDatabase, loadData} from './helper';

const REPO = path.join(__dirname, '..', '..');
const CLI = path.join(REPO, 'server', 'src', 'security-headers-cli.ts');
const NGINX_CONF = path.join(REPO, 'deploy', 'nginx.conf');
/** Where the conf includes the snippet from (relative to /etc/nginx). */
const SNIPPET = 'snippets/university-security.conf';

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

/** A build with a page, a detail template, an asset and the feeds, in two locales. */
async function fakeBuild(t: TestContext): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'uni-nginx-build-'));
  t.after(() => rm(root, {recursive: true, force: true}));
  const files: Record<string, string> = {
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'sitemap.xml': '<?xml version="1.0"?><sitemapindex/>',
    'events.ics': 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    'assets/js/main.abc.js': 'console.log(1);',
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'pagefind/pagefind.js': 'export {};',
  };
  for (const prefix of ['', 'fa/']) {
    files[`${prefix}index.html`] = page(`home ${prefix}`);
    files[`${prefix}404.html`] = page(`not found ${prefix}`);
    files[`${prefix}about/history.html`] = page(`history ${prefix}`);
    files[`${prefix}news/general/:id.html`] = page(`news template ${prefix}`);
    files[`${prefix}news/rss.xml`] = '<?xml version="1.0"?><rss version="2.0"/>';
  }
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), {recursive: true});
    await writeFile(path.join(root, name), content);
  }
  return root;
}

/** Runs the CLI on a build and parses its `add_header name "value" always;` lines. */
async function cliHeaders(siteDir: string): Promise<{text: string; headers: Map<string, string>}> {
  const {stdout} = await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, siteDir], {cwd: REPO});
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
    (location) => (location.modifier === '~' || location.modifier === '~*') && new RegExp(location.pattern, location.modifier === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? prefix;
}

const has = (body: Directive[], name: string, ...args: string[]): boolean =>
  body.some((directive) => directive.name === name && args.every((arg, index) => directive.args[index] === arg));

/** A location answers by itself unless it proxies or only hands a 404 to error_page. */
function answersItself(location: Location): boolean {
  if (has(location.body, 'proxy_pass')) return false;
  const returns = location.body.filter((directive) => directive.name === 'return');
  return !(returns.length > 0 && returns.every((directive) => directive.args[0] === '404') && !has(location.body, 'try_files'));
}

/** The HTTPS server block of the conf (the one that serves the site). */
async function siteServer(): Promise<{text: string; server: Directive[]}> {
  const text = await readFile(NGINX_CONF, 'utf8');
  const servers = parseConf(text).filter((directive) => directive.name === 'server' && directive.block !== undefined);
  const site = servers.find((server) => has(server.block!, 'root'));
  assert.ok(site, 'a server block with a root');
  return {text, server: site.block!};
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
  assert.match(text, new RegExp(`security-headers-cli\\.ts build > /etc/nginx/${SNIPPET.replace(/\./g, '\\.')}`), 'the conf says how to make the snippet');
  // Server-level add_header lines would be inherited by /web/ (twice the
  // headers) and lost by every location with a Cache-Control of its own.
  assert.ok(!has(server, 'add_header') && !has(server, 'include', SNIPPET), 'no server-level security headers');

  const locations = locationsOf(server);
  assert.ok(locations.length > 10);
  for (const location of locations) {
    const included = has(location.body, 'include', SNIPPET);
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
    ['/about/history/', undefined],
    // Feeds, sitemaps, calendars and robots.txt: revalidate.
    ['/news/rss.xml', 'no-cache'],
    ['/fa/news/rss.xml', 'no-cache'],
    ['/sitemap.xml', 'no-cache'],
    ['/fa/sitemap-fa.xml', 'no-cache'],
    ['/events.ics', 'no-cache'],
    ['/ps/events.ics', 'no-cache'],
    ['/robots.txt', 'no-cache'],
  ];
  for (const [uri, cacheControl] of cases) {
    const location = selectLocation(locations, uri);
    assert.ok(location, `a location for ${uri}`);
    assert.ok(has(location.body, 'include', SNIPPET), `${uri} → ${location.label} sends the security headers`);
    if (cacheControl !== undefined) {
      assert.ok(has(location.body, 'add_header', 'Cache-Control', cacheControl), `${uri} → ${location.label}: Cache-Control ${cacheControl}`);
    }
  }
  for (const uri of ['/web/news/1/en', '/healthz']) {
    assert.ok(has(selectLocation(locations, uri)?.body ?? [], 'proxy_pass'), `${uri} goes to the API`);
  }
  // Detail pages go to the Node replicas, which write the item into the
  // head; when none answers, an internal location sends the template.
  for (const uri of ['/news/general/1', '/fa/News/general/1', '/ps/event/3', '/Events/some-words/3', '/career/current-opportunities/position/2', '/fa/career/employee-of-the-month/2', '/academics/programs/faculty-profile/3']) {
    const location = selectLocation(locations, uri);
    assert.ok(location && has(location.body, 'proxy_pass'), `${uri} goes to the server`);
    assert.ok(has(location.body, 'error_page', '502', '503', '504', '=', '/__template$uri'), `${uri}: falls back to the template`);
    const fallback = selectLocation(locations, `/__template${uri}`);
    assert.ok(fallback && has(fallback.body, 'internal') && has(fallback.body, 'try_files'), `${uri}: a template location`);
    assert.ok(has(fallback.body, 'include', SNIPPET) && has(fallback.body, 'add_header', 'Cache-Control', 'no-cache'), `${uri}: the template goes out with the headers`);
  }
});

// --- nginx itself -------------------------------------------------------------

/** nginx's binary: NGINX_BIN, or nginx in the usual places. */
function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx', '/usr/local/nginx/sbin/nginx'];
  return candidates.find((candidate): candidate is string => candidate !== undefined && candidate !== '' && existsSync(candidate));
}

/** Rewrites a part of the conf that must exist (so a changed conf fails here, not silently). */
function replaceOnce(text: string, search: string | RegExp, replacement: string): string {
  const count = typeof search === 'string' ? text.split(search).length - 1 : (text.match(new RegExp(search.source, `${search.flags.replace('g', '')}g`)) ?? []).length;
  assert.ok(count >= 1, `deploy/nginx.conf no longer contains ${String(search)}`);
  return typeof search === 'string' ? text.split(search).join(replacement) : text.replace(new RegExp(search.source, `${search.flags.replace('g', '')}g`), replacement);
}

/** Starts nginx on deploy/nginx.conf, adapted to run unprivileged here: plain HTTP on a free port, this build, this API. */
async function startNginx(t: TestContext, nginx: string, siteDir: string, snippet: string, apiPort: number): Promise<number> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'uni-nginx-'));
  t.after(() => rm(prefix, {recursive: true, force: true}));
  await mkdir(path.join(prefix, 'snippets'), {recursive: true});
  await mkdir(path.join(prefix, 'logs'), {recursive: true});
  await writeFile(path.join(prefix, SNIPPET), snippet);
  const mimeTypes = [path.resolve(path.dirname(nginx), '..', '..', 'etc', 'nginx', 'mime.types'), '/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find(
    (file) => existsSync(file),
  );
  assert.ok(mimeTypes, 'nginx mime.types');

  const port = await freePort();
  let conf = await readFile(NGINX_CONF, 'utf8');
  // The port-80 redirect server is not part of what is compared.
  conf = replaceOnce(conf, /server \{\n\s+listen 80;[\s\S]*?\n\}\n/, '');
  conf = replaceOnce(conf, /listen 443 ssl http2;/, `listen 127.0.0.1:${port};`);
  conf = replaceOnce(conf, /\n\s*listen \[::\]:443 ssl http2;/, '');
  conf = replaceOnce(conf, /\n\s*ssl_certificate(_key)? [^;]+;/, '');
  conf = replaceOnce(conf, /root \/srv\/university\/build;/, `root ${siteDir};`);
  // ngx_brotli is not part of stock nginx.
  conf = replaceOnce(conf, /\n\s*brotli_static on;/, '');
  conf = replaceOnce(conf, /server 127\.0\.0\.1:3000 max_fails/, `server 127.0.0.1:${apiPort} max_fails`);
  const main = [
    'daemon off;',
    'master_process off;',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/logs/error.log warn;`,
    'events { worker_connections 64; }',
    'http {',
    `  include ${mimeTypes};`,
    '  default_type application/octet-stream;',
    `  access_log off;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`),
    conf,
    '}',
  ].join('\n');
  await writeFile(path.join(prefix, 'nginx.conf'), main);

  const child: ChildProcess = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  t.after(async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return port;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const log = await readFile(path.join(prefix, 'logs', 'error.log'), 'utf8').catch(() => '');
  throw new Error(`nginx did not start: ${stderr} ${log}`);
}

async function freePort(): Promise<number> {
  const {createServer} = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test('nginx running deploy/nginx.conf answers with the same headers as the Node server', async (t) => {
  const nginx = findNginx();
  if (nginx === undefined) {
    const notice = 'nginx not found (set NGINX_BIN): skipping the run of deploy/nginx.conf';
    process.stdout.write(`NOTICE: ${notice}\n`);
    t.skip(notice);
    return;
  }
  const siteDir = await fakeBuild(t);
  const {text: snippet} = await cliHeaders(siteDir);
  const database = await createSqliteDatabase();
  t.after(() => database.drop());
  await loadData(database.url);
  const fastify: FastifyInstance = await buildApp(t, {databaseUrl: database.url, siteDir});
  await fastify.listen({port: 0, host: '127.0.0.1'});
  const apiPort = (fastify.server.address() as AddressInfo).port;
  const port = await startNginx(t, nginx, siteDir, snippet, apiPort);

  const requests: Array<{url: string; method?: string; same?: Array<'cache-control' | 'content-type' | 'location'>}> = [
    {url: '/', same: ['cache-control', 'content-type']},
    {url: '/about/history', same: ['cache-control', 'content-type']},
    {url: '/fa/about/history', same: ['cache-control', 'content-type']},
    {url: '/news/general/7', same: ['cache-control', 'content-type']},
    {url: '/fa/news/general/7', same: ['cache-control', 'content-type']},
    {url: '/assets/js/main.abc.js', same: ['cache-control']},
    {url: '/img/logo.svg', same: ['cache-control']},
    {url: '/pagefind/pagefind.js', same: ['cache-control']},
    {url: '/news/rss.xml', same: ['cache-control', 'content-type']},
    {url: '/fa/news/rss.xml', same: ['cache-control', 'content-type']},
    {url: '/sitemap.xml', same: ['cache-control', 'content-type']},
    {url: '/events.ics', same: ['cache-control', 'content-type']},
    {url: '/robots.txt', same: ['cache-control', 'content-type']},
    {url: '/about/history/', same: ['location']},
    {url: '/nowhere', same: ['content-type']},
    {url: '/fa/nowhere.xml', same: ['content-type']},
    {url: '/news/general/:id'},
    {url: '/.env'},
    {url: '/', method: 'POST'},
    {url: '/web/news/1/en', same: ['cache-control', 'content-type']},
  ];
  for (const {url, method = 'GET', same = []} of requests) {
    const node = await fastify.inject({url, method});
    const viaNginx = await fetch(`http://127.0.0.1:${port}${url}`, {method, redirect: 'manual'});
    const label = `${method} ${url}`;
    assert.equal(viaNginx.status, node.statusCode, `${label}: status`);
    const nginxHeaders: Record<string, string> = {};
    viaNginx.headers.forEach((value, name) => (nginxHeaders[name] = value));
    // fetch joins repeated headers with ", ", so a doubled header differs here.
    assert.deepEqual(securityPart(nginxHeaders), securityPart(node.headers), `${label}: security headers`);
    for (const name of same) {
      // nginx writes redirects absolute (http://host/path), the Node server relative.
      const value = name === 'location' ? new URL(nginxHeaders[name] ?? '', 'http://x').pathname : nginxHeaders[name];
      assert.equal(value, node.headers[name], `${label}: ${name}`);
    }
    if (viaNginx.status === 404) assert.match(await viaNginx.text(), url.startsWith('/fa/') ? /not found fa\// : /not found <\/main>/, `${label}: the locale's 404 page`);
    else await viaNginx.arrayBuffer();
  }
});
