/** The job alerts' queue handlers and cron schedules, as the queue worker takes them. */
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../shared/validation/job-alert-schema';
import type { Db } from '../db/db';
import { logInfo } from '../../framework/server';
import { enqueue, type JobHandler } from '../queue/job-queue';
import { ALERT_MAIL_QUEUE, ALERT_ROUND_QUEUES } from '../queue/queue-specs';
import { ALERT_SCHEDULES } from './alert-period';
import { runAlertRound } from './digest-round';
import { sendDigest, type DigestSenderDeps } from './digest-sender';

export interface RoundJob {
  /** The round's moment (ISO); a cron job has none and takes the time it runs. */
  readonly at?: string;
}

export interface AlertJobDeps extends DigestSenderDeps {
  readonly roundConcurrency?: number | undefined;
}

function alertRoundHandler(db: Db, frequency: AlertFrequency, concurrency: number | undefined): JobHandler<RoundJob> {
  return async (data) => {
    const at = data.at ? new Date(data.at) : new Date();
    const summary = await runAlertRound(db, frequency, Number.isNaN(at.getTime()) ? new Date() : at, { concurrency });
    logInfo('job alert round', { frequency, ...summary });
  };
}

export function alertMailHandler(db: Db, deps: DigestSenderDeps): JobHandler<{ digestId: number }> {
  return async ({ digestId }) => {
    const outcome = await sendDigest(db, Number(digestId), deps);
    // Another attempt holds it: fail this one, so the queue looks again after the lease.
    if (outcome === 'busy') throw new Error(`Job alert digest ${digestId} is being sent by another attempt`);
    if (typeof outcome === 'object') await enqueue(db, ALERT_MAIL_QUEUE.name, { digestId }, { delaySeconds: outcome.deferSeconds });
  };
}

/** Every job alert queue's handler. */
export function alertJobHandlers(db: Db, deps: AlertJobDeps): Record<string, JobHandler<never>> {
  return {
    ...Object.fromEntries(
      ALERT_FREQUENCIES.map((frequency) => [ALERT_ROUND_QUEUES[frequency].name, alertRoundHandler(db, frequency, deps.roundConcurrency)]),
    ),
    [ALERT_MAIL_QUEUE.name]: alertMailHandler(db, deps),
  };
}

/** Starts a round now (the cron's job, sent by hand: the queue command, the tests). */
export async function queueAlertRound(db: Db, frequency: AlertFrequency, at?: Date): Promise<string> {
  return enqueue(db, ALERT_ROUND_QUEUES[frequency].name, at ? { at: at.toISOString() } : {});
}

/** One round per frequency on the queue's cron (Asia/Jakarta); pg-boss fires each once across instances. */
export const ALERT_ROUND_SCHEDULES = ALERT_FREQUENCIES.map((frequency) => ({
  queue: ALERT_ROUND_QUEUES[frequency].name,
  cron: ALERT_SCHEDULES[frequency],
}));
