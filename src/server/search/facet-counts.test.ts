/**
 * Precomputed facet counts (migration 0015) against the direct count, and the expiry sweep:
 * after seeding, after every kind of write to jobs, and around a job expiring by time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { countJobSearch } from './job-search.js';
import { applyMigrations } from '../db/migrations/migrate.js';
import { loadMigrations } from '../db/migrations/load-migrations.js';
import { startJobSearchSweep, sweepExpiredJobs } from './sweep.js';
import { resetDb, seed } from '../seed/seed.js';
import { testEngines, type TestDb } from '../db/test-db.js';

/** Landing and every single-filter kind the table answers (and a few it must not). */
const PRECOMPUTED: Record<string, string>[] = [
  {},
  { sort: 'salary', page: '3' },
  { location: 'bandung' },
  { location: 'jawa-barat' },
  { location: 'dki-jakarta' },
  { category: 'information-technology' },
  { type: 'FULL_TIME' },
  { type: 'CONTRACTOR,PART_TIME' },
  { arrangement: 'remote' },
  { arrangement: 'remote,hybrid' },
  { level: 'mid_senior' },
  // Unknown slugs are ignored, so this is the landing search again.
  { location: 'atlantis', category: 'no-such-category' },
];
const DIRECT: Record<string, string>[] = [
  { q: 'engineer' },
  { location: 'bandung', type: 'FULL_TIME' },
  { salaryMin: '10000000' },
  { posted: '7' },
];

/** Cells that differ between job_search_counts and a recount of job_search_index. */
const DRIFT_SQL = `
  WITH recount AS (
    SELECT k.filter_dim, k.filter_value, k.facet_dim, k.facet_value, count(*)::int AS n
    FROM job_search_index s
    CROSS JOIN LATERAL job_search_count_keys(s.location_id, s.province_id, s.category_id, s.employment_type,
                                             s.work_arrangement, s.experience_level) k
    GROUP BY 1, 2, 3, 4
  )
  SELECT count(*)::int AS n FROM recount r
  FULL JOIN job_search_counts c USING (filter_dim, filter_value, facet_dim, facet_value)
  WHERE r.n IS DISTINCT FROM c.n`;

/** Rows where job_search_facts (migration 0017, what the direct count of these searches reads) differs. */
const FACTS_DRIFT_SQL = `
  SELECT count(*)::int AS n FROM (
    (SELECT job_id, company_id, location_id, province_id, category_id, employment_type, work_arrangement, experience_level,
            salary_hi, salary_lo, salary_sort, posted_at, valid_through FROM job_search_index
     EXCEPT ALL
     SELECT job_id, company_id, location_id, province_id, category_id, employment_type, work_arrangement, experience_level,
            salary_hi, salary_lo, salary_sort, posted_at, valid_through FROM job_search_facts)
    UNION ALL
    (SELECT job_id, company_id, location_id, province_id, category_id, employment_type, work_arrangement, experience_level,
            salary_hi, salary_lo, salary_sort, posted_at, valid_through FROM job_search_facts
     EXCEPT ALL
     SELECT job_id, company_id, location_id, province_id, category_id, employment_type, work_arrangement, experience_level,
            salary_hi, salary_lo, salary_sort, posted_at, valid_through FROM job_search_index)) d`;

