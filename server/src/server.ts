/**
 * Starts the server (`npm run serve`; `npm start` calls startServer after
 * building the site and importing data/). Owns what the app plugin must not:
 * `listen`, the logger, timeouts and graceful shutdown.
 */
import Fastify, {type FastifyInstance} from 'fastify';
import app, {serverOptions} from './app';
import {appConfigFromEnv, type Env, loadEnv} from './config';

/**
 * Where the log lines go: stdout, written in batches. pino's default writes
 * each line with its own system call, which on the answer-cache hot path
 * cost about a fifth of the CPU per request. Lines are flushed when 16 KiB
 * gather, every 100 ms, and on shutdown.
 */
export class BatchedStdout {
  private lines: string[] = [];
  private size = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly limit = 16 * 1024) {
    this.timer = setInterval(() => this.flush(), 100);
    this.timer.unref();
  }

  /** pino's destination interface: one serialised line per call. */
  write(line: string): void {
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= this.limit) this.flush();
  }

  /** Writes out what has gathered. */
  flush(): void {
    if (this.lines.length === 0) return;
    process.stdout.write(this.lines.join(''));
    this.lines = [];
    this.size = 0;
  }
}

/** Builds and starts the server from the environment; resolves once it listens. */
export async function startServer(env: Env = loadEnv()): Promise<FastifyInstance> {
  const logStream = new BatchedStdout();
  const fastify = Fastify(
    serverOptions({
      logger: {level: env.LOG_LEVEL, stream: logStream},
      // Fastify sets no request timeout by default (DESIGN §8): a client
      // that trickles its request in would hold a socket forever.
      requestTimeout: env.REQUEST_TIMEOUT_MS,
      connectionTimeout: env.REQUEST_TIMEOUT_MS * 4,
      // Longer than the usual 60 s idle timeout of load balancers, so the
      // balancer, not us, closes idle keep-alive connections (no races).
      keepAliveTimeout: 72_000,
      // Believe X-Forwarded-For only as far as the configured proxies go.
      trustProxy: env.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS : false,
    }),
  );
  // Headers must arrive within the request timeout as well.
  fastify.server.headersTimeout = env.REQUEST_TIMEOUT_MS;
  await fastify.register(app, {config: appConfigFromEnv(env)});

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    fastify.log.info({signal}, 'shutting down: finishing in-flight requests');
    // If something hangs, leave anyway; the orchestrator restarts us.
    const exit = (code: number): void => {
      logStream.flush();
      process.exit(code);
    };
    const force = setTimeout(() => {
      fastify.log.error('shutdown took too long; exiting');
      exit(1);
    }, env.SHUTDOWN_GRACE_MS);
    force.unref();
    fastify.close().then(
      () => {
        fastify.log.info('closed');
        exit(0);
      },
      (error: unknown) => {
        fastify.log.error({err: error}, 'error while closing');
        exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  try {
    await fastify.listen({port: env.PORT, host: env.HOST});
  } finally {
    // The start-up lines (or the reason it failed) should not wait 100 ms.
    logStream.flush();
  }
  return fastify;
}

if (require.main === module) {
  startServer().catch((error: unknown) => {
    process.stderr.write(`server: could not start: ${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
