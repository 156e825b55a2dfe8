/**
 * `npm run bench:api`: how fast the /web API answers on this machine, against
 * the fastest a Node.js HTTP server can possibly answer the same bytes.
 *
 * 1. Loads data/ (or, if data/ is not valid yet, the test fixtures) into a
 *    temporary SQLite file, unless DATABASE_URL is given.
 * 2. Starts the real server (server/src/server.ts, as a replica behind
 *    nginx runs: the build in SITE_DIR, default build/, for its detail pages,
 *    SERVE_STATIC=false; logging at BENCH_LOG_LEVEL, default info, to
 *    /dev/null) in a child process. Needs `npm run build` first.
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
import {existsSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {
  type CeilingAnswer,
  type Measured,
  measure,
  prepareDatabase,
  rawGet,
  resultHeader,
  resultRow,
  startApiServer,
  startCeiling,
  stop,
  waitForHttp,
} from './lib/bench';

const PATHS = ['/web/news/latest-news/en', '/web/events/alll-events/en'];
const PORT = Number(process.env.BENCH_PORT ?? 3150);
const SITE_DIR = path.resolve(__dirname, '..', process.env.SITE_DIR ?? 'build');
const CEILING_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

async function main(): Promise<void> {
  // Every process needs the build (for the detail pages), a replica behind nginx too.
  if (!existsSync(path.join(SITE_DIR, 'index.html'))) throw new Error(`${SITE_DIR} holds no build: run npm run build first`);
  const database = await prepareDatabase();
  const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
  const api = startApiServer({PORT: String(PORT), DATABASE_URL: database.url, SITE_DIR, SERVE_STATIC: 'false', LOG_LEVEL: logLevel});
  let ceiling: Awaited<ReturnType<typeof startCeiling>> | undefined;
  try {
    await waitForHttp(`http://127.0.0.1:${PORT}/healthz`, api);
    // The ceiling answers exactly the bytes the API answers: `/bare<path>`
    // with the body and a Content-Type only, `/same<path>` with the body and
    // every header the API sends (security headers, ETag, Cache-Control...),
    // the least any server must write for that answer.
    const answers: Record<string, CeilingAnswer> = {};
    for (const p of PATHS) {
      const {body, headers} = await rawGet(`http://127.0.0.1:${PORT}${p}`, {'accept-encoding': 'identity'});
      answers[`/bare${p}`] = {body, headers: {'content-type': headers['content-type']}};
      answers[`/same${p}`] = {body, headers};
    }
    ceiling = await startCeiling(CEILING_PORT, answers);

    process.stdout.write(
      `bench:api: ${SECONDS} s × ${CONNECTIONS} connections per run, loopback, ${database.source}, ` +
        `server log level ${logLevel}, node ${process.version}, load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}\n\n`,
    );
    process.stdout.write(resultHeader());
    const options = {connections: CONNECTIONS, seconds: SECONDS};
    for (const p of PATHS) {
      const ours: Measured = await measure(`http://127.0.0.1:${PORT}${p}`, api, options);
      const bare = await measure(`http://127.0.0.1:${CEILING_PORT}/bare${p}`, ceiling, options);
      const same = await measure(`http://127.0.0.1:${CEILING_PORT}/same${p}`, ceiling, options);
      process.stdout.write(resultRow(p, 'api', ours));
      process.stdout.write(resultRow(`  (${answers[`/same${p}`].body.length} bytes)`, 'ceiling (bare)', bare, ours));
      process.stdout.write(resultRow('', 'ceiling (same)', same, ours));
    }
    process.stdout.write(
      "\nratio: API req/s ÷ that ceiling's req/s. cpu ratio: that ceiling's CPU time per request ÷ the API's\n" +
        '(steadier than req/s when other work shares the machine). "bare" writes the body and a Content-Type;\n' +
        '"same" writes the body with every header the API sends (security headers, ETag, Cache-Control...).\n',
    );
  } finally {
    await Promise.all([stop(api), ceiling === undefined ? undefined : stop(ceiling)]);
    await database.cleanup();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:api: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
