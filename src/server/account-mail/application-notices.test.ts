/**
 * The application emails below the forms: queued for the candidate in their language, sent by
 * the queue's worker to a real SMTP server with what was sent, and not queued when the
 * candidate turned that email off.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDb } from '../db/test-db';
import { createUser } from '../db/repos/users-repo';
import { saveEmailSettings } from '../db/repos/email-settings-repo';
import { createI18n } from '../i18n/i18n';
import { configureMailer } from '../mail/mailer';
import { installQueues, startJobQueue, type JobQueue } from '../queue/job-queue';
import { MAIL_QUEUE } from '../queue/queue-specs';
import { queuedMailsTo } from './test-queued-mails';
import { queueAccountNotice } from './account-notices';
import { noticeJobHandler } from './notice-job';

const received: { to: string; text: string }[] = [];
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/\r\n[ \t]/g, ' ')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function mailsTo(address: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = received.filter((m) => m.to === address).map((m) => m.text);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('application notices', () => {
  let t: TestDb;
  let smtp: SMTPServer;
  let queue: JobQueue;

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
            received.push({ to: rcpt.address.toLowerCase(), text: readable(Buffer.concat(chunks).toString('latin1')) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    configureMailer({
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      mailFrom: 'Karir <no-reply@example.test>',
      dataDir: '/nonexistent',
    });
    t = await testEngines()[0]!.open();
    await installQueues(t.db);
    const i18n = await createI18n(path.resolve('locales'));
    queue = await startJobQueue(t.db, {
      work: true,
      pollSeconds: 0.5,
      handlers: {
        [MAIL_QUEUE.name]: noticeJobHandler({ i18n, publicBaseUrl: 'http://site.test', sessionSecrets: ['x'.repeat(40)], db: t.db }),
      },
      onError: () => {},
    });
  }, 180_000);
  afterAll(async () => {
    await queue?.stop();
    await t?.cleanup();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const sent = {
    kind: 'application-sent',
    job: 'Tax Specialist',
    company: 'PT Buana',
    jobPath: '/job/tax-specialist/abc123def',
    coverLetter: true,
    resume: 'CV Rina.pdf',
    answers: 3,
  } as const;
  const withdrawn = {
    kind: 'application-withdrawn',
    job: 'Tax Specialist',
    company: 'PT Buana',
    jobPath: '/job/tax-specialist/abc123def',
  } as const;

  it('confirms an application with what was sent, and its withdrawal, in English', async () => {
    const user = await createUser(t.db, {
      name: 'Rina',
      email: 'rina@example.test',
      passwordHash: null,
      preferredLocale: 'en-US',
      scope: ['candidate'],
    });
    await t.db.transaction((tx) => queueAccountNotice(tx, user.id, sent));
    await t.db.transaction((tx) => queueAccountNotice(tx, user.id, withdrawn));
    const [first, second] = await mailsTo('rina@example.test', 2);
    expect(first).toContain('Subject: Application sent: Tax Specialist at PT Buana');
    expect(first).toContain('Cover letter: yes');
    expect(first).toContain('Resume: CV Rina.pdf');
    expect(first).toContain('Answers to screening questions: 3');
    expect(first).toContain('http://site.test/job/tax-specialist/abc123def');
    expect(second).toContain('Subject: Application withdrawn: Tax Specialist at PT Buana');
    expect(second).toContain('http://site.test/account/edit');
  });

  it('speaks Indonesian to a candidate acting in Indonesian, and sends nothing they turned off', async () => {
    const user = await createUser(t.db, {
      name: 'Sari',
      email: 'sari@example.test',
      passwordHash: null,
      preferredLocale: 'en-US',
      scope: ['candidate'],
    });
    await saveEmailSettings(t.db, user.id, { applicationSent: false, applicationWithdrawn: true, applicationUpdates: true });
    expect(
      await t.db.transaction((tx) => queueAccountNotice(tx, user.id, { ...sent, coverLetter: false, resume: null }, { locale: 'id-ID' })),
    ).toBe(false);
    expect(await t.db.transaction((tx) => queueAccountNotice(tx, user.id, withdrawn, { locale: 'id-ID' }))).toBe(true);
    const mails = await mailsTo('sari@example.test', 1);
    // Notices are queued in the caller's transaction: one job now means one mail ever.
    expect(await queuedMailsTo(t, 'sari@example.test')).toBe(1);
    expect(received.filter((m) => m.to === 'sari@example.test')).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Lamaran dibatalkan: Tax Specialist di PT Buana');
    expect(mails[0]).toContain('http://site.test/id/account/edit');
    await saveEmailSettings(t.db, user.id, { applicationSent: true, applicationWithdrawn: true, applicationUpdates: true });
    await t.db.transaction((tx) => queueAccountNotice(tx, user.id, { ...sent, coverLetter: false, resume: null }, { locale: 'id-ID' }));
    const confirmation = (await mailsTo('sari@example.test', 2))[1]!;
    expect(confirmation).toContain('Subject: Lamaran terkirim: Tax Specialist di PT Buana');
    expect(confirmation).toContain('Surat lamaran: tidak');
    expect(confirmation).toContain('CV: tidak ada');
  });

  it("tells of the employer's moves and invitations in the candidate's own language, with the times in WIB, unless turned off", async () => {
    const user = await createUser(t.db, {
      name: 'Dewi',
      email: 'dewi@example.test',
      passwordHash: null,
      preferredLocale: 'id-ID',
      scope: ['candidate'],
    });
    const moved = {
      kind: 'application-status',
      job: 'Tax Specialist',
      company: 'PT Buana',
      jobPath: '/job/tax-specialist/abc123def',
      status: 'shortlisted',
      message: 'Kami akan menelepon Anda minggu ini.',
    } as const;
    const invited = {
      kind: 'interview-invited',
      job: 'Tax Specialist',
      company: 'PT Buana',
      jobPath: '/job/tax-specialist/abc123def',
      times: ['2030-03-04T03:00:00.000Z', '2030-03-05T07:30:00.000Z'],
      durationMinutes: 45,
      mode: 'onsite',
      place: 'Menara Buana lt. 3',
      meetingUrl: null,
      note: 'Bawa KTP.',
    } as const;
    await t.db.transaction((tx) => queueAccountNotice(tx, user.id, moved));
    await t.db.transaction((tx) => queueAccountNotice(tx, user.id, invited));
    const [status, invitation] = await mailsTo('dewi@example.test', 2);
    expect(status).toContain('Subject: Tax Specialist: Masuk daftar pendek');
    expect(status).toContain('Lamaran Anda untuk Tax Specialist di PT Buana memiliki status baru: Masuk daftar pendek.');
    expect(status).toContain('Kami akan menelepon Anda minggu ini.');
    expect(status).toContain('http://site.test/id/account/job-applications');
    expect(invitation).toContain('Subject: Undangan wawancara: Tax Specialist di PT Buana');
    expect(invitation).toContain('Tatap muka, 45 menit, di: Menara Buana lt. 3');
    // 03:00 and 07:30 UTC are 10.00 and 14.30 in Jakarta.
    expect(invitation).toMatch(/4 Mar 2030,? 10\.00\.00 WIB/);
    expect(invitation).toMatch(/5 Mar 2030,? 14\.30\.00 WIB/);
    expect(invitation).toContain('http://site.test/id/account/interview-action');

    await saveEmailSettings(t.db, user.id, { applicationSent: true, applicationWithdrawn: true, applicationUpdates: false });
    expect(await t.db.transaction((tx) => queueAccountNotice(tx, user.id, moved))).toBe(false);
    expect(await t.db.transaction((tx) => queueAccountNotice(tx, user.id, invited))).toBe(false);
  });

  it('with every email off in the settings, sends no withdrawal mail, but still both security notices', async () => {
    const user = await createUser(t.db, {
      name: 'Tono',
      email: 'tono@example.test',
      passwordHash: null,
      preferredLocale: 'en-US',
      scope: ['candidate'],
    });
    await saveEmailSettings(t.db, user.id, { applicationSent: false, applicationWithdrawn: false, applicationUpdates: false });
    expect(await t.db.transaction((tx) => queueAccountNotice(tx, user.id, withdrawn))).toBe(false);
    const changed = {
      kind: 'email-changed',
      userId: user.id,
      newEmail: 'tono.new@example.test',
      oldVerified: true,
      changedAt: new Date().toISOString(),
    } as const;
    expect(await t.db.transaction((tx) => queueAccountNotice(tx, user.id, { kind: 'password-changed', via: 'settings' }))).toBe(true);
    expect(await t.db.transaction((tx) => queueAccountNotice(tx, user.id, changed))).toBe(true);
    const mails = await mailsTo('tono@example.test', 2);
    expect(await queuedMailsTo(t, 'tono@example.test')).toBe(2);
    expect(mails.some((mail) => mail.includes('Subject: Application withdrawn'))).toBe(false);
  });
});
