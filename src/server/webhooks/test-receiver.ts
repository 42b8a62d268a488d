/**
 * A real HTTP receiver for webhook tests: it verifies each request's signature with the
 * standardwebhooks package, as an integrator's endpoint would, and answers with the status the
 * test scripts for it (200 once the script runs out).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  readonly id: string;
  readonly timestamp: string;
  readonly signature: string;
  readonly body: string;
  /** What standardwebhooks' verify() made of it: the parsed body, or the error it threw. */
  readonly verified: { ok: true; payload: unknown } | { ok: false; error: string };
  readonly answered: number;
}

export interface WebhookReceiver {
  readonly url: string;
  readonly received: ReceivedWebhook[];
  /** Statuses for the next requests, in order. */
  script(...statuses: number[]): void;
  setSecret(secret: string): void;
  close(): Promise<void>;
}

export async function startReceiver(secret: string, options: { delayMs?: number } = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  let verifier = new Webhook(secret);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      let verified: ReceivedWebhook['verified'];
      try {
        verified = { ok: true, payload: verifier.verify(body, headers) };
      } catch (error) {
        verified = { ok: false, error: (error as Error).message };
      }
      const answered = statuses.shift() ?? 200;
      received.push({
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        signature: headers['webhook-signature'],
        body,
        verified,
        answered,
      });
      setTimeout(
        () => res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered < 300 ? 'ok' : 'not now'),
        options.delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/karir`,
    received,
    script: (...next) => void statuses.push(...next),
    setSecret: (next) => void (verifier = new Webhook(next)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
