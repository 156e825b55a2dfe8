/**
 * Runs nginx on deploy/nginx.conf for the tests, unprivileged and on
 * loopback: the conf is taken as it is and only what differs on a test
 * machine is rewritten (plain HTTP on a free port instead of TLS on 443,
 * the build folder, no ngx_brotli), with the snippets the operator would
 * install written beside it: the security headers (given), the generated
 * routes, and the replicas' addresses (university-upstreams.conf).
 * A part of the conf that the rewrite expects and no longer finds fails the
 * test, so a changed conf is noticed here rather than tested half-rewritten.
 */
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {TestContext} from 'node:test';
import {serverPart} from '../src/nginx-routes-cli';

export const NGINX_CONF = path.join(__dirname, '..', '..', 'deploy', 'nginx.conf');
/** Where the conf includes its snippets from (relative to /etc/nginx). */
export const SECURITY_SNIPPET = 'snippets/university-security.conf';
/** The web editor's snippet (`security-headers-cli.ts build --admin`): its own CSP, for /admin only. */
export const ADMIN_SNIPPET = 'snippets/university-admin-security.conf';
/** The web editor's preview page's snippet (`--preview`): the site's headers, framed by the editor. */
export const PREVIEW_SNIPPET = 'snippets/university-preview-security.conf';
export const ROUTES_SERVER = 'snippets/university-routes.conf';
export const UPSTREAMS = 'snippets/university-upstreams.conf';

/** nginx's binary: NGINX_BIN, or nginx in the usual places (Debian's is /usr/sbin/nginx). */
export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx', '/usr/local/nginx/sbin/nginx'];
  return candidates.find((candidate): candidate is string => candidate !== undefined && candidate !== '' && existsSync(candidate));
}

