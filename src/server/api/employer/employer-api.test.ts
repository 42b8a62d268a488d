import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Db } from '../../db/db';
import { revokeEmployerKey } from '../../db/repos/employer-keys-repo';
import { hitRateLimit } from '../../db/repos/rate-limits-repo';
import { testEngines, type TestDb } from '../../db/test-db';
import { EMPLOYER_API_PATH, listenEmployerApi, makeEmployerKey, type EmployerApiServer } from './employer-api-harness';
import { COMPONENTS } from './openapi-document';

async function fixtures(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO locations (kind, slug, name_id, name_en) VALUES ('province', 'dki-jakarta', 'DKI Jakarta', 'Jakarta');
    INSERT INTO locations (kind, parent_id, slug, name_id, name_en)
      SELECT 'city', id, 'jakarta-selatan', 'Jakarta Selatan', 'South Jakarta' FROM locations WHERE slug = 'dki-jakarta';
    INSERT INTO locations (kind, parent_id, slug, name_id, name_en)
      SELECT 'city', id, 'jakarta-barat', 'Jakarta Barat', 'West Jakarta' FROM locations WHERE slug = 'dki-jakarta';
    INSERT INTO job_categories (slug, name_en, name_id) VALUES ('engineering', 'Engineering', 'Teknik'), ('finance', 'Finance', 'Keuangan');
    INSERT INTO companies (slug, name) VALUES ('pt-maju', 'PT Maju'), ('pt-lain', 'PT Lain');
  `);
}

const VALID_THROUGH = new Date(Date.now() + 30 * 86_400_000).toISOString();

function jobBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Backend Engineer',
    description: '<p>Build our <b>payments</b> API.</p><script>alert(1)</script><p onclick="x()">Jakarta office.</p>',
    location: 'jakarta-selatan',
    employmentType: 'FULL_TIME',
    workArrangement: 'hybrid',
    level: 'mid_senior',
    category: 'engineering',
    skills: [
      { name: 'Go', requirement: 'must' },
      { name: 'PostgreSQL', requirement: 'optional' },
    ],
    salary: { min: 15_000_000, max: 25_000_000, currency: 'IDR', period: 'MONTH', visible: true, bonus: 5_000_000 },
    benefits: ['bpjs_health', 'thr'],
    validThrough: VALID_THROUGH,
    screeningQuestions: [
      { type: 'single_select', prompt: 'Years with Go?', options: ['0-2', '3-5', '6+'], required: true },
      { type: 'free_text', prompt: 'Notice period?', required: false },
    ],
    coverLetter: 'required',
    languages: ['en'],
    ...overrides,
  };
}

describe.each(testEngines())('employer API on $engine', (engine) => {
  let testDb: TestDb;
  let api: EmployerApiServer;
  let base: string;
  let key: string;
  let otherKey: string;
  let readOnlyKey: string;
  let jobsReadKey: string;

  beforeAll(async () => {
    testDb = await engine.open();
    await fixtures(testDb.db);
    api = await listenEmployerApi(testDb.db, { mounts: { [EMPLOYER_API_PATH]: { EMPLOYER_API_RATE_LIMIT: '1000' } } });
    base = api.url();
    const made = async (companySlug: string, scopes: string[]) => (await makeEmployerKey(testDb.db, companySlug, scopes)).key;
    key = await made('pt-maju', ['jobs:write']);
    otherKey = await made('pt-lain', ['jobs:write']);
    readOnlyKey = await made('pt-maju', ['applications:read']);
    jobsReadKey = await made('pt-maju', ['jobs:read']);
  }, 180_000);

  afterAll(async () => {
    await api.close();
    await testDb.cleanup();
  });

  const call = (method: string, url: string, body?: unknown, auth: string | null = key, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method,
      headers: {
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const jsonOf = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
  const jobRow = async (externalId: string) =>
    (
      await testDb.db.query<{ id: number; status: string; updated_at: Date; position: string; description_html: string }>(
        'SELECT id, status, updated_at, position, description_html FROM jobs WHERE external_id = $1',
        [externalId],
      )
    ).rows;

  it('refuses a request without a key, with a malformed or unknown key (401), and one without the scope (403)', async () => {
    for (const auth of [null, 'not-a-key', `kn_live_${'A'.repeat(43)}`]) {
      const response = await call('GET', '/jobs', undefined, auth);
      expect(response.status, String(auth)).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect((await jsonOf(response)).message).toMatch(/API key/);
    }
    const forbidden = await call('PUT', '/jobs/no-scope', jobBody(), readOnlyKey);
    expect(forbidden.status).toBe(403);
    expect((await jsonOf(forbidden)).message).toContain('jobs:write');
    expect(await jobRow('no-scope')).toHaveLength(0);
  });

  it('a jobs:read key lists and reads the jobs but cannot post or close one; a key without a jobs scope reads none', async () => {
    expect((await call('PUT', '/jobs/read-scope', jobBody())).status).toBe(201);
    const listed = await call('GET', '/jobs', undefined, jobsReadKey);
    expect(listed.status).toBe(200);
    expect((await jsonOf<{ data: { externalId: string }[] }>(listed)).data.map((job) => job.externalId)).toContain('read-scope');
    const read = await call('GET', '/jobs/read-scope', undefined, jobsReadKey);
    expect((await jsonOf<{ data: { externalId: string } }>(read)).data.externalId).toBe('read-scope');

    const put = await call('PUT', '/jobs/read-scope-2', jobBody(), jobsReadKey);
    expect(put.status).toBe(403);
    expect((await jsonOf(put)).message).toContain('jobs:write');
    expect(await jobRow('read-scope-2')).toHaveLength(0);
    const closed = await call('DELETE', '/jobs/read-scope', undefined, jobsReadKey);
    expect(closed.status).toBe(403);
    expect((await jobRow('read-scope'))[0]!.status).toBe('published');

    const none = await call('GET', '/jobs', undefined, readOnlyKey);
    expect(none.status).toBe(403);
    expect((await jsonOf(none)).message).toContain('jobs:read');
  });

  it('creates a job by its external id, and the same body again is one job and no change', async () => {
    const body = jobBody();
    const created = await call('PUT', '/jobs/ats-100', body);
    expect(created.status).toBe(201);
    const first = await jsonOf<{ outcome: string; data: Record<string, unknown> }>(created);
    expect(first.outcome).toBe('created');
    expect(first.data).toMatchObject({
      externalId: 'ats-100',
      status: 'published',
      title: 'Backend Engineer',
      location: 'jakarta-selatan',
      category: 'engineering',
    });
    // Sanitised with the page's tags: no script, no attributes; b became strong.
    expect(first.data.description).toBe('<p>Build our <strong>payments</strong> API.</p><p>Jakarta office.</p>');
    expect(first.data.url).toBe(`http://site.test/job/backend-engineer/${first.data.identifier as string}`);
    expect((first.data.screeningQuestions as { language: string }[])[0]!.language).toBe('en');
    const [before] = await jobRow('ats-100');

    const again = await call('PUT', '/jobs/ats-100', body);
    expect(again.status).toBe(200);
    expect((await jsonOf(again)).outcome).toBe('unchanged');
    const rows = await jobRow('ats-100');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updated_at.getTime()).toBe(before!.updated_at.getTime());

    const changed = await call('PUT', '/jobs/ats-100', jobBody({ title: 'Senior Backend Engineer' }));
    expect(changed.status).toBe(200);
    expect(await jsonOf(changed)).toMatchObject({
      outcome: 'updated',
      data: { title: 'Senior Backend Engineer', slug: 'senior-backend-engineer' },
    });
    expect((await jobRow('ats-100'))[0]!.position).toBe('Senior Backend Engineer');
  });

  it('reads, lists by cursor, status and updated-since, and closes without deleting', async () => {
    for (const id of ['list-1', 'list-2', 'list-3'])
      expect((await call('PUT', `/jobs/${id}`, jobBody({ title: `Analyst ${id}` }))).status).toBe(201);
    const got = await call('GET', '/jobs/list-2');
    expect(got.status).toBe(200);
    expect((await jsonOf<{ data: { title: string } }>(got)).data.title).toBe('Analyst list-2');

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: { externalId: string }[]; nextCursor: string | null } = await jsonOf(
        await call('GET', `/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`),
      );
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((job) => job.externalId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expect.arrayContaining(['ats-100', 'list-1', 'list-2', 'list-3']));
    expect(new Set(seen).size).toBe(seen.length);

    const closed = await call('DELETE', '/jobs/list-3');
    expect(closed.status).toBe(200);
    expect((await jsonOf<{ data: { status: string } }>(closed)).data.status).toBe('closed');
    expect((await jobRow('list-3'))[0]!.status).toBe('closed');
    const onlyClosed = await jsonOf<{ data: { externalId: string }[] }>(await call('GET', '/jobs?status=closed'));
    expect(onlyClosed.data.map((job) => job.externalId)).toEqual(['list-3']);
    const future = await jsonOf<{ data: unknown[] }>(
      await call('GET', `/jobs?updatedSince=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`),
    );
    expect(future.data).toEqual([]);
    const badQuery = await call('GET', '/jobs?status=open&limit=500');
    expect(badQuery.status).toBe(422);
    expect(Object.keys((await jsonOf<{ errors: object }>(badQuery)).errors).sort()).toEqual(['limit', 'status']);

    // The same body put again reopens a closed job.
    const reopened = await call('PUT', '/jobs/list-3', jobBody({ title: 'Analyst list-3' }));
    expect(await jsonOf(reopened)).toMatchObject({ outcome: 'updated', data: { status: 'published' } });
  });

  it("answers 404 for another company's job, whatever the method", async () => {
    expect((await call('GET', '/jobs/ats-100', undefined, otherKey)).status).toBe(404);
    expect((await call('DELETE', '/jobs/ats-100', undefined, otherKey)).status).toBe(404);
    expect((await jobRow('ats-100'))[0]!.status).toBe('published');
    const list = await jsonOf<{ data: unknown[] }>(await call('GET', '/jobs', undefined, otherKey));
    expect(list.data).toEqual([]);
    // Its own job of the same external id is a job of its own.
    expect((await call('PUT', '/jobs/ats-100', jobBody({ title: 'Kasir' }), otherKey)).status).toBe(201);
    expect((await jobRow('ats-100')).map((row) => row.position).sort()).toEqual(['Kasir', 'Senior Backend Engineer']);
  });

  it('answers bad fields with 422 naming each, in the language asked for', async () => {
    const response = await call(
      'PUT',
      '/jobs/bad-1',
      jobBody({
        title: 'x',
        employmentType: 'FULLTIME',
        salary: { min: 9, max: 3 },
        screeningQuestions: [{ type: 'single_select', prompt: 'Pick', options: ['only'] }],
        languages: [],
        validThrough: 'tomorrow',
      }),
    );
    expect(response.status).toBe(422);
    const body = await jsonOf<{ message: string; errors: Record<string, string[]> }>(response);
    expect(Object.keys(body.errors).sort()).toEqual([
      'employmentType',
      'languages',
      'salary.max',
      'screeningQuestions.0.options',
      'title',
      'validThrough',
    ]);
    expect(body.errors.employmentType![0]).toContain('FULL_TIME, PART_TIME');
    expect(body.errors.title![0]).toBe('Must be 2 to 200 characters long.');
    expect(body.message).toBe(body.errors.title![0]);
    const indonesian = await call('PUT', '/jobs/bad-1', jobBody({ title: 'x' }), key, { 'accept-language': 'id-ID' });
    expect((await jsonOf<{ errors: Record<string, string[]> }>(indonesian)).errors.title).toEqual(['Harus 2 sampai 200 karakter.']);
    const missing = await call('PUT', '/jobs/bad-2', {});
    expect(Object.keys((await jsonOf<{ errors: object }>(missing)).errors)).toEqual(
      expect.arrayContaining(['title', 'description', 'location', 'employmentType', 'workArrangement', 'level', 'languages']),
    );
    expect(await jobRow('bad-1')).toHaveLength(0);
  });

  it('names the look-up and similar places for an unknown place, and the categories for an unknown category', async () => {
    const response = await call('PUT', '/jobs/bad-place', jobBody({ location: 'jakarta-pusat', category: 'cooking' }));
    expect(response.status).toBe(422);
    const { errors } = await jsonOf<{ errors: Record<string, string[]> }>(response);
    expect(errors.location![0]).toContain('jakarta-selatan');
    expect(errors.location![0]).toContain('/api/employer/v1/locations');
    expect(errors.category![0]).toContain('engineering, finance');
    const places = await jsonOf<{ data: { slug: string; province: string | null }[] }>(await call('GET', '/locations'));
    expect(places.data).toContainEqual(expect.objectContaining({ slug: 'jakarta-selatan', province: 'dki-jakarta' }));
  });

  it('refuses a body over the limit with 413, and a past validThrough with 422', async () => {
    const tooLarge = await call('PUT', '/jobs/huge', jobBody({ description: `<p>${'a'.repeat(300 * 1024)}</p>` }));
    expect(tooLarge.status).toBe(413);
    expect((await jsonOf(tooLarge)).message).toContain('256 KB');
    const past = await call('PUT', '/jobs/past', jobBody({ validThrough: '2020-01-01T00:00:00Z' }));
    expect(past.status).toBe(422);
    expect(Object.keys((await jsonOf<{ errors: object }>(past)).errors)).toEqual(['validThrough']);
    expect(await jobRow('past')).toHaveLength(0);
  });

  it('answers a batch per item: one bad job does not refuse the good ones', async () => {
    const response = await call('POST', '/jobs/batch', {
      jobs: [
        { externalId: 'b-1', job: jobBody({ title: 'Teller' }) },
        { externalId: 'b-2', job: jobBody({ title: 'Auditor', location: 'atlantis' }) },
        { externalId: 'ats-100', job: jobBody({ title: 'Senior Backend Engineer' }) },
        { externalId: 'b-1', job: jobBody({ title: 'Teller' }) },
        { externalId: 'b 4', job: jobBody() },
        { externalId: 'b-5', job: jobBody({ title: 'Akuntan' }) },
      ],
    });
    expect(response.status).toBe(200);
    const body = await jsonOf<{ results: { outcome: string; errors?: Record<string, string[]> }[]; summary: object }>(response);
    expect(body.results.map((r) => r.outcome)).toEqual(['created', 'error', 'unchanged', 'error', 'error', 'created']);
    expect(Object.keys(body.results[1]!.errors!)).toEqual(['job.location']);
    expect(Object.keys(body.results[3]!.errors!)).toEqual(['externalId']);
    expect(body.summary).toEqual({ created: 2, updated: 0, unchanged: 1, error: 3 });
    expect(await jobRow('b-2')).toHaveLength(0);
    expect(await jobRow('b-5')).toHaveLength(1);
    // Written together with the others, its skills and questions are all there, in order.
    const stored = await jsonOf<{ data: Record<string, unknown> }>(await call('GET', '/jobs/b-5'));
    const sent = jobBody({ title: 'Akuntan' });
    expect(stored.data).toMatchObject({
      title: 'Akuntan',
      skills: sent.skills,
      coverLetter: 'required',
      languages: ['en'],
      benefits: ['bpjs_health', 'thr'],
    });
    expect(stored.data.screeningQuestions).toEqual([
      { type: 'single_select', prompt: 'Years with Go?', options: ['0-2', '3-5', '6+'], required: true, language: 'en' },
      { type: 'free_text', prompt: 'Notice period?', options: [], required: false, language: 'en' },
    ]);
    expect(stored.data.salary).toEqual({
      min: 15_000_000,
      max: 25_000_000,
      currency: 'IDR',
      period: 'MONTH',
      visible: true,
      bonus: 5_000_000,
    });
    expect(stored.data.validThrough).toBe(VALID_THROUGH);
  });

  it('refuses a revoked key from its next request on', async () => {
    const made = await makeEmployerKey(testDb.db, 'pt-maju', ['jobs:write']);
    expect((await call('GET', '/jobs', undefined, made.key)).status).toBe(200);
    const lastUsed = await testDb.db.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM employer_api_keys WHERE id = $1', [
      made.id,
    ]);
    expect(lastUsed.rows[0]!.last_used_at).toBeInstanceOf(Date);
    await revokeEmployerKey(testDb.db, made.id);
    expect((await call('GET', '/jobs', undefined, made.key)).status).toBe(401);
  });

  it("counts each key's requests in the database: over the limit is a 429 with Retry-After", async () => {
    // Two routers stand for two workers or instances: they share the count.
    const limited = { EMPLOYER_API_RATE_LIMIT: '3' };
    const workers = await listenEmployerApi(testDb.db, { mounts: { '/a/v1': limited, '/b/v1': limited } });
    const categories = (worker: 'a' | 'b', bearer: string) =>
      fetch(`${workers.url(`/${worker}/v1`)}/categories`, { headers: { authorization: `Bearer ${bearer}` } });
    try {
      const made = await makeEmployerKey(testDb.db, 'pt-maju', ['jobs:write']);
      const statuses: number[] = [];
      let last: Response | null = null;
      for (let n = 0; n < 4; n += 1) {
        last = await categories(n % 2 === 0 ? 'a' : 'b', made.key);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another key has its own count.
      const fresh = await makeEmployerKey(testDb.db, 'pt-maju', ['jobs:write']);
      expect((await categories('a', fresh.key)).status).toBe(200);
      // The two routers share one process, so a per-process count would pass the check above too.
      // Hits another instance made are rows of the same table (the limit employerApiKey,
      // docs/operations.md): a count this process never saw is honoured.
      const elsewhere = await makeEmployerKey(testDb.db, 'pt-maju', ['jobs:write']);
      for (let n = 0; n < 3; n += 1) await hitRateLimit(testDb.db, 'employerApiKey', String(elsewhere.id), { limit: 3, windowMs: 60_000 });
      expect((await categories('b', elsewhere.key)).status).toBe(429);
    } finally {
      await workers.close();
    }
  });

  it('serves an OpenAPI 3.1 document that validates, and every documented answer is given as documented', async () => {
    const response = await fetch(`${base}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: { 'application/json': { schema: { $ref: string } } } }> }>
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    await expect(validate(structuredClone(document) as never)).resolves.toMatchObject({ valid: true });

    const documented = new Set<string>();
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'parameters') continue;
        for (const status of Object.keys(operation.responses)) documented.add(`${method.toUpperCase()} ${route} ${status}`);
      }
    }
    const job = jobBody({ title: 'Documented' });
    const probes: [string, string, string, () => Promise<Response>][] = [
      ['PUT', '/jobs/{externalId}', '201', () => call('PUT', '/jobs/doc-1', job)],
      ['PUT', '/jobs/{externalId}', '200', () => call('PUT', '/jobs/doc-1', job)],
      ['PUT', '/jobs/{externalId}', '401', () => call('PUT', '/jobs/doc-1', job, null)],
      ['PUT', '/jobs/{externalId}', '403', () => call('PUT', '/jobs/doc-1', job, readOnlyKey)],
      ['PUT', '/jobs/{externalId}', '413', () => call('PUT', '/jobs/doc-1', { ...job, description: 'a'.repeat(300 * 1024) })],
      ['PUT', '/jobs/{externalId}', '422', () => call('PUT', '/jobs/doc-1', { ...job, level: 'guru' })],
      ['GET', '/jobs/{externalId}', '200', () => call('GET', '/jobs/doc-1')],
      ['GET', '/jobs/{externalId}', '401', () => call('GET', '/jobs/doc-1', undefined, null)],
      ['GET', '/jobs/{externalId}', '403', () => call('GET', '/jobs/doc-1', undefined, readOnlyKey)],
      ['GET', '/jobs/{externalId}', '404', () => call('GET', '/jobs/doc-1', undefined, otherKey)],
      ['DELETE', '/jobs/{externalId}', '200', () => call('DELETE', '/jobs/doc-1')],
      ['DELETE', '/jobs/{externalId}', '401', () => call('DELETE', '/jobs/doc-1', undefined, null)],
      ['DELETE', '/jobs/{externalId}', '403', () => call('DELETE', '/jobs/doc-1', undefined, readOnlyKey)],
      ['DELETE', '/jobs/{externalId}', '404', () => call('DELETE', '/jobs/doc-1', undefined, otherKey)],
      ['GET', '/jobs', '200', () => call('GET', '/jobs?limit=1')],
      ['GET', '/jobs', '401', () => call('GET', '/jobs', undefined, null)],
      ['GET', '/jobs', '403', () => call('GET', '/jobs', undefined, readOnlyKey)],
      ['GET', '/jobs', '422', () => call('GET', '/jobs?cursor=abc')],
      ['POST', '/jobs/batch', '200', () => call('POST', '/jobs/batch', { jobs: [{ externalId: 'doc-2', job }] })],
      ['POST', '/jobs/batch', '401', () => call('POST', '/jobs/batch', { jobs: [] }, null)],
      ['POST', '/jobs/batch', '403', () => call('POST', '/jobs/batch', { jobs: [{ externalId: 'doc-2', job }] }, readOnlyKey)],
      [
        'POST',
        '/jobs/batch',
        '413',
        () => call('POST', '/jobs/batch', { jobs: [{ externalId: 'doc-2', job: { ...job, description: 'a'.repeat(17 * 1024 * 1024) } }] }),
      ],
      ['POST', '/jobs/batch', '422', () => call('POST', '/jobs/batch', { jobs: [] })],
      ['GET', '/locations', '200', () => call('GET', '/locations')],
      ['GET', '/locations', '401', () => call('GET', '/locations', undefined, null)],
      ['GET', '/categories', '200', () => call('GET', '/categories')],
      ['GET', '/categories', '401', () => call('GET', '/categories', undefined, null)],
    ];
    const probed = new Set<string>();
    for (const [method, route, status, send] of probes) {
      const answer = await send();
      expect(answer.status, `${method} ${route}`).toBe(Number(status));
      const schemaName =
        document.paths[route]![method.toLowerCase()]!.responses[status]!.content['application/json'].schema.$ref.split('/').at(-1)!;
      const parsed = (COMPONENTS[schemaName as keyof typeof COMPONENTS] as z.ZodType).safeParse(await answer.json());
      expect(parsed.success, `${method} ${route} ${status}: ${parsed.error?.message}`).toBe(true);
      probed.add(`${method} ${route} ${status}`);
    }
    // 429 is answered alike everywhere (the rate-limit test above); the applications' answers are probed in
    // employer-applications.test.ts, the webhook routes' in webhooks-api.test.ts; every other documented answer was given here.
    expect(
      [...documented]
        .filter((entry) => !entry.endsWith(' 429') && !entry.includes(' /applications') && !entry.includes(' /webhooks'))
        .sort(),
    ).toEqual([...probed].sort());
  });
});
