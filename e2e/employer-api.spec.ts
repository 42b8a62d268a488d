/**
 * The employer API's whole path on real servers: an operator makes a key with the command
 * (npm run employer), the employer puts a job, and the public site shows it (search, company
 * page, job page, sitemap, home) within two seconds; a change shows as quickly; a closed job
 * leaves search and the sitemap, its page says it is closed in both languages without
 * JobPosting markup, and an application sent from a form opened before the close is refused.
 * On the embedded database (one instance), and on PostgreSQL with two instances: the write on
 * one, every read on the other (the change notifications reach both).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { BROWSER_HEADERS } from '../load-tests/lib/options.js';
import { childSitemaps, pathsFromSitemap } from '../load-tests/lib/urls.js';
import { freePort } from '../scripts/free-port';
import { runOperatorCommand, stopChild as stop } from './operator-process';

const adminUrl = process.env.TEST_DATABASE_URL;
const TWO_SECONDS = { timeout: 2_000, intervals: [100] };
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Target = { DATA_DIR: string } | { DATABASE_URL: string };

/** A command of the repository's own, as an operator runs it (tsx, the same as npm run). */
async function command(script: string, args: string[], target: Target): Promise<string> {
  return runOperatorCommand(script, args, target);
}

/** Demo data (a few hundred jobs), then a key of the first company, made by the command. */
async function prepare(target: Target): Promise<{ key: string; company: string }> {
  await command('src/server/seed/cli.ts', ['--jobs', '300', '--companies', '12'], target);
  const company = (await command('scripts/employer.ts', ['companies'], target)).split('\n')[0]!.split('\t')[0]!;
  const output = await command('scripts/employer.ts', ['create-key', '--company', company, '--label', 'e2e ATS'], target);
  const key = /^kn_live_\S+$/m.exec(output)?.[0];
  expect(key, output).toBeTruthy();
  return { key: key!, company };
}

interface Instance {
  readonly baseUrl: string;
}

async function startInstance(target: Target, started: ChildProcess[]): Promise<Instance> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(process.env.DIST_DIR ?? 'dist', 'server/main.cjs')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: '',
      ...target,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      SESSION_SECRET: 'employer-api-e2e-secret-0123456789abcdef',
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

async function html(instance: Instance, pathname: string, userAgent = BROWSER_HEADERS['User-Agent']): Promise<string> {
  const response = await fetch(`${instance.baseUrl}${pathname}`, { headers: { 'user-agent': userAgent } });
  expect(response.status, pathname).toBe(200);
  return response.text();
}

async function sitemapJobPaths(instance: Instance): Promise<string[]> {
  const children = childSitemaps(await html(instance, '/sitemap.xml')).filter((child) => child.includes('/jobs-'));
  const paths = await Promise.all(children.map(async (child) => pathsFromSitemap(await html(instance, child), '/job/')));
  return paths.flat();
}

function jobBody(title: string) {
  return {
    title,
    description: `<p>${title}: menata arsip digital perusahaan.</p><ul><li>Teliti</li><li>Rapi</li></ul>`,
    location: 'jakarta-selatan',
    employmentType: 'FULL_TIME',
    workArrangement: 'onsite',
    level: 'entry',
    skills: [{ name: 'Arsip', requirement: 'must' }],
    salary: { min: 6_000_000, max: 8_000_000, currency: 'IDR', period: 'MONTH', visible: true },
    coverLetter: 'none',
    languages: ['id'],
  };
}

interface PutAnswer {
  data: { identifier: string; slug: string; url: string; status: string };
}

