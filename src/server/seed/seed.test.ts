import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { isEmpty, resetDb, seed, unfinishedSeed } from './seed.js';
import { testEngines } from '../db/test-db.js';

const NOW = new Date('2025-03-03T00:00:00Z');
// Tables whose every column the seed controls (no now() defaults), compared row by row.
const TABLES = [
  'companies',
  'jobs',
  'job_skills',
  'job_screening_questions',
  'company_reviews',
  'articles',
  'users',
  'candidate_profiles',
  'applications',
];

async function digest(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await db.query<{ d: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM ${table} t`,
    );
    out[table] = rows[0]?.d ?? '';
  }
  return out;
}

describe.each(testEngines())('seed on $engine', ({ open }) => {
  it('is deterministic: same seed, same rows; another seed, other rows', async () => {
    const a = await open();
    const b = await open();
    try {
      expect(await isEmpty(a.db)).toBe(true);
      await seed(a.db, { jobs: 150, companies: 20, seed: 'same', now: NOW });
      await seed(b.db, { jobs: 150, companies: 20, seed: 'same', now: NOW });
      expect(await isEmpty(a.db)).toBe(false);
      const first = await digest(a.db);
      expect(await digest(b.db)).toEqual(first);

      await resetDb(b.db);
      expect(await isEmpty(b.db)).toBe(true);
      await seed(b.db, { jobs: 150, companies: 20, seed: 'other', now: NOW });
      const other = await digest(b.db);
      expect(other.jobs).not.toEqual(first.jobs);
      expect(other.companies).not.toEqual(first.companies);
    } finally {
      await a.cleanup();
      await b.cleanup();
    }
  }, 120_000);

  it('committing as it goes, a stopped seed keeps its jobs and continues to the rows of an unbroken one', async () => {
    const whole = await open();
    const stopped = await open();
    try {
      const plan = { jobs: 150, companies: 20, seed: 'resume', now: NOW };
      await seed(whole.db, plan);
      const stop = new Error('stopped');
      await expect(
        seed(stopped.db, {
          ...plan,
          commitEvery: 50,
          onProgress: (phase, done) => {
            if (phase === 'jobs' && done === 100) throw stop;
          },
        }),
      ).rejects.toBe(stop);
      // The first 50 were committed; the batch under way when it stopped was not.
      const count = async () => (await stopped.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')).rows[0]?.n;
      expect(await count()).toBe(50);
      expect(await unfinishedSeed(stopped.db)).toMatchObject({ jobs: 150, jobsDone: 50 });
      await expect(seed(stopped.db, { ...plan, jobs: 200, commitEvery: 50 })).rejects.toThrow(/unfinished seed of 150 jobs/);

      await seed(stopped.db, { ...plan, commitEvery: 50 });
      expect(await unfinishedSeed(stopped.db)).toBeNull();
      expect(await digest(stopped.db)).toEqual(await digest(whole.db));
    } finally {
      await whole.cleanup();
      await stopped.cleanup();
    }
  }, 120_000);
});
