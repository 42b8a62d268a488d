/** Serves a `Db` to other threads or processes over a transport (see remote-protocol.ts). */
import type { Db } from '../db.js';
import { serializeError, type DbRequest, type HostMessage, type Transport } from './remote-protocol.js';

class Rollback extends Error {}

/**
 * One call per connected client. Transactions are held open here between `begin` and
 * `commit`/`rollback`, so the client's callback can run on its own thread meanwhile.
 */
export function serveDb(db: Db, transport: Transport<HostMessage, DbRequest>): { close(): Promise<void> } {
  let nextTx = 0;
  const transactions = new Map<number, { tx: Db; finish: (commit: boolean) => void; done: Promise<unknown> }>();
  const unlisteners = new Map<string, () => Promise<void>>();

  const target = (tx: number | undefined): Db => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error(`Transaction ${tx} is not open`);
    return open.tx;
  };

  const begin = () =>
    new Promise<number>((started, failed) => {
      const id = ++nextTx;
      let finish!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      const done = db
        .transaction(async (tx) => {
          transactions.set(id, { tx, finish, done });
          started(id);
          if (!(await decided)) throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        })
        .finally(() => transactions.delete(id));
      // A failure before the callback ran (BEGIN itself failed) must reach the caller.
      done.catch(failed);
    });

  const settle = async (tx: number, commit: boolean) => {
    const open = transactions.get(tx);
    if (!open) throw new Error(`Transaction ${tx} is not open`);
    open.finish(commit);
    await open.done;
  };

  const handle = async (request: DbRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query':
        return target(request.tx).query(request.sql, request.params);
      case 'exec':
        return target(request.tx).exec(request.sql);
      case 'begin':
        return begin();
      case 'commit':
        return settle(request.tx, true);
      case 'rollback':
        return settle(request.tx, false);
      case 'notify':
        return target(request.tx).notify(request.channel, request.payload);
      case 'listen': {
        if (!unlisteners.has(request.channel)) {
          const channel = request.channel;
          unlisteners.set(channel, await db.listen(channel, (payload) => transport.send({ event: 'notification', channel, payload })));
        }
        return undefined;
      }
      case 'unlisten': {
        const stop = unlisteners.get(request.channel);
        unlisteners.delete(request.channel);
        await stop?.();
        return undefined;
      }
    }
  };

  transport.onMessage((request) => {
    handle(request).then(
      (result) => transport.send({ id: request.id, ok: true, result }),
      (error: unknown) => transport.send({ id: request.id, ok: false, error: serializeError(error) }),
    );
  });

  return {
    async close() {
      for (const open of transactions.values()) open.finish(false);
      await Promise.allSettled([...transactions.values()].map((open) => open.done));
      await Promise.all([...unlisteners.values()].map((stop) => stop()));
      unlisteners.clear();
    },
  };
}
