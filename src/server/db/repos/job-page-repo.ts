/**
 * What the job page shows a signed-in visitor beside the job itself, looked up by the job's
 * identifier so it can run in parallel with getJobByIdentifier: whether they saved the job
 * and whether they applied for it.
 * Anonymous visitors (most job-page views) need no query for it.
 */
import type { Db } from '../db.js';

export interface JobPageExtras {
  bookmarked: boolean;
  applied: boolean;
}

export async function getJobPageExtras(db: Db, identifier: string, userId: number | null): Promise<JobPageExtras> {
  if (userId === null) return { bookmarked: false, applied: false };
  const { rows } = await db.query<JobPageExtras>(
    `SELECT EXISTS (SELECT 1 FROM bookmarks b WHERE b.job_id = j.id AND b.user_id = $2) AS bookmarked,
            EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = $2) AS applied
     FROM jobs j WHERE j.identifier = $1`,
    [identifier, userId],
  );
  return { bookmarked: rows[0]?.bookmarked ?? false, applied: rows[0]?.applied ?? false };
}
