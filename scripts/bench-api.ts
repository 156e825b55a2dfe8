/**
 * `npm run bench:api`: how fast the /web API answers on this machine, against
 * the fastest a Node.js HTTP server can possibly answer the same bytes.
 *
 * 1. Loads data/ (or, if data/ is not valid yet, the test fixtures) into a
 *    temporary SQLite file, unless DATABASE_URL is given.
 * 2. Starts the real server (server/src/server.ts, API only, logging at
 *    BENCH_LOG_LEVEL, default info, to /dev/null) in a child process.
 * 3. Starts the ceiling: a minimal node:http server in another child process
 *    that answers each path with the same bytes from memory, once with the
 *    body alone ("bare") and once with the API's headers too ("same").
 * 4. Runs autocannon for 10 s at 100 connections against each path on each
 *    server, and prints requests/s, p50 and p99 latency and the ratio, plus
 *    each server's CPU time per request (from /proc), a figure that shifts
 *    less than req/s when other work shares the machine.
 *
 * Ports: BENCH_PORT (default 3150) for the API and BENCH_PORT+1 for the
 * ceiling. BENCH_SECONDS and BENCH_CONNECTIONS change the load.
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {closeDatabase, openDatabase} from '../server/src/db/connection';
import {DataValidationError, importData} from '../server/src/db/import/index';
import {migrateToLatest} from '../server/src/db/migrate';

/** The subset of autocannon's result this script reads. */
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & {total?: number};
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
}) => Promise<AutocannonResult>;
// autocannon ships no type declarations.
const autocannon = require('autocannon') as Autocannon;

const PATHS = ['/web/news/latest-news/en', '/web/events/alll-events/en'];
const PORT = Number(process.env.BENCH_PORT ?? 3150);
const CEILING_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROOT = path.resolve(__dirname, '..');

/**
 * The ceiling server's code. It answers from memory, with no framework:
 * `/bare<path>` with the body and a Content-Type only, `/same<path>` with
 * the body and every header the API sends (security headers, ETag,
 * Cache-Control...), the least any server must write for that answer.
 * The bodies and headers arrive as JSON on stdin.
 */
const CEILING_SOURCE = `
const http = require('node:http');
let input = '';
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', () => {
  const answers = new Map();
  for (const [p, {body, headers}] of Object.entries(JSON.parse(input))) {
    const bytes = Buffer.from(body, 'base64');
    answers.set('/bare' + p, [bytes, {'content-type': headers['content-type'], 'content-length': bytes.length}]);
    answers.set('/same' + p, [bytes, {...headers, 'content-length': bytes.length}]);
  }
  http.createServer((req, res) => {
    const answer = answers.get(req.url);
    if (answer === undefined) { res.statusCode = 404; res.end(); return; }
    res.writeHead(200, answer[1]);
    res.end(answer[0]);
  }).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
});
`;

async function prepareDatabase(): Promise<{url: string; source: string; cleanup: () => Promise<void>}> {
  if (process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== '') {
    return {url: process.env.DATABASE_URL, source: 'DATABASE_URL as it is', cleanup: async () => {}};
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'uni-bench-'));
  const url = `sqlite:${path.join(dir, 'bench.sqlite')}`;
  const handle = openDatabase(url);
  let source = 'data/';
  try {
    await migrateToLatest(handle.db);
    try {
      await importData(handle.db, path.join(ROOT, 'data'));
    } catch (error) {
      if (!(error instanceof DataValidationError)) throw error;
      source = 'server/test/fixtures/data (data/ is not valid yet)';
      await importData(handle.db, path.join(ROOT, 'server', 'test', 'fixtures', 'data'));
    }
  } finally {
    await closeDatabase(handle);
  }
  return {url, source, cleanup: () => rm(dir, {recursive: true, force: true})};
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
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

