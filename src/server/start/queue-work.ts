import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { logError, logInfo } from '../../framework/server';
import { ALERT_ROUND_SCHEDULES } from '../job-alerts/alert-jobs';
import { RETENTION_SCHEDULE } from '../retention/retention-job';
import { startJobQueue, type JobHandler, type JobQueue } from '../queue/job-queue';

/**
 * Works the job queue in this process when QUEUE_WORKER is on (the default). Run it where the
 * search sweep runs: in the process that owns the embedded database, or in every process with
 * PostgreSQL; the queue makes sure each job is still done once.
 */
export async function startQueueWork(config: AppConfig, db: Db, handlers: Record<string, JobHandler<never>>): Promise<JobQueue | null> {
  if (!config.queueWorker) {
    logInfo('job queue worker off (QUEUE_WORKER=off): this instance only queues jobs');
    return null;
  }
  return startJobQueue(db, {
    work: true,
    pollSeconds: config.queuePollSeconds,
    handlers,
    schedules: [...ALERT_ROUND_SCHEDULES, RETENTION_SCHEDULE],
    onError: (error, context) => logError('background job failed', error, context),
  });
}
