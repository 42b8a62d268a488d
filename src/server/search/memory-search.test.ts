import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { countPostings, createJobSearchMemory, pruneJobSearchChanges, type JobSearchMemory } from './memory-search.js';
import { searchJobs, type JobSearchResult } from './job-search.js';
import { resetDb, seed } from '../seed/seed.js';
import { testEngines } from '../db/test-db.js';
import { useSeededMemory } from './seeded-memory.js';
import { rankOperandOrder, tsRank } from './ts-rank.js';
import { parseTsQuery, parseTsVector, queryTerms } from './ts-text.js';

/** What a visitor sees of a result: the page's jobs in order, the counts, the chips' names. */
const seen = (r: JobSearchResult) => ({
  ids: r.jobs.map((j) => j.id),
  total: r.total,
  pageCount: r.pageCount,
  facets: r.facets,
  otherChoices: r.otherChoices,
  labels: r.labels,
  params: r.params,
});

/**
 * A search the in-memory index must answer. Every comparison below would also pass if the
 * index silently left each search to SQL, so each one checks what answered.
 */
async function inMemory(db: Db, params: Record<string, string | undefined>, memory: JobSearchMemory): Promise<JobSearchResult> {
  const result = await searchJobs(db, params, { memory });
  expect(result.source, `answered in memory: ${JSON.stringify(params)}`).toBe('memory');
  return result;
}

/** Keywords SQL answers by design: a phrase, and one word twice (with and without the prefix mark, which ts_rank orders its own way). */
const SQL_KEYWORDS = new Set(['full-stack', 'excel excel']);

const KEYWORDS = [
  undefined,
  'engineer',
  'software engineer',
  'staf akunt',
  'sales',
  'a',
  'pe',
  'akuntan',
  'jakarta',
  'perawat',
  'node.js',
  'full-stack',
  'excel excel',
  'zzzz',
];
const FILTERS: Record<string, string>[] = [
  {},
  { sort: 'newest' },
  { sort: 'salary' },
  { page: '2' },
  { page: '3', sort: 'salary' },
  { location: 'dki-jakarta' },
  { location: 'surabaya', sort: 'newest' },
  { type: 'FULL_TIME,CONTRACTOR' },
  { arrangement: 'remote,hybrid' },
  { level: 'mid_senior' },
  { salaryMin: '10000000' },
  { salaryMax: '6000000', sort: 'salary' },
  { posted: '7' },
  { category: 'information-technology' },
  { page: '500' },
];

