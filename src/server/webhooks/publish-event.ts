/**
 * Records an event that happened to one of a company's applications and queues one delivery
 * for each of the company's enabled webhooks subscribed to its type. Pass the transaction of
 * the change the event reports: the event, its deliveries and their queued jobs commit with the
 * change, so none is lost in a crash and none is sent for a change that rolled back.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { enqueue } from '../queue/job-queue';
import { WEBHOOK_QUEUE } from '../queue/queue-specs';
import type { EmployerEventType } from '../../shared/webhook-event-types';

export interface EmployerEvent {
  readonly companyId: number;
  readonly type: EmployerEventType;
  /** The event's `data` as receivers get it (JSON). */
  readonly data: Record<string, unknown>;
}

/** What one delivery job carries: the delivery, and which of its queued jobs this is (see job_seq). */
export interface DeliveryJob {
  readonly deliveryId: number;
  readonly seq: number;
  /** 1 for a delivery's first attempt (or a resend's), counting up through its retries. */
  readonly attempt: number;
}

export interface PublishedEvent {
  readonly eventId: number;
  readonly messageId: string;
  readonly deliveryIds: readonly number[];
}

function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

export async function publishEmployerEvent(db: Db, event: EmployerEvent): Promise<PublishedEvent> {
  return db.transaction(async (tx) => {
    const messageId = newMessageId();
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO employer_events (message_id, company_id, type, payload)
       VALUES ($1, $2, $3, jsonb_build_object('type', $3::text, 'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', $4::jsonb))
       RETURNING id`,
      [messageId, event.companyId, event.type, JSON.stringify(event.data)],
    );
    const eventId = Number(rows[0]!.id);
    const deliveries = await tx.query<{ id: number }>(
      `INSERT INTO webhook_deliveries (webhook_id, event_id)
       SELECT id, $2 FROM employer_webhooks WHERE company_id = $1 AND enabled AND $3 = ANY (events)
       RETURNING id`,
      [event.companyId, eventId, event.type],
    );
    const deliveryIds = deliveries.rows.map((row) => Number(row.id));
    for (const deliveryId of deliveryIds) {
      await enqueue(tx, WEBHOOK_QUEUE.name, { deliveryId, seq: 1, attempt: 1 } satisfies DeliveryJob);
    }
    return { eventId, messageId, deliveryIds };
  });
}
