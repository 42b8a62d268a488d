/**
 * The export's queue work. Prepare: collect, write the ZIP to a temporary file, store it, mark
 * the export ready, notify and mail the candidate, and queue the deletion 24 hours on (all in one
 * transaction, so a retried job never mails twice). Delete: removes the file when its time is up.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { queueAccountNotice } from '../account-mail/account-notices';
import type { Db } from '../db/db';
import type { Translate } from '../i18n/i18n';
import { enqueue, type JobHandler } from '../queue/job-queue';
import { DATA_EXPORT_DELETE_QUEUE, DATA_EXPORT_QUEUE } from '../queue/queue-specs';
import type { FileStorage } from '../storage/file-storage';
import { newStorageKey } from '../storage/storage-keys';
import type { Locale } from '../../shared/locales';
import { writeExportZip } from './build-export-zip';
import { collectExport } from './collect-export';
import { EXPORT_TTL_HOURS, exportDownloadPath } from './export-requests';

const EXPORT_AREA = 'data-exports';

export interface ExportJobDeps {
  readonly db: Db;
  readonly storage: FileStorage;
  readonly translate: (locale: Locale) => Translate;
}

export async function prepareExport(deps: ExportJobDeps, exportId: number): Promise<void> {
  const { db, storage } = deps;
  const row = (
    await db.query<{ user_id: string; locale: Locale; status: string }>('SELECT user_id, locale, status FROM data_exports WHERE id = $1', [
      exportId,
    ])
  ).rows[0];
  if (!row || row.status !== 'pending') return;
  const userId = Number(row.user_id);
  const contents = await collectExport(db, userId);
  if (!contents) return;
  const dir = await mkdtemp(path.join(tmpdir(), 'karir-export-'));
  const key = newStorageKey(EXPORT_AREA, 'zip');
  try {
    const file = path.join(dir, 'export.zip');
    await writeExportZip(contents, storage, deps.translate(row.locale), file);
    const stored = await storage.put(key, { file });
    const marked = await db.transaction(async (tx) => {
      const updated = await tx.query<{ expires_at: Date }>(
        `UPDATE data_exports SET status = 'ready', storage_key = $2, size_bytes = $3, ready_at = now(),
           expires_at = now() + make_interval(hours => ${EXPORT_TTL_HOURS})
         WHERE id = $1 AND status = 'pending' RETURNING expires_at`,
        [exportId, key, stored.size],
      );
      const expiresAt = updated.rows[0]?.expires_at;
      if (!expiresAt) return false;
      await tx.query(`INSERT INTO notifications (user_id, type, payload) VALUES ($1, 'data_export.ready', $2)`, [
        userId,
        JSON.stringify({ exportId }),
      ]);
      await queueAccountNotice(
        tx,
        userId,
        { kind: 'data-export-ready', downloadPath: exportDownloadPath(exportId), expiresAt: new Date(expiresAt).toISOString() },
        { locale: row.locale },
      );
      await enqueue(tx, DATA_EXPORT_DELETE_QUEUE.name, { exportId }, { delaySeconds: EXPORT_TTL_HOURS * 3600 });
      return true;
    });
    // A job that ran twice (its first run cut off after the upload) leaves no second file behind.
    if (!marked) await storage.delete(key);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Deletes an export's file once its 24 hours are up (give or take the minutes a delayed job may start early; the link is refused from expires_at on). */
export async function deleteExpiredExport(deps: Pick<ExportJobDeps, 'db' | 'storage'>, exportId: number): Promise<boolean> {
  const row = (
    await deps.db.query<{ storage_key: string | null }>(
      `SELECT storage_key FROM data_exports WHERE id = $1 AND status = 'ready' AND expires_at <= now() + interval '5 minutes'`,
      [exportId],
    )
  ).rows[0];
  if (!row) return false;
  if (row.storage_key) await deps.storage.delete(row.storage_key);
  await deps.db.query(`UPDATE data_exports SET status = 'deleted', deleted_at = now(), storage_key = NULL WHERE id = $1`, [exportId]);
  return true;
}

export function exportJobHandlers(deps: ExportJobDeps): Record<string, JobHandler<never>> {
  const prepare: JobHandler<{ exportId: number }> = ({ exportId }) => prepareExport(deps, exportId);
  const remove: JobHandler<{ exportId: number }> = async ({ exportId }) => {
    await deleteExpiredExport(deps, exportId);
  };
  return { [DATA_EXPORT_QUEUE.name]: prepare, [DATA_EXPORT_DELETE_QUEUE.name]: remove };
}
