import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { closeEmployerJob } from '../db/repos/employer-jobs-repo';
import { testEngines, type TestDb } from '../db/test-db';
import { saveJobBatch } from '../employer/job-batch';
import { createI18n, translatorFor } from '../i18n/i18n';
import type { MailMessage } from '../mail/mailer';
import { searchJobs } from '../search/job-search';
import { parseJobSearchParams } from '../search/search-params';
import { isUnsubscribeToken, unsubscribeToken } from './alert-tokens';
import {
  confirmAddressAlert,
  createAccountAlert,
  createAddressAlert,
  deleteAccountAlert,
  findAccountAlert,
  updateAccountAlert,
  type AlertInput,
} from './alerts-repo';
import { claimDigest, runAlertRound } from './digest-round';
import { sendDigest, type DigestSenderDeps } from './digest-sender';
import { periodOf } from './alert-period';
import { companyFollowState, followCompany, unfollowCompany } from './company-follows';
import { jobsForYou } from './jobs-for-you';
import { saveAccountAlert } from './save-alert';
import { consentWithdrawn } from '../db/repos/consents-repo';
import { withdrawConsent } from '../data-rights/consent-choices';
import { saveInterest } from '../db/repos/profile-sections-repo';
import type { InterestInput } from '../../shared/validation/profile-schemas';

const VALID_THROUGH = new Date(Date.now() + 30 * 86_400_000).toISOString();
const SECRETS = ['job-alerts-test-secret-long-enough-0123456789'];

function jobBody(title: string, location: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    description: '<p>A real job with real duties.</p>',
    location,
    employmentType: 'FULL_TIME',
    workArrangement: 'onsite',
    level: 'mid_senior',
    category: 'engineering',
    salary: { min: 9_000_000, max: 12_000_000, currency: 'IDR', period: 'MONTH', visible: true },
    validThrough: VALID_THROUGH,
    languages: ['en'],
    ...overrides,
  };
}

