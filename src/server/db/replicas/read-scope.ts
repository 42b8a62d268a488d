import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the request being served allows its database reads (set by the HTTP layer, read by
 * replicated-db.ts). Outside any scope (start-up, background work, the job queue) everything
 * goes to the primary.
 */
export interface ReadScope {
  /** Reads may go to a replica (a GET or HEAD request). */
  readonly replicas: boolean;
  /** Only a replica that has replayed this far may serve them: the visitor's last write, from their cookie. */
  readonly minLsn: bigint;
  /** A request that may write (not GET or HEAD): the primary's WAL position after its writes, for its cookie. */
  readonly writes: { lsn: bigint | null } | null;
}

// On globalThis: the react-server and SSR layers each bundle their own copy of this file.
const KEY = Symbol.for('karir.read-scope');
const store: AsyncLocalStorage<ReadScope> = ((globalThis as Record<symbol, unknown>)[KEY] ??=
  new AsyncLocalStorage<ReadScope>()) as AsyncLocalStorage<ReadScope>;

export function runInReadScope<T>(scope: ReadScope, fn: () => T): T {
  return store.run(scope, fn);
}

export function currentReadScope(): ReadScope | undefined {
  return store.getStore();
}
