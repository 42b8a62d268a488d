import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL } from '../playwright.config';
import { freePort } from '../scripts/free-port';

/**
 * A production server of its own, for tests that need a setting the shared test server does
 * not have (cluster workers, no trusted proxy, an empty database, a database that goes away)
 * or that would disturb it (exhausting a rate limit). Each gets a port the system hands out
 * (free, not one used earlier in the run); ownPort() gives fixed ones near the shared server's
 * (E2E_PORT + 7 and up) for helpers that need a port before they start.
 */
export interface OwnServer {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  log(): string;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill would: nothing is shut down; resolves once it is gone (the data directory stays). */
  kill(): Promise<void>;
}

const basePort = Number(new URL(BASE_URL).port);
let nextOffset = 7;

export function ownPort(): number {
  const port = basePort + nextOffset;
  nextOffset = nextOffset >= 19 ? 7 : nextOffset + 1;
  return port;
}

export async function startOwnServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; distDir?: string } = {},
): Promise<OwnServer> {
  // A port the system hands out fresh, never one an earlier server of the run used: in full runs a
  // server on a reused port came up and logged "listening", yet was not reached for two minutes.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'karir-own-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(options.distDir ?? process.env.DIST_DIR ?? 'dist', 'server/main.cjs')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'own-server-secret-that-is-long-enough-0123',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return { url, port, dataDir, log: () => output, stop, kill };
}
