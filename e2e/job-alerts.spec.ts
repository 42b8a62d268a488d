/**
 * Job alerts on a real server and browser: a visitor subscribes without an account (JavaScript
 * off, Indonesian) and confirms by the mailed link; a signed-in candidate saves a search with
 * filters (JavaScript on, English); jobs are put through the employer API with a key made by
 * the command; the instant round (the job its cron schedule sends, through the queue) mails the
 * matching job and not the others, once; the one-click unsubscribe POST and a pause stop the
 * next mail. Mail goes to the run's SMTP server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { decodeQuotedPrintable, linkFromMail, mailsTo } from './mailbox';
import { AUTH_PEERS } from '../playwright.config';
import { freePort } from '../scripts/free-port';
import { runOperatorCommand, stopChild as stop } from './operator-process';

async function command(script: string, args: string[], dataDir: string): Promise<string> {
  return runOperatorCommand(script, args, { DATA_DIR: dataDir });
}

function jobBody(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    description: `<p>${title}: melayani pelanggan toko kami.</p>`,
    location: 'jakarta-selatan',
    employmentType: 'FULL_TIME',
    workArrangement: 'onsite',
    level: 'entry',
    salary: { min: 6_000_000, max: 8_000_000, currency: 'IDR', period: 'MONTH', visible: true },
    coverLetter: 'none',
    languages: ['id'],
    ...overrides,
  };
}

/** What a mail says, as its reader sees the text (quoted-printable undone). */
const readable = (raw: string) => decodeQuotedPrintable(raw);

