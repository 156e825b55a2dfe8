/**
 * Starts the server (`npm run serve` from the sources, `npm run serve:prod`
 * compiled; `npm start` calls startServer after building the site and
 * importing data/). Owns what the app plugin must not: `listen`, the
 * logger, timeouts, and how the process ends (on a signal or a crash).
 */
import closeWithGrace from 'close-with-grace';
import Fastify, {type FastifyInstance} from 'fastify';
import pino from 'pino';
import app, {serverOptions} from './app';
import {appConfigFromEnv, type Env, loadEnv} from './config';
import type {AnswerInFlight, DrainingServer} from './draining-server';
import {idOfRequest} from './plugins/app/request-log';

/** pino's asynchronous destination (a SonicBoom stream). */
type LogDestination = ReturnType<typeof pino.destination>;

/** Log lines gather up to this many bytes before one write. */
export const LOG_BATCH_BYTES = 16 * 1024;
/** ...and wait at most this long. */
export const LOG_FLUSH_INTERVAL_MS = 100;

/**
 * Where the log lines go: stdout through pino's own asynchronous
 * destination, written in batches. One write per line, pino's default,
 * cost about a fifth of the CPU per request on the answer-cache hot path.
 * Lines are written when LOG_BATCH_BYTES gather, at the latest every
 * LOG_FLUSH_INTERVAL_MS, and synchronously (`flushSync`) before the
 * process exits, whatever the reason: a signal, a crash, or pino's own
 * exit hook.
 */
export function logDestination(): LogDestination {
  const destination = pino.destination({dest: 1, minLength: LOG_BATCH_BYTES, maxWrite: 4 * LOG_BATCH_BYTES, sync: false});
  // Unconditional: a flush that finds a write under way does nothing, and
  // what was left below minLength after it would wait for the next line.
  // An idle process pays one empty write per interval.
  const timer = setInterval(() => destination.flush(), LOG_FLUSH_INTERVAL_MS);
  timer.unref();
  return destination;
}

/** Writes out what has gathered, now; never throws (there is nowhere left to report it). */
function flushLogs(destination: LogDestination): void {
  try {
    destination.flushSync();
  } catch {
    // Destroyed, or the pipe closed: the lines cannot go anywhere.
  }
}

/**
 * How often Node looks for requests that exceed the header and request
 * timeouts. Node's default, 30 s, let a client trickling its headers in
 * hold a socket for up to 30 s past the limit; at 1 s a slow client is cut
 * off within a second of it. The check walks the open connections, which
 * costs next to nothing once a second.
 */
export const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * How long past SHUTDOWN_GRACE_MS the database and the rest may take to
 * close after the connections were cut, before close-with-grace exits 1
 * anyway (a pool that hangs).
 */
const CLOSE_AFTER_GRACE_MS = 3000;

/**
 * What ends the process, through close-with-grace: SIGTERM or SIGINT (exit
 * 0), an uncaught exception or an unhandled rejection (logged as fatal,
 * exit 1, so that the supervisor restarts it). Either way it stops
 * accepting and lets every answer already started finish sending
 * (draining-server.ts: requests that still arrive on open connections get
 * the 503 of errors.ts), then closes the database, flushes the logs and
 * exits. At SHUTDOWN_GRACE_MS it cuts what is still being sent, logs each
 * answer it cut, and exits 1; only then, or when closing itself fails or
 * hangs, is the exit code 1 after a signal.
 */
function closeOnSignalOrCrash(fastify: FastifyInstance, logs: LogDestination, graceMs: number): void {
  const server = fastify.server as DrainingServer;
  closeWithGrace(
    {
      delay: graceMs + CLOSE_AFTER_GRACE_MS,
      logger: false,
      onTimeout: () => {
        fastify.log.error(`closing took longer than ${graceMs + CLOSE_AFTER_GRACE_MS} ms; exiting`);
        flushLogs(logs);
      },
      onSecondSignal: (signal) => {
        fastify.log.error({signal}, 'second signal while shutting down; exiting');
        flushLogs(logs);
      },
      onSecondError: (error) => {
        fastify.log.fatal({err: error}, 'another error while shutting down; exiting');
        flushLogs(logs);
      },
    },
    async ({signal, err}) => {
      if (err !== undefined) fastify.log.fatal({err}, 'crashed: finishing in-flight requests, then exiting 1');
      else fastify.log.info({signal}, 'shutting down: finishing in-flight requests');
      // Out before anything else can go wrong.
      flushLogs(logs);
      let deadline: NodeJS.Timeout | undefined;
      let cut: AnswerInFlight[] = [];
      try {
        const closed = fastify.close();
        await Promise.race([
          closed,
          new Promise<void>((resolve) => {
            deadline = setTimeout(() => {
              cut = server.cutShort();
              for (const {request, unsentBytes} of cut) {
                const fields = {reqId: request && idOfRequest(request), method: request?.method, url: request?.url, unsentBytes};
                fastify.log.error(fields, `shutdown: answer cut short at SHUTDOWN_GRACE_MS (${graceMs} ms)`);
              }
              resolve();
            }, graceMs);
          }),
        ]);
        await closed;
        fastify.log.info('closed');
      } catch (error) {
        // close-with-grace then exits 1; it logs nothing itself (logger: false).
        fastify.log.error({err: error}, 'error while closing');
        throw error;
      } finally {
        clearTimeout(deadline);
        flushLogs(logs);
      }
      if (cut.length > 0) throw new Error(`shutdown cut ${cut.length} answer(s) short`);
    },
  );
}

/** Builds and starts the server from the environment; resolves once it listens. */
export async function startServer(env: Env = loadEnv()): Promise<FastifyInstance> {
  const logs = logDestination();
  const fastify = Fastify(
    serverOptions({
      logger: {level: env.LOG_LEVEL, stream: logs},
      // Fastify sets no request timeout by default: a client
      // that trickles its request in would hold a socket forever.
      requestTimeout: env.REQUEST_TIMEOUT_MS,
      connectionTimeout: env.REQUEST_TIMEOUT_MS * 4,
      // Longer than the usual 60 s idle timeout of load balancers, so the
      // balancer, not us, closes idle keep-alive connections (no races).
      keepAliveTimeout: 72_000,
      http: {connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS},
      // Believe X-Forwarded-For only as far as the configured proxies go.
      trustProxy: env.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS : false,
    }),
  );
  // Headers must arrive within the request timeout as well.
  fastify.server.headersTimeout = env.REQUEST_TIMEOUT_MS;
  try {
    await fastify.register(app, {config: appConfigFromEnv(env)});
    closeOnSignalOrCrash(fastify, logs, env.SHUTDOWN_GRACE_MS);
    await fastify.listen({port: env.PORT, host: env.HOST});
  } finally {
    // The start-up lines (or the reason it failed) should not wait.
    flushLogs(logs);
  }
  return fastify;
}

if (require.main === module) {
  startServer().catch((error: unknown) => {
    process.stderr.write(`server: could not start: ${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
