/**
 * Locking of the search index machinery on PostgreSQL (migrations 0021, 0024), with several
 * connections at once: the expiry sweep never queues job writes behind an open one and runs
 * once at a time, job writers using several statements do not deadlock on the count cells,
 * a job writer reads its clock only after a sweep ahead of it, and a pg_dump of a migrated
 * database restores (the dump sets search_path = '').
 *
 * PGlite has one connection, so none of this can happen there. Waits are bounded only to
 * tell "returned" from "still blocked" (the blocking these tests guard against lasted 5 s or
 * until a deadlock was detected); no test asserts how fast anything is.
 */
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countJobSearch } from './job-search.js';
import { sweepExpiredJobs } from './sweep.js';
import { seed } from '../seed/seed.js';
import { testEngines, type TestDb } from '../db/test-db.js';

const postgres = testEngines().find((e) => e.engine === 'postgres');

/** A published Bandung job, remote or onsite, live until `valid_through`. */
const INSERT_JOB = `INSERT INTO jobs (slug, company_id, position, description_html, location_id, work_arrangement, status,
                                      posted_at, valid_through)
  VALUES ('locking-test', (SELECT min(id) FROM companies), 'Lock Tester', '<p>x</p>',
          (SELECT id FROM locations WHERE slug = 'bandung'), $1, 'published', now() - interval '1 day', $2::timestamptz)
  RETURNING id`;
const IN_A_MONTH = `SELECT (now() + interval '30 days')::text AS t`;

