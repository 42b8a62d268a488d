/**
 * What the job page shows a signed-in visitor beside the job itself, looked up by the job's
 * identifier so it can run in parallel with getJobByIdentifier: whether they saved the job.
 * Anonymous visitors (most job-page views) need no query for it.
 */
import type { Db } from './db.js';

export interface JobPageExtras {
  bookmarked: boolean;
}

export async function getJobPageExtras(db: Db, identifier: string, userId: number | null): Promise<JobPageExtras> {
  if (userId === null) return { bookmarked: false };
  const { rows } = await db.query<{ bookmarked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM bookmarks b JOIN jobs j ON j.id = b.job_id WHERE j.identifier = $1 AND b.user_id = $2) AS bookmarked`,
    [identifier, userId],
  );
  return { bookmarked: rows[0]?.bookmarked ?? false };
}
