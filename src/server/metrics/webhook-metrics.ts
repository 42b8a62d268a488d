import { Gauge } from 'prom-client';
import type { Db } from '../db/db';
import { registry } from './registry';

let source: Db | undefined;

/**
 * Webhook health for operators, read from the database at each scrape (like the queue's depth,
 * the same rows in every process: 'max'). An endpoint is failing once a delivery to it ran out
 * of its day of retries, until it next answers with a 2xx.
 */
const failingEndpoints = new Gauge({
  name: 'karir_webhook_endpoints_failing',
  help: 'Enabled employer webhook endpoints marked failing (a delivery ran out of retries since their last 2xx)',
  aggregator: 'max',
  registers: [registry],
  async collect() {
    if (!source) return;
    const rows = await source
      .query<{ n: number }>('SELECT count(*)::int AS n FROM employer_webhooks WHERE enabled AND failing_since IS NOT NULL')
      .then((result) => result.rows)
      .catch(() => []);
    this.reset();
    if (rows[0]) this.set(rows[0].n);
  },
});

const deliveries = new Gauge({
  name: 'karir_webhook_deliveries',
  help: 'Employer webhook deliveries waiting for an attempt or a retry (pending), and given up in the last 24 hours (failed)',
  labelNames: ['status'] as const,
  aggregator: 'max',
  registers: [registry],
  async collect() {
    if (!source) return;
    const rows = await source
      .query<{ pending: number; failed: number }>(
        `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
                count(*) FILTER (WHERE status = 'failed' AND updated_at > now() - interval '24 hours')::int AS failed
           FROM webhook_deliveries WHERE status <> 'succeeded'`,
      )
      .then((result) => result.rows)
      .catch(() => []);
    this.reset();
    if (rows[0]) for (const status of ['pending', 'failed'] as const) this.set({ status }, rows[0][status]);
  },
});

export function reportWebhookHealth(db: Db): void {
  source = db;
  void failingEndpoints;
  void deliveries;
}
