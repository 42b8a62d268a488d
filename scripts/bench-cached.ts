/**
 * npm run bench:cached -- [--page /about] [--rounds 3] [--duration 10] [--connections 50] [--min 0.6]
 *
 * A cache hit against raw node:http sending the same bytes (body, encoding and the hit's own
 * headers) from one process each, measured in alternating rounds by the same generator, so the
 * ratio holds on a busy machine where the absolute figures do not. Fails below --min.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from '../load-tests/lib/options.js';
import { freePort } from './free-port.ts';
import { startLoadServer } from './load/load-server.ts';
import { sampleResponse } from './load/reference-server.ts';

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: '/about' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    min: { type: 'string', default: '0.6' },
  },
});

const headers = { 'accept-encoding': BROWSER_HEADERS['Accept-Encoding'], 'user-agent': BROWSER_HEADERS['User-Agent'] };

async function rate(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: Number(values.connections), duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.total / seconds;
}

/** Raw node:http answering every request with the sampled bytes and headers, in a process of its own as the site is. */
async function startRaw(sample: Awaited<ReturnType<typeof sampleResponse>>): Promise<{ url: string; close: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-raw-'));
  fs.writeFileSync(path.join(dir, 'body'), sample.body);
  const port = await freePort();
  const program = `
    const body = require('node:fs').readFileSync(${JSON.stringify(path.join(dir, 'body'))});
    const headers = { ...${JSON.stringify(sample.headers)}, 'content-length': body.length };
    require('node:http')
      .createServer((_req, res) => res.writeHead(200, headers).end(body))
      .listen(${port}, '127.0.0.1', () => process.stdout.write('ready\\n'));`;
  const child = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`raw node:http exited with code ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<number> {
  const server = await startLoadServer({ data: 'small', pageCache: true, workers: 1 });
  try {
    const url = server.baseUrl + values.page;
    // Every header the hit sent, its security headers included: the same bytes on the wire, which the generator reads too.
    const sample = await sampleResponse(url, headers['accept-encoding'], { allHeaders: true });
    const raw = await startRaw(sample);
    try {
      const seconds = Number(values.duration);
      // Warm both (the cache entry and its compressed template, and the JIT on either side).
      await rate(url, 3);
      await rate(raw.url, 3);
      const ratios: number[] = [];
      for (let round = 1; round <= Number(values.rounds); round++) {
        const ours = await rate(url, seconds);
        const base = await rate(raw.url, seconds);
        ratios.push(ours / base);
        process.stdout.write(
          `round ${round}: hit ${ours.toFixed(0)} req/s, raw node:http ${base.toFixed(0)} req/s: ${(ours / base).toFixed(2)}×\n`,
        );
      }
      const sorted = [...ratios].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      const min = Number(values.min);
      process.stdout.write(
        `${values.page} (${sample.body.length} bytes, ${sample.headers['content-encoding'] ?? 'identity'}): median ${median.toFixed(2)}× raw node:http (${median >= min ? 'held' : 'NOT held'}: at least ${min}×)\n`,
      );
      return median >= min ? 0 : 1;
    } finally {
      raw.close();
    }
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
