/**
 * The whole loop of issue 33 at once, on a server of its own (demo data and a key made by the
 * operator's commands), a real browser and a webhook receiver on this machine that verifies
 * every request with standardwebhooks: a job put through the API, an endpoint registered, an
 * Indonesian candidate applying with a resume, application.submitted received once, the
 * application and its resume read through the API, an interview invitation with two times
 * that reaches the candidate's open applications page within 2 s without a reload, a time
 * accepted, interview.responded received once, and the emails in Indonesian. Each part has
 * its own spec with the edge cases; this one shows the parts work together.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_PEERS } from '../playwright.config';
import { startReceiver, type ReceivedWebhook, type WebhookReceiver } from '../src/server/webhooks/test-receiver';
import { employerApi, seededCompanyKey, type EmployerApi } from './employer-side';
import { expect, test, waitForHydration } from './fixtures';
import { mailsTo, mailWith, readable } from './mailbox';
import { ownServerCandidate } from './own-candidate';
import { startOwnServer, type OwnServer } from './own-server';

/** What a live update may take at most, as the issue asks. */
const LIVE_MS = 2_000;

interface EventPayload {
  type: string;
  data: {
    applicationId: number;
    job: { externalId: string };
    status: string;
    interview?: { response: string; scheduledAt: string | null };
  };
}

/** The events the receiver got, each checked to carry a valid signature. */
function verifiedEvents(received: readonly ReceivedWebhook[]): EventPayload[] {
  return received.map((request) => {
    expect(request.verified, `signature of ${request.id}`).toMatchObject({ ok: true });
    return (request.verified as { payload: EventPayload }).payload;
  });
}

