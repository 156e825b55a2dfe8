/**
 * Servers the measuring scripts start: the site's own (the real server on a
 * build, with a temporary SQLite database loaded from data/), and a plain
 * one for another site's build (a stock Docusaurus site to compare with),
 * which sends every file brotli-compressed as the site's own server does, so
 * the two are measured on equal terms.
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {readFile, stat} from 'node:fs/promises';
import {createServer as createHttpServer, type Server} from 'node:http';
import {createServer as createNetServer} from 'node:net';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {brotliCompressSync, constants as zlib} from 'node:zlib';

const ROOT = path.resolve(__dirname, '..', '..');

/** A server a script started: where it answers, and how to stop it. */
export interface RunningServer {
  readonly origin: string;
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts a process in its own group, so stopping it stops its children too. */
export function startGroup(command: string, args: readonly string[], env: NodeJS.ProcessEnv, stderr: 'pipe' | 'inherit'): ChildProcess {
  return spawn(command, args, {cwd: ROOT, env, detached: true, stdio: ['ignore', 'ignore', stderr]});
}

/** Stops a process started by startGroup, and its children. */
export function stopGroup(child: ChildProcess | undefined): void {
  if (child?.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Starts the site's own server (scripts/start.ts, without building) on `siteDir`, with a database of its own. */
export async function startSiteServer(siteDir: string, port?: number): Promise<RunningServer> {
  const chosen = port ?? (await freePort());
  const workDir = await mkdtemp(path.join(tmpdir(), 'site-server-'));
  const child = startGroup(
    'npx',
    ['tsx', 'scripts/start.ts'],
    {
      ...process.env,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      SITE_DIR: siteDir,
      DATABASE_URL: `sqlite:${path.join(workDir, 'site.sqlite')}`,
      LOG_LEVEL: 'warn',
    },
    'inherit',
  );
  try {
    await waitFor(`http://127.0.0.1:${chosen}/healthz`, child, 120);
  } catch (error) {
    stopGroup(child);
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${chosen}`,
    async stop() {
      stopGroup(child);
      await rm(workDir, {recursive: true, force: true});
    },
  };
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml']);

/**
 * Serves a static build folder (trailingSlash as Docusaurus writes it: `P.html`,
 * `P/index.html`), each compressible file brotli-compressed when the client
 * accepts it (compressed once, kept in memory), hashed assets cached for a
 * year and the rest revalidated.
 */
export async function serveDirectory(dir: string, port?: number): Promise<RunningServer> {
  const root = path.resolve(dir);
  const compressed = new Map<string, Buffer>();
  const fileOf = async (pathname: string): Promise<string | undefined> => {
    const clean = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [clean, `${clean}.html`, path.join(clean, 'index.html')]) {
      const file = path.join(root, candidate);
      if (!file.startsWith(root)) return undefined;
      if ((await stat(file).catch(() => undefined))?.isFile()) return file;
    }
    return undefined;
  };
  const server: Server = createHttpServer((request, response) => {
    void (async () => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      const file = (await fileOf(pathname)) ?? path.join(root, '404.html');
      const status = file.endsWith(`${path.sep}404.html`) && !pathname.endsWith('404.html') ? 404 : 200;
      const extension = path.extname(file);
      let body: Buffer = await readFile(file);
      response.setHeader('content-type', TYPES[extension] ?? 'application/octet-stream');
      response.setHeader('cache-control', /[/\\]assets[/\\]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (COMPRESSIBLE.has(extension) && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        let br = compressed.get(file);
        if (br === undefined) {
          br = brotliCompressSync(body, {params: {[zlib.BROTLI_PARAM_QUALITY]: 11}});
          compressed.set(file, br);
        }
        body = br;
        response.setHeader('content-encoding', 'br');
        response.setHeader('vary', 'accept-encoding');
      }
      response.writeHead(status);
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  const chosen = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(chosen, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${chosen}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
