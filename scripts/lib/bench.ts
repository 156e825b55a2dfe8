/**
 * What the benchmarks (`npm run bench:api`, `npm run bench:static`) share:
 * a temporary database loaded from data/, starting and stopping servers,
 * autocannon runs with the server's CPU time per request read from /proc,
 * the process's resident memory, and the "ceiling" server: a bare
 * node:http process answering fixed bytes from memory.
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {request as httpRequest} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import autocannonModule from 'autocannon';
import {DataValidationError} from '../../server/src/db/import/index';
import {loadContent} from '../../server/src/db/load-content';

/** The repository root. */
export const ROOT = path.resolve(__dirname, '..', '..');

/** The subset of autocannon's result the benchmarks read. */
export interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
/** autocannon's result, as far as it is read here. */
export interface AutocannonResult {
  requests: Histogram & {total?: number};
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
}
/** One request of an autocannon run. */
export interface AutocannonRequest {
  path: string;
  headers?: Record<string, string>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;
// autocannon ships no type declarations (scripts/autocannon.d.ts declares the module untyped).
const autocannon = autocannonModule as Autocannon;

/** A database for the benchmarked server: DATABASE_URL as it is, or a temporary SQLite file loaded from data/. */
export async function prepareDatabase(): Promise<{url: string; source: string; cleanup: () => Promise<void>}> {
  if (process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== '') {
    return {url: process.env.DATABASE_URL, source: 'DATABASE_URL as it is', cleanup: async () => {}};
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'uni-bench-'));
  const url = `sqlite:${path.join(dir, 'bench.sqlite')}`;
  let source = 'data/';
  try {
    await loadContent(url, path.join(ROOT, 'data'));
  } catch (error) {
    if (!(error instanceof DataValidationError)) throw error;
    source = 'server/test/fixtures/data (data/ is not valid yet)';
    await loadContent(url, path.join(ROOT, 'server', 'test', 'fixtures', 'data'));
  }
  return {url, source, cleanup: () => rm(dir, {recursive: true, force: true})};
}

/** Starts server/src/server.ts with `env` on top of the environment (its output discarded, errors shown). */
export function startApiServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {...process.env, HOST: '127.0.0.1', ...env},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The ceiling server's code. It answers from memory, with no framework:
 * each path with the bytes and headers given for it on stdin (JSON,
 * bodies in base64).
 */
const CEILING_SOURCE = `
const http = require('node:http');
let input = '';
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', () => {
  const answers = new Map();
  for (const [p, {body, headers}] of Object.entries(JSON.parse(input))) {
    const bytes = Buffer.from(body, 'base64');
    answers.set(p, [bytes, {...headers, 'content-length': bytes.length}]);
  }
  http.createServer((req, res) => {
    const answer = answers.get(req.url);
    if (answer === undefined) { res.statusCode = 404; res.end(); return; }
    res.writeHead(200, answer[1]);
    res.end(answer[0]);
  }).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
});
`;

/** One fixed answer of the ceiling. */
export interface CeilingAnswer {
  readonly body: Buffer;
  readonly headers: Record<string, string>;
}

