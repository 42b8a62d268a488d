import type { Db, NotificationListener, QueryResult } from '../db.js';
import { logError } from '../../../framework/server';
import { parseLsn } from './lsn.js';
import { currentReadScope, type ReadScope } from './read-scope.js';
import { ReplicaSet, type ReplicaSettings, type ReplicaStatus } from './replica-set.js';

export interface ReplicatedDb {
  /** Reads of GET requests from a replica when one is fit; everything else from the primary. */
  readonly db: Db;
  statuses(): ReplicaStatus[];
  /** Closes the replicas' pools; `db.close()` closes the primary as well. */
  close(): Promise<void>;
}

/** Statements a replica may answer. Anything else (or one of these that writes) runs on the primary. */
const READ_STATEMENT = /^\s*(select|with)\b/i;

/**
 * Errors a replica answers that the primary would not: it is away or restarting (no SQLSTATE,
 * class 08, 57P0x), refuses a write (25006: a function that writes, a locking read), cancels
 * for a replay conflict (40001), has too many connections (53300). The statement did nothing
 * there, so it is run on the primary instead.
 */
function primaryMayAnswer(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return code.startsWith('08') || code.startsWith('57P') || ['25006', '40001', '53300'].includes(code);
}

/** The replica is away, not merely unwilling: out of rotation until a check finds it back. */
function replicaAway(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || code.startsWith('08') || code.startsWith('57P');
}

/**
 * Puts PostgreSQL streaming replicas beside the primary (`primary`, from openPostgresDb). Which
 * server answers is decided per statement by the request's read scope (read-scope.ts): only
 * SELECT/WITH statements of GET/HEAD requests go to a replica, and only to one that has replayed
 * the visitor's last write and the last announced change; transactions, writes, background work
 * and LISTEN stay on the primary. NOTIFY is not delivered on a replica, so notifications come from
 * the primary, and each is passed on only once the replicas' barrier is raised to the primary's
 * position at that moment: a cache emptied by it is refilled from the primary or a replica that
 * has the change, never from one that has not.
 */
export async function openReplicatedDb(
  primary: Db,
  settings: ReplicaSettings,
  opts: { onServed?: (server: string) => void } = {},
): Promise<ReplicatedDb> {
  const replicas = new ReplicaSet(primary, settings);
  await replicas.start();
  const count = (server: string) => opts.onServed?.(server);

  const primaryLsn = async (): Promise<bigint> => {
    const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    return parseLsn(rows[0]!.lsn);
  };

  /**
   * After a write of a request that may write: the position its cookie will carry. With
   * synchronous_commit on (the default) the commit is written by then, so a replica that has
   * replayed this far has the write.
   */
  const noteWrite = async (scope: ReadScope | undefined) => {
    if (!scope?.writes) return;
    const lsn = await primaryLsn();
    if (scope.writes.lsn === null || lsn > scope.writes.lsn) scope.writes.lsn = lsn;
  };

  // Announcements are passed on in the order they came, each after its barrier; those that
  // arrive together share one read of the primary's position.
  let pending: (() => void)[] = [];
  let announcing: Promise<void> | null = null;
  const announce = (deliver: () => void) => {
    pending.push(deliver);
    announcing ??= (async () => {
      while (pending.length > 0) {
        const batch = pending;
        pending = [];
        try {
          replicas.raiseBarrier(await primaryLsn());
        } catch (error) {
          // The primary is away: nothing new can be read from it either; pass the news on.
          logError('could not read the primary WAL position for a change notification', error);
        }
        for (const each of batch) each();
      }
    })().finally(() => (announcing = null));
  };

  const db: Db = {
    engine: 'postgres',
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const scope = currentReadScope();
      if (scope?.replicas && READ_STATEMENT.test(sql)) {
        const replica = replicas.pick(scope.minLsn);
        if (replica) {
          try {
            const result = await replica.query<T>(sql, params);
            count(replica.name);
            return result;
          } catch (error) {
            if (!primaryMayAnswer(error)) throw error;
            if (replicaAway(error)) replicas.failed(replica, error);
          }
        }
      }
      const result = await primary.query<T>(sql, params);
      count('primary');
      await noteWrite(scope);
      return result;
    },
    async exec(sql: string) {
      await primary.exec(sql);
      await noteWrite(currentReadScope());
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const out = await primary.transaction(fn);
      count('primary');
      await noteWrite(currentReadScope());
      return out;
    },
    listen(channel: string, cb: NotificationListener) {
      return primary.listen(channel, (payload) => announce(() => cb(payload)));
    },
    notify: (channel, payload) => primary.notify(channel, payload),
    async close() {
      await closeReplicas();
      await primary.close();
    },
  };
  const closeReplicas = async () => {
    await replicas.close();
    await announcing;
  };
  return { db, statuses: () => replicas.statuses(), close: closeReplicas };
}
