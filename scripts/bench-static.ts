/**
 * `npm run bench:static`: how fast the server sends the built site, against
 * a bare node:http server sending the same bytes, and whether its memory
 * stays flat under mixed traffic.
 *
 * 1. Needs a finished build in SITE_DIR (default build/, made by
 *    `npm run build`, whose last step writes the .br/.gz twins) and loads
 *    data/ into a temporary SQLite file (or uses DATABASE_URL).
 * 2. Starts the real server (server/src/server.ts, site and API, logging at
 *    BENCH_LOG_LEVEL, default info, to /dev/null) and the ceiling: a minimal
 *    node:http process answering from memory the exact bytes and headers the
 *    server sent for each path ("same"), and the bytes with only their
 *    Content-Type and Content-Encoding ("bare").
 * 3. For a page (BENCH_PAGE, default /), the main script bundle and an image
 *    (BENCH_IMAGE, default the first news picture), asked for as a browser
 *    does (Accept-Encoding: gzip, deflate, br), runs autocannon for
 *    BENCH_SECONDS (10) at BENCH_CONNECTIONS (100) on each server and prints
 *    req/s, p50 and p99 latency, the server's CPU time per request (from
 *    /proc) and the ratios to the ceiling.
 * 4. Mixed traffic: every page of the build in all locales, scripts,
 *    styles, images, detail pages, API calls and unknown paths, in brotli,
 *    gzip and identity, for 5 runs of BENCH_MIXED_SECONDS (20) each; prints
 *    the server's resident memory (VmRSS) after start, after one pass over
 *    every address (all files loaded), after one unmeasured run at full
 *    concurrency ("before"), after each run and after 5 s idle.
 *
 * Ports: BENCH_PORT (default 3150) for the server and BENCH_PORT+1 for the ceiling.
 */
import {existsSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import {loadavg} from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {isTemplateAddress} from '../content/routes';
import {PRECOMPRESSED_STAMP} from './compress-build';
import {
  type AutocannonRequest,
  type CeilingAnswer,
  measure,
  prepareDatabase,
  rawGet,
  requestEachOnce,
  residentMegabytes,
  resultHeader,
  resultRow,
  ROOT,
  startApiServer,
  startCeiling,
  stop,
  waitForHttp,
} from './lib/bench';

const PORT = Number(process.env.BENCH_PORT ?? 3150);
const CEILING_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 20);
const MIXED_RUNS = 5;
/**
 * The unmeasured mixed run before "before", as long as a measured one: the
 * first run at full concurrency grows the heap's young generation and the
 * socket buffers to their working size, which is no leak.
 */
const WARM_SECONDS = MIXED_SECONDS;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SITE_DIR = path.resolve(ROOT, process.env.SITE_DIR ?? 'build');
/** What a current browser sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

async function filesUnder(root: string, dir = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(root, dir), {withFileTypes: true})) {
    if (entry.name.startsWith('.')) continue;
    const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, relative)));
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) found.push(relative);
  }
  return found;
}

/** The address of a page file (`about/history.html` → `/about/history`), or undefined for files that are not pages. */
function pageAddress(file: string): string | undefined {
  if (!file.endsWith('.html') || isTemplateAddress(`/${file.replace(/^(fa|ps)\//, '').replace(/\.html$/, '')}`) || /(^|\/)404\.html$/.test(file))
    return undefined;
  const address = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return address.length > 1 ? address.replace(/\/$/, '') : '/';
}

/** Every address of the mixed runs, each in brotli, gzip and identity in turn. */
async function mixedRequests(files: readonly string[]): Promise<AutocannonRequest[]> {
  const paths = new Set<string>();
  for (const file of files) {
    const page = pageAddress(file);
    if (page !== undefined) paths.add(page);
    else if (/\.(js|css|svg|webp|png|woff2|xml|ics|json|pdf)$/.test(file)) paths.add(`/${file}`);
  }
  // Detail pages for real ids (rendered by the server for its item), API calls and unknown paths.
  const base = `http://127.0.0.1:${PORT}`;
  const news = (await (await fetch(`${base}/web/news/all-news/en`)).json()) as {id: number}[];
  const events = (await (await fetch(`${base}/web/events/alll-events/en`)).json()) as {id: number}[];
  for (const prefix of ['', '/fa', '/ps']) {
    for (const {id} of news) paths.add(`${prefix}/news/general/${id}`);
    for (const {id} of events) paths.add(`${prefix}/event/${id}`);
    paths.add(`${prefix}/no/such/page`);
  }
  for (const lang of ['en', 'fa', 'ps']) {
    for (const call of ['news/latest-news', 'news/all-news', 'events/latest-events', 'events/alll-events']) paths.add(`/web/${call}/${lang}`);
  }
  const encodings = [BROWSER_ENCODINGS, 'gzip', 'identity'];
  return [...paths].map((p, index) => ({path: p, headers: {'accept-encoding': encodings[index % encodings.length]}}));
}

