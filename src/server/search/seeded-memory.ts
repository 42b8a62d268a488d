import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/db.js';
import type { TestEngine, TestDb } from '../db/test-db.js';
import { seed, type SeedOptions } from '../seed/seed.js';
import { createJobSearchMemory, type JobSearchMemory } from './memory-search.js';

export interface SeededMemory {
  readonly db: Db;
  /** PostgreSQL runs only: for a second connection of the test's own. */
  readonly url?: string;
  readonly memory: JobSearchMemory;
}

/**
 * For the in-memory search's tests: a database of `engine` seeded with `options`, and the
 * in-memory copy loaded from it, opened before the suite's tests and closed after them. Read
 * the fields inside tests (they are set once the seed is loaded).
 */
export function useSeededMemory(engine: TestEngine, options: SeedOptions, timeoutMs: number): SeededMemory {
  let t: TestDb;
  const opened = {} as { db: Db; url?: string; memory: JobSearchMemory };
  beforeAll(async () => {
    t = await engine.open();
    opened.db = t.db;
    opened.url = t.url;
    await seed(t.db, options);
    opened.memory = createJobSearchMemory(t.db);
    await opened.memory.whenReady();
  }, timeoutMs);
  afterAll(async () => {
    opened.memory?.close();
    await t?.cleanup();
  });
  return opened;
}
