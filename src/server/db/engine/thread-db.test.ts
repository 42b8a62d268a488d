import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { openThreadDb } from './thread-db';

describe('embedded database in a worker thread', () => {
  let db: Db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thread-db-'));

  beforeAll(async () => {
    db = await openThreadDb({ dataDir, inMemory: true });
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('runs queries with parameters and keeps types across the thread boundary', async () => {
    const { rows } = await db.query<{ n: number; at: Date; doc: { a: number[] } }>(
      `SELECT $1::int + 1 AS n, timestamptz '2026-01-02T03:04:05Z' AS at, '{"a":[1,2]}'::jsonb AS doc`,
      [41],
    );
    expect(rows[0]!.n).toBe(42);
    expect(rows[0]!.at).toBeInstanceOf(Date);
    expect(rows[0]!.at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(rows[0]!.doc).toEqual({ a: [1, 2] });
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await db.exec('CREATE TABLE thread_t (v int PRIMARY KEY)');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_t VALUES (1)');
      await tx.transaction(async (inner) => inner.query('INSERT INTO thread_t VALUES (2)'));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO thread_t VALUES (3)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ v: number }>('SELECT v FROM thread_t ORDER BY v');
    expect(rows.map((row) => row.v)).toEqual([1, 2]);
  });

  it('passes PostgreSQL error codes through', async () => {
    await expect(db.query('INSERT INTO thread_t VALUES (1)')).rejects.toMatchObject({ code: '23505' });
  });

  it('delivers NOTIFY to listeners on the calling thread', async () => {
    const received: string[] = [];
    const stop = await db.listen('thread_channel', (payload) => received.push(payload));
    await db.notify('thread_channel', 'hello');
    await expect.poll(() => received).toEqual(['hello']);
    await stop();
  });

  it('has migrated the schema inside the thread', async () => {
    const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM schema_migrations');
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  });

  it('leaves the calling thread free while a long query runs: requests keep being served', async () => {
    // Run on the calling thread, PGlite would hold it for the whole query and no timer could fire.
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    let rows: { n: string }[];
    try {
      ({ rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM generate_series(1, 3000000) AS g WHERE g % 7 = 0'));
    } finally {
      clearInterval(timer);
    }
    const took = performance.now() - started;
    expect(Number(rows[0]!.n)).toBe(428571);
    // Meaningful only if the query took a while; then the timer kept firing throughout.
    expect(took).toBeGreaterThan(100);
    // A tenth of the ideal count: lenient on a busy machine, yet nothing like the none a blocked thread gets.
    expect(ticks).toBeGreaterThan(took / 5 / 10);
  });
});