async function main(): Promise<void> {
  if (!existsSync(path.join(SITE_DIR, PRECOMPRESSED_STAMP))) {
    throw new Error(`${SITE_DIR} holds no finished build (no ${PRECOMPRESSED_STAMP}): run npm run build first`);
  }
  const files = await filesUnder(SITE_DIR);
  const mainScript = files.find((file) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file));
  const image = process.env.BENCH_IMAGE ?? files.filter((file) => /^img\/news\/.*\.webp$/.test(file)).sort()[0];
  if (mainScript === undefined || image === undefined) throw new Error(`${SITE_DIR} has no main bundle or no news picture`);
  const paths = [process.env.BENCH_PAGE ?? '/', `/${mainScript}`, image.startsWith('/') ? image : `/${image}`];

  const database = await prepareDatabase();
  const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
  const server = startApiServer({PORT: String(PORT), DATABASE_URL: database.url, SITE_DIR, SERVE_STATIC: 'true', LOG_LEVEL: logLevel});
  let ceiling: Awaited<ReturnType<typeof startCeiling>> | undefined;
  try {
    await waitForHttp(`http://127.0.0.1:${PORT}/healthz`, server);
    const startedRss = await residentMegabytes(server.pid);
    const answers: Record<string, CeilingAnswer> = {};
    for (const p of paths) {
      const {status, body, headers} = await rawGet(`http://127.0.0.1:${PORT}${p}`, {'accept-encoding': BROWSER_ENCODINGS});
      if (status !== 200) throw new Error(`${p}: ${status}`);
      answers[`/same${p}`] = {body, headers};
      const bare: Record<string, string> = {'content-type': headers['content-type']};
      if (headers['content-encoding'] !== undefined) bare['content-encoding'] = headers['content-encoding'];
      answers[`/bare${p}`] = {body, headers: bare};
    }
    ceiling = await startCeiling(CEILING_PORT, answers);

    process.stdout.write(
      `bench:static: ${SECONDS} s × ${CONNECTIONS} connections per run, loopback, Accept-Encoding: ${BROWSER_ENCODINGS}, ` +
        `${path.relative(ROOT, SITE_DIR) || SITE_DIR}, ${database.source}, server log level ${logLevel}, node ${process.version}, ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}\n\n`,
    );
    process.stdout.write(resultHeader());
    const options = {connections: CONNECTIONS, seconds: SECONDS, headers: {'accept-encoding': BROWSER_ENCODINGS}};
    for (const p of paths) {
      const ours = await measure(`http://127.0.0.1:${PORT}${p}`, server, options);
      const same = await measure(`http://127.0.0.1:${CEILING_PORT}/same${p}`, ceiling, options);
      const bare = await measure(`http://127.0.0.1:${CEILING_PORT}/bare${p}`, ceiling, options);
      const answer = answers[`/same${p}`];
      const label = p.length > 28 ? `${p.slice(0, 27)}…` : p;
      process.stdout.write(resultRow(label, 'server', ours));
      process.stdout.write(
        resultRow(`  (${answer.body.length} bytes, ${answer.headers['content-encoding'] ?? 'identity'})`, 'ceiling (same)', same, ours),
      );
      process.stdout.write(resultRow('', 'ceiling (bare)', bare, ours));
    }
    process.stdout.write(
      "\nratio: server req/s ÷ that ceiling's req/s. cpu ratio: that ceiling's CPU time per request ÷ the server's.\n" +
        '"same" writes the bytes the server sent with every header it sent (security headers, ETag, Cache-Control...);\n' +
        '"bare" writes them with Content-Type and Content-Encoding only.\n',
    );

    // Mixed traffic and resident memory.
    const requests = await mixedRequests(files);
    const rss = (value: number | undefined): string => (value === undefined ? 'n/a' : `${value.toFixed(0)} MB`);
    const mixed = {connections: CONNECTIONS, seconds: MIXED_SECONDS, requests, warmUp: 0};
    // One pass over every address loads each file and rendered page once;
    // an unmeasured run at full concurrency then brings the process to its
    // working size before "before" is read.
    await requestEachOnce(`http://127.0.0.1:${PORT}`, requests);
    const loadedRss = await residentMegabytes(server.pid);
    await measure(`http://127.0.0.1:${PORT}`, server, {...mixed, seconds: WARM_SECONDS});
    const warmRss = await residentMegabytes(server.pid);
    process.stdout.write(
      `\nresident memory (VmRSS), mixed runs of ${MIXED_SECONDS} s × ${CONNECTIONS} connections over ${requests.length} addresses ` +
        `(pages in 3 locales, scripts, styles, images, detail pages, API calls, 404s; br, gzip and identity):\n` +
        `  after start ${rss(startedRss)}, after one pass over every address ${rss(loadedRss)}, ` +
        `after an unmeasured ${WARM_SECONDS} s run ${rss(warmRss)} (before)\n`,
    );
    let lastRss = warmRss;
    for (let run = 1; run <= MIXED_RUNS; run++) {
      const {result, cpuMicros} = await measure(`http://127.0.0.1:${PORT}`, server, mixed);
      lastRss = await residentMegabytes(server.pid);
      process.stdout.write(
        `  run ${run}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
          `${cpuMicros === undefined ? 'n/a' : cpuMicros.toFixed(0)} µs CPU/request, ` +
          `${result.errors + result.timeouts} errors → ${rss(lastRss)}\n`,
      );
    }
    await sleep(5000);
    const idleRss = await residentMegabytes(server.pid);
    const growth = warmRss === undefined || lastRss === undefined ? undefined : ((lastRss - warmRss) / warmRss) * 100;
    process.stdout.write(
      `  after 5 s idle ${rss(idleRss)}; after the ${MIXED_RUNS} runs against before: ` +
        `${growth === undefined ? 'n/a' : `${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%`}\n`,
    );
  } finally {
    await Promise.all([stop(server), ceiling === undefined ? undefined : stop(ceiling)]);
    await database.cleanup();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:static: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
