import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../build.ts';
import { buildIsStale, distDir } from '../build-freshness.ts';
import { freePort } from '../free-port.ts';

/** `large`: the 100k-job set of the load budget; `medium`: 10k jobs, the size the Next.js peer renders; `small`: the demo seed. */
export type DataSet = 'large' | 'medium' | 'small';

const SEEDED_SETS = {
  large: { dir: path.resolve('data/load-100k'), jobs: 100_000, companies: 5_000 },
  medium: { dir: path.resolve('data/bench-10k'), jobs: 10_000, companies: 500 },
} as const;

/** A data set seeded once (minutes for the large one) and reused afterwards. */
function ensureDataSet(set: { dir: string; jobs: number; companies: number }): void {
  // PG_VERSION is written when the cluster is initialised; a bare folder is not a data set.
  if (fs.existsSync(path.join(set.dir, 'pglite', 'PG_VERSION'))) return;
  process.stdout.write(
    `Seeding ${set.jobs.toLocaleString('en')} jobs and ${set.companies.toLocaleString('en')} companies into ${set.dir}…\n`,
  );
  const size = ['--jobs', String(set.jobs), '--companies', String(set.companies)];
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/seed/cli.ts', ...size], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: set.dir, DATABASE_URL: '' },
  });
  if (result.status !== 0) {
    fs.rmSync(set.dir, { recursive: true, force: true });
    throw new Error('Seeding the data set failed');
  }
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/robots.txt`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Until searches are answered from the in-memory index in every worker (it loads in the
 * background after start, ~10 s at 100k jobs): the Server-Timing of a search nobody asked for
 * before says "memory" several times in a row (workers take turns).
 */
async function waitUntilSearchIndexed(baseUrl: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let inARow = 0;
  for (let i = 0; inARow < 8; i++) {
    if (Date.now() > deadline) throw new Error(`Searches were not answered from the in-memory index within ${timeoutMs / 1000} s`);
    const response = await fetch(`${baseUrl}/explore-jobs?q=warmup${Date.now()}x${i}`);
    await response.arrayBuffer();
    inARow = /search;[^,]*desc="memory"/.test(response.headers.get('server-timing') ?? '') ? inARow + 1 : 0;
    if (inARow === 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface LoadServer {
  readonly baseUrl: string;
  /** The server process (one process with WEB_CONCURRENCY=1: its threads are the database's too). */
  readonly pid: number;
  stop(): Promise<void>;
}

/** A production server (built if needed) on 127.0.0.1 with the chosen data set and page cache setting. */
export interface LoadServerOptions {
  readonly data: DataSet;
  readonly pageCache: boolean;
  readonly workers?: number;
  /** A PostgreSQL database already seeded (then `data` is not used), and replicas to read from. */
  readonly postgres?: { readonly url: string; readonly readUrls?: readonly string[] };
  /** Node options for the server and, through cluster's inherited execArgv, its workers (`npm start` passes --enable-source-maps). */
  readonly nodeArgs?: readonly string[];
  /** A port of the caller's choosing (a shared machine's share of them), else any free one. */
  readonly port?: number;
}

export async function startLoadServer(options: LoadServerOptions): Promise<LoadServer> {
  if (buildIsStale()) await build('production');
  const seeded = options.data === 'small' || options.postgres ? null : SEEDED_SETS[options.data];
  if (seeded) ensureDataSet(seeded);
  const dataDir = seeded ? seeded.dir : fs.mkdtempSync(path.join(os.tmpdir(), 'karir-load-'));
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(distDir(), 'server/main.cjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: options.postgres?.url ?? '',
      DATABASE_READ_URLS: options.postgres?.readUrls?.join(',') ?? '',
      // The small data set is the demo data; the large one is seeded beforehand.
      SEED_ON_EMPTY: '1',
      SESSION_SECRET: crypto.randomBytes(32).toString('base64url'),
      PAGE_CACHE: options.pageCache ? 'on' : 'off',
      LOG_LEVEL: 'error',
      ...(options.workers ? { WEB_CONCURRENCY: String(options.workers) } : {}),
    },
  });
  try {
    await waitUntilUp(baseUrl, child);
    await waitUntilSearchIndexed(baseUrl);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    baseUrl,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          if (!seeded) fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
