/** A `Db` whose queries run where the database lives (another thread or process). */
import { assertChannelName, type Db, type Engine, type NotificationListener, type QueryResult } from '../db.js';
import { transactionDb } from './transaction-db.js';
import { deserializeError, isNotification, type DbRequest, type HostMessage, type Transport } from './remote-protocol.js';

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
type Outgoing = DistributiveOmit<DbRequest, 'id'>;

export function createRemoteDb(transport: Transport<DbRequest, HostMessage>, engine: Engine, onClose: () => Promise<void>): Db {
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
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
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      transport.send({ ...request, id } as DbRequest);
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