describe.each(testEngines())('precomputed search counts on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;

  const drift = async () =>
    ((await db.query<{ n: number }>(DRIFT_SQL)).rows[0]?.n ?? NaN) + ((await db.query<{ n: number }>(FACTS_DRIFT_SQL)).rows[0]?.n ?? NaN);
  const expectSamePaths = async () => {
    for (const q of PRECOMPUTED) {
      const pre = await countJobSearch(db, q);
      const direct = await countJobSearch(db, q, { direct: true });
      expect(pre.precomputed, JSON.stringify(q)).toBe(true);
      expect({ total: pre.total, facets: pre.facets }, JSON.stringify(q)).toEqual({ total: direct.total, facets: direct.facets });
    }
  };

  beforeAll(async () => {
    t = await open();
    db = t.db;
    await seed(db, { jobs: 400, companies: 60, seed: 'search-counts-test' });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('matches the direct count after seeding, and leaves other searches to it', async () => {
    expect(await drift()).toBe(0);
    expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_search_counts WHERE n <= 0`)).rows[0]?.n).toBe(0);
    await expectSamePaths();
    for (const q of DIRECT) expect((await countJobSearch(db, q)).precomputed, JSON.stringify(q)).toBe(false);
  });

  it('packs category, employment type and arrangement into one integer and back (migration 0025)', async () => {
    const { rows } = await db.query<{ bad: number; total: number }>(
      `WITH v AS (
         SELECT cat, t, a, job_search_facet_code(cat, t, a) AS k
         FROM unnest(ARRAY[NULL, 0, 1, 20, 67108862]) cat,
              unnest(ARRAY['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']) t,
              unnest(ARRAY['onsite', 'hybrid', 'remote']) a)
       SELECT count(*) FILTER (WHERE (job_search_facet_code_category(k), job_search_facet_code_type(k),
                                      job_search_facet_code_arrangement(k)) IS DISTINCT FROM (cat, t, a) OR k < 0)::int AS bad,
              count(DISTINCT k)::int AS total
       FROM v`,
    );
    expect(rows[0]).toEqual({ bad: 0, total: 5 * 8 * 3 });
    await expect(db.query(`SELECT job_search_facet_code(1, 'SEASONAL', 'onsite')`)).rejects.toThrow(/no code for employment type SEASONAL/);
    await expect(db.query(`SELECT job_search_facet_code(1, 'FULL_TIME', 'outer space')`)).rejects.toThrow(
      /no code for work arrangement outer space/,
    );
  });

  it('computes the facet code with an empty search_path, as pg_dump restores it', async () => {
    const CODES = `SELECT array_agg(k::text ORDER BY i) AS codes FROM (VALUES
                    (1, public.job_search_facet_code(NULL, 'FULL_TIME', 'onsite')),
                    (2, public.job_search_facet_code(20, 'INTERN', 'remote')),
                    (3, public.job_search_facet_code(67108862, 'OTHER', 'hybrid'))) v (i, k)`;
    const normal = (await db.query<{ codes: string[] }>(CODES)).rows[0]?.codes;
    expect(normal).toHaveLength(3);
    // A restore loads job_search_facts with search_path = '', computing the stored facet_code.
    const restored = await db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL search_path = ''`);
      const codes = (await tx.query<{ codes: string[] }>(CODES)).rows[0]?.codes;
      const recomputed = await tx.query(`UPDATE public.job_search_facts SET location_id = location_id
                                         WHERE job_id = (SELECT min(job_id) FROM public.job_search_facts)`);
      // In a savepoint: the error must not abort the rest.
      const unknown = await tx
        .transaction((sp) => sp.query(`SELECT public.job_search_facet_code(1, 'SEASONAL', 'onsite')`))
        .then(
          () => 'no error',
          (e: unknown) => (e instanceof Error ? e.message : String(e)),
        );
      return { codes, recomputed: recomputed.rowCount, unknown };
    });
    expect(restored).toEqual({ codes: normal, recomputed: 1, unknown: expect.stringMatching(/no code for employment type SEASONAL/) });
    // Both search tables hold the function's result for every row (set by the 0025 rewrite).
    const stale = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM job_search_facts
               WHERE facet_code <> job_search_facet_code(category_id, employment_type, work_arrangement))
            + (SELECT count(*) FROM job_search_index
               WHERE facet_code <> job_search_facet_code(category_id, employment_type, work_arrangement)) AS n`,
    );
    expect(Number(stale.rows[0]?.n)).toBe(0);
  });

  it('follows inserts, edits, status changes and deletes', async () => {
    const { rows: ref } = await db.query<{ company: number; bandung: number; bogor: number; it: number }>(
      `SELECT (SELECT min(id) FROM companies) AS company, (SELECT id FROM locations WHERE slug = 'bandung') AS bandung,
              (SELECT id FROM locations WHERE slug = 'bogor') AS bogor,
              (SELECT id FROM job_categories WHERE slug = 'information-technology') AS it`,
    );
    const r = ref[0];
    if (!r) throw new Error('reference data missing');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO jobs (slug, company_id, position, description_html, location_id, category_id, employment_type,
                         work_arrangement, experience_level, status, posted_at, valid_through)
       SELECT 'count-test', $1, 'Count Tester ' || g, '<p>x</p>', $2, $3, 'FULL_TIME', 'remote', 'entry',
              CASE WHEN g % 3 = 0 THEN 'draft' ELSE 'published' END, now() - interval '1 day', now() + interval '20 days'
       FROM generate_series(1, 12) g RETURNING id`,
      [r.company, r.bandung, r.it],
    );
    const ids = rows.map((x) => x.id);
    expect(await drift()).toBe(0);
    await expectSamePaths();

    // Counted columns change (one statement, several rows), a vector-only change moves nothing.
    await db.query(
      `UPDATE jobs SET location_id = $2, employment_type = 'CONTRACTOR', category_id = NULL WHERE id = ANY($1::int8[]) AND id % 2 = 0`,
      [ids, r.bogor],
    );
    await db.query(`UPDATE jobs SET description_html = '<p>Reworded duties</p>' WHERE id = ANY($1::int8[])`, [ids]);
    await db.query(`UPDATE jobs SET status = 'published' WHERE id = ANY($1::int8[]) AND status = 'draft'`, [ids]);
    expect(await drift()).toBe(0);
    await expectSamePaths();

    await db.query(`UPDATE jobs SET status = 'closed' WHERE id = ANY($1::int8[]) AND id % 3 = 0`, [ids]);
    await db.query(`UPDATE jobs SET valid_through = now() - interval '1 minute' WHERE id = $1`, [ids[1]]);
    expect(await drift()).toBe(0);
    await expectSamePaths();

    await db.query(`DELETE FROM jobs WHERE id = ANY($1::int8[])`, [ids]);
    expect(await drift()).toBe(0);
    expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_search_counts WHERE n <= 0`)).rows[0]?.n).toBe(0);
    await expectSamePaths();
  });

  it('stays exact while a job expires by time alone, before and after the sweep', async () => {
    const before = await countJobSearch(db, { location: 'bandung' });
    await db.query(
      `INSERT INTO jobs (slug, company_id, position, description_html, location_id, status, posted_at, valid_through)
       VALUES ('expiring', (SELECT min(id) FROM companies), 'Soon Gone', '<p>x</p>', (SELECT id FROM locations WHERE slug = 'bandung'),
               'published', now() - interval '1 day', now() + interval '1.5 seconds')`,
    );
    expect((await countJobSearch(db, { location: 'bandung' })).total).toBe(before.total + 1);
    await new Promise((r) => setTimeout(r, 2_000));
    // Still in the index and the table, but no longer live.
    expect(await drift()).toBe(0);
    expect((await countJobSearch(db, { location: 'bandung' })).total).toBe(before.total);
    await expectSamePaths();

    expect(await sweepExpiredJobs(db)).toBe(1);
    expect(await sweepExpiredJobs(db)).toBe(0);
    // The mark moved: later counts read only what expires from now on.
    const mark = await db.query<{ recent: boolean }>(`SELECT swept_through > now() - interval '1 minute' AS recent FROM job_search_sweep`);
    expect(mark.rows).toEqual([{ recent: true }]);
    expect(await drift()).toBe(0);
    expect((await countJobSearch(db, { location: 'bandung' })).total).toBe(before.total);
    await expectSamePaths();
    await db.query(`DELETE FROM jobs WHERE slug = 'expiring'`);
  });

  it('runs the sweep at start and on its interval until stopped', async () => {
    await db.query(
      `INSERT INTO jobs (slug, company_id, position, description_html, location_id, status, posted_at, valid_through)
       VALUES ('expiring', (SELECT min(id) FROM companies), 'Soon Gone', '<p>x</p>', (SELECT id FROM locations WHERE slug = 'bandung'),
               'published', now() - interval '1 day', now() + interval '1 second')`,
    );
    const indexed = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM job_search_index s JOIN jobs j ON j.id = s.job_id WHERE j.slug = 'expiring'`,
        )
      ).rows[0]?.n;
    const errors: unknown[] = [];
    const sweep = startJobSearchSweep(db, { intervalMs: 100, onError: (e) => errors.push(e) });
    try {
      expect(await indexed()).toBe(1);
      for (let i = 0; i < 50 && (await indexed()) !== 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await indexed()).toBe(0);
    } finally {
      await sweep.stop();
    }
    expect(errors).toEqual([]);
    expect(await drift()).toBe(0);
    await db.query(`DELETE FROM jobs WHERE slug = 'expiring'`);
  });
});

