/**
 * Scale-out, end to end: nginx running deploy/nginx.conf in front of two
 * Node replicas on one PostgreSQL database loaded with the real data/, under
 * mixed load from 8 clients from first to last, while one replica is killed
 * (SIGKILL, no goodbye) and started again and while a new import lands:
 *
 * - no request fails and none gets a 5xx (the database stays up, so not
 *   even the documented 503s while it is unreachable are allowed);
 * - detail routes keep their titles: a record rendered by the build gets its
 *   built page, a record imported after the build gets the template with its
 *   head filled by a replica (server/src/plugins/app/detail-head.ts);
 * - after the import, each replica answers the new content within
 *   DB_CHECK_INTERVAL_MS (plus a little for a busy machine), nginx never
 *   hands out the old content after that, and no page or API answer mixes
 *   the two versions;
 * - deploy/release.sh --restart-only restarts both replicas one after the
 *   other (SIGTERM, wait for /healthz) under the same load, again without a
 *   failed request;
 * - afterwards both replicas answer through nginx again (seen in their own
 *   request logs by the request ids the test sends) and report the new
 *   import on /healthz.
 *
 * It needs nginx, PostgreSQL and a finished build (build/.precompressed).
 * `npm test` runs it after the build step (scripts/test.ts); outside CI a
 * missing one skips it with a notice, with CI=true it fails.
 *
 *   node --import tsx --test server/test/scale-out.e2e.ts
 */
import assert from 'node:assert/strict';
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {chmod, cp, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {test, type TestContext} from 'node:test';
import {promisify} from 'node:util';
import {readDataDirSync} from '../../content/read-data';
import {createPostgresDatabase, isPostgresReachable} from './helper';
import {findNginx, freePort, startNginx} from './nginx-harness';

const REPO = path.join(__dirname, '..', '..');
const SITE_DIR = path.join(REPO, 'build');
const DATA_DIR = path.join(REPO, 'data');
const IS_CI = process.env.CI === 'true';

/** How often the replicas look for a new import (DB_CHECK_INTERVAL_MS). */
const CHECK_INTERVAL_MS = 1000;
/** Scheduling slack on a loaded machine on top of that interval. */
const SWITCH_SLACK_MS = 2000;
/** The least time the mixed load runs (it goes on until the last event is over, plus 2 s). */
const LOAD_MS = 13_000;
/** Concurrent clients of the load. */
const CLIENTS = 8;
/**
 * nginx's fail_timeout for the replicas, shorter than deploy/upstreams.conf's
 * 10 s to keep the test short; release.sh is told the same value.
 */
const FAIL_TIMEOUT_S = 3;

/**
 * How a replica is started: the one place to change when the way to run the
 * server in production changes. The replicas run as server/README.md says
 * a replica behind nginx runs: SITE_DIR names the build whose detail
 * templates it fills, SERVE_STATIC=false leaves the other files to nginx.
 */
function replicaCommand(port: number, databaseUrl: string): {command: string; args: string[]; env: NodeJS.ProcessEnv} {
  return {
    command: process.execPath,
    args: ['--import', 'tsx', path.join(REPO, 'server', 'src', 'server.ts')],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SITE_DIR,
      SERVE_STATIC: 'false',
      TRUST_PROXY_HOPS: '1',
      DB_CHECK_INTERVAL_MS: String(CHECK_INTERVAL_MS),
      PG_POOL_SIZE: '4',
      // One line per request: the test reads the request ids from it.
      LOG_LEVEL: 'info',
    },
  };
}

/** How data is imported (`npm run data:import -- --data <dir>`, without npm's start-up). */
async function importData(dataDir: string, databaseUrl: string): Promise<string> {
  const {stdout} = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(REPO, 'server', 'src', 'db', 'import', 'cli.ts'), '--data', dataDir],
    {
      cwd: REPO,
      env: {...process.env, DATABASE_URL: databaseUrl},
    },
  );
  return stdout;
}

// --- the replicas ------------------------------------------------------------

interface Replica {
  readonly name: string;
  readonly port: number;
  child: ChildProcess;
  /** Request ids this replica logged, over all its runs. */
  readonly requestIds: Set<string>;
  output: string;
}

