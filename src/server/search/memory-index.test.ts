import { describe, expect, it } from 'vitest';
import { JobSearchMemoryIndex, type IndexRow } from './memory-index.js';
import { parseJobSearchParams } from './search-params.js';
import { parseTsQuery, parseTsVector, queryTerms } from './ts-text.js';
import { rankOperandOrder, tsRank } from './ts-rank.js';

const NOW_US = Date.UTC(2025, 2, 3) * 1000;

const row = (jobId: number, vector: string, postedDaysAgo = 1): IndexRow => ({
  job_id: jobId,
  company_id: 1,
  location_id: 10,
  province_id: 1,
  category_id: null,
  employment_type: 'FULL_TIME',
  work_arrangement: 'onsite',
  experience_level: 'entry',
  salary_hi: null,
  salary_lo: null,
  salary_sort: null,
  posted_us: NOW_US - postedDaysAgo * 86_400_000_000,
  valid_us: null,
  vector,
});

describe('JobSearchMemoryIndex', () => {
  it('finds, replaces and removes jobs by id whether they were put in id order (a load) or not (changes after it)', () => {
    const index = new JobSearchMemoryIndex(new Map(), new Map());
    index.reserve(4);
    // A load: ascending ids.
    for (const id of [2, 5, 9, 12]) index.put(row(id, `'excel':1 'sales':2`, id));
    // Changes after it, in any order: 5 edited (no longer excel), 9 removed, 3 and 1 new, 12 edited twice.
    index.put(row(5, `'sales':1`, 5));
    index.remove(9);
    index.put(row(3, `'excel':1`, 3));
    index.put(row(1, `'excel':4`, 1));
    index.put(row(12, `'excel':2`, 12));
    index.put(row(12, `'excel':3`, 12));
    index.remove(404);
    expect(index.size).toBe(5);

    const params = parseJobSearchParams({ sort: 'newest' });
    const excel = index.search(parseTsQuery(`'excel'`), params, {}, NOW_US);
    expect(excel?.ids).toEqual([1, 2, 3, 12]);
    expect(excel?.rows.find((r) => r.facet === 'total')?.n).toBe(4);
    const all = index.search(null, params, {}, NOW_US);
    expect(all?.ids).toEqual([1, 2, 3, 5, 12]);

    index.remove(2);
    index.remove(12);
    index.put(row(9, `'excel':1`, 9));
    expect(index.search(parseTsQuery(`'excel'`), params, {}, NOW_US)?.ids).toEqual([1, 3, 9]);
    expect(index.size).toBe(4);
  });

  it('ranks a broad keyword as ts_rank does, page after page: every weight and count of positions, ties by newest then id', () => {
    const index = new JobSearchMemoryIndex(new Map(), new Map());
    const weights = ['', 'C', 'B', 'A'];
    const vectors = new Map<number, string>();
    // 600 jobs: 1 to 5 positions of "excel" (3 and more take other paths than 1 and 2), every mix of
    // weights, some with "excels" too (a prefix adds both), and many equal ranks to break ties.
    for (let id = 1; id <= 600; id++) {
      const count = 1 + (id % 5);
      const positions = Array.from({ length: count }, (_, j) => `${2 + j * 3}${weights[(id >> j) % 4] ?? ''}`).join(',');
      const vector = `'excel':${positions}${id % 7 === 0 ? ` 'excels':${1 + (id % 3)}${weights[id % 4] ?? ''}` : ''} 'x'`;
      vectors.set(id, vector);
      index.put(row(id, vector, id % 9));
    }
    index.trim();
    for (const query of [`'excel'`, `'excel':*`, `'excel' | 'x'`]) {
      const node = parseTsQuery(query);
      if (!node) throw new Error(query);
      const operands = rankOperandOrder(queryTerms(node)) ?? [];
      const rankOf = (id: number) => {
        const vector = parseTsVector(vectors.get(id) ?? '');
        const entries = operands.map((op) =>
          vector.filter((e) => (op.prefix ? e.lexeme.startsWith(op.lexeme) : e.lexeme === op.lexeme)).map((e) => e.positions),
        );
        return tsRank(false, entries);
      };
      const postedDaysAgo = (id: number) => id % 9;
      const want = [...vectors.keys()].sort((a, b) => rankOf(b) - rankOf(a) || postedDaysAgo(a) - postedDaysAgo(b) || b - a);
      expect(new Set(want.map(rankOf)).size, query).toBeGreaterThan(10);
      for (const page of [1, 2, 7]) {
        const got = index.search(node, parseJobSearchParams({ q: 'excel', page: String(page) }), {}, NOW_US)?.ids;
        expect(got, `${query} page ${page}`).toEqual(want.slice((page - 1) * 20, page * 20));
      }
    }
  });

  it('ranks two words ("and") as ts_rank does, page after page: every weight, count and distance of positions, lexemes without positions', () => {
    const index = new JobSearchMemoryIndex(new Map(), new Map());
    const weights = ['', 'C', 'B', 'A'];
    const vectors = new Map<number, string>();
    // 600 jobs holding both words: 1 to 3 positions each, near and far apart (beyond 100 every
    // distance weighs the same), some stored without positions; every 5th also holds "salesman",
    // so that the prefix form matches two lexemes (the general path) where the word matches one.
    for (let id = 1; id <= 600; id++) {
      const list = (count: number, from: number, step: number, shift: number) =>
        Array.from({ length: count }, (_, j) => `${from + j * step}${weights[(id >> (j + shift)) % 4] ?? ''}`).join(',');
      const excel = id % 11 === 0 ? `'excel'` : `'excel':${list(1 + (id % 3), 1 + (id % 4), 1 + (id % 7), 0)}`;
      const sales = id % 13 === 0 ? `'sales'` : `'sales':${list(1 + ((id >> 2) % 3), 2 + ((id * 7) % 150), 1 + (id % 5), 2)}`;
      const vector = `${excel} ${sales}${id % 5 === 0 ? ` 'salesman':${3 + (id % 40)}` : ''} 'x'`;
      vectors.set(id, vector);
      index.put(row(id, vector, id % 9));
    }
    index.trim();
    for (const query of [`'excel' & 'sales'`, `'sales' & 'excel'`, `'excel' & 'sales':*`]) {
      const node = parseTsQuery(query);
      if (!node) throw new Error(query);
      const operands = rankOperandOrder(queryTerms(node)) ?? [];
      const rankOf = (id: number) => {
        const vector = parseTsVector(vectors.get(id) ?? '');
        const entries = operands.map((op) =>
          vector.filter((e) => (op.prefix ? e.lexeme.startsWith(op.lexeme) : e.lexeme === op.lexeme)).map((e) => e.positions),
        );
        return tsRank(true, entries);
      };
      const postedDaysAgo = (id: number) => id % 9;
      const want = [...vectors.keys()].sort((a, b) => rankOf(b) - rankOf(a) || postedDaysAgo(a) - postedDaysAgo(b) || b - a);
      expect(new Set(want.map(rankOf)).size, query).toBeGreaterThan(50);
      for (const page of [1, 2, 7, 30]) {
        const got = index.search(node, parseJobSearchParams({ q: 'excel sales', page: String(page) }), {}, NOW_US)?.ids;
        expect(got, `${query} page ${page}`).toEqual(want.slice((page - 1) * 20, page * 20));
      }
    }
  });

  it('applies several filters together, never counts a removed, replaced or expired job, and pages a broad search in the sort order', () => {
    const index = new JobSearchMemoryIndex(new Map(), new Map());
    type Job = { id: number; location: number; category: number; type: string; validDays: number | null };
    const jobs: Job[] = [];
    for (let id = 1; id <= 9000; id++)
      jobs.push({
        id,
        location: 10 + (id % 3),
        category: 1 + (id % 4),
        type: id % 5 === 0 ? 'PART_TIME' : 'FULL_TIME',
        validDays: id % 7 === 0 ? -1 : null,
      });
    const put = (j: Job) =>
      index.put({
        ...row(j.id, `'excel':${1 + (j.id % 9)} 'sales':${12 + (j.id % 5)}`, j.id % 9),
        location_id: j.location,
        province_id: j.location === 12 ? 2 : 1,
        category_id: j.category,
        employment_type: j.type,
        valid_us: j.validDays === null ? null : NOW_US + j.validDays * 86_400_000_000,
      });
    for (const j of jobs) put(j);
    // Changes after the load: removed jobs, and jobs moved to another place (their old slot dies).
    const live = new Map(jobs.map((j) => [j.id, j]));
    for (let id = 3; id <= 9000; id += 17) {
      index.remove(id);
      live.delete(id);
    }
    for (let id = 5; id <= 9000; id += 23) {
      const moved = { ...(live.get(id) ?? jobs[id - 1]!), location: 10 };
      put(moved);
      live.set(id, moved);
    }
    const cases: {
      params: Record<string, string>;
      refs: { location?: { id: number; kind: 'city' | 'province' }; categoryId?: number };
      keep: (j: Job) => boolean;
    }[] = [
      { params: {}, refs: { location: { id: 11, kind: 'city' } }, keep: (j) => j.location === 11 },
      { params: {}, refs: { location: { id: 1, kind: 'province' }, categoryId: 2 }, keep: (j) => j.location !== 12 && j.category === 2 },
      { params: { type: 'PART_TIME' }, refs: { categoryId: 3 }, keep: (j) => j.category === 3 && j.type === 'PART_TIME' },
      {
        params: { type: 'FULL_TIME' },
        refs: { location: { id: 10, kind: 'city' }, categoryId: 1 },
        keep: (j) => j.location === 10 && j.category === 1 && j.type === 'FULL_TIME',
      },
      // Broad: the page is found walking the newest order, looking each slot up in the hits.
      { params: { type: 'FULL_TIME' }, refs: {}, keep: (j) => j.type === 'FULL_TIME' },
    ];
    for (const { params, refs, keep } of cases) {
      const want = [...live.values()].filter((j) => j.validDays === null && keep(j)).map((j) => j.id);
      expect(want.length, JSON.stringify(refs)).toBeGreaterThan(20);
      for (const q of [null, `'excel' & 'sales'`]) {
        for (const page of [1, 3]) {
          const found = index.search(
            q ? parseTsQuery(q) : null,
            parseJobSearchParams({ ...params, sort: 'newest', page: String(page) }),
            refs,
            NOW_US,
          );
          const label = `${q} ${JSON.stringify(params)} ${JSON.stringify(refs)} page ${page}`;
          expect(found?.rows.find((r) => r.facet === 'total')?.n, label).toBe(want.length);
          const newest = [...want].sort((a, b) => (a % 9) - (b % 9) || b - a).slice((page - 1) * 20, page * 20);
          expect(found?.ids, label).toEqual(newest);
        }
      }
    }
  });

  it('holds the same jobs, ranks and counts when rows are put many at once (a load) as one at a time', () => {
    const words = ['excel', 'excels', 'sales', 'admin', 'akuntan', 'gudang', 'kasir', 'x'];
    const weights = ['', 'C', 'B', 'A'];
    // 300 jobs, each with a different mix of the words and 1 to 4 positions per word: a list's
    // postings from one batch of rows must reach it in slot order, each with its own positions.
    const rows = Array.from({ length: 300 }, (_, k) => {
      const id = 1 + k * 3;
      const lexemes = words.filter((_, w) => (id >> w) % 3 !== 0 || w === 7);
      const vector = lexemes
        .map((w, j) => {
          const count = 1 + ((id + j) % 4);
          return `'${w}':${Array.from({ length: count }, (_, p) => `${1 + j * 10 + p}${weights[(id + p) % 4] ?? ''}`).join(',')}`;
        })
        .join(' ');
      return row(id, vector, id % 11);
    });
    const one = new JobSearchMemoryIndex(new Map(), new Map());
    for (const r of rows) one.put(r);
    const many = new JobSearchMemoryIndex(new Map(), new Map());
    for (let i = 0; i < rows.length; i += 37) many.putMany(rows.slice(i, i + 37));
    for (const query of [`'excel'`, `'excel':*`, `'sales' & 'kasir'`, `'admin' | 'gudang'`, `'x'`]) {
      for (const page of ['1', '3']) {
        const params = parseJobSearchParams({ page });
        const expected = one.search(parseTsQuery(query), params, {}, NOW_US);
        expect(expected?.ids.length, query).toBeGreaterThan(0);
        expect(many.search(parseTsQuery(query), params, {}, NOW_US), `${query} page ${page}`).toEqual(expected);
      }
    }
  });
});
