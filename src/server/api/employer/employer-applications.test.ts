/**
 * The employer API's applications on both engines: scopes and owners (403, 404), reading with
 * filters and cursor paging (the first read moves an application to viewed), the resume as a
 * download, the state machine (409 naming the allowed moves), interview invitations (422 with the
 * errors map), and what each change leaves for the candidate: the timeline, a notification, a
 * queued email. Every documented answer of these routes is given as documented.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { answerInvitation } from '../../applications/interview-answers';
import { createApplication } from '../../db/repos/applications-repo';
import { listApplicationTimelines } from '../../db/repos/application-timeline-repo';
import { listInterviewInvitations } from '../../db/repos/interviews-repo';
import { createUser } from '../../db/repos/users-repo';
import { testEngines, type TestDb } from '../../db/test-db';
import { installQueues } from '../../queue/job-queue';
import { createLocalStorage } from '../../storage/local-storage';
import { newStorageKey } from '../../storage/storage-keys';
import { JAKARTA_SQL, listenEmployerApi, makeEmployerKey, type EmployerApiServer } from './employer-api-harness';
import { COMPONENTS } from './openapi-document';

const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n% Rina Kusuma, CV\n%%EOF\n');

describe.each(testEngines())('employer API applications on $engine', (engine) => {
  let testDb: TestDb;
  let api: EmployerApiServer | undefined;
  let base: string;
  let storageDir: string;
  const keys = { jobs: '', read: '', write: '', both: '', other: '' };
  const apps: Record<'rina' | 'budi' | 'sari', number> = { rina: 0, budi: 0, sari: 0 };
  const users: Record<'rina' | 'budi' | 'sari', number> = { rina: 0, budi: 0, sari: 0 };

  const call = (method: string, url: string, key: string | null, body?: unknown) =>
    fetch(`${base}${url}`, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const jsonOf = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
  type View = z.infer<(typeof COMPONENTS)['Application']>;
  const statusOf = async (id: number) =>
    (await testDb.db.query<{ status: string }>('SELECT status FROM applications WHERE id = $1', [id])).rows[0]!.status;
  const notificationsOf = async (userId: number) =>
    (
      await testDb.db.query<{ type: string; payload: Record<string, unknown> }>(
        'SELECT type, payload FROM notifications WHERE user_id = $1 ORDER BY id',
        [userId],
      )
    ).rows;
  const queuedMails = async (to: string) =>
    (
      await testDb.db.query<{ data: { notice: Record<string, unknown> } }>(
        `SELECT data FROM pgboss.job WHERE name = 'mail' AND data->'notice'->>'to' = $1 ORDER BY created_on`,
        [to],
      )
    ).rows.map((r) => r.data.notice);
  /** The events recorded for the company's webhooks (src/server/webhooks delivers them). */
  const eventsOf = async (type: string, applicationId: number) =>
    (
      await testDb.db.query<{ payload: { data: Record<string, unknown> } }>(
        `SELECT payload FROM employer_events WHERE type = $1 AND (payload->'data'->>'applicationId')::int8 = $2 ORDER BY id`,
        [type, applicationId],
      )
    ).rows.map((r) => r.payload.data);
  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

  beforeAll(async () => {
    testDb = await engine.open();
    const db = testDb.db;
    await installQueues(db);
    await db.exec(`
      ${JAKARTA_SQL}
      INSERT INTO job_categories (slug, name_en, name_id) VALUES ('finance', 'Finance', 'Keuangan');
      INSERT INTO companies (slug, name) VALUES ('pt-maju', 'PT Maju'), ('pt-lain', 'PT Lain');
    `);
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'employer-applications-'));
    const storage = createLocalStorage(storageDir);
    api = await listenEmployerApi(db, { storage });
    base = api.url();
    const made = async (companySlug: string, scopes: string[]) => (await makeEmployerKey(db, companySlug, scopes)).key;
    keys.jobs = await made('pt-maju', ['jobs:write']);
    keys.read = await made('pt-maju', ['applications:read']);
    keys.write = await made('pt-maju', ['applications:write']);
    keys.both = await made('pt-maju', ['jobs:write', 'applications:read', 'applications:write']);
    keys.other = await made('pt-lain', ['jobs:write', 'applications:read', 'applications:write']);

    const job = {
      title: 'Tax Specialist',
      description: '<p>Prepare tax returns.</p>',
      location: 'jakarta-selatan',
      employmentType: 'FULL_TIME',
      workArrangement: 'onsite',
      level: 'associate',
      category: 'finance',
      validThrough: inDays(30),
      screeningQuestions: [{ type: 'single_select', prompt: 'Years of tax work?', options: ['0-2', '3+'], required: true }],
      coverLetter: 'optional',
      languages: ['en'],
    };
    for (const externalId of ['tax-1', 'tax-2']) expect((await call('PUT', `/jobs/${externalId}`, keys.both, job)).status).toBe(201);
    const { rows: jobs } = await db.query<{ id: number; external_id: string; question: number }>(
      `SELECT j.id, j.external_id, q.id AS question FROM jobs j JOIN job_screening_questions q ON q.job_id = j.id ORDER BY j.id`,
    );
    for (const [name, locale, jobIndex] of [
      ['rina', 'id-ID', 0],
      ['budi', 'en-US', 0],
      ['sari', 'en-US', 1],
    ] as const) {
      const user = await createUser(db, {
        name,
        email: `${name}@example.test`,
        passwordHash: null,
        preferredLocale: locale,
        scope: ['candidate'],
      });
      users[name] = user.id;
      const storageKey = newStorageKey('application-resume', 'pdf');
      await storage.put(storageKey, { bytes: PDF });
      const created = await createApplication(db, {
        candidateId: user.id,
        jobId: Number(jobs[jobIndex]!.id),
        coverLetter: `Dear PT Maju, this is ${name}.`,
        answers: new Map([[Number(jobs[jobIndex]!.question), '3+']]),
        resume: { storageKey, fileName: `CV ${name}.pdf`, sizeBytes: PDF.length, mime: 'application/pdf' },
      });
      if (created.kind !== 'created') throw new Error(created.kind);
      apps[name] = created.id;
    }
  }, 180_000);

  afterAll(async () => {
    await api?.close();
    await testDb?.cleanup();
    if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it('refuses a key without the scope (403, naming it) and changes nothing', async () => {
    const refusals: [string, string, string, unknown?][] = [
      [keys.jobs, 'GET', '/applications'],
      [keys.jobs, 'GET', `/applications/${apps.rina}`],
      [keys.write, 'GET', `/applications/${apps.rina}/resume`],
      [keys.read, 'POST', `/applications/${apps.rina}/status`, { status: 'shortlisted' }],
      [keys.read, 'POST', `/applications/${apps.rina}/interviews`, { times: [inDays(3)], mode: 'phone' }],
    ];
    for (const [key, method, url, body] of refusals) {
      const response = await call(method, url, key, body);
      expect(response.status, `${method} ${url}`).toBe(403);
      expect((await jsonOf(response)).message).toMatch(/does not have the scope applications:(read|write)/);
    }
    expect(await statusOf(apps.rina)).toBe('applied');
    expect(await notificationsOf(users.rina)).toEqual([]);
  });

  it("answers another company's application as not found (404), and lists none of them", async () => {
    for (const [method, url, body] of [
      ['GET', `/applications/${apps.rina}`],
      ['GET', `/applications/${apps.rina}/resume`],
      ['POST', `/applications/${apps.rina}/status`, { status: 'not_selected' }],
      ['POST', `/applications/${apps.rina}/interviews`, { times: [inDays(3)], mode: 'phone' }],
      ['GET', '/applications/99999999'],
      ['GET', '/applications/abc'],
    ] as const) {
      const response = await call(method, url, keys.other, body);
      expect(response.status, `${method} ${url}`).toBe(404);
      expect((await jsonOf(response)).message).toBe('Not found.');
    }
    expect((await jsonOf<{ data: unknown[] }>(await call('GET', '/applications', keys.other))).data).toEqual([]);
    expect(await statusOf(apps.rina)).toBe('applied');
  });

  it('lists by job and status, a page at a time by cursor; bad filters are a 422 with the errors map', async () => {
    const bad = await call('GET', '/applications?cursor=abc&status=lost&limit=500&updatedSince=yesterday', keys.read);
    expect(bad.status).toBe(422);
    const { errors } = await jsonOf<{ errors: Record<string, string[]> }>(bad);
    expect(Object.keys(errors).sort()).toEqual(['cursor', 'limit', 'status', 'updatedSince']);
    expect(errors.status![0]).toContain('applied, viewed, shortlisted');

    const first = await jsonOf<{ data: View[]; nextCursor: string | null }>(await call('GET', '/applications?limit=2', keys.read));
    expect(first.data.map((a) => a.id)).toEqual([apps.rina, apps.budi]);
    expect(first.nextCursor).toBe(String(apps.budi));
    const second = await jsonOf<{ data: View[]; nextCursor: string | null }>(
      await call('GET', `/applications?limit=2&cursor=${first.nextCursor}`, keys.read),
    );
    expect(second.data.map((a) => a.id)).toEqual([apps.sari]);
    expect(second.nextCursor).toBeNull();

    const byJob = await jsonOf<{ data: View[] }>(await call('GET', '/applications?job=tax-2', keys.read));
    expect(byJob.data.map((a) => a.id)).toEqual([apps.sari]);
    const byJobId = await jsonOf<{ data: View[] }>(await call('GET', `/applications?jobId=${byJob.data[0]!.job.id}&job=tax-1`, keys.read));
    expect(byJobId.data).toEqual([]);
    const later = await jsonOf<{ data: View[] }>(
      await call('GET', `/applications?updatedSince=${encodeURIComponent(inDays(1))}`, keys.read),
    );
    expect(later.data).toEqual([]);
  });

  it('gives what the candidate sent; the first read is recorded and moves applied to viewed, once', async () => {
    const read = await call('GET', `/applications/${apps.budi}`, keys.read);
    expect(read.status).toBe(200);
    const { data } = await jsonOf<{ data: View }>(read);
    expect(COMPONENTS.ApplicationResponse.safeParse({ data }).success).toBe(true);
    expect(data).toMatchObject({
      status: 'viewed',
      job: { externalId: 'tax-1', title: 'Tax Specialist' },
      coverLetter: 'Dear PT Maju, this is budi.',
      answers: [{ prompt: 'Years of tax work?', type: 'single_select', answer: '3+' }],
      resume: {
        fileName: 'CV budi.pdf',
        sizeBytes: PDF.length,
        mime: 'application/pdf',
        url: `http://site.test/api/employer/v1/applications/${apps.budi}/resume`,
      },
    });
    // The list above read them first: they were all viewed then, at one time that stays.
    expect(data.firstViewedAt).not.toBeNull();
    expect(data.history.map((h) => [h.from, h.to, h.by])).toEqual([
      [null, 'applied', null],
      ['applied', 'viewed', 'employer'],
    ]);
    const again = await jsonOf<{ data: View }>(await call('GET', `/applications/${apps.budi}`, keys.read));
    expect(again.data.firstViewedAt).toBe(data.firstViewedAt);
    expect(again.data.history).toHaveLength(2);
    expect((await notificationsOf(users.budi)).map((n) => [n.type, n.payload.status])).toEqual([['application.status_changed', 'viewed']]);
  });

  it('downloads the resume the application carries with the key', async () => {
    const response = await call('GET', `/applications/${apps.rina}/resume`, keys.read);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('CV rina.pdf');
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('moves along the state machine; a forbidden move is a 409 naming the allowed ones, and changes nothing', async () => {
    const skipped = await call('POST', `/applications/${apps.rina}/status`, keys.write, { status: 'hired' });
    expect(skipped.status).toBe(409);
    expect(await jsonOf(skipped)).toEqual({
      message:
        'An application with status viewed cannot move to hired. Allowed: shortlisted, assessment, interview, offered, not_selected.',
      status: 'viewed',
      allowed: ['shortlisted', 'assessment', 'interview', 'offered', 'not_selected'],
    });
    const withdraw = await call('POST', `/applications/${apps.rina}/status`, keys.write, { status: 'withdrawn' });
    expect(withdraw.status).toBe(409);
    expect(await statusOf(apps.rina)).toBe('viewed');

    const invalid = await call('POST', `/applications/${apps.rina}/status`, keys.write, { status: 'promoted', message: 'x'.repeat(2001) });
    expect(invalid.status).toBe(422);
    expect(Object.keys((await jsonOf<{ errors: object }>(invalid)).errors).sort()).toEqual(['message', 'status']);

    const moved = await call('POST', `/applications/${apps.rina}/status`, keys.write, {
      status: 'shortlisted',
      message: 'Terima kasih, Rina! Kami akan menghubungi Anda.',
    });
    expect(moved.status).toBe(200);
    expect((await jsonOf<{ data: View }>(moved)).data.history.at(-1)).toMatchObject({
      from: 'viewed',
      to: 'shortlisted',
      by: 'employer',
      message: 'Terima kasih, Rina! Kami akan menghubungi Anda.',
    });
    // The candidate's side: the timeline, a notification, an email queued in their language.
    const timeline = (await listApplicationTimelines(testDb.db, users.rina, [apps.rina])).get(apps.rina)!;
    expect(timeline.at(-1)).toMatchObject({
      kind: 'status',
      to: 'shortlisted',
      byEmployer: true,
      message: 'Terima kasih, Rina! Kami akan menghubungi Anda.',
    });
    expect((await notificationsOf(users.rina)).at(-1)).toMatchObject({
      type: 'application.status_changed',
      payload: { status: 'shortlisted', applicationId: apps.rina },
    });
    expect((await queuedMails('rina@example.test')).at(-1)).toMatchObject({
      kind: 'application-status',
      status: 'shortlisted',
      locale: 'id-ID',
      message: 'Terima kasih, Rina! Kami akan menghubungi Anda.',
    });
    // And the employer's webhooks get application.status_changed for the first read's move and this one.
    expect((await eventsOf('application.status_changed', apps.rina)).map((d) => [d.from, d.to])).toEqual([
      ['applied', 'viewed'],
      ['viewed', 'shortlisted'],
    ]);

    expect((await call('POST', `/applications/${apps.sari}/status`, keys.write, { status: 'not_selected' })).status).toBe(200);
    const closed = await call('POST', `/applications/${apps.sari}/status`, keys.write, { status: 'shortlisted' });
    expect(closed.status).toBe(409);
    expect(await jsonOf(closed)).toMatchObject({ status: 'not_selected', allowed: [], message: expect.stringContaining('closed') });
  });

  it('lists only the applications with the status asked for, or changed since the time asked for', async () => {
    // Now: rina shortlisted, then sari not_selected (both moved above); budi still viewed since the first read.
    const list = async (query: string) => (await jsonOf<{ data: View[] }>(await call('GET', `/applications?${query}`, keys.read))).data;
    expect((await list('status=shortlisted')).map((a) => a.id)).toEqual([apps.rina]);
    expect((await list('status=viewed')).map((a) => a.id)).toEqual([apps.budi]);
    expect((await list('status=not_selected&job=tax-2')).map((a) => a.id)).toEqual([apps.sari]);
    expect(await list('status=viewed&job=tax-2')).toEqual([]);

    const all = new Map((await list('')).map((a) => [a.id, a]));
    const since = (name: 'rina' | 'sari') => `updatedSince=${encodeURIComponent(all.get(apps[name])!.updatedAt)}`;
    expect((await list(since('rina'))).map((a) => a.id)).toEqual([apps.rina, apps.sari]);
    expect((await list(since('sari'))).map((a) => a.id)).toEqual([apps.sari]);
  });

  it('refuses a bad invitation with the errors map (422), and sends a good one to the candidate', async () => {
    const past = await call('POST', `/applications/${apps.rina}/interviews`, keys.write, {
      times: ['2020-01-01T10:00:00+07:00', 'soon'],
      mode: 'online',
      meetingUrl: 'http://meet.example/x',
    });
    expect(past.status).toBe(422);
    const pastErrors = (await jsonOf<{ errors: Record<string, string[]> }>(past)).errors;
    expect(pastErrors['times.0']).toEqual(['Must be in the future.']);
    expect(pastErrors['times.1']![0]).toContain('ISO 8601');
    expect(pastErrors.meetingUrl).toEqual(['Must be an https:// address.']);
    const tooMany = await call('POST', `/applications/${apps.rina}/interviews`, keys.write, {
      times: [1, 2, 3, 4, 5, 6].map((d) => inDays(d)),
      mode: 'phone',
    });
    expect((await jsonOf<{ errors: Record<string, string[]> }>(tooMany)).errors.times).toEqual(['Must be a list of 1 to 5 times.']);
    const noPlace = await call('POST', `/applications/${apps.rina}/interviews`, keys.write, { times: [inDays(2)], mode: 'onsite' });
    expect(noPlace.status).toBe(422);
    expect((await jsonOf<{ errors: Record<string, string[]> }>(noPlace)).errors).toEqual({
      place: ['An onsite interview needs its place.'],
    });
    expect(await listInterviewInvitations(testDb.db, users.rina)).toEqual([]);

    // Without a time zone a time is Jakarta's: 10:00 WIB is 03:00 UTC.
    const day = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const invited = await call('POST', `/applications/${apps.rina}/interviews`, keys.write, {
      times: [`${day}T10:00:00`, `${day}T14:30:00+07:00`],
      mode: 'onsite',
      place: 'Menara Maju lt. 12, Jl. Sudirman 1, Jakarta',
      note: 'Bring your KTP.',
    });
    expect(invited.status).toBe(201);
    const body = await jsonOf<{ data: View; interviewId: number }>(invited);
    expect(body.data.status).toBe('interview');
    expect(body.data.interviews.at(-1)).toMatchObject({
      proposedTimes: [`${day}T03:00:00.000Z`, `${day}T07:30:00.000Z`],
      scheduledAt: null,
      mode: 'onsite',
      response: null,
    });
    expect((await notificationsOf(users.rina)).at(-1)).toMatchObject({
      type: 'interview.invited',
      payload: { invitationId: body.interviewId },
    });
    expect((await queuedMails('rina@example.test')).at(-1)).toMatchObject({
      kind: 'interview-invited',
      times: [`${day}T03:00:00.000Z`, `${day}T07:30:00.000Z`],
      locale: 'id-ID',
    });

    // The candidate accepts one of the proposed times (a time not proposed is not taken).
    expect(
      (await answerInvitation(testDb.db, users.rina, body.interviewId, { response: 'accepted', note: null, time: `${day}T05:00:00.000Z` }))
        .kind,
    ).toBe('choose-time');
    expect(
      (await answerInvitation(testDb.db, users.budi, body.interviewId, { response: 'accepted', note: null, time: `${day}T07:30:00.000Z` }))
        .kind,
    ).toBe('closed');
    expect(await eventsOf('interview.responded', apps.rina)).toEqual([]);
    expect(
      (await answerInvitation(testDb.db, users.rina, body.interviewId, { response: 'accepted', note: null, time: `${day}T07:30:00.000Z` }))
        .kind,
    ).toBe('answered');
    expect(await eventsOf('interview.responded', apps.rina)).toEqual([
      expect.objectContaining({
        applicationId: apps.rina,
        status: 'interview',
        job: expect.objectContaining({ externalId: 'tax-1' }),
        interview: { id: body.interviewId, response: 'accepted', responseNote: null, scheduledAt: `${day}T07:30:00.000Z` },
      }),
    ]);
    const read = await jsonOf<{ data: View }>(await call('GET', `/applications/${apps.rina}`, keys.read));
    expect(read.data.interviews.at(-1)).toMatchObject({ scheduledAt: `${day}T07:30:00.000Z`, response: 'accepted' });

    expect((await call('POST', `/applications/${apps.rina}/status`, keys.write, { status: 'offered' })).status).toBe(200);
    const late = await call('POST', `/applications/${apps.rina}/interviews`, keys.write, { times: [inDays(2)], mode: 'phone' });
    expect(late.status).toBe(409);
    expect((await jsonOf(late)).message).toContain('offered');
  });

  it('gives every documented answer of the application routes as documented', async () => {
    const document = (await (await fetch(`${base}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: { $ref: string } }> }> }>>;
    };
    const documented = new Set<string>();
    for (const [route, operations] of Object.entries(document.paths)) {
      if (!route.startsWith('/applications')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'parameters') continue;
        for (const status of Object.keys(operation.responses))
          if (status !== '429') documented.add(`${method.toUpperCase()} ${route} ${status}`);
      }
    }
    const id = apps.budi;
    const probes: [string, string, string, () => Promise<Response>][] = [
      ['GET', '/applications', '200', () => call('GET', '/applications?limit=1', keys.read)],
      ['GET', '/applications', '401', () => call('GET', '/applications', null)],
      ['GET', '/applications', '403', () => call('GET', '/applications', keys.write)],
      ['GET', '/applications', '422', () => call('GET', '/applications?limit=0', keys.read)],
      ['GET', '/applications/{id}', '200', () => call('GET', `/applications/${id}`, keys.read)],
      ['GET', '/applications/{id}', '401', () => call('GET', `/applications/${id}`, null)],
      ['GET', '/applications/{id}', '403', () => call('GET', `/applications/${id}`, keys.jobs)],
      ['GET', '/applications/{id}', '404', () => call('GET', `/applications/${id}`, keys.other)],
      ['GET', '/applications/{id}/resume', '200', () => call('GET', `/applications/${id}/resume`, keys.read)],
      ['GET', '/applications/{id}/resume', '401', () => call('GET', `/applications/${id}/resume`, null)],
      ['GET', '/applications/{id}/resume', '403', () => call('GET', `/applications/${id}/resume`, keys.jobs)],
      ['GET', '/applications/{id}/resume', '404', () => call('GET', `/applications/${id}/resume`, keys.other)],
      ['POST', '/applications/{id}/status', '200', () => call('POST', `/applications/${id}/status`, keys.write, { status: 'shortlisted' })],
      ['POST', '/applications/{id}/status', '401', () => call('POST', `/applications/${id}/status`, null, { status: 'offered' })],
      ['POST', '/applications/{id}/status', '403', () => call('POST', `/applications/${id}/status`, keys.read, { status: 'offered' })],
      ['POST', '/applications/{id}/status', '404', () => call('POST', `/applications/${id}/status`, keys.other, { status: 'offered' })],
      ['POST', '/applications/{id}/status', '409', () => call('POST', `/applications/${id}/status`, keys.write, { status: 'viewed' })],
      ['POST', '/applications/{id}/status', '422', () => call('POST', `/applications/${id}/status`, keys.write, {})],
      [
        'POST',
        '/applications/{id}/interviews',
        '201',
        () =>
          call('POST', `/applications/${id}/interviews`, keys.write, {
            times: [inDays(4)],
            mode: 'online',
            meetingUrl: 'https://meet.example/abc',
          }),
      ],
      ['POST', '/applications/{id}/interviews', '401', () => call('POST', `/applications/${id}/interviews`, null, {})],
      ['POST', '/applications/{id}/interviews', '403', () => call('POST', `/applications/${id}/interviews`, keys.read, {})],
      [
        'POST',
        '/applications/{id}/interviews',
        '404',
        () => call('POST', `/applications/${id}/interviews`, keys.other, { times: [inDays(4)], mode: 'phone' }),
      ],
      [
        'POST',
        '/applications/{id}/interviews',
        '422',
        () => call('POST', `/applications/${id}/interviews`, keys.write, { times: [], mode: 'phone' }),
      ],
      [
        'POST',
        '/applications/{id}/interviews',
        '409',
        () => call('POST', `/applications/${apps.sari}/interviews`, keys.write, { times: [inDays(4)], mode: 'phone' }),
      ],
    ];
    const probed = new Set<string>();
    for (const [method, route, status, send] of probes) {
      const answer = await send();
      expect(answer.status, `${method} ${route} ${status}`).toBe(Number(status));
      const schema = document.paths[route]![method.toLowerCase()]!.responses[status]!.content?.['application/json']?.schema;
      // A JSON answer matches its documented schema; any other (a file) is not empty.
      const problem = schema
        ? (COMPONENTS[schema.$ref.split('/').at(-1) as keyof typeof COMPONENTS] as z.ZodType).safeParse(await answer.json()).error?.message
        : (await answer.arrayBuffer()).byteLength > 0
          ? undefined
          : 'empty body';
      expect(problem, `${method} ${route} ${status}`).toBeUndefined();
      probed.add(`${method} ${route} ${status}`);
    }
    expect([...documented].sort()).toEqual([...probed].sort());
  });

  it('tells the employer of a declined invitation and of a request for another time, with no time taken', async () => {
    // budi is at the interview step (the probes above invited him): two more invitations.
    const invite = async () => {
      const response = await call('POST', `/applications/${apps.budi}/interviews`, keys.write, { times: [inDays(7)], mode: 'phone' });
      expect(response.status).toBe(201);
      return (await jsonOf<{ interviewId: number }>(response)).interviewId;
    };
    const [declined, moved] = [await invite(), await invite()];
    expect((await answerInvitation(testDb.db, users.budi, declined, { response: 'declined', note: null, time: null })).kind).toBe(
      'answered',
    );
    const note = 'Next week after 15:00, please.';
    expect((await answerInvitation(testDb.db, users.budi, moved, { response: 'reschedule_requested', note, time: null })).kind).toBe(
      'answered',
    );
    expect((await eventsOf('interview.responded', apps.budi)).map((d) => d.interview)).toEqual([
      { id: declined, response: 'declined', responseNote: null, scheduledAt: null },
      { id: moved, response: 'reschedule_requested', responseNote: note, scheduledAt: null },
    ]);
    const read = await jsonOf<{ data: View }>(await call('GET', `/applications/${apps.budi}`, keys.read));
    expect(
      read.data.interviews.filter((i) => [declined, moved].includes(i.id)).map((i) => [i.response, i.responseNote, i.scheduledAt]),
    ).toEqual(
      expect.arrayContaining([
        ['declined', null, null],
        ['reschedule_requested', note, null],
      ]),
    );
  });
});
