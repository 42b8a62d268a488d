import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { unzip } from '../src/server/data-rights/test-unzip';
import { BASE_URL } from '../playwright.config';
import { applyWithCoverLetter, bookmarkJob, fillProfile, takeEnglish, takePersonality, uploadAvatar } from './busy-candidate';
import { createAccount, expect, test, waitForHydration } from './fixtures';
import { decodeQuotedPrintable, mailsTo } from './mailbox';

/**
 * "Download my data" from account settings, with and without JavaScript: a candidate with a
 * filled profile, a resume and a photo, an application with a cover letter, a saved job, a job
 * alert, a published review and both assessments taken asks for the export, the queue prepares it, the notification and the
 * mail arrive, and each part of the ZIP downloaded is checked against what the site's pages
 * show (profile editor, applications, saved jobs, job alerts, result pages, the served files). Then
 * (without JavaScript) the account, with its job alert, published review and API
 * sign-in, is deleted, and every table and the storage are searched for what it left: nothing.
 */
const fixture = (...parts: string[]) => fs.readFileSync(path.resolve('test-fixtures', ...parts));
let serial = 0;

/** A name no other test's account has, so the search for leftovers finds only this one's. */
const uniqueName = () =>
  `Rina ${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'qwertyuiop'[Number(d)]!)}${'xyz'[++serial % 3]}`;

async function signedIn(
  browser: Browser,
  request: Parameters<typeof createAccount>[0],
  js: boolean,
  startPath: string,
): Promise<{ page: Page; email: string; name: string }> {
  const name = uniqueName();
  const email = `export-${js ? 'js' : 'nojs'}-${Date.now()}-${++serial}@example.com`;
  await createAccount(request, { name, email, password: 'lamar-kerja-5' });
  const page = await (await browser.newContext({ javaScriptEnabled: js, acceptDownloads: true })).newPage();
  const login = startPath.startsWith('/id/') ? '/id/auth/login' : '/auth/login';
  await page.goto(`${login}?redirect=${encodeURIComponent(startPath)}`);
  if (js) await waitForHydration(page);
  await page.getByLabel(/^(Email)$/).fill(email);
  await page.getByLabel(/^(Password|Kata sandi)$/).fill('lamar-kerja-5');
  await page.getByRole('button', { name: /^(Log in|Masuk)$/ }).click();
  await expect(page).toHaveURL(`${BASE_URL}${startPath}`);
  if (js) await waitForHydration(page);
  return { page, email, name };
}

async function mailWith(address: string, text: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () =>
        (found =
          mailsTo(address)
            .map((m) => decodeQuotedPrintable(m.raw))
            .find((m) => m.includes(text)) ?? ''),
      { timeout: 45_000, message: `a mail to ${address} with "${text}"` },
    )
    .not.toBe('');
  return found;
}

