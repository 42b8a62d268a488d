/**
 * Worker-thread entry: owns the embedded database so its synchronous WASM work never blocks
 * the thread that renders pages. Started by thread-db.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { serveDb } from './db-host.js';
import { openDb } from '../open-db.js';
import { type DbRequest, type HostMessage, serializeError } from './remote-protocol.js';

interface ThreadData {
  readonly dataDir: string;
  readonly inMemory?: boolean;
  readonly migrationsDir?: string;
  /** The thread that started this one holds the directory's lock and renews it. */
  readonly lockHeld?: boolean;
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-thread must run as a worker thread');
  const options = workerData as ThreadData;
  try {
    const db = await openDb({
      dataDir: options.dataDir,
      inMemory: options.inMemory,
      migrationsDir: options.migrationsDir,
      lockHeld: options.lockHeld,
    });
    const host = serveDb(db, {
      send: (message: HostMessage) => port.postMessage(message),
      onMessage: (listener) =>
        port.on('message', (message: DbRequest | { control: 'close' }) => {
          if ('control' in message) return;
          listener(message);
        }),
    });
    port.on('message', (message: { control?: string }) => {
      if (message.control !== 'close') return;
      void host
        .close()
        .then(() => db.close())
        .finally(() => port.postMessage({ control: 'closed' }));
    });
    port.postMessage({ control: 'ready' });
  } catch (error) {
    port.postMessage({ control: 'failed', error: serializeError(error) });
  }
}

void main();
