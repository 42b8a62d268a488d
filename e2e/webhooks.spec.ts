/**
 * Webhooks on real servers: a candidate applies through the site and the employer's receiver
 * (an HTTP server in this test that verifies signatures with standardwebhooks, as an
 * integrator's would) gets application.submitted. Durability: the server that queued the
 * delivery is killed with SIGKILL before any worker took it (its /metrics shows the job and the
 * delivery waiting), and the server started again on the same database delivers it. Once only:
 * two instances working the queue of one PostgreSQL database deliver each event to each
 * endpoint once.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser } from '@playwright/test';
import { runOperatorCommand } from './operator-process';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';
import { startReceiver, type WebhookReceiver } from '../src/server/webhooks/test-receiver';

const adminUrl = process.env.TEST_DATABASE_URL;

type Target = { DATA_DIR: string } | { DATABASE_URL: string };

async function command(script: string, args: string[], target: Target): Promise<string> {
  return runOperatorCommand(script, args, target);
}

/** Demo data, then a key of the first company for jobs and applications, made by the command. */
async function prepare(target: Target): Promise<string> {
  await command('src/server/seed/cli.ts', ['--jobs', '60', '--companies', '4'], target);
  const company = (await command('scripts/employer.ts', ['companies'], target)).split('\n')[0]!.split('\t')[0]!;
  const output = await command(
    'scripts/employer.ts',
    ['create-key', '--company', company, '--scope', 'jobs:write', '--scope', 'applications:read', '--label', 'e2e webhooks'],
    target,
  );
  const key = /^kn_live_\S+$/m.exec(output)?.[0];
  expect(key, output).toBeTruthy();
  return key!;
}

/** Servers as deployed, except that a receiver on this machine is allowed and idle workers look for jobs twice a second. */
function serverEnv(target: Target, extra: Record<string, string> = {}): Record<string, string> {
  return { ...target, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1', QUEUE_POLL_SECONDS: '0.5', SEED_ON_EMPTY: '0', LOG_LEVEL: 'error', ...extra };
}

function api(server: OwnServer, key: string, method: string, pathname: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}/api/employer/v1${pathname}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function putJob(server: OwnServer, key: string, externalId: string, title: string): Promise<string> {
  const response = await api(server, key, 'PUT', `/jobs/${externalId}`, {
    title,
    description: `<p>${title}: mengelola arsip digital.</p>`,
    location: 'jakarta-selatan',
    employmentType: 'FULL_TIME',
    workArrangement: 'onsite',
    level: 'entry',
    coverLetter: 'none',
    languages: ['id'],
  });
  expect(response.status).toBe(201);
  return new URL(((await response.json()) as { data: { url: string } }).data.url).pathname;
}

/** Registers `receiver` for the events; the receiver then verifies with the secret answered once. */
async function register(server: OwnServer, key: string, receiver: WebhookReceiver, events: string[]): Promise<number> {
  const response = await api(server, key, 'POST', '/webhooks', { url: receiver.url, events });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: number; secret: string } };
  receiver.setSecret(data.secret);
  return data.id;
}

interface DeliveryAnswer {
  data: { status: string; messageId: string; attempts: { statusCode: number | null }[] }[];
}

async function deliveries(server: OwnServer, key: string, webhookId: number): Promise<DeliveryAnswer['data']> {
  return ((await (await api(server, key, 'GET', `/webhooks/${webhookId}/deliveries`)).json()) as DeliveryAnswer).data;
}

/**
 * A new candidate (registered through the JSON API) applies without JavaScript: the form posts
 * to the server. (Not the seed's demo candidate: its seeded resume has a key the file storage
 * refuses, so its applications fail; see the report of this branch.)
 */
async function applyAsCandidate(browser: Browser, server: OwnServer, jobPath: string) {
  const email = `pelamar-${randomBytes(4).toString('hex')}@example.test`;
  const password = 'lamar-kerja-33';
  const registered = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Sari Pelamar', email, password, password_confirmation: password, agree: true }),
  });
  expect(registered.status).toBe(201);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto(`${jobPath}/questions`);
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page, server.log()).toHaveURL(/[?&]sent/);
  return { context, page };
}

const METRICS_TOKEN = 'webhooks-e2e-metrics-token-0123';

async function scrape(server: OwnServer): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

const payloadOf = (receiver: WebhookReceiver, index: number) => {
  const verified = receiver.received[index]!.verified;
  expect(verified.ok, JSON.stringify(verified)).toBe(true);
  return (verified as { payload: { type: string; data: { applicationId: number; job: { externalId: string }; status: string } } }).payload;
};

