import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { testEngines, type TestDb } from '../../db/test-db';
import { createEmployerKey } from '../../employer/api-keys';
import { createI18n } from '../../i18n/i18n';
import { createLocalStorage } from '../../storage/local-storage';
import { createEmployerRouter } from './employer-router';

const BODY = 'What you sent holds a NUL character, which no text here may contain. Remove it and send it again.';
const NUL = 'a\u0000b';

const job = {
  title: 'Backend Engineer',
  description: '<p>Build our payments API.</p>',
  location: 'jakarta-selatan',
  employmentType: 'FULL_TIME',
  workArrangement: 'hybrid',
  level: 'mid_senior',
  skills: [{ name: 'Go', requirement: 'must' }],
  screeningQuestions: [{ type: 'single_select', prompt: 'Years with Go?', options: ['0-2', '3-5'], required: true }],
  languages: ['en'],
};

/**
 * A NUL in an employer's JSON body is refused with 422 naming the field, as everywhere else in
 * the API (src/server/api/nul-input.test.ts), instead of being dropped from the text without a
 * word: a job sent with one was published under another title ("a\0b" became "ab").
 */
describe('a NUL in what an employer sends', () => {
  let testDb: TestDb;
  let server: Server;
  let base: string;
  let key: string;

  beforeAll(async () => {
    testDb = await testEngines()[0]!.open();
    await testDb.db.exec(`
      INSERT INTO locations (kind, slug, name_id, name_en) VALUES ('province', 'dki-jakarta', 'DKI Jakarta', 'Jakarta');
      INSERT INTO locations (kind, parent_id, slug, name_id, name_en)
        SELECT 'city', id, 'jakarta-selatan', 'Jakarta Selatan', 'South Jakarta' FROM locations WHERE slug = 'dki-jakarta';
      INSERT INTO companies (slug, name) VALUES ('pt-maju', 'PT Maju');
    `);
    const config = loadConfig({ DATA_DIR: '/tmp', SESSION_SECRET: 'x'.repeat(40), PUBLIC_BASE_URL: 'http://site.test' });
    const app = express();
    app.use(
      '/api/employer/v1',
      createEmployerRouter({
        config,
        db: testDb.db,
        i18n: await createI18n(path.resolve('locales')),
        storage: createLocalStorage(os.tmpdir()),
      }),
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/employer/v1`;
    const made = await createEmployerKey(testDb.db, { companySlug: 'pt-maju', scopes: ['jobs:write', 'applications:write'] });
    if (!made.ok) throw new Error(made.reason);
    key = made.key;
  }, 180_000);

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await testDb.cleanup();
  });

  const send = (method: string, url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('422 naming the field on the job, batch and application routes; nothing is stored', async () => {
    const cases: [string, string, unknown, string][] = [
      ['PUT', '/jobs/nul-1', { ...job, title: NUL }, 'title'],
      ['PUT', '/jobs/nul-1', { ...job, description: `<p>${NUL}</p>` }, 'description'],
      ['PUT', '/jobs/nul-1', { ...job, skills: [{ name: NUL, requirement: 'must' }] }, 'skills.0.name'],
      [
        'PUT',
        '/jobs/nul-1',
        { ...job, screeningQuestions: [{ ...job.screeningQuestions[0], prompt: NUL }] },
        'screeningQuestions.0.prompt',
      ],
      ['PUT', '/jobs/nul-1', { ...job, [`x${NUL}`]: 1 }, 'xab'],
      ['POST', '/jobs/batch', { jobs: [{ externalId: 'nul-2', job: { ...job, title: NUL } }] }, 'jobs.0.job.title'],
      ['POST', '/applications/1/status', { status: 'viewed', message: NUL }, 'message'],
      [
        'POST',
        '/applications/1/interviews',
        { times: ['2027-03-01T10:00:00+07:00'], durationMinutes: 30, mode: 'phone', note: NUL },
        'note',
      ],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await send(method, url, body);
      const label = `${method} ${url} ${field}`;
      expect(response.status, label).toBe(422);
      expect(await response.json(), label).toEqual({ message: BODY, errors: { [field]: [BODY] } });
    }
    const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
    expect(rows[0]!.n).toBe(0);
    // The same job without the NUL is taken.
    expect((await send('PUT', '/jobs/nul-1', job)).status).toBe(201);
  });
});
