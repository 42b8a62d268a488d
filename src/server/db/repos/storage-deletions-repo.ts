/** The queue of stored objects to remove (migration 0041): filled in the transaction that lets go of a key. */
import type { Db } from '../db.js';

export async function queueStorageDeletions(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query('INSERT INTO storage_deletions (storage_key) SELECT unnest($1::text[]) ON CONFLICT (storage_key) DO NOTHING', [keys]);
}

/** The object is gone: the key leaves the queue. */
export async function storageDeletionDone(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM storage_deletions WHERE storage_key = $1', [key]);
}

export async function storageDeletionFailed(db: Db, key: string, error: string): Promise<void> {
  await db.query('UPDATE storage_deletions SET last_error = $2 WHERE storage_key = $1', [key, error.slice(0, 500)]);
}

/**
 * Claims up to `limit` keys whose time has come, pushing their next attempt back (doubling,
 * one hour at most) so another instance sweeping at the same moment takes other keys and a
 * key that keeps failing is not tried in a tight loop.
 */
export async function claimStorageDeletions(db: Db, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string }>(
    `UPDATE storage_deletions
     SET attempts = attempts + 1, next_attempt_at = now() + least(interval '1 hour', interval '1 minute' * power(2, attempts))
     WHERE storage_key IN (
       SELECT storage_key FROM storage_deletions WHERE next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING storage_key`,
    [limit],
  );
  return rows.map((row) => row.storage_key);
}

export async function pendingStorageDeletions(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string }>('SELECT storage_key FROM storage_deletions ORDER BY queued_at, storage_key');
  return rows.map((row) => row.storage_key);
}
