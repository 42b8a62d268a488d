/**
 * The webhook routes as an integrator uses them: register (secret shown once), list, read,
 * change, rotate the secret, delete; deliveries with every attempt, and sending one again;
 * refusals (bad bodies and private addresses 422, another company's webhook 404, a key
 * without applications:read 403). Deliveries go through the real queue to a real receiver
 * that verifies signatures with standardwebhooks.
 */
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testEngines, type TestDb } from '../../db/test-db';
import { installQueues, startJobQueue, type JobQueue } from '../../queue/job-queue';
import { WEBHOOK_QUEUE } from '../../queue/queue-specs';
import { webhookDeliveryHandler } from '../../webhooks/deliver-job';
import { publishEmployerEvent } from '../../webhooks/publish-event';
import { startReceiver, type WebhookReceiver } from '../../webhooks/test-receiver';
import { listenEmployerApi, makeEmployerKey, type EmployerApiServer } from './employer-api-harness';
import { COMPONENTS, openApiDocument } from './openapi-document';
import {
  deliveryListResponseSchema,
  deliveryResponseSchema,
  secretResponseSchema,
  webhookCreatedResponseSchema,
  webhookListResponseSchema,
  webhookResponseSchema,
} from './webhook-response-schemas';

describe.each(testEngines())('employer webhooks API on $engine', (engine) => {
  let t: TestDb;
  let api: EmployerApiServer;
  /** The site as configured in production: private addresses refused. */
  let strict: string;
  /** As in development and tests (WEBHOOK_ALLOW_PRIVATE_ADDRESSES=1): a receiver on this machine is accepted. */
  let lenient: string;
  let key = '';
  let otherKey = '';
  let jobsOnlyKey = '';
  let majuId = 0;
  let queue: JobQueue;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await engine.open();
    await installQueues(t.db);
    await t.db.exec(`INSERT INTO companies (slug, name) VALUES ('pt-maju', 'PT Maju'), ('pt-lain', 'PT Lain')`);
    majuId = Number((await t.db.query<{ id: number }>(`SELECT id FROM companies WHERE slug = 'pt-maju'`)).rows[0]!.id);
    const production = { EMPLOYER_API_RATE_LIMIT: '1000', NODE_ENV: 'production' };
    api = await listenEmployerApi(t.db, {
      mounts: {
        '/strict/api/employer/v1': production,
        '/lenient/api/employer/v1': { ...production, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1' },
      },
    });
    strict = api.url('/strict/api/employer/v1');
    lenient = api.url('/lenient/api/employer/v1');
    const made = async (companySlug: string, scopes: string[]) => (await makeEmployerKey(t.db, companySlug, scopes)).key;
    key = await made('pt-maju', ['applications:read']);
    otherKey = await made('pt-lain', ['applications:read', 'jobs:write']);
    jobsOnlyKey = await made('pt-maju', ['jobs:write']);
    const handler = webhookDeliveryHandler({
      db: t.db,
      allowPrivateAddresses: true,
      retries: { firstDelaySeconds: 0.5, maxDelaySeconds: 1, retries: 1 },
      timeoutMs: 2_000,
    });
    queue = await startJobQueue(t.db, {
      work: true,
      pollSeconds: 0.5,
      specs: [WEBHOOK_QUEUE],
      handlers: { [WEBHOOK_QUEUE.name]: handler },
      onError: () => {},
    });
  }, 180_000);

  afterAll(async () => {
    await queue?.stop();
    await receiver?.close();
    await api.close();
    await t.cleanup();
  });

  const call = (base: string, method: string, url: string, body?: unknown, auth: string = key, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${auth}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const json = async (response: Response) =>
    (await response.json()) as { message: string; errors?: Record<string, string[]> } & Record<string, unknown>;

  it('registers a webhook with its secret shown once, then lists, reads, changes, rotates and deletes it', async () => {
    const created = await call(strict, 'POST', '/webhooks', {
      url: 'https://93.184.215.14/karir',
      events: ['application.submitted'],
      description: 'Our ATS',
    });
    expect(created.status).toBe(201);
    const { data } = webhookCreatedResponseSchema.parse(await created.json());
    expect(data).toMatchObject({
      url: 'https://93.184.215.14/karir',
      events: ['application.submitted'],
      description: 'Our ATS',
      enabled: true,
      failing: false,
      failingSince: null,
    });
    expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.headers.get('location')).toBe(`/strict/api/employer/v1/webhooks/${data.id}`);

    const listed = webhookListResponseSchema.parse(await (await call(strict, 'GET', '/webhooks')).json());
    expect(listed.data.map((w) => w.id)).toContain(data.id);
    expect(JSON.stringify(listed)).not.toContain(data.secret);
    const read = webhookResponseSchema.parse(await (await call(strict, 'GET', `/webhooks/${data.id}`)).json());
    expect(read.data).not.toHaveProperty('secret');

    const changed = await call(strict, 'PATCH', `/webhooks/${data.id}`, {
      events: ['application.submitted', 'application.withdrawn'],
      enabled: false,
    });
    expect(changed.status).toBe(200);
    expect(webhookResponseSchema.parse(await changed.json()).data).toMatchObject({
      events: ['application.submitted', 'application.withdrawn'],
      enabled: false,
      url: 'https://93.184.215.14/karir',
    });

    const rotated = await call(strict, 'POST', `/webhooks/${data.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const secret = secretResponseSchema.parse(await rotated.json()).data;
    expect(secret.secret).toMatch(/^whsec_/);
    expect(secret.secret).not.toBe(data.secret);
    expect(new Date(secret.previousSecretValidUntil).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);

    expect((await call(strict, 'DELETE', `/webhooks/${data.id}`)).status).toBe(204);
    expect((await call(strict, 'GET', `/webhooks/${data.id}`)).status).toBe(404);
  });

  it('refuses bad bodies with 422 and an errors map per field, in the language asked for', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { url: ['Required.'], events: [expect.stringContaining('one or more of: application.submitted')] }],
      [
        { url: 'ftp://hooks.example.com/x', events: ['application.submitted'] },
        { url: [expect.stringContaining('http:// or https:// URL')] },
      ],
      [
        { url: 'https://user:pw@hooks.example.com/x', events: ['application.submitted'] },
        { url: [expect.stringContaining('without a user name')] },
      ],
      [{ url: 'https://93.184.215.14/x', events: [] }, { events: [expect.stringContaining('one or more of')] }],
      [
        { url: 'https://93.184.215.14/x', events: ['application.hired'] },
        { 'events.0': [expect.stringContaining('Must be one of: application.submitted')] },
      ],
      [
        { url: 'https://93.184.215.14/x', events: ['application.submitted', 'application.submitted'] },
        { events: ['This event is listed twice.'] },
      ],
      [
        { url: 'https://93.184.215.14/x', events: ['application.submitted'], enabled: 'yes', description: 'x'.repeat(201) },
        { description: [expect.any(String)], enabled: ['Must be true or false.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await call(strict, 'POST', '/webhooks', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await json(response)).errors).toEqual(errors);
    }
    const indonesian = await call(strict, 'POST', '/webhooks', { events: ['application.submitted'] }, key, { 'accept-language': 'id' });
    expect(await json(indonesian)).toMatchObject({ errors: { url: [expect.stringMatching(/^(?!Required)/)] } });
    expect((await call(strict, 'POST', '/webhooks', 'not json')).status).toBe(400);
    expect((await call(strict, 'POST', '/webhooks', 'url=x', key, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    );
    const created = webhookCreatedResponseSchema.parse(
      await (await call(strict, 'POST', '/webhooks', { url: 'https://93.184.215.14/y', events: ['application.withdrawn'] })).json(),
    );
    const empty = await call(strict, 'PATCH', `/webhooks/${created.data.id}`, {});
    expect(empty.status).toBe(422);
    expect((await json(empty)).errors).toEqual({ _form: ['Send at least one of url, events, description and enabled.'] });
    const badList = await call(strict, 'GET', `/webhooks/${created.data.id}/deliveries?limit=500&status=lost`);
    expect(badList.status).toBe(422);
    expect(Object.keys((await json(badList)).errors!)).toEqual(['status', 'limit']);
  });

  it('refuses URLs on private, loopback and link-local addresses (422) unless the operator allows them', async () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '10.1.2.3',
      '192.168.0.10',
      '169.254.169.254',
      '[::1]',
      '[fd00::1]',
      '[::ffff:127.0.0.1]',
      '0.0.0.0',
      '100.64.0.1',
    ]) {
      const response = await call(strict, 'POST', '/webhooks', { url: `http://${host}:8080/hook`, events: ['application.submitted'] });
      expect(response.status, host).toBe(422);
      expect((await json(response)).errors!.url![0], host).toMatch(
        /a private, loopback or link-local address: webhooks are sent to public addresses only\.$/,
      );
    }
    const unresolved = await call(strict, 'POST', '/webhooks', {
      url: 'https://no-such-host.invalid/hook',
      events: ['application.submitted'],
    });
    expect((await json(unresolved)).errors).toEqual({ url: ['no-such-host.invalid does not resolve to an address.'] });
    const publicOne = webhookCreatedResponseSchema.parse(
      await (await call(strict, 'POST', '/webhooks', { url: 'https://93.184.215.14/hook', events: ['application.submitted'] })).json(),
    );
    const moved = await call(strict, 'PATCH', `/webhooks/${publicOne.data.id}`, { url: 'http://127.0.0.1/admin' });
    expect(moved.status).toBe(422);
    expect(webhookResponseSchema.parse(await (await call(strict, 'GET', `/webhooks/${publicOne.data.id}`)).json()).data.url).toBe(
      'https://93.184.215.14/hook',
    );
    const allowed = await call(lenient, 'POST', '/webhooks', { url: 'http://127.0.0.1:8080/hook', events: ['application.submitted'] });
    expect(allowed.status).toBe(201);
  });

  it("answers 404 for another company's webhook and its deliveries, and 403 for a key without applications:read", async () => {
    const mine = webhookCreatedResponseSchema.parse(
      await (await call(strict, 'POST', '/webhooks', { url: 'https://93.184.215.14/mine', events: ['application.submitted'] })).json(),
    ).data;
    const published = await publishEmployerEvent(t.db, { companyId: majuId, type: 'application.submitted', data: {} });
    const deliveryId = published.deliveryIds.at(-1);
    for (const [method, url, body] of [
      ['GET', `/webhooks/${mine.id}`],
      ['PATCH', `/webhooks/${mine.id}`, { enabled: false }],
      ['DELETE', `/webhooks/${mine.id}`],
      ['POST', `/webhooks/${mine.id}/rotate-secret`],
      ['GET', `/webhooks/${mine.id}/deliveries`],
      ['GET', `/webhooks/${mine.id}/deliveries/${deliveryId}`],
      ['POST', `/webhooks/${mine.id}/deliveries/${deliveryId}/resend`],
      ['GET', '/webhooks/not-a-number'],
    ] as const) {
      expect((await call(strict, method, url, body, otherKey)).status, `${method} ${url}`).toBe(404);
    }
    expect((await json(await call(strict, 'GET', '/webhooks', undefined, otherKey))).data).toEqual([]);
    expect(webhookResponseSchema.parse(await (await call(strict, 'GET', `/webhooks/${mine.id}`)).json()).data.enabled).toBe(true);
    const forbidden = await call(
      strict,
      'POST',
      '/webhooks',
      { url: 'https://93.184.215.14/x', events: ['application.submitted'] },
      jobsOnlyKey,
    );
    expect(forbidden.status).toBe(403);
    expect((await json(forbidden)).message).toContain('applications:read');
  });

  it('lists each delivery with every attempt, and sends one again with the same webhook-id', { timeout: 60_000 }, async () => {
    await t.db.exec('DELETE FROM employer_webhooks');
    const registered = await call(lenient, 'POST', '/webhooks', {
      url: 'http://127.0.0.1:1/placeholder',
      events: ['application.withdrawn'],
    });
    const webhook = webhookCreatedResponseSchema.parse(await registered.json()).data;
    receiver = await startReceiver(webhook.secret);
    await call(lenient, 'PATCH', `/webhooks/${webhook.id}`, { url: receiver.url });
    receiver.script(500, 502);
    const published = await publishEmployerEvent(t.db, {
      companyId: majuId,
      type: 'application.withdrawn',
      data: { application: { id: 9 } },
    });
    const deliveries = async () =>
      deliveryListResponseSchema.parse(await (await call(lenient, 'GET', `/webhooks/${webhook.id}/deliveries`)).json()).data;
    await expect.poll(async () => (await deliveries())[0]?.status, { timeout: 20_000, interval: 300 }).toBe('failed');
    const [failed] = await deliveries();
    expect(failed).toMatchObject({ eventType: 'application.withdrawn', messageId: published.messageId, nextAttemptAt: null });
    expect(failed!.attempts).toEqual([
      {
        attemptedAt: expect.any(String),
        statusCode: 500,
        durationMs: expect.any(Number),
        error: 'answered HTTP 500',
        nextRetryAt: expect.any(String),
      },
      { attemptedAt: expect.any(String), statusCode: 502, durationMs: expect.any(Number), error: 'answered HTTP 502', nextRetryAt: null },
    ]);
    expect(webhookResponseSchema.parse(await (await call(lenient, 'GET', `/webhooks/${webhook.id}`)).json()).data).toMatchObject({
      failing: true,
      failingSince: expect.any(String),
    });

    const resent = await call(lenient, 'POST', `/webhooks/${webhook.id}/deliveries/${failed!.id}/resend`);
    expect(resent.status).toBe(202);
    expect(deliveryResponseSchema.parse(await resent.json()).data.status).toBe('pending');
    await expect.poll(async () => (await deliveries())[0]?.status, { timeout: 20_000, interval: 300 }).toBe('succeeded');
    expect((await deliveries())[0]!.attempts.map((a) => a.statusCode)).toEqual([500, 502, 200]);
    expect(receiver.received.map((r) => [r.id, r.answered, r.verified.ok])).toEqual([
      [published.messageId, 500, true],
      [published.messageId, 502, true],
      [published.messageId, 200, true],
    ]);
    expect(webhookResponseSchema.parse(await (await call(lenient, 'GET', `/webhooks/${webhook.id}`)).json()).data.failing).toBe(false);

    // After a rotation both secrets sign, so a receiver on either one verifies.
    const rotated = secretResponseSchema.parse(await (await call(lenient, 'POST', `/webhooks/${webhook.id}/rotate-secret`)).json()).data;
    await publishEmployerEvent(t.db, { companyId: majuId, type: 'application.withdrawn', data: {} });
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(4);
    expect(receiver.received[3]!.verified.ok).toBe(true);
    expect(receiver.received[3]!.signature.split(' ')).toHaveLength(2);
    receiver.setSecret(rotated.secret);
    const resentAgain = await call(lenient, 'POST', `/webhooks/${webhook.id}/deliveries/${(await deliveries())[0]!.id}/resend`);
    expect(resentAgain.status).toBe(202);
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(5);
    expect(receiver.received[4]!.verified.ok).toBe(true);

    await call(lenient, 'PATCH', `/webhooks/${webhook.id}`, { enabled: false });
    const refused = await call(lenient, 'POST', `/webhooks/${webhook.id}/deliveries/${failed!.id}/resend`);
    expect(refused.status).toBe(409);
  });

  it(
    'describes the webhook routes in the OpenAPI document, which validates, and gives every documented answer as documented',
    { timeout: 60_000 },
    async () => {
      const document = openApiDocument('http://site.test') as {
        paths: Record<
          string,
          Record<string, { responses: Record<string, { content?: { 'application/json': { schema: { $ref: string } } } }> }>
        >;
      };
      const result = await validate(structuredClone(document) as never);
      expect(result).toMatchObject({ valid: true });
      const documented = new Set<string>();
      for (const [route, operations] of Object.entries(document.paths)) {
        if (!route.startsWith('/webhooks')) continue;
        for (const [method, operation] of Object.entries(operations)) {
          if (method === 'parameters') continue;
          for (const status of Object.keys(operation.responses))
            if (status !== '429') documented.add(`${method.toUpperCase()} ${route} ${status}`);
        }
      }
      const created = webhookCreatedResponseSchema.parse(
        await (await call(lenient, 'POST', '/webhooks', { url: 'http://127.0.0.1:9/x', events: ['application.submitted'] })).json(),
      ).data;
      const doomed = webhookCreatedResponseSchema.parse(
        await (await call(lenient, 'POST', '/webhooks', { url: 'http://127.0.0.1:9/y', events: ['application.submitted'] })).json(),
      ).data;
      await call(lenient, 'PATCH', `/webhooks/${doomed.id}`, { enabled: false });
      const published = await publishEmployerEvent(t.db, { companyId: majuId, type: 'application.submitted', data: {} });
      const deliveryOf = async (webhookId: number) =>
        Number(
          (
            await t.db.query<{ id: number }>('SELECT id FROM webhook_deliveries WHERE webhook_id = $1 AND event_id = $2', [
              webhookId,
              published.eventId,
            ])
          ).rows[0]!.id,
        );
      const delivery = await deliveryOf(created.id);
      // A delivery queued while enabled, to an endpoint disabled since: resending it is refused.
      await call(lenient, 'PATCH', `/webhooks/${doomed.id}`, { enabled: true });
      await publishEmployerEvent(t.db, { companyId: majuId, type: 'application.submitted', data: {} });
      await call(lenient, 'PATCH', `/webhooks/${doomed.id}`, { enabled: false });
      const doomedId = Number(
        (await t.db.query<{ id: number }>('SELECT max(id) AS id FROM webhook_deliveries WHERE webhook_id = $1', [doomed.id])).rows[0]!.id,
      );
      const w = `/webhooks/${created.id}`;
      const d = `${w}/deliveries/${delivery}`;
      const probes: [string, string, string, () => Promise<Response>][] = [];
      const refusals = (method: string, route: string, url: string, body?: unknown, notFound = true) => {
        probes.push([method, route, '401', () => call(lenient, method, url, body, 'kn_live_nope')]);
        probes.push([method, route, '403', () => call(lenient, method, url, body, jobsOnlyKey)]);
        if (notFound) probes.push([method, route, '404', () => call(lenient, method, url, body, otherKey)]);
      };
      probes.push(['GET', '/webhooks', '200', () => call(lenient, 'GET', '/webhooks')]);
      refusals('GET', '/webhooks', '/webhooks', undefined, false);
      probes.push([
        'POST',
        '/webhooks',
        '201',
        () => call(lenient, 'POST', '/webhooks', { url: 'http://127.0.0.1:9/z', events: ['application.withdrawn'] }),
      ]);
      probes.push(['POST', '/webhooks', '422', () => call(lenient, 'POST', '/webhooks', { url: 'nope', events: [] })]);
      refusals('POST', '/webhooks', '/webhooks', { url: 'http://127.0.0.1:9/z', events: ['application.withdrawn'] }, false);
      probes.push(['GET', '/webhooks/{webhookId}', '200', () => call(lenient, 'GET', w)]);
      refusals('GET', '/webhooks/{webhookId}', w);
      probes.push(['PATCH', '/webhooks/{webhookId}', '200', () => call(lenient, 'PATCH', w, { description: 'Documented' })]);
      probes.push(['PATCH', '/webhooks/{webhookId}', '422', () => call(lenient, 'PATCH', w, { events: ['nope'] })]);
      refusals('PATCH', '/webhooks/{webhookId}', w, { description: 'x' });
      probes.push(['POST', '/webhooks/{webhookId}/rotate-secret', '200', () => call(lenient, 'POST', `${w}/rotate-secret`)]);
      refusals('POST', '/webhooks/{webhookId}/rotate-secret', `${w}/rotate-secret`);
      probes.push(['GET', '/webhooks/{webhookId}/deliveries', '200', () => call(lenient, 'GET', `${w}/deliveries?limit=5`)]);
      probes.push(['GET', '/webhooks/{webhookId}/deliveries', '422', () => call(lenient, 'GET', `${w}/deliveries?cursor=x`)]);
      refusals('GET', '/webhooks/{webhookId}/deliveries', `${w}/deliveries`);
      probes.push(['GET', '/webhooks/{webhookId}/deliveries/{deliveryId}', '200', () => call(lenient, 'GET', d)]);
      refusals('GET', '/webhooks/{webhookId}/deliveries/{deliveryId}', d);
      probes.push(['POST', '/webhooks/{webhookId}/deliveries/{deliveryId}/resend', '202', () => call(lenient, 'POST', `${d}/resend`)]);
      probes.push([
        'POST',
        '/webhooks/{webhookId}/deliveries/{deliveryId}/resend',
        '409',
        () => call(lenient, 'POST', `/webhooks/${doomed.id}/deliveries/${doomedId}/resend`),
      ]);
      refusals('POST', '/webhooks/{webhookId}/deliveries/{deliveryId}/resend', `${d}/resend`);
      probes.push(['DELETE', '/webhooks/{webhookId}', '204', () => call(lenient, 'DELETE', `/webhooks/${doomed.id}`)]);
      refusals('DELETE', '/webhooks/{webhookId}', w);
      const probed = new Set<string>();
      for (const [method, route, status, send] of probes) {
        const answer = await send();
        expect(answer.status, `${method} ${route}`).toBe(Number(status));
        const content = document.paths[route]![method.toLowerCase()]!.responses[status]!.content;
        // An answer documented with a body matches its schema; the others (204) have none to check.
        const name = content?.['application/json'].schema.$ref.split('/').at(-1);
        const problem = name
          ? (COMPONENTS[name as keyof typeof COMPONENTS] as z.ZodType).safeParse(await answer.json()).error?.message
          : undefined;
        expect(problem, `${method} ${route} ${status}`).toBeUndefined();
        probed.add(`${method} ${route} ${status}`);
      }
      expect([...probed].sort()).toEqual([...documented].sort());
    },
  );
});
