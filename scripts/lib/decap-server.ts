/**
 * Starts decap-server (npm), the local backend of the web editor: it reads
 * and writes the files of one folder, which the editor (Decap CMS at /admin,
 * opened on localhost) uses instead of GitHub. `npm run cms` runs it on the
 * working copy; the browser test on a temporary copy.
 *
 * decap-server takes its settings from the environment: PORT, MODE (`fs`:
 * plain files, no git), and GIT_REPO_DIRECTORY, the folder whose files it
 * serves (its working directory otherwise); every path it is asked for must
 * resolve inside that folder.
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {createServer} from 'node:net';
import path from 'node:path';

export interface DecapServer {
  /** The API address the editor's `local_backend.url` names. */
  readonly apiUrl: string;
  readonly port: number;
  /** Stops the server (and waits until it has exited). */
  stop(): Promise<void>;
}

export interface DecapServerOptions {
  /** The folder whose data/, docs/, i18n/ and static/ the editor reads and writes. */
  readonly repoDir: string;
  /** The port (default 8081; `npm run cms` passes CMS_PORT, which the editor's configuration names too). */
  readonly port?: number;
  /** How long to wait for it to answer, in ms. */
  readonly timeoutMs?: number;
}

/** A port nobody listens on right now, for tests that run beside a developer's `npm run cms`. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function answersInfo(apiUrl: string): Promise<boolean> {
  try {
    const response = await fetch(apiUrl, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({action: 'info'}),
    });
    return response.ok && typeof ((await response.json()) as {repo?: unknown}).repo === 'string';
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts decap-server on `repoDir` and resolves once it answers. */
export async function startDecapServer({repoDir, port = 8081, timeoutMs = 20_000}: DecapServerOptions): Promise<DecapServer> {
  const root = path.resolve(repoDir);
  const apiUrl = `http://localhost:${port}/api/v1`;
  if (await answersInfo(apiUrl)) {
    throw new Error(`something already answers at ${apiUrl}: stop it, or set CMS_PORT to another port`);
  }
  const entry = require.resolve('decap-server/dist/index.js');
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {...process.env, PORT: String(port), MODE: 'fs', GIT_REPO_DIRECTORY: root, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn'},
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await answersInfo(apiUrl))) {
    if (child.exitCode !== null) throw new Error(`decap-server exited with code ${child.exitCode} before answering`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`decap-server did not answer at ${apiUrl} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {apiUrl, port, stop};
}
