/**
 * An event is recorded and its deliveries queued with the change it reports: a rolled-back
 * change leaves neither, and only the company's enabled endpoints subscribed to the type get one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDb } from '../db/test-db';
import { installQueues } from '../queue/job-queue';
import { WEBHOOK_QUEUE } from '../queue/queue-specs';
import { publishEmployerEvent } from './publish-event';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe.each(testEngines())('publishEmployerEvent on $engine', ({ open }) => {
  let t: TestDb;
  let maju = 0;

  beforeAll(async () => {
    t = await open();
    await installQueues(t.db);
    await t.db.exec(`INSERT INTO companies (slug, name) VALUES ('pt-maju', 'PT Maju'), ('pt-lain', 'PT Lain')`);
    const id = async (slug: string) =>
      Number((await t.db.query<{ id: number }>('SELECT id FROM companies WHERE slug = $1', [slug])).rows[0]!.id);
    maju = await id('pt-maju');
    const lain = await id('pt-lain');
    const hook = (company: number, url: string, events: string[], enabled = true) =>
      t.db.query('INSERT INTO employer_webhooks (company_id, url, events, secret, enabled) VALUES ($1, $2, $3, $4, $5)', [
        company,
        url,
        events,
        SECRET,
        enabled,
      ]);
    await hook(maju, 'https://a.example/hook', ['application.submitted', 'application.withdrawn']);
    await hook(maju, 'https://b.example/hook', ['application.withdrawn']);
    await hook(maju, 'https://off.example/hook', ['application.submitted'], false);
    await hook(lain, 'https://lain.example/hook', ['application.submitted']);
  }, 120_000);

  afterAll(async () => {
    await t?.cleanup();
  });

  const jobsFor = async (deliveryIds: readonly number[]) =>
    (await t.db.query<{ data: { deliveryId: number } }>(`SELECT data FROM pgboss.job WHERE name = $1`, [WEBHOOK_QUEUE.name])).rows
      .map((row) => row.data.deliveryId)
      .filter((id) => deliveryIds.includes(id));

  it('queues one delivery per subscribed, enabled endpoint of the company, committed with the change', async () => {
    const published = await t.db.transaction((tx) =>
      publishEmployerEvent(tx, { companyId: maju, type: 'application.submitted', data: { application: { id: 7 } } }),
    );
    expect(published.messageId).toMatch(/^msg_/);
    const { rows } = await t.db.query<{ url: string; payload: { type: string; timestamp: string; data: unknown } }>(
      `SELECT w.url, e.payload FROM webhook_deliveries d JOIN employer_webhooks w ON w.id = d.webhook_id JOIN employer_events e ON e.id = d.event_id
        WHERE d.event_id = $1`,
      [published.eventId],
    );
    expect(rows.map((r) => r.url)).toEqual(['https://a.example/hook']);
    expect(rows[0]!.payload).toEqual({
      type: 'application.submitted',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: { application: { id: 7 } },
    });
    expect(await jobsFor(published.deliveryIds)).toEqual(published.deliveryIds);
  });

  it('leaves no event, delivery or job behind when the change rolls back', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employer_events');
    const jobsBefore = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1', [WEBHOOK_QUEUE.name]);
    await expect(
      t.db.transaction(async (tx) => {
        await publishEmployerEvent(tx, { companyId: maju, type: 'application.withdrawn', data: {} });
        throw new Error('the withdrawal failed');
      }),
    ).rejects.toThrow('the withdrawal failed');
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employer_events')).rows).toEqual(before.rows);
    expect(
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1', [WEBHOOK_QUEUE.name])).rows,
    ).toEqual(jobsBefore.rows);
  });
});
