/**
 * npm run bench:lighthouse -- --peer DIR [--runs 3] [--only job]
 *
 * Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4× CPU slowdown) on
 * home, explore-jobs, a job page and a company page, in English and Indonesian, against a
 * production build on the demo data (or BASE_URL), each beside the Next.js peer's nearest page
 * (../shared/peers/nextjs-jobs built in DIR as bench:peer says; PEER_DIR works too) in the same
 * run: ours and the peer's page take turns, the order swapping every run. The peer has no home
 * (its `/` only redirects to its list), no company page and one language, so home is set
 * against its job list, a company page (a company and its jobs) against its keyword + city
 * search, and both languages against the same peer pages.
 *
 * Prints each page's Performance score, Total Blocking Time and LCP as the median of the runs,
 * for both, with TBT ours ÷ peer, and the machine's load average. Exits 1 when a page's median
 * misses the budget: TBT at most the peer's (ratio ≤ 1.0) and Performance at least the peer's.
 * Ratios, not milliseconds: this shared machine's speed varies from day to day. Chromium is
 * Debian's (scripts/chromium.ts). `--only WORD` audits only the pages whose name holds WORD
 * (`job`, `company (id)`).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from './chromium.ts';
import { startLoadServer } from './load/load-server.ts';
import { median } from './bench/wrk.ts';
import { firstPath } from './bench/first-path.ts';
import { firstJobLink, PEER_SEARCH, startPeer } from './bench/peer-server.ts';

/** Our TBT over the peer's, at most. */
const MAX_TBT_RATIO = 1.0;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, peer: { type: 'string' }, only: { type: 'string' } },
});
const runs = Math.max(1, Number(values.runs));
const peerDir = path.resolve(values.peer ?? process.env.PEER_DIR ?? '');

interface Audit {
  readonly performance: number;
  readonly tbtMs: number;
  readonly lcpMs: number;
}

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  };
}

/**
 * Lighthouse now and then fails to record a load's trace (NO_NAVSTART, NO_FCP) with nothing
 * wrong on the page; such a run is taken again, at most twice.
 */
async function auditAgainOnFailure(url: string, port: number): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`${(error as Error).message}; trying again\n`);
    }
  }
}

interface Medians {
  readonly performance: number;
  readonly tbtMs: number;
  readonly lcpMs: number;
  readonly runs: string;
}

function medians(audits: readonly Audit[]): Medians {
  return {
    performance: median(audits.map((a) => a.performance)),
    tbtMs: median(audits.map((a) => a.tbtMs)),
    lcpMs: median(audits.map((a) => a.lcpMs)),
    runs: audits.map((a) => `${a.performance}/${a.tbtMs.toFixed(0)}`).join(' '),
  };
}

const load = () =>
  os
    .loadavg()
    .map((figure) => figure.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  const peer = await startPeer(peerDir);
  const server = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startLoadServer({ data: 'small', pageCache: true }).catch(async (error: unknown) => {
        await peer.stop();
        throw error;
      });
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  });
  try {
    const job = await firstPath(server.baseUrl, '/job/');
    const company = await firstPath(server.baseUrl, '/company/');
    const peerList = `${peer.baseUrl}/explore-jobs`;
    const peerJob = firstJobLink(peer.searchHtml, peer.baseUrl);
    const peerSearch = `${peer.baseUrl}${PEER_SEARCH}`;
    const pages: [name: string, ours: string, peers: string][] = [];
    for (const prefix of ['', '/id']) {
      const language = prefix ? 'id' : 'en';
      pages.push(
        [`home (${language})`, `${server.baseUrl}${prefix || '/'}`, peerList],
        [`explore-jobs (${language})`, `${server.baseUrl}${prefix}/explore-jobs`, peerList],
        [`job (${language})`, `${server.baseUrl}${prefix}${job}`, peerJob],
        [`company (${language})`, `${server.baseUrl}${prefix}${company}`, peerSearch],
      );
    }
    const loadBefore = load();
    const rows = [
      [
        'page',
        'Performance ours / peer',
        'TBT ms ours / peer',
        'TBT ours ÷ peer',
        'LCP ms ours / peer',
        'runs ours (perf/TBT)',
        'runs peer',
      ],
    ];
    const missed: string[] = [];
    for (const [name, ours, peers] of pages.filter(([name]) => !values.only || name.includes(values.only))) {
      const audits: { ours: Audit[]; peer: Audit[] } = { ours: [], peer: [] };
      for (let run = 0; run < runs; run += 1) {
        const order = run % 2 === 0 ? (['ours', 'peer'] as const) : (['peer', 'ours'] as const);
        for (const side of order) audits[side].push(await auditAgainOnFailure(side === 'ours' ? ours : peers, chrome.port));
      }
      const mine = medians(audits.ours);
      const theirs = medians(audits.peer);
      const ratio = mine.tbtMs / Math.max(theirs.tbtMs, 1);
      rows.push([
        name,
        `${mine.performance} / ${theirs.performance}`,
        `${mine.tbtMs.toFixed(0)} / ${theirs.tbtMs.toFixed(0)}`,
        `${ratio.toFixed(2)}×`,
        `${mine.lcpMs.toFixed(0)} / ${theirs.lcpMs.toFixed(0)}`,
        mine.runs,
        theirs.runs,
      ]);
      process.stderr.write(`${rows.at(-1)!.join('  ')}\n`);
      if (ratio > MAX_TBT_RATIO || mine.performance < theirs.performance) missed.push(name);
    }
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows) process.stdout.write(`${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}\n`);
    process.stdout.write(`\nLoad average (1, 5, 15 min): ${loadBefore} before, ${load()} after; ${os.cpus().length} cores.\n`);
    const budget = `median of ${runs}: TBT ours ÷ peer ≤ ${MAX_TBT_RATIO.toFixed(1)}, Performance ours ≥ peer`;
    process.stdout.write(
      missed.length > 0 ? `Over the budget (${budget}): ${missed.join(', ')}\n` : `Every page within the budget (${budget}).\n`,
    );
    if (missed.length > 0) process.exitCode = 1;
  } finally {
    chrome.kill();
    await server.stop();
    await peer.stop();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
