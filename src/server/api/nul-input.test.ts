import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { testEngines, type TestDb } from '../db/test-db';
import { refuseNulAddress } from '../http/nul-input';
import { createI18n } from '../i18n/i18n';
import { configureMailer } from '../mail/mailer';
import { createLocalStorage } from '../storage/local-storage';
import { createApiRouter } from './router';

const ADDRESS = 'The address holds a NUL character (%00), which no page or API takes. Check the link and try again.';
const BODY = 'What you sent holds a NUL character, which no text here may contain. Remove it and send it again.';

/**
 * A NUL byte (PostgreSQL takes none in text) anywhere in an address or a JSON body: 400 or 422
 * with a message that says so, on every API address that takes text; never a 500.
 */
describe('a NUL in what a client sends', () => {
  let testDb: TestDb;
  let server: Server;
  let base: string;
  let auth: Record<string, string>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nul-test-'));
  const moderation = { Authorization: `Bearer ${'m'.repeat(32)}` };

  beforeAll(async () => {
    testDb = await testEngines()[0]!.open();
    const config = loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_BASE_URL: 'http://site.test',
      MODERATION_TOKEN: 'm'.repeat(32),
    });
    configureMailer({ smtpUrl: undefined, mailFrom: config.mailFrom, dataDir });
    const i18n = await createI18n(path.resolve('locales'));
    const app = express();
    app.use(refuseNulAddress(i18n));
    app.use('/api', createApiRouter({ config, db: testDb.db, i18n, storage: createLocalStorage(path.join(dataDir, 'files')) }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const account = {
      name: 'Sari Dewi',
      email: 'sari.nul@example.com',
      password: 'rahasia-123',
      password_confirmation: 'rahasia-123',
      agree: true,
    };
    expect((await send('POST', '/api/register', account)).status).toBe(201);
    const login = await send('POST', '/api/login', { email: account.email, password: account.password });
    auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await testDb.cleanup();
  });

  function send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    return fetch(`${base}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  it('in a query string or a path segment: 400 with the message, in the language asked for', async () => {
    const addresses = [
      '/api/skill-options?q=%00',
      '/api/skill-options?q=java%00script',
      '/api/companies?q=%00',
      '/api/companies/%00/reviews',
      '/api/companies/demo/reviews?type=%00',
      '/api/profiles/%00/resume',
      '/api/site-content?key=%00',
      '/api/me/reviews?x=%00',
      '/api/review-photos/%00.jpg',
    ];
    for (const address of addresses) {
      const response = await send('GET', address, undefined, auth);
      expect(response.status, address).toBe(400);
      expect(await response.json(), address).toEqual({ message: ADDRESS });
    }
    const indonesian = await send('GET', '/api/skill-options?q=%00', undefined, { 'accept-language': 'id-ID' });
    expect(indonesian.status).toBe(400);
    expect(((await indonesian.json()) as { message: string }).message).toMatch(/karakter NUL/);
    // Without a NUL the same address answers.
    expect((await send('GET', '/api/skill-options?q=java')).status).toBe(200);
  });

  it('in a JSON body: 422 naming the fields that hold one, on every address that takes text', async () => {
    const nul = 'a\u0000b';
    const cases: [string, string, unknown, Record<string, string>, string][] = [
      [
        'POST',
        '/api/register',
        { name: nul, email: 'nul2@example.com', password: 'rahasia-123', password_confirmation: 'rahasia-123', agree: true },
        {},
        'name',
      ],
      ['POST', '/api/login', { email: `x${nul}@example.com`, password: 'rahasia-123' }, {}, 'email'],
      ['POST', '/api/refresh', { refresh_token: nul }, {}, 'refresh_token'],
      ['POST', '/api/logout', { note: nul }, auth, 'note'],
      ['PUT', '/api/profile/about-me', { about: nul }, auth, 'about'],
      ['POST', '/api/profile/basic-info', { name: nul }, auth, 'name'],
      ['PUT', '/api/profile/skills', { skills: ['Java', nul] }, auth, 'skills.1'],
      ['PUT', '/api/profile/interest', { positions: nul }, auth, 'positions'],
      ['PUT', '/api/profile/social-links', { linkedin: nul }, auth, 'linkedin'],
      ['PUT', '/api/profile/visibility', { visibility: nul }, auth, 'visibility'],
      ['POST', '/api/profile/work-experiences', { title: nul }, auth, 'title'],
      ['PUT', '/api/profile/educations/1', { school: nul }, auth, 'school'],
      ['POST', '/api/reviews/company-review', { company: 'demo', title: nul }, auth, 'title'],
      ['POST', '/api/reviews/interview', { nested: { [`k${nul}`]: 1 } }, auth, 'nested.kab'],
      ['POST', '/api/moderation/reviews/1/reject', { reason: nul }, moderation, 'reason'],
    ];
    for (const [method, url, body, headers, field] of cases) {
      const response = await send(method, url, body, headers);
      const label = `${method} ${url}`;
      expect(response.status, label).toBe(422);
      const answer = (await response.json()) as { message: string; errors: Record<string, string[]> };
      expect(answer.message, label).toBe(BODY);
      expect(answer.errors, label).toEqual({ [field]: [BODY] });
    }
    // A person may type the six characters \u0000: that is text, not a NUL.
    const typed = await send('POST', '/api/login', { email: 'x\\u0000@example.com', password: 'rahasia-123' });
    expect(typed.status).not.toBe(500);
    expect(((await typed.json()) as { message: string }).message).not.toBe(BODY);
  });
});
