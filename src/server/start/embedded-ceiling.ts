import type { Db } from '../db/db';
import { logWarn } from '../../framework/server';

/**
 * Live jobs past which the embedded database (PGlite) is no longer the right engine: the largest
 * catalogue measured on it (100k jobs seeded, ~77k live; README, "How far the embedded database
 * goes"). PGlite is one single-threaded PostgreSQL for every worker, so every query of every
 * page queues on it, and its start and its search rows' load grow with the catalogue.
 */
export const EMBEDDED_JOBS_CEILING = 100_000;

/**
 * Logs a warning at start when an embedded database holds more live jobs than it is made for,
 * with the count and the way out (DATABASE_URL). Counted from the precomputed total (migration
 * 0015), one row, not a scan of the jobs.
 */
export async function warnPastEmbeddedCeiling(
  db: Db,
  opts: { ceiling?: number; warn?: (message: string, fields: Record<string, unknown>) => void } = {},
): Promise<void> {
  const ceiling = opts.ceiling ?? EMBEDDED_JOBS_CEILING;
  const { rows } = await db.query<{ n: number }>(
    `SELECT coalesce(sum(n), 0)::int AS n FROM job_search_counts WHERE filter_dim = 'all' AND facet_dim = 'total'`,
  );
  const liveJobs = rows[0]?.n ?? 0;
  if (liveJobs <= ceiling) return;
  (opts.warn ?? logWarn)(
    'the embedded database (PGlite) holds more live jobs than it is made for: move to PostgreSQL by setting DATABASE_URL (see README, "How far the embedded database goes")',
    { liveJobs, ceiling },
  );
}
