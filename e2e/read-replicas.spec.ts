/**
 * Read replicas for real: a PostgreSQL primary and a streaming replica of its own
 * (scripts/replica-pair.ts: initdb, pg_basebackup -R, other ports), two instances of the site
 * with DATABASE_READ_URLS. Pages read from the replica; a job put through the employer API is in
 * search within 2 s; a candidate's own write is on their next page, on the other instance, while
 * the replica has not replayed it; the replica stopped mid-run costs no error page and /readyz
 * shows it out; started again, it is used again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from './fixtures';
import { BROWSER_HEADERS } from '../load-tests/lib/options.js';
import { freePort } from '../scripts/free-port';
import { runOperatorCommand, stopChild as stop } from './operator-process';
import { startReplicaPair, type ReplicaPair } from '../scripts/replica-pair';

const TWO_SECONDS = { timeout: 2_000, intervals: [100] };
const METRICS_TOKEN = 'read-replicas-e2e-metrics-token';

interface Instance {
  readonly baseUrl: string;
}

interface Readiness {
  status: string;
  replicas: { name: string; state: string; lagMs: number | null }[];
}

async function command(script: string, args: string[], databaseUrl: string): Promise<string> {
  return runOperatorCommand(script, args, { DATABASE_URL: databaseUrl, DATA_DIR: '' });
}

async function startInstance(pair: ReplicaPair, started: ChildProcess[]): Promise<Instance> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(process.env.DIST_DIR ?? 'dist', 'server/main.cjs')], {
    env: {
      ...process.env,
      DATA_DIR: '',
      DATABASE_URL: pair.primaryUrl,
      DATABASE_READ_URLS: pair.replicaUrl,
      // Wide enough that a replica whose replay is paused for a few seconds stays in rotation: what
      // keeps a candidate's own write in view then is their cookie, not the lag bound.
      DATABASE_READ_MAX_LAG_MS: '8000',
      DATABASE_READ_CHECK_MS: '200',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      SESSION_SECRET: 'read-replicas-e2e-secret-0123456789abcdef',
      METRICS_TOKEN,
      WEB_CONCURRENCY: '1',
      PAGE_CACHE: 'on',
      SEED_ON_EMPTY: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    );
    if (sitemap.includes(`<loc>${baseUrl}/`)) return { baseUrl };
    if (Date.now() > deadline) throw new Error(`instance on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function html(instance: Instance, pathname: string): Promise<string> {
  const response = await fetch(`${instance.baseUrl}${pathname}`, { headers: { 'user-agent': BROWSER_HEADERS['User-Agent'] } });
  expect(response.status, pathname).toBe(200);
  return response.text();
}

async function readiness(instance: Instance): Promise<Readiness> {
  const response = await fetch(`${instance.baseUrl}/readyz`);
  expect(response.status).toBe(200);
  return (await response.json()) as Readiness;
}

async function metrics(instance: Instance): Promise<string> {
  return (await fetch(`${instance.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
}

/** Statements the replica answered for this instance so far (its /metrics). */
async function replicaStatements(instance: Instance): Promise<number> {
  return Number(/^karir_db_statements_total\{server="replica-1"\} (\d+)/m.exec(await metrics(instance))?.[1] ?? 0);
}

