/** Opens the embedded database inside a worker thread and returns a `Db` that talks to it. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Db } from '../db.js';
import { pgliteDir } from '../open-db.js';
import { lockDataDir, type DataDirLockOptions } from './data-dir-lock.js';
import { createRemoteDb, type RemoteDbOptions } from './remote-db.js';
import { deserializeError, type DbRequest, type HostMessage, type SerializedError } from './remote-protocol.js';

export interface ThreadDbOptions {
  readonly dataDir: string;
  readonly inMemory?: boolean;
  readonly migrationsDir?: string;
  /** The built worker (dist/server/pglite-thread.cjs); defaults to the TypeScript source run through tsx. */
  readonly workerFile?: string;
  /** Told when start-up waits for the lock of a server that stopped without releasing it. */
  readonly onLockWait?: DataDirLockOptions['onWait'];
}

type Control = { control: 'ready' } | { control: 'closed' } | { control: 'failed'; error: SerializedError };

/**
 * The data directory's lock is taken and renewed here, not in the database thread: a long
 * statement keeps that thread's event loop busy, and a renewal it missed would let another
 * server take the directory over.
 */
export async function openThreadDb(options: ThreadDbOptions): Promise<Db> {
  const unlock = options.inMemory ? async () => {} : await lockDataDir(pgliteDir(options.dataDir), { onWait: options.onLockWait });
  try {
    const db = await startThread(options);
    const close = db.close.bind(db);
    return Object.assign(db, {
      async close() {
        await close();
        await unlock();
      },
    });
  } catch (error) {
    await unlock();
    throw error;
  }
}

function startThread(options: ThreadDbOptions): Promise<Db> {
  return connectDbThread(spawnDbThread(options));
}

/** Starts the database thread (pglite-thread.ts, or its build); it opens and migrates the database. */
export function spawnDbThread(options: Omit<ThreadDbOptions, 'onLockWait'>): Worker {
  const source = path.resolve('src/server/db/engine/pglite-thread.ts');
  const file = options.workerFile ?? source;
  const workerData = { dataDir: options.dataDir, inMemory: options.inMemory, migrationsDir: options.migrationsDir, lockHeld: true };
  // Source runs (tests, scripts under tsx) load the TypeScript worker through tsx's loader.
  return file.endsWith('.ts')
    ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(file).href)}); });`, {
        eval: true,
        workerData,
      })
    : new Worker(file, { workerData });
}

/**
 * A `Db` over a started database thread, once it is ready. If the thread exits (a crash, an
 * out-of-memory kill, terminate()), every query waiting for it and every later one fails at
 * once with the same error: nothing restarts the thread, since the data directory it held
 * needs a fresh open (and its lock).
 */
export function connectDbThread(worker: Worker, options: RemoteDbOptions = {}): Promise<Db> {
  return new Promise<Db>((resolve, reject) => {
    const onStartupFailure = (error: Error) => reject(error);
    worker.once('error', onStartupFailure);
    const listeners = new Set<(message: HostMessage) => void>();
    const closeListeners = new Set<(error: Error) => void>();
    let closed: (() => void) | null = null;
    let exited = false;
    worker.once('exit', (code) => {
      exited = true;
      const error = new Error(`The database thread exited (code ${code}); the statement did not complete`);
      reject(error);
      closed?.();
      for (const listener of closeListeners) listener(error);
    });
    worker.on('message', (message: HostMessage | Control) => {
      if ('control' in message) {
        if (message.control === 'ready') {
          worker.off('error', onStartupFailure);
          worker.on('error', (error) => process.stderr.write(`[db] worker thread error: ${error.message}\n`));
          resolve(db);
        } else if (message.control === 'failed') {
          reject(deserializeError(message.error));
          void worker.terminate();
        } else closed?.();
        return;
      }
      for (const listener of listeners) listener(message);
    });
    const db = createRemoteDb(
      {
        send: (message: DbRequest) => worker.postMessage(message),
        onMessage: (listener) => listeners.add(listener),
        onClose: (listener) => closeListeners.add(listener),
      },
      'pglite',
      async () => {
        if (exited) return;
        await new Promise<void>((done) => {
          closed = done;
          worker.postMessage({ control: 'close' });
        });
        await worker.terminate();
      },
      options,
    );
  });
}
