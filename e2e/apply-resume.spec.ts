import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { createAccount, expect, test, waitForHydration } from './fixtures';

/**
 * An application carries the candidate's resume as it was when sent: uploaded right on the
 * apply page (a plain form, with or without JavaScript), copied when the application goes out,
 * and still the same file for the employer after the profile's resume is replaced.
 */
const fixture = (...parts: string[]) => fs.readFileSync(path.resolve('test-fixtures', ...parts));
let serial = 0;

async function signedIn(
  browser: Browser,
  request: Parameters<typeof createAccount>[0],
  js: boolean,
  startPath: string,
): Promise<{ page: Page; email: string }> {
  const email = `resume-${js ? 'js' : 'nojs'}-${Date.now()}-${++serial}@example.com`;
  await createAccount(request, { name: 'Rina Kusuma', email, password: 'lamar-kerja-3' });
  const page = await (await browser.newContext({ javaScriptEnabled: js })).newPage();
  const login = startPath.startsWith('/id/') ? '/id/auth/login' : '/auth/login';
  await page.goto(`${login}?redirect=${encodeURIComponent(startPath)}`);
  if (js) await waitForHydration(page);
  await page.getByLabel(/^(Email)$/).fill(email);
  await page.getByLabel(/^(Password|Kata sandi)$/).fill('lamar-kerja-3');
  await page.getByRole('button', { name: /^(Log in|Masuk)$/ }).click();
  await expect(page).toHaveURL(`${BASE_URL}${startPath}`);
  return { page, email };
}

/** The questions page of the first job the search lists. */
async function aJobToApplyFor(page: Page, nth: number): Promise<string> {
  await page.goto('/explore-jobs');
  const href = await page.locator('.job-grid > li .job-card__title a').nth(nth).getAttribute('href');
  if (!href) throw new Error('no job on the search page');
  return `${href}/questions`;
}

test.describe('the resume sent with an application', () => {
  for (const js of [false, true]) {
    test(`uploaded on the apply page, sent with the application, and kept as sent after the profile's changes (${js ? 'with' : 'without'} JavaScript)`, async ({
      browser,
      request,
    }) => {
      const probe = await browser.newPage();
      const questions = await aJobToApplyFor(probe, js ? 1 : 0);
      await probe.close();
      const { page, email } = await signedIn(browser, request, js, questions);

      await expect(page.getByTestId('apply-resume')).toContainText('Your profile has no resume yet.');
      const original = fixture('documents', 'cv.pdf');
      await page.getByLabel('Resume file').setInputFiles({ name: 'CV Rina.pdf', mimeType: 'application/pdf', buffer: original });
      await page.getByRole('button', { name: 'Upload resume' }).click();
      await expect(page).toHaveURL(`${BASE_URL}${questions}?upload=resume.saved#resume`);
      await expect(page.getByTestId('resume-notice')).toHaveText('Your resume is saved.');
      await expect(page.getByTestId('apply-resume')).toContainText('CV Rina.pdf');
      await expect(page.getByTestId('apply-resume')).toContainText('sent with this application');

      if (js) await waitForHydration(page);
      for (const fieldset of await page.locator('.choice-field').all()) await fieldset.locator('input').first().check();
      for (const box of await page.locator('.apply-form textarea').all()) await box.fill('Saya siap mulai bulan depan.');
      await page.getByLabel(/I agree to the terms/).check();
      await page.getByRole('button', { name: 'Send application' }).click();
      await expect(page.getByTestId('application-status')).toContainText('has been sent');

      // The profile's resume is replaced afterwards (through the files API, with the session cookie).
      const replaced = await page.request.post('/api/profile/resume', {
        multipart: { file: { name: 'CV baru.docx', mimeType: 'application/octet-stream', buffer: fixture('documents', 'cv.docx') } },
      });
      expect(replaced.status()).toBe(201);

      // The profile changes afterwards too: the application keeps the headline it was sent with.
      const token = ((await (await request.post('/api/login', { data: { email, password: 'lamar-kerja-3' } })).json()) as { token: string })
        .token;
      const headline = await request.put('/api/profile/basic-info', {
        headers: { Authorization: `Bearer ${token}` },
        data: { full_name: 'Rina Kusuma', headline: 'Changed later', address_country: 'ID' },
      });
      expect(headline.status()).toBe(200);
      await page.goto('/account/job-applications');
      const sentProfile = page.getByTestId('application').first().getByTestId('application-profile');
      await sentProfile.locator('summary').click();
      await expect(sentProfile).toContainText('Rina Kusuma');
      await expect(sentProfile).not.toContainText('Changed later');
      const sent = page.getByTestId('application').first().getByTestId('application-resume');
      await expect(sent).toContainText('Resume sent: CV Rina.pdf');
      const link = sent.getByRole('link', { name: 'CV Rina.pdf' });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/api\/applications\/\d+\/resume$/);
      const download = await page.request.get(href);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="?CV Rina\.pdf"?/);
      expect(Buffer.from(await download.body()).equals(original)).toBe(true);

      // Nobody else reads it: not a visitor, not another candidate.
      const anonymous = await request.get(href, { headers: { Cookie: '' } });
      expect(anonymous.status()).toBe(401);
      const other = `other-${Date.now()}-${++serial}@example.com`;
      await createAccount(request, { name: 'Budi Santoso', email: other, password: 'rahasia-123' });
      const otherToken = (
        (await (await request.post('/api/login', { data: { email: other, password: 'rahasia-123' } })).json()) as { token: string }
      ).token;
      expect((await request.get(href, { headers: { Authorization: `Bearer ${otherToken}` } })).status()).toBe(404);
      await page.context().close();
    });
  }

  test('a refused upload on the apply page says why in Indonesian and leaves the profile as it was (without JavaScript)', async ({
    browser,
    request,
  }) => {
    const probe = await browser.newPage();
    const questions = `/id${await aJobToApplyFor(probe, 2)}`;
    await probe.close();
    const { page } = await signedIn(browser, request, false, questions);
    const input = page.getByLabel('Berkas resume');

    await input.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([fixture('documents', 'cv.pdf'), Buffer.alloc(6 * 1024 * 1024)]),
    });
    await page.getByRole('button', { name: 'Unggah resume' }).click();
    await expect(page.getByTestId('resume-notice')).toHaveText('Berkas terlalu besar: maksimal 5 MB.');
    await expect(page.getByTestId('apply-resume')).toContainText('Profil Anda belum memiliki resume.');

    await page.getByLabel('Berkas resume').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2000)]),
    });
    await page.getByRole('button', { name: 'Unggah resume' }).click();
    await expect(page.getByTestId('resume-notice')).toContainText('bukan dokumen PDF, DOC, atau DOCX');
    await expect(page.getByTestId('apply-resume')).toContainText('Profil Anda belum memiliki resume.');
    await page.context().close();
  });
});
