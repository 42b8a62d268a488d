import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { createAccount, expect, test, waitForHydration } from './fixtures';

let serial = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++serial}@example.com`;

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

for (const js of [true, false]) {
  test.describe(`${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test('account settings show the new current address right after an email change', async ({ page }) => {
      const email = uniqueEmail(js ? 'moving-js' : 'moving-nojs');
      const next = uniqueEmail(js ? 'moved-js' : 'moved-nojs');
      await createAccount(page.request, { name: 'Dewi Anggraini', email, password: 'rahasia-123' });
      await logIn(page, email, 'rahasia-123');
      await page.goto('/account/edit');
      if (js) await waitForHydration(page);
      await expect(page.getByText(`Current address: ${email}`)).toBeVisible();
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Change email' }) });
      await form.getByLabel('New email address').fill(next);
      await form.getByLabel('Current password').fill('rahasia-123');
      await form.getByRole('button', { name: 'Change email' }).click();
      await expect(form.locator('.form-alert--success')).toContainText(`Your email address is now ${next}`);
      if (js) await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await expect(page.getByText(`Current address: ${next}`)).toBeVisible();
      await expect(page.getByText(`Current address: ${email}`)).toHaveCount(0);
    });
  });
}

test("an article reached under the other language's slug answers 301 to its own slug", async ({ page, request }) => {
  await page.goto('/blog');
  const href = await page.locator('.article-card__title a').first().getAttribute('href');
  const englishSlug = href!.split('/').pop()!;
  await page.goto(href!);
  const indonesian = await page.locator('link[rel="alternate"][hreflang="id"]').getAttribute('href');
  expect(indonesian).toMatch(/\/id\/blog\//);
  const indonesianPath = new URL(indonesian!).pathname;
  expect(indonesianPath).not.toBe(`/id/blog/${englishSlug}`);

  const answer = await request.get(`/id/blog/${englishSlug}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe(indonesianPath);
  // And back: the Indonesian slug under the English prefix.
  const back = await request.get(`/blog/${indonesianPath.split('/').pop()}`, { maxRedirects: 0 });
  expect(back.status()).toBe(301);
  expect(back.headers().location).toBe(`/blog/${englishSlug}`);
  expect((await request.get('/id/blog/no-such-article-anywhere', { maxRedirects: 0 })).status()).toBe(404);
});

test('signed in on a desktop, no empty dark strip sits above the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const strip = () => page.locator('.site-header').evaluate((el) => getComputedStyle(el).borderTopWidth);
  // Signed out the strip carries the employer link.
  expect(await strip()).toBe('30px');
  const email = uniqueEmail('strip');
  await createAccount(page.request, { name: 'Rudi Hartono', email, password: 'rahasia-123' });
  await logIn(page, email, 'rahasia-123');
  await page.goto('/about');
  expect(await strip()).toBe('0px');
});

test('withdrawing an application is a quiet, secondary action', async ({ page }) => {
  await logIn(page, 'demo@example.com', 'demo12345');
  await page.goto('/account/job-applications');
  const withdraw = page.getByRole('button', { name: 'Withdraw application' }).first();
  await expect(withdraw).toBeVisible();
  const look = await withdraw.evaluate((el) => ({
    background: getComputedStyle(el).backgroundColor,
    height: el.getBoundingClientRect().height,
  }));
  expect(look.background).toBe('rgba(0, 0, 0, 0)');
  expect(look.height).toBeLessThanOrEqual(36);
  await expect(page).toHaveURL(`${BASE_URL}/account/job-applications`);
});

test('/page/about is no second about page: 301 to /about in each language, and not in the sitemap', async ({ request }) => {
  for (const [from, to] of [
    ['/page/about', '/about'],
    ['/id/page/tentang-kami', '/id/about'],
    ['/id/page/about', '/id/about'],
  ]) {
    const answer = await request.get(from!, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(301);
    expect(answer.headers().location, from).toBe(to);
  }
  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  expect(pages).not.toContain('/page/about');
  expect(pages).not.toContain('/page/tentang-kami');
});
