import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { openPgliteDb } from './pglite-db';
import { isPreparableRead } from './pglite-prepared';
import { PLAN_PER_CALL } from './plan-per-call';

/** Statements this connection holds prepared under our names (the view lists them). */
async function preparedNames(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE name LIKE 'karir_%' ORDER BY name`);
  return rows.map((r) => r.name);
}

describe('reads as prepared statements on PGlite', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openPgliteDb(null);
    await db.exec(`CREATE TABLE things (id bigint PRIMARY KEY, label text NOT NULL, born date, price numeric(12, 2),
                                        tags text[], meta jsonb, seen timestamptz)`);
    await db.query(
      `INSERT INTO things VALUES (1, 'one', '2026-01-31', 1500000.50, '{a,b}', '{"k": 1}', '2026-11-22T01:02:03Z'),
                                 (2, 'two', NULL, NULL, '{}', NULL, NULL)`,
    );
  });

  afterAll(async () => {
    await db.close();
  });

  it('only takes SELECT and WITH statements', () => {
    expect(isPreparableRead('  select 1')).toBe(true);
    expect(isPreparableRead('WITH x AS (SELECT 1) SELECT * FROM x')).toBe(true);
    expect(isPreparableRead('INSERT INTO things VALUES (3)')).toBe(false);
    expect(isPreparableRead('SELECTED')).toBe(false);
    expect(isPreparableRead('SAVEPOINT sp_1')).toBe(false);
    // Searches are planned for their own parameter values on every call.
    expect(isPreparableRead(`${PLAN_PER_CALL}WITH page AS (SELECT 1) SELECT * FROM page`)).toBe(false);
  });

  it('leaves statements marked PLAN_PER_CALL unprepared', async () => {
    // The listing query is prepared by its own first run, before it reads the view.
    const before = await preparedNames(db);
    expect((await db.query<{ n: number }>(`${PLAN_PER_CALL}SELECT count(*)::int AS n FROM things WHERE id > $1`, [0])).rows).toEqual([
      { n: 2 },
    ]);
    expect(await preparedNames(db)).toEqual(before);
    // The same statement unmarked is prepared.
    await db.query(`SELECT count(*)::int AS n FROM things WHERE id > $1`, [0]);
    expect((await preparedNames(db)).length).toBe(before.length + 1);
  });

  it('returns the rows with the configured type parsers and the row count, and reuses the statement', async () => {
    const sql = `SELECT id, label, born, price, tags, meta, seen FROM things
                 WHERE id = ANY($1::bigint[]) AND ($2::date IS NULL OR born <= $2) ORDER BY id`;
    const first = await db.query(sql, [[1, 2], null]);
    expect(first.rowCount).toBe(2);
    expect(first.rows).toEqual([
      {
        id: 1,
        label: 'one',
        born: '2026-01-31',
        price: 1500000.5,
        tags: ['a', 'b'],
        meta: { k: 1 },
        seen: new Date('2026-11-22T01:02:03Z'),
      },
      { id: 2, label: 'two', born: null, price: null, tags: [], meta: null, seen: null },
    ]);
    // A JS Date bound to a date parameter goes through the same serializer as before.
    const filtered = await db.query<{ id: number }>(sql, [[1, 2], new Date('2026-02-01T00:00:00Z')]);
    expect(filtered.rows.map((r) => r.id)).toEqual([1]);
    const names = await preparedNames(db);
    await db.query(sql, [[2], null]);
    expect(await preparedNames(db)).toEqual(names);
  });

  it('reports a failed read with its PostgreSQL code and keeps the connection usable', async () => {
    await expect(db.query(`SELECT 1 / $1::int AS x`, [0])).rejects.toMatchObject({ code: '22012' });
    await expect(db.query(`SELECT label FROM no_such_table WHERE id = $1`, [1])).rejects.toMatchObject({ code: '42P01' });
    expect((await db.query<{ x: number }>(`SELECT 10 / $1::int AS x`, [5])).rows).toEqual([{ x: 2 }]);
  });

  it('never runs a read inside another caller’s open transaction', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted: () => void = () => {};
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    let ownRead: number | undefined;
    const tx = db
      .transaction(async (t) => {
        await t.query(`INSERT INTO things (id, label) VALUES (99, 'uncommitted')`);
        // Asserted after the roll-back: a failing expect in here would be swallowed by the catch below.
        ownRead = (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM things WHERE id = $1`, [99])).rows[0]?.n;
        inserted();
        await held;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await insertedYet;
    const outside = db.query<{ n: number }>(`SELECT count(*)::int AS n FROM things WHERE id = $1`, [99]);
    release();
    expect(await tx).toBe('rolled back');
    // The transaction's own reads saw its write.
    expect(ownRead).toBe(1);
    expect((await outside).rows[0]?.n).toBe(0);
  });

  it('prepares again when a table it read was recreated with other columns', async () => {
    await db.exec(`CREATE TABLE shifting (id int PRIMARY KEY, a text)`);
    await db.query(`INSERT INTO shifting VALUES (1, 'x')`);
    const sql = `SELECT * FROM shifting WHERE id = $1`;
    expect((await db.query(sql, [1])).rows).toEqual([{ id: 1, a: 'x' }]);
    await db.exec(
      `DROP TABLE shifting; CREATE TABLE shifting (id int PRIMARY KEY, a text, b int); INSERT INTO shifting VALUES (1, 'y', 2)`,
    );
    // Outside a transaction the stale statement is prepared afresh at once.
    expect((await db.query(sql, [1])).rows).toEqual([{ id: 1, a: 'y', b: 2 }]);
    await db.exec(`DROP TABLE shifting; CREATE TABLE shifting (id int PRIMARY KEY, c text); INSERT INTO shifting VALUES (1, 'z')`);
    // Inside one PostgreSQL's error aborts the transaction; the next call prepares it again.
    await expect(db.transaction((tx) => tx.query(sql, [1]))).rejects.toMatchObject({ code: '0A000' });
    expect((await db.transaction((tx) => tx.query(sql, [1]))).rows).toEqual([{ id: 1, c: 'z' }]);
  });

  it('refuses reads through a finished transaction and after close', async () => {
    let finished: Db | undefined;
    await db.transaction(async (tx) => {
      finished = tx;
    });
    await expect(finished!.query(`SELECT 1 AS one WHERE $1::int = 1`, [1])).rejects.toThrow(/Transaction is closed/);
    const other = await openPgliteDb(null);
    await other.close();
    await expect(other.query(`SELECT 1 AS one WHERE $1::int = 1`, [1])).rejects.toThrow(/closed/);
  });

  it('keeps a bounded number of statements, closing the least recently used', async () => {
    for (let i = 0; i < 450; i++) await db.query(`SELECT $1::int + ${i} AS n`, [1]);
    const names = await preparedNames(db);
    expect(names.length).toBeLessThanOrEqual(400);
    expect(names.length).toBeGreaterThan(300);
  });

  it('closes the statement used longest ago, not the one prepared first', async () => {
    const kept = `SELECT $1::int AS kept`;
    const dropped = `SELECT $1::int AS dropped`;
    const fill = async (from: number) => {
      for (let i = from; i < from + 350; i++) await db.query(`SELECT $1::int + ${i} AS filler`, [1]);
    };
    await db.query(kept, [1]);
    await db.query(dropped, [1]);
    await fill(0);
    // Used again: 350 newer statements before it, well under the 400 kept.
    await db.query(kept, [1]);
    await fill(350);
    const open = async (sql: string) =>
      (await db.query(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1`, [sql])).rows[0];
    expect(await open(kept)).toEqual({ n: 1 });
    expect(await open(dropped)).toEqual({ n: 0 });
  });
});