test.describe('download my data', () => {
  test.describe.configure({ timeout: 150_000 });

  for (const js of [true, false]) {
    const locale = js ? 'en' : 'id';

    test(`a busy candidate downloads a ZIP whose every part matches the site's pages (${js ? 'with' : 'without'} JavaScript, ${locale})`, async ({
      browser,
      request,
    }) => {
      const settings = js ? '/account/edit' : '/id/account/edit';
      const { page, email, name } = await signedIn(browser, request, js, settings);
      await fillProfile(page, name);
      const resume = fixture('documents', 'cv.pdf');
      const uploaded = await page.request.post('/api/profile/resume', {
        multipart: { file: { name: 'CV Rina.pdf', mimeType: 'application/pdf', buffer: resume } },
      });
      expect(uploaded.status()).toBe(201);
      const avatar = await uploadAvatar(page);
      const coverLetter = `Saya ${name}, tiga tahun mengurus stok gudang dan siap mulai bulan depan.`;
      const jobPath = await applyWithCoverLetter(page, js ? 2 : 3, coverLetter);
      await bookmarkJob(page, jobPath);
      const english = await takeEnglish(page);
      const personality = await takePersonality(page);

      // A job alert and a published review through the API (its sign-in is a row too).
      const login = await page.request.post('/api/login', { data: { email, password: 'lamar-kerja-5' } });
      const token = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
      expect(
        (await page.request.post('/api/job-alerts', { headers: token, data: { search: 'q=staf', frequency: 'daily' } })).status(),
      ).toBe(201);
      const companies = (await (await page.request.get('/api/companies?q=a')).json()) as { data: { slug: string; name: string }[] };
      const reviewComment = 'The THR always comes on time before Lebaran, and BPJS from the first day.';
      const review = await page.request.post('/api/reviews/benefits', {
        headers: token,
        data: { company: companies.data[0]!.slug, benefits: ['thr', 'bpjs_health'], rating: 4, comment: reviewComment, agree: true },
      });
      expect(review.status()).toBe(201);

      await page.goto(settings);
      if (js) await waitForHydration(page);
      const section = page.locator('#data-export');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(js ? 'Download my data' : 'Unduh data saya');
      await section.screenshot({ path: test.info().outputPath(`data-export-${locale}.png`) });
      await section.getByRole('button', { name: js ? 'Download my data' : 'Unduh data saya' }).click();
      await expect(section.locator('.form-alert--success')).toHaveText(
        js
          ? 'We are preparing your data. You will get a notification and an email when it is ready.'
          : 'Kami sedang menyiapkan data Anda. Anda akan menerima notifikasi dan email saat data siap.',
      );

      const mail = await mailWith(email, js ? 'data is ready to download' : 'siap diunduh');
      const link = /https?:\/\/[^\s"<]+\/account\/data-export\/\d+/.exec(mail)?.[0];
      expect(link).toBeTruthy();
      expect(link!.startsWith(`${BASE_URL}${js ? '' : '/id'}/account/data-export/`)).toBe(true);

      await page.goto(js ? '/account/notification' : '/id/account/notification');
      await expect(page.getByTestId('notification').first()).toContainText(
        js ? 'Your data is ready to download.' : 'Data Anda siap diunduh.',
      );

      // The second request the same day is refused, with the time of the next.
      await page.goto(settings);
      if (js) await waitForHydration(page);
      await section.getByRole('button', { name: js ? 'Download my data' : 'Unduh data saya' }).click();
      await expect(section.locator('.form-alert--error')).toContainText(
        js ? 'You can download your data once a day. You can ask again from' : 'Anda dapat mengunduh data sekali sehari.',
      );

      await page.goto(settings);
      await expect(section.getByTestId('data-export-download')).toHaveText(/^(Download ZIP|Unduh ZIP) \(.+\)$/);
      await section.screenshot({ path: test.info().outputPath(`data-export-ready-${locale}.png`) });
      const [download] = await Promise.all([page.waitForEvent('download'), section.getByTestId('data-export-download').click()]);
      expect(download.suggestedFilename()).toMatch(/^karir-my-data-\d{4}-\d\d-\d\d\.zip$/);
      const bytes = fs.readFileSync(await download.path());
      const entries = await unzip(bytes);
      const part = <T>(name: string): T => JSON.parse(entries.get(name)?.toString('utf8') ?? 'null') as T;
      const lang = js ? '' : '/id';

      // Profile: as the profile editor shows it (the full name is the account's), with the resume's
      // and the photo's very bytes (the photo as the site serves it, its GPS position gone).
      const account = part<{ name: string; email: string }>('account.json');
      expect(account).toMatchObject({ name, email });
      const profile = part<Record<string, unknown> & { work_experiences: { position: string; company_name: string }[] }>('profile.json');
      expect(profile).toMatchObject({ resume_file_name: 'CV Rina.pdf', resume_mime: 'application/pdf' });
      await page.goto(`${lang}/account/edit-profile`);
      await expect(page.locator('input[name="full_name"]')).toHaveValue(account.name);
      await expect(page.locator('input[name="headline"]')).toHaveValue(String(profile.headline));
      await expect(page.locator('main')).toContainText(profile.work_experiences[0]!.company_name);
      expect(entries.get('files/resume.pdf')?.equals(resume)).toBe(true);
      const avatarEntry = [...entries.keys()].find((entry) => entry.startsWith('files/avatar.'));
      expect(avatarEntry).toBeTruthy();
      expect(entries.get(avatarEntry!)!.equals(avatar)).toBe(true);

      // Applications: the titles and statuses the applications page lists, and the cover letter sent.
      const applications = part<{ job_position: string; status: string; cover_letter: string; agreed_at: string }[]>('applications.json');
      const statusText = (
        JSON.parse(fs.readFileSync(path.resolve('locales', js ? 'en-US' : 'id-ID', 'jobs.json'), 'utf8')) as {
          applications: { status: Record<string, string> };
        }
      ).applications.status;
      await page.goto(`${lang}/account/job-applications`);
      const listed = page.getByTestId('application');
      await expect(listed.locator('.applications__title')).toHaveText(applications.map((a) => a.job_position));
      await expect(listed.locator('.applications__status > span:first-child')).toHaveText(applications.map((a) => statusText[a.status]!));
      expect(applications.map((a) => a.cover_letter)).toEqual([coverLetter]);

      // Saved jobs: the ones the saved-jobs page shows.
      const bookmarks = part<{ job_position: string }[]>('bookmarks.json');
      await page.goto(`${lang}/account/bookmark`);
      await expect(page.locator('.saved-jobs .job-card__title')).toHaveText(bookmarks.map((b) => b.job_position));
      expect(bookmarks).toHaveLength(1);

      // Assessments: the score and level the English result page showed, and the personality table's figures.
      const assessments = part<{ results: { assessment: string; score: number; level: string | null; traits: Record<string, number> }[] }>(
        'assessments.json',
      );
      const englishResult = assessments.results.find((r) => r.assessment === 'english')!;
      expect({ score: `${englishResult.score}/100`, level: englishResult.level }).toEqual(english);
      const personalityResult = assessments.results.find((r) => r.assessment === 'personality')!;
      expect(Object.fromEntries(Object.keys(personality).map((factor) => [factor, personalityResult.traits[factor]]))).toEqual(personality);

      // Job alerts: the ones the alerts page lists; reviews: the one written, with its company.
      const alerts = part<{ name: string; frequency: string }[]>('job-alerts.json');
      await page.goto(`${lang}/account/job-alerts`);
      await expect(page.getByTestId('job-alert').locator('.job-alert__name')).toHaveText(alerts.map((a) => a.name));
      expect(alerts.map((a) => a.frequency)).toEqual(['daily']);
      const reviews = part<Record<string, unknown>[]>('reviews.json');
      expect(reviews).toHaveLength(1);
      expect(reviews[0]).toMatchObject({ company_name: companies.data[0]!.name });
      expect(JSON.stringify(reviews[0])).toContain(reviewComment);

      expect(entries.get('README.txt')!.toString('utf8')).toContain(js ? 'Your data' : 'Data Anda');
      expect(jobPath).toContain('/job/');

      let fingerprint = '';
      if (!js) {
        // What identifies the account (id, email, name, every file key, the export's ZIP included), kept for the search.
        await page.goto('/__test/erasure-check');
        fingerprint = (await page.getByTestId('fingerprint').textContent()) ?? '';
        expect(JSON.parse(fingerprint)).toMatchObject({
          email,
          fileKeys: expect.arrayContaining([expect.stringMatching(/^data-exports\//)]),
        });
      }

      // Another candidate following the same link finds nothing there.
      const other = await signedIn(browser, request, false, '/account/edit');
      const foreign = await other.page.request.get(link!);
      expect(foreign.status()).toBe(404);
      await other.page.context().close();

      // A day later: the link is refused with a clear page (410), the file is deleted, and settings say so.
      await page.goto('/__test/data-export-clock');
      await expect(page.getByTestId('exports-deleted')).toHaveText('1');
      const late = await page.goto(link!);
      expect(late?.status()).toBe(410);
      await expect(page.locator('h1')).toContainText(js ? 'This download has expired' : 'Unduhan ini sudah kedaluwarsa');
      await page.goto(settings);
      await expect(section).toContainText(js ? 'Your last download link expired on' : 'Tautan unduh terakhir Anda berakhir pada');

      if (fingerprint) {
        await page.goto('/account/edit');
        const danger = page.locator('.account-settings__section--danger');
        await danger.getByLabel('Yes, delete my account and personal data').check();
        await danger.getByLabel('Current password').fill('lamar-kerja-5');
        await danger.getByRole('button', { name: 'Delete my account' }).click();
        await expect(page).toHaveURL(`${BASE_URL}/auth/login?notice=account-deleted`);
        // Every column of every table (pg-boss's too) and the storage: nothing of the account is left.
        await page.goto(`/__test/erasure-check?fingerprint=${Buffer.from(fingerprint).toString('base64url')}`);
        await expect(page.getByTestId('leftover-count')).toBeVisible();
        await expect(page.getByTestId('leftover')).toHaveCount(0);
      }
      await page.context().close();
    });
  }

  test('the settings section at phone and desktop widths', async ({ browser, request }) => {
    const { page } = await signedIn(browser, request, true, '/account/edit');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const section = page.locator('#data-export');
      await section.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`data-export-settings-${width}.png`), fullPage: false });
    }
    await page.context().close();
  });
});
