/**
 * The retention run: every task in turn, each recorded (time, how many removed, the error if it
 * failed) for /metrics. One failing task does not keep the others from running; the job fails
 * afterwards so the queue retries it and `npm run queue` shows it.
 */
import { recordRetentionRun } from '../db/repos/retention-runs-repo';
import type { JobHandler } from '../queue/job-queue';
import { RETENTION_QUEUE } from '../queue/queue-specs';
import { RETENTION_TASKS, type RetentionDeps } from './retention-tasks';

/** Hourly, at an odd minute so it does not start with the alert rounds (Asia/Jakarta, like every schedule). */
export const RETENTION_SCHEDULE = { queue: RETENTION_QUEUE.name, cron: '23 * * * *' } as const;

export async function runRetention(deps: RetentionDeps): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  const failures: unknown[] = [];
  for (const { task, run } of RETENTION_TASKS) {
    try {
      removed[task] = await run(deps);
      await recordRetentionRun(deps.db, task, removed[task], null);
    } catch (error) {
      failures.push(error);
      await recordRetentionRun(deps.db, task, 0, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} retention task(s) failed`);
  return removed;
}

export function retentionJobHandlers(deps: RetentionDeps): Record<string, JobHandler<never>> {
  return { [RETENTION_QUEUE.name]: async () => void (await runRetention(deps)) };
}
