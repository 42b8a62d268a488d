import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { createAccount, expect, test, waitForHydration } from './fixtures';
import { linkFromMail, mailsTo } from './mailbox';

const VERIFY_LINK = new RegExp(`${BASE_URL.replace(/[.]/g, '\\.')}/auth/verify\\?token=[A-Za-z0-9_-]+`);
const PASSWORD = 'kopi-susu-42';
let serial = 0;

/** A new, unverified account signed in from an address of its own (the resend limits count per IP and address). */
async function signedInUnverified(page: Page, label: string): Promise<string> {
  serial += 1;
  const email = `${label}-${Date.now()}-${serial}@example.com`;
  await createAccount(page.request, { name: 'Rina Wijaya', email, password: PASSWORD });
  await linkFromMail(email, VERIFY_LINK, 1);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${(process.pid + serial * 37) % 250}` });
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/account/edit-profile`);
  return email;
}

const banner = (page: Page) => page.getByTestId('verify-banner');

test.describe('a signed-in account whose address is not verified yet', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is asked to verify on every page, can resend within the limits, and the banner goes once verified', async ({ page }) => {
      const email = await signedInUnverified(page, 'banner-nojs');
      await expect(banner(page)).toContainText(`Please verify your email address: open the link we sent to ${email}.`);
      for (const path of ['/', '/explore-jobs', '/account/bookmark', '/account/job-applications']) {
        await page.goto(path);
        await expect(banner(page), path).toBeVisible();
      }
      await page.goto('/id');
      await expect(banner(page)).toContainText(`Mohon verifikasi alamat email Anda: buka tautan yang kami kirim ke ${email}.`);
      await expect(banner(page).getByRole('button', { name: 'Kirim tautan verifikasi baru' })).toBeVisible();
      // The account settings have their own resend button in the email section: no second one.
      await page.goto('/account/edit');
      await expect(banner(page)).toHaveCount(0);

      await page.goto('/');
      const sentBefore = mailsTo(email).length;
      await banner(page).getByRole('button', { name: 'Send a new verification link' }).click();
      await expect(page).toHaveURL(`${BASE_URL}/`);
      await expect(banner(page).getByRole('status')).toHaveText('We have sent a new verification link. Please check your inbox.');
      await linkFromMail(email, VERIFY_LINK, sentBefore + 1);

      // Three per IP and address an hour: the fourth is told to wait, and nothing more is sent.
      for (let resend = 2; resend <= 3; resend += 1) {
        await banner(page).getByRole('button', { name: 'Send a new verification link' }).click();
        await expect(banner(page).getByRole('status')).toHaveText('We have sent a new verification link. Please check your inbox.');
      }
      await banner(page).getByRole('button', { name: 'Send a new verification link' }).click();
      await expect(banner(page).getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ minutes?\.$/);
      const { link } = await linkFromMail(email, VERIFY_LINK, sentBefore + 3);
      expect(mailsTo(email)).toHaveLength(sentBefore + 3);

      await page.goto(link);
      await expect(page.getByRole('status').filter({ hasText: 'Your email address has been verified.' })).toBeVisible();
      for (const path of ['/', '/id', '/account/edit-profile', '/account/bookmark']) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: /Log out|Keluar/ }).first()).toBeAttached();
        await expect(banner(page), path).toHaveCount(0);
      }
    });
  });

  test('with JavaScript the resend answers in the banner, without leaving the page', async ({ page }) => {
    const email = await signedInUnverified(page, 'banner-js');
    await page.goto('/explore-jobs');
    await waitForHydration(page);
    const sentBefore = mailsTo(email).length;
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await banner(page).getByRole('button', { name: 'Send a new verification link' }).click();
    await expect(banner(page).getByRole('status')).toHaveText('We have sent a new verification link. Please check your inbox.');
    await linkFromMail(email, VERIFY_LINK, sentBefore + 1);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});