test.describe.serial('job alerts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-alerts-e2e-'));
  let child: ChildProcess | undefined;
  let baseUrl = '';
  let key = '';
  let company = '';
  const token = `ka${randomBytes(3).toString('hex')}`;

  const putJob = async (externalId: string, body: object) => {
    const response = await fetch(`${baseUrl}/api/employer/v1/jobs/${externalId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  };
  /** The instant round, as its cron schedule sends it; answers when its mails are out. */
  const round = async (page: Page, frequency = 'instant') => {
    await page.goto(`${baseUrl}/__test/job-alerts-round?frequency=${frequency}`);
    await expect(page.getByRole('heading', { name: 'Round done' })).toBeVisible();
    return Number(await page.getByTestId('digests').textContent());
  };
  const noHorizontalScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async ({ playwright: _playwright }, testInfo) => {
    // Seeding, the key and the server's start come first: minutes on a busy machine.
    testInfo.setTimeout(300_000);
    // The embedded database has one owner: the commands run before the server.
    await command('src/server/seed/cli.ts', ['--jobs', '300', '--companies', '12'], dataDir);
    company = (await command('scripts/employer.ts', ['companies'], dataDir)).split('\n')[0]!.split('\t')[0]!;
    key =
      /^kn_live_\S+$/m.exec(
        await command('scripts/employer.ts', ['create-key', '--company', company, '--label', 'alerts e2e'], dataDir),
      )?.[0] ?? '';
    expect(key).toBeTruthy();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [path.join(process.env.DIST_DIR ?? 'dist-test', 'server/main.cjs')], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_BASE_URL: baseUrl,
        SESSION_SECRET: 'job-alerts-e2e-secret-0123456789abcdef',
        WEB_CONCURRENCY: '1',
        SEED_ON_EMPTY: '0',
        LOG_LEVEL: 'error',
        SMTP_URL: `smtp://127.0.0.1:${AUTH_PEERS.smtpPort}`,
        MAIL_FROM: 'Karir Nusantara <no-reply@karir.test>',
        QUEUE_POLL_SECONDS: '0.5',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (
        await fetch(`${baseUrl}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    if (child) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a visitor without an account subscribes in Indonesian without JavaScript, confirms by link, and unsubscribes in one click', async ({
    browser,
  }) => {
    const email = `pelamar-${token}@example.com`;
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto(`/id/explore-jobs?q=kasir+${token}`);
    const form = page.getByRole('region', { name: 'Dapatkan notifikasi lowongan untuk pencarian ini' });
    await expect(form).toContainText(`Lowongan “kasir ${token}”`);
    // A bad address is said plainly, and nothing is sent.
    await form.getByLabel('Alamat email Anda').fill('bukan-alamat');
    await form.getByRole('button', { name: 'Dapatkan notifikasi' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(mailsTo(email)).toHaveLength(0);
    await form.getByLabel('Alamat email Anda').fill(email);
    await form.getByLabel('Seberapa sering').selectOption('instant');
    await form.getByRole('button', { name: 'Dapatkan notifikasi' }).click();
    await expect(page.getByRole('status').filter({ hasText: `kami mengirim tautan ke ${email}` })).toBeVisible();

    // Nothing is mailed before the address is confirmed.
    await putJob(`kasir-${token}-1`, jobBody(`Kasir ${token} Senopati`));
    expect(await round(page)).toBe(0);
    const { link } = await linkFromMail(email, /https?:\/\/[^\s"<>]+\/id\/job-alerts\/confirm\?token=[A-Za-z0-9_-]+/);
    await page.goto(link);
    await expect(page.getByText(`Mulai kirim email lowongan baru untuk “Lowongan “kasir ${token}”” ke ${email}?`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('confirm-390.png') });
    await page.getByRole('button', { name: 'Konfirmasi notifikasi lowongan' }).click();
    await expect(page.locator('.alert-message-page__card').getByRole('status')).toHaveText(
      'Notifikasi lowongan Anda aktif: kami akan mengirim email lowongan baru yang cocok.',
    );

    await putJob(`kasir-${token}-2`, jobBody(`Kasir ${token} Kemang`));
    await putJob(`gudang-${token}`, jobBody(`Staf Gudang ${token}`));
    expect(await round(page)).toBe(1);
    await linkFromMail(email, /job-alerts\/unsubscribe/, 2);
    const digest = mailsTo(email)[1]!;
    const text = readable(digest.raw);
    expect(text).toContain(`Kasir ${token} Kemang`);
    expect(text).not.toContain(`Staf Gudang ${token}`);
    // Posted before the confirmation: not this alert's news.
    expect(text).not.toContain(`Kasir ${token} Senopati`);
    // Header lines unfolded (a long one continues on lines that start with a space).
    const headers = digest.raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, '');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const unsubscribe = /^List-Unsubscribe:\s*<([^>\s]+)>/m.exec(headers)?.[1];
    expect(unsubscribe).toContain('/id/job-alerts/unsubscribe?alert=');

    // A forged token is refused; the real one works with no cookie, as a mail program sends it.
    const forged = unsubscribe!.replace(/token=[^&]+/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const refused = await fetch(forged, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(403);
    const oneClick = await fetch(unsubscribe!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    await putJob(`kasir-${token}-3`, jobBody(`Kasir ${token} Blok M`));
    expect(await round(page)).toBe(0);
    expect(mailsTo(email)).toHaveLength(2);
    await page.goto(unsubscribe!);
    await expect(page.getByText('Tautan berhenti berlangganan ini tidak berlaku, atau notifikasinya sudah dihapus.')).toBeVisible();
    await context.close();
  });

  test('a signed-in candidate saves a search with filters, gets the matching job once, and nothing while paused', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    const mailsBefore = mailsTo('demo@example.com').length;

    await page.goto(`/explore-jobs?q=barista+${token}&location=jakarta-selatan&type=FULL_TIME`);
    const form = page.getByRole('region', { name: 'Get job alerts for this search' });
    await expect(form).toContainText(`“barista ${token}” jobs in Jakarta Selatan, full-time`);
    await form.getByLabel('How often').selectOption('instant');
    await form.getByRole('button', { name: 'Get job alerts' }).click();
    await expect(form.getByRole('status')).toContainText(`Job alert saved: ““barista ${token}” jobs in Jakarta Selatan, full-time”.`);

    await putJob(`barista-${token}-1`, jobBody(`Barista ${token} Senayan`));
    await putJob(`barista-${token}-part`, jobBody(`Barista ${token} Paruh Waktu`, { employmentType: 'PART_TIME' }));
    expect(await round(page)).toBe(1);
    await linkFromMail('demo@example.com', /job-alerts\/unsubscribe/, mailsBefore + 1);
    const text = readable(mailsTo('demo@example.com')[mailsBefore]!.raw);
    expect(text).toContain(`Barista ${token} Senayan`);
    expect(text).not.toContain(`Barista ${token} Paruh Waktu`);
    expect(text).toContain('/account/job-alerts');

    // A second run has nothing new: no mail.
    expect(await round(page)).toBe(0);
    expect(mailsTo('demo@example.com')).toHaveLength(mailsBefore + 1);

    await page.goto('/account/job-alerts');
    const alert = page.getByTestId('job-alert').filter({ hasText: `barista ${token}` });
    await expect(alert).toContainText('1 matching job now');
    await expect(alert).toContainText('Last email:');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await noHorizontalScroll(page);
      await page.screenshot({ path: test.info().outputPath(`account-job-alerts-${width}.png`), fullPage: true });
    }
    await alert.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('job-alerts-notice')).toHaveText('Job alert paused: nothing is sent until you resume it.');
    await putJob(`barista-${token}-2`, jobBody(`Barista ${token} Kuningan`));
    expect(await round(page)).toBe(0);
    expect(mailsTo('demo@example.com')).toHaveLength(mailsBefore + 1);

    // The notification of the period opens the alerts.
    await page.goto('/account/notification');
    await expect(page.getByTestId('notification').filter({ hasText: `barista ${token}` })).toHaveCount(1);
    await context.close();
  });

  test('the unsubscribe link only asks, and the search form fits a phone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/explore-jobs?q=barista+${token}&location=jakarta-selatan`);
    await noHorizontalScroll(page);
    await page
      .getByRole('region', { name: 'Get job alerts for this search' })
      .screenshot({ path: test.info().outputPath('search-form-390.png') });
    const mail = mailsTo('demo@example.com').at(-1)!;
    const link = /https?:\/\/\S+\/job-alerts\/unsubscribe\?alert=\d+&token=[A-Za-z0-9_-]+/.exec(readable(mail.raw))![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Unsubscribe from a job alert' })).toBeVisible();
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.locator('.alert-message-page__card').getByRole('status')).toHaveText(
      'You are unsubscribed: no more emails for this alert.',
    );
    await context.close();
  });

  test('following a company brings its next job put through the employer API in the daily mail', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto(`/company/${company}`);
    await expect(page.getByTestId('company-followers')).toContainText('0 candidates follow this company');
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Unfollow / })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('company-followers')).toHaveText('1 candidate follows this company');
    await page.setViewportSize({ width: 390, height: 844 });
    await noHorizontalScroll(page);

    const before = mailsTo('demo@example.com').length;
    await putJob(`follow-${token}`, jobBody(`Admin Gudang ${token}`));
    await round(page, 'daily');
    await expect
      .poll(
        () =>
          mailsTo('demo@example.com')
            .slice(before)
            .some((mail) => readable(mail.raw).includes(`Admin Gudang ${token}`)),
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.goto('/account/job-alerts');
    await expect(page.getByTestId('job-alert').filter({ hasText: 'Jobs at ' })).toHaveCount(1);

    // Jobs for you, on the home page: chosen from the demo profile's interests, each saying why.
    await page.goto('/');
    const forYou = page.getByTestId('jobs-for-you');
    await expect(forYou.getByRole('heading', { name: 'Jobs for you' })).toBeVisible();
    await expect(forYou.locator('.jobs-for-you__card').first()).toContainText(
      /Why: (matches your preferred city|matches your interested position|in your field)/,
    );
    await noHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath('home-jobs-for-you-390.png') });
    await context.close();
  });
});
