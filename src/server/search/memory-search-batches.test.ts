import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { createJobSearchMemory, type JobSearchMemory } from './memory-search.js';
import { searchJobs } from './job-search.js';
import { seed } from '../seed/seed.js';
import { testEngines, type TestDb } from '../db/test-db.js';

/**
 * The load reads job_search_index 1,000 rows at a time; the other in-memory tests seed fewer
 * rows than one batch, so a catalogue of several batches is loaded here and held to SQL: a row
 * lost or read twice at a batch's edge changes a total a visitor sees.
 */
for (const engine of testEngines()) {
  describe(`in-memory search over several load batches (${engine.engine})`, () => {
    let t: TestDb;
    let db: Db;
    let memory: JobSearchMemory;

    beforeAll(async () => {
      t = await engine.open();
      db = t.db;
      await seed(db, { jobs: 3_000, companies: 150, seed: 'search-batches' });
      memory = createJobSearchMemory(db);
      await memory.whenReady();
    }, 300_000);

    afterAll(async () => {
      memory.close();
      await t.cleanup();
    });

    it('holds every row of a catalogue larger than two batches, as SQL counts them', async () => {
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