const minutesFrom = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describe.each(testEngines())('job alerts on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let companyId: number;
  let userId: number;
  let otherUserId: number;
  let deps: DigestSenderDeps;
  const sent: MailMessage[] = [];
  let jobCounter = 0;

  const post = async (title: string, location = 'jakarta-selatan', overrides: Record<string, unknown> = {}) => {
    const externalId = `alert-${++jobCounter}`;
    const [result] = await saveJobBatch(db, companyId, [{ externalId, job: jobBody(title, location, overrides) }]);
    expect(result?.outcome, JSON.stringify(result)).toBe('created');
    const { rows } = await db.query<{ id: string }>('SELECT id FROM jobs WHERE external_id = $1', [externalId]);
    return { id: Number(rows[0]!.id), externalId };
  };
  const alertInput = (query: Record<string, unknown>, frequency: AlertInput['frequency'] = 'instant'): AlertInput => ({
    name: 'Backend in Jakarta Selatan',
    params: parseJobSearchParams(query),
    frequency,
    locale: 'en-US',
  });
  const digestsOf = async (alertId: number) =>
    (
      await db.query<{ id: string; period: string; job_ids: string[] }>(
        'SELECT id, period, job_ids FROM job_alert_digests WHERE alert_id = $1 ORDER BY id',
        [alertId],
      )
    ).rows;
  const mailJobs = async (digestId: string) =>
    Number(
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'job-alert-mail' AND data->>'digestId' = $1`,
          [digestId],
        )
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    t = await open();
    db = t.db;
    const { installQueues } = await import('../queue/job-queue');
    await installQueues(db);
    await db.exec(`
      INSERT INTO locations (kind, slug, name_id, name_en) VALUES ('province', 'dki-jakarta', 'DKI Jakarta', 'Jakarta'), ('province', 'jawa-timur', 'Jawa Timur', 'East Java');
      INSERT INTO locations (kind, parent_id, slug, name_id, name_en)
        SELECT 'city', id, 'jakarta-selatan', 'Jakarta Selatan', 'South Jakarta' FROM locations WHERE slug = 'dki-jakarta';
      INSERT INTO locations (kind, parent_id, slug, name_id, name_en)
        SELECT 'city', id, 'kota-surabaya', 'Kota Surabaya', 'Surabaya' FROM locations WHERE slug = 'jawa-timur';
      INSERT INTO job_categories (slug, name_en, name_id) VALUES ('engineering', 'Engineering', 'Teknik');
      INSERT INTO companies (slug, name) VALUES ('pt-alert', 'PT Alert');
    `);
    companyId = Number((await db.query<{ id: string }>(`SELECT id FROM companies WHERE slug = 'pt-alert'`)).rows[0]!.id);
    const users = await db.query<{ id: string }>(
      `INSERT INTO users (email, name, email_verified_at) VALUES ('ana@example.com', 'Ana', now()), ('budi@example.com', 'Budi', now()) RETURNING id`,
    );
    [userId, otherUserId] = users.rows.map((r) => Number(r.id)) as [number, number];
    const i18n = await createI18n(path.resolve('locales'));
    deps = {
      translate: (locale) => translatorFor(i18n, locale),
      publicBaseUrl: 'https://karir.test',
      sessionSecrets: SECRETS,
      mailPerMinute: undefined,
      send: async (message) => void sent.push(message),
    };
  }, 300_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('mails exactly the new jobs the search page shows, newest first, with one-click unsubscribe', async () => {
    const created = await createAccountAlert(db, userId, alertInput({ q: 'backend', location: 'jakarta-selatan' }));
    expect(created.ok).toBe(true);
    const alertId = (created as { id: number }).id;
    const older = await post('Backend Engineer');
    await post('Sales Lead');
    await post('Backend Engineer', 'kota-surabaya');
    const newer = await post('Senior Backend Developer');
    const at = new Date();

    const summary = await runAlertRound(db, 'instant', at);
    expect(summary.queued).toBe(1);
    const [digest] = await digestsOf(alertId);
    expect(digest!.job_ids.map(Number)).toEqual([newer.id, older.id]);
    // The search page for the same search lists the same jobs.
    const page = await searchJobs(db, { q: 'backend', location: 'jakarta-selatan', sort: 'newest' });
    expect(page.jobs.map((job) => job.id)).toEqual([newer.id, older.id]);

    expect(await sendDigest(db, Number(digest!.id), deps)).toBe('sent');
    const mail = sent.at(-1)!;
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('2 new jobs for “Backend in Jakarta Selatan”');
    expect(mail.text.indexOf('Senior Backend Developer')).toBeLessThan(mail.text.indexOf('Backend Engineer'));
    expect(mail.text).not.toContain('Sales Lead');
    expect(mail.html).toContain('Senior Backend Developer');
    const unsubscribe = `https://karir.test/job-alerts/unsubscribe?alert=${alertId}&token=${unsubscribeToken(alertId, SECRETS[0]!)}`;
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.text).toContain('https://karir.test/explore-jobs?q=backend&location=jakarta-selatan&sort=newest');
    // One notification for the period, not one per job.
    const notes = await db.query<{ payload: { count: number } }>(
      `SELECT payload FROM notifications WHERE user_id = $1 AND type = 'job_alert.new_jobs'`,
      [userId],
    );
    expect(notes.rows.map((r) => r.payload.count)).toEqual([2]);

    // The next round, later: nothing new, so nothing at all (never an empty mail, never a job twice).
    const again = await runAlertRound(db, 'instant', minutesFrom(at, 5));
    expect(again.queued).toBe(0);
    expect(await digestsOf(alertId)).toHaveLength(1);
    await deleteAccountAlert(db, userId, alertId);
  });

  it('gives each alert one digest per period when two workers run the round, and when a cut-off round runs again', async () => {
    const ids: number[] = [];
    for (const q of ['kotlin', 'swift', 'golang']) {
      const created = await createAccountAlert(db, userId, alertInput({ q }));
      ids.push((created as { id: number }).id);
    }
    for (const q of ['Kotlin', 'Swift', 'Golang']) await post(`${q} Developer`);
    const at = new Date();
    // A round that died after its first alert (its transaction committed, the rest never ran).
    expect(await claimDigest(db, ids[0]!, periodOf('instant', at), at)).toBe('queued');
    // Restarted, on two workers at once.
    const [a, b] = await Promise.all([runAlertRound(db, 'instant', at), runAlertRound(db, 'instant', at)]);
    expect(a.queued + b.queued).toBe(2);
    for (const id of ids) {
      const digests = await digestsOf(id);
      expect(digests).toHaveLength(1);
      expect(await mailJobs(digests[0]!.id)).toBe(1);
    }
    // The mail job run twice (a retry after a crash before it completed) sends one mail.
    const digestId = Number((await digestsOf(ids[1]!))[0]!.id);
    const before = sent.length;
    const outcomes = await Promise.all([sendDigest(db, digestId, deps), sendDigest(db, digestId, deps)]);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(await sendDigest(db, digestId, deps)).toBe('already');
    expect(sent.length - before).toBe(1);
    for (const id of ids) await deleteAccountAlert(db, userId, id);
  });

  it('leaves out jobs closed before sending, and sends nothing when none is left', async () => {
    const created = await createAccountAlert(db, userId, alertInput({ q: 'rustacean' }));
    const alertId = (created as { id: number }).id;
    const job = await post('Rustacean Engineer');
    await runAlertRound(db, 'instant', new Date());
    const [digest] = await digestsOf(alertId);
    expect(await closeEmployerJob(db, companyId, job.externalId)).toBe(true);
    const before = sent.length;
    expect(await sendDigest(db, Number(digest!.id), deps)).toBe('nothing-left');
    expect(sent.length).toBe(before);
    await deleteAccountAlert(db, userId, alertId);
  });

  it('sends nothing once the candidate withdrew consent to alert emails, even for a digest already queued', async () => {
    // Making an alert is consent to its emails.
    const saved = await saveAccountAlert(
      db,
      otherUserId,
      { query: { q: 'elixir' }, frequency: 'instant', locale: 'en-US' },
      deps.translate('en-US'),
    );
    const alertId = (saved as { id: number }).id;
    expect(await consentWithdrawn(db, otherUserId, 'job-alert-emails')).toBe(false);
    await post('Elixir Engineer');
    await runAlertRound(db, 'instant', new Date());
    const [digest] = await digestsOf(alertId);
    expect(digest).toBeDefined();
    expect(await withdrawConsent(db, otherUserId, 'job-alert-emails', 'settings')).toMatchObject({ ok: true });
    const before = sent.length;
    expect(await sendDigest(db, Number(digest!.id), deps)).toBe('withdrawn');
    expect(sent.length).toBe(before);
    expect(
      (await db.query<{ outcome: string }>('SELECT outcome FROM job_alert_digests WHERE id = $1', [digest!.id])).rows[0]!.outcome,
    ).toBe('withdrawn');
    await deleteAccountAlert(db, otherUserId, alertId);
  });

  it('sends nothing for a paused alert, and after resuming only what is new', async () => {
    const created = await createAccountAlert(db, userId, alertInput({ q: 'elixir' }));
    const alertId = (created as { id: number }).id;
    await updateAccountAlert(db, userId, alertId, { paused: true });
    await post('Elixir Developer');
    expect((await runAlertRound(db, 'instant', new Date())).queued).toBe(0);
    expect(await digestsOf(alertId)).toHaveLength(0);
    await updateAccountAlert(db, userId, alertId, { paused: false });
    const later = new Date(Date.now() + 20 * 60_000);
    expect((await runAlertRound(db, 'instant', later)).queued).toBe(0);
    await deleteAccountAlert(db, userId, alertId);
  });

  it('holds mails over the per-minute ceiling for the next minute', async () => {
    const ids: number[] = [];
    for (const q of ['haskell', 'ocaml']) ids.push(((await createAccountAlert(db, userId, alertInput({ q }))) as { id: number }).id);
    await post('Haskell Developer');
    await post('OCaml Developer');
    await runAlertRound(db, 'instant', new Date());
    const digests = await Promise.all(ids.map(async (id) => Number((await digestsOf(id))[0]!.id)));
    const limited = { ...deps, mailPerMinute: 1 };
    await db.query('DELETE FROM mail_minute_counts');
    expect(await sendDigest(db, digests[0]!, limited)).toBe('sent');
    const second = await sendDigest(db, digests[1]!, limited);
    expect(second).toEqual({ deferSeconds: expect.any(Number) });
    for (const id of ids) await deleteAccountAlert(db, userId, id);
  });

  it('waits for an address to be confirmed, and refuses a forged unsubscribe token', async () => {
    const created = await createAddressAlert(db, 'citra@example.com', alertInput({ q: 'scala' }));
    expect(created.ok).toBe(true);
    const alertId = (created as { id: number }).id;
    await post('Scala Developer');
    expect(await digestsOf(alertId)).toHaveLength(0);
    await runAlertRound(db, 'instant', new Date());
    expect(await digestsOf(alertId)).toHaveLength(0);
    expect(await confirmAddressAlert(db, 'x'.repeat(43))).toBeNull();
    expect(await confirmAddressAlert(db, created.token)).toMatchObject({ id: alertId, email: 'citra@example.com' });
    expect(await confirmAddressAlert(db, created.token)).toBeNull();

    const token = unsubscribeToken(alertId, SECRETS[0]!);
    expect(isUnsubscribeToken(alertId, token, SECRETS)).toBe(true);
    expect(isUnsubscribeToken(alertId + 1, token, SECRETS)).toBe(false);
    expect(isUnsubscribeToken(alertId, unsubscribeToken(alertId, 'another-secret-of-enough-length-000000'), SECRETS)).toBe(false);
    expect(isUnsubscribeToken(alertId, `${token.slice(0, -2)}AA`, SECRETS)).toBe(false);
  });

  it("keeps 20 alerts per account or address and no more, and hides one account's alerts from another", async () => {
    const mine: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const created = await createAccountAlert(db, otherUserId, alertInput({ q: `job ${i}` }, 'daily'));
      expect(created.ok).toBe(true);
      mine.push((created as { id: number }).id);
    }
    expect(await createAccountAlert(db, otherUserId, alertInput({ q: 'one more' }))).toEqual({ ok: false, reason: 'limit' });
    for (let i = 0; i < 20; i += 1) expect((await createAddressAlert(db, 'dewi@example.com', alertInput({ q: `job ${i}` }))).ok).toBe(true);
    expect(await createAddressAlert(db, 'dewi@example.com', alertInput({ q: 'one more' }))).toEqual({ ok: false, reason: 'limit' });

    expect(await findAccountAlert(db, userId, mine[0]!)).toBeNull();
    expect(await updateAccountAlert(db, userId, mine[0]!, { name: 'Mine now' })).toBeNull();
    expect(await deleteAccountAlert(db, userId, mine[0]!)).toBe(false);
    expect((await findAccountAlert(db, otherUserId, mine[0]!))?.name).toBe('Backend in Jakarta Selatan');
  });

  it('follows a company: its next job comes in the daily mail, and the page counts the follower', async () => {
    expect(await followCompany(db, otherUserId, 'pt-alert', (company) => `Jobs at ${company}`, 'en-US')).toEqual({
      ok: false,
      reason: 'limit',
    });
    expect(await followCompany(db, userId, 'no-such-company', (company) => company, 'en-US')).toEqual({
      ok: false,
      reason: 'unknown-company',
    });
    expect(await followCompany(db, userId, 'pt-alert', (company) => `Jobs at ${company}`, 'en-US')).toEqual({ ok: true });
    // Twice is still one follow.
    expect(await followCompany(db, userId, 'pt-alert', (company) => `Jobs at ${company}`, 'en-US')).toEqual({ ok: true });
    expect(await companyFollowState(db, companyId, userId)).toEqual({ followers: 1, following: true });
    expect(await companyFollowState(db, companyId, otherUserId)).toEqual({ followers: 1, following: false });
    const job = await post('Clojure Developer', 'kota-surabaya');
    const at = new Date();
    expect((await runAlertRound(db, 'daily', at)).queued).toBe(1);
    const { rows } = await db.query<{ id: string; job_ids: string[]; name: string }>(
      `SELECT d.id, d.job_ids, a.name FROM job_alert_digests d JOIN saved_searches a ON a.id = d.alert_id WHERE a.follows_company_id = $1`,
      [companyId],
    );
    expect(rows.map((r) => [r.name, r.job_ids.map(Number)])).toEqual([['Jobs at PT Alert', [job.id]]]);
    expect(await sendDigest(db, Number(rows[0]!.id), deps)).toBe('sent');
    expect(sent.at(-1)!.text).toContain('Clojure Developer');
    await unfollowCompany(db, userId, 'pt-alert');
    expect(await companyFollowState(db, companyId, userId)).toEqual({ followers: 0, following: false });
  });

  it("picks jobs for you from the profile's interests, says why, and follows a change of preferred city", async () => {
    expect(await jobsForYou(db, otherUserId)).toEqual({ emptyInterest: true, jobs: [] });
    const cityId = async (slug: string) =>
      Number((await db.query<{ id: string }>('SELECT id FROM locations WHERE slug = $1', [slug])).rows[0]!.id);
    const interest = (city: string): Promise<InterestInput> =>
      cityId(city).then(
        (id) =>
          ({
            interest_category: null,
            job_types: ['FULL_TIME'],
            current_salary: null,
            expected_salary: 10_000_000,
            preferred_cities: [id],
            willing_to_relocate: null,
            interested_positions: [],
          }) as unknown as InterestInput,
      );
    await db.query(`INSERT INTO candidate_profiles (user_id, identifier) VALUES ($1, 'budi-profile') ON CONFLICT DO NOTHING`, [
      otherUserId,
    ]);
    await post('Surabaya Welder', 'kota-surabaya');
    await post('Jakarta Welder');
    expect((await saveInterest(db, otherUserId, await interest('kota-surabaya'))).ok).toBe(true);
    const inSurabaya = await jobsForYou(db, otherUserId);
    expect(inSurabaya.emptyInterest).toBe(false);
    expect(inSurabaya.jobs.length).toBeGreaterThan(0);
    expect(inSurabaya.jobs.every((r) => r.job.location.citySlug === 'kota-surabaya')).toBe(true);
    const welder = inSurabaya.jobs.find((r) => r.job.position === 'Surabaya Welder')!;
    expect(welder.reasons).toEqual([
      { kind: 'city', place: { en: 'Surabaya', id: 'Kota Surabaya' } },
      { kind: 'type', type: 'FULL_TIME' },
      { kind: 'salary', amount: 10_000_000 },
    ]);
    expect((await saveInterest(db, otherUserId, await interest('jakarta-selatan'))).ok).toBe(true);
    const inJakarta = await jobsForYou(db, otherUserId);
    expect(inJakarta.jobs.length).toBeGreaterThan(0);
    expect(inJakarta.jobs.some((r) => r.job.position === 'Surabaya Welder')).toBe(false);
    expect(inJakarta.jobs[0]!.reasons[0]).toEqual({ kind: 'city', place: { en: 'South Jakarta', id: 'Jakarta Selatan' } });
  });
});
