import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDb } from './postgres-db.js';
import { testEngines, type TestDb } from '../test-db.js';

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

describe.runIf(process.env.TEST_DATABASE_URL)("session planner settings with an operator's own options", () => {
  it('keeps the options given in DATABASE_URL and adds ours', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('options', '-c statement_timeout=4321');
    const db = await openPostgresDb(url.toString(), { max: 2 });
    try {
      const { rows } = await db.query<{ timeout: string; cost: string }>(
        `SELECT current_setting('statement_timeout') AS timeout, current_setting('random_page_cost') AS cost`,
      );
      expect(rows[0]).toEqual({ timeout: '4321ms', cost: '1.1' });
    } finally {
      await db.close();
    }
  });
});
