/**
 * The resume an application carries: a copy of the profile's resume under a key of its own, so
 * the employer keeps what was sent when the candidate later replaces or deletes the profile's.
 */
import type { StoredResume } from '../db/repos/profile-files-repo';
import type { FileStorage } from '../storage/file-storage';
import { isStorageKey, newStorageKey, type StoredExtension } from '../storage/storage-keys';

export interface AttachedResume {
  readonly storageKey: string;
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly mime: string;
}

/**
 * Copies the profile's resume; null when its object is gone (demo data can name keys that were
 * never stored). A resume is at most 5 MB, so it is read into memory rather than staged on disk.
 * Throws StorageError when the storage fails.
 */
export async function copyResumeForApplication(storage: FileStorage, resume: StoredResume): Promise<AttachedResume | null> {
  // A demo database seeded before its resume was stored names a key no storage takes.
  if (!isStorageKey(resume.storageKey)) return null;
  const source = await storage.get(resume.storageKey);
  if (!source) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of source.body) chunks.push(chunk as Buffer);
  const extension = resume.storageKey.slice(resume.storageKey.lastIndexOf('.') + 1) as StoredExtension;
  const storageKey = newStorageKey('application-resume', extension);
  const stored = await storage.put(storageKey, { bytes: Buffer.concat(chunks) });
  return { storageKey, fileName: resume.fileName, sizeBytes: stored.size, mime: resume.mime };
}
