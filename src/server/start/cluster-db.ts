import type { Worker as ClusterWorker } from 'node:cluster';
import type { Db } from '../db/db';
import { serveDb } from '../db/engine/db-host';
import { createRemoteDb } from '../db/engine/remote-db';
import type { DbRequest, HostMessage } from '../db/engine/remote-protocol';

/** Database messages share the cluster IPC channel with Node's own; this key marks ours. */
const KEY = 'karirDb';

/** Primary: lets one HTTP worker use the database the primary owns (PGlite opens only once). */
export function serveDbToWorker(db: Db, worker: ClusterWorker): { close(): Promise<void> } {
  return serveDb(db, {
    send: (message: HostMessage) => {
      if (worker.isConnected()) worker.send({ [KEY]: message });
    },
    onMessage: (listener) =>
      worker.on('message', (message: Record<string, unknown>) => {
        if (message && typeof message === 'object' && KEY in message) listener(message[KEY] as DbRequest);
      }),
  });
}

/** HTTP worker: the primary's database, reached over IPC; a call unanswered after `answerWithinMs` fails (503 for its request). */
export function connectToPrimaryDb(answerWithinMs: number): Db {
  if (!process.send) throw new Error('connectToPrimaryDb() needs an IPC channel (a cluster worker)');
  return createRemoteDb(
    {
      send: (message: DbRequest) => process.send!({ [KEY]: message }),
      onMessage: (listener) =>
        process.on('message', (message: Record<string, unknown>) => {
          if (message && typeof message === 'object' && KEY in message) listener(message[KEY] as HostMessage);
        }),
      onClose: (listener) =>
        process.once('disconnect', () =>
          listener(new Error('The primary process, which owns the database, is gone; the statement did not complete')),
        ),
    },
    'pglite',
    async () => {},
    { answerWithinMs },
  );
}
