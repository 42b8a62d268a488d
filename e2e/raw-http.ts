import http from 'node:http';
import zlib from 'node:zlib';
import { BASE_URL } from '../playwright.config';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A raw request, so the test sees the bytes and encodings the server sent. Each one opens its
 * own connection, so consecutive requests reach different workers of the server's cluster,
 * unless they share a keep-alive `agent` (one connection stays with one worker).
 */
export function get(path: string, headers: Record<string, string> = {}, agent: http.Agent | false = false): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(`${BASE_URL}${path}`, { headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

export function head(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .request(`${BASE_URL}${path}`, { method: 'HEAD', headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) }));
      })
      .on('error', reject)
      .end();
  });
}

/** The body as the browser would read it, whatever encoding it came in. */
export function decodedBytes(reply: Reply): Buffer {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return zlib.gunzipSync(reply.body);
  return reply.body;
}

export function decoded(reply: Reply): string {
  return decodedBytes(reply).toString();
}
