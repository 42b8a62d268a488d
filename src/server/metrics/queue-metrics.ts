import { Gauge } from 'prom-client';
import type { Db } from '../db/db';
import { queueCounts } from '../queue/queue-status';
import { registry } from './registry';

let source: Db | undefined;

/**
 * Jobs per queue and state, read from the database at each scrape. Every process reads the
 * same rows, so a cluster reports one process's numbers ('max'), not their sum.
 */
const queueJobs = new Gauge({
  name: 'karir_queue_jobs',
  help: 'Background jobs by queue and state: created (waiting), retry (failed an attempt, waiting to be tried again), active, failed (out of attempts)',
  labelNames: ['queue', 'state'] as const,
  aggregator: 'max',
  registers: [registry],
  async collect() {
    if (!source) return;
    this.reset();
    // A database that is away leaves the gauge empty; the rest of the scrape still answers.
    const rows = await queueCounts(source).catch(() => []);
    for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.count);
  },
});

export function reportQueueDepth(db: Db): void {
  source = db;
  void queueJobs;
}
