/**
 * Removing stored objects once their rows let go of them. The keys are queued in the same
 * transaction (storage-deletions-repo), removed right after the commit, and whatever the
 * storage could not remove then is retried by a sweep: an object never outlives its row for
 * long, and a failing storage never fails the request that replaced or deleted the file.
 */
import type { Db } from '../db/db';
import {
  claimStorageDeletions,
  queueStorageDeletions,
  storageDeletionDone,
  storageDeletionFailed,
} from '../db/repos/storage-deletions-repo';
import { storageKeysOfUser } from '../db/repos/profile-files-repo';
import { logError } from '../../framework/server';
import type { FileStorage } from '../storage/file-storage';
import { isStorageKey } from '../storage/storage-keys';

export interface ObjectServices {
  readonly db: Db;
  readonly storage: FileStorage;
}

/**
 * Queues the keys inside the caller's transaction. Keys we never made (demo data pointing
 * nowhere) have no object behind them and are left out.
 */
export async function queueObjectDeletions(tx: Db, keys: readonly string[]): Promise<string[]> {
  const ours = keys.filter(isStorageKey);
  await queueStorageDeletions(tx, ours);
  return ours;
}

/** Removes queued objects now; a failure is logged and left to the sweep. */
export async function removeObjects(services: ObjectServices, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await services.storage.delete(key);
      await storageDeletionDone(services.db, key);
    } catch (error) {
      logError('stored object not removed; the sweep retries it', error, { key });
      await storageDeletionFailed(services.db, key, error instanceof Error ? error.message : String(error)).catch(() => {});
    }
  }
}

/**
 * Queues every object of a user about to be deleted, in the transaction that deletes them
 * (their rows go with the account); remove them with `removeObjects` after the commit.
 */
export async function queueObjectsOfUser(tx: Db, userId: number): Promise<string[]> {
  return queueObjectDeletions(tx, await storageKeysOfUser(tx, userId));
}

/** One pass of the sweep: removes up to `batch` keys whose time has come. Answers how many it tried. */
export async function sweepObjectDeletions(services: ObjectServices, batch = 100): Promise<number> {
  const keys = await claimStorageDeletions(services.db, batch);
  await removeObjects(services, keys);
  return keys.length;
}

/** Sweeps now and then (every instance may; claims keep them from taking the same keys). */
export function startObjectDeletionSweep(services: ObjectServices, intervalMs = 5 * 60_000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = sweepObjectDeletions(services).catch((error) => logError('stored-object sweep failed', error));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
