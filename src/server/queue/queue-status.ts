/** What operators read about the queue: depth per state, failed jobs, and retrying them. */
import type { Db } from '../db/db';
import { QUEUE_SCHEMA } from './job-queue';

const OPEN_STATES = ['created', 'retry', 'active', 'failed'] as const;
type OpenState = (typeof OPEN_STATES)[number];

export interface QueueCount {
  readonly queue: string;
  readonly state: OpenState;
  readonly count: number;
}

/** Jobs waiting (created), waiting to be tried again (retry), running (active) and given up (failed), per queue. */
export async function queueCounts(db: Db): Promise<QueueCount[]> {
  const { rows } = await db.query<{ queue: string; state: OpenState; count: number }>(
    `SELECT q.name AS queue, s.state, count(j.id)::int AS count
       FROM ${QUEUE_SCHEMA}.queue q
       CROSS JOIN unnest($1::text[]) AS s(state)
       LEFT JOIN ${QUEUE_SCHEMA}.job j ON j.name = q.name AND j.state::text = s.state
      GROUP BY q.name, s.state
      ORDER BY q.name, array_position($1::text[], s.state)`,
    [OPEN_STATES],
  );
  return rows;
}

export interface FailedJob {
  readonly id: string;
  readonly queue: string;
  readonly attempts: number;
  readonly createdOn: Date;
  readonly failedOn: Date;
  readonly error: string;
}

export async function failedJobs(db: Db, limit = 100): Promise<FailedJob[]> {
  const { rows } = await db.query<{ id: string; queue: string; attempts: number; created_on: Date; completed_on: Date; output: unknown }>(
    `SELECT id, name AS queue, retry_count + 1 AS attempts, created_on, completed_on, output
       FROM ${QUEUE_SCHEMA}.job WHERE state = 'failed' ORDER BY completed_on DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    queue: row.queue,
    attempts: row.attempts,
    createdOn: row.created_on,
    failedOn: row.completed_on,
    error: errorText(row.output),
  }));
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return JSON.stringify(output ?? null);
}

/**
 * Puts failed jobs back in line (all of them without `id`) for one more attempt each, as
 * pg-boss's retry() does, which needs the queue's name besides the id; answers how many. A
 * job older than its keep-until date would be archived before it ran: it gets two weeks more.
 */
export async function retryFailed(db: Db, id?: string): Promise<number> {
  if (id !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return 0;
  const { rowCount } = await db.query(
    `UPDATE ${QUEUE_SCHEMA}.job
        SET state = 'retry', retry_limit = retry_limit + 1, start_after = now(), completed_on = NULL,
            keep_until = greatest(keep_until, now() + interval '14 days')
      WHERE state = 'failed' AND ($1::uuid IS NULL OR id = $1::uuid)`,
    [id ?? null],
  );
  return rowCount;
}
