import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDb } from '../../db/test-db';
import { JAKARTA_SQL, listenEmployerApi, makeEmployerKey, type EmployerApiServer } from './employer-api-harness';

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
  let api: EmployerApiServer;
  let key: string;

  beforeAll(async () => {
    testDb = await testEngines()[0]!.open();
    await testDb.db.exec(`${JAKARTA_SQL} INSERT INTO companies (slug, name) VALUES ('pt-maju', 'PT Maju');`);
    api = await listenEmployerApi(testDb.db);
    key = (await makeEmployerKey(testDb.db, 'pt-maju', ['jobs:write', 'applications:write'])).key;
  }, 180_000);

  afterAll(async () => {
    await api.close();
    await testDb.cleanup();
  });

  const send = (method: string, url: string, body: unknown) =>
    fetch(`${api.url()}${url}`, {
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
