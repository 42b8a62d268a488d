import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const TOKEN = 'cluster-metrics-token-0123456789';
let child: ChildProcess;
let base = '';

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'cluster-metrics-child.ts'), TOKEN], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`cluster exited early (${code})`)));
  });
  base = `http://127.0.0.1:${port}`;
}, 30_000);
afterAll(() => {
  child?.kill('SIGTERM');
});

describe('/metrics with several workers (WEB_CONCURRENCY > 1)', () => {
  it("answers any worker's scrape with every worker's numbers added up", async () => {
    const pids = new Set<string>();
    for (let i = 0; i < 12; i++) pids.add(await (await fetch(`${base}/ping`)).text());
    // The primary spread the requests, so both workers hold part of the count.
    expect(pids.size).toBe(2);
    const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/http_requests_total\{route="ping",method="GET",status="2xx"\} 12\b/);
  });

  it('takes the token only as a Bearer credential', async () => {
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: TOKEN } })).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
  });
});
