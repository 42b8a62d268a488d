import { createAccount, expect, test, waitForHydration } from './fixtures';

/**
 * On a phone the editor's save bar of a changed section sticks to the bottom of the screen, and
 * steps aside while the on-screen keyboard is up. Chromium has no keyboard here: the window
 * losing much of its height while the screen stays the same is what an Android keyboard does,
 * and what the page watches; the DevTools protocol sets the two apart (Playwright's viewport
 * size moves the screen with it, which reads as turning the phone).
 */
test('on a phone, a changed section’s save bar sticks to the bottom and hides while the keyboard is up', async ({ browser, request }) => {
  const email = `keyboard-${Date.now()}@example.com`;
  await createAccount(request, { name: 'Sari Wulandari', email, password: 'rahasia-123' });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  const windowHeight = (height: number) =>
    devtools.send('Emulation.setDeviceMetricsOverride', {
      width: 390,
      height,
      deviceScaleFactor: 1,
      mobile: false,
      screenWidth: 390,
      screenHeight: 844,
    });
  await windowHeight(844);
  await page.goto('/auth/login');
  await waitForHydration(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('rahasia-123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/edit-profile$/);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-keyboard', 'hidden');

  const form = page.getByRole('form', { name: 'About me', exact: true });
  const actions = form.locator('.profile-form__actions');
  await expect(actions).toHaveCSS('position', 'static');
  await form.locator('textarea[name="about_me"]').fill('Saya analis data yang suka angka.');
  await expect(actions).toHaveCSS('position', 'sticky');
  await expect(actions).toBeVisible();

  await windowHeight(460);
  await expect(page.locator('html')).toHaveAttribute('data-keyboard', 'visible');
  await expect(actions).toBeHidden();

  await windowHeight(844);
  await expect(page.locator('html')).toHaveAttribute('data-keyboard', 'hidden');
  await expect(actions).toBeVisible();
  // Saved, the form is no longer changed: the bar goes back into the card.
  await actions.getByRole('button', { name: 'Save' }).click();
  await expect(actions).toHaveCSS('position', 'static');
  await context.close();
});
