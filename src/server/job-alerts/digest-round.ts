/**
 * A round of one frequency: every confirmed, unpaused alert is looked at once. For each, in one
 * transaction under the alert's row lock: the new matching jobs since its last look (the
 * search page's own filter, newest first), minus the ones it already mailed; then the digest
 * row (unique per alert and period), the jobs marked as mailed, the account's notification,
 * and the mail job, all committed together or not at all. Two workers running the same round
 * take turns on each alert and the second finds the period's digest there; a round cut off
 * half-way is run again and skips what was committed.
 */
import type { AlertFrequency } from '../../shared/validation/job-alert-schema';
import type { Db } from '../db/db';
import { enqueue } from '../queue/job-queue';
import { ALERT_MAIL_QUEUE } from '../queue/queue-specs';
import { findNewJobs } from '../search/new-jobs';
import { alertParams } from './alerts-repo';
import { periodOf } from './alert-period';
import { eachConcurrently } from './worker-pool';

/** At most this many jobs in one mail; it links to the search for the rest. */
export const DIGEST_JOBS = 10;
/**
 * Each look starts this far before the last one ended: a job whose transaction committed just
 * after a round read past its posting time is still found (the mailed-jobs list keeps it single).
 */
export const LOOKBACK_MS = 10 * 60 * 1000;
const BATCH = 500;

export type ClaimOutcome = 'queued' | 'nothing-new' | 'done-before' | 'skipped';

export interface RoundOptions {
  /** Alerts looked at at once, each on its own connection (ALERT_ROUND_CONCURRENCY). */
  readonly concurrency?: number | undefined;
}

/**
 * Each alert is a few short round trips, so the round waits on the network, not the database:
 * several at once on PostgreSQL's pool; PGlite has one connection and runs them one by one.
 */
export function defaultRoundConcurrency(db: Db): number {
  return db.engine === 'postgres' ? 8 : 1;
}

export interface RoundSummary {
  readonly period: string;
  readonly alerts: number;
  readonly queued: number;
}

export async function runAlertRound(db: Db, frequency: AlertFrequency, at: Date, options: RoundOptions = {}): Promise<RoundSummary> {
  const period = periodOf(frequency, at);
  const concurrency = options.concurrency ?? defaultRoundConcurrency(db);
  let alerts = 0;
  let queued = 0;
  for (let lastId = 0; ; ) {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM saved_searches WHERE frequency = $1 AND NOT paused AND confirmed_at IS NOT NULL AND id > $2 ORDER BY id LIMIT ${BATCH}`,
      [frequency, lastId],
    );
    await eachConcurrently(rows, concurrency, async (row) => {
      alerts += 1;
      if ((await claimDigest(db, Number(row.id), period, at)) === 'queued') queued += 1;
    });
    if (rows.length < BATCH) break;
    lastId = Number(rows.at(-1)!.id);
  }
  return { period, alerts, queued };
}

interface LockedAlert {
  user_id: string | null;
  name: string;
  params: unknown;
  paused: boolean;
  confirmed_at: Date | null;
  active_from: Date | null;
  matched_until: Date | null;
  done: boolean;
}

// Statements are merged where one answer does not decide the next, each a round trip fewer.
const LOCK_ALERT = `SELECT user_id, name, params, paused, confirmed_at, active_from, matched_until,
  EXISTS (SELECT 1 FROM job_alert_digests WHERE alert_id = $1 AND period = $2) AS done
  FROM saved_searches WHERE id = $1 FOR UPDATE`;
const MARK_LOOKED = `WITH looked AS (UPDATE saved_searches SET matched_until = greatest(coalesce(matched_until, $3), $3) WHERE id = $1)
  SELECT job_id FROM job_alert_sent_jobs WHERE alert_id = $1 AND job_id = ANY($2::int8[])`;
const RECORD_DIGEST = `WITH digest AS (
    INSERT INTO job_alert_digests (alert_id, period, job_ids, matched) VALUES ($1, $2, $3, $4) RETURNING id
  ), sent AS (
    INSERT INTO job_alert_sent_jobs (alert_id, job_id) SELECT $1, unnest($3::int8[])
  ), notice AS (
    INSERT INTO notifications (user_id, type, payload) SELECT $5::int8, 'job_alert.new_jobs', $6 WHERE $5::int8 IS NOT NULL
  )
  SELECT id FROM digest`;

export async function claimDigest(db: Db, alertId: number, period: string, at: Date): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    const alert = (await tx.query<LockedAlert>(LOCK_ALERT, [alertId, period])).rows[0];
    if (!alert || alert.paused || !alert.confirmed_at) return 'skipped';
    if (alert.done) return 'done-before';
    const from = alert.active_from ?? alert.confirmed_at;
    const lastLook = alert.matched_until ?? from;
    const after = new Date(Math.max(from.getTime(), lastLook.getTime() - LOOKBACK_MS));
    // Enough for the mail even when the look-back brings back jobs already mailed.
    const found = await findNewJobs(tx, alertParams(alert.params), { after, until: at, limit: DIGEST_JOBS * 5 });
    const mailed = new Set((await tx.query<{ job_id: string }>(MARK_LOOKED, [alertId, found.ids, at])).rows.map((r) => Number(r.job_id)));
    const fresh = found.ids.filter((id) => !mailed.has(id));
    if (fresh.length === 0) return 'nothing-new';
    const jobIds = fresh.slice(0, DIGEST_JOBS);
    const matched = Math.max(jobIds.length, found.total - mailed.size);
    const notice = JSON.stringify({ alertId, name: alert.name, count: matched, period });
    const digest = await tx.query<{ id: string }>(RECORD_DIGEST, [alertId, period, jobIds, matched, alert.user_id, notice]);
    await enqueue(tx, ALERT_MAIL_QUEUE.name, { digestId: Number(digest.rows[0]!.id) });
    return 'queued';
  });
}
