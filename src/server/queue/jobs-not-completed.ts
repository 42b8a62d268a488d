import type { Db } from '../db/db.js';

/**
 * Jobs of a queue that are not completed (waiting, retrying, active or failed). Tests wait for 0
 * instead of sleeping to see that nothing more happens: a completed job is never handed out
 * again, so once all are completed every run there will be has happened.
 */
export async function jobsNotCompleted(db: Db, queue: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state <> 'completed'`, [
    queue,
  ]);
  return rows[0]?.n ?? 0;
}
