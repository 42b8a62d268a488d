/**
 * A saved search's jobs posted in a time window, newest first: the /explore-jobs filter itself
 * (buildFilter) with the window added, so an alert finds exactly what the search page shows
 * for "posted since".
 */
import type { Db } from '../db/db.js';
import { PLAN_PER_CALL } from '../db/engine/plan-per-call.js';
import { parseJobSearchParams, type JobSearchParams } from './search-params.js';
import { buildFilter } from './sql-search.js';
import { resolveSearchRefs } from './job-search.js';

export interface NewJobs {
  /** Newest first, at most `limit`. */
  readonly ids: number[];
  /** Every match in the window. */
  readonly total: number;
}

export interface NewJobsWindow {
  /** Posted after this (exclusive)... */
  readonly after: Date;
  /** ...and up to this (inclusive). */
  readonly until: Date;
  readonly limit: number;
}

export async function findNewJobs(db: Db, input: JobSearchParams | Record<string, unknown>, window: NewJobsWindow): Promise<NewJobs> {
  const params = parseJobSearchParams(input);
  const filter = buildFilter(params, await resolveSearchRefs(db, params));
  const bind = (v: unknown) => `$${filter.params.push(v)}`;
  const where = [...filter.where, `s.posted_at > ${bind(window.after)}`, `s.posted_at <= ${bind(window.until)}`];
  const { rows } = await db.query<{ job_id: string | number; total: string | number }>(
    `${PLAN_PER_CALL}SELECT s.job_id, count(*) OVER () AS total FROM ${filter.table} s
     WHERE ${where.join(' AND ')}
     ORDER BY s.posted_at DESC, s.job_id DESC
     LIMIT ${bind(window.limit)}`,
    filter.params,
  );
  return { ids: rows.map((r) => Number(r.job_id)), total: Number(rows[0]?.total ?? 0) };
}
