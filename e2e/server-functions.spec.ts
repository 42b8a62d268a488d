import http from 'node:http';
import { BASE_URL } from '../playwright.config';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

async function switchToIndonesian(page: Page) {
  await page.getByRole('button', { name: 'ID', exact: true }).first().click();
  await expect(page).toHaveURL(`${BASE_URL}/id/about`);
  await expect(page.locator('h1')).toHaveText('Tentang kami');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('id-ID');
  // Kept for 365 days.
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);
}

test.describe('the language switch server function', () => {
  test('works without JavaScript (plain form post)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    await switchToIndonesian(page);
    await context.close();
  });

  test('works with JavaScript as a server function call, without a reload', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    const actionCall = page.waitForRequest((request) => request.method() === 'POST' && request.headers()['rsc-action'] !== undefined);
    await switchToIndonesian(page);
    expect((await actionCall).headers()['rsc-action']).toBe('src/server/actions/locale.ts#switchLocale');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
  });

  for (const javaScriptEnabled of [false, true]) {
    test(`on an article it lands on the article's own slug in the other language (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/blog');
      const href = await page.locator('.article-card__title a').first().getAttribute('href');
      await page.goto(href!);
      if (javaScriptEnabled) await waitForHydration(page);
      const alternate = page.locator('link[rel="alternate"][hreflang="id"]');
      await expect(alternate).not.toHaveAttribute('href', `${BASE_URL}/id${href}`);
      const twin = await alternate.getAttribute('href');
      await page.getByRole('button', { name: 'ID', exact: true }).first().click();
      await expect(page).toHaveURL(twin!);
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      // And back: the English button of the Indonesian page names the English slug.
      await page.getByRole('button', { name: 'EN', exact: true }).first().click();
      await expect(page).toHaveURL(`${BASE_URL}${href}`);
      await context.close();
    });
  }
});

test.describe('CSRF rules for server functions', () => {
  const form = () => {
    const data = new FormData();
    data.set('$ACTION_ID_src/server/actions/locale.ts#switchLocale', '');
    data.set('locale', 'id-ID');
    data.set('path', '/about');
    return data;
  };

  test('a post from another origin is refused before it runs', async ({ request }) => {
    const response = await request.post('/about', { multipart: form(), headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
    expect(response.headers()['set-cookie'] ?? '').not.toContain('i18n_redirected');
  });

  test('an opaque "null" origin and a cross-site post without Origin are refused', async ({ request }) => {
    const nullOrigin = await request.post('/about', { multipart: form(), headers: { Origin: 'null' }, maxRedirects: 0 });
    expect(nullOrigin.status()).toBe(403);
    const crossSite = await request.post('/about', { multipart: form(), headers: { 'Sec-Fetch-Site': 'cross-site' }, maxRedirects: 0 });
    expect(crossSite.status()).toBe(403);
  });

  test('the same post from our own origin runs', async ({ request }) => {
    const response = await request.post('/about', { multipart: form(), headers: { Origin: BASE_URL }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/id/about');
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('switching language on the login page stays on the login page and keeps where to go afterwards', async ({ request }) => {
    const data = form();
    data.set('path', '/auth/login?redirect=%2Faccount%2Fbookmark');
    const response = await request.post('/auth/login', { multipart: data, headers: { Origin: BASE_URL }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    // The way back follows the language chosen.
    expect(response.headers().location).toBe('/id/auth/login?redirect=%2Fid%2Faccount%2Fbookmark');
    const english = form();
    english.set('locale', 'en-US');
    english.set('path', '/id/auth/login?redirect=%2Fid%2Faccount%2Fbookmark%3Fpage%3D2');
    const back = await request.post('/id/auth/login', { multipart: english, headers: { Origin: BASE_URL }, maxRedirects: 0 });
    expect(back.headers().location).toBe('/auth/login?redirect=%2Faccount%2Fbookmark%3Fpage%3D2');
    // Somewhere else entirely is still refused.
    data.set('path', '//evil.example/auth/login');
    const offSite = await request.post('/auth/login', { multipart: data, headers: { Origin: BASE_URL }, maxRedirects: 0 });
    expect(offSite.headers().location).toBe('/id');
  });

  test('an action id the build does not know is answered 404', async ({ request }) => {
    const response = await request.post('/about', {
      headers: { Origin: BASE_URL, 'rsc-action': 'src/server/actions/locale.ts#notExported', 'Content-Type': 'text/plain' },
      data: '[]',
    });
    expect(response.status()).toBe(404);
    const unknownModule = await request.post('/about', {
      headers: { Origin: BASE_URL, 'rsc-action': 'node_modules/evil.js#run', 'Content-Type': 'text/plain' },
      data: '[]',
    });
    expect(unknownModule.status()).toBe(404);
  });

  test('hand-made calls of a known action are answered 400, not 500', async ({ request }) => {
    for (const data of ['garbage', '', '{"not":"an array"}']) {
      const response = await request.post('/auth/login', {
        headers: { Origin: BASE_URL, 'rsc-action': 'src/server/actions/auth.ts#login', 'Content-Type': 'text/plain' },
        data,
      });
      expect(response.status(), JSON.stringify(data)).toBe(400);
    }
    // The login form sent as a plain action id: login gets no form of its own.
    const form = new FormData();
    form.set('$ACTION_ID_src/server/actions/auth.ts#login', '');
    form.set('email', 'demo@example.com');
    form.set('password', 'demo12345');
    const plain = await request.post('/auth/login', { multipart: form, headers: { Origin: BASE_URL }, maxRedirects: 0 });
    expect(plain.status()).toBe(400);
    // Any action posted that way, whether or not it reads its form before validating it.
    const apply = new FormData();
    apply.set('$ACTION_ID_src/server/actions/apply.ts#apply', '');
    apply.set('job', '1');
    expect((await request.post('/auth/login', { multipart: apply, headers: { Origin: BASE_URL }, maxRedirects: 0 })).status()).toBe(400);
    // Actions that take the form as their only argument, called with something else (no sign-in needed to reach them).
    for (const [action, args] of [
      ['src/server/actions/locale.ts#switchLocale', '[]'],
      ['src/server/actions/locale.ts#switchLocale', '[1]'],
      ['src/server/actions/bookmarks.ts#toggleBookmark', '["x"]'],
      ['src/server/actions/apply.ts#apply', '[{"status":"idle"},"x"]'],
    ] as const) {
      const response = await request.post('/about', {
        headers: { Origin: BASE_URL, 'rsc-action': action, 'Content-Type': 'text/plain' },
        data: args,
      });
      expect(response.status(), `${action} ${args}`).toBe(400);
    }
    // The same as a plain form post binding a string where the form belongs.
    const bound = new FormData();
    bound.set('$ACTION_REF_1', '');
    bound.set('$ACTION_1:0', JSON.stringify({ id: 'src/server/actions/locale.ts#switchLocale', bound: '$@1' }));
    bound.set('$ACTION_1:1', '[1]');
    expect((await request.post('/about', { multipart: bound, headers: { Origin: BASE_URL }, maxRedirects: 0 })).status()).toBe(400);
  });

  test('a form post over the size limit is refused with 413, even without Content-Length', async () => {
    const boundary = 'x-boundary';
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${BASE_URL}/about`, {
        method: 'POST',
        headers: { Origin: BASE_URL, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        resolve(res.statusCode ?? 0);
      });
      // The server may close the connection while we are still sending; only its answer matters.
      req.on('error', (error) => (answered ? undefined : reject(error)));
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`);
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 40; i += 1) req.write(chunk);
      req.end(`\r\n--${boundary}--\r\n`);
    });
    expect(status).toBe(413);
  });

  test('other methods are refused', async ({ request }) => {
    const response = await request.delete('/about');
    expect(response.status()).toBe(405);
  });
});
