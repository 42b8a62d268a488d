/**
 * The two security notices, end to end below HTTP: the use case queues them in its
 * transaction, the queue's worker renders them in the user's language and a real SMTP server
 * receives them; the restore link in the email-changed notice puts the old address back once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDb } from '../db/test-db';
import { createI18n } from '../i18n/i18n';
import { configureMailer } from '../mail/mailer';
import { installQueues, startJobQueue, type JobQueue } from '../queue/job-queue';
import { MAIL_QUEUE } from '../queue/queue-specs';
import { queuedMailsTo } from './test-queued-mails';
import {
  changeEmail,
  changePassword,
  registerAccount,
  resetPassword,
  restoreEmail,
  requestPasswordReset,
  authenticate,
  type MailContext,
} from '../auth/accounts';
import { findSessionAccount } from '../db/repos/accounts-repo';
import { noticeJobHandler } from './notice-job';
import { openRestoreClaim } from './restore-link';

const SECRET = 'security-notices-test-secret-0123456789abcdef';
const received: { to: string; raw: string }[] = [];

function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Subject lines may be MIME-encoded (non-ASCII, long): the test reads them as a person would. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decoded(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    )
    .trim();
}

async function mailTo(address: string, count = 1): Promise<{ subject: string; text: string }[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = received.filter((m) => m.to === address);
    if (mails.length >= count)
      return mails.map((m) => ({ subject: subjectOf(m.raw), text: Buffer.from(decoded(m.raw), 'latin1').toString('utf8') }));
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('security notices', () => {
  let t: TestDb;
  let smtp: SMTPServer;
  let queue: JobQueue;
  let en: MailContext;
  let id: MailContext;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notices-'));

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          for (const rcpt of session.envelope.rcptTo)
            received.push({ to: rcpt.address.toLowerCase(), raw: Buffer.concat(chunks).toString('latin1') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    configureMailer({
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      mailFrom: 'Karir <no-reply@example.test>',
      dataDir,
    });
    t = await testEngines()[0]!.open();
    await installQueues(t.db);
    const i18n = await createI18n(path.resolve('locales'));
    en = { t: i18n.getFixedT('en-US'), locale: 'en-US', baseUrl: 'http://site.test' };
    id = { t: i18n.getFixedT('id-ID'), locale: 'id-ID', baseUrl: 'http://site.test' };
    queue = await startJobQueue(t.db, {
      work: true,
      pollSeconds: 0.5,
      handlers: { [MAIL_QUEUE.name]: noticeJobHandler({ i18n, publicBaseUrl: 'http://site.test', sessionSecrets: [SECRET], db: t.db }) },
      onError: () => {},
    });
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await t?.cleanup();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('tells the account when its password was changed in the settings (English) and reset by link (Indonesian)', async () => {
    const made = await registerAccount(t.db, { name: 'Ayu', email: 'ayu@example.test', password: 'password-one' }, en);
    expect(made.ok).toBe(true);
    const account = (await authenticate(t.db, 'ayu@example.test', 'password-one'))!;
    expect((await changePassword(t.db, account.id, 'password-one', 'password-two', 'en-US')).ok).toBe(true);
    const [, changed] = await mailTo('ayu@example.test', 2);
    expect(changed!.subject).toBe('Your Karir Nusantara password was changed');
    expect(changed!.text).toContain('was changed in the account settings');
    expect(changed!.text).toContain('http://site.test/auth/forgot-password');

    await requestPasswordReset(t.db, 'ayu@example.test', id);
    const reset = (await mailTo('ayu@example.test', 3))[2]!;
    const token = /reset-password\/([A-Za-z0-9_-]{43})/.exec(reset.text)![1]!;
    expect(await resetPassword(t.db, { token, email: 'ayu@example.test', password: 'password-three', locale: 'id-ID' })).toBe(true);
    const notice = (await mailTo('ayu@example.test', 4))[3]!;
    expect(notice.subject).toBe('Kata sandi Karir Nusantara Anda telah diubah');
    expect(notice.text).toContain('diatur ulang dengan tautan');
    expect(notice.text).toContain('http://site.test/id/auth/forgot-password');
  });

  it('tells the old address when the email was changed, with a link that puts it back once (both languages)', async () => {
    await registerAccount(t.db, { name: 'Budi', email: 'budi@example.test', password: 'password-one' }, id);
    const account = (await authenticate(t.db, 'budi@example.test', 'password-one'))!;
    expect(await changeEmail(t.db, account.id, 'thief@example.test', 'password-one', id)).toEqual({ ok: true });
    const notice = (await mailTo('budi@example.test', 2))[1]!;
    expect(notice.subject).toBe('Alamat email akun Karir Nusantara Anda telah diubah');
    expect(notice.text).toContain('dari budi@example.test menjadi thief@example.test');
    const link = /http:\/\/site\.test\/id\/auth\/restore-email\?token=([A-Za-z0-9_.-]+)/.exec(notice.text);
    expect(link).not.toBeNull();
    const claim = openRestoreClaim(link![1], [SECRET]);
    expect(claim).toMatchObject({ userId: account.id, oldEmail: 'budi@example.test', newEmail: 'thief@example.test' });
    // A forged or altered link is nothing.
    expect(openRestoreClaim(`${link![1]}x`, [SECRET])).toBeNull();
    expect(openRestoreClaim(link![1], ['another-secret-that-is-long-enough-000000'])).toBeNull();

    const before = (await findSessionAccount(t.db, account.id))!;
    expect(await restoreEmail(t.db, claim!)).toBe('restored');
    const after = (await findSessionAccount(t.db, account.id))!;
    expect(after.email).toBe('budi@example.test');
    // Whoever changed it is signed out everywhere.
    expect(after.sessionVersion).toBeGreaterThan(before.sessionVersion);
    expect(await restoreEmail(t.db, claim!)).toBe('invalid');

    const other = (await authenticate(t.db, 'ayu@example.test', 'password-three'))!;
    expect(await changeEmail(t.db, other.id, 'ayu.new@example.test', 'password-three', en)).toEqual({ ok: true });
    const english = (await mailTo('ayu@example.test', 5))[4]!;
    expect(english.subject).toBe('The email address of your Karir Nusantara account was changed');
    expect(english.text).toContain('http://site.test/auth/restore-email?token=');
  });

  it('sends nothing when the password given was wrong', async () => {
    const account = (await authenticate(t.db, 'budi@example.test', 'password-one'))!;
    const queuedBefore = await queuedMailsTo(t, 'budi@example.test');
    expect((await changePassword(t.db, account.id, 'wrong-password', 'password-two', 'en-US')).ok).toBe(false);
    // A notice is queued in the same transaction as the change, so an empty queue now means no mail later.
    expect(await queuedMailsTo(t, 'budi@example.test')).toBe(queuedBefore);
    expect(received.filter((m) => m.to === 'budi@example.test')).toHaveLength(2);
  });
});
