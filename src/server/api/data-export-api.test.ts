import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { prepareExport } from '../data-rights/export-jobs';
import { testEngines, type TestDb } from '../db/test-db';
import { createI18n, translatorFor } from '../i18n/i18n';
import { configureMailer } from '../mail/mailer';
import { installQueues } from '../queue/job-queue';
import { createLocalStorage } from '../storage/local-storage';
import { createApiRouter } from './router';

/** /api/me/export on a real socket: asking, the one-a-day rule, the owner-only download and its expiry. */
describe.each(testEngines())('data export API on $engine', (engine) => {
  let testDb: TestDb;
  let server: Server;
  let base: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-api-test-'));
  const storage = createLocalStorage(path.join(dataDir, 'files'));
  const tokens: string[] = [];
  let exportId = 0;

  const call = (method: string, url: string, token: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, { method, headers: { authorization: `Bearer ${token}`, ...headers } });

  beforeAll(async () => {
    testDb = await engine.open();
    await installQueues(testDb.db);
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), PUBLIC_BASE_URL: 'http://site.test' });
    configureMailer({ smtpUrl: undefined, mailFrom: config.mailFrom, dataDir });
    const i18n = await createI18n(path.resolve('locales'));
    const app = express();
    app.use('/api', createApiRouter({ config, db: testDb.db, i18n, storage }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    for (const email of ['dewi@example.com', 'eko@example.com']) {
      const account = { name: 'Dewi Lestari', email, password: 'rahasia-123', password_confirmation: 'rahasia-123', agree: true };
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

  it('takes a request (202), prepares it in the background, and sends the ZIP to its owner only', async () => {
    const asked = await call('POST', '/me/export', tokens[0]!);
    expect(asked.status).toBe(202);
    const { data } = (await asked.json()) as { data: { id: number; status: string; download: string | null } };
    expect(data).toMatchObject({ status: 'pending', download: null });
    exportId = data.id;
    const i18n = await createI18n(path.resolve('locales'));
    await prepareExport({ db: testDb.db, storage, translate: (locale) => translatorFor(i18n, locale) }, exportId);

    const status = (await (await call('GET', `/me/export/${exportId}`, tokens[0]!)).json()) as {
      data: { status: string; download: string };
    };
    expect(status.data).toMatchObject({ status: 'ready', download: `/api/me/export/${exportId}/download` });
    const download = await call('GET', `/me/export/${exportId}/download`, tokens[0]!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="?karir-my-data-\d{4}-\d\d-\d\d\.zip"?$/);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

    // Another account: no such export, whether it asks for the status or the file.
    expect((await call('GET', `/me/export/${exportId}`, tokens[1]!)).status).toBe(404);
    expect((await call('GET', `/me/export/${exportId}/download`, tokens[1]!)).status).toBe(404);
    expect((await call('GET', '/me/export/abc', tokens[1]!)).status).toBe(404);
    expect((await call('POST', '/me/export', 'not-a-token')).status).toBe(401);
  });

  it('refuses a second export the same day with 429, the time of the next and Retry-After', async () => {
    const again = await call('POST', '/me/export', tokens[0]!, { 'accept-language': 'en-US' });
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^You can download your data once a day\. You can ask again from .+ WIB\.$/,
    );
  });

  it('answers 410 once the 24 hours are up', async () => {
    await testDb.db.query(`UPDATE data_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`, [exportId]);
    const late = await call('GET', `/me/export/${exportId}/download`, tokens[0]!);
    expect(late.status).toBe(410);
    expect(((await late.json()) as { message: string }).message).toContain('This download has expired');
    expect(((await (await call('GET', `/me/export/${exportId}`, tokens[0]!)).json()) as { data: { status: string } }).data.status).toBe(
      'expired',
    );
  });
});