async function onReplica(pair: ReplicaPair, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: pair.replicaUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

test.describe('PostgreSQL read replicas (DATABASE_READ_URLS)', () => {
  test.setTimeout(120_000);
  const started: ChildProcess[] = [];
  let pair: ReplicaPair;
  let first: Instance;
  let second: Instance;
  let key = '';
  let company = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    pair = await startReplicaPair('karir_replicas_e2e');
    await command('src/server/seed/cli.ts', ['--jobs', '120', '--companies', '6'], pair.primaryUrl);
    company = (await command('scripts/employer.ts', ['companies'], pair.primaryUrl)).split('\n')[0]!.split('\t')[0]!;
    const output = await command('scripts/employer.ts', ['create-key', '--company', company, '--label', 'e2e replicas'], pair.primaryUrl);
    key = /^kn_live_\S+$/m.exec(output)![0];
    // One after the other: two first starts at once on a fresh database can deadlock in the job queue's set-up.
    first = await startInstance(pair, started);
    second = await startInstance(pair, started);
  });

  test.afterAll(async () => {
    await Promise.all(started.map(stop));
    pair?.remove();
  });

  test('pages are read from the replica, which /readyz shows in rotation', async () => {
    expect(await readiness(second)).toEqual({ status: 'ready', replicas: [{ name: 'replica-1', state: 'in', lagMs: expect.any(Number) }] });
    const before = await replicaStatements(second);
    for (const pathname of ['/explore-jobs?q=arsip', `/company/${company}`, '/jobs/in/jakarta-selatan']) await html(second, pathname);
    expect(await replicaStatements(second)).toBeGreaterThan(before + 3);
    const text = await metrics(second);
    expect(text).toMatch(/^karir_db_replica_in_rotation\{replica="replica-1",state="in"\} 1$/m);
    expect(text).toMatch(/^karir_db_replica_lag_seconds\{replica="replica-1"\} \d/m);
  });

  test('a job put through the employer API is in search on an instance reading from the replica within 2 s', async () => {
    const token = `rx${randomBytes(4).toString('hex')}`;
    const title = `Kurator Replika ${token}`;
    // Rendered and cached before the write: what is timed is the change reaching the reader.
    expect(await html(second, `/explore-jobs?q=${token}`)).not.toContain(title);
    const put = await fetch(`${first.baseUrl}/api/employer/v1/jobs/replika-${token}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        description: `<p>${title}: menata arsip digital.</p>`,
        location: 'jakarta-selatan',
        employmentType: 'FULL_TIME',
        workArrangement: 'onsite',
        level: 'entry',
        skills: [{ name: 'Arsip', requirement: 'must' }],
        salary: { min: 6_000_000, max: 8_000_000, currency: 'IDR', period: 'MONTH', visible: true },
        coverLetter: 'none',
        languages: ['id'],
      }),
    });
    expect(put.status).toBe(201);
    const { slug, identifier } = ((await put.json()) as { data: { slug: string; identifier: string } }).data;
    await expect.poll(async () => (await html(second, `/explore-jobs?q=${token}`)).includes(title), TWO_SECONDS).toBe(true);
    await expect.poll(async () => (await html(second, `/job/${slug}/${identifier}`)).includes(title), TWO_SECONDS).toBe(true);
    expect(await replicaStatements(second)).toBeGreaterThan(0);
  });

  test("a candidate's own write is on their next page, on the other instance, before the replica has it", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: first.baseUrl });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    const jobPath = (/href="(\/job\/[^"?#]+)"/.exec(await html(second, '/explore-jobs')) ?? [])[1];
    expect(jobPath).toBeTruthy();
    await page.goto(`${second.baseUrl}${jobPath}`);
    const bookmark = page.locator('.job-actions .bookmark-button');
    const saved = (await bookmark.getAttribute('aria-pressed')) === 'true';
    // From here the replica replays nothing: anything read from it is from before the save.
    await onReplica(pair, 'SELECT pg_wal_replay_pause()');
    try {
      await bookmark.click();
      await expect(bookmark).toHaveAttribute('aria-pressed', saved ? 'false' : 'true');
      // The next page, on the other instance.
      await page.goto(`${second.baseUrl}${jobPath}`);
      await expect(page.locator('.job-actions .bookmark-button')).toHaveAttribute('aria-pressed', saved ? 'false' : 'true');
      expect((await readiness(second)).replicas[0]!.state).toBe('in');
    } finally {
      await onReplica(pair, 'SELECT pg_wal_replay_resume()');
    }
    await context.close();
  });

  test('with the replica stopped pages are served from the primary, /readyz shows it out, and once back it is used again', async () => {
    const pages = ['/', '/explore-jobs?q=arsip', `/company/${company}`, '/jobs/in/jakarta-selatan', '/id/explore-jobs'];
    pair.stopReplica();
    try {
      // At once: no error page while the instances have not yet noticed.
      for (const instance of [first, second]) for (const pathname of pages) await html(instance, pathname);
      for (const instance of [first, second])
        await expect.poll(async () => (await readiness(instance)).replicas[0]!.state, { timeout: 5_000 }).toBe('down');
      expect(await metrics(second)).toMatch(/^karir_db_replica_in_rotation\{replica="replica-1",state="down"\} 0$/m);
      const whileDown = await replicaStatements(second);
      for (const pathname of pages) await html(second, pathname);
      expect(await replicaStatements(second)).toBe(whileDown);
    } finally {
      pair.startReplica();
    }
    await expect.poll(async () => (await readiness(second)).replicas[0]!.state, { timeout: 20_000 }).toBe('in');
    const back = await replicaStatements(second);
    for (const pathname of pages) await html(second, `${pathname}${pathname.includes('?') ? '&' : '?'}page=1`);
    expect(await replicaStatements(second)).toBeGreaterThan(back);
  });
});
