/**
 * The narrow search projection (migration 0012) against a straightforward reference query
 * on the wide jobs table, its triggers, time-based expiry, and the result cache with its
 * NOTIFY-driven invalidation (migration 0013).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { JOBS_PAGE_SIZE, parseJobSearchParams, type JobSearchParams } from './search-params.js';
import { createJobSearchCache } from './result-cache.js';
import { searchJobs } from './job-search.js';
import { getJobByIdentifier, getSimilarJobs } from '../db/repos/jobs-repo.js';
import { sweepExpiredJobs } from './sweep.js';
import { landingCatalogue } from './landing-catalogue.js';
import { timedDb } from '../db/engine/timed-db.js';
import { toPrefixTsQuery } from './keyword-query.js';
import { seed } from '../seed/seed.js';
import { testEngines, type TestDb } from '../db/test-db.js';

const LIVE = `j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now())`;

/** The search as one would write it first: every predicate on jobs itself, one query per facet. */
async function reference(db: Db, raw: Record<string, unknown>) {
  const p: JobSearchParams = parseJobSearchParams(raw);
  const params: unknown[] = [];
  const bind = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [LIVE];
  const tsq = p.q ? toPrefixTsQuery(p.q) : null;
  const q = tsq ? `to_tsquery('simple', ${bind(tsq)})` : null;
  if (q) where.push(`j.search_vector @@ ${q}`);
  if (p.location) {
    where.push(`(j.location_id = (SELECT id FROM locations WHERE slug = ${bind(p.location)})
                 OR j.province_id = (SELECT id FROM locations WHERE slug = ${bind(p.location)} AND kind = 'province'))`);
  }
  if (p.category) where.push(`j.category_id = (SELECT id FROM job_categories WHERE slug = ${bind(p.category)})`);
  if (p.company) where.push(`j.company_id = (SELECT id FROM companies WHERE slug = ${bind(p.company)})`);
  if (p.type.length) where.push(`j.employment_type = ANY(${bind(p.type)}::text[])`);
  if (p.arrangement.length) where.push(`j.work_arrangement = ANY(${bind(p.arrangement)}::text[])`);
  if (p.level) where.push(`j.experience_level = ${bind(p.level)}`);
  if (p.salaryMin !== undefined) where.push(`coalesce(j.salary_max, j.salary_min) >= ${bind(p.salaryMin)}`);
  if (p.salaryMax !== undefined) where.push(`coalesce(j.salary_min, j.salary_max) <= ${bind(p.salaryMax)}`);
  if (p.posted !== undefined) where.push(`j.posted_at >= now() - make_interval(days => ${bind(p.posted)})`);
  const order =
    p.sort === 'salary'
      ? 'j.salary_sort DESC NULLS LAST, j.id DESC'
      : p.sort === 'relevance' && q
        ? `ts_rank(j.search_vector, ${q}) DESC, j.posted_at DESC, j.id DESC`
        : 'j.posted_at DESC, j.id DESC';
  const w = where.join(' AND ');
  const ids = await db.query<{ id: number }>(
    `SELECT j.id FROM jobs j WHERE ${w} ORDER BY ${order} LIMIT ${JOBS_PAGE_SIZE} OFFSET ${(p.page - 1) * JOBS_PAGE_SIZE}`,
    params,
  );
  const facet = async (expr: string) =>
    (
      await db.query<{ value: string; count: number }>(
        `SELECT ${expr} AS value, count(*)::int AS count FROM jobs j
       LEFT JOIN locations l ON l.id = j.location_id LEFT JOIN job_categories c ON c.id = j.category_id
       WHERE ${w} GROUP BY 1 ORDER BY 2 DESC, 1`,
        params,
      )
    ).rows.map((r) => ({ value: r.value, count: r.count }));
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs j WHERE ${w}`, params)).rows[0]?.n ?? 0;
  return {
    ids: ids.rows.map((r) => r.id),
    total,
    location: (await facet('l.slug')).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, 30),
    type: await facet('j.employment_type'),
    arrangement: await facet('j.work_arrangement'),
    category: (await facet('c.slug')).filter((f) => f.value !== null),
  };
}

/** Rows where job_search_facts (migration 0017) is not job_search_index without the vector. */
async function factsDrift(db: Db): Promise<number | undefined> {
  const cols = `job_id, company_id, location_id, province_id, category_id, employment_type, work_arrangement,
                experience_level, salary_hi, salary_lo, salary_sort, posted_at, valid_through`;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       (SELECT ${cols} FROM job_search_index EXCEPT ALL SELECT ${cols} FROM job_search_facts)
       UNION ALL
       (SELECT ${cols} FROM job_search_facts EXCEPT ALL SELECT ${cols} FROM job_search_index)) d`,
  );
  return rows[0]?.n;
}

