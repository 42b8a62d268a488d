/**
 * npm run bench:trace -- URL [URL…] [--runs 5] [--cpu 4]
 *
 * Where a phone's main thread spends a page load: each URL loaded in Chromium as a phone
 * (Lighthouse's Moto G Power screen, 4× CPU slowdown, a fresh profile each time, no network
 * throttling) with a Chrome trace, and the main thread's self time summed by category (script,
 * parse HTML, parse CSS, style, layout, paint, other), the long tasks (≥ 50 ms) and their time
 * beyond 50 ms, the layouts run before the last stylesheet was parsed, and the page's element
 * count and CSS bytes. Medians of the runs; URLs take turns within a run, so a busy moment
 * falls on all of them. Milliseconds vary with this shared machine's load (printed): compare
 * URLs in the same run.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.ts';
import { median } from './bench/wrk.ts';
import { traceLoad, type MainThreadSummary } from './bench/main-thread-trace.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, cpu: { type: 'string', default: '4' } },
});
const runs = Math.max(1, Number(values.runs));
const cpuSlowdown = Math.max(1, Number(values.cpu));

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

interface Sample extends MainThreadSummary {
  readonly elements: number;
  readonly cssBytes: number;
}

const load = () =>
  os
    .loadavg()
    .map((figure) => figure.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  if (positionals.length === 0) throw new Error('Give one or more URLs');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  const samples = new Map<string, Sample[]>(positionals.map((url) => [url, []]));
  const loadBefore = load();
  try {
    for (let run = 0; run < runs; run += 1) {
      const order = run % 2 === 0 ? positionals : [...positionals].reverse();
      for (const url of order) {
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        const summary = await traceLoad(page, url, cpuSlowdown);
        const { elements, cssBytes } = await page.evaluate(() => ({
          elements: document.getElementsByTagName('*').length,
          cssBytes: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.initiatorType === 'link' && entry.name.endsWith('.css'))
            .reduce((sum, entry) => sum + entry.decodedBodySize, 0),
        }));
        samples.get(url)!.push({ ...summary, elements, cssBytes });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const categories = ['script', 'parse HTML', 'parse CSS', 'style', 'layout', 'paint', 'other'];
  const header = ['page', 'elements', 'CSS KB', ...categories, 'CPU total', 'wall total', 'long tasks', 'beyond 50', 'layouts before CSS'];
  const rows = [header];
  for (const [url, list] of samples) {
    const m = (pick: (s: Sample) => number) => median(list.map(pick));
    rows.push([
      url.replace(/^https?:\/\//, ''),
      String(m((s) => s.elements)),
      (m((s) => s.cssBytes) / 1024).toFixed(0),
      ...categories.map((category) => m((s) => s.byCategory[category] ?? 0).toFixed(0)),
      m((s) => s.cpuMs).toFixed(0),
      m((s) => s.totalMs).toFixed(0),
      String(m((s) => s.longTasksMs.length)),
      m((s) => s.blockingMs).toFixed(0),
      String(m((s) => s.layoutsBeforeCss)),
    ]);
  }
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) process.stdout.write(`${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}\n`);
  process.stdout.write(
    `\nMedians of ${runs} loads each, CPU ${cpuSlowdown}× slower. Categories and CPU total: ms of main-thread ` +
      `thread time (unthrottled, without time the core spent elsewhere); wall total, long tasks (≥ 50 ms) and ` +
      `their time beyond 50 ms: throttled wall clock, longer when the machine is busy. ` +
      `Load average (1, 5, 15 min): ${loadBefore} before, ${load()} after; ${os.cpus().length} cores.\n`,
  );
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
