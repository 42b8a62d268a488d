import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';

/** Starts a second server on the test server's own port: it must stop with a clear message. */
function startOnTakenPort(workers: number): Promise<{ code: number | null; stderr: string; ms: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-startup-'));
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(process.env.DIST_DIR ?? 'dist', 'server/main.cjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: new URL(BASE_URL).port,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SESSION_SECRET: 'startup-test-secret-0123456789abcdefgh',
      WEB_CONCURRENCY: String(workers),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stderr, ms: Date.now() - started });
    });
  });
}

test.describe('start-up on a port already in use', () => {
  test.setTimeout(90_000);
  for (const workers of [1, 2]) {
    test(`stops with a message naming HOST and PORT instead of ${workers > 1 ? 'restarting its workers forever' : 'a stack trace'} (${workers} worker${workers > 1 ? 's' : ''})`, async () => {
      const result = await startOnTakenPort(workers);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Cannot listen on 127.0.0.1:${new URL(BASE_URL).port} (HOST, PORT): EADDRINUSE`);
      expect(result.stderr).not.toContain('worker exited; starting another');
    });
  }
});

test.describe('demo data', () => {
  test.setTimeout(240_000);
  const demoLogin = (url: string) =>
    fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo12345' }),
    });

  test('a production server on an empty database has no demo account unless SEED_ON_EMPTY asks for it', async () => {
    const bare = await startOwnServer();
    try {
      expect((await demoLogin(bare.url)).status).toBe(401);
      // The site still works: its settings and reference data are there, just no demo content.
      for (const page of ['/', '/explore-jobs', '/auth/register']) expect((await fetch(`${bare.url}${page}`)).status, page).toBe(200);
    } finally {
      await bare.stop();
    }
    const seeded = await startOwnServer({ SEED_ON_EMPTY: '1' });
    try {
      expect((await demoLogin(seeded.url)).status).toBe(200);
    } finally {
      await seeded.stop();
    }
  });

  test('a development server (what npm start runs) seeds the demo data by itself, logging each step as it goes', async () => {
    const dev = await startOwnServer({ NODE_ENV: 'development', SESSION_SECRET: '' });
    try {
      expect((await demoLogin(dev.url)).status).toBe(200);
      // A first start spends most of its time seeding: the log says how far it is (README).
      const steps = [...dev.log().matchAll(/"message":"seeding demo data".*?"step":"([^"]+)"/g)].map((match) => match[1]);
      expect([...new Set(steps)]).toEqual([
        'places and categories',
        'companies',
        'jobs',
        'search index',
        'reviews',
        'articles and pages',
        'candidates',
        'statistics',
      ]);
      expect(dev.log()).toContain('"message":"demo data ready"');
    } finally {
      await dev.stop();
    }
  });
});
