/**
 * Live for the candidate: with a page open, a change made elsewhere (by the employer side, here
 * straight into the database or through another request) shows within 2 seconds without a
 * reload: the header's unread count, the applications page's status badges. Across the workers
 * of a cluster and across a restart (an event made while the stream was down is not lost), and
 * the stream ends at logout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import pg from 'pg';
import { createAccount, expect, test, waitForHydration } from './fixtures';
import { freePort } from '../scripts/free-port';
import { stopChild } from './operator-process';

/** What an update must take at most, as the issue asks. */
const LIVE_MS = 2_000;
const bell = (page: Page) => page.getByTestId('header-notifications');

/** A marker a reload would lose: the update came without one. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { liveMarker: boolean }).liveMarker = true));
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker === true);
}

test.describe('on the test server', () => {
  let serial = 0;

  async function signedIn(page: Page): Promise<void> {
    const email = `live-${Date.now()}-${++serial}@example.com`;
    await createAccount(page.request, { name: 'Dewi Lestari', email, password: 'rahasia-123' });
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('rahasia-123');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
  }

  test('the open applications page shows a status change and the header a new notification, made by other requests, without reloading', async ({
    page,
  }) => {
    await signedIn(page);
    // The employer side's stand-in (test build only) gives the candidate an application.
    expect((await page.request.get('/__test/application-status')).status()).toBe(200);
    await page.goto('/account/job-applications');
    await waitForHydration(page);
    await markDocument(page);
    const application = page.getByTestId('application').first();
    await expect(application.locator('.badge')).toHaveText('Applied');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    expect((await page.request.get('/__test/application-status?status=interview')).status()).toBe(200);
    await expect(application.locator('.badge')).toHaveText('Interview', { timeout: LIVE_MS });
    await expect(application.getByTestId('timeline-entry').last()).toContainText('Status: Interview');
    await expect(page.getByTestId('live-announcement')).toHaveText('One of your applications has been updated.');

    expect((await page.request.get('/__test/notify')).status()).toBe(200);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread', { timeout: LIVE_MS });
    await expect(bell(page).locator('.header-notifications__count')).toHaveText('2');
    await expect(page.getByTestId('live-announcement')).toHaveText('You have a new notification.');
    expect(await sameDocument(page)).toBe(true);
  });

  test('in Indonesian the count and the status come in Indonesian', async ({ page }) => {
    await signedIn(page);
    expect((await page.request.get('/__test/application-status')).status()).toBe(200);
    await page.goto('/id/account/job-applications');
    await waitForHydration(page);
    await markDocument(page);
    expect((await page.request.get('/__test/application-status?status=offered')).status()).toBe(200);
    await expect(page.getByTestId('application').first().locator('.badge')).toHaveText('Ditawari pekerjaan', { timeout: LIVE_MS });
    expect((await page.request.get('/__test/notify')).status()).toBe(200);
    await expect(bell(page)).toHaveAccessibleName('Notifikasi, 2 belum dibaca', { timeout: LIVE_MS });
    await expect(page.getByTestId('live-announcement')).toHaveText('Anda mendapat notifikasi baru.');
    expect(await sameDocument(page)).toBe(true);
  });

  test('without a session the stream is refused with 401, not an error page', async ({ request }) => {
    const response = await request.get('/api/live/events', { headers: { Accept: 'text/event-stream' } });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

/**
 * An instance of its own on PostgreSQL with two workers: changes are written straight into the
 * database (as another instance or the employers' side would), and the instance can be
 * restarted on its port while the browser keeps the page open.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

function databaseUrl(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

const METRICS_TOKEN = 'live-updates-metrics-token-0123';

base.describe('across workers, restarts and logout (PostgreSQL)', () => {
  base.skip(!adminUrl, 'needs PostgreSQL (TEST_DATABASE_URL), as CI sets it');
  base.describe.configure({ mode: 'serial' });
  base.setTimeout(240_000);

  const database = `karir_live_${randomBytes(5).toString('hex')}`;
  let port = 0;
  let baseUrl = '';
  let child: ChildProcess | null = null;
  let candidateId = 0;

  async function startInstance(): Promise<void> {
    const started = spawn(process.execPath, [path.join(process.env.DIST_DIR ?? 'dist', 'server/main.cjs')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_BASE_URL: baseUrl,
        DATABASE_URL: databaseUrl(database),
        SESSION_SECRET: 'live-updates-test-secret-0123456789abcdef',
        WEB_CONCURRENCY: '2',
        SEED_ON_EMPTY: '1',
        LOG_LEVEL: 'error',
        METRICS_TOKEN,
        QUEUE_WORKER: 'off',
        LIVE_STREAMS_PER_ACCOUNT: '2',
        LIVE_HEARTBEAT_SECONDS: '1',
        // A stream outlives the slow-client cut-off: it is a response, not a request still arriving.
        REQUEST_TIMEOUT: '2',
        HEADERS_TIMEOUT: '2',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = started;
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`instance exited with ${started.exitCode}`);
      const ok = await fetch(`${baseUrl}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) throw new Error('instance did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function openStreams(): Promise<number> {
    const response = await fetch(`${baseUrl}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    const line = (await response.text()).split('\n').find((l) => l.startsWith('live_streams_open'));
    return Number(line?.split(' ')[1] ?? NaN);
  }

  async function logIn(page: Page): Promise<void> {
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
  }

  /** The first application the page lists that can still move, and its badge. */
  async function firstOpenApplication(page: Page) {
    const open = page
      .getByTestId('application')
      .filter({ has: page.locator('input[name="application"]') })
      .first();
    const id = Number(await open.locator('input[name="application"]').inputValue());
    // Found again by its job's title: a final status takes the withdraw form away.
    const title = await open.locator('h2').innerText();
    return {
      id,
      badge: page
        .getByTestId('application')
        .filter({ has: page.locator('h2', { hasText: title }) })
        .locator('.badge'),
    };
  }

  base.beforeAll(async () => {
    base.setTimeout(240_000);
    await sql(adminUrl!, `CREATE DATABASE ${database}`);
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    await startInstance();
    candidateId = Number(
      (await sql<{ id: number }>(databaseUrl(database), `SELECT id FROM users WHERE email = 'demo@example.com'`))[0]!.id,
    );
  });

  base.afterAll(async () => {
    if (child) await stopChild(child);
    if (adminUrl) await sql(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  base(
    'a change written into the database reaches the open page within 2 s; after a restart, one made while the stream was down shows too',
    async ({ page }) => {
      await logIn(page);
      // Once the navigation commits, the page after login is gone: every stream from here is this page's.
      await page.goto(`${baseUrl}/account/job-applications`, { waitUntil: 'commit' });
      const streams: { lastEventId: string | undefined }[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/live/events'))
          void request.allHeaders().then((headers) => streams.push({ lastEventId: headers['last-event-id'] }));
      });
      await waitForHydration(page);
      await markDocument(page);
      await expect.poll(() => streams.length).toBe(1);
      const { id, badge } = await firstOpenApplication(page);
      const unread = Number(
        (
          await sql<{ n: number }>(
            databaseUrl(database),
            'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
            [candidateId],
          )
        )[0]!.n,
      );

      const [current] = await sql<{ status: string }>(databaseUrl(database), 'SELECT status FROM applications WHERE id = $1', [id]);
      const [next, shown] = current!.status === 'offered' ? ['shortlisted', 'Shortlisted'] : ['offered', 'Offer made'];
      await expect(badge).not.toHaveText(shown);
      await sql(databaseUrl(database), 'UPDATE applications SET status = $2 WHERE id = $1', [id, next]);
      await expect(badge).toHaveText(shown, { timeout: LIVE_MS });
      await sql(databaseUrl(database), `INSERT INTO notifications (user_id, type) VALUES ($1, 'application.status_changed')`, [
        candidateId,
      ]);
      await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread + 1} unread`, { timeout: LIVE_MS });

      // The stream stays open past REQUEST_TIMEOUT (2 s) with heartbeats, and pages are served meanwhile.
      // eslint-disable-next-line playwright/no-wait-for-timeout -- the server's timeout has to pass.
      await page.waitForTimeout(3_000);
      expect(await openStreams()).toBe(1);
      expect(streams, 'one stream, not reconnections').toHaveLength(1);
      const started = Date.now();
      expect((await fetch(`${baseUrl}/explore-jobs`)).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);

      // The instance stops (its streams end) and comes back; meanwhile the employer moves the application on.
      await stopChild(child!);
      await sql(databaseUrl(database), `UPDATE applications SET status = 'hired' WHERE id = $1`, [id]);
      await startInstance();
      await expect(badge).toHaveText('Hired', { timeout: 20_000 });
      expect(await sameDocument(page)).toBe(true);
      // The browser reconnected saying what it had seen last.
      expect(streams.some((stream) => stream.lastEventId)).toBe(true);
    },
  );

  base('the tabs of a browser share one stream, all of them updated; logout ends it', async ({ browser }) => {
    const context = await browser.newContext();
    const reading = await context.newPage();
    await logIn(reading);
    await reading.goto(`${baseUrl}/account/job-applications`);
    await waitForHydration(reading);
    await expect.poll(openStreams, { timeout: LIVE_MS }).toBe(1);
    const other = await context.newPage();
    await other.goto(`${baseUrl}/id/account/notification`);
    await waitForHydration(other);
    // Over HTTP/1.1 a browser has six connections per site: a stream per tab would use them up.
    await other.waitForTimeout(1_000);
    expect(await openStreams()).toBe(1);
    const unread = Number(
      (
        await sql<{ n: number }>(
          databaseUrl(database),
          'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
          [candidateId],
        )
      )[0]!.n,
    );
    const listed = await other.getByTestId('notification').count();
    await sql(databaseUrl(database), `INSERT INTO notifications (user_id, type) VALUES ($1, 'interview.invited')`, [candidateId]);
    await expect(bell(reading)).toHaveAccessibleName(`Notifications, ${unread + 1} unread`, { timeout: LIVE_MS });
    // The other tab, in Indonesian, hears it from the first one's stream, and its list shows it.
    await expect(bell(other)).toHaveAccessibleName(`Notifikasi, ${unread + 1} belum dibaca`, { timeout: LIVE_MS });
    await expect(other.getByTestId('notification')).toHaveCount(Math.min(listed + 1, 20), { timeout: LIVE_MS });

    await other.getByRole('button', { name: 'Keluar' }).click();
    await expect(other).toHaveURL(/\/auth\/login/);
    // The reading page's stream was ended by the server, and its reconnect is refused (401).
    await expect.poll(openStreams, { timeout: LIVE_MS }).toBe(0);
    await reading.waitForTimeout(1_500);
    expect(await openStreams()).toBe(0);
    await context.close();
  });

  base('streams beyond the per-account limit are refused with 429 and Retry-After', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const controllers: AbortController[] = [];
    const statuses: number[] = [];
    let refused: Response | null = null;
    // Two workers, two streams each at most (LIVE_STREAMS_PER_ACCOUNT is per process).
    for (let i = 0; i < 6; i += 1) {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await fetch(`${baseUrl}/api/live/events`, {
        headers: { cookie, Accept: 'text/event-stream', 'Accept-Encoding': 'gzip, br' },
        signal: controller.signal,
      });
      statuses.push(response.status);
      if (response.status !== 200) {
        refused ??= response;
        continue;
      }
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      // Compressed, it would sit in the compressor's buffer.
      expect(response.headers.get('content-encoding')).toBeNull();
      if (i === 0) {
        // The state at once, then heartbeats (LIVE_HEARTBEAT_SECONDS=1).
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        let text = '';
        const until = Date.now() + 3_000;
        while (Date.now() < until && !(text.includes('event: state') && text.includes(': keep-alive'))) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
        expect(text).toMatch(/^retry: 1000\n\n/);
        expect(text).toMatch(/id: \S+\nevent: state\ndata: \{"unread":\d+/);
        expect(text).toContain(': keep-alive');
      }
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(4);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toBe('60');
    expect(((await refused!.json()) as { message: string }).message).toMatch(/Too many pages of this account/);
    for (const controller of controllers) controller.abort();
    await context.close();
  });
});
