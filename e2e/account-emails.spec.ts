import type { Browser, Page } from '@playwright/test';
import { AUTH_PEERS, BASE_URL } from '../playwright.config';
import { createAccount, expect, test, waitForHydration } from './fixtures';
import { mailsTo, mailWith, readable } from './mailbox';
import { startOwnServer } from './own-server';
import { seedJobs } from './seed-jobs';

/**
 * The account emails a candidate gets besides verification and reset, sent by the job queue
 * to the local SMTP server in the language of the page they acted on: the withdrawal mail with
 * the confirmation turned off under Emails in the account settings, the notice to the old
 * address after an email change, whose button puts the address back, and a password-changed
 * notice that was queued before a kill -9 (account-mail/*.test.ts cover each mail's text).
 */

let serial = 0;

async function signIn(
  browser: Browser,
  request: Parameters<typeof createAccount>[0],
  js: boolean,
  locale: 'en' | 'id',
  then: string,
  base = BASE_URL,
): Promise<{ page: Page; email: string }> {
  const email = `notices-${js ? 'js' : 'nojs'}-${locale}-${Date.now()}-${++serial}@example.com`;
  await createAccount(request, { name: 'Rina Kusuma', email, password: 'lamar-kerja-7' });
  const page = await (await browser.newContext({ javaScriptEnabled: js, baseURL: base })).newPage();
  await page.goto(`${locale === 'id' ? '/id' : ''}/auth/login?redirect=${encodeURIComponent(then)}`);
  if (js) await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(/^(Password|Kata sandi)$/).fill('lamar-kerja-7');
  await page.getByRole('button', { name: /^(Log in|Masuk)$/ }).click();
  await expect(page).toHaveURL(`${base}${then}`);
  if (js) await waitForHydration(page);
  return { page, email };
}

async function applyOnQuestionsPage(page: Page, locale: 'en' | 'id'): Promise<number> {
  const choices = await page.locator('.choice-field').all();
  for (const fieldset of choices) await fieldset.locator('input').first().check();
  const boxes = await page.locator('.apply-form textarea').all();
  for (const box of boxes) await box.fill('Saya siap mulai bulan depan.');
  await page.getByLabel(locale === 'id' ? /Saya menyetujui syarat/ : /I agree to the terms/).check();
  await page.getByRole('button', { name: locale === 'id' ? 'Kirim lamaran' : 'Send application' }).click();
  await expect(page.getByTestId('application-status')).toBeVisible();
  return choices.length + boxes.length;
}

