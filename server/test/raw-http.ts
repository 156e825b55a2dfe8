/**
 * HTTP over a raw socket, for tests that need what a client library would
 * not send (malformed requests, slow or pipelined ones) or hide (every
 * answer on a connection, the moment it closes).
 */
import {connect, type Socket} from 'node:net';

/** One HTTP answer as read off the wire. */
export interface RawResponse {
  readonly status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/**
 * Splits the bytes of a connection into its answers (Content-Length or
 * chunked bodies; none for 1xx, 204, 304 and answers to HEAD).
 */
export function parseResponses(bytes: Buffer, headRequests = 0): RawResponse[] {
  const responses: RawResponse[] = [];
  let at = 0;
  let heads = headRequests;
  while (at < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end === -1) break;
    const [statusLine, ...lines] = bytes.subarray(at, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
    at = end + 4;
    let body: Buffer = Buffer.alloc(0);
    const bodiless = status < 200 || status === 204 || status === 304 || heads-- > 0;
    if (bodiless) {
      // Nothing follows the head.
    } else if (headers['transfer-encoding']?.includes('chunked')) {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = bytes.indexOf('\r\n', at);
        const size = Number.parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
        at = lineEnd + 2;
        if (!(size > 0)) {
          at += 2;
          break;
        }
        chunks.push(bytes.subarray(at, at + size));
        at += size + 2;
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      body = bytes.subarray(at, at + length);
      at += length;
    }
    responses.push({status, headers, body});
  }
  return responses;
}

/** A connection that records everything it receives and when it closed. */
export class RawConnection {
  readonly socket: Socket;
  private readonly chunks: Buffer[] = [];
  /** performance.now() when the server closed the connection, if it has. */
  closedAt: number | undefined;
  readonly closed: Promise<void>;
  private readonly opened: Promise<void>;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    // A reset after the server's answer is still an answer: keep what came.
    this.socket.on('error', () => {});
    this.closed = new Promise((resolve) => {
      this.socket.once('close', () => {
        this.closedAt = performance.now();
        resolve();
      });
    });
  }

  /** Resolves once connected. */
  ready(): Promise<void> {
    return this.opened;
  }

  /** Writes text (latin1, byte for byte) or bytes. */
  async send(data: string | Buffer): Promise<void> {
    await this.opened;
    await new Promise<void>((resolve, reject) => this.socket.write(data, 'latin1', (error) => (error ? reject(error) : resolve())));
  }

  /** Everything received so far. */
  received(): Buffer {
    return Buffer.concat(this.chunks);
  }

  /** The answers received so far. */
  responses(headRequests = 0): RawResponse[] {
    return parseResponses(this.received(), headRequests);
  }

  /** Waits until the server closes the connection, or `timeoutMs` passes (then closes it and throws). */
  async waitClosed(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        this.socket.destroy();
        reject(new Error(`the server kept the connection open for more than ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      await Promise.race([this.closed, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the connection from this side. */
  destroy(): void {
    this.socket.destroy();
  }
}

/** Sends one request on a new connection and returns the first answer once the server closes it. */
export async function rawRequest(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  const connection = new RawConnection(port);
  await connection.send(request);
  await connection.waitClosed(timeoutMs);
  const [response] = connection.responses(/^HEAD /.test(String(request)) ? 1 : 0);
  if (response === undefined) throw new Error(`no answer to ${JSON.stringify(String(request).slice(0, 80))}`);
  return response;
}
