import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { createJobSearchCache } from './result-cache.js';
import type { JobSearchParams } from './search-params.js';
import type { JobSearchResult } from './search-result.js';

/** Enough of a Db for a cache that only listens. */
const quietDb = { listen: async () => async () => {} } as unknown as Db;

const search = (q: string) => ({ q, type: [], arrangement: [], sort: 'relevance', page: 1 }) as unknown as JobSearchParams;
const result = {} as JobSearchResult;

describe('job search cache', () => {
  it('lets go of results past their age that nobody asks for again, before its entry bound is reached', async () => {
    let now = 0;
    const cache = await createJobSearchCache(quietDb, { maxEntries: 500, ttlMs: 1_000, now: () => now });
    for (const q of ['one-off a', 'one-off b', 'one-off c']) await cache.getOrLoad(search(q), async () => result);
    expect(cache.stats().size).toBe(3);
    now = 1_001;
    await cache.getOrLoad(search('next'), async () => result);
    // Only the search of the last minute is held: the three older ones were never asked for again.
    expect(cache.stats().size).toBe(1);
  });
});
