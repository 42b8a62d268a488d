import { Counter, Gauge } from 'prom-client';
import { replicaStatuses } from '../db/replicas/replica-status';
import { registry } from './registry';

/**
 * Read replicas as this process sees them (DATABASE_READ_URLS). In a cluster each worker judges
 * them on its own: a replica counts as in rotation only if every worker has it in ('min'), and
 * its lag is the largest any worker measured ('max').
 */
new Gauge({
  name: 'karir_db_replica_in_rotation',
  help: 'Read replica serving reads (1) or out of rotation (0: down, lagging, not a replica, starting)',
  labelNames: ['replica', 'state'] as const,
  aggregator: 'min',
  registers: [registry],
  collect() {
    this.reset();
    for (const r of replicaStatuses()) this.set({ replica: r.name, state: r.state }, r.state === 'in' ? 1 : 0);
  },
});

new Gauge({
  name: 'karir_db_replica_lag_seconds',
  help: "Read replica's replay lag behind the primary at the last check (absent while it does not answer)",
  labelNames: ['replica'] as const,
  aggregator: 'max',
  registers: [registry],
  collect() {
    this.reset();
    for (const r of replicaStatuses()) if (r.lagMs !== null) this.set({ replica: r.name }, r.lagMs / 1000);
  },
});

/** Statements answered by the primary and by each replica, while replicas are configured. */
export const dbStatementsByServer = new Counter({
  name: 'karir_db_statements_total',
  help: 'Database statements by the server that answered them (primary or replica-N); counted only with DATABASE_READ_URLS',
  labelNames: ['server'] as const,
  registers: [registry],
});
