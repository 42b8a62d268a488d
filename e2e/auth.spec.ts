import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { SOCIAL_USER } from './auth-peers';
import { createAccount, expect, test, waitForHydration } from './fixtures';
import { linkFromMail } from './mailbox';

const VERIFY_LINK = new RegExp(`${BASE_URL.replace(/[.]/g, '\\.')}/auth/verify\\?token=[A-Za-z0-9_-]+`);
const RESET_LINK = new RegExp(`${BASE_URL.replace(/[.]/g, '\\.')}/auth/reset-password/[A-Za-z0-9_-]+\\?email=[^\\s"<]+`);

let serial = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++serial}@example.com`;

async function ready(page: Page, js: boolean) {
  if (js) await waitForHydration(page);
}

async function register(page: Page, js: boolean, input: { name: string; email: string; password: string }) {
  await page.goto('/auth/register');
  await ready(page, js);
  await page.getByLabel('Full name').fill(input.name);
  await page.getByLabel('Email').fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill(input.password);
  await page.getByLabel('Confirm password').fill(input.password);
  await page.getByLabel('I agree to the').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function logIn(page: Page, js: boolean, email: string, password: string, path = '/auth/login') {
  if (path) await page.goto(path);
  await ready(page, js);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/auth/login`);
}

/** The provider's development pages pull a web font; offline runs must not count that as a console error. */
async function stubProviderFonts(page: Page) {
  await page.route('https://fonts.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
}

for (const js of [true, false]) {
  test.describe(`accounts ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test('register → verification mail → verify → logout → login → back to the page that required login', async ({ page }) => {
      const email = uniqueEmail(js ? 'reg-js' : 'reg-nojs');
      const password = 'kopi-susu-42';
      await register(page, js, { name: 'Dewi Lestari', email, password });
      await expect(page).toHaveURL(`${BASE_URL}/account/edit-profile`);
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

      const { link, mail } = await linkFromMail(email, VERIFY_LINK);
      expect(mail.subject).toContain('Verify your email address');
      expect(mail.raw).toContain('Content-Type: text/html');
      expect(mail.raw).toContain('Content-Type: text/plain');
      await page.goto(link);
      await expect(page.getByRole('status').filter({ hasText: 'Your email address has been verified.' })).toBeVisible();

      await page.getByRole('link', { name: 'Go to my profile' }).click();
      await expect(page).toHaveURL(`${BASE_URL}/account/edit-profile`);
      await logOut(page);
      // The link again (clicked twice, or opened first by a mail scanner): the address is verified, and it says so.
      await page.goto(link);
      await expect(page.getByRole('status').filter({ hasText: 'Your email address is already verified.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
      // A link that was never valid says so and offers a new one.
      await page.goto(link.replace(/token=[^&]+/, 'token=not-a-real-token'));
      await expect(page.getByRole('alert').filter({ hasText: 'has already been used' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send a new verification link' })).toBeVisible();

      // A login-required page remembers where the user was going.
      await page.goto('/account/bookmark');
      await expect(page).toHaveURL(`${BASE_URL}/auth/login?redirect=%2Faccount%2Fbookmark`);
      await logIn(page, js, email, 'wrong-password', '');
      await expect(page.locator('.form-alert--error')).toHaveText('The email or password is incorrect.');
      if (js) {
        await expect(page.getByRole('dialog')).toContainText('The email or password is incorrect.');
        await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      }
      await logIn(page, js, email, password, '');
      await expect(page).toHaveURL(`${BASE_URL}/account/bookmark`);

      // Guest-only pages send signed-in users home.
      await page.goto('/auth/login');
      await expect(page).toHaveURL(`${BASE_URL}/`);
    });

    test('forgot password → mail → reset → old password refused, new accepted; the link works once', async ({ page, request }) => {
      const email = uniqueEmail(js ? 'reset-js' : 'reset-nojs');
      await createAccount(request, { name: 'Rudi Hartono', email, password: 'old-password-1' });

      await page.goto('/auth/forgot-password');
      await ready(page, js);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      const sent = 'If an account exists for that address, we have sent it a link';
      await expect(page.locator('.form-alert--success')).toContainText(sent);
      // The same answer for an address without an account.
      await page.goto('/auth/forgot-password');
      await ready(page, js);
      await page.getByLabel('Email').fill(uniqueEmail('nobody'));
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.locator('.form-alert--success')).toContainText(sent);

      // Mail #1 is the verification sent at registration, #2 the reset link.
      const { link } = await linkFromMail(email, RESET_LINK, 2);
      const setPassword = async (password: string) => {
        await page.goto(link);
        await ready(page, js);
        await expect(page.getByLabel('Email')).toHaveValue(email);
        await page.getByLabel('New password').fill(password);
        await page.getByLabel('Confirm password').fill(password);
        await page.getByRole('button', { name: 'Save new password' }).click();
      };
      await setPassword('new-password-2');
      await expect(page).toHaveURL(`${BASE_URL}/auth/login?notice=password-reset`);
      await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

      // Single use.
      await setPassword('third-password-3');
      await expect(page.locator('.form-alert--error')).toContainText('has already been used');
      if (js) await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

      await logIn(page, js, email, 'old-password-1');
      await expect(page.locator('.form-alert--error')).toHaveText('The email or password is incorrect.');
      if (js) await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await logIn(page, js, email, 'new-password-2', '');
      await expect(page).toHaveURL(`${BASE_URL}/account/edit-profile`);
    });

    test('social login against the local OpenID Connect provider', async ({ page }) => {
      await stubProviderFonts(page);
      await page.goto('/auth/login?redirect=%2Faccount%2Fbookmark');
      await ready(page, js);
      await page.getByRole('link', { name: 'Continue with Test ID' }).click();
      // The provider's own development login and consent pages.
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
      await page.locator('input[name="login"]').fill('sari-sosial');
      await page.locator('input[name="password"]').fill('anything');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      const consent = page.getByRole('button', { name: 'Continue' });
      if (await consent.isVisible().catch(() => false)) await consent.click();
      await expect(page).toHaveURL(`${BASE_URL}/account/bookmark`);
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
      await page.goto('/account/edit');
      await expect(page.getByText(`Current address: ${SOCIAL_USER.email}`)).toBeVisible();
    });

    test('account settings: change the password, then delete the account after confirming', async ({ page, request }) => {
      const email = uniqueEmail(js ? 'delete-js' : 'delete-nojs');
      await createAccount(request, { name: 'Tono Wibowo', email, password: 'first-pass-1' });
      await logIn(page, js, email, 'first-pass-1');
      await expect(page).toHaveURL(`${BASE_URL}/account/edit-profile`);
      await page.goto('/account/edit');
      await ready(page, js);

      const passwordForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Change password' }) });
      await passwordForm.getByLabel('Current password').fill('first-pass-1');
      await passwordForm.getByLabel('New password').fill('second-pass-2');
      await passwordForm.getByLabel('Confirm password').fill('second-pass-2');
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await expect(passwordForm.locator('.form-alert--success')).toContainText('Your password has been changed.');
      if (js) await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      // This browser stays signed in under the new session version.
      await page.goto('/account/edit');
      await expect(page).toHaveURL(`${BASE_URL}/account/edit`);
      await ready(page, js);

      // Deleting asks for the current password too: a session left open on a shared computer
      // must not be enough to delete the account.
      const deleteForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Delete my account' }) });
      if (js) {
        await page.getByRole('button', { name: 'Delete my account' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(page).toHaveURL(`${BASE_URL}/account/edit`);
        await deleteForm.getByLabel('Current password').fill('first-pass-1');
        await page.getByRole('button', { name: 'Delete my account' }).click();
        await dialog.getByRole('button', { name: 'OK' }).click();
        await expect(dialog).toContainText('The current password is incorrect.');
        await dialog.getByRole('button', { name: 'OK' }).click();
        await expect(page).toHaveURL(`${BASE_URL}/account/edit`);
        await deleteForm.getByLabel('Current password').fill('second-pass-2');
        await page.getByRole('button', { name: 'Delete my account' }).click();
        await dialog.getByRole('button', { name: 'OK' }).click();
      } else {
        await page.getByRole('button', { name: 'Delete my account' }).click();
        await expect(page.locator('.form-alert--error')).toContainText('Tick the box');
        await page.getByLabel('Yes, delete my account and personal data').check();
        await page.getByRole('button', { name: 'Delete my account' }).click();
        await expect(deleteForm.locator('.form-alert--error')).toHaveText('The current password is incorrect.');
        await expect(page).toHaveURL(`${BASE_URL}/account/edit`);
        await page.getByLabel('Yes, delete my account and personal data').check();
        await deleteForm.getByLabel('Current password').fill('second-pass-2');
        await page.getByRole('button', { name: 'Delete my account' }).click();
      }
      await expect(page).toHaveURL(`${BASE_URL}/auth/login?notice=account-deleted`);
      await logIn(page, js, email, 'second-pass-2', '');
      await expect(page.locator('.form-alert--error')).toHaveText('The email or password is incorrect.');
      if (js) await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    });

    test('a form sent after the session ended (logged out elsewhere) leads to login, not a broken page', async ({
      page,
      context,
      request,
    }) => {
      const email = uniqueEmail(js ? 'ended-js' : 'ended-nojs');
      await createAccount(request, { name: 'Wulan Sari', email, password: 'first-pass-1' });
      await logIn(page, js, email, 'first-pass-1');
      await expect(page).toHaveURL(`${BASE_URL}/account/edit-profile`);
      await page.goto('/account/edit');
      await ready(page, js);
      // The session ends while the page is open (as a logout in another tab does).
      await context.clearCookies();
      const passwordForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Change password' }) });
      await passwordForm.getByLabel('Current password').fill('first-pass-1');
      await passwordForm.getByLabel('New password').fill('second-pass-2');
      await passwordForm.getByLabel('Confirm password').fill('second-pass-2');
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await expect(page).toHaveURL(`${BASE_URL}/auth/login?redirect=%2Faccount%2Fedit`);
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    });

    test('a protected action asks anonymous users to log in, and they come back after', async ({ page }) => {
      await page.goto('/__test/login-prompt');
      await ready(page, js);
      await page.getByRole('button', { name: 'Protected action' }).click();
      if (js) {
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading', { name: 'Login please' })).toBeVisible();
        await expect(dialog).toContainText('You have to login!');
        await dialog.getByRole('button', { name: 'Later' }).click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(`${BASE_URL}/__test/login-prompt`);
        await page.getByRole('button', { name: 'Protected action' }).click();
        await dialog.getByRole('link', { name: 'Login' }).click();
      }
      await expect(page).toHaveURL(`${BASE_URL}/auth/login?redirect=%2F__test%2Flogin-prompt`);
      await logIn(page, js, 'demo@example.com', 'demo12345', '');
      await expect(page).toHaveURL(`${BASE_URL}/__test/login-prompt`);
    });
  });
}

test.describe('account security', () => {
  for (const payload of ['//evil.com', '/\\evil.com', 'https://evil.com', '/%2F%2Fevil']) {
    test(`the return path ${payload} is refused`, async ({ page }) => {
      await page.goto(`/auth/login?redirect=${encodeURIComponent(payload)}`);
      await expect(page.locator('input[name="redirect"]')).toHaveValue('');
      await waitForHydration(page);
      // Even when the posted field is forged, the server does not follow it.
      await page.locator('input[name="redirect"]').evaluate((input, value) => ((input as HTMLInputElement).value = value), payload);
      await logIn(page, true, 'demo@example.com', 'demo12345', '');
      await expect(page).toHaveURL(`${BASE_URL}/account/edit-profile`);
    });
  }

  test('a tampered session cookie is ignored: the page renders logged out', async ({ page, context }) => {
    await logIn(page, true, 'demo@example.com', 'demo12345');
    await expect(page).toHaveURL(`${BASE_URL}/account/edit-profile`);
    const cookie = (await context.cookies()).find((c) => c.name === 'karir_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const value = cookie!.value;
    const middle = Math.floor(value.length / 2);
    const tampered = `${value.slice(0, middle)}${value[middle] === 'A' ? 'B' : 'A'}${value.slice(middle + 1)}`;
    for (const bad of [tampered, 'Fe26.2*1*garbage', 'not-even-a-seal']) {
      await context.addCookies([{ ...cookie!, value: bad }]);
      const response = await page.goto('/auth/login');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    }
  });

  test('after a refused form, closing the message puts focus on the first field to fix, which names its hint and its error', async ({
    page,
  }) => {
    await page.goto('/auth/register');
    await waitForHydration(page);
    await page.getByLabel('Name').fill('Rudi');
    await page.getByLabel('Email').fill('not-an-email');
    // Sent from the button, which is disabled while sending (focus used to fall to the page).
    await page.getByRole('button', { name: 'Create account' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).press('Enter');
    await expect(dialog).toBeHidden();
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-invalid', 'true');
    // (By name: a closed dialog named by a message that mentions the email is labelled "email" too.)
    await expect(page.locator('input[name="email"]')).toBeFocused();
    // Closed with Escape instead of OK: the same.
    await page.getByRole('button', { name: 'Create account' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('input[name="email"]')).toBeFocused();
    // A field with a hint keeps it described next to its error.
    const password = page.getByLabel('Password', { exact: true });
    const described = (await password.getAttribute('aria-describedby')) ?? '';
    expect(described.split(' ')).toHaveLength(2);
  });

  test('logging out ends the session: the old cookie no longer signs anyone in', async ({ page, context }) => {
    await logIn(page, true, 'demo@example.com', 'demo12345');
    await expect(page).toHaveURL(`${BASE_URL}/account/edit-profile`);
    const before = (await context.cookies()).find((c) => c.name === 'karir_session')!;
    await logOut(page);
    // A copy of the cookie taken before logout (stolen, or restored from a backup) is dead too.
    await context.addCookies([before]);
    await page.goto('/account/edit');
    await expect(page).toHaveURL(`${BASE_URL}/auth/login?redirect=%2Faccount%2Fedit`);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('repeated wrong passwords hit the rate limit with a clear message', async ({ page }) => {
      const email = uniqueEmail('limited');
      await page.goto('/auth/login');
      let limited = false;
      // Five attempts per IP and account in 15 minutes (each server process counts its own).
      for (let attempt = 0; attempt < 12 && !limited; attempt += 1) {
        await logIn(page, false, email, `wrong-${attempt}`, '');
        const text = await page.locator('.form-alert--error').textContent();
        limited = /Too many attempts\. Try again in \d+ minutes?\./.test(text ?? '');
      }
      expect(limited).toBe(true);
    });

    test('the current password on the account page cannot be guessed without limit', async ({ page, request }) => {
      const email = uniqueEmail('guessed');
      await createAccount(request, { name: 'Gita Lestari', email, password: 'right-pass-1' });
      await logIn(page, false, email, 'right-pass-1');
      await expect(page).toHaveURL(`${BASE_URL}/account/edit-profile`);
      await page.goto('/account/edit');
      const passwordForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Change password' }) });
      const tryPassword = async (current: string) => {
        await passwordForm.getByLabel('Current password').fill(current);
        await passwordForm.getByLabel('New password').fill('next-pass-2');
        await passwordForm.getByLabel('Confirm password').fill('next-pass-2');
        await passwordForm.getByRole('button', { name: 'Change password' }).click();
        return (await passwordForm.locator('.form-alert, .field-error').allTextContents()).join(' ');
      };
      let limited = false;
      // Five tries per account in 15 minutes (each server process counts its own).
      for (let attempt = 0; attempt < 12 && !limited; attempt += 1) {
        limited = /Too many attempts\. Try again in \d+ minutes?\./.test(await tryPassword(`wrong-${attempt}`));
      }
      expect(limited).toBe(true);
      // Even the right password is refused now, and it was not changed.
      expect(await tryPassword('right-pass-1')).toMatch(/Too many attempts/);
      await logOut(page);
      await logIn(page, false, email, 'right-pass-1');
      await expect(page).toHaveURL(`${BASE_URL}/account/edit-profile`);
    });
  });
});
