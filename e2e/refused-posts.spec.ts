import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

async function logIn(page: Page) {
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('posts from another spelling of the address', () => {
  test.setTimeout(180_000);
  let server: OwnServer;

  test.afterEach(async () => server?.stop());

  test('in development, forms work on 127.0.0.1 when the base URL says localhost', async ({ browser }) => {
    server = await startOwnServer({ NODE_ENV: 'development', SESSION_SECRET: '', PUBLIC_BASE_URL: '' });
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await waitForHydration(page);
    await logIn(page);
    await expect(page).toHaveURL(/\/account\/edit-profile$/);
    await context.close();
  });

  test('a refused post shows the error dialog with JavaScript and an error page without, and is logged', async ({ browser }) => {
    // The base URL names localhost; the browser uses 127.0.0.1: another origin, in production.
    server = await startOwnServer({ SEED_ON_EMPTY: '1', PUBLIC_BASE_URL: 'http://localhost:1' });
    const message = 'This form could not be sent from this address.';

    const withJs = await browser.newContext({ baseURL: server.url });
    const page = await withJs.newPage();
    await page.goto('/auth/login');
    await waitForHydration(page);
    await logIn(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Oops...' })).toBeVisible();
    await expect(dialog).toContainText(message);
    await dialog.getByRole('button', { name: 'OK' }).click();
    // The page is still there, with what was typed.
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('demo@example.com');
    await withJs.close();

    const withoutJs = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const plain = await withoutJs.newPage();
    await plain.goto('/auth/login');
    const answer = plain.waitForResponse((response) => response.request().method() === 'POST');
    await logIn(plain);
    expect((await answer).status()).toBe(403);
    await expect(plain.getByText(message)).toBeVisible();
    await expect(plain.getByRole('link', { name: /home/i }).first()).toBeVisible();
    await withoutJs.close();

    expect(server.log()).toContain('"message":"post refused"');
  });
});
