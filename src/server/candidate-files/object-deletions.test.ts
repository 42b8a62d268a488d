import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { pendingStorageDeletions } from '../db/repos/storage-deletions-repo';
import { testEngines, type TestDb } from '../db/test-db';
import { createLocalStorage } from '../storage/local-storage';
import { createS3Storage } from '../storage/s3-storage';
import { newStorageKey } from '../storage/storage-keys';
import { queueObjectDeletions, removeObjects, sweepObjectDeletions } from './object-deletions';

describe.each(testEngines())('removing stored objects on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'object-deletions-'));
  const storage = createLocalStorage(dir);
  // A bucket nobody answers for: every call fails, as during an outage.
  const unreachable = createS3Storage({
    endpoint: 'http://127.0.0.1:9',
    bucket: 'files',
    region: 'us-east-1',
    accessKeyId: 'a',
    secretAccessKey: 'b',
    forcePathStyle: true,
  });

  beforeAll(async () => {
    t = await open();
    db = t.db;
  });
  afterAll(async () => {
    await t?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('removes queued objects and empties the queue; keys it never made are not queued at all', async () => {
    const key = newStorageKey('resume', 'pdf');
    await storage.put(key, { bytes: Buffer.from('%PDF-1.4') });
    const queued = await db.transaction((tx) => queueObjectDeletions(tx, [key, 'resumes/demo/putri-anggraini-cv.pdf']));
    expect(queued).toEqual([key]);
    expect(await pendingStorageDeletions(db)).toEqual([key]);
    await removeObjects({ db, storage }, queued);
    expect(await storage.head(key)).toBeNull();
    expect(await pendingStorageDeletions(db)).toEqual([]);
  });

  it('what the storage cannot remove stays queued, and a later sweep removes it', async () => {
    const key = newStorageKey('video', 'webm');
    await storage.put(key, { bytes: Buffer.from('webm') });
    await db.transaction((tx) => queueObjectDeletions(tx, [key]));
    await removeObjects({ db, storage: unreachable }, [key]);
    expect(await pendingStorageDeletions(db)).toEqual([key]);
    const { rows } = await db.query<{ last_error: string }>('SELECT last_error FROM storage_deletions WHERE storage_key = $1', [key]);
    expect(rows[0]!.last_error).toMatch(/S3 delete/);
    // Not yet: the request that queued a key gets a minute to remove it first.
    expect(await sweepObjectDeletions({ db, storage })).toBe(0);
    await db.query(`UPDATE storage_deletions SET next_attempt_at = now() - interval '1 second'`);
    expect(await sweepObjectDeletions({ db, storage })).toBe(1);
    expect(await storage.head(key)).toBeNull();
    expect(await pendingStorageDeletions(db)).toEqual([]);
  });

  it('a key that keeps failing is tried again later and later, not in a loop', async () => {
    const key = newStorageKey('avatar', 'webp');
    await db.transaction((tx) => queueObjectDeletions(tx, [key]));
    await db.query(`UPDATE storage_deletions SET next_attempt_at = now() - interval '1 second'`);
    expect(await sweepObjectDeletions({ db, storage: unreachable })).toBe(1);
    expect(await sweepObjectDeletions({ db, storage: unreachable })).toBe(0);
    const { rows } = await db.query<{ attempts: number; wait: number }>(
      `SELECT attempts, extract(epoch FROM next_attempt_at - now())::float8 AS wait FROM storage_deletions WHERE storage_key = $1`,
      [key],
    );
    expect(rows[0]!.attempts).toBe(1);
    expect(rows[0]!.wait).toBeGreaterThan(50);
  });
});
