import http from 'node:http';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

/** A JSON post on a connection of its own, so consecutive posts reach different cluster workers. */
function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

const wrongLogin = (base: string, email: string, headers: Record<string, string> = {}) =>
  postJson(base, '/api/login', { email, password: 'not-the-password' }, headers);

test.describe('login limits count once for the whole site', () => {
  test.setTimeout(180_000);
  let server: OwnServer;

  test.afterEach(async () => server?.stop());

  test('five tries per IP and address, whatever the number of cluster workers', async () => {
    server = await startOwnServer({ WEB_CONCURRENCY: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await wrongLogin(server.url, 'someone@example.com')).status);
    // Counted per worker, two workers let ten through.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  test('X-Forwarded-For chooses nothing unless a proxy is configured: a rotating header is still one client', async () => {
    server = await startOwnServer();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await wrongLogin(server.url, 'someone@example.com', { 'x-forwarded-for': `203.0.113.${i + 1}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  test('behind a configured proxy, the address it forwards is the client', async () => {
    server = await startOwnServer({ TRUST_PROXY: 'loopback' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await wrongLogin(server.url, 'someone@example.com', { 'x-forwarded-for': `203.0.113.${i + 1}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
  });

  test('a browser that signed in before still gets in with the right password after its office IP was flooded; a new browser does not', async ({
    browser,
  }) => {
    server = await startOwnServer({ SEED_ON_EMPTY: '1' });
    const office = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await office.newPage();
    const logIn = async () => {
      await page.goto('/auth/login');
      await page.getByLabel('Email').fill('demo@example.com');
      await page.getByLabel('Password', { exact: true }).fill('demo12345');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
    };
    await logIn();
    await expect(page).toHaveURL(/\/account\/edit-profile$/);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    // Someone in the same office (same IP) fails for many other addresses: the IP is limited.
    let refused = 0;
    for (let round = 0; round < 26 && refused === 0; round += 1) {
      const replies = await Promise.all([0, 1, 2, 3].map((i) => wrongLogin(server.url, `colleague${round * 4 + i}@example.com`)));
      refused = replies.filter((reply) => reply.status === 429).length;
    }
    expect(refused).toBeGreaterThan(0);
    expect((await postJson(server.url, '/api/login', { email: 'demo@example.com', password: 'demo12345' })).status).toBe(429);

    // The browser that signed in before passes with the right password.
    await logIn();
    await expect(page).toHaveURL(/\/account\/edit-profile$/);

    // A browser that never did is refused like anyone from that IP.
    const stranger = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const other = await stranger.newPage();
    await other.goto('/auth/login');
    await other.getByLabel('Email').fill('demo@example.com');
    await other.getByLabel('Password', { exact: true }).fill('demo12345');
    await other.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(other.getByText(/too many attempts/i).first()).toBeVisible();
    await expect(other).toHaveURL(/\/auth\/login/);
    await office.close();
    await stranger.close();
  });
});
