/**
 * Erasure reaches every copy: a busy account (full profile, files, applications with a resume
 * copy, answers and an interview, alerts with a queued digest, a guest alert and a contact
 * message under the same address, reviews, both assessments, an export, tokens, notifications,
 * consents, the employer's reads, queued mails) is deleted, then every column of every table
 * (pg-boss's included) and the storage are searched for its id, email, name and file keys. Only
 * what docs/operations.md keeps by design is found: the published review's photo, in local and
 * S3 storage alike. The employer's next read says the candidate withdrew and erased their data,
 * and its webhook hears it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueAccountNotice } from '../account-mail/account-notices';
import { readEmployerApplication } from '../applications/employer-reads';
import { deleteAccount } from '../auth/accounts';
import type { Db } from '../db/db';
import { recordConsent, recordNewAccountConsents } from '../db/repos/consents-repo';
import { storageKeysOfUser } from '../db/repos/profile-files-repo';
import { createUser } from '../db/repos/users-repo';
import { testEngines, type TestDb } from '../db/test-db';
import { createI18n, translatorFor } from '../i18n/i18n';
import { enqueue, installQueues } from '../queue/job-queue';
import { ALERT_MAIL_QUEUE } from '../queue/queue-specs';
import type { FileStorage } from '../storage/file-storage';
import { createLocalStorage } from '../storage/local-storage';
import { createS3Storage } from '../storage/s3-storage';
import { startTestS3Server } from '../storage/test-s3-server';
import { newStorageKey } from '../storage/storage-keys';
import { publishEmployerEvent } from '../webhooks/publish-event';
import { prepareExport } from './export-jobs';
import { requestExport } from './export-requests';
import { searchLeftovers, type AccountFingerprint } from './leftover-search';

const EMAIL = 'dewi.erasure@example.test';
const NAME = 'Dewi Kartikasari Hapus';

async function stored(storage: FileStorage, area: string, ext: Parameters<typeof newStorageKey>[1], text: string): Promise<string> {
  const key = newStorageKey(area, ext);
  await storage.put(key, { bytes: Buffer.from(text) });
  return key;
}

/** Both storages a site can run on: a local folder, and an S3-protocol server (s3rver, checking signatures). */
const STORAGES = [
  {
    kind: 'local storage',
    async open(): Promise<{ storage: FileStorage; stop(): Promise<void> }> {
      const dir = await mkdtemp(path.join(tmpdir(), 'erasure-test-'));
      return { storage: createLocalStorage(dir), stop: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    kind: 'S3 storage',
    async open(): Promise<{ storage: FileStorage; stop(): Promise<void> }> {
      const server = await startTestS3Server();
      return { storage: createS3Storage(server.settings), stop: () => server.stop() };
    },
  },
];

describe.each(testEngines().flatMap((engine) => STORAGES.map((store) => ({ ...engine, store }))))(
  'erasing an account on $engine with $store.kind',
  ({ open, store }) => {
    let t: TestDb;
    let db: Db;
    let stopStorage: () => Promise<void>;
    let storage: FileStorage;
    let userId: number;
    let fingerprint: AccountFingerprint;
    let applicationId: number;
    let publishedPhotoKey: string;

    beforeAll(async () => {
      t = await open();
      db = t.db;
      await installQueues(db);
      ({ storage, stop: stopStorage } = await store.open());
      const i18n = await createI18n(path.resolve('locales'));
      userId = (await createUser(db, { email: EMAIL, name: NAME, passwordHash: null, preferredLocale: 'id-ID' })).id;
      const other = (await createUser(db, { email: 'someone.else@example.test', name: 'Someone Else', passwordHash: null })).id;

      const resumeKey = await stored(storage, 'resumes', 'pdf', '%PDF-1.4 resume');
      const avatarKey = await stored(storage, 'avatars', 'webp', 'avatar');
      const avatarSmallKey = await stored(storage, 'avatars', 'webp', 'avatar small');
      const videoKey = await stored(storage, 'videos', 'mp4', 'video');
      const copyKey = await stored(storage, 'application-resumes', 'pdf', '%PDF-1.4 copy');
      publishedPhotoKey = await stored(storage, 'review-photos', 'webp', 'published photo');
      const pendingPhotoKey = await stored(storage, 'review-photos', 'webp', 'pending photo');

      await db.query(
        `INSERT INTO candidate_profiles (user_id, identifier, headline, about_me, phone, resume_storage_key, resume_file_name, resume_size_bytes, resume_mime,
         avatar_storage_key, avatar_small_storage_key, video_storage_key, video_mime, video_size_bytes, video_duration_seconds)
       VALUES ($1, 'dewi-kartikasari', 'Data analyst', $2, '+62 811 0000 1111', $3, 'Dewi Kartikasari Hapus CV.pdf', 15, 'application/pdf', $4, $5, $6, 'video/mp4', 5, 12)`,
        [userId, `I am ${NAME}.`, resumeKey, avatarKey, avatarSmallKey, videoKey],
      );
      await db.query(`INSERT INTO candidate_skills (user_id, name, sort_order) VALUES ($1, 'SQL', 0)`, [userId]);
      await db.query(
        `INSERT INTO candidate_work_experiences (user_id, company_name, position, start_month, start_year, is_current) VALUES ($1, 'PT Data', 'Analyst', 1, 2020, true)`,
        [userId],
      );
      await db.query(
        `INSERT INTO candidate_social_links (user_id, network, url) VALUES ($1, 'linkedin', 'https://linkedin.com/in/dewi-erasure')`,
        [userId],
      );
      await db.exec(`
      INSERT INTO locations (id, kind, slug, name_id, name_en) VALUES (9101, 'province', 'erasure-province', 'Provinsi', 'Province');
      INSERT INTO companies (id, slug, name) VALUES (9101, 'erasure-co', 'Erasure Co');
      INSERT INTO jobs (id, slug, company_id, position, description_html, location_id, province_id) VALUES (9101, 'data-analyst', 9101, 'Data Analyst', '<p>x</p>', 9101, 9101);
      INSERT INTO job_screening_questions (id, job_id, type, prompt, required, sort_order) VALUES (9101, 9101, 'free_text', 'Why us?', true, 0);
      INSERT INTO employer_webhooks (company_id, url, events, secret) VALUES (9101, 'https://93.184.215.14/hook', '{application.withdrawn}', 'whsec_abc=');
    `);
      const snapshot = { version: 1, fullName: NAME, headline: 'Data analyst' };
      applicationId = Number(
        (
          await db.query<{ id: string }>(
            `INSERT INTO applications (candidate_id, job_id, cover_letter, agreed_at, profile_snapshot, resume_storage_key, resume_file_name, resume_size_bytes, resume_mime, status)
           VALUES ($1, 9101, $2, now(), $3, $4, 'Dewi Kartikasari Hapus CV.pdf', 13, 'application/pdf', 'interview') RETURNING id`,
            [userId, `Regards, ${NAME}`, JSON.stringify(snapshot), copyKey],
          )
        ).rows[0]!.id,
      );
      await db.query(`INSERT INTO application_answers (application_id, question_id, answer) VALUES ($1, 9101, $2)`, [
        applicationId,
        JSON.stringify(`${NAME} likes data`),
      ]);
      const invitation = await db.query<{ id: string }>(
        `INSERT INTO interview_invitations (application_id, scheduled_at, duration_minutes, mode, meeting_url, response, response_note, responded_at)
       VALUES ($1, now() + interval '2 days', 30, 'online', 'https://meet.example.test/x', 'reschedule_requested', $2, now()) RETURNING id`,
        [applicationId, `Call ${EMAIL} instead`],
      );
      await publishEmployerEvent(db, {
        companyId: 9101,
        type: 'interview.responded',
        data: {
          applicationId,
          interview: { id: Number(invitation.rows[0]!.id), response: 'reschedule_requested', responseNote: `Call ${EMAIL} instead` },
        },
      });
      await db.query(
        `INSERT INTO application_accesses (application_id, company_id, kind, hour_start, at) VALUES ($1, 9101, 'read', date_trunc('hour', now()), now())`,
        [applicationId],
      );
      await recordNewAccountConsents(db, userId, 'registration');
      await recordConsent(db, userId, 'job-alert-emails', true, 'job-alert');
      await db.query(`INSERT INTO bookmarks (user_id, job_id) VALUES ($1, 9101)`, [userId]);
      await db.query(`INSERT INTO notifications (user_id, type, payload) VALUES ($1, 'profile.reminder', '{}')`, [userId]);
      await db.query(
        `INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at, sent_to) VALUES ($1, 'verify', repeat('a', 64), now() + interval '1 day', 'old.dewi@example.test')`,
        [userId],
      );
      await db.query(`INSERT INTO api_tokens (user_id, token_hash, expires_at) VALUES ($1, repeat('b', 64), now() + interval '1 hour')`, [
        userId,
      ]);
      await db.query(`INSERT INTO social_identities (user_id, provider, subject, email) VALUES ($1, 'google', 'sub-dewi', $2)`, [
        userId,
        EMAIL,
      ]);
      const alert = await db.query<{ id: string }>(
        `INSERT INTO saved_searches (user_id, name, params, frequency, confirmed_at) VALUES ($1, 'Analyst jobs', '{"q":"analyst"}', 'daily', now()) RETURNING id`,
        [userId],
      );
      const digest = await db.query<{ id: string }>(
        `INSERT INTO job_alert_digests (alert_id, period, job_ids, matched) VALUES ($1, 'd-1', '{9101}', 1) RETURNING id`,
        [alert.rows[0]!.id],
      );
      await enqueue(db, ALERT_MAIL_QUEUE.name, { digestId: Number(digest.rows[0]!.id) });
      await db.query(`INSERT INTO saved_searches (email, name, params, frequency) VALUES ($1, 'Guest alert', '{"q":"data"}', 'weekly')`, [
        EMAIL,
      ]);
      await db.query(`INSERT INTO contact_messages (name, email, message) VALUES ($1, $2, 'Please call me')`, [NAME, EMAIL]);
      await db.query(
        `INSERT INTO company_reviews (company_id, user_id, type, title, details, status) VALUES (9101, $1, 'workplace_photo', 'Our office', $2, 'approved'),
         (9101, $1, 'workplace_photo', 'Not yet moderated', $3, 'pending')`,
        [userId, JSON.stringify({ photo_key: publishedPhotoKey }), JSON.stringify({ photo_key: pendingPhotoKey })],
      );
      for (const assessment of ['english', 'personality']) {
        const attempt = await db.query<{ id: string }>(
          `INSERT INTO assessment_attempts (user_id, assessment, status, submitted_at, ended_at) VALUES ($1, $2, 'submitted', now(), now()) RETURNING id`,
          [userId, assessment],
        );
        await db.query(`INSERT INTO assessment_results (attempt_id, user_id, assessment, score, level) VALUES ($1, $2, $3, 60, 'B1')`, [
          attempt.rows[0]!.id,
          userId,
          assessment,
        ]);
      }
      await db.query(`INSERT INTO assessment_attempts (user_id, assessment) VALUES ($1, 'english')`, [userId]);
      await db.query(
        `INSERT INTO company_review_votes (review_id, user_id) SELECT id, $1 FROM company_reviews WHERE user_id = $1 LIMIT 1`,
        [userId],
      );

      // A real export (the ZIP in storage, its ready mail queued) and a security mail to the old address.
      const requested = await requestExport(db, userId, 'id-ID');
      if (!requested.ok) throw new Error('export refused');
      await prepareExport({ db, storage, translate: (locale) => translatorFor(i18n, locale) }, requested.id);
      await queueAccountNotice(db, userId, { kind: 'password-changed', via: 'settings' }, { to: 'old.dewi@example.test' });
      // Someone else's data must survive.
      await db.query(`INSERT INTO bookmarks (user_id, job_id) VALUES ($1, 9101)`, [other]);

      fingerprint = {
        id: userId,
        email: EMAIL,
        name: NAME,
        fileKeys: [...(await storageKeysOfUser(db, userId)), publishedPhotoKey, pendingPhotoKey],
      };
    });

    afterAll(async () => {
      await t?.cleanup();
      await stopStorage?.();
    });

    it('finds the busy account everywhere before the deletion (the search sees what it must)', async () => {
      // Resume, avatar (two sizes), video, the application's resume copy, the export's ZIP, two review photos.
      expect(fingerprint.fileKeys).toHaveLength(8);
      const before = await searchLeftovers(db, storage, fingerprint);
      const places = new Set(before.map((l) => l.where));
      for (const where of [
        'public.users.id',
        'public.consents.user_id',
        'public.users.email',
        'public.candidate_profiles.about_me',
        'public.applications.profile_snapshot',
        'public.contact_messages.email',
        'pgboss.job.data',
        'storage',
      ]) {
        expect(places, where).toContain(where);
      }
    });

    it('leaves nothing but the published review photo, and the employer reads a stub', async () => {
      await deleteAccount(db, storage, userId);

      const left = await searchLeftovers(db, storage, fingerprint);
      // Kept by design (docs/operations.md): the published review stays, anonymous, with its photo.
      expect(left.sort((a, b) => a.where.localeCompare(b.where))).toEqual([
        { where: 'public.company_reviews.details', what: 'file key', value: publishedPhotoKey.toLowerCase() },
        { where: 'storage', what: 'file key', value: publishedPhotoKey },
      ]);
      const review = await db.query<{ user_id: string | null; status: string }>(
        `SELECT user_id, status FROM company_reviews WHERE company_id = 9101`,
      );
      expect(review.rows).toEqual([{ user_id: null, status: 'approved' }]);

      const application = await readEmployerApplication(db, { keyId: 0, companyId: 9101 }, applicationId, null);
      expect(application).toMatchObject({
        status: 'withdrawn',
        profile: null,
        coverLetter: null,
        resume: null,
        answers: [],
        interviews: [],
      });
      expect(application!.candidateErasedAt).not.toBeNull();
      expect(application!.history.at(-1)).toMatchObject({ from: 'interview', to: 'withdrawn', by: 'candidate' });
      const events = await db.query<{ payload: { data: Record<string, unknown> } }>(
        `SELECT payload FROM employer_events WHERE type = 'application.withdrawn'`,
      );
      expect(events.rows.map((r) => r.payload.data)).toEqual([
        expect.objectContaining({ applicationId, status: 'withdrawn', candidateErased: true }),
      ]);
      const deliveries = await db.query<{ n: string }>('SELECT count(*) AS n FROM webhook_deliveries');
      expect(Number(deliveries.rows[0]!.n)).toBe(1);

      // The other account is untouched.
      const bookmarks = await db.query<{ n: string }>('SELECT count(*) AS n FROM bookmarks');
      expect(Number(bookmarks.rows[0]!.n)).toBe(1);
    });
  },
);
