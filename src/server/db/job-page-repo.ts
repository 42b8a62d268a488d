/**
 * What the job page shows beside the job itself, looked up by the job's identifier so it can
 * run in parallel with getJobByIdentifier: the company's size and whether the signed-in
 * user saved the job.
 */
import type { Db } from './db.js';

export interface JobPageExtras {
  companySizeBand: string | null;
  bookmarked: boolean;
}

export async function getJobPageExtras(db: Db, identifier: string, userId: number | null): Promise<JobPageExtras> {
  const { rows } = await db.query<{ size_band: string | null; bookmarked: boolean }>(
    `SELECT c.size_band,
            ($2::int8 IS NOT NULL AND EXISTS (SELECT 1 FROM bookmarks b WHERE b.job_id = j.id AND b.user_id = $2::int8)) AS bookmarked
     FROM jobs j JOIN companies c ON c.id = j.company_id
     WHERE j.identifier = $1`,
    [identifier, userId],
  );
  const r = rows[0];
  return { companySizeBand: r?.size_band ?? null, bookmarked: r?.bookmarked ?? false };
}
