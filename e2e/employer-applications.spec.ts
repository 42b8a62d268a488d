/**
 * The loop between an employer's system and a candidate, on a server of its own (its database
 * seeded and a key made by the operator's commands first): a job goes in through the API, a
 * candidate applies with a resume in the browser, the API lists the application and downloads
 * the resume, moves it to interview with two proposed times, the candidate sees the change on
 * their applications page and accepts one time on /account/interview-action, and the emails
 * about it arrive in the candidate's language. With JavaScript in English, without it in
 * Indonesian. (Webhooks and live updates are tested with their own features.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_PEERS } from '../playwright.config';
import { employerApi, seededCompanyKey, type EmployerApi } from './employer-side';
import { expect, test, waitForHydration } from './fixtures';
import { mailWith } from './mailbox';
import { ownServerCandidate } from './own-candidate';
import { startOwnServer, type OwnServer } from './own-server';

const fixture = (...parts: string[]) => fs.readFileSync(path.resolve('test-fixtures', ...parts));

const TEXT = {
  en: {
    resumeFile: 'Resume file',
    upload: 'Upload resume',
    agree: /I agree to the terms/,
    send: 'Send application',
    interview: 'Interview',
    viewed: /Viewed by \S/,
    invited: /Invited to an interview \(In person\)/,
    accept: 'I will attend',
    sendAnswer: 'Send answer',
    accepted: 'Thank you. The employer knows you will attend.',
    statusMail: 'Interview invitation:',
    message: 'What happened',
  },
  id: {
    resumeFile: 'Berkas resume',
    upload: 'Unggah resume',
    agree: /Saya menyetujui syarat/,
    send: 'Kirim lamaran',
    interview: 'Wawancara',
    viewed: /Dilihat oleh \S/,
    invited: /Diundang wawancara \(Tatap muka\)/,
    accept: 'Saya akan hadir',
    sendAnswer: 'Kirim jawaban',
    accepted: 'Terima kasih. Perusahaan tahu Anda akan hadir.',
    statusMail: 'Undangan wawancara:',
    message: 'Riwayat lamaran',
  },
} as const;

test.describe('employer applications through the API', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let server: OwnServer;
  let dataDir: string;
  let key: string;
  let api: EmployerApi;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-apps-'));
    key = await seededCompanyKey(dataDir, ['jobs:write', 'applications:read', 'applications:write'], 'e2e ATS');
    server = await startOwnServer(
      { SMTP_URL: `smtp://127.0.0.1:${AUTH_PEERS.smtpPort}`, MAIL_FROM: 'Karir Nusantara <no-reply@karir.test>', LOG_LEVEL: 'error' },
      { dataDir },
    );
    api = employerApi(server.url, key);
  });

  /** A new job in Jakarta through the API, open for 30 days; its public address and title. */
  async function putJob(externalId: string, title: string, description: string, lang: 'en' | 'id') {
    const put = await api('PUT', `/jobs/${externalId}`, {
      title,
      description,
      location: 'jakarta-selatan',
      employmentType: 'FULL_TIME',
      workArrangement: 'onsite',
      level: 'associate',
      validThrough: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      coverLetter: 'optional',
      languages: [lang],
    });
    expect(put.status, await put.clone().text()).toBe(201);
    return ((await put.json()) as { data: { url: string; title: string } }).data;
  }

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const [lang, js] of [
    ['en', true],
    ['id', false],
  ] as const) {
    test(`a job by the API, an application with a resume, read and moved by the API, an interview time accepted (${lang}, ${js ? 'with' : 'without'} JavaScript)`, async ({
      browser,
    }) => {
      const text = TEXT[lang];
      const prefix = lang === 'id' ? '/id' : '';
      const externalId = `e2e-${lang}-${Date.now()}`;
      const job = await putJob(externalId, `Tax Specialist ${lang.toUpperCase()}`, '<p>Prepare the tax returns of our clients.</p>', lang);
      const questions = `${prefix}${new URL(job.url).pathname}/questions`;

      // The candidate applies in the browser, with a resume uploaded on the apply page.
      const { page, email } = await ownServerCandidate(browser, server.url, { lang, js, then: questions });
      const cv = fixture('documents', 'cv.pdf');
      await page.getByLabel(text.resumeFile).setInputFiles({ name: 'CV Rina.pdf', mimeType: 'application/pdf', buffer: cv });
      await page.getByRole('button', { name: text.upload }).click();
      await expect(page.getByTestId('apply-resume')).toContainText('CV Rina.pdf');
      if (js) await waitForHydration(page);
      await page.getByLabel(text.agree).check();
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByTestId('application-status')).toBeVisible();

      // The employer's system lists it, reads what was sent, and downloads the resume.
      const listed = (await (await api('GET', `/applications?job=${externalId}`)).json()) as {
        data: { id: number; status: string; profile: { fullName: string } | null; resume: { fileName: string; url: string } | null }[];
      };
      expect(listed.data).toHaveLength(1);
      const application = listed.data[0]!;
      expect(application).toMatchObject({ status: 'viewed', profile: { fullName: 'Rina Kusuma' }, resume: { fileName: 'CV Rina.pdf' } });
      const download = await fetch(application.resume!.url, { headers: { authorization: `Bearer ${key}` } });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true);

      // Moved to interview with two proposed times (Jakarta time).
      const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
      const invited = await api('POST', `/applications/${application.id}/interviews`, {
        times: [`${day}T10:00`, `${day}T14:00`],
        mode: 'onsite',
        place: 'Menara Maju lt. 12, Jl. Jend. Sudirman 1, Jakarta',
        note: 'Bring your KTP.',
      });
      expect(invited.status, await invited.clone().text()).toBe(201);

      // The candidate sees it on their applications page: viewed, at interview, in the timeline.
      await page.goto(`${prefix}/account/job-applications`);
      const item = page.getByTestId('application').filter({ hasText: job.title });
      await expect(item).toContainText(text.interview);
      await expect(item.getByTestId('timeline-opened')).toContainText(text.viewed);
      await expect(item.getByTestId('application-timeline')).toContainText(text.invited);

      // And accepts the later time on the interviews page.
      await page.goto(`${prefix}/account/interview-action`);
      if (js) await waitForHydration(page);
      const invitation = page.getByTestId('interview').filter({ hasText: job.title });
      await expect(invitation.locator('.interviews__times li')).toHaveCount(2);
      await invitation.getByLabel(text.accept).check();
      const later = invitation.locator('input[name="time"]').nth(1);
      await later.check();
      await invitation.getByRole('button', { name: text.sendAnswer }).click();
      await expect(invitation.locator('.form-alert--success')).toHaveText(text.accepted);
      await page.goto(`${prefix}/account/interview-action`);
      await expect(page.getByTestId('interview').filter({ hasText: job.title }).getByTestId('interview-time')).toContainText(
        lang === 'id' ? '14.00' : '2:00',
      );

      const read = (await (await api('GET', `/applications/${application.id}`)).json()) as {
        data: { interviews: { scheduledAt: string | null; response: string | null }[] };
      };
      expect(read.data.interviews[0]).toEqual(expect.objectContaining({ response: 'accepted', scheduledAt: `${day}T07:00:00.000Z` }));

      // The email about the invitation arrived, in the candidate's language.
      const mail = await mailWith(email, `${text.statusMail} ${job.title}`);
      expect(mail).toContain(lang === 'id' ? 'Tatap muka, 60 menit, di: Menara Maju' : 'In person, 60 minutes, at: Menara Maju');
      expect(mail).toContain(`${server.url}${prefix}/account/interview-action`);
    });
  }

  test("a candidate who registered in English and switched to Indonesian gets the employer's emails in Indonesian", async ({ browser }) => {
    const externalId = `e2e-switch-${Date.now()}`;
    const job = await putJob(externalId, 'Payroll Officer', '<p>Run the monthly payroll.</p>', 'en');
    const { page, email } = await ownServerCandidate(browser, server.url, {
      lang: 'en',
      js: false,
      then: `${new URL(job.url).pathname}/questions`,
    });
    await page
      .getByLabel(TEXT.en.resumeFile)
      .setInputFiles({ name: 'CV.pdf', mimeType: 'application/pdf', buffer: fixture('documents', 'cv.pdf') });
    await page.getByRole('button', { name: TEXT.en.upload }).click();
    await page.getByLabel(TEXT.en.agree).check();
    await page.getByRole('button', { name: TEXT.en.send }).click();
    await expect(page.getByTestId('application-status')).toBeVisible();

    // The switch on any page; the account remembers it, not only the browser.
    await page.goto('/account/job-applications');
    await page.getByRole('button', { name: 'ID', exact: true }).first().click();
    await expect(page).toHaveURL(`${server.url}/id/account/job-applications`);

    const listed = (await (await api('GET', `/applications?job=${externalId}`)).json()) as { data: { id: number }[] };
    const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    const invited = await api('POST', `/applications/${listed.data[0]!.id}/interviews`, {
      times: [`${day}T10:00`],
      mode: 'onsite',
      place: 'Menara Maju',
    });
    expect(invited.status, await invited.clone().text()).toBe(201);
    const mail = await mailWith(email, `${TEXT.id.statusMail} ${job.title}`);
    expect(mail).toContain(`${server.url}/id/account/interview-action`);
  });
});
