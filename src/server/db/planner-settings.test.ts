import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDb } from './test-db.js';

describe.each(testEngines())('session planner settings on $engine', ({ open }) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await open({ migrate: false });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('holds on every connection, inside transactions too', async () => {
    // Several at once, so a PostgreSQL pool opens several connections.
    const values = await Promise.all(
      Array.from({ length: 4 }, () => t.db.query<{ v: string }>(`SELECT current_setting('random_page_cost') AS v, pg_sleep(0.05)`)),
    );
    expect(values.map((r) => r.rows[0]?.v)).toEqual(['1.1', '1.1', '1.1', '1.1']);
    const inTx = await t.db.transaction((tx) => tx.query<{ v: string }>(`SELECT current_setting('random_page_cost') AS v`));
    expect(inTx.rows[0]?.v).toBe('1.1');
  });
});
