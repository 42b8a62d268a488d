import type { TestDb } from '../db/test-db';
import { QUEUE_SCHEMA } from '../queue/job-queue';
import { NOTICE_JOB } from './account-notices';

/** For tests: how many notices to this address were ever queued (sent ones included). */
export async function queuedMailsTo(t: TestDb, address: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND data->'notice'->>'to' = $2`,
    [NOTICE_JOB, address],
  );
  return rows[0]!.n;
}
