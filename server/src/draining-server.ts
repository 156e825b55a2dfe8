/**
 * The HTTP server under Fastify (its `serverFactory`, app.ts), with a
 * shutdown that finishes every answer it started.
 *
 * Node's `server.close()` first calls `closeIdleConnections()`, which
 * destroys every connection whose request was read in full and whose
 * answer has had `res.end()` called. An answer sent from memory (a file of
 * the build, an API answer) calls `res.end()` with all its bytes at once,
 * so a client that had not read them yet (a phone on a slow network) lost
 * the rest of the file, with no error and no log line. Here
 * `closeIdleConnections()` begins draining instead:
 * - a connection whose request body is still arriving is closed at once
 *   (no route reads a body: it is a slow client, not a visitor);
 * - an answer being written finishes; one not started yet says
 *   `Connection: close`; after its last answer the connection is ended
 *   once the bytes are out, and closes when the client closes its side
 *   (it has then read everything);
 * - connections waiting between requests stay open while other answers
 *   are still being sent: a request that arrives on one is answered (the
 *   app answers 503 with Retry-After and `Connection: close` while
 *   closing), so a client whose request crossed the shutdown gets an answer
 *   it can retry, not a closed connection;
 * - once no answer is being written anywhere, the waiting connections are
 *   closed, and `close()`'s callback runs when the last connection is gone.
 * `cutShort()` ends it all at the deadline (SHUTDOWN_GRACE_MS, server.ts)
 * and says which answers it cut.
 */
import {type IncomingMessage, type RequestListener, Server, type ServerOptions, type ServerResponse} from 'node:http';
import type {Socket} from 'node:net';

/** What one connection is doing. */
interface ConnectionState {
  /** Requests read on it whose answers are not yet written out in full. */
  answering: number;
  /** The newest request and its answer. */
  request?: IncomingMessage;
  response?: ServerResponse;
  /** Ended after its last answer: waiting for the client to close its side. */
  ending: boolean;
}

/** An answer still being written (at the shutdown deadline: one cut short). */
export interface AnswerInFlight {
  readonly request: IncomingMessage | undefined;
  /** Bytes of the connection not yet handed to the operating system. */
  readonly unsentBytes: number;
}

/** Node's HTTP server, whose close() lets started answers finish (see the file's comment). */
export class DrainingServer extends Server {
  private readonly connectionStates = new Map<Socket, ConnectionState>();
  private draining = false;

  constructor(options: ServerOptions, listener: RequestListener) {
    super(options);
    this.on('connection', (socket: Socket) => {
      this.connectionStates.set(socket, {answering: 0, ending: false});
      socket.once('close', () => {
        this.connectionStates.delete(socket);
        this.settle();
      });
    });
    // Before the app's listener, so that an answer is counted before it can begin.
    this.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const socket = request.socket as Socket;
      const state = this.connectionStates.get(socket);
      if (state === undefined) return;
      state.answering++;
      state.request = request;
      state.response = response;
      // 'close' comes after 'finish', which comes once the last byte was
      // handed to the operating system (or when the connection broke).
      response.once('close', () => {
        state.answering--;
        if (this.draining && state.answering === 0 && !socket.destroyed) this.end(socket, state);
        this.settle();
      });
    });
    this.on('request', listener);
  }

  /**
   * Called by Node's close() (and by Fastify's): begins draining rather than
   * destroying connections whose answers are still on their way.
   */
  override closeIdleConnections(): void {
    if (!this.draining) {
      this.draining = true;
      for (const [socket, state] of this.connectionStates) {
        if (state.answering === 0) continue;
        if (state.request?.complete === false) {
          // A body still arriving: a slow client; nothing it waits for has begun.
          socket.destroy();
        } else if (state.response !== undefined && !state.response.headersSent) {
          // Tell the client this answer is the connection's last.
          state.response.setHeader('connection', 'close');
        }
      }
    }
    this.settle();
  }

  /** The answers still being written; at the deadline, what cutShort would cut. */
  inFlight(): AnswerInFlight[] {
    const answers: AnswerInFlight[] = [];
    for (const [socket, state] of this.connectionStates) {
      if (state.answering > 0 || socket.writableLength > 0) answers.push({request: state.request, unsentBytes: socket.writableLength});
    }
    return answers;
  }

  /** At the shutdown deadline: closes every connection; returns the answers that were still being written. */
  cutShort(): AnswerInFlight[] {
    const cut = this.inFlight();
    for (const socket of this.connectionStates.keys()) socket.destroy();
    return cut;
  }

  /** Sends FIN once the connection's bytes are out; Node closes the socket when the client closes its side. */
  private end(socket: Socket, state: ConnectionState): void {
    state.ending = true;
    socket.end();
  }

  /** While draining, once no answer is being written, closes the connections that only wait for a request. */
  private settle(): void {
    if (!this.draining) return;
    for (const state of this.connectionStates.values()) {
      if (state.answering > 0) return;
    }
    for (const [socket, state] of this.connectionStates) {
      if (!state.ending) socket.destroy();
    }
  }
}

/**
 * Fastify's `serverFactory`: a DrainingServer with the limits Fastify sets
 * on the servers it makes itself (its own factory is not used then).
 */
export function drainingServerFactory(
  handler: RequestListener,
  options: {http?: ServerOptions; keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number},
): DrainingServer {
  const server = new DrainingServer(options.http ?? {}, handler);
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  return server;
}
