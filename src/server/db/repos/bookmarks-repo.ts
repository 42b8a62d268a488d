/** Saved jobs (the bookmark button on job cards and the job page). */
import type { Db } from '../db.js';
import { pageInfo, pageRequest } from './paging.js';
import { JOB_CARD_COLUMNS, JOB_CARD_JOINS, LIVE_JOB, toJobCard, type JobCard, type JobCardRow } from './job-cards.js';

/**
 * Flips the bookmark of one job for one user and returns the new state (true = saved).
 * Only live or closed jobs can be saved; an unknown job id is refused (null).
 */
export async function toggleBookmark(db: Db, userId: number, jobId: number): Promise<boolean | null> {
  return db.transaction(async (tx) => {
    const removed = await tx.query('DELETE FROM bookmarks WHERE user_id = $1 AND job_id = $2', [userId, jobId]);
    if (removed.rowCount > 0) return false;
    const added = await tx.query(
      `INSERT INTO bookmarks (user_id, job_id)
       SELECT $1, j.id FROM jobs j WHERE j.id = $2 AND j.status <> 'draft'
       ON CONFLICT DO NOTHING`,
      [userId, jobId],
    );
    return added.rowCount > 0 ? true : null;
  });
}

/**
 * Saves (`saved` true) or unsaves a job, whatever its state was: repeating the same request
 * (a double click, a reload, a tab opened earlier) changes nothing more. Returns the new
 * state, or null for a job that cannot be saved (unknown or draft).
 */
export async function setBookmark(db: Db, userId: number, jobId: number, saved: boolean): Promise<boolean | null> {
  if (!saved) {
    await db.query('DELETE FROM bookmarks WHERE user_id = $1 AND job_id = $2', [userId, jobId]);
    return false;
  }
  await db.query(
    `INSERT INTO bookmarks (user_id, job_id)
     SELECT $1, j.id FROM jobs j WHERE j.id = $2 AND j.status <> 'draft'
     ON CONFLICT DO NOTHING`,
    [userId, jobId],
  );
  const { rowCount } = await db.query('SELECT 1 FROM bookmarks WHERE user_id = $1 AND job_id = $2', [userId, jobId]);
  return rowCount > 0 ? true : null;
}

/** Which of these jobs the user has saved: one query for a whole grid of cards. */
export async function bookmarkedJobIds(db: Db, userId: number, jobIds: readonly number[]): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const { rows } = await db.query<{ job_id: number }>('SELECT job_id FROM bookmarks WHERE user_id = $1 AND job_id = ANY($2::int8[])', [
    userId,
    [...jobIds],
  ]);
  return new Set(rows.map((r) => Number(r.job_id)));
}

export interface SavedJobs {
  /** Newest saved first; `live` false for a job that closed or expired since. */
  jobs: (JobCard & { live: boolean })[];
  total: number;
  page: number;
  pageCount: number;
}

/** The user's saved jobs, a page at a time (drafts never appear: they cannot be saved). */
export async function listSavedJobs(db: Db, userId: number, page: number, pageSize = 20): Promise<SavedJobs> {
  const request = pageRequest(page, pageSize);
  const [list, count] = await Promise.all([
    db.query<JobCardRow & { live: boolean }>(
      `SELECT ${JOB_CARD_COLUMNS}, (${LIVE_JOB}) AS live
       FROM bookmarks b JOIN jobs j ON j.id = b.job_id ${JOB_CARD_JOINS}
       WHERE b.user_id = $1 AND j.status <> 'draft'
       ORDER BY b.created_at DESC, j.id DESC
       LIMIT $2 OFFSET $3`,
      [userId, request.size, request.offset],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookmarks b JOIN jobs j ON j.id = b.job_id WHERE b.user_id = $1 AND j.status <> 'draft'`,
      [userId],
    ),
  ]);
  return { jobs: list.rows.map((row) => ({ ...toJobCard(row), live: row.live })), ...pageInfo(Number(count.rows[0]?.n ?? 0), request) };
}
