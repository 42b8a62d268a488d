/**
 * A write and a delete at start, so a storage that cannot be used (a bucket that does not
 * exist, keys it refuses, an endpoint nobody answers at, a directory that cannot be written)
 * is reported when the server starts rather than at the first candidate's upload.
 */
import type { FileStorage } from './file-storage';
import { newStorageKey } from './storage-keys';

/** Null when the storage took a write and a delete; otherwise what went wrong. */
export async function probeStorage(storage: FileStorage): Promise<string | null> {
  const key = newStorageKey('probe', 'pdf');
  try {
    await storage.put(key, { bytes: Buffer.from('%PDF-probe') });
    await storage.delete(key);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
