import { describe, expect, it } from 'vitest';
import { searchJobs } from './job-search.js';
import { testEngines } from '../db/test-db.js';
import { useSeededMemory } from './seeded-memory.js';

/**
 * The load reads job_search_index 1,000 rows at a time; the other in-memory tests seed fewer
 * rows than one batch, so a catalogue of several batches is loaded here and held to SQL: a row
 * lost or read twice at a batch's edge changes a total a visitor sees.
 */
for (const engine of testEngines()) {
  describe(`in-memory search over several load batches (${engine.engine})`, () => {
    const seeded = useSeededMemory(engine, { jobs: 3_000, companies: 150, seed: 'search-batches' }, 300_000);

    it('holds every row of a catalogue larger than two batches, as SQL counts them', async () => {
      const { db, memory } = seeded;
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_search_index');
      expect(rows[0]!.n).toBeGreaterThan(2_000);
      for (const params of [{}, { q: 'engineer' }, { location: 'dki-jakarta', sort: 'newest' }, { page: '60' }]) {
        const bySql = await searchJobs(db, params);
        const byMemory = await searchJobs(db, params, { memory });
        expect(byMemory.source, JSON.stringify(params)).toBe('memory');
        expect({ total: byMemory.total, ids: byMemory.jobs.map((j) => j.id), facets: byMemory.facets }, JSON.stringify(params)).toEqual({
          total: bySql.total,
          ids: bySql.jobs.map((j) => j.id),
          facets: bySql.facets,
        });
      }
    });
  });
}