type Outcome<T> = { ok: T } | { error: string };
/** A query's result or its error message, so a failure shows as a value instead of throwing later. */
const outcome = <T>(p: Promise<T>): Promise<Outcome<T>> =>
  p.then(
    (ok) => ({ ok }),
    (e: unknown) => ({ error: e instanceof Error ? e.message : String(e) }),
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The value, or 'still blocked' if it has not come within a bound far above any normal wait. */
const unlessBlocked = <T>(p: Promise<T>): Promise<T | 'still blocked'> =>
  Promise.race([p, sleep(3_000).then(() => 'still blocked' as const)]);

describe.runIf(postgres)('search index locking on PostgreSQL', () => {
  let t: TestDb;
  let clients: pg.Client[] = [];

  const connect = async (): Promise<{ c: pg.Client; pid: number }> => {
    const c = new pg.Client({ connectionString: t.url });
    await c.connect();
    clients.push(c);
    const pid = (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid ?? NaN;
    return { c, pid };
  };
  const waitFor = async (what: string, cond: () => Promise<boolean>) => {
    for (let i = 0; i < 500; i++) {
      if (await cond()) return;
      await sleep(20);
    }
    throw new Error(`timed out waiting for ${what}`);
  };
  const waitingOnLock = async (pid: number) =>
    (await t.db.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'`, [pid])).rowCount > 0;
  const settled = (p: Promise<unknown>) => {
    let done = false;
    void p.finally(() => (done = true));
    return () => done;
  };
  const inAMonth = async () => (await t.db.query<{ t: string }>(IN_A_MONTH)).rows[0]?.t;
  const indexed = async (id: number) => (await t.db.query(`SELECT 1 FROM job_search_index WHERE job_id = $1`, [id])).rowCount;
  /** A committed job that expires a second from now, once it has expired (not swept yet). */
  const expiredJob = async () => {
    const until = (await t.db.query<{ t: string }>(`SELECT (now() + interval '1 second')::text AS t`)).rows[0]?.t;
    const id = (await t.db.query<{ id: number }>(INSERT_JOB, ['remote', until])).rows[0]?.id ?? NaN;
    expect(await indexed(id)).toBe(1);
    await waitFor(
      'the job to expire',
      async () => (await t.db.query(`SELECT 1 FROM jobs WHERE id = $1 AND valid_through <= now()`, [id])).rowCount > 0,
    );
    return id;
  };
  /** Precomputed counts equal direct ones, and no index row is behind the sweep mark. */
  const expectExact = async () => {
    for (const q of [{}, { arrangement: 'remote' }, { arrangement: 'onsite' }, { location: 'bandung' }]) {
      const pre = await countJobSearch(t.db, q);
      const direct = await countJobSearch(t.db, q, { direct: true });
      expect(pre.precomputed, JSON.stringify(q)).toBe(true);
      expect({ total: pre.total, facets: pre.facets }, JSON.stringify(q)).toEqual({ total: direct.total, facets: direct.facets });
    }
    const behind = await t.db.query(`SELECT 1 FROM job_search_index WHERE valid_through <= (SELECT swept_through FROM job_search_sweep)`);
    expect(behind.rowCount).toBe(0);
  };

  beforeAll(async () => {
    t = await postgres!.open();
    await seed(t.db, { jobs: 200, companies: 20, seed: 'locking-test' });
  });
  afterEach(async () => {
    // Ending a connection rolls back whatever it left open.
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    clients = [];
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('skips a sweep round while a job write is open, without holding other job writes up', async () => {
    const writer = await connect();
    const sweeper = await connect();
    const editor = await connect();
    const edited = (await t.db.query<{ id: number }>(`SELECT min(job_id)::int AS id FROM job_search_index`)).rows[0]?.id;
    await sweepExpiredJobs(t.db);

    await writer.c.query('BEGIN');
    await writer.c.query(INSERT_JOB, ['onsite', await inAMonth()]);
    // Nothing expired since the last sweep: nothing to wait for.
    expect(await unlessBlocked(outcome(sweeper.c.query('SELECT job_search_index_sweep() AS n')))).toEqual({
      ok: expect.objectContaining({ rows: [{ n: 0 }] }),
    });
    await writer.c.query('ROLLBACK');

    const expired = await expiredJob();
    await writer.c.query('BEGIN');
    await writer.c.query(INSERT_JOB, ['onsite', await inAMonth()]);
    const sweep = outcome(sweeper.c.query<{ n: number }>('SELECT job_search_index_sweep() AS n'));
    const sweepDone = settled(sweep);
    // Once the sweep waits for its lock (if it still does), an unrelated job edit (a new search
    // vector, no count change) must not queue behind it. (Its words are known: an edit that
    // brings never-indexed words waits for open job writers instead, see migration 0024.)
    await waitFor('the sweep to wait or return', async () => sweepDone() || (await waitingOnLock(sweeper.pid)));
    const edit = outcome(editor.c.query(`UPDATE jobs SET position = 'Tester Lock Tester' WHERE id = $1`, [edited]));
    const both = await unlessBlocked(Promise.all([sweep, edit]));
    expect(both).not.toBe('still blocked');
    const [swept, editedRows] = both as [Outcome<pg.QueryResult<{ n: number }>>, Outcome<pg.QueryResult>];
    expect(swept).toEqual({ ok: expect.objectContaining({ rows: [{ n: 0 }] }) });
    expect(editedRows).toEqual({ ok: expect.objectContaining({ rowCount: 1 }) });
    // Skipped, not half done: the expired row is still there and still subtracted.
    expect(await indexed(expired)).toBe(1);
    await expectExact();

    await writer.c.query('COMMIT');
    expect(await sweepExpiredJobs(t.db)).toBeGreaterThanOrEqual(1);
    expect(await indexed(expired)).toBe(0);
    await expectExact();
  });

  it('lets one sweeper run at a time; the others return at once', async () => {
    const first = await connect();
    const second = await connect();
    const expired = await expiredJob();
    await first.c.query('BEGIN');
    const mine = await first.c.query<{ n: number }>('SELECT job_search_index_sweep() AS n');
    expect(mine.rows[0]?.n).toBeGreaterThanOrEqual(1);
    expect(await unlessBlocked(outcome(second.c.query('SELECT job_search_index_sweep() AS n')))).toEqual({
      ok: expect.objectContaining({ rows: [{ n: 0 }] }),
    });
    await first.c.query('COMMIT');
    expect(await indexed(expired)).toBe(0);
    await expectExact();
  });

  it('does not deadlock two transactions that write jobs in several statements', async () => {
    const a = await connect();
    const b = await connect();
    const until = await inAMonth();
    const id = (r: pg.QueryResult<{ id: number }>) => r.rows[0]?.id ?? NaN;

    // Inserts: A's remote job, then B's onsite job (waits for A), then A's onsite job. Cells
    // locked per statement, B held the onsite cells A's second job needed while it waited.
    await a.c.query('BEGIN');
    await b.c.query('BEGIN');
    const a1 = id(await a.c.query<{ id: number }>(INSERT_JOB, ['remote', until]));
    const b1 = outcome(b.c.query<{ id: number }>(INSERT_JOB, ['onsite', until]));
    await waitFor('B to wait for A', () => waitingOnLock(b.pid));
    const a2 = await outcome(a.c.query<{ id: number }>(INSERT_JOB, ['onsite', until]));
    expect(a2).toEqual({ ok: expect.anything() });
    await a.c.query('COMMIT');
    const b1Done = await b1;
    expect(b1Done).toEqual({ ok: expect.anything() });
    await b.c.query('COMMIT');
    const ids = [a1, 'ok' in a2 ? id(a2.ok) : NaN, 'ok' in b1Done ? id(b1Done.ok) : NaN];
    for (const job of ids) expect(await indexed(job)).toBe(1);
    await expectExact();

    // Closing them the same way round.
    const close = (c: pg.Client, job: number) => c.query(`UPDATE jobs SET status = 'closed' WHERE id = $1`, [job]);
    await a.c.query('BEGIN');
    await b.c.query('BEGIN');
    await close(a.c, ids[0] ?? NaN);
    const b2 = outcome(close(b.c, ids[2] ?? NaN));
    await waitFor('B to wait for A', () => waitingOnLock(b.pid));
    expect(await outcome(close(a.c, ids[1] ?? NaN))).toEqual({ ok: expect.anything() });
    await a.c.query('COMMIT');
    expect(await b2).toEqual({ ok: expect.anything() });
    await b.c.query('COMMIT');
    for (const job of ids) expect(await indexed(job)).toBe(0);
    await expectExact();
  });

  it('does not deadlock two transactions that each add words the other then needs (0024)', async () => {
    const until = await inAMonth();
    const jobs: number[] = [];
    for (let i = 0; i < 4; i++) jobs.push((await t.db.query<{ id: number }>(INSERT_JOB, ['remote', until])).rows[0]?.id ?? NaN);
    const [j1, j2, j3, j4] = jobs as [number, number, number, number];
    // Only the position changes: the vector does, the counted columns do not (no counts lock).
    const rename = (c: pg.Client, job: number, word: string) => c.query(`UPDATE jobs SET position = $2 WHERE id = $1`, [job, word]);
    const [alpha, beta] = [`Qlexalpha${randomBytes(3).toString('hex')}`, `Qlexbeta${randomBytes(3).toString('hex')}`];
    const a = await connect();
    const b = await connect();
    await a.c.query('BEGIN');
    await b.c.query('BEGIN');
    await rename(a.c, j1, alpha);
    // B adds beta, then needs alpha, which A added and has not committed; then A needs beta.
    // Before 0024 B's first statement went through and A's second deadlocked with B's second.
    const b1 = outcome(rename(b.c, j2, beta));
    const b1Done = settled(b1);
    await waitFor('B to finish or wait', async () => b1Done() || (await waitingOnLock(b.pid)));
    const b2 = b1Done() ? outcome(rename(b.c, j3, alpha)) : b1.then(() => outcome(rename(b.c, j3, alpha)));
    if (b1Done()) await waitFor('B to wait for A', () => waitingOnLock(b.pid));
    expect(await unlessBlocked(outcome(rename(a.c, j4, beta)))).toEqual({ ok: expect.anything() });
    await a.c.query('COMMIT');
    expect(await b1).toEqual({ ok: expect.anything() });
    expect(await b2).toEqual({ ok: expect.anything() });
    await b.c.query('COMMIT');
    const known = await t.db.query(`SELECT lexeme FROM job_search_lexemes WHERE lexeme = ANY($1::text[])`, [
      [alpha.toLowerCase(), beta.toLowerCase()],
    ]);
    expect(known.rowCount).toBe(2);
  });

  it("reads a job writer's clock only once a sweep ahead of it is done", async () => {
    const holder = await connect();
    const sweeper = await connect();
    const writer = await connect();
    // Something holds the index (as a sweep or a migration would); the sweep queues for it,
    // and the job writer queues behind the sweep.
    await holder.c.query('BEGIN');
    await holder.c.query('LOCK TABLE job_search_index IN SHARE MODE');
    const sweep = outcome(sweeper.c.query('SELECT job_search_index_sweep() AS n'));
    const sweepDone = settled(sweep);
    await waitFor('the sweep to wait or return', async () => sweepDone() || (await waitingOnLock(sweeper.pid)));
    // Live when the writer's statement starts, expired by the time the index is free.
    const until = (await t.db.query<{ t: string }>(`SELECT (clock_timestamp() + interval '1 second')::text AS t`)).rows[0]?.t;
    const write = outcome(writer.c.query<{ id: number }>(INSERT_JOB, ['remote', until]));
    await waitFor('the writer to wait', () => waitingOnLock(writer.pid));
    await waitFor(
      'the job to expire',
      async () => (await t.db.query(`SELECT 1 WHERE clock_timestamp() > $1::timestamptz`, [until])).rowCount > 0,
    );
    await holder.c.query('COMMIT');

    const written = await write;
    expect(written).toEqual({ ok: expect.anything() });
    expect(await sweep).toEqual({ ok: expect.anything() });
    // Before 0021 the trigger had read the clock before waiting, so it still wrote the row,
    // after a sweep whose mark was already past it: over-counted until a later sweep. Now it
    // reads the clock once it has the lock, sees the job expired and leaves it out.
    const job = 'ok' in written ? (written.ok.rows[0]?.id ?? NaN) : NaN;
    expect(await indexed(job)).toBe(0);
    await expectExact();
  });
});

const execFileAsync = promisify(execFile);
const hasClientBinaries = ['pg_dump', 'psql'].every((bin) => spawnSync(bin, ['--version']).status === 0);

// Skipped when the PostgreSQL client binaries are not installed.
describe.runIf(postgres && hasClientBinaries)('pg_dump and restore of a migrated database', () => {
  it('restores job_search_facts with the same stored facet codes', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL ?? '';
    const t = await postgres!.open();
    const scratch = `karir_restore_${randomBytes(6).toString('hex')}`;
    const scratchUrl = Object.assign(new URL(baseUrl), { pathname: `/${scratch}` }).toString();
    const dir = await mkdtemp(path.join(tmpdir(), 'karir-dump-'));
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await seed(t.db, { jobs: 60, companies: 8, seed: 'dump-test' });
      const file = path.join(dir, 'dump.sql');
      await execFileAsync('pg_dump', ['--no-owner', '--file', file, t.url ?? '']);
      await admin.query(`CREATE DATABASE ${scratch}`);
      // Stops at the first error; the restore sets search_path = '' as every plain dump does.
      await execFileAsync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', file, scratchUrl]);

      const FACTS = `SELECT count(*)::int AS n, coalesce(sum(facet_code), 0)::text AS codes,
                            count(*) FILTER (WHERE facet_code <> job_search_facet_code(category_id,
                                                                 employment_type, work_arrangement))::int AS stale
                     FROM job_search_facts`;
      const restored = new pg.Client({ connectionString: scratchUrl });
      await restored.connect();
      try {
        const original = (await t.db.query(FACTS)).rows[0];
        expect(original).toMatchObject({ stale: 0 });
        expect((original as { n: number }).n).toBeGreaterThan(0);
        expect((await restored.query(FACTS)).rows[0]).toEqual(original);
      } finally {
        await restored.end();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      await admin.end();
      await rm(dir, { recursive: true, force: true });
      await t.cleanup();
    }
  }, 60_000);
});
