/**
 * Deliveries on the real queue to a real HTTP receiver that verifies signatures with the
 * standardwebhooks package: signed as the spec says, retried with back-off until the receiver
 * takes it (every attempt recorded, one webhook-id throughout), refused on a private address
 * at delivery time, and sent once with two instances working one database.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openDb } from '../db/open-db';
import { testEngines, type TestDb } from '../db/test-db';
import { registry } from '../metrics/registry';
import { reportWebhookHealth } from '../metrics/webhook-metrics';
import { installQueues, startJobQueue, type JobQueue } from '../queue/job-queue';
import { jobsNotCompleted } from '../queue/jobs-not-completed';
import { WEBHOOK_QUEUE } from '../queue/queue-specs';
import { webhookDeliveryHandler } from './deliver-job';
import { publishEmployerEvent } from './publish-event';
import type { RetrySchedule } from './retry-schedule';
import { startReceiver, type WebhookReceiver } from './test-receiver';
import { newWebhookSecret } from './webhook-signing';

const FAST: RetrySchedule = { firstDelaySeconds: 0.5, maxDelaySeconds: 1, retries: 5 };

describe.each(testEngines())('webhook delivery on $engine', ({ engine, open }) => {
  let t: TestDb;
  let companyId = 0;
  let queues: JobQueue[] = [];
  let receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    t = await open();
    await installQueues(t.db);
    const { rows } = await t.db.query<{ id: number }>(`INSERT INTO companies (slug, name) VALUES ('pt-maju', 'PT Maju') RETURNING id`);
    companyId = Number(rows[0]!.id);
  }, 120_000);

  afterEach(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await Promise.all(receivers.map((r) => r.close()));
    queues = [];
    receivers = [];
    await t.db.exec('DELETE FROM employer_webhooks');
  });

  afterAll(async () => {
    await t?.cleanup();
  });

  async function endpoint(options: { delayMs?: number } = {}) {
    const secret = newWebhookSecret();
    const receiver = await startReceiver(secret, options);
    receivers.push(receiver);
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO employer_webhooks (company_id, url, events, secret) VALUES ($1, $2, $3, $4) RETURNING id`,
      [companyId, receiver.url, ['application.submitted'], secret],
    );
    return { receiver, webhookId: Number(rows[0]!.id) };
  }

  async function work(db: Db, allowPrivateAddresses = true, onAttempt?: () => void) {
    const handler = webhookDeliveryHandler({ db, allowPrivateAddresses, retries: FAST, timeoutMs: 2_000 });
    const queue = await startJobQueue(db, {
      work: true,
      pollSeconds: 0.5,
      specs: [WEBHOOK_QUEUE],
      handlers: { [WEBHOOK_QUEUE.name]: async (data: never, job) => (onAttempt?.(), handler(data, job)) },
      onError: () => {},
    });
    queues.push(queue);
    return queue;
  }

  const attemptsOf = async (deliveryId: number) =>
    (
      await t.db.query<{
        status_code: number | null;
        error: string | null;
        duration_ms: number;
        attempted_at: Date;
        next_retry_at: Date | null;
      }>('SELECT status_code, error, duration_ms, attempted_at, next_retry_at FROM webhook_attempts WHERE delivery_id = $1 ORDER BY id', [
        deliveryId,
      ])
    ).rows;
  const deliveryOf = async (deliveryId: number) =>
    (await t.db.query<{ status: string }>('SELECT status FROM webhook_deliveries WHERE id = $1', [deliveryId])).rows[0]!.status;

  it('signs a delivery as Standard Webhooks says, so the receiver verifies it with standardwebhooks', { timeout: 30_000 }, async () => {
    const { receiver } = await endpoint();
    const published = await publishEmployerEvent(t.db, { companyId, type: 'application.submitted', data: { application: { id: 41 } } });
    await work(t.db);
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    const [got] = receiver.received;
    expect(got!.verified).toEqual({
      ok: true,
      payload: { type: 'application.submitted', timestamp: expect.any(String), data: { application: { id: 41 } } },
    });
    expect(got!.id).toBe(published.messageId);
    expect(Math.abs(Number(got!.timestamp) - Date.now() / 1000)).toBeLessThan(10);
    expect(got!.signature).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    await expect.poll(() => deliveryOf(published.deliveryIds[0]!)).toBe('succeeded');
  });

  it(
    'retries an endpoint answering 500 three times, then 200: one delivery, four attempts, received once with one webhook-id',
    { timeout: 60_000 },
    async () => {
      const { receiver } = await endpoint();
      receiver.script(500, 500, 500);
      const published = await publishEmployerEvent(t.db, { companyId, type: 'application.submitted', data: { application: { id: 42 } } });
      const [deliveryId] = published.deliveryIds;
      await work(t.db);
      await expect.poll(() => deliveryOf(deliveryId!), { timeout: 30_000, interval: 250 }).toBe('succeeded');
      expect(receiver.received.map((r) => r.answered)).toEqual([500, 500, 500, 200]);
      expect(new Set(receiver.received.map((r) => r.id))).toEqual(new Set([published.messageId]));
      expect(receiver.received.every((r) => r.verified.ok)).toBe(true);
      expect(receiver.received.filter((r) => r.answered === 200)).toHaveLength(1);
      const attempts = await attemptsOf(deliveryId!);
      expect(attempts.map((a) => [a.status_code, a.error])).toEqual([
        [500, 'answered HTTP 500'],
        [500, 'answered HTTP 500'],
        [500, 'answered HTTP 500'],
        [200, null],
      ]);
      // Each failure names its next retry, and the next attempt came no sooner; back-off grows.
      for (let i = 0; i < 3; i += 1) {
        expect(attempts[i]!.next_retry_at).not.toBeNull();
        expect(attempts[i + 1]!.attempted_at.getTime()).toBeGreaterThanOrEqual(attempts[i]!.next_retry_at!.getTime() - 50);
      }
      expect(attempts[3]!.next_retry_at).toBeNull();
      const waits = attempts.slice(0, 3).map((a) => a.next_retry_at!.getTime() - a.attempted_at.getTime());
      expect(waits[1]!).toBeGreaterThan(waits[0]!);
    },
  );

  it(
    'ends a delivery out of retries as failed and marks its endpoint failing; a later success clears the mark',
    { timeout: 60_000 },
    async () => {
      const { receiver, webhookId } = await endpoint();
      receiver.script(...Array<number>(FAST.retries + 1).fill(503));
      const failed = await publishEmployerEvent(t.db, { companyId, type: 'application.submitted', data: {} });
      await work(t.db);
      await expect.poll(() => deliveryOf(failed.deliveryIds[0]!), { timeout: 40_000, interval: 250 }).toBe('failed');
      expect(await attemptsOf(failed.deliveryIds[0]!)).toHaveLength(FAST.retries + 1);
      const failing = async () =>
        (await t.db.query<{ failing_since: Date | null }>('SELECT failing_since FROM employer_webhooks WHERE id = $1', [webhookId]))
          .rows[0]!.failing_since;
      expect(await failing()).toBeInstanceOf(Date);
      // The operator sees it in /metrics.
      reportWebhookHealth(t.db);
      expect(await registry.metrics()).toMatch(/^karir_webhook_endpoints_failing 1$/m);
      expect(await registry.metrics()).toMatch(/^karir_webhook_deliveries\{status="failed"\} 1$/m);
      const next = await publishEmployerEvent(t.db, { companyId, type: 'application.submitted', data: {} });
      await expect.poll(() => deliveryOf(next.deliveryIds[0]!), { timeout: 10_000 }).toBe('succeeded');
      expect(await failing()).toBeNull();
      expect(await registry.metrics()).toMatch(/^karir_webhook_endpoints_failing 0$/m);
    },
  );

  it('refuses, when delivering, an endpoint on a loopback address unless private addresses are allowed', { timeout: 30_000 }, async () => {
    const { receiver } = await endpoint();
    const published = await publishEmployerEvent(t.db, { companyId, type: 'application.submitted', data: {} });
    await work(t.db, false);
    await expect.poll(async () => (await attemptsOf(published.deliveryIds[0]!)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const [attempt] = await attemptsOf(published.deliveryIds[0]!);
    expect(attempt!.status_code).toBeNull();
    expect(attempt!.error).toBe('address 127.0.0.1 is private, loopback, link-local or reserved');
    expect(receiver.received).toEqual([]);
  });

  it('lets a webhook be deleted while an attempt at it is on the wire: the job ends without an error', { timeout: 30_000 }, async () => {
    const { receiver, webhookId } = await endpoint({ delayMs: 1_000 });
    const published = await publishEmployerEvent(t.db, { companyId, type: 'application.submitted', data: {} });
    const errors: unknown[] = [];
    const handler = webhookDeliveryHandler({ db: t.db, allowPrivateAddresses: true, retries: FAST, timeoutMs: 5_000 });
    queues.push(
      await startJobQueue(t.db, {
        work: true,
        pollSeconds: 0.5,
        specs: [WEBHOOK_QUEUE],
        handlers: { [WEBHOOK_QUEUE.name]: handler },
        onError: (error) => errors.push(error),
      }),
    );
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    await t.db.query('DELETE FROM employer_webhooks WHERE id = $1', [webhookId]);
    const state = async () =>
      (
        await t.db.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = $1 AND data->>'deliveryId' = $2`, [
          WEBHOOK_QUEUE.name,
          String(published.deliveryIds[0]),
        ])
      ).rows[0]?.state;
    await expect.poll(state, { timeout: 10_000 }).toBe('completed');
    expect(errors).toEqual([]);
  });

  it('delivers each event once with two instances working the queue on one database', { timeout: 90_000 }, async () => {
    const { receiver } = await endpoint({ delayMs: 30 });
    // On PostgreSQL the second instance has its own pool, as a second server would.
    const second = engine === 'postgres' ? await openDb({ databaseUrl: t.url!, dataDir: '', maxConnections: 4 }) : t.db;
    try {
      const ids: string[] = [];
      for (let n = 0; n < 20; n += 1)
        ids.push((await publishEmployerEvent(t.db, { companyId, type: 'application.submitted', data: { n } })).messageId);
      const workedBy = { a: 0, b: 0 };
      await Promise.all([work(t.db, true, () => (workedBy.a += 1)), work(second, true, () => (workedBy.b += 1))]);
      await expect.poll(() => receiver.received.length, { timeout: 60_000, interval: 250 }).toBe(20);
      // Every delivery job completed: none is handed out again, so a second send would already be here.
      await expect.poll(() => jobsNotCompleted(t.db, WEBHOOK_QUEUE.name), { timeout: 10_000 }).toBe(0);
      expect(receiver.received.map((r) => r.id).sort()).toEqual([...ids].sort());
      expect(workedBy.a).toBeGreaterThan(0);
      expect(workedBy.b).toBeGreaterThan(0);
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
      queues = [];
      if (second !== t.db) await second.close();
    }
  });
});
