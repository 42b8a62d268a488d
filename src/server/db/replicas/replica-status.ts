import type { ReplicaStatus } from './replica-set.js';

/** This process's read replicas as /readyz and /metrics show them; none unless DATABASE_READ_URLS is set. */
let source: () => ReplicaStatus[] = () => [];

export function setReplicaStatusSource(statuses: () => ReplicaStatus[]): void {
  source = statuses;
}

export function replicaStatuses(): ReplicaStatus[] {
  return source();
}