function launch(replica: Replica, databaseUrl: string): void {
  const {command, args, env} = replicaCommand(replica.port, databaseUrl);
  const child = spawn(command, args, {cwd: REPO, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
  replica.child = child;
  createInterface({input: child.stdout!}).on('line', (line) => {
    try {
      const entry = JSON.parse(line) as {reqId?: string; msg?: string};
      if (entry.msg === 'request' && typeof entry.reqId === 'string') replica.requestIds.add(entry.reqId);
    } catch {
      replica.output += `${line}\n`;
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (replica.output += chunk.toString()));
}

async function startReplica(t: TestContext, name: string, databaseUrl: string): Promise<Replica> {
  const replica: Replica = {name, port: await freePort(), child: undefined as unknown as ChildProcess, requestIds: new Set(), output: ''};
  launch(replica, databaseUrl);
  t.after(() => stopReplica(replica));
  await waitHealthy(replica);
  return replica;
}

async function stopReplica(replica: Replica): Promise<void> {
  const {child} = replica;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function waitHealthy(replica: Replica, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (replica.child.exitCode !== null) throw new Error(`replica ${replica.name} exited: ${replica.output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${replica.port}/healthz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`replica ${replica.name} not healthy within ${timeoutMs} ms: ${replica.output}`);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `deploy/release.sh --restart-only` on the replicas: its `systemctl
 * restart <unit>@<port>` is a stand-in that asks the test to stop that
 * replica with SIGTERM (it finishes what it is answering) and start it
 * again; the script then waits for its /healthz before the next one.
 */
async function rollingRestart(t: TestContext, replicas: readonly Replica[], databaseUrl: string): Promise<string> {
  const control = createServer((request, response) => {
    const replica = replicas.find((candidate) => request.url === `/restart/${candidate.port}`);
    if (request.method !== 'POST' || replica === undefined) {
      response.writeHead(404).end();
      return;
    }
    stopReplica(replica).then(
      () => {
        launch(replica, databaseUrl);
        response.end('restarted\n');
      },
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => control.close(() => resolve())));
  const bin = await mkdtemp(path.join(tmpdir(), 'uni-scale-bin-'));
  t.after(() => rm(bin, {recursive: true, force: true}));
  const systemctl = path.join(bin, 'systemctl');
  await writeFile(
    systemctl,
    [
      '#!/bin/sh',
      '# systemctl for the scale-out test: "restart <unit>@<port>" restarts that replica.',
      '[ "$1" = restart ] || { echo "systemctl stand-in: only restart is known ($*)" >&2; exit 1; }',
      `exec curl -fsS -o /dev/null -X POST "http://127.0.0.1:${(control.address() as AddressInfo).port}/restart/\${2##*@}"`,
      '',
    ].join('\n'),
  );
  await chmod(systemctl, 0o755);
  const {stderr} = await promisify(execFile)('bash', [path.join(REPO, 'deploy', 'release.sh'), '--restart-only'], {
    cwd: REPO,
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      REPLICA_PORTS: replicas.map((replica) => replica.port).join(' '),
      HEALTH_TIMEOUT: '60',
      NGINX_FAIL_TIMEOUT: String(FAIL_TIMEOUT_S),
    },
  });
  return stderr;
}

// --- the data: data/ plus one news item the build never saw ----------------------

/** The probe's title and text in a version: every spelling carries the version number. */
const probeTitle = (version: number): string => `Scale-out probe title v${version}`;
const probeText = (version: number): string => `Scale-out probe text v${version}. It was imported after the build.`;
/** Finds the version numbers a page or answer mentions. */
const PROBE_VERSIONS = /Scale-out probe (?:title|text) v(\d+)/g;

/** data/ copied, with one more news item (id one past the last) in the given version. */
async function dataWithProbe(t: TestContext, probeId: number, template: string, version: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'uni-scale-data-'));
  t.after(() => rm(dir, {recursive: true, force: true}));
  await cp(DATA_DIR, dir, {recursive: true});
  const front = template.split('\n---\n')[0];
  const file = front
    .replace(/^id: .*$/m, `id: ${probeId}`)
    .replace(/^title: .*$/m, `title: ${probeTitle(version)}`)
    .replace(/^keywords: .*$/m, 'keywords: scale-out-probe');
  assert.ok(file.includes(`id: ${probeId}`) && file.includes(probeTitle(version)), 'the probe front matter');
  await writeFile(path.join(dir, 'news', `${probeId}-scale-out-probe.en.md`), `${file}\n---\n\n${probeText(version)}\n`);
  return dir;
}

function titleOf(html: string): string | undefined {
  const raw = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function versionsIn(text: string): Set<number> {
  return new Set([...text.matchAll(PROBE_VERSIONS)].map((match) => Number(match[1])));
}

// --- the load ------------------------------------------------------------------

interface Outcome {
  readonly url: string;
  readonly id: string;
  readonly started: number;
  readonly ended: number;
  readonly status?: number;
  readonly problem?: string;
  /** For the probe's page and API answer: the version it showed. */
  readonly version?: number;
}

interface Target {
  readonly url: string;
  /** Checks the body; returns a problem, or the probe version it showed. */
  check(body: string): {problem?: string; version?: number};
}

test('nginx and two replicas on PostgreSQL: a killed replica, a new import and a rolling restart lose no request', {timeout: 180_000}, async (t) => {
  const nginx = findNginx();
  const missing = [
    nginx === undefined ? 'nginx (set NGINX_BIN)' : undefined,
    (await isPostgresReachable()) ? undefined : 'PostgreSQL (set PG_TEST_URL)',
    existsSync(path.join(SITE_DIR, '.precompressed')) ? undefined : 'a finished build in build/ (npm run build)',
  ].filter((item): item is string => item !== undefined);
  if (missing.length > 0) {
    const notice = `scale-out test needs ${missing.join(', ')}`;
    if (IS_CI) throw new Error(`${notice}; skipping is not allowed in CI (CI=true)`);
    process.stdout.write(`NOTICE: ${notice}: skipping it\n`);
    t.skip(notice);
    return;
  }

  // The records whose pages and answers are checked, from data/ itself.
  const data = readDataDirSync(DATA_DIR);
  const news = data.news.records;
  assert.ok(news.length > 0, 'data/ has news');
  const built = {id: news[0].id, title: data.news.text.en[String(news[0].id)].title};
  assert.ok(built.title, `news ${built.id} has an English title`);
  const probeId = Math.max(...news.map((item) => item.id)) + 1;
  assert.ok(existsSync(path.join(SITE_DIR, 'news', 'general', `${built.id}.html`)), `the build rendered news ${built.id}`);
  assert.ok(!existsSync(path.join(SITE_DIR, 'news', 'general', `${probeId}.html`)), `the build has no page for news ${probeId}`);
  const newsFiles = (await readdir(path.join(DATA_DIR, 'news'))).filter((name) => name.endsWith('.en.md')).sort();
  const template = await readFile(path.join(DATA_DIR, 'news', newsFiles[0]), 'utf8');
  const dataV1 = await dataWithProbe(t, probeId, template, 1);
  const dataV2 = await dataWithProbe(t, probeId, template, 2);

  const database = await createPostgresDatabase();
  t.after(() => database.drop());
  await importData(dataV1, database.url);

  const headersCli = (...extra: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(REPO, 'server', 'src', 'security-headers-cli.ts'), SITE_DIR, ...extra], {
      cwd: REPO,
      maxBuffer: 16 * 1024 * 1024,
    });
  const [replicaA, replicaB, {stdout: securitySnippet}, {stdout: adminSnippet}] = await Promise.all([
    startReplica(t, 'A', database.url),
    startReplica(t, 'B', database.url),
    headersCli(),
    headersCli('--admin'),
  ]);
  const replicas = [replicaA, replicaB];
  const {port, errorLog} = await startNginx(t, {
    nginx: nginx!,
    siteDir: SITE_DIR,
    securitySnippet,
    adminSnippet,
    upstreamPorts: replicas.map((replica) => replica.port),
    upstreamParams: `max_fails=3 fail_timeout=${FAIL_TIMEOUT_S}s`,
    workerConnections: 1024,
  });
  const base = `http://127.0.0.1:${port}`;

  // What each address must answer.
  const page = (url: string, title: RegExp): Target => ({
    url,
    check: (body) => {
      const found = titleOf(body);
      return found !== undefined && title.test(found) ? {} : {problem: `title ${JSON.stringify(found)} does not match ${title}`};
    },
  });
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const probePage = (url: string): Target => ({
    url,
    check: (body) => {
      const title = titleOf(body) ?? '';
      const match = /^Scale-out probe title v(\d+) \| /.exec(title);
      if (!match) return {problem: `title ${JSON.stringify(title)} is not the probe's, filled in by a replica`};
      const versions = versionsIn(body);
      if (versions.size !== 1) return {problem: `the page mixes versions ${[...versions].join(', ')}`};
      return {version: Number(match[1])};
    },
  });
  const probeApi: Target = {
    url: `/web/news/${probeId}/en`,
    check: (body) => {
      const items = JSON.parse(body) as Array<{title: string; content?: unknown}>;
      const versions = versionsIn(JSON.stringify(items));
      const title = /v(\d+)$/.exec(items[0]?.title ?? '');
      if (!title || versions.size !== 1) return {problem: `the answer mixes versions or has no probe title: ${body.slice(0, 200)}`};
      return {version: Number(title[1])};
    },
  };
  const json: (url: string) => Target = (url) => ({
    url,
    check: (body) => {
      try {
        JSON.parse(body);
        return {};
      } catch {
        return {problem: 'not JSON'};
      }
    },
  });
  const targets: Target[] = [
    page('/', /Sapedar University/),
    page('/fa', /./),
    page('/news/general', /./),
    page('/events', /./),
    page(`/news/general/${built.id}`, new RegExp(`^${escape(built.title)} \\| `)),
    probePage(`/news/general/${probeId}`),
    probePage(`/fa/news/general/${probeId}`),
    json('/web/news/latest-news/en'),
    json(`/web/news/${built.id}/fa`),
    json('/web/events/latest-events/ps'),
    probeApi,
  ];

  // Before the load: the probe's page is the template with its head filled.
  const first = await fetch(`${base}/news/general/${probeId}`);
  assert.equal(first.status, 200);
  assert.deepEqual(probePage('').check(await first.text()), {version: 1}, 'the probe page has its title, version 1');

  const outcomes: Outcome[] = [];
  const started = Date.now();
  let stop = false;
  let sequence = 0;
  const client = async (index: number): Promise<void> => {
    for (let i = index; !stop; i++) {
      const target = targets[i % targets.length];
      const id = `scale-${index}-${sequence++}`;
      const begin = Date.now();
      try {
        const response = await fetch(`${base}${target.url}`, {
          headers: {'x-request-id': id},
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
        const body = await response.text();
        const {problem, version} = response.status === 200 ? target.check(body) : {problem: `status ${response.status}`, version: undefined};
        outcomes.push({url: target.url, id, started: begin, ended: Date.now(), status: response.status, problem, version});
      } catch (error) {
        outcomes.push({url: target.url, id, started: begin, ended: Date.now(), problem: `request failed: ${(error as Error).message}`});
      }
    }
  };
  const load = Promise.all(Array.from({length: CLIENTS}, (_, index) => client(index)));

  // The events, in order, while the load runs.
  const [, victim] = replicas;
  await sleep(2500);
  const killedAt = Date.now();
  const exited = new Promise((resolve) => victim.child.once('exit', resolve));
  victim.child.kill('SIGKILL');
  await exited;
  await sleep(1000);
  launch(victim, database.url);
  await waitHealthy(victim);
  const restartedAt = Date.now();

  await importData(dataV2, database.url);
  const importedAt = Date.now();
  // Each replica, asked directly, answers the new version within the interval.
  const switchedAt = new Map<string, number>();
  await Promise.all(
    replicas.map(async (replica) => {
      while (Date.now() - importedAt < CHECK_INTERVAL_MS + SWITCH_SLACK_MS + 5000) {
        const [api, html] = await Promise.all([
          fetch(`http://127.0.0.1:${replica.port}${probeApi.url}`).then((response) => response.text()),
          fetch(`http://127.0.0.1:${replica.port}/news/general/${probeId}`).then((response) => response.text()),
        ]);
        if (probeApi.check(api).version === 2 && probePage('').check(html).version === 2) {
          switchedAt.set(replica.name, Date.now());
          return;
        }
        await sleep(50);
      }
    }),
  );
  // A rolling restart by deploy/release.sh, still under load.
  const pidsBefore = replicas.map((replica) => replica.child.pid);
  const rollingFrom = Date.now();
  const releaseLog = await rollingRestart(t, replicas, database.url);
  const rollingTo = Date.now();
  assert.match(releaseLog, /done: replicas restarted/, releaseLog);
  replicas.forEach((replica, index) => assert.notEqual(replica.child.pid, pidsBefore[index], `replica ${replica.name} was restarted`));
  const remaining = LOAD_MS - (Date.now() - started);
  await sleep(Math.max(remaining, 2000));
  stop = true;
  await load;

  // --- what the visitors saw ---
  const failures = outcomes.filter((outcome) => outcome.problem !== undefined);
  assert.deepEqual(
    failures.slice(0, 10).map((outcome) => `${outcome.url} (${outcome.id}, at ${outcome.started - started} ms): ${outcome.problem}`),
    [],
    `${failures.length} of ${outcomes.length} requests failed; nginx: ${(await errorLog()).slice(-2000)}`,
  );
  const duringOutage = outcomes.filter((outcome) => outcome.started >= killedAt && outcome.started <= restartedAt);
  assert.ok(duringOutage.length > 0, 'requests were sent while a replica was down');
  const duringRolling = outcomes.filter((outcome) => outcome.started >= rollingFrom && outcome.started <= rollingTo);
  assert.ok(duringRolling.length > 0, 'requests were sent during the rolling restart');
  assert.ok(outcomes.some((outcome) => outcome.url.startsWith('/web/')) && outcomes.some((outcome) => outcome.version !== undefined));

  for (const replica of replicas) {
    const at = switchedAt.get(replica.name);
    assert.ok(at !== undefined, `replica ${replica.name} answered the new import`);
    assert.ok(
      at - importedAt <= CHECK_INTERVAL_MS + SWITCH_SLACK_MS,
      `replica ${replica.name} switched ${at - importedAt} ms after the import (interval ${CHECK_INTERVAL_MS} ms)`,
    );
  }
  const allSwitched = Math.max(...switchedAt.values());
  const stale = outcomes.filter((outcome) => outcome.started > allSwitched && outcome.version !== undefined && outcome.version !== 2);
  assert.deepEqual(
    stale.map((outcome) => `${outcome.url} at ${outcome.started - started} ms: v${outcome.version}`),
    [],
    'nothing answers the old import once every replica has switched',
  );
  assert.ok(
    outcomes.some((outcome) => outcome.started > allSwitched && outcome.version === 2),
    'the load went on after the switch and saw the new import',
  );

  // --- both replicas serve again, through nginx ---
  const afterIds = new Set<string>();
  // nginx leaves a replica out for fail_timeout after failures; give it that long.
  const deadline = Date.now() + FAIL_TIMEOUT_S * 1000 + 5000;
  const answered = (replica: Replica): boolean => [...afterIds].some((id) => replica.requestIds.has(id));
  while (Date.now() < deadline && !replicas.every(answered)) {
    const id = `after-${afterIds.size}`;
    afterIds.add(id);
    const response = await fetch(`${base}/web/news/latest-news/en`, {headers: {'x-request-id': id}});
    assert.equal(response.status, 200);
    await response.arrayBuffer();
    await sleep(100);
  }
  // Log lines reach stdout in batches (every 100 ms).
  await sleep(300);
  for (const replica of replicas) {
    assert.ok(answered(replica), `replica ${replica.name} answered through nginx after the restart`);
    const health = (await (await fetch(`http://127.0.0.1:${replica.port}/healthz`)).json()) as {status: string; database: {importId: number}};
    assert.equal(health.status, 'ok', `replica ${replica.name} healthy`);
  }
  const importIds = await Promise.all(
    replicas.map(
      async (replica) =>
        ((await (await fetch(`http://127.0.0.1:${replica.port}/healthz`)).json()) as {database: {importId: number}}).database.importId,
    ),
  );
  assert.equal(new Set(importIds).size, 1, `both replicas on the same import (${importIds.join(', ')})`);
  const served = outcomes.filter((outcome) => outcome.started > restartedAt && victim.requestIds.has(outcome.id));
  process.stdout.write(
    `scale-out: ${outcomes.length} requests in ${Math.round((Date.now() - started) / 1000)} s, 0 failed; ${duringOutage.length} sent while replica B was down; ` +
      `B answered ${served.length} after its restart; switch after the import: ${replicas.map((replica) => `${replica.name} ${switchedAt.get(replica.name)! - importedAt} ms`).join(', ')}; ` +
      `${duringRolling.length} sent during the rolling restart (${Math.round((rollingTo - rollingFrom) / 1000)} s)\n`,
  );
});
