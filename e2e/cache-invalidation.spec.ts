/**
 * Two instances of the site on one PostgreSQL database, each with its own page cache: a write
 * to a job by anyone (here, like the employers' site, straight into the database) must reach
 * both caches through LISTEN/NOTIFY, so neither keeps serving the old page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from './fixtures';
import { BROWSER_HEADERS } from '../load-tests/lib/options.js';
import { pathsFromSitemap, childSitemaps } from '../load-tests/lib/urls.js';
import { freePort } from '../scripts/free-port';
import { stopChild as stop } from './operator-process';

const adminUrl = process.env.TEST_DATABASE_URL;

interface Instance {
  readonly baseUrl: string;
  readonly child: ChildProcess;
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql: string, url = adminUrl!): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts an instance and adds it to `started` at once, so it is stopped even if it never comes up. */
async function startInstance(database: string, started: ChildProcess[]): Promise<Instance> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(process.env.DIST_DIR ?? 'dist', 'server/main.cjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      DATABASE_URL: database,
      SESSION_SECRET: 'cache-invalidation-test-secret-0123456789',
      WEB_CONCURRENCY: '1',
      PAGE_CACHE: 'on',
      SEED_ON_EMPTY: '1',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    // Its own sitemap names its own address: not some other server that took the port.
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    );
    if (sitemap.includes(`<loc>${baseUrl}/`) && child.exitCode === null) return { baseUrl, child };
    if (Date.now() > deadline) throw new Error(`instance on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function page(instance: Instance, pathname: string): Promise<{ cache: string | null; html: string }> {
  const response = await fetch(`${instance.baseUrl}${pathname}`, { headers: { 'user-agent': BROWSER_HEADERS['User-Agent'] } });
  expect(response.status).toBe(200);
  return { cache: response.headers.get('x-cache'), html: await response.text() };
}

test.describe('page cache across instances', () => {
  test.skip(!adminUrl, 'needs PostgreSQL (TEST_DATABASE_URL), as CI sets it');
  test.setTimeout(240_000);

  const database = `karir_e2e_${randomBytes(5).toString('hex')}`;
  const instances: Instance[] = [];
  const started: ChildProcess[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await admin(`CREATE DATABASE ${database}`);
    // One after the other: the first migrates and seeds the empty database.
    instances.push(await startInstance(databaseUrl(database), started));
    instances.push(await startInstance(databaseUrl(database), started));
  });

  test.afterAll(async () => {
    await Promise.all(started.map(stop));
    if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test('a job changed in the database is shown changed by every instance, not their cached copies', async () => {
    const [first, second] = instances as [Instance, Instance];
    const index = await (await fetch(`${first.baseUrl}/sitemap.xml`)).text();
    const jobSitemap = childSitemaps(index).find((child) => child.includes('/jobs-'));
    const jobPath = pathsFromSitemap(await (await fetch(`${first.baseUrl}${jobSitemap}`)).text(), '/job/')[0]!;
    const identifier = jobPath.split('/').at(-1)!;

    for (const instance of instances) {
      await page(instance, jobPath);
      const again = await page(instance, jobPath);
      expect(again.cache).toBe('HIT');
    }
    const position = `Kepala Gudang Regional ${randomBytes(3).toString('hex')}`;
    await admin(`UPDATE jobs SET position = '${position}' WHERE identifier = '${identifier}'`, databaseUrl(database));

    // NOTIFY is delivered asynchronously: each instance must drop its copy within moments.
    for (const instance of [second, first]) {
      await expect
        .poll(
          async () => {
            const { cache, html } = await page(instance, jobPath);
            return { cache, changed: html.includes(position) };
          },
          { timeout: 5_000 },
        )
        .toEqual({ cache: 'MISS', changed: true });
    }
  });
});
