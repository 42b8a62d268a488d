/** A `Db` whose queries run where the database lives (another thread or process). */
import { assertChannelName, type Db, type Engine, type NotificationListener, type QueryResult } from '../db.js';
import { transactionDb } from './transaction-db.js';
import { deserializeError, isNotification, type DbRequest, type HostMessage, type Transport } from './remote-protocol.js';

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
type Outgoing = DistributiveOmit<DbRequest, 'id'>;

export interface RemoteDbOptions {
  /**
   * How long a call may wait for its answer before it fails. A host that is alive but stuck
   * (one long statement holds PGlite, which runs one at a time and ignores statement_timeout)
   * would otherwise hold every request behind it until its client gave up. The failure is
   * ETIMEDOUT, which pages and the API answer with 503 and Retry-After; the statement itself
   * may still complete in the host, and a late answer is dropped.
   */
  readonly answerWithinMs?: number;
}

/** The error a call fails with when its answer did not come in time. */
function notAnswered(ms: number): Error {
  return Object.assign(new Error(`The database did not answer within ${ms} ms; the statement may still complete`), { code: 'ETIMEDOUT' });
}

export function createRemoteDb(
  transport: Transport<DbRequest, HostMessage>,
  engine: Engine,
  onClose: () => Promise<void>,
  options: RemoteDbOptions = {},
): Db {
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const { answerWithinMs } = options;
  const subscribers = new Map<string, Set<NotificationListener>>();
  /** Set once the host is gone: what every waiting and later call fails with. */
  let lost: Error | null = null;

  // Without this a query sent to a host that died would wait forever, and so would its request.
  transport.onClose?.((error) => {
    lost ??= error;
    for (const waiter of pending.values()) waiter.reject(lost);
    pending.clear();
  });

  transport.onMessage((message) => {
    if (isNotification(message)) {
      for (const listener of subscribers.get(message.channel) ?? []) listener(message.payload);
      return;
    }
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.ok) waiter.resolve(message.result);
    else waiter.reject(deserializeError(message.error));
  });

  const call = <T>(request: Outgoing): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (lost) return reject(lost);
      const id = ++nextId;
      if (answerWithinMs === undefined) {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      } else {
        const timer = setTimeout(() => {
          if (pending.delete(id)) reject(notAnswered(answerWithinMs));
        }, answerWithinMs);
        // A pending call alone does not keep the process alive at shutdown.
        timer.unref();
        pending.set(id, {
          resolve: (value) => (clearTimeout(timer), resolve(value as T)),
          reject: (error) => (clearTimeout(timer), reject(error)),
        });
      }
      transport.send({ ...request, id });
    });

  const listen = async (channel: string, listener: NotificationListener) => {
    assertChannelName(channel);
    let set = subscribers.get(channel);
    if (!set) {
      set = new Set();
      subscribers.set(channel, set);
      await call({ op: 'listen', channel });
    }
    set.add(listener);
    return async () => {
      set.delete(listener);
      if (set.size === 0 && subscribers.get(channel) === set) {
        subscribers.delete(channel);
        await call({ op: 'unlisten', channel });
      }
    };
  };

  const txDb = (tx: number): Db =>
    transactionDb({
      engine,
      query: <T>(sql: string, params?: unknown[]) => call<QueryResult<T>>({ op: 'query', sql, params, tx }),
      exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
      listen,
      notify: (channel: string, payload: string) => call<void>({ op: 'notify', channel, payload, tx }),
    });

  return {
    engine,
    query: <T>(sql: string, params?: unknown[]) => call<QueryResult<T>>({ op: 'query', sql, params }),
    exec: (sql: string) => call<void>({ op: 'exec', sql }),
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let out: T;
      try {
        out = await fn(txDb(tx));
      } catch (error) {
        await call({ op: 'rollback', tx });
        throw error;
      }
      await call({ op: 'commit', tx });
      return out;
    },
    listen,
    notify: (channel: string, payload: string) => call<void>({ op: 'notify', channel, payload }),
    close: onClose,
  };
}