function stop(child: ChildProcess): Promise<void> {
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
async function cpuSeconds(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** One measured run: autocannon's result and the server's CPU time per answer. */
interface Measured {
  readonly result: AutocannonResult;
  /** Server CPU microseconds per request; steadier than req/s on a busy machine. */
  readonly cpuMicros: number | undefined;
}

async function run(url: string, server: ChildProcess): Promise<Measured> {
  // A warm-up of a fixed number of requests (not seconds: on a busy machine
  // a few seconds may be too few), so both servers are measured hot.
  await autocannon({url, connections: CONNECTIONS, amount: 5000});
  const before = await cpuSeconds(server.pid);
  const result = await autocannon({url, connections: CONNECTIONS, duration: SECONDS});
  const after = await cpuSeconds(server.pid);
  const total = result.requests.total ?? result.requests.average * SECONDS;
  const cpuMicros = before === undefined || after === undefined ? undefined : ((after - before) / total) * 1e6;
  return {result, cpuMicros};
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

async function main(): Promise<void> {
  const database = await prepareDatabase();
  const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
  const api = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      SERVE_SITE: 'false',
      LOG_LEVEL: logLevel,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ceiling = spawn(process.execPath, ['-e', CEILING_SOURCE], {
    env: {...process.env, PORT: String(CEILING_PORT)},
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  try {
    await waitForHttp(`http://127.0.0.1:${PORT}/healthz`, api);
    // The ceiling answers exactly the bytes the API answers.
    const answers: Record<string, {body: string; headers: Record<string, string>}> = {};
    for (const p of PATHS) {
      const response = await fetch(`http://127.0.0.1:${PORT}${p}`, {headers: {'accept-encoding': 'identity'}});
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value;
      });
      answers[p] = {body: Buffer.from(await response.arrayBuffer()).toString('base64'), headers};
    }
    ceiling.stdin?.end(JSON.stringify(answers));
    await waitForHttp(`http://127.0.0.1:${CEILING_PORT}/bare${PATHS[0]}`, ceiling);

    process.stdout.write(
      `bench:api: ${SECONDS} s × ${CONNECTIONS} connections per run, loopback, ${database.source}, ` +
        `server log level ${logLevel}, node ${process.version}, load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}\n\n`,
    );
    const header =
      `${pad('path', 30)}${pad('server', 16)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}` +
      `${pad('ratio', 7)}${pad('cpu µs/req', 12)}cpu ratio`;
    process.stdout.write(`${header}\n${'-'.repeat(header.length)}\n`);
    for (const p of PATHS) {
      const runs: [string, Measured][] = [
        ['api', await run(`http://127.0.0.1:${PORT}${p}`, api)],
        ['ceiling (bare)', await run(`http://127.0.0.1:${CEILING_PORT}/bare${p}`, ceiling)],
        ['ceiling (same)', await run(`http://127.0.0.1:${CEILING_PORT}/same${p}`, ceiling)],
      ];
      const [, measured] = runs[0];
      const bytes = Buffer.from(answers[p].body, 'base64').length;
      runs.forEach(([name, {result, cpuMicros}], index) => {
        const problems = result.errors + result.timeouts + result.non2xx;
        const ratio = index === 0 ? '' : (measured.result.requests.average / result.requests.average).toFixed(2);
        // Inverted for CPU: the ceiling's cost per request ÷ the API's.
        const cpuRatio =
          index === 0 || cpuMicros === undefined || measured.cpuMicros === undefined
            ? ''
            : (cpuMicros / measured.cpuMicros).toFixed(2);
        const label = index === 0 ? p : index === 1 ? `  (${bytes} bytes)` : '';
        process.stdout.write(
          `${pad(label, 30)}${pad(name, 16)}${pad(result.requests.average.toFixed(0), 9)}` +
            `${pad(String(result.latency.p50), 8)}${pad(String(result.latency.p99), 8)}${pad(ratio, 7)}` +
            `${pad(cpuMicros === undefined ? 'n/a' : cpuMicros.toFixed(0), 12)}${cpuRatio}` +
            `${problems > 0 ? `  (${problems} errors/non-2xx)` : ''}\n`,
        );
      });
    }
    process.stdout.write(
      '\nratio: API req/s ÷ that ceiling\'s req/s. cpu ratio: that ceiling\'s CPU time per request ÷ the API\'s\n' +
        '(steadier than req/s when other work shares the machine). "bare" writes the body and a Content-Type;\n' +
        '"same" writes the body with every header the API sends (security headers, ETag, Cache-Control...).\n',
    );
  } finally {
    await Promise.all([stop(api), stop(ceiling)]);
    await database.cleanup();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:api: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
