/** Webhook deliveries and their attempts (migration 0078), as the delivery job and the API read them. */
import type { Db } from '../db.js';

export interface DeliveryToSend {
  readonly id: number;
  readonly status: 'pending' | 'succeeded' | 'failed';
  readonly jobSeq: number;
  readonly webhookId: number;
  readonly url: string;
  readonly enabled: boolean;
  /** The current secret first, then a rotated-out one still valid. */
  readonly secrets: string[];
  readonly messageId: string;
  readonly payload: unknown;
}

export async function deliveryToSend(db: Db, deliveryId: number): Promise<DeliveryToSend | null> {
  const { rows } = await db.query<{
    id: number;
    status: DeliveryToSend['status'];
    job_seq: number;
    webhook_id: number;
    url: string;
    enabled: boolean;
    secret: string;
    previous_secret: string | null;
    message_id: string;
    payload: unknown;
  }>(
    `SELECT d.id, d.status, d.job_seq, w.id AS webhook_id, w.url, w.enabled, w.secret,
            CASE WHEN w.previous_secret_until > now() THEN w.previous_secret END AS previous_secret,
            e.message_id, e.payload
       FROM webhook_deliveries d JOIN employer_webhooks w ON w.id = d.webhook_id JOIN employer_events e ON e.id = d.event_id
      WHERE d.id = $1`,
    [deliveryId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: Number(r.id),
    status: r.status,
    jobSeq: r.job_seq,
    webhookId: Number(r.webhook_id),
    url: r.url,
    enabled: r.enabled,
    secrets: r.previous_secret ? [r.secret, r.previous_secret] : [r.secret],
    messageId: r.message_id,
    payload: r.payload,
  };
}

/**
 * Locks the delivery for recording an attempt: whether job `seq` is still the one that may
 * attempt it (`stale` when a resend queued a newer one meanwhile), or the delivery is gone
 * (its webhook was deleted).
 */
export async function lockDelivery(db: Db, deliveryId: number, seq: number): Promise<'current' | 'stale' | 'gone'> {
  const { rows } = await db.query<{ job_seq: number }>('SELECT job_seq FROM webhook_deliveries WHERE id = $1 FOR UPDATE', [deliveryId]);
  if (!rows[0]) return 'gone';
  return rows[0].job_seq === seq ? 'current' : 'stale';
}

export interface AttemptRecord {
  readonly deliveryId: number;
  readonly attemptedAt: Date;
  readonly statusCode: number | null;
  readonly durationMs: number;
  readonly error: string | null;
  readonly nextRetrySeconds: number | null;
}

/** Records an attempt; answers its next retry time (from the database's clock, as pg-boss's). */
export async function recordAttempt(db: Db, attempt: AttemptRecord): Promise<Date | null> {
  const { rows } = await db.query<{ next_retry_at: Date | null }>(
    `INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, duration_ms, error, next_retry_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::float8 IS NULL THEN NULL ELSE now() + $6::float8 * interval '1 second' END)
     RETURNING next_retry_at`,
    [
      attempt.deliveryId,
      attempt.attemptedAt,
      attempt.statusCode,
      attempt.durationMs,
      attempt.error?.slice(0, 500) ?? null,
      attempt.nextRetrySeconds,
    ],
  );
  return rows[0]!.next_retry_at;
}

/** The delivery waits for job `seq` at `nextAttemptAt`. */
export async function scheduleDelivery(db: Db, deliveryId: number, seq: number, nextAttemptAt: Date | null): Promise<void> {
  await db.query(`UPDATE webhook_deliveries SET status = 'pending', job_seq = $2, next_attempt_at = coalesce($3, now()) WHERE id = $1`, [
    deliveryId,
    seq,
    nextAttemptAt,
  ]);
}

/** A success clears the endpoint's failing mark; a delivery out of retries sets it (keeping the first time). */
export async function finishDelivery(db: Db, deliveryId: number, webhookId: number, outcome: 'succeeded' | 'failed'): Promise<void> {
  await db.query(`UPDATE webhook_deliveries SET status = $2, next_attempt_at = NULL WHERE id = $1`, [deliveryId, outcome]);
  await db.query(
    outcome === 'succeeded'
      ? `UPDATE employer_webhooks SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL`
      : `UPDATE employer_webhooks SET failing_since = now() WHERE id = $1 AND failing_since IS NULL`,
    [webhookId],
  );
}

interface AttemptView {
  readonly attemptedAt: Date;
  readonly statusCode: number | null;
  readonly durationMs: number;
  readonly error: string | null;
  readonly nextRetryAt: Date | null;
}

export interface DeliveryView {
  readonly id: number;
  readonly eventType: string;
  readonly messageId: string;
  readonly status: 'pending' | 'succeeded' | 'failed';
  readonly createdAt: Date;
  readonly nextAttemptAt: Date | null;
  readonly attempts: AttemptView[];
}

/** One endpoint's deliveries, newest first, each with every attempt (oldest first). */
export async function listDeliveries(
  db: Db,
  webhookId: number,
  options: { status?: string; beforeId?: number; limit: number; deliveryId?: number },
): Promise<{ deliveries: DeliveryView[]; nextBeforeId: number | null }> {
  const { rows } = await db.query<{
    id: number;
    type: string;
    message_id: string;
    status: DeliveryView['status'];
    created_at: Date;
    next_attempt_at: Date | null;
  }>(
    `SELECT d.id, e.type, e.message_id, d.status, d.created_at, d.next_attempt_at
       FROM webhook_deliveries d JOIN employer_events e ON e.id = d.event_id
      WHERE d.webhook_id = $1 AND ($2::text IS NULL OR d.status = $2) AND ($3::int8 IS NULL OR d.id < $3) AND ($5::int8 IS NULL OR d.id = $5)
      ORDER BY d.id DESC LIMIT $4`,
    [webhookId, options.status ?? null, options.beforeId ?? null, options.limit + 1, options.deliveryId ?? null],
  );
  const page = rows.slice(0, options.limit);
  const ids = page.map((r) => Number(r.id));
  const attempts = await db.query<{
    delivery_id: number;
    attempted_at: Date;
    status_code: number | null;
    duration_ms: number;
    error: string | null;
    next_retry_at: Date | null;
  }>(
    `SELECT delivery_id, attempted_at, status_code, duration_ms, error, next_retry_at FROM webhook_attempts WHERE delivery_id = ANY ($1::int8[]) ORDER BY id`,
    [ids],
  );
  const byDelivery = new Map<number, AttemptView[]>();
  for (const a of attempts.rows) {
    const list = byDelivery.get(Number(a.delivery_id)) ?? [];
    list.push({
      attemptedAt: a.attempted_at,
      statusCode: a.status_code,
      durationMs: a.duration_ms,
      error: a.error,
      nextRetryAt: a.next_retry_at,
    });
    byDelivery.set(Number(a.delivery_id), list);
  }
  return {
    deliveries: page.map((r) => ({
      id: Number(r.id),
      eventType: r.type,
      messageId: r.message_id,
      status: r.status,
      createdAt: r.created_at,
      nextAttemptAt: r.next_attempt_at,
      attempts: byDelivery.get(Number(r.id)) ?? [],
    })),
    nextBeforeId: rows.length > options.limit ? ids[ids.length - 1]! : null,
  };
}

/** Makes a delivery of this endpoint pending again under a new job number; answers the number, or null when there is no such delivery. */
export async function reopenDelivery(db: Db, webhookId: number, deliveryId: number): Promise<number | null> {
  const { rows } = await db.query<{ job_seq: number }>(
    `UPDATE webhook_deliveries SET status = 'pending', job_seq = job_seq + 1, next_attempt_at = now()
      WHERE id = $1 AND webhook_id = $2 RETURNING job_seq`,
    [deliveryId, webhookId],
  );
  return rows[0]?.job_seq ?? null;
}
