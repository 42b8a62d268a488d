/**
 * Test helpers: multipart bodies built byte by byte, and a raw-socket HTTP client that can send
 * what fetch() will not (a body cut short, a lying Content-Length, chunks without a length) and
 * still reads the answer when the server closes early.
 */
import net from 'node:net';

export const BOUNDARY = '----karirTestBoundary7MA4YWxkTrZu0gW';

export interface Part {
  readonly name: string;
  readonly filename?: string;
  readonly type?: string;
  readonly data: Buffer | string;
}

export function multipartBody(parts: readonly Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export interface RawAnswer {
  readonly status: number | null;
  readonly headers: Record<string, string>;
  readonly body: string;
}

export interface RawRequest {
  readonly method?: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: Buffer;
  /** Sent instead of the body's length. */
  readonly contentLength?: number;
  /** Send the body in chunks of this size with Transfer-Encoding: chunked (no length). */
  readonly chunked?: number;
  /** Stop after this many body bytes and end the socket's sending side, as a client cut off mid-upload does. */
  readonly endAfter?: number;
  /** Destroy the socket after writing, without waiting for an answer. */
  readonly abort?: boolean;
  readonly timeoutMs?: number;
}

/** Sends one request on a fresh socket and reads until the server closes it or the answer is complete. */
export function rawRequest(port: number, request: RawRequest): Promise<RawAnswer> {
  const body = request.body ?? Buffer.alloc(0);
  const sent = request.endAfter === undefined ? body : body.subarray(0, request.endAfter);
  const head = [
    `${request.method ?? 'POST'} ${request.path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    request.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${request.contentLength ?? body.length}`,
  ].join('\r\n');
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(received)));
    };
    const timer = setTimeout(finish, request.timeoutMs ?? 10_000);
    socket.on('data', (chunk) => received.push(chunk));
    // EPIPE or a reset while still sending: what the server answered before closing still counts.
    socket.on('error', () => {});
    socket.on('close', finish);
    socket.write(`${head}\r\n\r\n`);
    if (request.chunked) {
      for (let at = 0; at < sent.length; at += request.chunked) {
        const piece = sent.subarray(at, at + request.chunked);
        socket.write(`${piece.length.toString(16)}\r\n`);
        socket.write(piece);
        socket.write('\r\n');
      }
      if (request.endAfter === undefined) socket.write('0\r\n\r\n');
    } else {
      socket.write(sent);
    }
    if (request.endAfter !== undefined) socket.end();
    if (request.abort) setTimeout(() => socket.destroy(), 50);
  });
}

function parseAnswer(raw: Buffer): RawAnswer {
  const text = raw.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
  if (!status || split < 0) return { status: null, headers: {}, body: '' };
  const headers: Record<string, string> = {};
  for (const line of text.slice(0, split).split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(split + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { status: Number(status[1]), headers, body: body.toString('utf8') };
}

function dechunk(raw: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    out.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}
