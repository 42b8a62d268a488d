import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/**
 * A new candidate on a server of the test's own: registered through the JSON API (in the
 * language given, as the register page would send it), then signed in in a fresh browser
 * context on the login page, which leads to `then`.
 */
export async function ownServerCandidate(
  browser: Browser,
  baseUrl: string,
  options: { lang: 'en' | 'id'; js: boolean; then: string },
): Promise<{ page: Page; email: string }> {
  const { lang, js, then } = options;
  const email = `candidate-${lang}-${js ? 'js' : 'nojs'}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'lamar-kerja-9';
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang === 'id' ? 'id' : 'en' },
    body: JSON.stringify({ name: 'Rina Kusuma', email, password, password_confirmation: password, agree: true }),
  });
  expect(registered.status).toBe(201);
  const page = await (await browser.newContext({ javaScriptEnabled: js, baseURL: baseUrl })).newPage();
  await page.goto(`${lang === 'id' ? '/id' : ''}/auth/login?redirect=${encodeURIComponent(then)}`);
  if (js) await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(/^(Password|Kata sandi)$/).fill(password);
  await page.getByRole('button', { name: /^(Log in|Masuk)$/ }).click();
  await expect(page).toHaveURL(`${baseUrl}${then}`);
  if (js) await waitForHydration(page);
  return { page, email };
}
