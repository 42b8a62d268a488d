/**
 * "Download my data": the queue's job builds one ZIP whose parts match what is stored (rows and
 * the files' bytes), a second request within a day is refused with the time of the next, and
 * after 24 hours the link is refused and the deletion job removes the file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { testEngines, type TestDb } from '../db/test-db';
import { storageKeysOfUser } from '../db/repos/profile-files-repo';
import { createUser } from '../db/repos/users-repo';
import { recordConsent } from '../db/repos/consents-repo';
import { createI18n, translatorFor } from '../i18n/i18n';
import { installQueues } from '../queue/job-queue';
import type { FileStorage } from '../storage/file-storage';
import { createLocalStorage } from '../storage/local-storage';
import { newStorageKey } from '../storage/storage-keys';
import { deleteExpiredExport, prepareExport, type ExportJobDeps } from './export-jobs';
import { findOwnExport, requestExport } from './export-requests';
import { unzip } from './test-unzip';

async function storedBytes(storage: FileStorage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`no object ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const json = (entries: Map<string, Buffer>, name: string): unknown => JSON.parse(entries.get(name)!.toString('utf8'));

describe.each(testEngines())('data export on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let dir: string;
  let deps: ExportJobDeps;
  let userId: number;
  let otherId: number;
  const resume = Buffer.from('%PDF-1.4\nresume of Sari\n%%EOF\n');
  const photo = Buffer.from('RIFF....WEBPVP8 workplace photo');
  let resumeKey: string;
  let photoKey: string;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    await installQueues(db);
    dir = await mkdtemp(path.join(tmpdir(), 'export-test-'));
    const storage = createLocalStorage(dir);
    const i18n = await createI18n(path.resolve('locales'));
    deps = { db, storage, translate: (locale) => translatorFor(i18n, locale) };
    userId = (await createUser(db, { email: 'sari@example.test', name: 'Sari Wulandari', passwordHash: null, preferredLocale: 'id-ID' }))
      .id;
    otherId = (await createUser(db, { email: 'budi@example.test', name: 'Budi', passwordHash: null })).id;
    await recordConsent(db, userId, 'terms', true, 'registration');
    await recordConsent(db, userId, 'job-alert-emails', true, 'job-alert');
    await recordConsent(db, userId, 'job-alert-emails', false, 'settings');
    await recordConsent(db, otherId, 'terms', true, 'registration');
    resumeKey = newStorageKey('resumes', 'pdf');
    photoKey = newStorageKey('review-photos', 'webp');
    await storage.put(resumeKey, { bytes: resume });
    await storage.put(photoKey, { bytes: photo });
    await db.query(
      `INSERT INTO candidate_profiles (user_id, identifier, headline, about_me, resume_storage_key, resume_file_name, resume_size_bytes, resume_mime)
       VALUES ($1, 'sari-wulandari', 'Backend engineer', 'I build APIs.', $2, 'sari-cv.pdf', $3, 'application/pdf')`,
      [userId, resumeKey, resume.length],
    );
    await db.query(`INSERT INTO candidate_skills (user_id, name, sort_order) VALUES ($1, 'TypeScript', 0)`, [userId]);
    await db.query(
      `INSERT INTO candidate_educations (user_id, institution, degree, start_year) VALUES ($1, 'Universitas Indonesia', 'bachelor', 2015)`,
      [userId],
    );
    await db.exec(`
      INSERT INTO locations (id, kind, slug, name_id, name_en) VALUES (9001, 'province', 'dki-jakarta-x', 'DKI Jakarta', 'Jakarta');
      INSERT INTO companies (id, slug, name) VALUES (9001, 'acme-x', 'Acme Indonesia');
      INSERT INTO jobs (id, slug, company_id, position, description_html, location_id, province_id) VALUES (9001, 'backend-engineer', 9001, 'Backend Engineer', '<p>x</p>', 9001, 9001);
    `);
    const application = await db.query<{ id: string }>(
      `INSERT INTO applications (candidate_id, job_id, cover_letter, agreed_at, profile_snapshot) VALUES ($1, 9001, 'Dear Acme', now(), '{"headline":"Backend engineer"}') RETURNING id`,
      [userId],
    );
    await db.query(
      `INSERT INTO application_status_history (application_id, from_status, to_status, actor) VALUES ($1, 'submitted', 'reviewed', 'employer')`,
      [application.rows[0]!.id],
    );
    // The employer's key read it (the employer API records that, migration 0090).
    await db.query(
      `INSERT INTO employer_api_keys (id, company_id, prefix, key_hash, scopes) VALUES (9001, 9001, 'kn_live_abcdef', repeat('a', 64), '{applications:read}')`,
    );
    await db.query(
      `INSERT INTO application_accesses (application_id, company_id, key_id, kind, hour_start, at) VALUES ($1, 9001, 9001, 'list', '2026-11-29T07:00:00Z', '2026-11-29T07:02:00Z')`,
      [application.rows[0]!.id],
    );
    await db.query(`INSERT INTO bookmarks (user_id, job_id) VALUES ($1, 9001)`, [userId]);
    await db.query(
      `INSERT INTO company_reviews (company_id, user_id, type, title, details) VALUES (9001, $1, 'workplace_photo', 'Our office', $2)`,
      [userId, JSON.stringify({ photo_key: photoKey })],
    );
    const attempt = await db.query<{ id: string }>(
      `INSERT INTO assessment_attempts (user_id, assessment, status, submitted_at, ended_at) VALUES ($1, 'english', 'submitted', now(), now()) RETURNING id`,
      [userId],
    );
    await db.query(`INSERT INTO assessment_results (attempt_id, user_id, assessment, score, level) VALUES ($1, $2, 'english', 71, 'B2')`, [
      attempt.rows[0]!.id,
      userId,
    ]);
    await db.query(`INSERT INTO notifications (user_id, type, payload) VALUES ($1, 'profile.reminder', '{}')`, [userId]);
  });

  afterAll(async () => {
    await t?.cleanup();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('builds one ZIP whose parts match what is stored, then notifies and mails the owner', async () => {
    const requested = await requestExport(db, userId, 'id-ID');
    expect(requested.ok).toBe(true);
    const id = requested.ok ? requested.id : 0;
    expect((await findOwnExport(db, userId, id))?.status).toBe('pending');
    await prepareExport(deps, id);
    const ready = await findOwnExport(db, userId, id);
    expect(ready?.status).toBe('ready');
    expect(ready!.expiresAt!.getTime() - ready!.readyAt!.getTime()).toBe(24 * 3600_000);

    // Deleting the account now would queue the ZIP's removal with the profile's files.
    expect(await storageKeysOfUser(db, userId)).toContain(ready!.storageKey);

    const entries = await unzip(await storedBytes(deps.storage, ready!.storageKey!));
    expect([...entries.keys()].sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'applications.json',
        'assessments.json',
        'bookmarks.json',
        'consents.json',
        'interviews.json',
        'job-alerts.json',
        'notifications.json',
        'profile.json',
        'reviews.json',
        'sign-ins.json',
        'files/resume.pdf',
        'files/workplace-photos/review-' +
          (await db.query<{ id: string }>('SELECT id FROM company_reviews WHERE user_id = $1', [userId])).rows[0]!.id +
          '.webp',
      ].sort(),
    );
    expect(json(entries, 'account.json')).toMatchObject({ email: 'sari@example.test', name: 'Sari Wulandari', preferred_locale: 'id-ID' });
    expect(JSON.stringify(json(entries, 'account.json'))).not.toContain('password_hash');
    // The whole consent history, the owner's only, oldest first.
    expect(json(entries, 'consents.json')).toMatchObject([
      { purpose: 'terms', granted: true, source: 'registration' },
      { purpose: 'job-alert-emails', granted: true, source: 'job-alert' },
      { purpose: 'job-alert-emails', granted: false, source: 'settings' },
    ]);
    expect(json(entries, 'consents.json')).toHaveLength(3);
    expect(json(entries, 'profile.json')).toMatchObject({
      headline: 'Backend engineer',
      about_me: 'I build APIs.',
      resume_file_name: 'sari-cv.pdf',
      skills: [expect.objectContaining({ name: 'TypeScript' })],
      educations: [expect.objectContaining({ institution: 'Universitas Indonesia' })],
    });
    expect(json(entries, 'applications.json')).toMatchObject([
      {
        job_position: 'Backend Engineer',
        company_name: 'Acme Indonesia',
        cover_letter: 'Dear Acme',
        profile_snapshot: { headline: 'Backend engineer' },
        status_history: [
          expect.objectContaining({ to_status: 'applied' }),
          expect.objectContaining({ from_status: 'submitted', to_status: 'reviewed', actor: 'employer' }),
        ],
        employer_accesses: [{ company: 'Acme Indonesia', key_id: 9001, kind: 'list', at: expect.stringMatching(/^2026-11-29T07:02:00/) }],
      },
    ]);
    expect(json(entries, 'bookmarks.json')).toMatchObject([{ job_position: 'Backend Engineer' }]);
    expect(json(entries, 'reviews.json')).toMatchObject([{ title: 'Our office', company_name: 'Acme Indonesia' }]);
    expect(json(entries, 'assessments.json')).toMatchObject({
      results: [{ score: 71, level: 'B2' }],
      attempts: [{ assessment: 'english', status: 'submitted' }],
    });
    expect(json(entries, 'notifications.json')).toMatchObject([{ type: 'profile.reminder' }]);
    expect(entries.get('files/resume.pdf')!.equals(resume)).toBe(true);
    expect([...entries.entries()].find(([name]) => name.startsWith('files/workplace-photos/'))![1].equals(photo)).toBe(true);
    // The README is in the candidate's language and names each file.
    const readme = entries.get('README.txt')!.toString('utf8');
    expect(readme).toContain('Data Anda');
    expect(readme).toContain('profile.json: profil Anda');
    expect(readme).toContain('consents.json: setiap persetujuan');
    expect(readme).toContain('files/resume.pdf');

    const notes = await db.query<{ type: string; payload: { exportId: number } }>(
      `SELECT type, payload FROM notifications WHERE user_id = $1 AND type = 'data_export.ready'`,
      [userId],
    );
    expect(notes.rows).toEqual([{ type: 'data_export.ready', payload: { exportId: id } }]);
    const mails = await db.query<{ data: { notice: Record<string, unknown> } }>(
      `SELECT data FROM pgboss.job WHERE name = 'mail' AND data->'notice'->>'kind' = 'data-export-ready'`,
    );
    expect(mails.rows.map((r) => r.data.notice)).toEqual([
      expect.objectContaining({ to: 'sari@example.test', locale: 'id-ID', downloadPath: `/account/data-export/${id}` }),
    ]);
    const deletions = await db.query<{ start_after: Date }>(
      `SELECT start_after FROM pgboss.job WHERE name = 'data-export-delete' AND (data->>'exportId')::int = $1`,
      [id],
    );
    expect(deletions.rows).toHaveLength(1);
    expect(new Date(deletions.rows[0]!.start_after).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('refuses a second export the same day, with the time of the next', async () => {
    const first = (await db.query<{ requested_at: Date }>('SELECT requested_at FROM data_exports WHERE user_id = $1', [userId])).rows[0]!;
    const again = await requestExport(db, userId, 'id-ID');
    expect(again).toEqual({ ok: false, nextAt: new Date(new Date(first.requested_at).getTime() + 24 * 3600_000) });
    expect(
      Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_exports WHERE user_id = $1', [userId])).rows[0]!.n),
    ).toBe(1);
    // Another candidate is not held back by it.
    expect((await requestExport(db, otherId, 'en-US')).ok).toBe(true);
  });

  it("is nobody else's: another user finds no export under that id", async () => {
    const own = (await db.query<{ id: string }>('SELECT id FROM data_exports WHERE user_id = $1', [userId])).rows[0]!;
    expect(await findOwnExport(db, otherId, Number(own.id))).toBeNull();
  });

  it('expires after 24 hours, and the deletion job removes the file', async () => {
    const row = (
      await db.query<{ id: string; storage_key: string }>('SELECT id, storage_key FROM data_exports WHERE user_id = $1', [userId])
    ).rows[0]!;
    const id = Number(row.id);
    // Too early: the job leaves a live export alone.
    expect(await deleteExpiredExport(deps, id)).toBe(false);
    expect(await deps.storage.head(row.storage_key)).not.toBeNull();
    await db.query(`UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect((await findOwnExport(db, userId, id))?.expired).toBe(true);
    expect(await deleteExpiredExport(deps, id)).toBe(true);
    expect(await deps.storage.head(row.storage_key)).toBeNull();
    expect(await findOwnExport(db, userId, id)).toMatchObject({ status: 'deleted', expired: true, storageKey: null });
  });
});
