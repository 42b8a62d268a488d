/**
 * Asking for an export and finding one to download. One export a day: a request within 24
 * hours of the last one is refused with the time the next may be made. The request and its
 * queue job are one transaction, so a request that is refused or rolled back queues nothing.
 */
import type { Locale } from '../../shared/locales';
import type { Db } from '../db/db';
import { enqueue } from '../queue/job-queue';
import { DATA_EXPORT_QUEUE } from '../queue/queue-specs';

const EXPORT_INTERVAL_HOURS = 24;
/** How long a finished export can be downloaded before its file is deleted. */
export const EXPORT_TTL_HOURS = 24;

export type ExportRequestOutcome = { readonly ok: true; readonly id: number } | { readonly ok: false; readonly nextAt: Date };

export async function requestExport(db: Db, userId: number, locale: Locale): Promise<ExportRequestOutcome> {
  return db.transaction(async (tx) => {
    // Two requests at once (two tabs, a double submit) queue one export: the account row is the lock.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const last = await tx.query<{ next_at: Date }>(
      `SELECT requested_at + make_interval(hours => ${EXPORT_INTERVAL_HOURS}) AS next_at FROM data_exports
       WHERE user_id = $1 AND requested_at > now() - make_interval(hours => ${EXPORT_INTERVAL_HOURS})
       ORDER BY requested_at DESC LIMIT 1`,
      [userId],
    );
    if (last.rows[0]) return { ok: false, nextAt: new Date(last.rows[0].next_at) };
    const inserted = await tx.query<{ id: string }>('INSERT INTO data_exports (user_id, locale) VALUES ($1, $2) RETURNING id', [
      userId,
      locale,
    ]);
    const id = Number(inserted.rows[0]!.id);
    await enqueue(tx, DATA_EXPORT_QUEUE.name, { exportId: id });
    return { ok: true, id };
  });
}

export interface DataExport {
  readonly id: number;
  readonly status: 'pending' | 'ready' | 'deleted';
  readonly requestedAt: Date;
  readonly readyAt: Date | null;
  readonly expiresAt: Date | null;
  readonly storageKey: string | null;
  readonly sizeBytes: number | null;
  /** Past its 24 hours (whether or not the deletion job has run yet). */
  readonly expired: boolean;
}

interface ExportRow {
  id: string;
  status: DataExport['status'];
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  storage_key: string | null;
  size_bytes: string | null;
  expired: boolean;
}

const COLUMNS = `id, status, requested_at, ready_at, expires_at, storage_key, size_bytes,
  (status = 'deleted' OR (expires_at IS NOT NULL AND expires_at <= now())) AS expired`;

function toExport(row: ExportRow): DataExport {
  return {
    id: Number(row.id),
    status: row.status,
    requestedAt: new Date(row.requested_at),
    readyAt: row.ready_at ? new Date(row.ready_at) : null,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    storageKey: row.storage_key,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    expired: row.expired,
  };
}

/** The user's own export with that id; another user's, like a missing one, is null. */
export async function findOwnExport(db: Db, userId: number, id: number): Promise<DataExport | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const { rows } = await db.query<ExportRow>(`SELECT ${COLUMNS} FROM data_exports WHERE id = $1 AND user_id = $2`, [id, userId]);
  return rows[0] ? toExport(rows[0]) : null;
}

/** The user's latest export, for the settings page. */
export async function latestExport(db: Db, userId: number): Promise<DataExport | null> {
  const { rows } = await db.query<ExportRow>(
    `SELECT ${COLUMNS} FROM data_exports WHERE user_id = $1 ORDER BY requested_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ? toExport(rows[0]) : null;
}

/** Where the owner downloads it (locale-free; the site prefixes /id). */
export function exportDownloadPath(id: number): string {
  return `/account/data-export/${id}`;
}