/** Rewrites a part of the conf that must exist (so a changed conf fails here, not silently). */
export function replaceOnce(text: string, search: string | RegExp, replacement: string): string {
  const count =
    typeof search === 'string'
      ? text.split(search).length - 1
      : (text.match(new RegExp(search.source, `${search.flags.replace('g', '')}g`)) ?? []).length;
  assert.ok(count >= 1, `deploy/nginx.conf no longer contains ${String(search)}`);
  return typeof search === 'string'
    ? text.split(search).join(replacement)
    : text.replace(new RegExp(search.source, `${search.flags.replace('g', '')}g`), replacement);
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
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

export interface NginxOptions {
  readonly nginx: string;
  /** The built site nginx serves. */
  readonly siteDir: string;
  /** The security headers snippet (server/src/security-headers-cli.ts's output for siteDir). */
  readonly securitySnippet: string;
  /** The web editor's snippet (the same CLI with `--admin`). */
  readonly adminSnippet: string;
  /** The editor's preview page's snippet (`--preview`); the site's when a test does not look at that page. */
  readonly previewSnippet?: string;
  /** Loopback ports of the API replicas. */
  readonly upstreamPorts: readonly number[];
  /**
   * The parameters of each upstream line; by default those of
   * deploy/upstreams.conf (`max_fails=3 fail_timeout=10s`).
   */
  readonly upstreamParams?: string;
  /** worker_connections (the default suits a handful of sequential requests). */
  readonly workerConnections?: number;
  /** Where nginx writes its access log (off when not given). */
  readonly accessLog?: boolean;
  /** The previous release's build, whose hashed bundles nginx still serves (none when not given). */
  readonly previousSiteDir?: string;
}

export interface RunningNginx {
  readonly port: number;
  /** nginx's error log so far. */
  errorLog(): Promise<string>;
}

/** Starts nginx on deploy/nginx.conf, stopped when the test ends. */
export async function startNginx(t: TestContext, options: NginxOptions): Promise<RunningNginx> {
  const {nginx, siteDir, securitySnippet, upstreamPorts} = options;
  const prefix = await mkdtemp(path.join(tmpdir(), 'uni-nginx-'));
  t.after(() => rm(prefix, {recursive: true, force: true}));
  await mkdir(path.join(prefix, 'snippets'), {recursive: true});
  await mkdir(path.join(prefix, 'logs'), {recursive: true});
  await writeFile(path.join(prefix, SECURITY_SNIPPET), securitySnippet);
  await writeFile(path.join(prefix, ADMIN_SNIPPET), options.adminSnippet);
  await writeFile(path.join(prefix, PREVIEW_SNIPPET), options.previewSnippet ?? securitySnippet);
  await writeFile(path.join(prefix, ROUTES_SERVER), serverPart());
  // The same line per replica as deploy/upstreams.conf, with the test's ports.
  const example = await readFile(path.join(path.dirname(NGINX_CONF), 'upstreams.conf'), 'utf8');
  const line = /^server 127\.0\.0\.1:\d+ ([^;]*);/m.exec(example);
  assert.ok(line, 'deploy/upstreams.conf has a "server 127.0.0.1:<port> ..." line');
  const params = options.upstreamParams ?? line[1];
  await writeFile(path.join(prefix, UPSTREAMS), upstreamPorts.map((port) => `server 127.0.0.1:${port} ${params};\n`).join(''));
  const mimeTypes = [
    path.resolve(path.dirname(nginx), '..', '..', 'etc', 'nginx', 'mime.types'),
    '/etc/nginx/mime.types',
    '/usr/local/nginx/conf/mime.types',
  ].find((file) => existsSync(file));
  assert.ok(mimeTypes, 'nginx mime.types');

  let conf = await readFile(NGINX_CONF, 'utf8');
  assert.ok(conf.includes(`include ${UPSTREAMS};`), `deploy/nginx.conf includes ${UPSTREAMS}`);
  // The port-80 redirect server is not part of what is tested.
  conf = replaceOnce(conf, /server \{\n\s+listen 80;[\s\S]*?\n\}\n/, '');
  conf = replaceOnce(conf, /listen 443 ssl http2;/, 'listen 127.0.0.1:@PORT@;');
  conf = replaceOnce(conf, /\n\s*listen \[::\]:443 ssl http2;/, '');
  conf = replaceOnce(conf, /\n\s*ssl_certificate(_key)? [^;]+;/, '');
  conf = replaceOnce(conf, /root \/srv\/university\/build;/, `root ${siteDir};`);
  conf = replaceOnce(
    conf,
    /root \/srv\/university\/previous\/build;/,
    `root ${options.previousSiteDir ?? path.join(prefix, 'no-previous-release')};`,
  );
  // ngx_brotli is not part of stock nginx.
  conf = replaceOnce(conf, /\n\s*brotli_static on;/, '');
  const errorLog = (): Promise<string> => readFile(path.join(prefix, 'logs', 'error.log'), 'utf8').catch(() => '');
  // A free port can be taken by another process (a test file running beside
  // this one, another program) before nginx binds it: then try another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const main = [
      'daemon off;',
      'master_process off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      `events { worker_connections ${options.workerConnections ?? 64}; }`,
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      options.accessLog === true ? `  access_log ${prefix}/logs/access.log;` : '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`),
      conf.replace('@PORT@', String(port)),
      '}',
    ].join('\n');
    await writeFile(path.join(prefix, 'nginx.conf'), main);
    await rm(path.join(prefix, 'nginx.pid'), {force: true});

    const child: ChildProcess = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {stdio: ['ignore', 'ignore', 'pipe']});
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    t.after(async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    });
    for (let wait = 0; wait < 100 && child.exitCode === null; wait++) {
      // nginx writes its pid file once it has bound its port: only then is what answers there this nginx.
      if (existsSync(path.join(prefix, 'nginx.pid'))) {
        try {
          await fetch(`http://127.0.0.1:${port}/robots.txt`);
          if (child.exitCode === null) return {port, errorLog};
        } catch {
          // Not answering yet.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    const why = `${stderr} ${await errorLog()}`;
    if (attempt >= 5 || !/Address already in use/.test(why)) throw new Error(`nginx did not start: ${why}`);
  }
}
