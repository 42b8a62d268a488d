/** Each retention task's last run (migration 0089): written by the queue's job, read by /metrics. */
import type { Db } from '../db.js';

export interface RetentionRun {
  task: string;
  lastRunAt: Date;
  lastRemoved: number;
  totalRemoved: number;
  lastError: string | null;
}

export async function recordRetentionRun(db: Db, task: string, removed: number, error: string | null): Promise<void> {
  await db.query(
    `INSERT INTO retention_runs (task, last_run_at, last_removed, total_removed, last_error) VALUES ($1, now(), $2::int, $2::int, $3)
     ON CONFLICT (task) DO UPDATE SET last_run_at = now(), last_removed = $2::int, total_removed = retention_runs.total_removed + $2::int, last_error = $3`,
    [task, removed, error === null ? null : error.slice(0, 500)],
  );
}

export async function retentionRuns(db: Db): Promise<RetentionRun[]> {
  const { rows } = await db.query<{
    task: string;
    last_run_at: Date;
    last_removed: number;
    total_removed: string;
    last_error: string | null;
  }>('SELECT task, last_run_at, last_removed, total_removed, last_error FROM retention_runs ORDER BY task');
  return rows.map((r) => ({
    task: r.task,
    lastRunAt: r.last_run_at,
    lastRemoved: Number(r.last_removed),
    totalRemoved: Number(r.total_removed),
    lastError: r.last_error,
  }));
}