async function api(instance: Instance, key: string, method: string, pathname: string, body?: unknown): Promise<Response> {
  return fetch(`${instance.baseUrl}/api/employer/v1${pathname}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** A candidate signed in on `instance` (the demo account the seed makes), without JavaScript: forms post to the server. */
async function candidate(browser: Browser, instance: Instance) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: instance.baseUrl });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  return { context, page };
}

/** A whole count as the English pages write it ("1,234"). */
const whole = (text: string) => Number(text.replace(/,/g, ''));

/**
 * The open-job counts the site shows a visitor: the company's (its page's description, "… and
 * 16 open jobs.") and the place's (its landing page's intro, "There are 424 open jobs in …").
 */
async function openJobCounts(instance: Instance, company: string): Promise<{ company: number; place: number }> {
  const companyPage = await html(instance, `/company/${company}`);
  const companyCount = /<meta name="description" content="[^"]*?([\d,]+) open jobs?\."/.exec(companyPage)?.[1];
  const landing = await html(instance, '/jobs/in/jakarta-selatan');
  const placeCount =
    /There (?:is|are) ([\d,]+) open jobs? in /.exec(landing)?.[1] ?? (/There are no open jobs in /.test(landing) ? '0' : undefined);
  expect(companyCount, 'the company page names its open jobs').toBeDefined();
  expect(placeCount, 'the landing page counts its open jobs').toBeDefined();
  return { company: whole(companyCount!), place: whole(placeCount!) };
}

/** The path: put on `writer`, every look on `reader`. */
async function wholePath(writer: Instance, reader: Instance, key: string, company: string, browser: Browser): Promise<void> {
  const token = `kx${randomBytes(4).toString('hex')}`;
  const title = `Kurator Arsip ${token}`;
  // Every page is rendered (and cached) before the write: what is timed is the change reaching
  // the instance's caches, not a first render.
  for (const pathname of [`/explore-jobs?q=${token}`, `/company/${company}`, '/', '/jobs/in/jakarta-selatan'])
    expect(await html(reader, pathname)).not.toContain(title);
  await sitemapJobPaths(reader);
  const before = await openJobCounts(reader, company);
  const put = await api(writer, key, 'PUT', `/jobs/arsip-${token}`, jobBody(title));
  expect(put.status).toBe(201);
  const created = ((await put.json()) as PutAnswer).data;
  const jobPath = `/job/${created.slug}/${created.identifier}`;
  expect(created.url).toBe(`${writer.baseUrl}${jobPath}`);

  // Everywhere the public site shows jobs, within two seconds.
  await expect.poll(async () => (await html(reader, `/explore-jobs?q=${token}`)).includes(title), TWO_SECONDS).toBe(true);
  await expect.poll(async () => (await html(reader, `/company/${company}`)).includes(title), TWO_SECONDS).toBe(true);
  await expect.poll(async () => (await html(reader, '/')).includes(title), TWO_SECONDS).toBe(true);
  // The place's landing page lists the newest jobs first.
  await expect.poll(async () => (await html(reader, '/jobs/in/jakarta-selatan')).includes(title), TWO_SECONDS).toBe(true);
  await expect.poll(async () => (await sitemapJobPaths(reader)).includes(jobPath), TWO_SECONDS).toBe(true);
  expect(await html(reader, jobPath, CRAWLER)).toContain('"@type":"JobPosting"');
  // The counts the company page and the place's landing page show have taken it in.
  await expect.poll(() => openJobCounts(reader, company), TWO_SECONDS).toEqual({ company: before.company + 1, place: before.place + 1 });

  // A candidate saves the job and opens its application form while it is open.
  const { context, page } = await candidate(browser, reader);
  await page.goto(jobPath);
  await page.locator('.job-actions .bookmark-button').click();
  await expect(page.locator('.job-actions .bookmark-button')).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`${jobPath}/questions`);
  await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible();
  // The same candidate applies from a second tab while it is open; the first tab's form stays open.
  const applied = await context.newPage();
  await applied.goto(`${jobPath}/questions`);
  await applied.getByLabel(/I agree to the terms/).check();
  await applied.getByRole('button', { name: 'Send application' }).click();
  await expect(applied.getByText(`Your application for ${title} at`)).toBeVisible();
  await applied.close();

  // Changed: the new title is what the site shows.
  const changedTitle = `Kepala Arsip ${token}`;
  const change = await api(writer, key, 'PUT', `/jobs/arsip-${token}`, jobBody(changedTitle));
  expect(((await change.json()) as { outcome: string }).outcome).toBe('updated');
  const changedPath = `/job/kepala-arsip-${token}/${created.identifier}`;
  await expect
    .poll(async () => {
      const page = await html(reader, `/explore-jobs?q=${token}`);
      return page.includes(changedTitle) && !page.includes(title);
    }, TWO_SECONDS)
    .toBe(true);
  await expect.poll(async () => (await html(reader, changedPath)).includes(changedTitle), TWO_SECONDS).toBe(true);

  // Closed: out of search and the sitemap; the page stays and says so, in both languages.
  expect((await api(writer, key, 'DELETE', `/jobs/arsip-${token}`)).status).toBe(200);
  await expect.poll(async () => (await html(reader, `/explore-jobs?q=${token}`)).includes(changedTitle), TWO_SECONDS).toBe(false);
  await expect.poll(async () => (await sitemapJobPaths(reader)).includes(changedPath), TWO_SECONDS).toBe(false);
  await expect.poll(async () => (await html(reader, '/jobs/in/jakarta-selatan')).includes(changedTitle), TWO_SECONDS).toBe(false);
  await expect.poll(() => openJobCounts(reader, company), TWO_SECONDS).toEqual(before);
  const closedPage = await html(reader, changedPath, CRAWLER);
  expect(closedPage).toContain('This job is no longer accepting applications.');
  expect(closedPage).not.toContain('JobPosting');
  expect(await html(reader, `/id${changedPath}`)).toContain('Lowongan ini sudah tidak menerima lamaran.');

  // The form opened before the close is refused with the reason; the saved job is still listed.
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('This job is no longer accepting applications.').first()).toBeVisible();
  await page.goto('/account/bookmark');
  await expect(page.locator('.saved-jobs__closed').getByRole('link', { name: changedTitle })).toBeVisible();
  // The application sent while it was open is still in the account, and leads to the closed job's page.
  await page.goto('/account/job-applications');
  const application = page.getByTestId('application').filter({ hasText: changedTitle });
  await expect(application).toContainText('Applied');
  await application.getByRole('link', { name: changedTitle }).click();
  await expect(page.getByTestId('job-closed')).toContainText('This job is no longer accepting applications');
  await context.close();
}

test.describe('employer API: the whole path on the embedded database', () => {
  test.setTimeout(240_000);
  const started: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-employer-e2e-'));

  test.afterAll(async () => {
    await Promise.all(started.map(stop));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a job put with a key made by the command is on the site within 2 s, changes, and closes', async ({ browser }) => {
    // The embedded database has one owner: the command runs before the server.
    const { key, company } = await prepare({ DATA_DIR: dataDir });
    const instance = await startInstance({ DATA_DIR: dataDir }, started);
    await wholePath(instance, instance, key, company, browser);
  });
});

test.describe('employer API: two instances on PostgreSQL', () => {
  test.skip(!adminUrl, 'needs PostgreSQL (TEST_DATABASE_URL), as CI sets it');
  test.setTimeout(300_000);
  const database = `karir_e2e_${randomBytes(5).toString('hex')}`;
  const started: ChildProcess[] = [];
  const url = () => {
    const u = new URL(adminUrl!);
    u.pathname = `/${database}`;
    return u.toString();
  };
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  test.beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
  });

  test.afterAll(async () => {
    await Promise.all(started.map(stop));
    if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test('the write on one instance is on the other within 2 s; a key revoked by the command is refused at once', async ({ browser }) => {
    const target = { DATABASE_URL: url() };
    const { key, company } = await prepare(target);
    const writer = await startInstance(target, started);
    const reader = await startInstance(target, started);
    await wholePath(writer, reader, key, company, browser);

    const listed = await command('scripts/employer.ts', ['list-keys', '--company', company], target);
    const id = /^(\d+)\t/m.exec(listed)?.[1];
    expect(listed).toContain(key.slice(0, 14));
    expect(listed).not.toContain(key);
    await command('scripts/employer.ts', ['revoke-key', id!], target);
    for (const instance of [writer, reader]) expect((await api(instance, key, 'GET', '/jobs')).status).toBe(401);
  });
});
