/**
 * The profile's file columns: resume, avatar (two sizes) and video. Storing or clearing one
 * answers the storage keys it replaced, read under a row lock, so two uploads racing each
 * other each get the key the other one replaced and no object is orphaned or deleted twice.
 * The objects themselves are the caller's (storage/); this layer only holds their keys.
 */
import type { Db } from '../db.js';

export interface StoredResume {
  readonly storageKey: string;
  /** The name it is downloaded under: the owner's file name with the detected extension. */
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly mime: string;
  readonly uploadedAt: Date;
}

interface StoredAvatar {
  /** 512 × 512 WebP. */
  readonly storageKey: string;
  /** 128 × 128 WebP. */
  readonly smallStorageKey: string;
  readonly uploadedAt: Date;
}

interface StoredVideo {
  readonly storageKey: string;
  readonly durationSeconds: number;
  readonly mime: string;
  readonly sizeBytes: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly uploadedAt: Date;
}

export interface ProfileFiles {
  readonly userId: number;
  readonly identifier: string;
  readonly visibility: 'public' | 'private';
  readonly resume: StoredResume | null;
  readonly avatar: StoredAvatar | null;
  readonly video: StoredVideo | null;
}

const COLUMNS = `p.user_id, p.identifier, p.visibility,
  p.resume_storage_key, p.resume_file_name, p.resume_size_bytes, p.resume_mime, p.resume_uploaded_at,
  p.avatar_storage_key, p.avatar_small_storage_key, p.avatar_uploaded_at,
  p.video_storage_key, p.video_duration_seconds::float8 AS video_duration_seconds, p.video_mime, p.video_size_bytes,
  p.video_width, p.video_height, p.video_uploaded_at`;

type Row = Record<string, unknown>;

const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toProfileFiles(row: Row): ProfileFiles {
  return {
    userId: Number(row.user_id),
    identifier: String(row.identifier),
    visibility: row.visibility === 'public' ? 'public' : 'private',
    resume: row.resume_storage_key
      ? {
          storageKey: String(row.resume_storage_key),
          fileName: String(row.resume_file_name),
          sizeBytes: Number(row.resume_size_bytes),
          mime: String(row.resume_mime),
          uploadedAt: date(row.resume_uploaded_at),
        }
      : null,
    avatar: row.avatar_storage_key
      ? {
          storageKey: String(row.avatar_storage_key),
          smallStorageKey: String(row.avatar_small_storage_key),
          uploadedAt: date(row.avatar_uploaded_at),
        }
      : null,
    video: row.video_storage_key
      ? {
          storageKey: String(row.video_storage_key),
          durationSeconds: Number(row.video_duration_seconds),
          mime: String(row.video_mime ?? 'application/octet-stream'),
          sizeBytes: number(row.video_size_bytes),
          width: number(row.video_width),
          height: number(row.video_height),
          uploadedAt: date(row.video_uploaded_at),
        }
      : null,
  };
}

export async function getProfileFiles(db: Db, userId: number): Promise<ProfileFiles | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM candidate_profiles p WHERE p.user_id = $1`, [userId]);
  return rows[0] ? toProfileFiles(rows[0]) : null;
}

export async function getProfileFilesByIdentifier(db: Db, identifier: string): Promise<ProfileFiles | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM candidate_profiles p WHERE p.identifier = $1`, [identifier]);
  return rows[0] ? toProfileFiles(rows[0]) : null;
}

export type NewResume = Omit<StoredResume, 'uploadedAt'>;
export type NewAvatar = Omit<StoredAvatar, 'uploadedAt'>;
export type NewVideo = Omit<StoredVideo, 'uploadedAt'>;

/**
 * Sets (or with null clears) one kind of file and returns the keys it replaced. The old
 * values are read FOR UPDATE in the same statement, so a concurrent replacement waits and
 * then sees this one's keys as its "old" ones. Null when the user has no profile row.
 */
async function replace(db: Db, userId: number, oldKeys: string, assignments: string, values: unknown[]): Promise<string[] | null> {
  const { rows } = await db.query<{ old_keys: (string | null)[] }>(
    `WITH old AS (SELECT ${oldKeys} AS old_keys FROM candidate_profiles WHERE user_id = $1 FOR UPDATE)
     UPDATE candidate_profiles p SET ${assignments} FROM old WHERE p.user_id = $1 RETURNING old.old_keys`,
    [userId, ...values],
  );
  const row = rows[0];
  if (!row) return null;
  return row.old_keys.filter((key): key is string => typeof key === 'string');
}

export function setResume(db: Db, userId: number, resume: NewResume | null): Promise<string[] | null> {
  return replace(
    db,
    userId,
    'ARRAY[resume_storage_key]',
    `resume_storage_key = $2, resume_file_name = $3, resume_size_bytes = $4, resume_mime = $5,
     resume_uploaded_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END`,
    [resume?.storageKey ?? null, resume?.fileName ?? null, resume?.sizeBytes ?? null, resume?.mime ?? null],
  );
}

/** An uploaded photo also takes the place of an avatar address set by other means (avatar_url). */
export function setAvatar(db: Db, userId: number, avatar: NewAvatar | null): Promise<string[] | null> {
  return replace(
    db,
    userId,
    'ARRAY[avatar_storage_key, avatar_small_storage_key]',
    `avatar_storage_key = $2, avatar_small_storage_key = $3, avatar_url = NULL,
     avatar_uploaded_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END`,
    [avatar?.storageKey ?? null, avatar?.smallStorageKey ?? null],
  );
}

export function setVideo(db: Db, userId: number, video: NewVideo | null): Promise<string[] | null> {
  return replace(
    db,
    userId,
    'ARRAY[video_storage_key]',
    `video_storage_key = $2, video_duration_seconds = $3, video_mime = $4, video_size_bytes = $5, video_width = $6,
     video_height = $7, video_uploaded_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END`,
    [
      video?.storageKey ?? null,
      video?.durationSeconds ?? null,
      video?.mime ?? null,
      video?.sizeBytes ?? null,
      video?.width ?? null,
      video?.height ?? null,
    ],
  );
}

/** Every storage key the user's rows hold (profile files, resumes sent with applications, a data export not yet removed): read before the account is deleted (the rows go with it). */
export async function storageKeysOfUser(db: Db, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ key: string | null }>(
    `SELECT unnest(ARRAY[resume_storage_key, avatar_storage_key, avatar_small_storage_key, video_storage_key]) AS key
     FROM candidate_profiles WHERE user_id = $1
     UNION ALL
     SELECT resume_storage_key FROM applications WHERE candidate_id = $1
     UNION ALL
     SELECT storage_key FROM data_exports WHERE user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.key).filter((key): key is string => typeof key === 'string');
}

/** When the candidate's uploaded photo was stored (its version for addresses), or null without one: the header shows it. */
export async function avatarUploadedAt(db: Db, userId: number): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>(
    'SELECT avatar_uploaded_at AS at FROM candidate_profiles WHERE user_id = $1 AND avatar_small_storage_key IS NOT NULL',
    [userId],
  );
  return rows[0]?.at ?? null;
}
