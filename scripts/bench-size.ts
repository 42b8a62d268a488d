import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { ensureChromium } from './chromium.ts';
import { startLoadServer } from './load/load-server.ts';
import { BROWSER_HEADERS } from '../load-tests/lib/options.js';
import { firstPath } from './bench/first-path.ts';

/**
 * npm run bench:size — per page type, signed out and (the candidate's own pages) signed in as
 * the demo candidate: HTML bytes (raw, gzip), the inline flight payload, and the JavaScript a
 * first visit downloads (raw, gzip), against a production build on the small demo data set
 * (or BASE_URL). The JavaScript is what Chromium really fetches while the page loads and
 * settles (script tags, the chunks the router asks for, lazily imported ones such as
 * web-vitals), each sized as the server sends it gzip-compressed. Exits 1 when any page is
 * over the budget.
 */
/** The Next.js peer's first-load JavaScript (../shared/peers/nextjs-jobs, gzip), and our share of it. */
const PEER_FIRST_LOAD_GZIP = 135 * 1024;
const PEER_SHARE = 0.65;
const FIRST_LOAD_BUDGET_GZIP = Math.round(PEER_FIRST_LOAD_GZIP * PEER_SHARE);
const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo12345' };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Size {
  readonly raw: number;
  readonly gzip: number;
}

/** A script's bytes as the server sends them uncompressed and gzip-compressed. */
async function scriptSize(url: string): Promise<Size> {
  const raw = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).length;
  // fetch decompresses bodies, so the gzip size is read from the response's own length.
  const gzipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const sent = Number(gzipped.headers.get('content-length'));
  const gzip =
    gzipped.headers.get('content-encoding') === 'gzip' && sent > 0 ? sent : zlib.gzipSync(Buffer.from(await gzipped.arrayBuffer())).length;
  return { raw, gzip };
}

/**
 * Every script a first visit in Chromium downloads: until no script has been asked for in
 * 2 s after the load event (10 s at most). Not Playwright's "networkidle": a signed-in page
 * keeps its live-update connection open.
 */
async function scriptsLoaded(browser: Browser, url: string, cookie?: string): Promise<string[]> {
  const context = await browser.newContext({ userAgent: BROWSER_HEADERS['User-Agent'], serviceWorkers: 'block' });
  if (cookie) await context.addCookies([{ name: cookie.split('=')[0]!, value: cookie.slice(cookie.indexOf('=') + 1), url }]);
  const page = await context.newPage();
  const scripts = new Set<string>();
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.add(request.url());
    lastScriptAt = Date.now();
  });
  await page.goto(url, { waitUntil: 'load' });
  const loadedAt = Date.now();
  while (Date.now() - lastScriptAt < 2000 && Date.now() - loadedAt < 10_000) await page.waitForTimeout(250);
  await context.close();
  return [...scripts];
}

/** The demo candidate's session cookie (`name=value`), by logging in through the page as a visitor would. */
async function demoSession(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.newContext({ userAgent: BROWSER_HEADERS['User-Agent'], serviceWorkers: 'block', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Email').fill(DEMO_LOGIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_LOGIN.password);
  await page.locator('form button[type="submit"]').last().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
  const session = (await context.cookies()).find((cookie) => cookie.name === 'karir_session');
  await context.close();
  if (!session) throw new Error('Logging in as the demo candidate did not give a session');
  return `${session.name}=${session.value}`;
}

async function main(): Promise<void> {
  const server = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startLoadServer({ data: 'small', pageCache: false });
  try {
    const company = await firstPath(server.baseUrl, '/company/');
    const pages: [string, string, boolean][] = [
      ['home', '/', false],
      ['explore-jobs', '/explore-jobs', false],
      ['job detail', await firstPath(server.baseUrl, '/job/'), false],
      ['company', company, false],
      ['blog', '/blog', false],
      ['about', '/about', false],
      ['login', '/auth/login', false],
      ['edit profile', '/account/edit-profile', true],
      ['applications', '/account/job-applications', true],
      ['write review', '/account/write-review', true],
      ['company review form', `/account/write-review/company-review?company=${company.split('/')[2]}`, true],
      ['English assessment', '/assessment/english', true],
      ['personality test', '/assessment/personality', true],
    ];
    const rows: string[][] = [['page', 'HTML', 'HTML gzip', 'inline flight', 'first-load JS', 'JS gzip', 'scripts']];
    const overBudget: string[] = [];
    const browser = await chromium.launch({
      executablePath: ensureChromium(),
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    });
    try {
      const session = await demoSession(browser, server.baseUrl);
      for (const [name, url, signedIn] of pages) {
        const cookie = signedIn ? session : undefined;
        const response = await fetch(`${server.baseUrl}${url}`, {
          headers: { 'user-agent': BROWSER_HEADERS['User-Agent'], ...(cookie ? { cookie } : {}) },
          redirect: 'manual',
        });
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}${signedIn ? ' to the demo candidate' : ''}`);
        const html = await response.text();
        const flight = [...html.matchAll(/<script nonce="[^"]*">\(self\.__FLIGHT_DATA[\s\S]*?<\/script>/g)].reduce(
          (sum, [script]) => sum + Buffer.byteLength(script),
          0,
        );
        const scripts = await scriptsLoaded(browser, `${server.baseUrl}${url}`, cookie);
        const sizes = await Promise.all(scripts.map(scriptSize));
        const js = sizes.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
        const bytes = Buffer.byteLength(html);
        rows.push([name, kb(bytes), kb(zlib.gzipSync(html).length), kb(flight), kb(js.raw), kb(js.gzip), String(scripts.length)]);
        if (js.gzip > FIRST_LOAD_BUDGET_GZIP) overBudget.push(`${name} ${kb(js.gzip)}`);
      }
    } finally {
      await browser.close();
    }
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows) process.stdout.write(`${row.map((cell, column) => cell.padStart(widths[column]!)).join('  ')}\n`);
    process.stdout.write(
      overBudget.length > 0
        ? `\nFirst-load JavaScript over the budget (${kb(FIRST_LOAD_BUDGET_GZIP)} gzip, ${PEER_SHARE} × the peer's ${kb(PEER_FIRST_LOAD_GZIP)}): ${overBudget.join(', ')}\n`
        : `\nFirst-load JavaScript of every page within the budget (${kb(FIRST_LOAD_BUDGET_GZIP)} gzip, ${PEER_SHARE} × the peer's ${kb(PEER_FIRST_LOAD_GZIP)}).\n`,
    );
    if (overBudget.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
