import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { createAccount, expect, test, waitForHydration } from './fixtures';

/**
 * What readers do with a published review on a company page: "Helpful" and "Report", on every
 * review tab (the default one and the filtered ?type=… ones), with JavaScript on and off. A
 * vote or a report counts only when a reload shows it.
 */
const TYPES = ['company_review', 'interview', 'salary', 'benefits', 'workplace_photo'] as const;
type StoredType = (typeof TYPES)[number];
let serial = 0;

/** For each kind, a seed company with at least two published reviews of it (one to vote on, one to report). */
async function companiesByTab(request: APIRequestContext): Promise<Record<StoredType, string>> {
  const found = (await (await request.get('/api/companies?q=a')).json()) as { data: { slug: string }[] };
  const picked: Partial<Record<StoredType, string>> = {};
  for (const { slug } of found.data) {
    for (const type of TYPES) {
      if (picked[type]) continue;
      const { meta } = (await (await request.get(`/api/companies/${slug}/reviews?type=${type}`)).json()) as { meta: { total: number } };
      if (meta.total >= 2) picked[type] = slug;
    }
  }
  for (const type of TYPES) if (!picked[type]) throw new Error(`no seed company has two published ${type} reviews`);
  return picked as Record<StoredType, string>;
}

/** One reader per describe: a login per test would run into the login limit per address. */
async function signedIn(browser: Browser, js: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL: BASE_URL });
  const page = await context.newPage();
  const email = `feedback-${js ? 'js' : 'nojs'}-${Date.now()}-${++serial}@example.com`;
  await createAccount(context.request, { name: 'Pembaca Ulasan', email, password: 'rahasia-123' });
  await page.goto('/auth/login');
  if (js) await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('rahasia-123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/edit-profile$/);
  return { context, page };
}

async function openTab(page: Page, slug: string, type: StoredType, js: boolean) {
  await page.goto(`/company/${slug}?type=${type}`);
  if (js) await waitForHydration(page);
}

for (const js of [false, true]) {
  test.describe(`review feedback ${js ? 'with' : 'without'} JavaScript`, () => {
    let companies: Record<StoredType, string>;
    let reader: { context: BrowserContext; page: Page };

    test.beforeAll(async ({ request, browser }) => {
      test.setTimeout(120_000);
      companies = await companiesByTab(request);
      reader = await signedIn(browser, js);
    });

    test.afterAll(async () => {
      await reader?.context.close();
    });

    for (const type of TYPES) {
      test(`a helpful vote and a report on the ${type} tab count after a reload`, async () => {
        // A busy machine answers server functions slowly: wait for what the reader waits for.
        test.setTimeout(120_000);
        const { page } = reader;
        const slug = companies[type];
        await openTab(page, slug, type, js);
        // The first review to vote on, the second to report (a report is one per reader).
        const reviews = page.getByTestId('review');
        const [votedId, reportedId] = [await reviews.nth(0).getAttribute('id'), await reviews.nth(1).getAttribute('id')];
        const voted = page.locator(`#${votedId}`);
        const before = Number(/\((\d+)\)/.exec((await voted.locator('.review__helpful button').textContent()) ?? '')?.[1]);
        const votedButton = voted.getByRole('button', { name: `You found this helpful (${before + 1})` });
        await voted.getByRole('button', { name: `Helpful (${before})` }).click();
        await expect(votedButton).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
        await openTab(page, slug, type, js);
        await expect(votedButton).toHaveAttribute('aria-pressed', 'true');
        // A second vote takes it back.
        await votedButton.click();
        await expect(voted.getByRole('button', { name: `Helpful (${before})` })).toBeVisible({ timeout: 20_000 });
        await openTab(page, slug, type, js);
        await expect(voted.getByRole('button', { name: `Helpful (${before})` })).toBeVisible();

        const report = page.locator(`#${reportedId}`);
        await report.getByText('Report', { exact: true }).click();
        await report.getByLabel('Why should this review be removed?').fill('Names a colleague');
        await report.getByRole('button', { name: 'Send report' }).click();
        await expect(report.getByRole('status')).toHaveText('Thank you. A moderator will look at this review.', { timeout: 20_000 });
      });
    }
  });
}
