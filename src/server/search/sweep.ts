/**
 * Expiry sweep of the search index. A job stops being live when its valid_through passes,
 * which is no write, so nothing removes it from job_search_index at that moment. Searches
 * stay exact without the sweep (pages test valid_through themselves, precomputed counts
 * subtract the expired rows they still hold), but those expired rows are visited by every
 * precomputed count until they are gone: the sweep keeps that set down to the last interval.
 *
 * It deletes from job_search_index only: the counts follow through its triggers, and no
 * `content_changed` NOTIFY is sent (that fires on jobs writes), so page and result caches
 * are not emptied every interval. Every PostgreSQL instance runs it on its timer; the
 * function keeps that cheap and harmless (migration 0021): with nothing expired since the
 * last sweep it returns at once without a lock, one instance sweeps at a time (the others
 * return 0), and a round that would wait more than 100 ms for an open job write is skipped
 * rather than queue later job writes behind it. A skipped round costs nothing in accuracy.
 */
import type { Db } from '../db/db.js';
import { pruneJobSearchChanges } from './memory-search.js';

const SWEEP_INTERVAL_MS = 30_000;

/**
 * Removes the index rows of jobs whose valid_through has passed and moves the sweep mark
 * (migration 0016: locks out job writes, then deletes up to the clock); returns how many
 * rows went, 0 when the round was skipped (nothing expired, another sweeper, or a job write
 * open for longer than the sweep waits; migration 0021).
 */
export async function sweepExpiredJobs(db: Db): Promise<number> {
  return (await db.query<{ n: number }>('SELECT job_search_index_sweep() AS n')).rows[0]?.n ?? 0;
}

/**
 * VACUUM of the search tables. PostgreSQL's autovacuum does this by itself; PGlite has no
 * autovacuum, and without it the visibility map of job_search_facts is never set (its
 * covering indexes then cannot answer index-only), the GIN pending list of new jobs is only
 * merged when it reaches 4 MB (every keyword search scans it), and dead rows left by the
 * sweep stay in every index. job_search_index costs ~180 ms of a PGlite that serves nothing
 * else meanwhile even when little changed (GIN cleanup reads its whole index), the other two
 * a few ms: `withIndex: false` leaves it out.
 */
export async function vacuumSearchTables(db: Db, opts: { withIndex?: boolean } = {}): Promise<void> {
  const tables = ['job_search_facts', 'job_search_counts', ...(opts.withIndex === false ? [] : ['job_search_index'])];
  await db.exec(`VACUUM ${tables.join(', ')}`);
}

/** PGlite: job_search_facts and the counts after the first sweep and every 10 minutes, job_search_index hourly. */
const PGLITE_VACUUM_INTERVAL_MS = 10 * 60_000;
const PGLITE_INDEX_VACUUM_INTERVAL_MS = 60 * 60_000;

export interface JobSearchSweep {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

/**
 * Sweeps now and then every `intervalMs` (pruning the change log of the in-memory search
 * indexes with it, memory-search.ts), vacuuming the search tables with it every
 * `vacuumEveryMs` (0: never); runs never overlap and the timer keeps no process alive.
 */
export function startJobSearchSweep(
  db: Db,
  opts: { intervalMs?: number; vacuumEveryMs?: number; onError?: (error: unknown) => void } = {},
): JobSearchSweep {
  const intervalMs = opts.intervalMs ?? SWEEP_INTERVAL_MS;
  const vacuumEveryMs = opts.vacuumEveryMs ?? (db.engine === 'pglite' ? PGLITE_VACUUM_INTERVAL_MS : 0);
  let running: Promise<void> | null = null;
  let stopped = false;
  let lastVacuum = -Infinity;
  let lastIndexVacuum = -Infinity;
  const once = async () => {
    await sweepExpiredJobs(db);
    await pruneJobSearchChanges(db);
    const now = Date.now();
    if (vacuumEveryMs > 0 && now - lastVacuum >= vacuumEveryMs) {
      const withIndex = now - lastIndexVacuum >= Math.max(vacuumEveryMs, PGLITE_INDEX_VACUUM_INTERVAL_MS);
      lastVacuum = now;
      if (withIndex) lastIndexVacuum = now;
      await vacuumSearchTables(db, { withIndex });
    }
  };
  const run = () => {
    if (running || stopped) return;
    running = once()
      .catch((error: unknown) => opts.onError?.(error))
      .finally(() => (running = null));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