test.describe('account emails', () => {
  // Several sign-ins (scrypt), an application and the queue's round trips.
  test.describe.configure({ timeout: 120_000 });

  test('the confirmation can be turned off in the settings; the withdrawal mail still comes, in Indonesian (with JavaScript)', async ({
    browser,
    request,
  }) => {
    const { withQuestionsIn } = await seedJobs();
    const job = withQuestionsIn.id;
    const { page, email } = await signIn(browser, request, true, 'id', '/id/account/edit');
    const emails = page.locator('section', { has: page.getByRole('heading', { name: 'Email', exact: true }) });
    await emails.getByLabel(/Saat saya mengirim lamaran/).uncheck();
    await emails.getByRole('button', { name: 'Simpan pengaturan email' }).click();
    await expect(emails.locator('.form-alert--success')).toHaveText('Pengaturan email Anda telah disimpan.');
    await page.reload();
    await expect(emails.getByLabel(/Saat saya mengirim lamaran/)).not.toBeChecked();
    await expect(emails.getByLabel(/Saat saya membatalkan lamaran/)).toBeChecked();

    await page.goto(`/id/job/${job.slug}/${job.identifier}/questions`);
    await waitForHydration(page);
    await applyOnQuestionsPage(page, 'id');
    await page.goto('/id/account/job-applications');
    await waitForHydration(page);
    await page.getByTestId('application').filter({ hasText: job.position }).getByRole('button', { name: 'Tarik lamaran' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const withdrawn = await mailWith(email, `Lamaran dibatalkan: ${job.position}`);
    expect(withdrawn).toContain('Perusahaan melihatnya sebagai dibatalkan.');
    expect(withdrawn).toContain(`${BASE_URL}/id/account/edit`);
    // Queued before the withdrawal, a confirmation would have gone first: there is none.
    expect(
      mailsTo(email)
        .map((m) => readable(m.raw))
        .filter((m) => m.includes('Lamaran terkirim')),
    ).toHaveLength(0);
  });

  test('sending an application by the form without JavaScript brings the English confirmation, naming what was sent', async ({
    browser,
    request,
  }) => {
    const { withQuestionsIn } = await seedJobs();
    const job = withQuestionsIn.en;
    const { page, email } = await signIn(browser, request, false, 'en', `/job/${job.slug}/${job.identifier}/questions`);
    const questions = await page
      .locator('.apply-form [name^="q_"]')
      .evaluateAll((fields) => new Set(fields.map((field) => field.getAttribute('name'))).size);
    expect(questions).toBeGreaterThan(0);
    await applyOnQuestionsPage(page, 'en');
    const sent = await mailWith(email, `Application sent: ${job.position}`);
    expect(sent).toContain('What you sent:');
    expect(sent).toContain(`Answers to screening questions: ${questions}`);
    expect(sent).toContain('Cover letter: yes');
    expect(sent).toContain('Resume: none');
    expect(sent).toContain(`${BASE_URL}/account/job-applications`);
    // One application, one confirmation.
    // eslint-disable-next-line playwright/no-wait-for-timeout -- proving no second mail arrives needs time to pass.
    await page.waitForTimeout(1_000);
    expect(
      mailsTo(email)
        .map((m) => readable(m.raw))
        .filter((m) => m.includes('Application sent')),
    ).toHaveLength(1);
  });

  test('after an email change the old address is told, and its button puts the address back (without JavaScript)', async ({
    browser,
    request,
  }) => {
    const { page, email } = await signIn(browser, request, false, 'en', '/account/edit');
    const newEmail = email.replace('@', '.new@');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Email address' }) });
    await section.getByLabel('New email address').fill(newEmail);
    await section.getByLabel('Current password').fill('lamar-kerja-7');
    await section.getByRole('button', { name: 'Change email' }).click();
    await expect(section.locator('.form-alert--success')).toContainText(newEmail);

    const notice = await mailWith(email, 'The email address of your Karir Nusantara account was changed');
    expect(notice).toContain(`from ${email} to ${newEmail}`);
    const link = /http:\/\/[^\s"<>]+\/auth\/restore-email\?token=[A-Za-z0-9_.-]+/.exec(notice)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByRole('button', { name: `Restore ${email}` }).click();
    await expect(page.locator('.form-alert--success')).toContainText(`${email} is your account's address again`);
    // Everyone was signed out, and the old address signs in again.
    await page.goto('/auth/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('lamar-kerja-7');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/edit-profile/);
    // The link is spent: it says what happened and offers no button.
    await page.goto(link!);
    await expect(page.locator('.form-alert--success')).toContainText(`${email} is your account's address again`);
    await expect(page.getByRole('button', { name: `Restore ${email}` })).toHaveCount(0);
  });

  test('a password-change notice queued before a kill -9 is sent after the restart', async ({ browser }) => {
    test.setTimeout(240_000);
    // The shared server's mail settings: the same local SMTP server.
    const mail = { SMTP_URL: `smtp://127.0.0.1:${AUTH_PEERS.smtpPort}`, MAIL_FROM: 'Karir Nusantara <no-reply@karir.test>' };
    const first = await startOwnServer({ ...mail, QUEUE_WORKER: 'off' });
    const dataDir = first.dataDir;
    let second: Awaited<ReturnType<typeof startOwnServer>> | undefined;
    try {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: first.url });
      const page = await context.newPage();
      const email = `crash-${Date.now()}@example.com`;
      await page.goto('/auth/register');
      const registered = await page.request.post('/api/register', {
        data: { name: 'Dewi', email, password: 'sebelum-crash-1', password_confirmation: 'sebelum-crash-1', agree: true },
      });
      expect(registered.status()).toBe(201);
      await page.goto('/auth/login?redirect=%2Faccount%2Fedit');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('sebelum-crash-1');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(`${first.url}/account/edit`);
      const section = page.locator('section', { has: page.getByRole('heading', { name: 'Password' }) });
      await section.getByLabel('Current password').fill('sebelum-crash-1');
      await section.getByLabel('New password', { exact: true }).fill('sesudah-crash-2');
      await section.getByLabel('Confirm password').fill('sesudah-crash-2');
      await section.getByRole('button', { name: 'Change password' }).click();
      await expect(section.locator('.form-alert--success')).toContainText('Your password has been changed');
      await context.close();
      // Queued, not sent: this instance does not work the queue.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(mailsTo(email).filter((m) => readable(m.raw).includes('password was changed'))).toHaveLength(0);
      await first.kill();

      second = await startOwnServer({ ...mail, QUEUE_POLL_SECONDS: '0.5' }, { dataDir });
      const notice = await mailWith(email, 'Your Karir Nusantara password was changed', 60_000);
      expect(notice).toContain('was changed in the account settings');
      // Once: no second copy turns up.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(mailsTo(email).filter((m) => readable(m.raw).includes('Your Karir Nusantara password was changed'))).toHaveLength(1);
    } finally {
      await second?.stop();
      // Removes the data directory too (it was made for the first server).
      await first.stop();
    }
  });
});
