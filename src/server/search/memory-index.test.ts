import { describe, expect, it } from 'vitest';
import { JobSearchMemoryIndex, type IndexRow } from './memory-index.js';
import { parseJobSearchParams } from './search-params.js';
import { parseTsQuery } from './ts-text.js';

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
});
