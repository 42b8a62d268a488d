import net from 'node:net';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

interface Outcome {
  /** The status line the server answered with, if any. */
  readonly status: number | null;
  /** Milliseconds until the server answered or closed the connection. */
  readonly ms: number;
}

/**
 * Writes `head` at once, then one byte of body every `drip` ms, until the server answers or
 * closes the connection, or `giveUpMs` passes (status null, ms = giveUpMs).
 */
function slowRequest(port: number, head: string, { drip = 1000, giveUpMs = 15_000 } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let settled = false;
    const finish = (status: number | null) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ status, ms: Date.now() - started });
    };
    const statusOf = () => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0) || null;
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) finish(statusOf());
    });
    socket.on('close', () => finish(statusOf()));
    socket.on('error', () => finish(statusOf()));
    const timer = setInterval(() => !socket.destroyed && socket.write('x'), drip);
    const giveUp = setTimeout(() => finish(null), giveUpMs);
  });
}

const post = (path: string, type: string, length: number, port: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;

test.describe('slow and oversized requests', () => {
  test.setTimeout(120_000);
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer({ REQUEST_TIMEOUT: '3', HEADERS_TIMEOUT: '2' });
  });

  test.afterAll(async () => server?.stop());

  test('a body over the limit is refused as soon as its length is declared, on the API and the pages alike', async () => {
    const api = await slowRequest(server.port, post('/api/login', 'application/json', 50 * 1024 * 1024, server.port));
    expect(api.status).toBe(413);
    expect(api.ms).toBeLessThan(1_500);
    const form = await slowRequest(server.port, post('/contact-us', 'multipart/form-data; boundary=x', 50 * 1024 * 1024, server.port));
    expect(form.status).toBe(413);
    expect(form.ms).toBeLessThan(1_500);
    const vitals = await slowRequest(server.port, post('/_vitals', 'application/json', 1024 * 1024, server.port));
    expect(vitals.status).toBe(413);
  });

  test('a body that trickles in is cut off after REQUEST_TIMEOUT, not held for minutes', async () => {
    const form = await slowRequest(server.port, post('/contact-us', 'application/x-www-form-urlencoded', 100 * 1024, server.port));
    expect(form.status).toBe(408);
    expect(form.ms).toBeLessThan(6_000);
    const api = await slowRequest(server.port, post('/api/login', 'application/json', 50 * 1024, server.port));
    expect(api.status).toBe(408);
    expect(api.ms).toBeLessThan(6_000);
  });

  test('headers that trickle in are cut off after HEADERS_TIMEOUT', async () => {
    const outcome = await slowRequest(server.port, `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
    expect(outcome.ms).toBeLessThan(6_000);
  });
});
