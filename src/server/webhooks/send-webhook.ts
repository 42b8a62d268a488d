/**
 * One attempt at a webhook: a POST of the signed body, answered within the timeout or given
 * up. A redirect is not followed (the answer counts as a failure naming it): following one
 * would reach a URL nobody checked. The response body is read only to free the connection.
 */
import http from 'node:http';
import https from 'node:https';
import { BlockedAddressError, checkHost, guardedLookup } from './endpoint-address';

export interface AttemptResult {
  readonly ok: boolean;
  /** Null when no answer came. */
  readonly statusCode: number | null;
  readonly durationMs: number;
  readonly error: string | null;
}

export interface SendOptions {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly timeoutMs: number;
  readonly allowPrivateAddresses: boolean;
}

const USER_AGENT = 'KarirNusantara-Webhooks/1.0';
const MAX_RESPONSE_BYTES = 64 * 1024;

export async function sendWebhook(options: SendOptions): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(options.url);
  const host = await checkHost(url.hostname, options.allowPrivateAddresses);
  if (!host.ok) {
    const error = host.reason === 'private' ? new BlockedAddressError(host.address).message : `host ${url.hostname} does not resolve`;
    return { ok: false, statusCode: null, durationMs: elapsed(), error };
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      agent: false,
      lookup: guardedLookup(options.allowPrivateAddresses),
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(options.body)),
        'user-agent': USER_AGENT,
      },
    });
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `no answer within ${options.timeoutMs / 1000} s` });
      request.destroy();
    }, options.timeoutMs);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_RESPONSE_BYTES) response.destroy();
      });
      const done = () => {
        if (status >= 200 && status < 300) return finish({ ok: true, statusCode: status, error: null });
        const location = status >= 300 && status < 400 ? response.headers.location : undefined;
        finish({
          ok: false,
          statusCode: status,
          error: location ? `redirect to ${location.slice(0, 300)} not followed` : `answered HTTP ${status}`,
        });
      };
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      const message =
        error instanceof BlockedAddressError || error.code === 'EBLOCKEDADDRESS'
          ? error.message
          : `${error.code ?? 'error'}: ${error.message}`;
      finish({ ok: false, statusCode: null, error: message.slice(0, 500) });
    });
    request.end(options.body);
  });
}
