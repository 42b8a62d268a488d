import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { createAccount, expect, test } from './fixtures';

let serial = 0;

/** A fresh candidate, signed in, with two unread notifications (written by the test harness). */
async function signedInWithNotifications(page: Page): Promise<void> {
  const email = `notified-${Date.now()}-${++serial}@example.com`;
  await createAccount(page.request, { name: 'Sari Wulandari', email, password: 'rahasia-123' });
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('rahasia-123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/__test/notify');
  await expect(page.locator('h1')).toHaveText('Notified');
}

const bell = (page: Page) => page.getByTestId('header-notifications');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('opening an unread notification marks it read and the header count follows', async ({ page }) => {
    await signedInWithNotifications(page);
    await page.goto('/');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(page).click();
    await expect(page).toHaveURL(`${BASE_URL}/account/notification`);
    await expect(page.locator('.notifications__item--unread')).toHaveCount(2);

    await page.getByTestId('notification').filter({ hasText: 'invited to an interview' }).getByRole('button').click();
    await expect(page).toHaveURL(`${BASE_URL}/account/interview-action`);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    await page.goto('/account/notification');
    await expect(page.locator('.notifications__item--unread')).toHaveCount(1);
    const opened = page.getByTestId('notification').filter({ hasText: 'invited to an interview' });
    await expect(opened).not.toHaveClass(/notifications__item--unread/);
    // A read one is a plain link now.
    await expect(opened.getByRole('link')).toHaveAttribute('href', '/account/interview-action');
  });
});

test('the unread count shows in the header of every page type, in both languages, and goes when all are read', async ({ page }) => {
  await signedInWithNotifications(page);
  for (const path of ['/', '/explore-jobs', '/company', '/blog', '/about', '/account/job-applications']) {
    await page.goto(path);
    await expect(bell(page), path).toHaveAccessibleName('Notifications, 2 unread');
    await expect(bell(page).locator('.header-notifications__count')).toHaveText('2');
  }
  await page.goto('/id');
  await expect(bell(page)).toHaveAccessibleName('Notifikasi, 2 belum dibaca');
  await page.goto('/account/notification');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.locator('.notifications__item--unread')).toHaveCount(0);
  await page.goto('/explore-jobs');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(page).locator('.header-notifications__count')).toHaveCount(0);
});