/** Lexemes of indexed jobs that job_search_lexemes (migration 0022) lacks. */
async function lexemesMissing(db: Db): Promise<number | undefined> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT DISTINCT l.lexeme FROM job_search_index s CROSS JOIN LATERAL unnest(s.search_vector) l
       EXCEPT SELECT lexeme FROM job_search_lexemes) d`,
  );
  return rows[0]?.n;
}

const plain = (xs: { value: string; count: number }[]) =>
  [...xs].map((x) => ({ value: x.value, count: x.count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

const QUERIES: Record<string, string>[] = [
  {},
  { page: '3' },
  { sort: 'newest', page: '2' },
  { sort: 'salary' },
  { sort: 'salary', page: '4' },
  { q: 'engineer' },
  { q: 'software engineer' },
  { q: 'staf akunt' },
  // Prefixes searched as the exact lexemes they begin (migration 0022) must match what :* matches.
  { q: 'engin' },
  { q: 'software eng', sort: 'newest' },
  // Relevance ranks with the :* form even when the match uses the expanded lexemes.
  { q: 'software eng' },
  { q: 'staf akun' },
  { q: 'akun', page: '2' },
  { q: 'excel', location: 'dki-jakarta' },
  // Too many lexemes begin these: they stay :* prefixes.
  { q: 'a' },
  { q: 'manager s', sort: 'salary' },
  { q: 'node.js' },
  { q: 'akuntansi', sort: 'newest' },
  { q: 'excel' },
  { q: 'excel', page: '2' },
  { q: 'postgresql', sort: 'salary' },
  { q: 'sales', location: 'jawa-timur', sort: 'newest' },
  { location: 'dki-jakarta' },
  { location: 'jakarta-selatan', type: 'FULL_TIME' },
  { location: 'bandung', type: 'FULL_TIME' },
  { category: 'information-technology', arrangement: 'remote,hybrid' },
  { category: 'information-technology', level: 'associate' },
  { salaryMin: '15000000', sort: 'salary' },
  { salaryMax: '5000000' },
  { salaryMin: '8000000', salaryMax: '12000000' },
  { posted: '7', type: 'CONTRACTOR' },
  { posted: '14', arrangement: 'remote' },
  { level: 'mid_senior', sort: 'salary' },
  { q: 'driver', arrangement: 'onsite', page: '2' },
  { q: 'perawat', location: 'surabaya' },
  { q: 'zzzqqqxxx' },
  { page: '400' },
];

describe.each(testEngines())('job_search_index on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    await seed(db, { jobs: 400, companies: 60, seed: 'search-index-test' });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('holds exactly the live published jobs (once swept), column for column', async () => {
    await sweepExpiredJobs(db);
    const { rows } = await db.query<{ missing: number; extra: number; differ: number }>(
      `SELECT
         (SELECT count(*)::int FROM jobs j WHERE ${LIVE} AND NOT EXISTS (SELECT 1 FROM job_search_index s WHERE s.job_id = j.id)) AS missing,
         (SELECT count(*)::int FROM job_search_index s WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = s.job_id AND ${LIVE})) AS extra,
         (SELECT count(*)::int FROM job_search_index s JOIN jobs j ON j.id = s.job_id
          WHERE (s.company_id, s.location_id, s.province_id, s.category_id, s.employment_type, s.work_arrangement,
                 s.experience_level, s.salary_hi, s.salary_lo, s.salary_sort, s.posted_at, s.valid_through, s.search_vector)
                IS DISTINCT FROM
                (j.company_id, j.location_id, j.province_id, j.category_id, j.employment_type, j.work_arrangement,
                 j.experience_level, coalesce(j.salary_max, j.salary_min), coalesce(j.salary_min, j.salary_max), j.salary_sort,
                 j.posted_at, j.valid_through, j.search_vector)) AS differ`,
    );
    expect(rows[0]).toEqual({ missing: 0, extra: 0, differ: 0 });
    expect(await factsDrift(db)).toBe(0);
    expect(await lexemesMissing(db)).toBe(0);
  });

  it('returns the same page, total and facets as the reference query', async () => {
    const { rows } = await db.query<{ slug: string }>(
      `SELECT c.slug FROM companies c JOIN jobs j ON j.company_id = c.id GROUP BY c.slug ORDER BY count(*) DESC, c.slug LIMIT 1`,
    );
    const queries = [...QUERIES, { company: rows[0]?.slug ?? '' }, { company: rows[0]?.slug ?? '', q: 'staf' }];
    let nonEmpty = 0;
    for (const q of queries) {
      const got = await searchJobs(db, q);
      const want = await reference(db, q);
      const label = JSON.stringify(q);
      expect(
        got.jobs.map((j) => j.id),
        label,
      ).toEqual(want.ids);
      expect(got.total, label).toBe(want.total);
      expect(plain(got.facets.location), label).toEqual(plain(want.location));
      expect(plain(got.facets.type), label).toEqual(plain(want.type));
      expect(plain(got.facets.arrangement), label).toEqual(plain(want.arrangement));
      expect(plain(got.facets.category), label).toEqual(plain(want.category));
      if (want.ids.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(QUERIES.length / 2);
  });

  describe('kept in sync by the jobs triggers', () => {
    let companyId: number;
    let cityId: number;
    const inIndex = async (id: number) =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_search_index WHERE job_id = $1', [id])).rows[0]?.n === 1;
    const found = async (q: string, id: number) => (await searchJobs(db, { q, sort: 'newest' })).jobs.some((j) => j.id === id);

    beforeAll(async () => {
      const c = await db.query<{ id: number }>(`SELECT id FROM companies ORDER BY id LIMIT 1`);
      const l = await db.query<{ id: number }>(`SELECT id FROM locations WHERE slug = 'bandung'`);
      companyId = c.rows[0]?.id ?? 0;
      cityId = l.rows[0]?.id ?? 0;
    });

    const insertJob = async (position: string, extra: { status?: string; postedAgo?: string; validFor?: string } = {}) => {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO jobs (slug, company_id, position, description_html, location_id, status, posted_at, valid_through)
         VALUES ('sync-test', $1, $2, '<p>Zyxwuvquux duties</p>', $3, $4, now() - $5::interval, now() + $6::interval)
         RETURNING id`,
        [companyId, position, cityId, extra.status ?? 'published', extra.postedAgo ?? '1 hour', extra.validFor ?? '30 days'],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('insert failed');
      return id;
    };

    it('insert, update, skills, company rename, close, reopen and delete', async () => {
      const id = await insertJob('Qwertyplex Operator');
      expect(await inIndex(id)).toBe(true);
      expect(await found('qwertyplex', id)).toBe(true);
      expect(await found('zyxwuvquux', id)).toBe(true);

      await db.query(`UPDATE jobs SET position = 'Plonkovator Operator', salary_min = 9000000, salary_max = 11000000 WHERE id = $1`, [id]);
      expect(await found('qwertyplex', id)).toBe(false);
      expect(await found('plonkovator', id)).toBe(true);
      // A new word is searchable by its beginning as soon as it is written.
      expect(await found('plonkov', id)).toBe(true);
      expect(await found('operator plonk', id)).toBe(true);
      const bySalary = await searchJobs(db, { q: 'plonkovator', salaryMin: '10500000' });
      expect(bySalary.jobs.map((j) => j.id)).toEqual([id]);

      await db.query(`INSERT INTO job_skills (job_id, name) VALUES ($1, 'Snarfblat')`, [id]);
      expect(await found('snarfblat', id)).toBe(true);
      await db.query(`DELETE FROM job_skills WHERE job_id = $1`, [id]);
      expect(await found('snarfblat', id)).toBe(false);

      const oldName = (await db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId])).rows[0]?.name;
      await db.query(`UPDATE companies SET name = 'Grommitcorp Nusantara' WHERE id = $1`, [companyId]);
      expect(await found('grommitcorp plonkovator', id)).toBe(true);
      await db.query(`UPDATE companies SET name = $2 WHERE id = $1`, [companyId, oldName]);
      expect(await found('grommitcorp', id)).toBe(false);

      await db.query(`UPDATE jobs SET status = 'closed' WHERE id = $1`, [id]);
      expect(await inIndex(id)).toBe(false);
      expect(await found('plonkovator', id)).toBe(false);
      await db.query(`UPDATE jobs SET status = 'published' WHERE id = $1`, [id]);
      expect(await found('plonkovator', id)).toBe(true);

      await db.query(`DELETE FROM jobs WHERE id = $1`, [id]);
      expect(await inIndex(id)).toBe(false);
      expect(await found('plonkovator', id)).toBe(false);
      expect(await found('plonkov', id)).toBe(false);
      expect(await factsDrift(db)).toBe(0);
      expect(await lexemesMissing(db)).toBe(0);
    });

    it('keeps drafts out and lets a draft in when it is published', async () => {
      const id = await insertJob('Draftington Clerk', { status: 'draft' });
      expect(await inIndex(id)).toBe(false);
      await db.query(`UPDATE jobs SET status = 'published' WHERE id = $1`, [id]);
      expect(await found('draftington', id)).toBe(true);
      await db.query(`DELETE FROM jobs WHERE id = $1`, [id]);
    });

    it('hides a job whose valid_through is in the past, set by a write or reached by time alone', async () => {
      const before = (await searchJobs(db, {})).total;
      const expired = await insertJob('Expirium Analyst', { postedAgo: '10 days', validFor: '-1 hour' });
      expect(await inIndex(expired)).toBe(false);
      expect(await found('expirium', expired)).toBe(false);
      expect((await searchJobs(db, {})).total).toBe(before);

      // No write happens when the deadline passes: the queries alone must notice, before
      // the sweep has removed the row (pages and precomputed counts alike), and after.
      const soon = await insertJob('Ephemerix Analyst', { validFor: '1.5 seconds' });
      expect(await found('ephemerix', soon)).toBe(true);
      expect((await searchJobs(db, {})).total).toBe(before + 1);
      await new Promise((r) => setTimeout(r, 2_000));
      expect(await inIndex(soon)).toBe(true);
      expect(await found('ephemerix', soon)).toBe(false);
      expect((await searchJobs(db, {})).total).toBe(before);
      expect((await searchJobs(db, { location: 'bandung' })).jobs.some((j) => j.id === soon)).toBe(false);
      expect(await sweepExpiredJobs(db)).toBeGreaterThanOrEqual(1);
      expect(await inIndex(soon)).toBe(false);
      expect((await searchJobs(db, {})).total).toBe(before);

      await db.query(`UPDATE jobs SET valid_through = now() + interval '1 day' WHERE id = $1`, [expired]);
      expect(await found('expirium', expired)).toBe(true);
      await db.query(`DELETE FROM jobs WHERE id = ANY($1::int8[])`, [[expired, soon]]);
    });
  });

  describe('result cache', () => {
    /**
     * Resolves once a notification sent now has reached this Db's listeners. The database
     * delivers notifications in commit order and the Db hands each to every listener at once,
     * so everything committed before has been handled too: no "wait 200 ms and see".
     */
    const notificationsHandled = async () => {
      const token = `sentinel-${Date.now()}-${Math.random()}`;
      let heard = () => {};
      const arrived = new Promise<void>((resolve) => (heard = resolve));
      const unlisten = await db.listen('content_changed', (payload) => payload === token && heard());
      try {
        await db.query(`SELECT pg_notify('content_changed', $1)`, [token]);
        await arrived;
      } finally {
        await unlisten();
      }
    };
    const waitFor = async (cond: () => boolean) => {
      for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
      return cond();
    };

    it('hits on a repeated (normalised) search and misses on a different one', async () => {
      const cache = await createJobSearchCache(db);
      try {
        const a = await searchJobs(db, { type: 'FULL_TIME', page: '1' }, { cache });
        const b = await searchJobs(db, { page: '1', type: 'full_time' }, { cache });
        expect(b).toBe(a);
        await searchJobs(db, { type: 'FULL_TIME', page: '2' }, { cache });
        expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, size: 2 });
      } finally {
        await cache.close();
      }
    });

    it('counts a search once for all its pages and sorts', async () => {
      const cache = await createJobSearchCache(db);
      try {
        const first = await searchJobs(db, { type: 'FULL_TIME', page: '1' }, { cache });
        const second = await searchJobs(db, { type: 'FULL_TIME', page: '2', sort: 'newest' }, { cache });
        expect(second.total).toBe(first.total);
        expect(second.facets).toEqual(first.facets);
        expect(second.jobs.map((j) => j.id)).not.toEqual(first.jobs.map((j) => j.id));
        expect(cache.stats()).toMatchObject({ misses: 2, countMisses: 1, countHits: 1 });
        await searchJobs(db, { type: 'PART_TIME' }, { cache });
        expect(cache.stats()).toMatchObject({ countMisses: 2 });
      } finally {
        await cache.close();
      }
    });

    it("offers the other places from the landing page's cached counts, the same as uncached", async () => {
      const cache = await createJobSearchCache(db);
      try {
        const landing = await searchJobs(db, {}, { cache });
        const city = landing.facets.location[0]!.value;
        const inCity = await searchJobs(db, { location: city }, { cache });
        // One count for the landing page, one for the city; the other places reuse the first.
        expect(cache.stats()).toMatchObject({ countMisses: 2, countHits: 1 });
        expect(inCity.otherChoices.location).toEqual(landing.facets.location);
        expect(inCity.otherChoices).toEqual((await searchJobs(db, { location: city })).otherChoices);
      } finally {
        await cache.close();
      }
    });

    it('serves a keyword search page from the page query alone once its counts are cached', async () => {
      const cache = await createJobSearchCache(db);
      try {
        await searchJobs(db, { q: 'staf', page: '1' }, { cache });
        const second = await searchJobs(db, { q: 'staf', page: '2', sort: 'newest' }, { cache });
        expect(cache.stats()).toMatchObject({ countMisses: 1, countHits: 1 });
        const uncached = await searchJobs(db, { q: 'staf', page: '2', sort: 'newest' });
        expect(second.jobs.map((j) => j.id)).toEqual(uncached.jobs.map((j) => j.id));
        expect(second.jobs.length).toBeGreaterThan(0);
        expect(second.total).toBe(uncached.total);
      } finally {
        await cache.close();
      }
    });

    it('expires entries after the TTL and evicts the least recently used', async () => {
      let now = 0;
      const cache = await createJobSearchCache(db, { maxEntries: 2, ttlMs: 1_000, now: () => now });
      try {
        await searchJobs(db, { page: '1' }, { cache });
        await searchJobs(db, { page: '2' }, { cache });
        await searchJobs(db, { page: '1' }, { cache }); // hit; page 2 is now the oldest
        await searchJobs(db, { page: '3' }, { cache }); // evicts page 2
        await searchJobs(db, { page: '1' }, { cache }); // hit
        await searchJobs(db, { page: '2' }, { cache }); // miss
        expect(cache.stats()).toMatchObject({ hits: 2, misses: 4, size: 2 });
        now = 1_001;
        await searchJobs(db, { page: '2' }, { cache }); // expired → miss
        expect(cache.stats()).toMatchObject({ hits: 2, misses: 5 });
      } finally {
        await cache.close();
      }
    });

    it('is emptied by the content_changed NOTIFY of a jobs write, not by unrelated tables', async () => {
      const cache = await createJobSearchCache(db);
      try {
        const first = await searchJobs(db, { q: 'engineer' }, { cache });
        await db.query(`UPDATE articles SET title_en = title_en WHERE id = (SELECT min(id) FROM articles)`);
        await notificationsHandled();
        expect(cache.stats().invalidations).toBe(0);
        expect(await searchJobs(db, { q: 'engineer' }, { cache })).toBe(first);

        const target = first.jobs[0];
        if (!target) throw new Error('no job');
        await db.transaction(async (tx) => {
          await tx.query(`UPDATE jobs SET status = 'closed' WHERE id = $1`, [target.id]);
        });
        expect(await waitFor(() => cache.stats().invalidations > 0)).toBe(true);
        const after = await searchJobs(db, { q: 'engineer' }, { cache });
        expect(after).not.toBe(first);
        expect(after.total).toBe(first.total - 1);
        expect(after.jobs.some((j) => j.id === target.id)).toBe(false);
        await db.query(`UPDATE jobs SET status = 'published' WHERE id = $1`, [target.id]);
        expect(await waitFor(() => cache.stats().invalidations > 1)).toBe(true);
        expect((await searchJobs(db, { q: 'engineer' }, { cache })).total).toBe(first.total);
      } finally {
        await cache.close();
      }
    });

    it("keeps a job's similar jobs for its other pages until a jobs write empties the cache", async () => {
      const cache = await createJobSearchCache(db);
      try {
        const { rows } = await db.query<{ identifier: string }>(
          `SELECT j.identifier FROM jobs j WHERE ${LIVE} AND j.category_id IS NOT NULL ORDER BY j.id LIMIT 1`,
        );
        const job = (await getJobByIdentifier(db, rows[0]?.identifier ?? ''))!;
        const first = await getSimilarJobs(db, job, 6, { cache });
        expect(first.length).toBeGreaterThan(1);
        expect(await getSimilarJobs(db, job, 6, { cache })).toBe(first);
        expect(await getSimilarJobs(db, job, 6)).toEqual(first);
        expect(cache.stats()).toMatchObject({ similarHits: 1, similarMisses: 1 });

        const closed = first[0]!;
        await db.query(`UPDATE jobs SET status = 'closed' WHERE id = $1`, [closed.id]);
        expect(await waitFor(() => cache.stats().invalidations > 0)).toBe(true);
        const after = await getSimilarJobs(db, job, 6, { cache });
        expect(after.some((j) => j.id === closed.id)).toBe(false);
        expect(after).toEqual(await getSimilarJobs(db, job, 6));
        await db.query(`UPDATE jobs SET status = 'published' WHERE id = $1`, [closed.id]);
      } finally {
        await cache.close();
      }
    });

    it("keeps a job for its pages until a write to what it reads (its questions too) empties it, not an article's", async () => {
      const cache = await createJobSearchCache(db);
      try {
        const { rows } = await db.query<{ id: number; identifier: string }>(
          `SELECT j.id, j.identifier FROM jobs j WHERE ${LIVE} ORDER BY j.id LIMIT 1`,
        );
        const { id, identifier } = rows[0]!;
        const first = await getJobByIdentifier(db, identifier, { cache });
        expect(first?.position).toBeTruthy();
        expect(await getJobByIdentifier(db, identifier, { cache })).toBe(first);
        expect(await getJobByIdentifier(db, 'nosuchjob1', { cache })).toBeNull();
        expect(cache.stats()).toMatchObject({ jobHits: 1, jobMisses: 2 });

        await db.query(`UPDATE articles SET title_en = title_en WHERE id = (SELECT min(id) FROM articles)`);
        await notificationsHandled();
        expect(await getJobByIdentifier(db, identifier, { cache })).toBe(first);

        await db.query(
          `INSERT INTO job_screening_questions (job_id, type, prompt, required, sort_order) VALUES ($1, 'free_text', 'Cached question?', false, 99)`,
          [id],
        );
        expect(await waitFor(() => cache.stats().invalidations > 0)).toBe(true);
        const after = await getJobByIdentifier(db, identifier, { cache });
        expect(after?.questions.map((q) => q.prompt)).toContain('Cached question?');
        await db.query(`DELETE FROM job_screening_questions WHERE job_id = $1 AND prompt = 'Cached question?'`, [id]);
        expect(await waitFor(() => cache.stats().invalidations > 1)).toBe(true);
        expect((await getJobByIdentifier(db, identifier, { cache }))?.questions).toEqual(first!.questions);
      } finally {
        await cache.close();
      }
    });

    it('loads the landing catalogue once for the job pages asking at the same time, and anew after a write', async () => {
      const cache = await createJobSearchCache(db);
      try {
        let statements = 0;
        const counted = timedDb(db, () => statements++);
        await landingCatalogue(counted);
        const oneLoad = statements;
        statements = 0;
        const pages = await Promise.all(Array.from({ length: 6 }, () => landingCatalogue(counted, cache)));
        expect(statements).toBe(oneLoad);
        expect(pages.every((catalogue) => catalogue === pages[0])).toBe(true);
        // A page asking after an invalidation does not wait for the load begun before it.
        cache.clear();
        const before = landingCatalogue(counted, cache);
        cache.clear();
        const after = landingCatalogue(counted, cache);
        expect(await after).not.toBe(await before);
        expect(await landingCatalogue(counted, cache)).toBe(await after);
      } finally {
        await cache.close();
      }
    });

    it('sends site_content_changed for site_content writes', async () => {
      const got: string[] = [];
      const unlisten = await db.listen('site_content_changed', (p) => got.push(p));
      try {
        await db.query(`UPDATE site_content SET site_name = site_name`);
        expect(await waitFor(() => got.length > 0)).toBe(true);
      } finally {
        await unlisten();
      }
    });
  });
});
