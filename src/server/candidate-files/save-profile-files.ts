/**
 * Saving, replacing and deleting a candidate's resume, avatar and video. Each save checks the
 * uploaded bytes first (type, size, duration; photos re-encoded), stores the new objects under
 * new keys, then swaps the keys in the profile row in one transaction that also queues the
 * replaced objects for removal. A refusal or a failure at any step leaves what was saved
 * before untouched, and never leaves a new object behind.
 */
import type { Db } from '../db/db';
import { getProfileFiles, setAvatar, setResume, setVideo, type ProfileFiles } from '../db/repos/profile-files-repo';
import { ensureProfile } from '../db/repos/profiles-repo';
import { processAvatar } from '../media/photos';
import { checkVideo } from '../media/videos';
import type { FileStorage, StorageBody } from '../storage/file-storage';
import { newStorageKey, type StoredExtension } from '../storage/storage-keys';
import { checkResume } from '../uploads/check-resume';
import type { ReceivedUpload } from '../uploads/receive-upload';
import { downloadName } from './download-name';
import type { ProfileFileKind } from './file-kinds';
import { queueObjectDeletions, removeObjects } from './object-deletions';

export interface FileServices {
  readonly db: Db;
  readonly storage: FileStorage;
}

/** The user is gone (deleted while uploading): nothing to attach the file to. */
export class NoSuchCandidate extends Error {
  constructor(readonly userId: number) {
    super(`no user ${userId}`);
    this.name = 'NoSuchCandidate';
  }
}

interface NewObject {
  readonly area: string;
  readonly extension: StoredExtension;
  readonly body: StorageBody;
}

/**
 * Stores the objects, then runs `change` (which sets the new keys and answers the replaced
 * ones) in a transaction with the queueing of the replaced objects, then removes those.
 */
async function storeAndSwap(
  services: FileServices,
  userId: number,
  objects: readonly NewObject[],
  change: (tx: Db, keys: string[]) => Promise<string[] | null>,
): Promise<void> {
  const keys: string[] = [];
  let replaced: string[];
  try {
    for (const object of objects) {
      const key = newStorageKey(object.area, object.extension);
      keys.push(key);
      await services.storage.put(key, object.body);
    }
    replaced = await services.db.transaction(async (tx) => {
      if (!(await ensureProfile(tx, userId))) throw new NoSuchCandidate(userId);
      const old = await change(tx, keys);
      if (old === null) throw new NoSuchCandidate(userId);
      return queueObjectDeletions(tx, old);
    });
  } catch (error) {
    // Nothing points at the new objects: they go, and the row still holds what it held.
    await Promise.all(keys.map((key) => services.storage.delete(key).catch(() => {})));
    throw error;
  }
  await removeObjects(services, replaced);
}

async function filesOf(services: FileServices, userId: number): Promise<ProfileFiles> {
  const files = await getProfileFiles(services.db, userId);
  if (!files) throw new NoSuchCandidate(userId);
  return files;
}

/** PDF, DOC or DOCX by its bytes (throws FileRefused otherwise). */
async function saveResume(services: FileServices, userId: number, upload: ReceivedUpload): Promise<ProfileFiles> {
  const type = await checkResume(upload.file);
  const fileName = downloadName(upload.clientName, type.extension, 'resume');
  await storeAndSwap(services, userId, [{ area: 'resume', extension: type.extension, body: { file: upload.file } }], (tx, [key]) =>
    setResume(tx, userId, { storageKey: key!, fileName, sizeBytes: upload.size, mime: type.mime }),
  );
  return filesOf(services, userId);
}

/** A photo re-encoded to two square WebP sizes without metadata (throws FileRefused otherwise). */
async function saveAvatar(services: FileServices, userId: number, upload: ReceivedUpload): Promise<ProfileFiles> {
  const { large, small } = await processAvatar(upload.file);
  await storeAndSwap(
    services,
    userId,
    [
      { area: 'avatar', extension: 'webp', body: { bytes: large.bytes } },
      { area: 'avatar', extension: 'webp', body: { bytes: small.bytes } },
    ],
    (tx, [largeKey, smallKey]) => setAvatar(tx, userId, { storageKey: largeKey!, smallStorageKey: smallKey! }),
  );
  return filesOf(services, userId);
}

/** MP4, MOV or WebM of at most a minute, measured from its container (throws FileRefused otherwise). */
async function saveVideo(services: FileServices, userId: number, upload: ReceivedUpload): Promise<ProfileFiles> {
  const video = await checkVideo(upload.file);
  await storeAndSwap(services, userId, [{ area: 'video', extension: video.extension, body: { file: upload.file } }], (tx, [key]) =>
    setVideo(tx, userId, {
      storageKey: key!,
      durationSeconds: Math.round(video.durationSec * 100) / 100,
      mime: video.mime,
      sizeBytes: upload.size,
      width: video.width,
      height: video.height,
    }),
  );
  return filesOf(services, userId);
}

const CLEAR: Readonly<Record<ProfileFileKind, (db: Db, userId: number) => Promise<string[] | null>>> = {
  resume: (db, userId) => setResume(db, userId, null),
  avatar: (db, userId) => setAvatar(db, userId, null),
  video: (db, userId) => setVideo(db, userId, null),
};

/** The save for each kind: checks the upload and answers the profile's files afterwards (throws FileRefused). */
export const SAVE_PROFILE_FILE: Readonly<
  Record<ProfileFileKind, (services: FileServices, userId: number, upload: ReceivedUpload) => Promise<ProfileFiles>>
> = {
  resume: saveResume,
  avatar: saveAvatar,
  video: saveVideo,
};

/** Clears the file from the profile and removes its objects. Answers whether there was one. */
export async function deleteProfileFile(services: FileServices, userId: number, kind: ProfileFileKind): Promise<boolean> {
  const { had, queued } = await services.db.transaction(async (tx) => {
    const old = (await CLEAR[kind](tx, userId)) ?? [];
    return { had: old.length > 0, queued: await queueObjectDeletions(tx, old) };
  });
  await removeObjects(services, queued);
  return had;
}
