/**
 * The operator's view of the background job queue:
 *   npm run queue -- status          jobs per queue and state
 *   npm run queue -- failed          failed jobs, newest first, with their last error
 *   npm run queue -- retry ID        one more attempt for a failed job
 *   npm run queue -- retry-failed    one more attempt for every failed job
 * Target: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data; stop its server first).
 */
import { openDb } from '../src/server/db/open-db.js';
import { installQueues } from '../src/server/queue/job-queue.js';
import { failedJobs, queueCounts, retryFailed } from '../src/server/queue/queue-status.js';

const USAGE = 'usage: npm run queue -- status | failed | retry ID | retry-failed';

async function main(argv: string[]): Promise<number> {
  const [command, id] = argv;
  if (
    !['status', 'failed', 'retry', 'retry-failed'].includes(command ?? '') ||
    (command === 'retry') !== (id !== undefined) ||
    argv.length > 2
  ) {
    console.error(USAGE);
    return 2;
  }
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || './data' });
  try {
    // A database no server has opened since the queue came has no queue tables yet.
    await installQueues(db);
    if (command === 'status') {
      const counts = await queueCounts(db);
      console.log('queue\tcreated\tretry\tactive\tfailed');
      for (const queue of new Set(counts.map((c) => c.queue))) {
        const of = (state: string) => counts.find((c) => c.queue === queue && c.state === state)?.count ?? 0;
        console.log([queue, of('created'), of('retry'), of('active'), of('failed')].join('\t'));
      }
      return 0;
    }
    if (command === 'failed') {
      const jobs = await failedJobs(db);
      if (jobs.length === 0) console.log('No failed jobs.');
      for (const job of jobs)
        console.log(
          [job.id, job.queue, `${job.attempts} attempts`, job.failedOn.toISOString(), job.error.replace(/\s+/g, ' ').slice(0, 200)].join(
            '\t',
          ),
        );
      return 0;
    }
    const count = await retryFailed(db, id);
    if (command === 'retry' && count === 0) {
      console.error(`No failed job ${id}.`);
      return 1;
    }
    console.log(`${count} job${count === 1 ? '' : 's'} queued again.`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