describe.each(testEngines())('the sweep mark through seed --reset on $engine', ({ open }) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await open();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const expectExact = async (db: Db) => {
    for (const q of [{}, { location: 'bandung' }]) {
      const pre = await countJobSearch(db, q);
      const direct = await countJobSearch(db, q, { direct: true });
      expect(pre.precomputed, JSON.stringify(q)).toBe(true);
      expect({ total: pre.total, facets: pre.facets }, JSON.stringify(q)).toEqual({ total: direct.total, facets: direct.facets });
    }
  };
  /** Inserts a live job that expires a second later and waits until it has. */
  const expireOne = async (db: Db) => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO jobs (slug, company_id, position, description_html, location_id, status, posted_at, valid_through)
       VALUES ('expiring', (SELECT min(id) FROM companies), 'Soon Gone', '<p>x</p>', (SELECT id FROM locations WHERE slug = 'bandung'),
               'published', now() - interval '1 day', now() + interval '1 second') RETURNING id`,
    );
    const id = rows[0]?.id;
    expect((await db.query(`SELECT 1 FROM job_search_index WHERE job_id = $1`, [id])).rowCount).toBe(1);
    while ((await db.query(`SELECT 1 FROM jobs WHERE id = $1 AND valid_through > now()`, [id])).rowCount) {
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('keeps counting exactly after a reset and a new seed, and the sweep restores a lost mark', async () => {
    const db = t.db;
    await seed(db, { jobs: 80, companies: 10, seed: 'reset-mark-a' });
    await sweepExpiredJobs(db);
    await resetDb(db);
    await seed(db, { jobs: 80, companies: 10, seed: 'reset-mark-b' });
    expect((await db.query(`SELECT 1 FROM job_search_sweep`)).rowCount).toBe(1);
    await expireOne(db);
    // Not swept yet: the counts subtract it.
    await expectExact(db);
    expect(await sweepExpiredJobs(db)).toBeGreaterThanOrEqual(1);
    await expectExact(db);

    // A database reset before the fix has no mark row at all: counts stay exact without it,
    // and the next sweep puts it back.
    await db.query(`DELETE FROM job_search_sweep`);
    await expireOne(db);
    await expectExact(db);
    expect(await sweepExpiredJobs(db)).toBeGreaterThanOrEqual(1);
    expect((await db.query(`SELECT 1 FROM job_search_sweep WHERE swept_through > now() - interval '1 minute'`)).rowCount).toBe(1);
    await expectExact(db);
  });
});

describe.each(testEngines())('migration 0015 on a populated $engine database', ({ open }) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await open({ migrate: false });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('drops the expired rows and fills the counts before its triggers count anything', async () => {
    const all = loadMigrations();
    // The seed writes today's tables, so every migration but 0015 to 0029 (the search's counts,
    // sweep mark, facts and change log, and what builds on them) comes first, out of order,
    // which only a test may ask for.
    const later = (name: string) => name >= '0015' && name < '0030';
    await applyMigrations(
      t.db,
      all.filter((m) => !later(m.name)),
      { outOfOrder: 'allow' },
    );
    await seed(t.db, { jobs: 300, companies: 40, seed: 'counts-migration-test' });
    // Through the jobs trigger of 0012, which indexed every published job, expired or not.
    await t.db.query(`UPDATE jobs SET status = status WHERE status = 'published'`);
    const expired = async () =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_search_index WHERE valid_through <= now()`)).rows[0]?.n;
    // The seed has expired published jobs; before 0015 the index kept them.
    expect(await expired()).toBeGreaterThan(0);
    await applyMigrations(t.db, all, { outOfOrder: 'allow' });
    expect(await expired()).toBe(0);
    expect((await t.db.query<{ n: number }>(DRIFT_SQL)).rows[0]?.n).toBe(0);
    const pre = await countJobSearch(t.db, { type: 'FULL_TIME' });
    expect(pre.precomputed).toBe(true);
    const direct = await countJobSearch(t.db, { type: 'FULL_TIME' }, { direct: true });
    expect({ total: pre.total, facets: pre.facets }).toEqual({ total: direct.total, facets: direct.facets });
  });
});
