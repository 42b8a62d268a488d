import { BASE_URL } from '../playwright.config';
// Plain test: going offline makes the browser log failed requests, which the console fixture would count.
import { expect, test } from '@playwright/test';

test('the web manifest and icons are served with the theme colour', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.theme_color).toBe('#015f92');
  expect(manifest.start_url).toBe('/');
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
});

test('the service worker (scope /) serves the offline page when the network is gone', async ({ page, context }) => {
  await page.goto('/about');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${BASE_URL}/`);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.goto('/blog?from=offline').catch(() => {});
  await expect(page.locator('body')).toContainText('You are offline');
  await context.setOffline(false);
  // "Try again" asks for the page that could not load, not for the home page.
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/blog?from=offline`);
  await expect(page.locator('h1')).toContainText(/articles|blog/i);
});
