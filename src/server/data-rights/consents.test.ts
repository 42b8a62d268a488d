/**
 * Consent records and their rules on both engines: registration records the terms, the
 * existing settings (email opt-outs, profile visibility) keep the record in step, withdrawal
 * takes effect at once (a private profile, no application email left to send), the terms
 * cannot be withdrawn, and the history is append-only and goes with the account.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeStillWanted, type AccountNotice } from '../account-mail/account-notices';
import { registerAccount, type MailContext } from '../auth/accounts';
import type { Db } from '../db/db';
import { deleteUser } from '../db/repos/accounts-repo';
import { CONSENT_TEXT_VERSIONS, consentHistory } from '../db/repos/consents-repo';
import { getEmailSettings, saveEmailSettings } from '../db/repos/email-settings-repo';
import { saveVisibility } from '../db/repos/profile-sections-repo';
import { ensureProfile, getPublicProfile } from '../db/repos/profiles-repo';
import { testEngines, type TestDb } from '../db/test-db';
import { createI18n } from '../i18n/i18n';
import { configureMailer } from '../mail/mailer';
import { installQueues } from '../queue/job-queue';
import { consentStates, giveConsent, withdrawConsent } from './consent-choices';

describe.each(testEngines())('consents on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let mail: MailContext;
  let counter = 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consents-test-'));

  const register = async () => {
    const outcome = await registerAccount(db, { name: 'Dewi', email: `dewi${++counter}@example.com`, password: 'rahasia-123' }, mail);
    if (!outcome.ok) throw new Error('registration failed');
    return outcome.account.id;
  };
  const history = async (userId: number) => (await consentHistory(db, userId)).map((r) => [r.purpose, r.granted, r.source]);
  const stateOf = async (userId: number, purpose: string) => (await consentStates(db, userId)).find((s) => s.purpose === purpose);

  beforeAll(async () => {
    t = await open();
    db = t.db;
    await installQueues(db);
    configureMailer({ smtpUrl: undefined, mailFrom: 'test@example.com', dataDir });
    const i18n = await createI18n(path.resolve('locales'));
    mail = { t: i18n.getFixedT('en-US'), locale: 'en-US', baseUrl: 'http://site.test' };
  }, 300_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('records the terms and application emails at registration, with the text version and when', async () => {
    const before = Date.now();
    const userId = await register();
    const records = await consentHistory(db, userId);
    expect(records.map((r) => [r.purpose, r.granted, r.source, r.textVersion])).toEqual([
      ['terms', true, 'registration', CONSENT_TEXT_VERSIONS.terms],
      ['application-emails', true, 'registration', CONSENT_TEXT_VERSIONS['application-emails']],
    ]);
    expect(records[0]!.recordedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await stateOf(userId, 'terms')).toMatchObject({ state: 'granted', withdrawable: false });
    expect(await stateOf(userId, 'public-profile')).toMatchObject({ state: 'none', withdrawable: false });
  });

  it('refuses to withdraw the terms or the application agreement, and records nothing', async () => {
    const userId = await register();
    expect(await withdrawConsent(db, userId, 'terms', 'settings')).toEqual({ ok: false, reason: 'not-withdrawable' });
    expect(await withdrawConsent(db, userId, 'application-agreement', 'api')).toEqual({ ok: false, reason: 'not-withdrawable' });
    expect(await giveConsent(db, userId, 'public-profile', 'settings')).toEqual({ ok: false, reason: 'not-givable' });
    expect(await history(userId)).toHaveLength(2);
  });

  it('follows the profile visibility switch, and a withdrawn public profile is private at once', async () => {
    const userId = await register();
    await ensureProfile(db, userId);
    const { rows } = await db.query<{ identifier: string }>('SELECT identifier FROM candidate_profiles WHERE user_id = $1', [userId]);
    const identifier = rows[0]!.identifier;

    await saveVisibility(db, userId, { visibility: 'public' });
    await saveVisibility(db, userId, { visibility: 'public' });
    expect(await getPublicProfile(db, identifier)).not.toBeNull();
    expect(await stateOf(userId, 'public-profile')).toMatchObject({ state: 'granted', withdrawable: true });

    expect(await withdrawConsent(db, userId, 'public-profile', 'settings')).toEqual({ ok: true, changed: true });
    // An anonymous visitor's next look finds nothing; the owner still sees their own page.
    expect(await getPublicProfile(db, identifier)).toBeNull();
    expect(await getPublicProfile(db, identifier, userId)).not.toBeNull();
    expect((await history(userId)).slice(2)).toEqual([
      ['public-profile', true, 'profile'],
      ['public-profile', false, 'settings'],
    ]);
  });

  it('keeps application emails and their consent in step, and a withdrawal stops a notice already queued', async () => {
    const userId = await register();
    const notice: AccountNotice = {
      kind: 'application-withdrawn',
      job: 'Analyst',
      company: 'PT Maju',
      jobPath: '/jobs/x',
      to: 'a@example.com',
      name: 'Dewi',
      locale: 'en-US',
      userId,
    };
    expect(await noticeStillWanted(db, notice)).toBe(true);

    // Turning one of three off is no withdrawal; turning all off is.
    await saveEmailSettings(db, userId, { applicationSent: false, applicationWithdrawn: true, applicationUpdates: true });
    expect(await stateOf(userId, 'application-emails')).toMatchObject({ state: 'granted' });
    expect(await withdrawConsent(db, userId, 'application-emails', 'api')).toMatchObject({ ok: true });
    expect(await getEmailSettings(db, userId)).toEqual({ applicationSent: false, applicationWithdrawn: false, applicationUpdates: false });
    expect(await noticeStillWanted(db, notice)).toBe(false);
    // Security notices have no setting: they always go.
    expect(
      await noticeStillWanted(db, {
        kind: 'password-changed',
        via: 'settings',
        to: 'a@example.com',
        name: 'Dewi',
        locale: 'en-US',
        userId,
      }),
    ).toBe(true);

    await giveConsent(db, userId, 'application-emails', 'settings');
    expect(await getEmailSettings(db, userId)).toEqual({ applicationSent: true, applicationWithdrawn: true, applicationUpdates: true });
    expect((await history(userId)).slice(2)).toEqual([
      ['application-emails', false, 'api'],
      ['application-emails', true, 'settings'],
    ]);
  });

  it('withdraws and gives job alert emails, recording only changes', async () => {
    const userId = await register();
    expect(await stateOf(userId, 'job-alert-emails')).toMatchObject({ state: 'none', givable: false });
    await giveConsent(db, userId, 'job-alert-emails', 'settings');
    expect(await withdrawConsent(db, userId, 'job-alert-emails', 'settings')).toEqual({ ok: true, changed: true });
    expect(await withdrawConsent(db, userId, 'job-alert-emails', 'settings')).toEqual({ ok: true, changed: false });
    expect(await stateOf(userId, 'job-alert-emails')).toMatchObject({ state: 'withdrawn', withdrawable: false, givable: true });
    expect((await history(userId)).slice(2)).toEqual([
      ['job-alert-emails', true, 'settings'],
      ['job-alert-emails', false, 'settings'],
    ]);
  });

  it('never rewrites history, and the history goes with the account', async () => {
    const userId = await register();
    await expect(db.query("UPDATE consents SET granted = false WHERE user_id = $1 AND purpose = 'terms'", [userId])).rejects.toThrow(
      /append-only/,
    );
    expect(await stateOf(userId, 'terms')).toMatchObject({ state: 'granted' });
    await deleteUser(db, userId);
    expect((await db.query('SELECT 1 FROM consents WHERE user_id = $1', [userId])).rows).toHaveLength(0);
  });
});
