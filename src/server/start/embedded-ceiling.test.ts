import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDb } from '../db/test-db';
import { seed } from '../seed/seed';
import { EMBEDDED_JOBS_CEILING, warnPastEmbeddedCeiling } from './embedded-ceiling';

/** An operator reads the start log: past the embedded database's ceiling it tells them to move to PostgreSQL. */
describe('the embedded database ceiling warning', () => {
  let t: TestDb;
  let liveJobs = 0;
  beforeAll(async () => {
    t = await testEngines()[0]!.open();
    await seed(t.db, { jobs: 120, companies: 10 });
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE status = 'published' AND (valid_through IS NULL OR valid_through > now())`,
    );
    liveJobs = rows[0]!.n;
  }, 180_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('warns past the ceiling, with the live jobs counted and the ceiling, and names DATABASE_URL', async () => {
    const warnings: { message: string; fields: Record<string, unknown> }[] = [];
    await warnPastEmbeddedCeiling(t.db, { ceiling: liveJobs - 1, warn: (message, fields) => warnings.push({ message, fields }) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('DATABASE_URL');
    expect(warnings[0]!.fields).toEqual({ liveJobs, ceiling: liveJobs - 1 });
  });

  it('says nothing at or under the ceiling, nor at the default ceiling with a small catalogue', async () => {
    const warnings: unknown[] = [];
    const warn = (message: string) => warnings.push(message);
    await warnPastEmbeddedCeiling(t.db, { ceiling: liveJobs, warn });
    await warnPastEmbeddedCeiling(t.db, { warn });
    expect(warnings).toEqual([]);
    expect(EMBEDDED_JOBS_CEILING).toBeGreaterThan(liveJobs);
  });
});
