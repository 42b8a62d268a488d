/**
 * A round of one frequency: every confirmed, unpaused alert is looked at once, a batch of
 * alerts at a time. For each batch, in one transaction under the alerts' row locks: each
 * alert's new matching jobs since its last look (the search page's own filter, newest first,
 * found for the whole batch by findNewJobsBatch), minus the ones it already mailed; then the
 * digest rows (unique per alert and period), the jobs marked as mailed, the accounts'
 * notifications and the mail jobs, all committed together or not at all. Two workers running
 * the same round take turns on each batch and the second finds the period's digests there; a
 * round cut off half-way is run again and skips what was committed.
 */
import type { AlertFrequency } from '../../shared/validation/job-alert-schema';
import type { Db } from '../db/db';
import { enqueueMany } from '../queue/job-queue';
import { ALERT_MAIL_QUEUE } from '../queue/queue-specs';
import { findNewJobsBatch } from '../search/new-jobs-batch';
import { searchRefsResolver, type SearchRefsResolver } from '../search/search-refs-batch';
import { alertParams } from './alerts-repo';
import { periodOf } from './alert-period';
import { eachConcurrently } from './worker-pool';

/** At most this many jobs in one mail; it links to the search for the rest. */
const DIGEST_JOBS = 10;
/**
 * Each look starts this far before the last one ended: a job whose transaction committed just
 * after a round read past its posting time is still found (the mailed-jobs list keeps it single).
 */
const LOOKBACK_MS = 10 * 60 * 1000;
/**
 * Alerts per transaction: their jobs are matched in one pass over the window's jobs, and their
 * rows stay locked until it commits (a second or so; a candidate editing one meanwhile waits).
 */
const BATCH = 1000;

export type ClaimOutcome = 'queued' | 'nothing-new' | 'done-before' | 'skipped';

export interface RoundOptions {
  /** Batches of alerts looked at at once, each on its own connection (ALERT_ROUND_CONCURRENCY). */
  readonly concurrency?: number | undefined;
}

/**
 * Two batches at once on PostgreSQL's pool: one is matched in this process while the other's
 * statements run on the server. PGlite has one connection and runs them one by one.
 */
function defaultRoundConcurrency(db: Db): number {
  return db.engine === 'postgres' ? 2 : 1;
}

export interface RoundSummary {
  readonly period: string;
  readonly alerts: number;
  readonly queued: number;
}

export async function runAlertRound(db: Db, frequency: AlertFrequency, at: Date, options: RoundOptions = {}): Promise<RoundSummary> {
  const period = periodOf(frequency, at);
  const concurrency = options.concurrency ?? defaultRoundConcurrency(db);
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM saved_searches WHERE frequency = $1 AND NOT paused AND confirmed_at IS NOT NULL ORDER BY id',
    [frequency],
  );
  const batches: number[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) batches.push(rows.slice(i, i + BATCH).map((r) => Number(r.id)));
  // Places, categories, companies and keyword prefixes repeat across alerts: each is looked up once a round.
  const refs = searchRefsResolver();
  let queued = 0;
  await eachConcurrently(batches, concurrency, async (ids) => {
    for (const outcome of (await claimDigests(db, ids, period, at, refs)).values()) if (outcome === 'queued') queued += 1;
  });
  return { period, alerts: rows.length, queued };
}

interface LockedAlert {
  id: string;
  user_id: string | null;
  name: string;
  params: unknown;
  paused: boolean;
  confirmed_at: Date | null;
  active_from: Date | null;
  matched_until: Date | null;
}

// In id order, so two rounds locking overlapping batches cannot deadlock.
const LOCK_ALERTS = `SELECT id, user_id, name, params, paused, confirmed_at, active_from, matched_until
  FROM saved_searches WHERE id = ANY($1::int8[]) ORDER BY id FOR UPDATE`;
// A statement of its own after the lock: its snapshot sees a digest committed while it waited.
const DONE_BEFORE = `SELECT alert_id FROM job_alert_digests WHERE alert_id = ANY($1::int8[]) AND period = $2`;
const MARK_LOOKED = `UPDATE saved_searches SET matched_until = greatest(coalesce(matched_until, $2), $2) WHERE id = ANY($1::int8[])`;
const ALREADY_MAILED = `SELECT m.alert_id, m.job_id FROM unnest($1::int8[], $2::int8[]) AS f (alert_id, job_id)
  JOIN job_alert_sent_jobs m ON m.alert_id = f.alert_id AND m.job_id = f.job_id`;