test.describe('webhooks on the embedded database', () => {
  test.setTimeout(300_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-webhooks-e2e-'));
  const servers: OwnServer[] = [];
  let receiver: WebhookReceiver | undefined;

  test.afterAll(async () => {
    for (const server of servers) await server.stop();
    await receiver?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a delivery queued by a server killed with SIGKILL before it was sent is delivered, signed, once, after the restart', async ({
    browser,
  }) => {
    const key = await prepare({ DATA_DIR: dataDir });
    // This server queues but does not work the queue, so the delivery is certainly still waiting when it is killed.
    const first = await startOwnServer(serverEnv({ DATA_DIR: dataDir }, { QUEUE_WORKER: 'off', METRICS_TOKEN }), { dataDir });
    servers.push(first);
    receiver = await startReceiver('whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=');
    const webhookId = await register(first, key, receiver, ['application.submitted', 'application.withdrawn']);
    const token = randomBytes(3).toString('hex');
    const jobPath = await putJob(first, key, `arsip-${token}`, `Petugas Arsip ${token}`);
    const { context } = await applyAsCandidate(browser, first, jobPath);
    const [queued] = await deliveries(first, key, webhookId);
    expect(queued).toMatchObject({ status: 'pending', attempts: [] });
    // The operator sees it waiting: the queue's depth and the pending delivery, in the server's /metrics.
    const metrics = await scrape(first);
    expect(metrics).toContain('karir_queue_jobs{queue="webhook-delivery",state="created"} 1');
    expect(metrics).toMatch(/^karir_webhook_deliveries\{status="pending"\} 1$/m);

    await first.kill();
    expect(receiver.received).toEqual([]);
    const second = await startOwnServer(serverEnv({ DATA_DIR: dataDir }, { METRICS_TOKEN }), { dataDir });
    servers.push(second);
    await expect.poll(() => receiver!.received.length, { timeout: 30_000 }).toBe(1);
    const payload = payloadOf(receiver, 0);
    expect(payload).toMatchObject({ type: 'application.submitted', data: { job: { externalId: `arsip-${token}` }, status: 'applied' } });
    expect(receiver.received[0]!.id).toBe(queued!.messageId);
    await expect
      .poll(async () => (await deliveries(second, key, webhookId))[0], { timeout: 10_000 })
      .toMatchObject({ status: 'succeeded', attempts: [{ statusCode: 200 }] });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(receiver.received).toHaveLength(1);
    const after = await scrape(second);
    expect(after).toContain('karir_queue_jobs{queue="webhook-delivery",state="created"} 0');
    expect(after).toMatch(/^karir_webhook_deliveries\{status="pending"\} 0$/m);

    // The candidate withdraws (on the restarted server, in the browser whose session survived it): the employer hears of it.
    const page = await context.newPage();
    await page.goto(`${second.url}/account/job-applications`);
    await page.getByLabel(`Yes, withdraw my application for Petugas Arsip ${token}`).check();
    await page.getByRole('button', { name: 'Withdraw application' }).click();
    await expect(page.getByTestId('applications-notice')).toContainText('withdrawn');
    await context.close();
    await expect.poll(() => receiver!.received.length, { timeout: 15_000 }).toBe(2);
    expect(payloadOf(receiver, 1)).toMatchObject({
      type: 'application.withdrawn',
      data: { applicationId: payload.data.applicationId, status: 'withdrawn', job: { externalId: `arsip-${token}` } },
    });
    expect(receiver.received[1]!.id).not.toBe(receiver.received[0]!.id);
  });
});

test.describe('webhooks with two instances on PostgreSQL', () => {
  test.skip(!adminUrl, 'needs PostgreSQL (TEST_DATABASE_URL), as CI sets it');
  test.setTimeout(300_000);
  const database = `karir_e2e_${randomBytes(5).toString('hex')}`;
  const servers: OwnServer[] = [];
  const receivers: WebhookReceiver[] = [];
  const url = () => {
    const u = new URL(adminUrl!);
    u.pathname = `/${database}`;
    return u.toString();
  };
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  test.beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
  });

  test.afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const receiver of receivers) await receiver.close();
    if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test('each event reaches each endpoint once, whichever instance works it', async ({ browser }) => {
    const target = { DATABASE_URL: url() };
    const key = await prepare(target);
    // One after the other: two first starts on an empty queue schema at once race in pg-boss's install (see the branch's report).
    const a = await startOwnServer(serverEnv(target));
    servers.push(a);
    const b = await startOwnServer(serverEnv(target));
    servers.push(b);
    for (let n = 0; n < 6; n += 1)
      receivers.push(await startReceiver('whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', { delayMs: 50 }));
    for (const receiver of receivers) await register(a, key, receiver, ['application.submitted']);
    const jobs: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const token = randomBytes(3).toString('hex');
      jobs.push(`kurir-${token}`);
      const jobPath = await putJob(n % 2 ? b : a, key, `kurir-${token}`, `Kurir Dokumen ${token}`);
      const { context } = await applyAsCandidate(browser, n % 2 ? a : b, jobPath);
      await context.close();
    }
    for (const receiver of receivers) await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const receiver of receivers) {
      expect(receiver.received).toHaveLength(3);
      expect(new Set(receiver.received.map((r) => r.id)).size).toBe(3);
      expect(receiver.received.map((_, i) => payloadOf(receiver, i).data.job.externalId).sort()).toEqual([...jobs].sort());
    }
  });
});
