/**
 * One attempt's limits, against real local HTTP servers: a redirect is not followed, a slow
 * answer is given up at the timeout, and a host name resolving to a loopback address is refused
 * by the connection's own lookup (what stops DNS rebinding), not only by the check before it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedAddressError, guardedLookup } from './endpoint-address';
import { sendWebhook } from './send-webhook';

let server: http.Server;
let base = '';
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    req.resume();
    if (req.url === '/moved') return void res.writeHead(307, { location: '/target' }).end();
    if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end(), 3_000);
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (path: string, timeoutMs = 2_000) =>
  sendWebhook({ url: `${base}${path}`, headers: {}, body: '{}', timeoutMs, allowPrivateAddresses: true });

describe('a webhook attempt', () => {
  it('does not follow a redirect: the attempt fails naming it, and the target is never requested', async () => {
    hits.length = 0;
    const result = await send('/moved');
    expect(result).toMatchObject({ ok: false, statusCode: 307, error: 'redirect to /target not followed' });
    expect(hits).toEqual(['/moved']);
  });

  it('gives up an answer slower than the timeout', async () => {
    const result = await send('/slow', 500);
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'no answer within 0.5 s' });
    expect(result.durationMs).toBeLessThan(2_000);
  });

  it('succeeds on any 2xx', async () => {
    expect(await send('/ok')).toMatchObject({ ok: true, statusCode: 204, error: null });
  });

  it("refuses, in the connection's own lookup, a name that resolves to a loopback address", async () => {
    const lookup = guardedLookup(false);
    const error = await new Promise<Error | null>((resolve) => lookup('localhost', { all: true }, (failure) => resolve(failure)));
    expect(error).toBeInstanceOf(BlockedAddressError);
    expect(error!.message).toMatch(/^address (127\.0\.0\.1|::1) is private, loopback, link-local or reserved$/);
    const allowed = await new Promise<Error | null>((resolve) =>
      guardedLookup(true)('localhost', { all: true }, (failure) => resolve(failure)),
    );
    expect(allowed).toBeNull();
    const refused = await sendWebhook({
      url: base.replace('127.0.0.1', 'localhost'),
      headers: {},
      body: '{}',
      timeoutMs: 2_000,
      allowPrivateAddresses: false,
    });
    expect(refused).toMatchObject({
      ok: false,
      statusCode: null,
      error: expect.stringMatching(/is private, loopback, link-local or reserved$/),
    });
  });
});
