/**
 * Who saw my application, on both engines: what an employer's key does with applications through
 * the API (list, read, resume, status move, interview) is recorded, once per application, key,
 * kind and hour, nothing for another company's key; the candidate's timeline reads the first of
 * them with the company's name, and another candidate's applications read as nothing. Deleting an
 * application takes its records with it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../../db/repos/applications-repo';
import { listApplicationTimelines, type TimelineEntry } from '../../db/repos/application-timeline-repo';
import { createUser } from '../../db/repos/users-repo';
import { testEngines, type TestDb } from '../../db/test-db';
import { installQueues } from '../../queue/job-queue';
import { createLocalStorage } from '../../storage/local-storage';
import { newStorageKey } from '../../storage/storage-keys';
import { JAKARTA_SQL, listenEmployerApi, makeEmployerKey, type EmployerApiServer } from './employer-api-harness';

const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n% CV\n%%EOF\n');

interface AccessRow {
  application_id: number;
  key_id: number | null;
  company_id: number;
  kind: string;
  at: Date;
  hour_start: Date;
}

describe.each(testEngines())('application accesses on $engine', (engine) => {
  let testDb: TestDb;
  let api: EmployerApiServer | undefined;
  let base: string;
  let storageDir: string;
  const keys = { reader: '', writer: '', other: '' };
  const keyIds = { reader: 0, writer: 0, other: 0 };
  const apps: Record<'rina' | 'budi' | 'sari' | 'dewi', number> = { rina: 0, budi: 0, sari: 0, dewi: 0 };
  const users: Record<keyof typeof apps, number> = { rina: 0, budi: 0, sari: 0, dewi: 0 };

  const call = (method: string, url: string, key: string, body?: unknown) =>
    fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const accessesOf = async (applicationId: number) =>
    (
      await testDb.db.query<AccessRow>('SELECT * FROM application_accesses WHERE application_id = $1 ORDER BY at, kind', [applicationId])
    ).rows.map((r) => ({
      ...r,
      key_id: r.key_id === null ? null : Number(r.key_id),
    }));
  const kindsOf = async (applicationId: number) => (await accessesOf(applicationId)).map((r) => [r.kind, r.key_id]);
  const timelineOf = async (name: keyof typeof apps, candidate = users[name]) =>
    (await listApplicationTimelines(testDb.db, candidate, [apps[name]])).get(apps[name]) ?? [];
  const described = (entries: readonly TimelineEntry[]) =>
    entries.map((e) => (e.kind === 'opened' ? `opened by ${e.company}` : e.kind === 'status' ? `status ${e.to}` : 'interview'));

  beforeAll(async () => {
    testDb = await engine.open();
    const db = testDb.db;
    await installQueues(db);
    await db.exec(`
      ${JAKARTA_SQL}
      INSERT INTO companies (slug, name) VALUES ('pt-maju', 'PT Maju Jaya'), ('pt-lain', 'PT Lain');
    `);
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'application-accesses-'));
    const storage = createLocalStorage(storageDir);
    api = await listenEmployerApi(db, { storage });
    base = api.url();
    const made = async (name: keyof typeof keys, companySlug: string) => {
      ({ key: keys[name], id: keyIds[name] } = await makeEmployerKey(db, companySlug, [
        'jobs:write',
        'applications:read',
        'applications:write',
      ]));
    };
    await made('reader', 'pt-maju');
    await made('writer', 'pt-maju');
    await made('other', 'pt-lain');

    const put = await call('PUT', '/jobs/tax-1', keys.reader, {
      title: 'Tax Specialist',
      description: '<p>Prepare tax returns.</p>',
      location: 'jakarta-selatan',
      employmentType: 'FULL_TIME',
      workArrangement: 'onsite',
      level: 'associate',
      validThrough: new Date(Date.now() + 30 * DAY).toISOString(),
      languages: ['en'],
    });
    expect(put.status).toBe(201);
    const jobId = Number((await db.query<{ id: number }>(`SELECT id FROM jobs WHERE external_id = 'tax-1'`)).rows[0]!.id);
    for (const name of ['rina', 'budi', 'sari', 'dewi'] as const) {
      const user = await createUser(db, {
        name,
        email: `${name}@example.test`,
        passwordHash: null,
        preferredLocale: 'en-US',
        scope: ['candidate'],
      });
      users[name] = user.id;
      const storageKey = newStorageKey('application-resume', 'pdf');
      await storage.put(storageKey, { bytes: PDF });
      const created = await createApplication(db, {
        candidateId: user.id,
        jobId,
        answers: new Map(),
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

  it('records nothing for another company, whose key gets 404s and an empty list', async () => {
    expect((await call('GET', `/applications/${apps.rina}`, keys.other)).status).toBe(404);
    expect((await call('GET', `/applications/${apps.rina}/resume`, keys.other)).status).toBe(404);
    expect((await call('POST', `/applications/${apps.rina}/status`, keys.other, { status: 'shortlisted' })).status).toBe(404);
    expect(((await (await call('GET', '/applications', keys.other)).json()) as { data: unknown[] }).data).toEqual([]);
    for (const name of ['rina', 'budi', 'sari', 'dewi'] as const) expect(await accessesOf(apps[name])).toEqual([]);
    expect(described(await timelineOf('rina'))).toEqual(['status applied']);
  });

  it('records a list read once per application and key in the hour, with the key and its company', async () => {
    const page = await call('GET', '/applications?limit=2', keys.reader);
    expect(page.status).toBe(200);
    const listed = ((await page.json()) as { data: { id: number; firstViewedAt: string }[] }).data;
    expect(listed.map((a) => a.id)).toEqual([apps.rina, apps.budi]);
    const [rina] = await accessesOf(apps.rina);
    expect(rina).toMatchObject({ kind: 'list', key_id: keyIds.reader, company_id: expect.anything() as unknown });
    // The time the API gives as firstViewedAt is the time the candidate is shown.
    expect(rina!.at.toISOString()).toBe(listed[0]!.firstViewedAt);
    expect(rina!.hour_start.getTime()).toBe(Math.floor(rina!.at.getTime() / 3_600_000) * 3_600_000);
    expect(await accessesOf(apps.sari)).toEqual([]);

    // The same list again within the hour adds nothing; another key of the company is its own row.
    expect((await call('GET', '/applications?limit=2', keys.reader)).status).toBe(200);
    expect((await call('GET', '/applications?limit=1', keys.writer)).status).toBe(200);
    expect(await kindsOf(apps.rina)).toEqual([
      ['list', keyIds.reader],
      ['list', keyIds.writer],
    ]);
    expect(await kindsOf(apps.budi)).toEqual([['list', keyIds.reader]]);

    // An hour later, the same read is a new row.
    await testDb.db.query(
      `UPDATE application_accesses SET hour_start = hour_start - interval '1 hour', at = at - interval '1 hour' WHERE application_id = $1`,
      [apps.budi],
    );
    expect((await call('GET', '/applications?limit=2', keys.reader)).status).toBe(200);
    expect(await kindsOf(apps.budi)).toEqual([
      ['list', keyIds.reader],
      ['list', keyIds.reader],
    ]);
  });

  it('records reading one application and downloading its resume; the download alone opens it', async () => {
    expect((await call('GET', `/applications/${apps.rina}`, keys.reader)).status).toBe(200);
    expect((await call('GET', `/applications/${apps.rina}/resume`, keys.reader)).status).toBe(200);
    expect((await accessesOf(apps.rina)).map((r) => r.kind).sort()).toEqual(['list', 'list', 'read', 'resume']);

    // Sari's application was never listed: the employer downloads its resume by id.
    expect((await call('GET', `/applications/${apps.sari}/resume`, keys.writer)).status).toBe(200);
    expect(await kindsOf(apps.sari)).toEqual([['resume', keyIds.writer]]);
    const read = (await (await call('GET', `/applications/${apps.sari}`, keys.writer)).json()) as {
      data: { status: string; firstViewedAt: string };
    };
    expect(read.data).toMatchObject({ status: 'viewed', firstViewedAt: (await accessesOf(apps.sari))[0]!.at.toISOString() });
  });

  it('records status moves (a refused one too) and interview invitations in the write, at its instant', async () => {
    // Dewi's application was never read: the employer moves it straight away, by the id a webhook gave.
    const moved = await call('POST', `/applications/${apps.dewi}/status`, keys.writer, { status: 'shortlisted' });
    expect(moved.status).toBe(200);
    const refused = await call('POST', `/applications/${apps.dewi}/status`, keys.writer, { status: 'hired' });
    expect(refused.status).toBe(409);
    const invited = await call('POST', `/applications/${apps.dewi}/interviews`, keys.writer, {
      times: [new Date(Date.now() + 3 * DAY).toISOString().slice(0, 16)],
      mode: 'phone',
    });
    expect(invited.status).toBe(201);
    // One row per kind in the hour (the refused move shares the first's); the answers to the writes add no read.
    expect(await kindsOf(apps.dewi)).toEqual([
      ['status', keyIds.writer],
      ['interview', keyIds.writer],
    ]);
    const history = await testDb.db.query<{ changed_at: Date }>(
      `SELECT changed_at FROM application_status_history WHERE application_id = $1 AND to_status = 'shortlisted'`,
      [apps.dewi],
    );
    expect((await accessesOf(apps.dewi))[0]!.at.getTime()).toBe(history.rows[0]!.changed_at.getTime());

    // The candidate's timeline: opened at the move's instant, then the move, then the invitation.
    const timeline = await timelineOf('dewi');
    expect(described(timeline)).toEqual([
      'status applied',
      'opened by PT Maju Jaya',
      'status shortlisted',
      'status interview',
      'interview',
    ]);
  });

  it("gives the candidate when the company first opened the application, and nothing of another candidate's", async () => {
    const timeline = await timelineOf('rina');
    // The first read's automatic move to viewed is the "opened" entry, not a second line.
    expect(described(timeline)).toEqual(['status applied', 'opened by PT Maju Jaya']);
    const first = (await accessesOf(apps.rina))[0]!;
    expect(timeline[1]!.at.getTime()).toBe(first.at.getTime());
    expect(await kindsOf(apps.rina)).toContainEqual(['read', keyIds.reader]);

    // Budi asks for Rina's application: not his, nothing comes back.
    expect(await timelineOf('rina', users.budi)).toEqual([]);
    const both = await listApplicationTimelines(testDb.db, users.budi, [apps.rina, apps.budi]);
    expect(both.get(apps.rina)).toEqual([]);
    // (Budi's first read was moved an hour back above, before he applied.)
    expect(described(both.get(apps.budi)!).sort()).toEqual(['opened by PT Maju Jaya', 'status applied']);
  });

  it('deletes the records with the application', async () => {
    expect(await accessesOf(apps.sari)).not.toEqual([]);
    await testDb.db.query('DELETE FROM applications WHERE id = $1', [apps.sari]);
    expect(await accessesOf(apps.sari)).toEqual([]);
    expect(await accessesOf(apps.rina)).not.toEqual([]);
  });
});
