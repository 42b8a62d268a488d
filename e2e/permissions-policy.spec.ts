import type { Page } from '@playwright/test';
import { createAccount, expect, test, waitForHydration } from './fixtures';

/**
 * Permissions-Policy: every page denies what the site does not use, and the camera and
 * microphone, but the profile editor, where the video recorder is, which may use them on the
 * site's own origin. A document keeps the policy it was loaded with, so the client router
 * loads the editor in full (and the page after it), and the recorder can reach the camera.
 */
const PASSWORD = 'rahasia-123';

const cameraAllowed = (page: Page) =>
  page.evaluate(() => {
    const policy = (document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy;
    if (!policy) throw new Error('no document.featurePolicy in this browser');
    return {
      camera: policy.allowsFeature('camera'),
      microphone: policy.allowsFeature('microphone'),
      geolocation: policy.allowsFeature('geolocation'),
    };
  });

test('pages deny the camera, microphone and unused features; a cached answer carries the header too', async ({ request }) => {
  for (const path of ['/', '/id', '/explore-jobs', '/id/contact-us', '/auth/login']) {
    for (let round = 0; round < 2; round += 1) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const policy = response.headers()['permissions-policy'] ?? '';
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('microphone=()');
      expect(policy, path).toContain('geolocation=()');
      expect(policy, path).toContain('payment=()');
    }
  }
});

test('the profile editor alone may use the camera and microphone, on its own origin, in both languages', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `perm-${Date.now()}@example.com`;
  await createAccount(request, { name: 'Wulan Sari', email, password: PASSWORD });

  // Log in with JavaScript: the login's redirect lands on the editor, which needs its own policy.
  await page.goto('/auth/login');
  await waitForHydration(page);
  expect(await cameraAllowed(page)).toEqual({ camera: false, microphone: false, geolocation: false });
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/edit-profile$/);
  await waitForHydration(page);
  expect(await cameraAllowed(page)).toEqual({ camera: true, microphone: true, geolocation: false });

  for (const path of ['/account/edit-profile', '/id/account/edit-profile']) {
    const policy = (await page.request.get(path)).headers()['permissions-policy'] ?? '';
    expect(policy, path).toContain('camera=(self)');
    expect(policy, path).toContain('microphone=(self)');
    expect(policy, path).toContain('geolocation=()');
  }
  for (const path of ['/account/edit', '/id/account/job-applications']) {
    const policy = (await page.request.get(path)).headers()['permissions-policy'] ?? '';
    expect(policy, path).toContain('camera=()');
  }

  // From another account page by a link: the editor is loaded in full, with the camera.
  await page.goto('/account/edit');
  await waitForHydration(page);
  expect((await cameraAllowed(page)).camera).toBe(false);
  await page.locator('a[href="/account/edit-profile"]').first().click();
  await expect(page).toHaveURL(/\/account\/edit-profile$/);
  await waitForHydration(page);
  expect((await cameraAllowed(page)).camera).toBe(true);

  // And back out of it: the next page gets its own, camera-less policy again.
  await page.goBack();
  await expect(page).toHaveURL(/\/account\/edit$/);
  await waitForHydration(page);
  expect((await cameraAllowed(page)).camera).toBe(false);
});