const RECORD_DIGESTS = `WITH r AS MATERIALIZED (
    SELECT * FROM jsonb_to_recordset($2::jsonb) AS r (alert_id int8, job_ids int8[], matched int, user_id int8, notice jsonb)
  ), digest AS (
    INSERT INTO job_alert_digests (alert_id, period, job_ids, matched) SELECT alert_id, $1, job_ids, matched FROM r RETURNING id, alert_id
  ), sent AS (
    INSERT INTO job_alert_sent_jobs (alert_id, job_id) SELECT r.alert_id, unnest(r.job_ids) FROM r
  ), notice AS (
    INSERT INTO notifications (user_id, type, payload) SELECT r.user_id, 'job_alert.new_jobs', r.notice FROM r WHERE r.user_id IS NOT NULL
  )
  SELECT id, alert_id FROM digest ORDER BY alert_id`;

/** One alert's look (a round cut off after it, in the tests); a round claims its alerts by batches. */
export async function claimDigest(db: Db, alertId: number, period: string, at: Date): Promise<ClaimOutcome> {
  return (await claimDigests(db, [alertId], period, at)).get(alertId) ?? 'skipped';
}

async function claimDigests(
  db: Db,
  alertIds: readonly number[],
  period: string,
  at: Date,
  refs: SearchRefsResolver = searchRefsResolver(),
): Promise<Map<number, ClaimOutcome>> {
  return db.transaction(async (tx) => {
    const outcomes = new Map<number, ClaimOutcome>(alertIds.map((id) => [id, 'skipped']));
    const locked = (await tx.query<LockedAlert>(LOCK_ALERTS, [alertIds])).rows.filter((a) => !a.paused && a.confirmed_at);
    if (locked.length === 0) return outcomes;
    const done = new Set(
      (await tx.query<{ alert_id: string }>(DONE_BEFORE, [locked.map((a) => a.id), period])).rows.map((r) => Number(r.alert_id)),
    );
    const alerts = locked.filter((a) => {
      if (!done.has(Number(a.id))) return true;
      outcomes.set(Number(a.id), 'done-before');
      return false;
    });
    if (alerts.length === 0) return outcomes;
    const searches = alerts.map((alert) => {
      const from = alert.active_from ?? alert.confirmed_at!;
      const lastLook = alert.matched_until ?? from;
      return {
        key: Number(alert.id),
        params: alertParams(alert.params),
        after: new Date(Math.max(from.getTime(), lastLook.getTime() - LOOKBACK_MS)),
      };
    });
    // Enough for the mail even when the look-back brings back jobs already mailed.
    const found = await findNewJobsBatch(tx, searches, { until: at, limit: DIGEST_JOBS * 5, refs });
    await tx.query(MARK_LOOKED, [alerts.map((a) => a.id), at]);
    const pairs = [...found].flatMap(([alertId, jobs]) => jobs.ids.map((jobId) => [alertId, jobId] as const));
    const mailed = new Set<string>();
    if (pairs.length > 0) {
      const { rows } = await tx.query<{ alert_id: string; job_id: string }>(ALREADY_MAILED, [
        pairs.map((p) => p[0]),
        pairs.map((p) => p[1]),
      ]);
      for (const r of rows) mailed.add(`${Number(r.alert_id)}:${Number(r.job_id)}`);
    }
    const digests = [];
    for (const alert of alerts) {
      const alertId = Number(alert.id);
      const jobs = found.get(alertId)!;
      const fresh = jobs.ids.filter((id) => !mailed.has(`${alertId}:${id}`));
      outcomes.set(alertId, fresh.length === 0 ? 'nothing-new' : 'queued');
      if (fresh.length === 0) continue;
      const jobIds = fresh.slice(0, DIGEST_JOBS);
      const matched = Math.max(jobIds.length, jobs.total - (jobs.ids.length - fresh.length));
      digests.push({
        alert_id: alertId,
        job_ids: jobIds,
        matched,
        user_id: alert.user_id,
        notice: { alertId, name: alert.name, count: matched, period },
      });
    }
    if (digests.length === 0) return outcomes;
    const recorded = await tx.query<{ id: string }>(RECORD_DIGESTS, [period, JSON.stringify(digests)]);
    await enqueueMany(
      tx,
      ALERT_MAIL_QUEUE.name,
      recorded.rows.map((r) => ({ digestId: Number(r.id) })),
    );
    return outcomes;
  });
}
