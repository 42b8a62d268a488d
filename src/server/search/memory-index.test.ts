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
});
