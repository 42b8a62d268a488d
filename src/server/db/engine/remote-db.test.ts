/**
 * The database bridge (remote-db.ts ↔ db-host.ts over remote-protocol.ts) with both ends
 * real: PGlite in its own worker thread, as `npm start` runs it (thread-db.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { isDatabaseUnavailable } from '../db-errors';
import { connectDbThread, spawnDbThread } from './thread-db';

// No migrations: these tests make their own tables, and the thread starts in a second.
const noMigrations = fs.mkdtempSync(path.join(os.tmpdir(), 'no-migrations-'));

afterAll(() => fs.rmSync(noMigrations, { recursive: true, force: true }));

async function startThread(): Promise<{ db: Db; worker: Worker }> {
  const worker = spawnDbThread({ dataDir: '', inMemory: true, migrationsDir: noMigrations });
  return { db: await connectDbThread(worker), worker };
}

/** A statement that keeps the database thread busy for seconds. */
const LONG = 'SELECT count(*) FROM generate_series(1, 30000000)';

describe('database bridge, with the database in a worker thread', () => {
  let db: Db;
  beforeAll(async () => {
    ({ db } = await startThread());
    await db.exec("CREATE TABLE bridge_t (id int PRIMARY KEY, name text NOT NULL CHECK (name <> ''))");
  }, 120_000);
  afterAll(() => db.close());

  it('brings results back with their types', async () => {
    const { rows } = await db.query<{ n: number; big: number; at: Date; doc: unknown; list: number[]; nothing: null }>(
      `SELECT $1::int * 2 AS n, 9007199254740991::int8 AS big, timestamptz '2026-01-02T03:04:05Z' AS at,
              '{"a":[1,{"b":null}]}'::jsonb AS doc, ARRAY[1,2,3] AS list, NULL AS nothing`,
      [21],
    );
    expect(rows).toEqual([
      {
        n: 42,
        big: Number.MAX_SAFE_INTEGER,
        at: new Date('2026-01-02T03:04:05Z'),
        doc: { a: [1, { b: null }] },
        list: [1, 2, 3],
        nothing: null,
      },
    ]);
  });

  it('an error the host throws itself (not PostgreSQL) arrives with its name and message', async () => {
    // type-parsers.ts refuses an int8 a JavaScript number cannot hold exactly.
    await expect(db.query('SELECT 9007199254740993::int8 AS big')).rejects.toMatchObject({
      name: 'RangeError',
      message: 'int8 value 9007199254740993 exceeds the safe integer range',
    });
  });

  it('a SQL error arrives as an error with PostgreSQL’s code and fields, and the bridge goes on', async () => {
    await db.query('INSERT INTO bridge_t VALUES (1, $1)', ['first']);
    const duplicate = await db.query('INSERT INTO bridge_t VALUES (1, $1)', ['again']).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({
      code: '23505',
      constraint: 'bridge_t_pkey',
      table: 'bridge_t',
      detail: 'Key (id)=(1) already exists.',
      message: expect.stringContaining('duplicate key value violates unique constraint "bridge_t_pkey"'),
    });
    await expect(db.query('SELEKT 1')).rejects.toMatchObject({ code: '42601', message: expect.stringContaining('syntax error') });
    await expect(db.exec("INSERT INTO bridge_t VALUES (2, '')")).rejects.toMatchObject({
      code: '23514',
      constraint: 'bridge_t_name_check',
    });
    await expect(db.query('SELECT name FROM bridge_t')).resolves.toMatchObject({ rows: [{ name: 'first' }] });
  });

  it('answers concurrent queries each with its own result, a failing one among them', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => (i === 17 ? db.query('SELECT 1/0') : db.query<{ v: number }>('SELECT $1::int AS v', [i]))),
    );
    const expected: unknown[] = results.map((_, i) => ({ status: 'fulfilled', value: expect.objectContaining({ rows: [{ v: i }] }) }));
    expected[17] = { status: 'rejected', reason: expect.objectContaining({ code: '22012' }) };
    expect(results).toEqual(expected);
  });

  it('commits a transaction, and rolls back one whose statement failed', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO bridge_t VALUES (10, 'kept')");
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO bridge_t VALUES (11, 'dropped')");
        await tx.query("INSERT INTO bridge_t VALUES (10, 'duplicate')");
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.query<{ id: number }>('SELECT id FROM bridge_t WHERE id >= 10 ORDER BY id');
    expect(rows).toEqual([{ id: 10 }]);
  });
});

describe('database bridge, when the database thread is stuck', () => {
  it('fails a call unanswered in time with a 503-kind error, goes on, and drops the late answer', async () => {
    const worker = spawnDbThread({ dataDir: '', inMemory: true, migrationsDir: noMigrations });
    const db = await connectDbThread(worker, { answerWithinMs: 300 });
    try {
      const started = performance.now();
      const error = await db.query(LONG).catch((caught: unknown) => caught);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe('The database did not answer within 300 ms; the statement may still complete');
      // Pages and the API answer this with 503 and Retry-After, not 500.
      expect(isDatabaseUnavailable(error)).toBe(true);
      // Once the long statement is done, the bridge answers again, each call with its own result.
      await expect
        .poll(
          () =>
            db.query<{ n: number }>('SELECT 7 AS n').then(
              (r) => r.rows[0]?.n,
              () => 'timed out',
            ),
          { timeout: 60_000 },
        )
        .toBe(7);
      const [a, b] = await Promise.all([db.query<{ n: number }>('SELECT 1 AS n'), db.query<{ n: number }>('SELECT 2 AS n')]);
      expect([a.rows[0]?.n, b.rows[0]?.n]).toEqual([1, 2]);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe('database bridge, when the database thread dies', () => {
  // Two threads to kill, started together (a thread's start-up under tsx takes seconds).
  let threads: Promise<{ db: Db; worker: Worker }>[];
  beforeAll(() => {
    threads = [startThread(), startThread()];
  });

  it('fails the statement under way at once with a clear error, and every later one', async () => {
    const { db, worker } = await threads[0]!;
    const running = db.query(LONG);
    const caught = running.catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the statement is under way
    const killed = performance.now();
    await worker.terminate();
    const error = await caught;
    expect(performance.now() - killed).toBeLessThan(2_000);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^The database thread exited \(code \d+\); the statement did not complete$/);
    // Later calls: the same error, at once, not a hang.
    await expect(db.query('SELECT 1')).rejects.toBe(error);
    await expect(db.transaction(async () => undefined)).rejects.toBe(error);
    // Closing a dead database does not wait for an answer either.
    await db.close();
  }, 120_000);

  it('fails a transaction whose thread died inside it', async () => {
    const { db, worker } = await threads[1]!;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        await worker.terminate();
        await tx.query('SELECT 2');
      }),
    ).rejects.toThrow('The database thread exited');
    await db.close();
  }, 120_000);
});
