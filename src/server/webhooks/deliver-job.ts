/**
 * The webhook-delivery queue's work: one attempt at one delivery per job. The attempt is
 * recorded with what came back; a failure queues the next attempt after the back-off
 * (retry-schedule.ts) in the same transaction, and a failure with no retry left ends the
 * delivery and marks its endpoint failing. pg-boss hands each job to one worker only, and the
 * job's number (job_seq) must still be the delivery's, so a delivery is attempted by one job
 * at a time however many workers and instances poll.
 */
import type { Db } from '../db/db';
import { deliveryToSend, finishDelivery, lockDelivery, recordAttempt, scheduleDelivery } from '../db/repos/webhook-deliveries-repo';
import { enqueue, type JobHandler } from '../queue/job-queue';
import { WEBHOOK_QUEUE } from '../queue/queue-specs';
import type { DeliveryJob } from './publish-event';
import { DELIVERY_RETRIES, retryDelaySeconds, type RetrySchedule } from './retry-schedule';
import { sendWebhook } from './send-webhook';
import { signedHeaders } from './webhook-signing';

export interface DeliveryOptions {
  readonly db: Db;
  readonly allowPrivateAddresses: boolean;
  readonly timeoutMs?: number;
  readonly retries?: RetrySchedule;
}

const ATTEMPT_TIMEOUT_MS = 10_000;

export function webhookDeliveryHandler(options: DeliveryOptions): JobHandler<DeliveryJob> {
  const { db } = options;
  const retries = options.retries ?? DELIVERY_RETRIES;
  return async (job) => {
    const delivery = await deliveryToSend(db, job.deliveryId);
    if (!delivery || delivery.status !== 'pending' || delivery.jobSeq !== job.seq) return;
    if (!delivery.enabled) {
      // Turned off after the event: nothing is sent; a resend after it is enabled again will be.
      await db.transaction(async (tx) => {
        if ((await lockDelivery(tx, delivery.id, job.seq)) === 'current')
          await tx.query(`UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL WHERE id = $1`, [delivery.id]);
      });
      return;
    }
    const attemptedAt = new Date();
    const body = JSON.stringify(delivery.payload);
    const result = await sendWebhook({
      url: delivery.url,
      body,
      headers: signedHeaders({ messageId: delivery.messageId, at: attemptedAt, body, secrets: delivery.secrets }),
      timeoutMs: options.timeoutMs ?? ATTEMPT_TIMEOUT_MS,
      allowPrivateAddresses: options.allowPrivateAddresses,
    });
    await db.transaction(async (tx) => {
      const lock = await lockDelivery(tx, delivery.id, job.seq);
      // Deleted with its webhook while the attempt ran: nothing left to record.
      if (lock === 'gone') return;
      const current = lock === 'current';
      const delay = result.ok || !current ? null : retryDelaySeconds(retries, job.attempt);
      const nextRetryAt = await recordAttempt(tx, {
        deliveryId: delivery.id,
        attemptedAt,
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        error: result.error,
        nextRetrySeconds: delay,
      });
      // A resend queued a newer job while this attempt ran: that one goes on from here.
      if (!current) return;
      if (result.ok) return finishDelivery(tx, delivery.id, delivery.webhookId, 'succeeded');
      if (delay === null) return finishDelivery(tx, delivery.id, delivery.webhookId, 'failed');
      await scheduleDelivery(tx, delivery.id, job.seq + 1, nextRetryAt);
      await enqueue(tx, WEBHOOK_QUEUE.name, { deliveryId: delivery.id, seq: job.seq + 1, attempt: job.attempt + 1 } satisfies DeliveryJob, {
        delaySeconds: delay,
      });
    });
  };
}
