/**
 * What the site keeps only for a while (issue 35, docs/operations.md "Retention"): each task
 * removes what has outlived its use and answers how many things it removed. The queue runs
 * them on a schedule (retention-job.ts); the periods are here, with why.
 */
import { removeObjects, type ObjectServices } from '../candidate-files/object-deletions';
import { eraseAccount } from '../data-rights/erase-account';
import { deleteExpiredExport } from '../data-rights/export-jobs';
import { removeStaleUploads } from '../uploads/stale-uploads';

export interface RetentionDeps extends ObjectServices {
  /** Where uploads wait while they are checked (uploadTmpDir). */
  readonly uploadTmpDir: string;
}

/** An address nobody confirmed in 30 days was mistyped or not the registrant's: the account goes, erased like a deleted one. */
export const UNVERIFIED_ACCOUNT_DAYS = 30;
/** A finished export's row answers a late link with 410 ("expired") for 30 days, then goes. */
export const FINISHED_EXPORT_DAYS = 30;
/** An attempt untouched for 30 days (longer than any retake wait) is not coming back. */
export const ABANDONED_ATTEMPT_DAYS = 30;
/** No upload runs this long: a temporary file older than an hour was left by a process that died. */
export const STALE_UPLOAD_MS = 60 * 60_000;
/** Work in batches, so one run never holds a long transaction; the next run takes the rest. */
const BATCH = 200;

export async function removeUnverifiedAccounts(deps: RetentionDeps): Promise<number> {
  const { rows } = await deps.db.query<{ id: string }>(
    `SELECT id FROM users WHERE email_verified_at IS NULL AND created_at < now() - make_interval(days => $1) ORDER BY id LIMIT $2`,
    [UNVERIFIED_ACCOUNT_DAYS, BATCH],
  );
  for (const row of rows) {
    const keys = await deps.db.transaction((tx) => eraseAccount(tx, Number(row.id)));
    await removeObjects(deps, keys);
  }
  return rows.length;
}

/** Links past their expiry, and API sign-ins whose access and refresh tokens have both expired (none of them can be used any more). */
export async function removeExpiredTokens(deps: Pick<RetentionDeps, 'db'>): Promise<number> {
  const email = await deps.db.query('DELETE FROM email_tokens WHERE expires_at < now()');
  const api = await deps.db.query('DELETE FROM api_tokens WHERE greatest(expires_at, coalesce(refresh_expires_at, expires_at)) < now()');
  return email.rowCount + api.rowCount;
}

/**
 * Exports: a ready ZIP past its 24 hours whose deletion job did not run (lost, or failed for
 * good) is deleted now; a finished export's row goes after FINISHED_EXPORT_DAYS.
 */
export async function removeFinishedExports(deps: RetentionDeps): Promise<number> {
  const due = await deps.db.query<{ id: string }>(
    `SELECT id FROM data_exports WHERE status = 'ready' AND expires_at <= now() ORDER BY id LIMIT $1`,
    [BATCH],
  );
  let removed = 0;
  for (const row of due.rows) if (await deleteExpiredExport(deps, Number(row.id))) removed += 1;
  const old = await deps.db.query(`DELETE FROM data_exports WHERE status = 'deleted' AND deleted_at < now() - make_interval(days => $1)`, [
    FINISHED_EXPORT_DAYS,
  ]);
  return removed + old.rowCount;
}

export async function removeStaleUploadFiles(deps: Pick<RetentionDeps, 'uploadTmpDir'>, now = Date.now()): Promise<number> {
  return removeStaleUploads(deps.uploadTmpDir, STALE_UPLOAD_MS, now);
}

/** Attempts that never got a result (left open, or timed out) and were not touched for ABANDONED_ATTEMPT_DAYS; their items and answers go with them. */
export async function removeAbandonedAttempts(deps: Pick<RetentionDeps, 'db'>): Promise<number> {
  const { rowCount } = await deps.db.query(
    `DELETE FROM assessment_attempts t
     WHERE t.status <> 'submitted'
       AND NOT EXISTS (SELECT 1 FROM assessment_results r WHERE r.attempt_id = t.id)
       AND greatest(t.started_at, t.ended_at,
             (SELECT max(i.answered_at) FROM assessment_attempt_items i WHERE i.attempt_id = t.id)) < now() - make_interval(days => $1)`,
    [ABANDONED_ATTEMPT_DAYS],
  );
  return rowCount;
}

export type RetentionTask = 'unverified-accounts' | 'expired-tokens' | 'finished-exports' | 'stale-uploads' | 'abandoned-assessments';

/** In the order a run takes them. */
export const RETENTION_TASKS: readonly { readonly task: RetentionTask; readonly run: (deps: RetentionDeps) => Promise<number> }[] = [
  { task: 'unverified-accounts', run: removeUnverifiedAccounts },
  { task: 'expired-tokens', run: removeExpiredTokens },
  { task: 'finished-exports', run: removeFinishedExports },
  { task: 'stale-uploads', run: (deps) => removeStaleUploadFiles(deps) },
  { task: 'abandoned-assessments', run: removeAbandonedAttempts },
];