/** Starts the ceiling on `port` with these answers by path; resolves once it listens. */
export async function startCeiling(port: number, answers: Record<string, CeilingAnswer>): Promise<ChildProcess> {
  const ceiling = spawn(process.execPath, ['-e', CEILING_SOURCE], {
    env: {...process.env, PORT: String(port)},
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const encoded = Object.fromEntries(
    Object.entries(answers).map(([p, answer]) => [p, {body: answer.body.toString('base64'), headers: answer.headers}]),
  );
  ceiling.stdin?.end(JSON.stringify(encoded));
  await waitForHttp(`http://127.0.0.1:${port}${Object.keys(answers)[0]}`, ceiling);
  return ceiling;
}

/** Headers that belong to the connection, not the answer: a copied answer leaves them out. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** GETs a URL and returns the bytes as sent (compressed ones not decoded, unlike fetch) and the answer's own headers. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<CeilingAnswer & {status: number}> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const own: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) own[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: own});
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Waits until `url` answers 2xx; throws if the server exits or 30 s pass. */
export async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

/** Stops a child process with SIGTERM and waits for it to exit. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * CPU seconds a process has used (user + system), from /proc; undefined
 * where there is no /proc. Linux counts in clock ticks of 1/100 s.
 */
export async function cpuSeconds(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process in MB (VmRSS from /proc); undefined where there is no /proc. */
export async function residentMegabytes(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'));
    return match === null ? undefined : Number(match[1]) / 1024;
  } catch {
    return undefined;
  }
}

/** One measured run: autocannon's result and the server's CPU time per answer. */
export interface Measured {
  readonly result: AutocannonResult;
  /** Server CPU microseconds per request; steadier than req/s on a busy machine. */
  readonly cpuMicros: number | undefined;
}

/** Options of a measured run. */
export interface RunOptions {
  readonly connections: number;
  readonly seconds: number;
  readonly headers?: Record<string, string>;
  readonly requests?: AutocannonRequest[];
  /** Requests sent first, unmeasured, so the server is measured hot (0: none). */
  readonly warmUp?: number;
}

/**
 * Runs autocannon against `url` for `seconds` and reads the server's CPU
 * time around the run. The warm-up is a fixed number of requests, not
 * seconds: on a busy machine a few seconds may be too few.
 */
export async function measure(url: string, server: ChildProcess, options: RunOptions): Promise<Measured> {
  const common = {url, connections: options.connections, headers: options.headers, requests: options.requests};
  if ((options.warmUp ?? 5000) > 0) await autocannon({...common, amount: options.warmUp ?? 5000});
  const before = await cpuSeconds(server.pid);
  const result = await autocannon({...common, duration: options.seconds});
  const after = await cpuSeconds(server.pid);
  const total = result.requests.total ?? result.requests.average * options.seconds;
  const cpuMicros = before === undefined || after === undefined ? undefined : ((after - before) / total) * 1e6;
  return {result, cpuMicros};
}

/** Sends each of `requests` once, one at a time. */
export async function requestEachOnce(url: string, requests: AutocannonRequest[]): Promise<void> {
  await autocannon({url, connections: 1, amount: requests.length, requests});
}

/** Pads text to a column width. */
export function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** One row of a results table: a server's figures and, on a ceiling's row, the ratios to ours. */
export function resultRow(label: string, server: string, measured: Measured, ours?: Measured): string {
  const {result, cpuMicros} = measured;
  const problems = result.errors + result.timeouts + result.non2xx;
  // On a ceiling's row, against our server's run: req/s ours ÷ the
  // ceiling's, CPU per request the ceiling's ÷ ours (1 would be as cheap as
  // the ceiling; higher is better for both).
  const ratio = ours === undefined ? '' : (ours.result.requests.average / result.requests.average).toFixed(2);
  const cpuRatio = ours === undefined || cpuMicros === undefined || ours.cpuMicros === undefined ? '' : (cpuMicros / ours.cpuMicros).toFixed(2);
  return (
    `${pad(label, 30)}${pad(server, 16)}${pad(result.requests.average.toFixed(0), 9)}` +
    `${pad(String(result.latency.p50), 8)}${pad(String(result.latency.p99), 8)}${pad(ratio, 7)}` +
    `${pad(cpuMicros === undefined ? 'n/a' : cpuMicros.toFixed(0), 12)}${cpuRatio}` +
    `${problems > 0 ? `  (${problems} errors/non-2xx)` : ''}\n`
  );
}

/** The header line of a results table. */
export function resultHeader(): string {
  const header =
    `${pad('path', 30)}${pad('server', 16)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}` +
    `${pad('ratio', 7)}${pad('cpu µs/req', 12)}cpu ratio`;
  return `${header}\n${'-'.repeat(header.length)}\n`;
}
