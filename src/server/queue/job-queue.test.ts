/**
 * The queue on each engine: jobs follow their transaction, are retried with growing waits,
 * end as failed when out of attempts, and are done once however many workers poll.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/open-db.js';
import { testEngines, type TestDb } from '../db/test-db.js';
import type { Db } from '../db/db.js';
import { enqueue, installQueues, startJobQueue, type JobHandler, type JobQueue } from './job-queue.js';
import type { QueueSpec } from './queue-specs.js';
import { jobsNotCompleted } from './jobs-not-completed.js';

const FAST: QueueSpec = { name: 'test-fast', retryLimit: 2, retryDelay: 1, expireInSeconds: 30 };
const ONCE: QueueSpec = { name: 'test-once', retryLimit: 0, retryDelay: 1, expireInSeconds: 30 };
const TEAM: QueueSpec = { name: 'test-team', retryLimit: 0, retryDelay: 1, expireInSeconds: 30, workers: 3 };
const SPECS = [FAST, ONCE, TEAM];

function start(db: Db, handlers: Record<string, JobHandler<never>>): Promise<JobQueue> {
  return startJobQueue(db, { work: true, pollSeconds: 0.5, handlers, specs: SPECS, onError: () => {} });
}

describe.each(testEngines())('job queue on $engine', ({ engine, open }) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await open({ migrate: false });
    await installQueues(t.db, SPECS);
    // Installing twice (a restart, or a second instance) changes nothing.
    await installQueues(t.db, SPECS);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('runs a job queued in a committed transaction, and never one whose transaction rolled back', async () => {
    const seen: string[] = [];
    await t.db.transaction(async (tx) => {
      await enqueue(tx, ONCE.name, { n: 'kept' });
    });
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(tx, ONCE.name, { n: 'dropped' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const queue = await start(t.db, { [ONCE.name]: async (data: { n: string }) => void seen.push(data.n) });
    try {
      await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['kept']);
      // Not "wait and see that nothing else ran": the rolled-back job never reached the queue,
      // and the kept one is completed, so nothing is left that could still run.
      const jobs = () =>
        t.db
          .query<{ n: string; state: string }>(
            `SELECT data->>'n' AS n, state FROM pgboss.job WHERE name = $1 AND data->>'n' IN ('kept', 'dropped')`,
            [ONCE.name],
          )
          .then((r) => r.rows);
      await expect.poll(jobs, { timeout: 10_000 }).toEqual([{ n: 'kept', state: 'completed' }]);
      expect(seen).toEqual(['kept']);
    } finally {
      await queue.stop();
    }
  });

  it('refuses a job for a queue that is not installed', async () => {
    await expect(enqueue(t.db, 'no-such-queue', {})).rejects.toThrow('not installed');
  });

  it('retries a failing job with growing waits, and keeps it as failed after the last attempt', async () => {
    const attempts: number[] = [];
    const queue = await start(t.db, {
      [FAST.name]: async () => {
        attempts.push(Date.now());
        throw new Error('SMTP server away');
      },
    });
    try {
      const id = await enqueue(t.db, FAST.name, {});
      await expect.poll(() => attempts.length, { timeout: 20_000, interval: 200 }).toBe(3);
      // Retry n waits retryDelay * 2^(n-1) to twice that, plus up to one poll.
      expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1000);
      expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(2000);
      await expect
        .poll(async () => (await t.db.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id])).rows[0]?.state, {
          timeout: 5_000,
        })
        .toBe('failed');
      const { rows } = await t.db.query<{ output: { message: string } }>('SELECT output FROM pgboss.job WHERE id = $1', [id]);
      expect(rows[0]!.output.message).toBe('SMTP server away');
    } finally {
      await queue.stop();
    }
  });

  it('does each job once with two workers polling the same database', { timeout: 60_000 }, async () => {
    // Two instances: on PostgreSQL each with its own pool, as two servers would be.
    const second = engine === 'postgres' ? await openDb({ databaseUrl: t.url!, dataDir: '', maxConnections: 4 }) : t.db;
    const done: { worker: string; n: number }[] = [];
    const handler = (worker: string) => async (data: { n: number }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push({ worker, n: data.n });
    };
    for (let n = 0; n < 30; n += 1) await enqueue(t.db, ONCE.name, { n });
    const queues = await Promise.all([start(t.db, { [ONCE.name]: handler('a') }), start(second, { [ONCE.name]: handler('b') })]);
    try {
      await expect.poll(() => done.length, { timeout: 40_000, interval: 200 }).toBe(30);
      // Every job completed: none can be handed out again, so a second run would already be in `done`.
      await expect.poll(() => jobsNotCompleted(t.db, ONCE.name), { timeout: 10_000 }).toBe(0);
      expect(done.map((d) => d.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
      // Both took part (each polls one at a time, so neither can take them all).
      expect(new Set(done.map((d) => d.worker))).toEqual(new Set(['a', 'b']));
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
      if (second !== t.db) await second.close();
    }
  });

  it("works as many of a queue's jobs at once as its workers, each once", { timeout: 30_000 }, async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    for (let n = 0; n < 6; n += 1) await enqueue(t.db, TEAM.name, { n });
    const queue = await start(t.db, {
      [TEAM.name]: async (data: { n: number }) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 400));
        running -= 1;
        done.push(data.n);
      },
    });
    try {
      await expect.poll(() => done.length, { timeout: 20_000, interval: 100 }).toBe(6);
      expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(most).toBe(3);
    } finally {
      await queue.stop();
    }
  });
});

// PGlite has one owner (the data directory's lock), so only PostgreSQL sees two first starts at once.
describe.each(testEngines().filter((e) => e.engine === 'postgres'))('two instances installing at once on $engine', ({ open }) => {
  it('both start on a fresh database, and the queues exist once', { timeout: 120_000 }, async () => {
    const t = await open({ migrate: false });
    const first = await openDb({ dataDir: '', databaseUrl: t.url!, maxConnections: 4 });
    const second = await openDb({ dataDir: '', databaseUrl: t.url!, maxConnections: 4 });
    try {
      // Before the retry, one of the two failed every time (5 of 5): duplicate key in pg_namespace.
      await Promise.all([installQueues(first, SPECS), installQueues(second, SPECS)]);
      const queues = await t.db.query<{ name: string }>('SELECT name FROM pgboss.queue ORDER BY name');
      expect(queues.rows.map((q) => q.name)).toEqual(SPECS.map((s) => s.name).sort());
      await enqueue(second, FAST.name, { n: 1 });
      expect(await jobsNotCompleted(first, FAST.name)).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await t.cleanup();
    }
  });
});