for (const engine of testEngines()) {
  describe(`in-memory search index (${engine.engine})`, () => {
    const seeded = useSeededMemory(engine, { jobs: 400, companies: 60, seed: 'search-test' }, 120_000);
    let db: Db;
    let memory: JobSearchMemory;
    beforeAll(() => ({ db, memory } = seeded));

    it('loads and answers every search exactly as SQL does: same jobs in the same order, same counts', async () => {
      expect(memory.ready).toBe(true);
      const { rows } = await db.query<{ slug: string }>(
        `SELECT c.slug FROM companies c JOIN jobs j ON j.company_id = c.id GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      );
      const filters = [...FILTERS, { company: rows[0]?.slug ?? '' }];
      let compared = 0;
      for (const q of KEYWORDS) {
        for (const f of filters) {
          const params = q === undefined ? f : { q, ...f };
          const bySql = await searchJobs(db, params);
          expect(bySql.source).toBe('sql');
          const byMemory =
            q !== undefined && SQL_KEYWORDS.has(q) ? await searchJobs(db, params, { memory }) : await inMemory(db, params, memory);
          expect(seen(byMemory), JSON.stringify(params)).toEqual(seen(bySql));
          compared += 1;
        }
      }
      expect(compared).toBe(KEYWORDS.length * filters.length);
      // The comparison means something: broad searches found jobs, relevance had ties to break.
      expect((await inMemory(db, { q: 'a' }, memory)).total).toBeGreaterThan(20);
      for (const q of SQL_KEYWORDS) expect((await searchJobs(db, { q }, { memory })).source, q).toBe('sql');
    });

    it('counts the postings and positions of every lexeme as the index will hold them, to size its lists before the rows come (PostgreSQL only)', async () => {
      const counts = await countPostings(db);
      const { rows } = await db.query<{ v: string }>(`SELECT search_vector::text AS v FROM job_search_index`);
      const want = new Map<string, { lexeme: string; postings: number; positions: number }>();
      for (const r of rows)
        for (const e of parseTsVector(r.v)) {
          const c = want.get(e.lexeme) ?? { lexeme: e.lexeme, postings: 0, positions: 0 };
          c.postings += 1;
          c.positions += e.positions.length;
          want.set(e.lexeme, c);
        }
      const byLexeme = (a: { lexeme: string }, b: { lexeme: string }) => (a.lexeme < b.lexeme ? -1 : 1);
      expect(want.size).toBeGreaterThan(100);
      // PGlite: none (the lists grow as the rows come).
      expect(counts?.sort(byLexeme) ?? null).toEqual(engine.engine === 'postgres' ? [...want.values()].sort(byLexeme) : null);
    });

    it('computes ts_rank bit for bit as PostgreSQL does', async () => {
      const queries = [
        "'engineer':*",
        "'software' & 'engineer':*",
        "'staf' & 'akunt':*",
        "'a':*",
        "'sales' | 'marketing'",
        "'jakarta' & 'pt':*",
      ];
      const { rows } = await db.query<{ v: string }>(`SELECT search_vector::text AS v FROM job_search_index ORDER BY job_id LIMIT 60`);
      let checked = 0;
      for (const q of queries) {
        const { rows: ranked } = await db.query<{ r: number; tq: string }>(
          `SELECT ts_rank(v::tsvector, to_tsquery('simple', $1)) AS r, to_tsquery('simple', $1)::text AS tq FROM unnest($2::text[]) v`,
          [q, rows.map((r) => r.v)],
        );
        ranked.forEach((want, i) => {
          const node = parseTsQuery(want.tq);
          if (!node) throw new Error(`unparsed ${want.tq}`);
          const operands = rankOperandOrder(queryTerms(node)) ?? [];
          const vector = parseTsVector(rows[i]?.v ?? '');
          const entries = operands.map((op) =>
            vector.filter((e) => (op.prefix ? e.lexeme.startsWith(op.lexeme) : e.lexeme === op.lexeme)).map((e) => e.positions),
          );
          // float4 prints its shortest form: read back as a float it is the exact value.
          expect(tsRank(node.kind === 'and', entries), `${q} on job ${i}`).toBe(Math.fround(want.r));
          checked += 1;
        });
      }
      expect(checked).toBe(queries.length * rows.length);
    });

    it('sees every write committed before the search: new, edited, closed and expired jobs', async () => {
      const { rows } = await db.query<{ id: number; company_id: number }>(
        `SELECT id, company_id FROM jobs WHERE status = 'published' AND (valid_through IS NULL OR valid_through > now()) ORDER BY id LIMIT 2`,
      );
      const [a, b] = rows;
      if (!a || !b) throw new Error('seed has no live jobs');
      const find = async (q: string) => (await inMemory(db, { q }, memory)).jobs.map((j) => j.id);

      // The index keeps its sort orders once a search used them; writes must keep them right.
      await inMemory(db, { sort: 'newest' }, memory);
      await inMemory(db, { sort: 'salary' }, memory);
      await db.query(`UPDATE jobs SET position = 'Zephyrologist Kepala' WHERE id = $1`, [a.id]);
      expect(await find('zephyrolog')).toEqual([a.id]);

      await db.query(`UPDATE jobs SET position = 'Zephyrologist Muda', posted_at = now() WHERE id = $1`, [b.id]);
      expect(await find('zephyrologist')).toEqual([b.id, a.id]);
      // The sort orders kept between searches take the edited job in at its new place.
      for (const params of [{ sort: 'newest' }, { sort: 'salary' }, { sort: 'newest', page: '2' }, { q: 'a', sort: 'newest' }]) {
        expect(seen(await inMemory(db, params, memory)), JSON.stringify(params)).toEqual(seen(await searchJobs(db, params)));
      }
      expect((await inMemory(db, { sort: 'newest' }, memory)).jobs[0]?.id).toBe(b.id);

      await db.query(`UPDATE jobs SET status = 'closed' WHERE id = $1`, [b.id]);
      expect(await find('zephyrologist')).toEqual([a.id]);

      await db.query(`UPDATE jobs SET valid_through = now() + interval '300 milliseconds' WHERE id = $1`, [a.id]);
      expect(await find('zephyrologist')).toEqual([a.id]);
      const landing = (await inMemory(db, {}, memory)).total;
      await new Promise((r) => setTimeout(r, 400));
      // Expired: gone without any write, as in SQL, from keyword searches and from the landing counts.
      expect(await find('zephyrologist')).toEqual([]);
      expect((await searchJobs(db, { q: 'zephyrologist' })).total).toBe(0);
      expect((await inMemory(db, {}, memory)).total).toBe(landing - 1);
      expect((await searchJobs(db, {})).total).toBe(landing - 1);
    });

    // Needs a second connection: PostgreSQL only (PGlite has one, so one writer at a time).
    if (engine.engine === 'postgres')
      it('sees a write whose transaction was still open while a later one committed', async () => {
        const pg = (await import('pg')).default;
        const open = new pg.Client({ connectionString: seeded.url });
        await open.connect();
        try {
          const { rows } = await db.query<{ id: number }>(
            `SELECT id, position FROM jobs WHERE status = 'published' AND (valid_through IS NULL OR valid_through > now()) ORDER BY id DESC LIMIT 3`,
          );
          const [early, late, other] = rows as ({ id: number; position: string } | undefined)[];
          if (!early || !late || !other) throw new Error('seed has no live jobs');
          const find = async (q: string) => (await inMemory(db, { q }, memory)).jobs.map((j) => j.id);
          // The words become known first: a write bringing new words would wait for the open one (0024).
          await db.query(`UPDATE jobs SET position = 'Quokkaherder Senior Junior' WHERE id = $1`, [other.id]);
          await db.query(`UPDATE jobs SET position = $2 WHERE id = $1`, [other.id, other.position]);
          // The first writer draws the lower seq but commits last.
          await open.query('BEGIN');
          await open.query(`UPDATE jobs SET position = 'Quokkaherder Senior' WHERE id = $1`, [early.id]);
          await db.query(`UPDATE jobs SET position = 'Quokkaherder Junior' WHERE id = $1`, [late.id]);
          expect(await find('quokkaherder')).toEqual([late.id]);
          await open.query('COMMIT');
          expect((await find('quokkaherder')).sort()).toEqual([early.id, late.id].sort());
        } finally {
          await open.end();
        }
      });

    it('answers through SQL when the change log cannot be read, and reports why', async () => {
      const errors: unknown[] = [];
      let failing = false;
      // The same database, except that reading the change log fails while `failing` is set.
      const flaky: Db = {
        ...db,
        query: (sql, params) =>
          failing && sql.includes('job_search_changes_state') ? Promise.reject(new Error('connection reset')) : db.query(sql, params),
      };
      const shaky = createJobSearchMemory(flaky, { onError: (e) => errors.push(e) });
      await shaky.whenReady();
      expect(shaky.ready).toBe(true);
      expect(seen(await inMemory(db, { q: 'engineer' }, shaky))).toEqual(seen(await searchJobs(db, { q: 'engineer' })));
      failing = true;
      for (const params of [{ q: 'engineer' }, { location: 'dki-jakarta' }]) {
        const answer = await searchJobs(db, params, { memory: shaky });
        // An index that cannot tell whether it is current must not answer.
        expect(answer.source).toBe('sql');
        expect(seen(answer)).toEqual(seen(await searchJobs(db, params)));
      }
      expect(errors.map(String)).toContain('Error: connection reset');
      failing = false;
      expect(seen(await inMemory(db, { q: 'engineer' }, shaky))).toEqual(seen(await searchJobs(db, { q: 'engineer' })));
      shaky.close();
    });

    it('reloads after the change log was pruned past what it saw, and loads from a log pruned empty', async () => {
      const before = (await inMemory(db, {}, memory)).total;
      expect(before).toBeGreaterThan(0);
      // An index that saw nothing since the prune reloads on its next search.
      await db.query(`UPDATE job_search_changes SET changed_at = now() - interval '2 days'`);
      await db.query(`UPDATE jobs SET position = position || ' ' WHERE id = (SELECT min(job_id) FROM job_search_index)`);
      await db.query(`UPDATE job_search_changes SET changed_at = now() - interval '2 days'`);
      for (let i = 0; i < 10; i++) await pruneJobSearchChanges(db);
      const { rows: state } = await db.query<{ pruned: number; left: number }>(
        `SELECT pruned_through AS pruned, (SELECT count(*) FROM job_search_changes) AS left FROM job_search_changes_state`,
      );
      expect(state[0]).toEqual({ pruned: expect.any(Number), left: 0 });
      expect(state[0]?.pruned).toBeGreaterThan(0);
      // SQL answers while the index reloads; either way the figures are right.
      expect((await searchJobs(db, {}, { memory })).total).toBe(before);
      // A process starting now finds nothing in the log: it loads once and stays on its index.
      const fresh = createJobSearchMemory(db);
      await fresh.whenReady();
      for (const params of [{}, { q: 'a' }, { q: 'engineer', sort: 'newest' }]) {
        expect(seen(await inMemory(db, params, fresh))).toEqual(seen(await searchJobs(db, params)));
      }
      expect(fresh.ready).toBe(true);
      fresh.close();

      await resetDb(db);
      expect((await searchJobs(db, {}, { memory })).total).toBe(0);
      await seed(db, { jobs: 30, companies: 5, seed: 'after-reset' });
      const sql = await searchJobs(db, { q: 'a' });
      expect(seen(await searchJobs(db, { q: 'a' }, { memory }))).toEqual(seen(sql));
      // Back on the index once it has reloaded after the reset, still in step.
      for (let i = 0; i < 50 && !memory.ready; i++) await new Promise((r) => setTimeout(r, 100));
      expect(memory.ready).toBe(true);
      expect(seen(await inMemory(db, { q: 'a' }, memory))).toEqual(seen(sql));
    });
  });
}

describe('reading PostgreSQL text forms', () => {
  it('reads a tsvector with weights, quotes and lexemes without positions', () => {
    expect(parseTsVector(`'it''s':3A,7 'node.js':1B 'plain'`)).toEqual([
      { lexeme: "it's", positions: [(3 << 2) | 3, 7 << 2] },
      { lexeme: 'node.js', positions: [(1 << 2) | 2] },
      { lexeme: 'plain', positions: [] },
    ]);
  });

  it('leaves phrase, negation and weighted queries to SQL', () => {
    expect(parseTsQuery(`'software' & 'engineer':*`)).toEqual({
      kind: 'and',
      left: { kind: 'term', lexeme: 'software', prefix: false },
      right: { kind: 'term', lexeme: 'engineer', prefix: true },
    });
    expect(parseTsQuery(`( 'a' | 'b' ) & 'c'`)?.kind).toBe('and');
    expect(parseTsQuery(`'full-stack' <-> 'full' <-> 'stack'`)).toBeNull();
    expect(parseTsQuery(`!'a'`)).toBeNull();
    expect(parseTsQuery(`'a':*A`)).toBeNull();
    expect(parseTsQuery('')).toBeNull();
    // ts_rank keeps one of two operands that differ only by the prefix mark: SQL decides.
    expect(
      rankOperandOrder([
        { lexeme: 'excel', prefix: false },
        { lexeme: 'excel', prefix: true },
      ]),
    ).toBeNull();
  });
});
