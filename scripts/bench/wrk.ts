import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMs } from './process-cpu.ts';

/** What one measured wrk run says, with the server's CPU over it. */
export interface WrkRun {
  readonly requests: number;
  readonly seconds: number;
  readonly reqPerSec: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Socket errors, timeouts and non-2xx/3xx answers together. */
  readonly errors: number;
  /** Server CPU (user + system, every thread) per request, from /proc. */
  readonly cpuMsPerRequest: number;
}

// Only done() is defined, so wrk keeps its fast request path; one JSON line at the end.
const REPORT_LUA = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"duration_us":%d,"errors":%d,"p50_us":%d,"p99_us":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;

export function assertWrkInstalled(): void {
  const found = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (found.error) throw new Error('wrk is not installed: apt-get install -y wrk (Debian)');
}

export interface WrkOptions {
  readonly threads: number;
  readonly connections: number;
  readonly seconds: number;
}

/** `wrk` against one URL (no Accept-Encoding: every server sends its page uncompressed), measuring the server's CPU. */
export function runWrk(url: string, pid: number, options: WrkOptions): WrkRun {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-')), 'report.lua');
  fs.writeFileSync(script, REPORT_LUA);
  const before = cpuMs(pid);
  const result = spawnSync('wrk', [`-t${options.threads}`, `-c${options.connections}`, `-d${options.seconds}s`, '-s', script, url], {
    encoding: 'utf8',
  });
  const cpu = cpuMs(pid) - before;
  fs.rmSync(path.dirname(script), { recursive: true, force: true });
  const line = result.stdout.split('\n').find((text) => text.startsWith('WRK_JSON '));
  if (result.status !== 0 || !line) throw new Error(`wrk failed on ${url}: ${result.stderr || result.stdout}`);
  const raw = JSON.parse(line.slice('WRK_JSON '.length)) as {
    requests: number;
    duration_us: number;
    errors: number;
    p50_us: number;
    p99_us: number;
  };
  const seconds = raw.duration_us / 1e6;
  return {
    requests: raw.requests,
    seconds,
    reqPerSec: raw.requests / seconds,
    p50Ms: raw.p50_us / 1000,
    p99Ms: raw.p99_us / 1000,
    errors: raw.errors,
    cpuMsPerRequest: raw.requests > 0 ? cpu / raw.requests : NaN,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
