/**
 * The operator's ceiling on alert mails per minute (MAIL_PER_MINUTE), counted in the database
 * so it holds across every worker and instance: a mail takes a place in the current minute, or
 * waits for the next one.
 */
import type { Db } from '../db/db';

export type Slot = { readonly ok: true } | { readonly ok: false; readonly retryInSeconds: number };

export async function takeMailSlot(db: Db, perMinute: number | undefined, now = new Date()): Promise<Slot> {
  if (!perMinute) return { ok: true };
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const { rows } = await db.query<{ sent: number }>(
    `INSERT INTO mail_minute_counts (minute, sent) VALUES ($1, 1)
     ON CONFLICT (minute) DO UPDATE SET sent = mail_minute_counts.sent + 1 WHERE mail_minute_counts.sent < $2
     RETURNING sent`,
    [minute, perMinute],
  );
  if (rows[0]) {
    // Old minutes are only history: the first mail of a minute clears them.
    if (rows[0].sent === 1) await db.query(`DELETE FROM mail_minute_counts WHERE minute < $1`, [new Date(minute.getTime() - 3600_000)]);
    return { ok: true };
  }
  return { ok: false, retryInSeconds: Math.max(1, Math.ceil((minute.getTime() + 60_000 - now.getTime()) / 1000)) };
}
