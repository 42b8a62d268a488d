import { Gauge } from 'prom-client';
import type { Db } from '../db/db';
import { retentionRuns, type RetentionRun } from '../db/repos/retention-runs-repo';
import { registry } from './registry';

let source: Db | undefined;

/**
 * Each retention task's last run (src/server/retention), read from the database at each scrape:
 * the run may have been any process's, so a cluster reports one process's reading ('max').
 */
async function readRuns(): Promise<RetentionRun[]> {
  // A database that is away leaves the gauges empty; the rest of the scrape still answers.
  return source ? retentionRuns(source).catch(() => []) : [];
}

const lastRun = new Gauge({
  name: 'karir_retention_last_run_timestamp_seconds',
  help: 'When each retention task last ran (Unix time); an old value means the schedule stopped',
  labelNames: ['task'] as const,
  aggregator: 'max',
  registers: [registry],
  async collect() {
    this.reset();
    for (const run of await readRuns()) this.set({ task: run.task }, Math.floor(run.lastRunAt.getTime() / 1000));
  },
});

const lastRemoved = new Gauge({
  name: 'karir_retention_last_removed',
  help: 'What each retention task removed in its last run (rows, files)',
  labelNames: ['task'] as const,
  aggregator: 'max',
  registers: [registry],
  async collect() {
    this.reset();
    for (const run of await readRuns()) this.set({ task: run.task }, run.lastRemoved);
  },
});

const totalRemoved = new Gauge({
  name: 'karir_retention_removed_total',
  help: 'What each retention task removed in all its runs (rows, files)',
  labelNames: ['task'] as const,
  aggregator: 'max',
  registers: [registry],
  async collect() {
    this.reset();
    for (const run of await readRuns()) this.set({ task: run.task }, run.totalRemoved);
  },
});

const lastFailed = new Gauge({
  name: 'karir_retention_last_run_failed',
  help: "Whether each retention task's last run failed (1) or not (0); the error is in retention_runs.last_error and the log",
  labelNames: ['task'] as const,
  aggregator: 'max',
  registers: [registry],
  async collect() {
    this.reset();
    for (const run of await readRuns()) this.set({ task: run.task }, run.lastError === null ? 0 : 1);
  },
});

export function reportRetention(db: Db): void {
  source = db;
  void [lastRun, lastRemoved, totalRemoved, lastFailed];
}
