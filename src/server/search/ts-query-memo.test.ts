import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { testEngines, type TestDb } from '../db/test-db.js';
import { createTsQueryMemo } from './ts-query-memo.js';
import { parseTsQuery } from './ts-text.js';

describe('tsquery memo', () => {
  let t: TestDb;
  /** The texts sent to the database, in order: what the memo did not answer itself. */
  const asked: unknown[] = [];
  let counting: Db;

  beforeAll(async () => {
    t = await testEngines()[0]!.open({ migrate: false });
    counting = {
      ...t.db,
      query: (sql, params) => {
        asked.push(params?.[0]);
        return t.db.query(sql, params);
      },
    };
  });
  afterAll(() => t.cleanup());

  it("answers with PostgreSQL's parse, asking once per text, a text that parses to nothing included", async () => {
    asked.length = 0;
    const tsQuery = createTsQueryMemo(counting, 10);
    expect(await tsQuery('software & engineer:*')).toEqual(parseTsQuery("'software' & 'engineer':*"));
    expect(await tsQuery('software & engineer:*')).toEqual(parseTsQuery("'software' & 'engineer':*"));
    expect(await tsQuery('-')).toBeNull();
    expect(await tsQuery('-')).toBeNull();
    expect(asked).toEqual(['software & engineer:*', '-']);
  });

  it('when full, forgets the least recently used text, not the first one stored', async () => {
    asked.length = 0;
    const tsQuery = createTsQueryMemo(counting, 2);
    await tsQuery('akuntan');
    await tsQuery('perawat');
    await tsQuery('akuntan'); // in use again: perawat is now the least recent
    await tsQuery('sales'); // full: one must go
    await tsQuery('akuntan');
    await tsQuery('perawat');
    expect(asked).toEqual(['akuntan', 'perawat', 'sales', 'perawat']);
  });
});
