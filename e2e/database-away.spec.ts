import { expect, test } from './fixtures';
import { ownPort, startOwnServer, type OwnServer } from './own-server';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

const at = (server: OwnServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

test.describe('the database goes away and comes back', () => {
  test.setTimeout(300_000);
  let postgres: ThrowawayPostgres | undefined;
  let server: OwnServer | undefined;

  test.afterAll(async () => {
    await server?.stop();
    postgres?.remove();
  });

  test("503 with Retry-After and a page in the visitor's language, JSON for the API, cached pages still served, /readyz follows, recovery without a restart", async ({
    browser,
  }) => {
    postgres = startThrowawayPostgres(ownPort());
    server = await startOwnServer({ DATABASE_URL: postgres.url, SEED_ON_EMPTY: '1' });
    const base = server.url;

    // A signed-in visitor and a page in the cache, while everything is up.
    const context = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/edit-profile$/);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'karir_session')!;
    await context.close();
    for (let i = 0; i < 3; i += 1) await at(server, '/about');
    expect((await at(server, '/about')).headers.get('x-cache')).toBe('HIT');

    postgres.stop();

    const uncached = await at(server, `/explore-jobs?q=akuntansi&away=${Date.now()}`);
    expect(uncached.status).toBe(503);
    expect(Number(uncached.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await uncached.text()).toContain("We'll be right back");
    const indonesian = await at(server, `/id/explore-jobs?q=akuntansi&away=${Date.now()}`);
    expect(indonesian.status).toBe(503);
    expect(await indonesian.text()).toContain('Kami akan segera kembali');
    // The contact page reads the FAQ's address: the same 503, in either language, as a page or a payload.
    for (const [path, text] of [
      ['/contact-us', "We'll be right back"],
      ['/id/contact-us', 'Kami akan segera kembali'],
    ] as const) {
      const contact = await at(server, `${path}?away=${Date.now()}`);
      expect(contact.status, path).toBe(503);
      expect(Number(contact.headers.get('retry-after')), path).toBeGreaterThan(0);
      expect(await contact.text(), path).toContain(text);
    }
    expect((await at(server, `/contact-us.rsc?away=${Date.now()}`)).status).toBe(503);
    const signedIn = await at(server, '/account/bookmark', { cookie: `karir_session=${session.value}` });
    expect(signedIn.status).toBe(503);
    expect(await signedIn.text()).toContain("We'll be right back");
    const sitemap = await at(server, '/sitemap.xml');
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('retry-after')).not.toBeNull();
    const api = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo12345' }),
    });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).not.toBeNull();
    expect((await api.json()).message).toMatch(/unavailable/i);
    // Pages in the cache are still served.
    const about = await at(server, '/about');
    expect(about.status).toBe(200);
    expect(about.headers.get('x-cache')).toBe('HIT');
    expect((await at(server, '/healthz')).status).toBe(200);
    expect((await at(server, '/readyz')).status).toBe(503);

    postgres.start();
    const back = Date.now();
    await expect.poll(async () => (await at(server!, '/readyz')).status, { timeout: 15_000, intervals: [250] }).toBe(200);
    const recovered = await at(server, `/explore-jobs?q=akuntansi&back=${Date.now()}`);
    expect(recovered.status).toBe(200);
    expect(await recovered.text()).toContain('job-card');
    expect(Date.now() - back).toBeLessThan(15_000);
  });
});
