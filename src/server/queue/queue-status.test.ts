/**
 * What operators see and do: depth and failures in /metrics, and the queue command listing a
 * failed job and putting it back in line, on a real database file.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db.js';
import { openDb } from '../db/open-db.js';
import { registry } from '../metrics/registry.js';
import { reportQueueDepth } from '../metrics/queue-metrics.js';
import { enqueue, installQueues, startJobQueue } from './job-queue.js';
import { MAIL_QUEUE } from './queue-specs.js';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-queue-'));
let db: Db | undefined;

async function open(): Promise<Db> {
  db = await openDb({ dataDir });
  await installQueues(db);
  return db;
}

async function close(): Promise<void> {
  await db?.close();
  db = undefined;
}

function queueCommand(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/queue.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout + error.stderr }),
  );
}

describe('queue status', () => {
  let failedId = '';
  beforeAll(async () => {
    const d = await open();
    // A mail job out of attempts at once: the queue's retries are for the SMTP server, not this test.
    failedId = await enqueue(d, MAIL_QUEUE.name, { to: 'nobody@example.test' });
    await d.query(`UPDATE pgboss.job SET retry_limit = 0 WHERE id = $1`, [failedId]);
    await enqueue(d, MAIL_QUEUE.name, { to: 'waiting@example.test' }, { delaySeconds: 3600 });
    const queue = await startJobQueue(d, {
      work: true,
      pollSeconds: 0.5,
      handlers: {
        [MAIL_QUEUE.name]: async () => {
          throw new Error('535 authentication failed');
        },
      },
      onError: () => {},
    });
    try {
      await vi.waitFor(
        async () =>
          expect((await d.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [failedId])).rows[0]?.state).toBe(
            'failed',
          ),
        { timeout: 10_000, interval: 200 },
      );
    } finally {
      await queue.stop();
    }
  }, 60_000);
  afterAll(async () => {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows depth and failures per queue in /metrics', async () => {
    reportQueueDepth(db!);
    const text = await registry.metrics();
    expect(text).toContain('karir_queue_jobs{queue="mail",state="failed"} 1');
    expect(text).toContain('karir_queue_jobs{queue="mail",state="created"} 1');
    expect(text).toContain('karir_queue_jobs{queue="mail",state="active"} 0');
  });

  it('lists the failed job with its error and queues it again by id', { timeout: 120_000 }, async () => {
    await close();
    const status = await queueCommand('status');
    expect(status.stdout).toMatch(/^mail\t1\t0\t0\t1$/m);
    const failed = await queueCommand('failed');
    expect(failed.stdout).toContain(failedId);
    expect(failed.stdout).toContain('535 authentication failed');
    expect(await queueCommand('retry', '00000000-0000-0000-0000-000000000000')).toEqual({
      code: 1,
      stdout: expect.stringContaining('No failed job'),
    });
    expect(await queueCommand('retry', failedId)).toEqual({ code: 0, stdout: '1 job queued again.\n' });
    expect((await queueCommand('failed')).stdout).toBe('No failed jobs.\n');
    expect(await queueCommand('nonsense')).toEqual({ code: 2, stdout: expect.stringContaining('usage') });

    const d = await open();
    const done: string[] = [];
    const queue = await startJobQueue(d, {
      work: true,
      pollSeconds: 0.5,
      handlers: { [MAIL_QUEUE.name]: async (data: { to: string }) => void done.push(data.to) },
      onError: () => {},
    });
    try {
      await expect.poll(() => done, { timeout: 10_000 }).toEqual(['nobody@example.test']);
    } finally {
      await queue.stop();
    }
  });
});