test.describe('the application loop', () => {
  let dataDir = '';
  let server: OwnServer | undefined;
  let receiver: WebhookReceiver | undefined;
  let key = '';
  let api: EmployerApi;

  test.beforeAll(async () => {
    // Seeding, the key and a server's start: minutes on a busy machine.
    test.setTimeout(300_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-loop-'));
    key = await seededCompanyKey(dataDir, ['jobs:write', 'applications:read', 'applications:write'], 'e2e loop ATS');
    server = await startOwnServer(
      {
        SMTP_URL: `smtp://127.0.0.1:${AUTH_PEERS.smtpPort}`,
        MAIL_FROM: 'Karir Nusantara <no-reply@karir.test>',
        // As on the shared test server (playwright.config.ts): the receiver runs on this machine.
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1',
        QUEUE_POLL_SECONDS: '0.5',
        LOG_LEVEL: 'error',
      },
      { dataDir },
    );
    api = employerApi(server.url, key);
    // Verifies with a placeholder until the registration answers the real secret.
    receiver = await startReceiver('whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=');
  });

  test.afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a job by the API, an application with a resume, signed webhooks, an interview seen live and accepted, the emails in Indonesian', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const hooks = receiver!;
    const externalId = `loop-${Date.now()}`;
    const put = await api('PUT', `/jobs/${externalId}`, {
      title: 'Staf Pajak Loop',
      description: '<p>Menyiapkan SPT klien kami.</p>',
      location: 'jakarta-selatan',
      employmentType: 'FULL_TIME',
      workArrangement: 'onsite',
      level: 'associate',
      validThrough: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      coverLetter: 'optional',
      languages: ['id'],
    });
    expect(put.status, await put.clone().text()).toBe(201);
    const job = ((await put.json()) as { data: { url: string; title: string } }).data;

    const registered = await api('POST', '/webhooks', {
      url: hooks.url,
      events: ['application.submitted', 'interview.responded'],
      description: 'e2e loop',
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    hooks.setSecret(((await registered.json()) as { data: { secret: string } }).data.secret);

    // The candidate applies in Indonesian, with a resume uploaded on the apply page.
    const questions = `/id${new URL(job.url).pathname}/questions`;
    const { page, email } = await ownServerCandidate(browser, server!.url, { lang: 'id', js: true, then: questions });
    const cv = fs.readFileSync(path.resolve('test-fixtures', 'documents', 'cv.pdf'));
    await page.getByLabel('Berkas resume').setInputFiles({ name: 'CV Rina.pdf', mimeType: 'application/pdf', buffer: cv });
    await page.getByRole('button', { name: 'Unggah resume' }).click();
    await expect(page.getByTestId('apply-resume')).toContainText('CV Rina.pdf');
    await waitForHydration(page);
    await page.getByLabel(/Saya menyetujui syarat/).check();
    await page.getByRole('button', { name: 'Kirim lamaran' }).click();
    await expect(page.getByTestId('application-status')).toBeVisible();

    // The employer's receiver hears of it, signed.
    await expect
      .poll(() => hooks.received.length, { timeout: 30_000, message: 'application.submitted at the receiver' })
      .toBeGreaterThanOrEqual(1);
    const [submitted] = verifiedEvents(hooks.received);
    expect(submitted).toMatchObject({ type: 'application.submitted', data: { job: { externalId }, status: 'applied' } });

    // The employer's system reads the application and downloads the resume sent with it.
    const listed = (await (await api('GET', `/applications?job=${externalId}`)).json()) as {
      data: { id: number; profile: { fullName: string } | null; resume: { fileName: string; url: string } | null }[];
    };
    expect(listed.data).toHaveLength(1);
    const application = listed.data[0]!;
    expect(application).toMatchObject({
      id: submitted!.data.applicationId,
      profile: { fullName: 'Rina Kusuma' },
      resume: { fileName: 'CV Rina.pdf' },
    });
    const download = await fetch(application.resume!.url, { headers: { authorization: `Bearer ${key}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true);

    // The candidate has their applications page open; a reload would lose the marker and count a navigation.
    await page.goto('/id/account/job-applications');
    await waitForHydration(page);
    const item = page.getByTestId('application').filter({ hasText: job.title });
    await expect(item.locator('.badge')).not.toHaveText('Wawancara');
    await page.evaluate(() => ((window as unknown as { loopMarker: boolean }).loopMarker = true));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    const invited = await api('POST', `/applications/${application.id}/interviews`, {
      times: [`${day}T10:00`, `${day}T14:00`],
      mode: 'onsite',
      place: 'Menara Maju lt. 12, Jl. Jend. Sudirman 1, Jakarta',
      note: 'Bawa KTP.',
    });
    expect(invited.status, await invited.clone().text()).toBe(201);
    await expect(item.locator('.badge')).toHaveText('Wawancara', { timeout: LIVE_MS });
    await expect(item.getByTestId('application-timeline')).toContainText(/Diundang wawancara \(Tatap muka\)/);
    expect(await page.evaluate(() => (window as unknown as { loopMarker?: boolean }).loopMarker)).toBe(true);
    expect(navigations, 'navigations of the applications page').toBe(0);

    // The candidate accepts the later time.
    await page.goto('/id/account/interview-action');
    await waitForHydration(page);
    const invitation = page.getByTestId('interview').filter({ hasText: job.title });
    await expect(invitation.locator('.interviews__times li')).toHaveCount(2);
    await invitation.getByLabel('Saya akan hadir').check();
    await invitation.locator('input[name="time"]').nth(1).check();
    await invitation.getByRole('button', { name: 'Kirim jawaban' }).click();
    await expect(invitation.locator('.form-alert--success')).toHaveText('Terima kasih. Perusahaan tahu Anda akan hadir.');

    // The receiver hears the answer, signed; each event came once.
    await expect
      .poll(() => hooks.received.length, { timeout: 30_000, message: 'interview.responded at the receiver' })
      .toBeGreaterThanOrEqual(2);
    // Long enough for a duplicate the queue might send to arrive (it polls twice a second).
    // eslint-disable-next-line playwright/no-wait-for-timeout -- an absence is proven by waiting.
    await page.waitForTimeout(2_000);
    const events = verifiedEvents(hooks.received);
    expect(events.map((event) => event.type)).toEqual(['application.submitted', 'interview.responded']);
    expect(events[1]).toMatchObject({
      data: { applicationId: application.id, interview: { response: 'accepted', scheduledAt: `${day}T07:00:00.000Z` } },
    });
    expect(new Set(hooks.received.map((request) => request.id)).size).toBe(2);

    // The emails came, in Indonesian, none in English.
    const sent = await mailWith(email, `Lamaran terkirim: ${job.title}`);
    expect(sent).toContain(`${server!.url}/id/account/job-applications`);
    const invitationMail = await mailWith(email, `Undangan wawancara: ${job.title}`);
    expect(invitationMail).toContain('Tatap muka, 60 menit, di: Menara Maju');
    expect(invitationMail).toContain(`${server!.url}/id/account/interview-action`);
    expect(
      mailsTo(email)
        .map((mail) => readable(mail.raw))
        .filter((mail) => /Application sent|Interview invitation/.test(mail)),
    ).toEqual([]);
    await page.context().close();
  });
});
