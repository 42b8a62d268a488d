import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { testEngines, type TestDb } from '../db/test-db';
import { createI18n } from '../i18n/i18n';
import { configureMailer } from '../mail/mailer';
import { createLocalStorage } from '../storage/local-storage';
import { createApiRouter } from './router';

/** /api/job-alerts on a real socket: what an app sees when it keeps a candidate's alerts. */
describe.each(testEngines())('job alerts API on $engine', (engine) => {
  let testDb: TestDb;
  let server: Server;
  let base: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alerts-api-test-'));
  const tokens: string[] = [];

  const call = (method: string, url: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    testDb = await engine.open();
    await testDb.db.exec(`
      INSERT INTO locations (kind, slug, name_id, name_en) VALUES ('province', 'jawa-timur', 'Jawa Timur', 'East Java');
      INSERT INTO locations (kind, parent_id, slug, name_id, name_en) SELECT 'city', id, 'kota-surabaya', 'Kota Surabaya', 'Surabaya' FROM locations WHERE slug = 'jawa-timur';
    `);
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), PUBLIC_BASE_URL: 'http://site.test' });
    configureMailer({ smtpUrl: undefined, mailFrom: config.mailFrom, dataDir });
    const app = express();
    app.use(
      '/api',
      createApiRouter({
        config,
        db: testDb.db,
        i18n: await createI18n(path.resolve('locales')),
        storage: createLocalStorage(path.join(dataDir, 'files')),
      }),
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    for (const email of ['eka@example.com', 'fajar@example.com']) {
      const account = { name: 'Candidate', email, password: 'rahasia-123', password_confirmation: 'rahasia-123', agree: true };
      const post = (url: string, body: unknown) =>
        fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect((await post('/register', account)).status).toBe(201);
      tokens.push(((await (await post('/login', { email, password: account.password })).json()) as { token: string }).token);
    }
  }, 300_000);

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await testDb.cleanup();
  });

  it("saves a search with the search page's own parameters, named in words, and changes it", async () => {
    const created = await call('POST', '/job-alerts', tokens[0]!, {
      search: 'q=sales&location=kota-surabaya&type=FULL_TIME&salaryMin=8000000&page=3',
      frequency: 'weekly',
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      name: expect.stringMatching(/^“sales” jobs in Surabaya, full-time, from IDR\s8,000,000$/),
      search: 'q=sales&location=kota-surabaya&type=FULL_TIME&salaryMin=8000000&sort=newest',
      frequency: 'weekly',
      paused: false,
      matchingNow: 0,
      lastSentAt: null,
    });
    const indonesian = await call('POST', '/job-alerts', tokens[0]!, { search: 'location=kota-surabaya' }, { 'accept-language': 'id-ID' });
    expect(((await indonesian.json()) as { data: { name: string; frequency: string } }).data).toMatchObject({
      name: 'Semua lowongan di Kota Surabaya',
      frequency: 'daily',
    });

    const changed = await call('PATCH', `/job-alerts/${String(data.id)}`, tokens[0]!, {
      name: 'Sales Surabaya',
      paused: true,
      frequency: 'instant',
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: unknown }).data).toMatchObject({
      name: 'Sales Surabaya',
      paused: true,
      frequency: 'instant',
    });
    const list = (await (await call('GET', '/job-alerts', tokens[0]!)).json()) as { data: { name: string }[]; limit: number };
    expect(list.limit).toBe(20);
    expect(list.data.map((alert) => alert.name)).toEqual(['Semua lowongan di Kota Surabaya', 'Sales Surabaya']);
  });

  it('answers bad input with 422 and an errors map, and the 21st alert with a plain message', async () => {
    const bad = await call('POST', '/job-alerts', tokens[1]!, { search: 'q=x', frequency: 'hourly', name: 'n'.repeat(101) });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      frequency: ['Choose how often: as jobs appear, daily or weekly.'],
      name: ['The name can be at most 100 characters.'],
    });
    const badPatch = await call('PATCH', '/job-alerts/1', tokens[0]!, { paused: 'maybe' });
    expect(badPatch.status).toBe(422);
    for (let i = 0; i < 20; i += 1) expect((await call('POST', '/job-alerts', tokens[1]!, { search: `q=job${i}` })).status).toBe(201);
    const over = await call('POST', '/job-alerts', tokens[1]!, { search: 'q=one-more' });
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({
      message: 'You already have 20 job alerts, the most you can keep. Delete one to add another.',
      errors: { search: ['You already have 20 job alerts, the most you can keep. Delete one to add another.'] },
    });
  });

  it("answers 404 for another account's alert, whatever the method, and 401 without a token", async () => {
    const mine = ((await (await call('GET', '/job-alerts', tokens[0]!)).json()) as { data: { id: number }[] }).data[0]!.id;
    for (const [method, body] of [['GET'], ['PATCH', { name: 'Taken' }], ['DELETE']] as const) {
      const response = await call(method, `/job-alerts/${mine}`, tokens[1]!, body);
      expect(response.status, method).toBe(404);
      expect(await response.json()).toEqual({ message: 'There is no such job alert.' });
    }
    expect((await call('GET', `/job-alerts/${mine}`, tokens[0]!)).status).toBe(200);
    expect((await call('GET', '/job-alerts', 'nope')).status).toBe(401);
    expect((await call('DELETE', `/job-alerts/${mine}`, tokens[0]!)).status).toBe(204);
    expect((await call('GET', `/job-alerts/${mine}`, tokens[0]!)).status).toBe(404);
  });
});
