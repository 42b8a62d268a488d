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

/** The real API router on a real socket, over an in-memory database. */
describe('JSON API', () => {
  let testDb: TestDb;
  let server: Server;
  let base: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));

  beforeAll(async () => {
    testDb = await testEngines()[0]!.open();
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
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await testDb.cleanup();
  });

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const account = {
    name: 'Ayu Lestari',
    email: 'ayu@example.com',
    password: 'rahasia-123',
    password_confirmation: 'rahasia-123',
    agree: true,
  };

  it('registers with the form rules (201 with the user, never a hash) and refuses a taken email with 422', async () => {
    const created = await post('/register', account);
    expect(created.status).toBe(201);
    const body = (await created.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ name: 'Ayu Lestari', email: 'ayu@example.com', email_verified: false, scope: ['candidate'] });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password|session_version/);
    const again = await post('/register', account);
    expect(again.status).toBe(422);
    expect(((await again.json()) as { errors: Record<string, string[]> }).errors.email).toHaveLength(1);
    // The verification mail went to the outbox (no SMTP configured).
    expect(fs.readdirSync(path.join(dataDir, 'outbox')).some((name) => name.includes('ayu@example.com'))).toBe(true);
  });

  it('answers validation failures with 422 { message, errors } (first message first), in the language asked for', async () => {
    const response = await post('/register', { email: 'nope' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe('Required field!');
    expect(body.errors).toMatchObject({
      name: ['Required field!'],
      email: ['Required field! Should be valid email'],
      password: ['Required field, min 8 characters!'],
      password_confirmation: ['Must be equal with Password field!'],
    });
    const indonesian = await post('/login', {}, { 'accept-language': 'id-ID,id;q=0.9' });
    expect(indonesian.status).toBe(422);
    expect(((await indonesian.json()) as { message: string }).message).not.toBe('Required field! Should be valid email');
  });

  it('answers a body that is no object, or text with control characters, like any other form input (never a 500)', async () => {
    // (A bare string or number is not accepted as JSON at all: 400, see below.)
    for (const body of ['[]', '[{"name":"Ayu"}]']) {
      const response = await post('/register', body);
      expect(response.status, body).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors.name).toEqual(['Required field!']);
    }
    // The form rules drop characters no one can type (a NUL is refused before them: nul-input.test.ts).
    const created = await post('/register', { ...account, name: 'Bu\u0007di Santoso', email: 'budi.nul@example.com' });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { data: { name: string } }).data.name).toBe('Budi Santoso');
  });

  it('logs in, uses the bearer token, refreshes (rotating), and logout revokes quietly', async () => {
    const login = await post('/login', { email: 'AYU@example.com', password: account.password });
    expect(login.status).toBe(200);
    const tokens = (await login.json()) as { token: string; refresh_token: string; token_type: string; expires_in: number };
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });

    const me = await fetch(`${base}/user-data`, { headers: { Authorization: `Bearer ${tokens.token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe('ayu@example.com');

    const refreshed = await post('/refresh', { refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { token: string; refresh_token: string };
    expect(next.token).not.toBe(tokens.token);
    // Refresh tokens work once, and the old access token went with them.
    expect((await post('/refresh', { refresh_token: tokens.refresh_token })).status).toBe(401);
    expect((await fetch(`${base}/user-data`, { headers: { Authorization: `Bearer ${tokens.token}` } })).status).toBe(401);

    expect((await post('/logout', {}, { Authorization: `Bearer ${next.token}` })).status).toBe(204);
    expect((await fetch(`${base}/user-data`, { headers: { Authorization: `Bearer ${next.token}` } })).status).toBe(401);
    // Already gone: still a quiet success.
    expect((await post('/logout', {}, { Authorization: `Bearer ${next.token}` })).status).toBe(204);
  });

  it('answers 401 JSON without a token, with a bad token, and for wrong credentials (one message)', async () => {
    for (const headers of [{}, { Authorization: 'Bearer nope' }, { Authorization: `Bearer ${'a'.repeat(43)}` }] as Record<
      string,
      string
    >[]) {
      const response = await fetch(`${base}/user-data`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
    }
    const wrong = await post('/login', { email: 'ayu@example.com', password: 'not-it-at-all' });
    const unknown = await post('/login', { email: 'nobody@example.com', password: 'not-it-at-all' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('a refresh without a token is a 422 naming the field; a well-formed but unknown token stays a 401', async () => {
    for (const body of ['{}', '[]', '{"refresh_token":["a"]}', '{"refresh_token":"  "}']) {
      const response = await post('/refresh', body);
      expect(response.status, body).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors.refresh_token, body).toEqual(['Required field!']);
    }
    expect((await post('/refresh', { refresh_token: 'x'.repeat(43) })).status).toBe(401);
  });

  it('a known address asked with another method is a 405 naming the methods it takes; OPTIONS lists them', async () => {
    const wrong = await fetch(`${base}/login`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST, OPTIONS');
    expect(((await wrong.json()) as { message: string }).message).toBe('This address does not take that method.');
    const put = await fetch(`${base}/user-data`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const options = await fetch(`${base}/register`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await fetch(`${base}/no-such-thing`)).status).toBe(404);
  });

  it('an empty body (Content-Length: 0) is no body, not a body in the wrong format', async () => {
    const login = (await (await post('/login', { email: 'ayu@example.com', password: account.password })).json()) as { token: string };
    const logout = await fetch(`${base}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.token}`, 'content-length': '0' },
    });
    expect(logout.status).toBe(204);
    expect((await fetch(`${base}/user-data`, { headers: { authorization: `Bearer ${login.token}` } })).status).toBe(401);
  });

  it('a refresh token presented again after rotation ends the whole chain of pairs from that login', async () => {
    const login = (await (await post('/login', { email: 'ayu@example.com', password: account.password })).json()) as {
      token: string;
      refresh_token: string;
    };
    const other = (await (await post('/login', { email: 'ayu@example.com', password: account.password })).json()) as { token: string };
    const next = (await (await post('/refresh', { refresh_token: login.refresh_token })).json()) as {
      token: string;
      refresh_token: string;
    };
    expect((await fetch(`${base}/user-data`, { headers: { Authorization: `Bearer ${next.token}` } })).status).toBe(200);
    // Someone replays the rotated token (it was stolen): the pair issued from it dies too.
    expect((await post('/refresh', { refresh_token: login.refresh_token })).status).toBe(401);
    expect((await fetch(`${base}/user-data`, { headers: { Authorization: `Bearer ${next.token}` } })).status).toBe(401);
    expect((await post('/refresh', { refresh_token: next.refresh_token })).status).toBe(401);
    // Another login of the same user is another chain and keeps working.
    expect((await fetch(`${base}/user-data`, { headers: { Authorization: `Bearer ${other.token}` } })).status).toBe(200);
  });

  it('never answers HTML: malformed JSON is 400, unknown routes 404, both as JSON', async () => {
    const malformed = await post('/login', '{"email": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });
    // A form post is not read as an empty JSON body (which would say every field is missing).
    const form = await fetch(`${base}/login`, { method: 'POST', body: new URLSearchParams({ email: 'a@example.com', password: 'x' }) });
    expect(form.status).toBe(415);
    // Sent in chunks, without a Content-Length, it is the same body.
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('email=a%40example.com&password=x'));
        controller.close();
      },
    });
    const chunked = await fetch(`${base}/login`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    } as RequestInit & { duplex: 'half' });
    expect(chunked.status).toBe(415);
    expect(await form.json()).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json).' });
    const missing = await fetch(`${base}/nothing-here`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('serves the site content in the shape clients read it (site_name, currency, menus, footer…)', async () => {
    await testDb.db.query(
      `INSERT INTO site_content (id, site_name, logo, locale, base_currency, currency_symbol) VALUES (1, 'Karir', '/logo.svg', 'id-ID', 'IDR', 'Rp')
       ON CONFLICT (id) DO NOTHING`,
    );
    const response = await fetch(`${base}/site-content`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(Object.keys(body.data).sort()).toEqual([
      'currency',
      'footer',
      'locale',
      'logo',
      'menus',
      'option_select',
      'site_name',
      'social_media',
    ]);
    expect(body.data.currency).toEqual({ base_currency: 'IDR', currency_symbol: 'Rp' });
  });

  it('rate-limits login per IP and account with a translated message and Retry-After', async () => {
    let last: Response | undefined;
    for (let attempt = 0; attempt < 6; attempt += 1)
      last = await post('/login', { email: 'target@example.com', password: `guess-${attempt}` });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last!.json()) as { message: string }).message).toBe('Too many attempts. Try again in 15 minutes.');
    // Another account from the same address is not locked by it.
    expect((await post('/login', { email: 'ayu@example.com', password: account.password })).status).toBe(200);
  });
});
