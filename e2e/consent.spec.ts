import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { AUTH_PEERS } from '../playwright.config';
import { employerApi, seededCompanyKey, type EmployerApi } from './employer-side';
import { expect, test, waitForHydration } from './fixtures';
import { mailsTo, readable } from './mailbox';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * Consent on a server of its own (its employer key puts jobs in for the alert): registering on
 * the register page records the terms; withdrawing the public profile in account settings makes
 * the profile page private on the very next anonymous request; withdrawing job alert emails
 * stops the next digest although the round still finds its job. With JavaScript and without.
 * The privacy page says what the code does, in both languages.
 */
/** No sideways scroll at this width (the page loaded at it); on failure, what sticks out says why. */
async function noSideways(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.reload();
  const result = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
    sticking: [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`)
      .slice(0, 4),
  }));
  expect(result.scrollWidth, result.sticking.join(', ')).toBeLessThanOrEqual(result.width);
}

test.describe('consent', () => {
  let dataDir = '';
  let server: OwnServer | undefined;
  let api: EmployerApi;
  let serial = 0;

  test.beforeAll(async () => {
    // Seeding, the key and a server's start: minutes on a busy machine.
    test.setTimeout(300_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-consent-'));
    const key = await seededCompanyKey(dataDir, ['jobs:write'], 'e2e consent');
    server = await startOwnServer(
      {
        SMTP_URL: `smtp://127.0.0.1:${AUTH_PEERS.smtpPort}`,
        MAIL_FROM: 'Karir Nusantara <no-reply@karir.test>',
        QUEUE_POLL_SECONDS: '0.5',
        LOG_LEVEL: 'error',
      },
      { dataDir },
    );
    api = employerApi(server.url, key);
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new candidate through the register page (ticking the terms), signed in on the profile editor. */
  async function registered(browser: Browser, js: boolean): Promise<{ page: Page; email: string; prefix: string }> {
    const prefix = js ? '' : '/id';
    const email = `consent-${js ? 'js' : 'nojs'}-${Date.now()}-${++serial}@example.com`;
    const page = await (await browser.newContext({ javaScriptEnabled: js, baseURL: server!.url })).newPage();
    await page.goto(`${prefix}/auth/register`);
    if (js) await waitForHydration(page);
    await page.getByLabel(js ? 'Full name' : 'Nama lengkap').fill('Wulan Sari');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(js ? 'Password' : 'Kata sandi', { exact: true }).fill('lamar-kerja-7');
    await page.getByLabel(js ? 'Confirm password' : 'Ulangi kata sandi').fill('lamar-kerja-7');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: js ? 'Create account' : 'Buat akun' }).click();
    // Hashing the password and mailing the verification link take a while on a busy machine.
    await expect(page).toHaveURL(`${server!.url}${prefix}/account/edit-profile`, { timeout: 30_000 });
    if (js) await waitForHydration(page);
    return { page, email, prefix };
  }

  const consentItem = (page: Page, purpose: string) => page.locator('#consents').getByTestId(`consent-${purpose}`);

  for (const js of [true, false]) {
    test(`registration records the terms; withdrawing the public profile makes it private on the next request (${js ? 'with' : 'without'} JavaScript)`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const { page, prefix } = await registered(browser, js);

      // The profile editor's switch makes the profile public: that is the consent.
      const card = page.locator('#visibility');
      await card.getByRole('radio', { name: js ? /^Public/ : /^Publik/ }).check();
      await card.getByRole('button', { name: js ? 'Save' : 'Simpan' }).click();
      await expect(card.locator('.profile-card__intro')).toHaveText(js ? 'Your profile is public.' : 'Profil Anda publik.');
      const profilePath = await card
        .getByRole('link', { name: js ? 'View my profile page' : 'Lihat halaman profil saya' })
        .getAttribute('href');
      expect(profilePath).toMatch(/\/profile\/[a-z0-9-]+$/);

      // A visitor sees it, twice (a second look would come from any cache that kept it).
      const visitor = await browser.newContext({ baseURL: server!.url });
      for (let i = 0; i < 2; i += 1) {
        const seen = await visitor.request.get(profilePath!);
        expect(seen.status()).toBe(200);
        expect(await seen.text()).toContain('Wulan Sari');
        expect(seen.headers()['cache-control'] ?? '').not.toContain('public');
      }

      await page.goto(`${prefix}/account/edit`);
      if (js) await waitForHydration(page);
      const terms = consentItem(page, 'terms');
      await expect(terms.getByRole('heading')).toHaveText(js ? 'Terms and conditions' : 'Syarat dan ketentuan');
      await expect(terms).toContainText(js ? /Given on \w{3} \d{1,2}, \d{4}/ : /Diberikan pada \d{1,2} \w{3} \d{4}/);
      await expect(terms.getByRole('link', { name: js ? 'Delete my account' : 'Hapus akun saya' })).toBeVisible();
      await expect(terms.getByRole('button')).toHaveCount(0);
      const publicProfile = consentItem(page, 'public-profile');
      await expect(publicProfile.locator('.badge')).toHaveText(js ? 'Given' : 'Diberikan');

      for (const width of [390, 1280]) {
        await noSideways(page, width);
        if (js) await waitForHydration(page);
        await page.screenshot({ path: test.info().outputPath(`consents-${js ? 'en' : 'id'}-${width}.png`), fullPage: true });
      }

      await publicProfile.getByRole('button', { name: js ? 'Make my profile private' : 'Jadikan profil saya privat' }).click();
      await expect(page.getByTestId('consent-notice')).toHaveText(
        js ? 'Your profile is private now: only you can see it.' : 'Profil Anda sekarang privat: hanya Anda yang dapat melihatnya.',
      );
      await expect(consentItem(page, 'public-profile').locator('.badge')).toHaveText(js ? 'Withdrawn' : 'Ditarik');
      await expect(consentItem(page, 'public-profile')).toContainText(js ? 'Withdrawn on' : 'Ditarik pada');

      // The visitor's very next request: gone.
      expect((await visitor.request.get(profilePath!)).status()).toBe(404);
      await visitor.close();
      await page.context().close();
    });
  }

  test('withdrawing job alert emails stops the digest: the round finds the job for both candidates, only the one who kept consent gets it', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { page, email } = await registered(browser, true);
    const word = `konsen${Date.now().toString(36)}`;
    const putJob = async (externalId: string, title: string) => {
      const response = await api('PUT', `/jobs/${externalId}`, {
        title,
        description: `<p>${title}: melayani pelanggan toko kami.</p>`,
        location: 'jakarta-selatan',
        employmentType: 'FULL_TIME',
        workArrangement: 'onsite',
        level: 'entry',
        validThrough: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        coverLetter: 'none',
        languages: ['id'],
      });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    const bearer = async (address: string) => {
      const login = await fetch(`${server!.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: 'lamar-kerja-7' }),
      });
      expect(login.status).toBe(200);
      return `Bearer ${((await login.json()) as { token: string }).token}`;
    };
    const digestMails = (address: string) => mailsTo(address).filter((mail) => readable(mail.raw).includes(word));

    // Another candidate, through the API, keeps consent: the control.
    const other = `consent-other-${Date.now()}-${++serial}@example.com`;
    const made = await fetch(`${server!.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bayu Pratama',
        email: other,
        password: 'lamar-kerja-7',
        password_confirmation: 'lamar-kerja-7',
        agree: true,
      }),
    });
    expect(made.status).toBe(201);
    const otherAlert = await fetch(`${server!.url}/api/job-alerts`, {
      method: 'POST',
      headers: { authorization: await bearer(other), 'content-type': 'application/json' },
      body: JSON.stringify({ search: `q=${word}`, frequency: 'instant' }),
    });
    expect(otherAlert.status, await otherAlert.clone().text()).toBe(201);

    // This one saves the same search on the search page, then withdraws consent to alert emails.
    await page.goto(`/explore-jobs?q=${word}`);
    await waitForHydration(page);
    const form = page.getByRole('region', { name: 'Get job alerts for this search' });
    await form.getByLabel('How often').selectOption('instant');
    await form.getByRole('button', { name: 'Get job alerts' }).click();
    await expect(form.getByRole('status')).toContainText('Job alert saved');
    await page.goto('/account/edit');
    await waitForHydration(page);
    const alerts = consentItem(page, 'job-alert-emails');
    await expect(alerts.locator('.badge')).toHaveText('Given');
    await alerts.getByRole('button', { name: 'Stop job alert emails' }).click();
    await expect(page.getByTestId('consent-notice')).toContainText('Job alert emails are off.');
    await expect(consentItem(page, 'job-alert-emails').getByRole('button', { name: 'Send job alert emails again' })).toBeVisible();

    // The round makes both digests (the alert is kept); only the control's is mailed.
    await putJob(`${word}-1`, `Kasir ${word} Kemang`);
    const runner = await page.context().newPage();
    await runner.goto('/__test/job-alerts-round?frequency=instant');
    await expect(runner.getByRole('heading', { name: 'Round done' })).toBeVisible();
    expect(Number(await runner.getByTestId('digests').textContent())).toBe(2);
    await runner.close();
    await expect.poll(() => digestMails(other).length, { timeout: 30_000 }).toBe(1);
    expect(digestMails(email)).toHaveLength(0);

    // The API tells the same history (what, when, where), to a bearer token; terms are refused plainly.
    const authorization = await bearer(email);
    const listed = await fetch(`${server!.url}/api/me/consents`, { headers: { authorization } });
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as { data: { history: { purpose: string; granted: boolean; source: string }[] } };
    expect(body.data.history.filter((r) => r.purpose === 'job-alert-emails').map((r) => [r.granted, r.source])).toEqual([
      [true, 'job-alert'],
      [false, 'settings'],
    ]);
    expect(body.data.history.filter((r) => r.purpose === 'terms').map((r) => [r.granted, r.source])).toEqual([[true, 'registration']]);
    const refused = await fetch(`${server!.url}/api/me/consents/terms/withdraw`, { method: 'POST', headers: { authorization } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.purpose![0]).toContain('delete the account');
    await page.context().close();
  });

  test('the privacy page says what is collected, why, for how long, who receives it and how to use each right, in both languages', async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ javaScriptEnabled: false, baseURL: server!.url })).newPage();
    for (const [start, headings, footerLink] of [
      ['/', ['What we collect', 'Why', 'For how long', 'Who receives it', 'Your rights and how to use them'], 'Privacy policy'],
      [
        '/id',
        ['Data yang kami kumpulkan', 'Untuk apa', 'Berapa lama', 'Siapa yang menerimanya', 'Hak Anda dan cara menggunakannya'],
        'Kebijakan privasi',
      ],
    ] as const) {
      await page.goto(start);
      await page.locator('footer').getByRole('link', { name: footerLink }).click();
      await expect(page).toHaveURL(
        `${server!.url}${start === '/' ? '' : '/id'}/page/${start === '/' ? 'privacy-policy' : 'kebijakan-privasi'}`,
      );
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...headings]);
      await expect(page.getByRole('main')).toContainText(start === '/' ? '24 hours after it is ready' : '24 jam setelah siap');
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: start === '/' ? 'account settings' : 'pengaturan akun' })
          .first(),
      ).toHaveAttribute('href', `${start === '/' ? '' : '/id'}/account/edit#data-export`);
      for (const width of [390, 1280]) {
        await noSideways(page, width);
        await page.screenshot({ path: test.info().outputPath(`privacy-${start === '/' ? 'en' : 'id'}-${width}.png`), fullPage: true });
      }
    }
    await page.context().close();
  });
});
