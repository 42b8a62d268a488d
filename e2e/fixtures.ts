import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Every test watches the browser console: a Content-Security-Policy violation, a hydration
 * mismatch or an uncaught error fails the test that caused it.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      const serious = problems.filter((text) => !/status of 4\d\d/.test(text) || /Content Security Policy/i.test(text));
      expect(serious, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let registrations = 0;

/**
 * A fresh candidate account, registered through the JSON API (the tests are about what comes
 * after). Each from an address of its own (the test server trusts its loopback proxy), as
 * separate candidates would: registrations are limited per IP for the whole site.
 */
export async function createAccount(request: APIRequestContext, account: { name: string; email: string; password: string }): Promise<void> {
  registrations += 1;
  const created = await request.post('/api/register', {
    data: { ...account, password_confirmation: account.password, agree: true },
    // The test server trusts its loopback proxy only, so the address it counts is the last one.
    headers: {
      'X-Forwarded-For': `203.0.113.${process.pid % 250}, 100.${64 + (process.pid % 64)}.${Math.floor(registrations / 250) % 250}.${registrations % 250}`,
    },
  });
  expect(created.status()).toBe(201);
}

/** The page's head metadata as a crawler sees it. */
export async function headOf(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    h1: [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim()),
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [link.hreflang, link.href]),
    ),
  }));
}

/** Resolves once React has hydrated the document and the router is listening (entry.tsx marks it). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
}
