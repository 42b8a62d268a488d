/**
 * Who saw my application, on a server of its own (seeded, a key made by the operator's command):
 * a candidate applies in the browser; until the employer's system reads it, the applications
 * page says nothing of a view; after the API lists it, the timeline says which company opened it
 * and when, to the minute; a status move with a message follows with its own time. With
 * JavaScript in English, without it in Indonesian; at 390 and 1280 px without sideways scroll.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDateMinute } from '../src/shared/format';
import { employerApi, operatorCommand, seededCompanyKey, type EmployerApi } from './employer-side';
import { expect, test, waitForHydration } from './fixtures';
import { ownServerCandidate } from './own-candidate';
import { startOwnServer, type OwnServer } from './own-server';

const TEXT = {
  en: { agree: /I agree to the terms/, send: 'Send application', viewedBy: 'Viewed by', status: 'Status: Shortlisted', locale: 'en-US' },
  id: {
    agree: /Saya menyetujui syarat/,
    send: 'Kirim lamaran',
    viewedBy: 'Dilihat oleh',
    status: 'Status: Masuk daftar pendek',
    locale: 'id-ID',
  },
} as const;

interface Listed {
  id: number;
  firstViewedAt: string | null;
  history: { to: string; at: string }[];
}

test.describe('who saw my application', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let server: OwnServer;
  let dataDir: string;
  let api: EmployerApi;
  let company: string;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-seen-'));
    const key = await seededCompanyKey(dataDir, ['jobs:write', 'applications:read', 'applications:write'], 'e2e ATS');
    // The key is the first company's (seededCompanyKey): its name is what the candidate is shown.
    company = (await operatorCommand(dataDir, 'scripts/employer.ts', ['companies'])).split('\n')[0]!.split('\t')[1]!;
    server = await startOwnServer({ LOG_LEVEL: 'error' }, { dataDir });
    api = employerApi(server.url, key);
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const [lang, js] of [
    ['en', true],
    ['id', false],
  ] as const) {
    test(`the timeline shows when the company first opened the application, then a status change (${lang}, ${js ? 'with' : 'without'} JavaScript)`, async ({
      browser,
    }) => {
      const text = TEXT[lang];
      const prefix = lang === 'id' ? '/id' : '';
      const externalId = `seen-${lang}-${Date.now()}`;
      const put = await api('PUT', `/jobs/${externalId}`, {
        title: `Payroll Officer ${lang.toUpperCase()}`,
        description: '<p>Run the monthly payroll.</p>',
        location: 'jakarta-selatan',
        employmentType: 'FULL_TIME',
        workArrangement: 'onsite',
        level: 'associate',
        validThrough: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        languages: [lang],
      });
      expect(put.status, await put.clone().text()).toBe(201);
      const job = ((await put.json()) as { data: { url: string; title: string } }).data;

      const { page } = await ownServerCandidate(browser, server.url, { lang, js, then: `${prefix}${new URL(job.url).pathname}/questions` });
      await page.getByLabel(text.agree).check();
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByTestId('application-status')).toBeVisible();

      // Not read yet: nothing says it was.
      const applications = `${prefix}/account/job-applications`;
      await page.goto(applications);
      const item = page.getByTestId('application').filter({ hasText: job.title });
      await expect(item).toBeVisible();
      await expect(item.getByTestId('timeline-opened')).toHaveCount(0);
      await expect(item).not.toContainText(text.viewedBy);

      // The employer's system lists the job's applications.
      const listed = (await (await api('GET', `/applications?job=${externalId}`)).json()) as { data: Listed[] };
      expect(listed.data).toHaveLength(1);
      const application = listed.data[0]!;
      expect(application.firstViewedAt).not.toBeNull();

      await page.goto(applications);
      const opened = item.getByTestId('timeline-opened');
      await expect(opened).toHaveText(`${formatDateMinute(application.firstViewedAt!, text.locale)}${text.viewedBy} ${company}`);
      await expect(opened.locator('time')).toHaveAttribute('datetime', application.firstViewedAt!);

      // A status move with a message, later: its own entry, with its time.
      const moved = await api('POST', `/applications/${application.id}/status`, { status: 'shortlisted', message: 'See you soon.' });
      expect(moved.status, await moved.clone().text()).toBe(200);
      const at = ((await moved.json()) as { data: Listed }).data.history.at(-1)!;
      expect(at.to).toBe('shortlisted');
      await page.goto(applications);
      if (js) await waitForHydration(page);
      const entries = item.getByTestId('application-timeline').locator('li');
      await expect(entries).toHaveCount(3);
      await expect(entries.nth(1)).toHaveText(`${formatDateMinute(application.firstViewedAt!, text.locale)}${text.viewedBy} ${company}`);
      await expect(entries.nth(2)).toContainText(`${formatDateMinute(at.at, text.locale)}${text.status}`);
      await expect(entries.nth(2)).toContainText('See you soon.');

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await item.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: test.info().outputPath(`application-seen-${lang}-${width}.png`) });
      }
      await page.context().close();
    });
  }
});
