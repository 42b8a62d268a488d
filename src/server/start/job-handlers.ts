import type { AppConfig } from '../config';
import type { JobHandler } from '../queue/job-queue';

/** What each queue's jobs do, in a process that works the queue. */
export async function jobHandlers(_config: AppConfig): Promise<Record<string, JobHandler<never>>> {
  return {};
}
