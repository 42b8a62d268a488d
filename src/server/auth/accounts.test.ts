import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionAccount } from '../db/repos/accounts-repo';
import { markEmailVerified } from '../db/repos/users-repo';
import { testEngines, type TestDb } from '../db/test-db';
import { createI18n } from '../i18n/i18n';
import { configureMailer } from '../mail/mailer';
import { installQueues } from '../queue/job-queue';
import {
  authenticate,
  changeEmail,
  changePassword,
  issueApiTokens,
  accountForApiToken,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  sessionAccount,
  socialSignIn,
  verifyEmail,
  type MailContext,
} from './accounts';
import { hashPassword } from './password';

/** Account rules against a real (in-memory PostgreSQL) database, mails read from the outbox. */
describe('accounts', () => {
  let testDb: TestDb;
  let mail: MailContext;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-test-'));

  beforeAll(async () => {
    testDb = await testEngines()[0]!.open();
    // Password and email changes queue their notices in the same transaction.
    await installQueues(testDb.db);
    configureMailer({ smtpUrl: undefined, mailFrom: 'test@example.com', dataDir });
    const i18n = await createI18n(path.resolve('locales'));
    mail = { t: i18n.getFixedT('en-US'), locale: 'en-US', baseUrl: 'http://site.test' };
  });
  afterAll(() => testDb.cleanup());

  /** The newest link of this kind mailed to the address (the outbox holds the raw messages), once one other than `besides` has come. */
  async function mailedToken(email: string, kind: 'verify' | 'reset', besides?: string): Promise<string> {
    for (let i = 0; i < 50; i += 1) {
      const files = fs.existsSync(path.join(dataDir, 'outbox'))
        ? fs
            .readdirSync(path.join(dataDir, 'outbox'))
            .filter((f) => f.includes(email))
            .sort()
        : [];
      for (const file of files.reverse()) {
        const text = fs
          .readFileSync(path.join(dataDir, 'outbox', file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        const match = kind === 'verify' ? /verify\?token=([A-Za-z0-9_-]{43})/.exec(text) : /reset-password\/([A-Za-z0-9_-]{43})/.exec(text);
        if (match && match[1] !== besides) return match[1]!;
        if (match) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${kind} mail for ${email}`);
  }

  const expire = (purpose: string) =>
    testDb.db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 minute' WHERE purpose = $1 AND used_at IS NULL`, [purpose]);

  it('verification links work once, and not after they expire', async () => {
    const outcome = await registerAccount(testDb.db, { name: 'Nina', email: 'nina@example.com', password: 'password-1' }, mail);
    expect(outcome.ok).toBe(true);
    const token = await mailedToken('nina@example.com', 'verify');
    const [stored] = (await testDb.db.query<{ token_hash: string }>('SELECT token_hash FROM email_tokens')).rows;
    expect(stored!.token_hash).not.toContain(token);
    expect(await verifyEmail(testDb.db, token)).toBe('verified');
    // Clicked again (or opened first by a mail scanner): the address is verified, and says so.
    expect(await verifyEmail(testDb.db, token)).toBe('already-verified');
    expect(await verifyEmail(testDb.db, 'garbage')).toBe('invalid');

    const other = await registerAccount(testDb.db, { name: 'Oki', email: 'oki@example.com', password: 'password-1' }, mail);
    expect(other.ok).toBe(true);
    const late = await mailedToken('oki@example.com', 'verify');
    await expire('verify');
    expect(await verifyEmail(testDb.db, late)).toBe('invalid');
  });

  it('reset links work once, not after expiry, not for another email, and end every session and API token', async () => {
    await registerAccount(testDb.db, { name: 'Putu', email: 'putu@example.com', password: 'old-password' }, mail);
    const before = await authenticate(testDb.db, 'putu@example.com', 'old-password');
    expect(before).not.toBeNull();
    const api = await issueApiTokens(testDb.db, before!.id);

    await requestPasswordReset(testDb.db, 'putu@example.com', mail);
    const token = await mailedToken('putu@example.com', 'reset');
    expect(await resetPassword(testDb.db, { token, email: 'someone@example.com', password: 'new-password' })).toBe(false);
    expect(await resetPassword(testDb.db, { token, email: 'putu@example.com', password: 'new-password' })).toBe(true);
    expect(await resetPassword(testDb.db, { token, email: 'putu@example.com', password: 'third-password' })).toBe(false);

    expect(await authenticate(testDb.db, 'putu@example.com', 'old-password')).toBeNull();
    expect(await authenticate(testDb.db, 'putu@example.com', 'new-password')).not.toBeNull();
    expect(await sessionAccount(testDb.db, { userId: before!.id, sessionVersion: before!.sessionVersion })).toBeNull();
    expect(await accountForApiToken(testDb.db, api.token)).toBeNull();

    await requestPasswordReset(testDb.db, 'putu@example.com', mail);
    // The new link, not the used one still in the outbox: only then does the refusal below test expiry.
    const late = await mailedToken('putu@example.com', 'reset', token);
    await expire('reset');
    expect(await resetPassword(testDb.db, { token: late, email: 'putu@example.com', password: 'other-password' })).toBe(false);
  });

  it('a link proves only the address it was mailed to: after an email change it neither resets nor verifies', async () => {
    await registerAccount(testDb.db, { name: 'Made', email: 'made@example.com', password: 'made-password' }, mail);
    const made = await authenticate(testDb.db, 'made@example.com', 'made-password');
    await requestPasswordReset(testDb.db, 'made@example.com', mail);
    const reset = await mailedToken('made@example.com', 'reset');
    // The holder of made@'s mailbox moves the account to someone else's address…
    expect(await changeEmail(testDb.db, made!.id, 'victim@example.com', 'made-password', mail)).toEqual({ ok: true });
    // …and must not be able to prove that address with the link mailed to their own.
    expect(await resetPassword(testDb.db, { token: reset, email: 'victim@example.com', password: 'taken-over' })).toBe(false);
    expect((await findSessionAccount(testDb.db, made!.id))?.emailVerified).toBe(false);
    const victimSocial = await socialSignIn(
      testDb.db,
      { provider: 'google', subject: 'victim', email: 'victim@example.com', emailVerified: true, name: 'Victim' },
      'en-US',
    );
    expect(victimSocial).toEqual({ ok: false, reason: 'account-unverified' });

    // The same with the change racing the request: the token is written after the change
    // (as when both requests run at once), still mailed to the old address.
    await testDb.db.query(`UPDATE users SET email = 'made@example.com' WHERE id = $1`, [made!.id]);
    await requestPasswordReset(testDb.db, 'made@example.com', mail);
    const raced = await mailedToken('made@example.com', 'reset');
    await testDb.db.query(`UPDATE users SET email = 'victim@example.com', email_verified_at = NULL WHERE id = $1`, [made!.id]);
    expect(await resetPassword(testDb.db, { token: raced, email: 'victim@example.com', password: 'taken-over' })).toBe(false);
    expect(await authenticate(testDb.db, 'victim@example.com', 'made-password')).not.toBeNull();

    // The window inside a reset: its link was spent for made@, and while it hashes the new
    // password the address changes to victim@; marking made@ verified must not verify victim@.
    await testDb.db.query(`UPDATE users SET email = 'victim@example.com', email_verified_at = NULL WHERE id = $1`, [made!.id]);
    expect(await markEmailVerified(testDb.db, made!.id, 'made@example.com')).toBe(false);
    expect((await findSessionAccount(testDb.db, made!.id))?.emailVerified).toBe(false);
    expect(await markEmailVerified(testDb.db, made!.id, 'Victim@example.com')).toBe(true);
    await testDb.db.query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [made!.id]);

    // The new address's own verification link does verify it.
    await testDb.db.query(`UPDATE users SET email = 'made@example.com' WHERE id = $1`, [made!.id]);
    expect(await changeEmail(testDb.db, made!.id, 'made.new@example.com', 'made-password', mail)).toEqual({ ok: true });
    expect(await verifyEmail(testDb.db, await mailedToken('made.new@example.com', 'verify'))).toBe('verified');
  });

  it('asking for a reset of an unknown address does nothing visible', async () => {
    await expect(requestPasswordReset(testDb.db, 'ghost@example.com', mail)).resolves.toBeUndefined();
  });

  it('changing the password needs the current one and moves the session version on', async () => {
    const account = await authenticate(testDb.db, 'nina@example.com', 'password-1');
    expect(await changePassword(testDb.db, account!.id, 'wrong', 'password-2')).toEqual({ ok: false, reason: 'wrong-password' });
    const changed = await changePassword(testDb.db, account!.id, 'password-1', 'password-2');
    expect(changed.ok && changed.sessionVersion).toBe(account!.sessionVersion + 1);
    expect(await authenticate(testDb.db, 'nina@example.com', 'password-2')).not.toBeNull();
  });

  it('rehashes an old-parameter hash on login', async () => {
    const weak = await hashPassword('legacy-pass', undefined, { N: 1024, r: 8, p: 1 });
    const { rows } = await testDb.db.query<{ id: number }>(
      `INSERT INTO users (email, name, password_hash) VALUES ('legacy@example.com', 'Legacy', $1) RETURNING id`,
      [weak],
    );
    expect(await authenticate(testDb.db, 'legacy@example.com', 'legacy-pass')).not.toBeNull();
    const stored = (await testDb.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [rows[0]!.id]))
      .rows[0]!.password_hash;
    expect(stored).not.toBe(weak);
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
  });

  it('social login links a verified account, creates new ones, and never links an unverified account', async () => {
    const linked = await socialSignIn(
      testDb.db,
      { provider: 'google', subject: 'g-1', email: 'nina@example.com', emailVerified: true, name: 'Nina G' },
      'en-US',
    );
    expect(linked.ok && linked.account.email).toBe('nina@example.com');
    const again = await socialSignIn(
      testDb.db,
      { provider: 'google', subject: 'g-1', email: null, emailVerified: false, name: null },
      'en-US',
    );
    expect(again.ok && again.account.id).toBe(linked.ok && linked.account.id);

    const created = await socialSignIn(
      testDb.db,
      { provider: 'google', subject: 'g-2', email: 'new@example.com', emailVerified: true, name: 'New Person' },
      'id-ID',
    );
    expect(created.ok && created.created).toBe(true);
    const account = await findSessionAccount(testDb.db, created.ok ? created.account.id : 0);
    expect(account).toMatchObject({ emailVerified: true, hasPassword: false, preferredLocale: 'id-ID' });
    // No password to guess: the account cannot be entered by the password form.
    expect(await authenticate(testDb.db, 'new@example.com', '')).toBeNull();

    await registerAccount(testDb.db, { name: 'Unverified', email: 'unverified@example.com', password: 'password-1' }, mail);
    expect(
      await socialSignIn(
        testDb.db,
        { provider: 'google', subject: 'g-3', email: 'unverified@example.com', emailVerified: true, name: null },
        'en-US',
      ),
    ).toEqual({
      ok: false,
      reason: 'account-unverified',
    });
    expect(
      await socialSignIn(
        testDb.db,
        { provider: 'google', subject: 'g-4', email: 'x@example.com', emailVerified: false, name: null },
        'en-US',
      ),
    ).toEqual({
      ok: false,
      reason: 'email-unverified',
    });
  });
});
