/**
 * Job alerts as stored (saved_searches, migration 0081): an account's, or an address's that
 * waits for its confirmation link. Every read and change of an account's alert names the
 * account, so another person's alert is simply not found.
 */
import type { Locale } from '../../shared/locales';
import { MAX_ALERTS, type AlertFrequency } from '../../shared/validation/job-alert-schema';
import { hashToken, looksLikeToken, randomToken } from '../auth/tokens';
import type { Db } from '../db/db';
import { parseJobSearchParams, type JobSearchParams } from '../search/search-params';

export interface JobAlert {
  readonly id: number;
  readonly name: string;
  /** Always sort=newest, page 1: an alert is about new jobs. */
  readonly params: JobSearchParams;
  readonly frequency: AlertFrequency;
  readonly paused: boolean;
  readonly locale: Locale;
  readonly lastSentAt: Date | null;
  readonly createdAt: Date;
}

export interface AlertInput {
  readonly name: string;
  readonly params: JobSearchParams;
  readonly frequency: AlertFrequency;
  readonly locale: Locale;
}

interface AlertRow {
  id: string | number;
  name: string;
  params: unknown;
  frequency: AlertFrequency;
  paused: boolean;
  locale: Locale;
  last_sent_at: Date | null;
  created_at: Date;
}

const COLUMNS = `a.id, a.name, a.params, a.frequency, a.paused, a.locale, a.created_at,
  (SELECT max(d.sent_at) FROM job_alert_digests d WHERE d.alert_id = a.id AND d.outcome = 'sent') AS last_sent_at`;

function toAlert(r: AlertRow): JobAlert {
  return {
    id: Number(r.id),
    name: r.name,
    params: alertParams(r.params),
    frequency: r.frequency,
    paused: r.paused,
    locale: r.locale,
    lastSentAt: r.last_sent_at,
    createdAt: r.created_at,
  };
}

/** A search as an alert keeps it: the search page's own parsing, newest first, no page. */
export function alertParams(raw: unknown): JobSearchParams {
  return { ...parseJobSearchParams(raw), sort: 'newest', page: 1 };
}

export type CreateOutcome = { readonly ok: true; readonly id: number } | { readonly ok: false; readonly reason: 'limit' };

/**
 * Counting and inserting under one lock per owner: two saves at once cannot both be the 20th.
 * The lock is a transaction-level advisory lock, so it is the same on PGlite and PostgreSQL.
 */
async function insertWithinLimit(
  db: Db,
  owner: string,
  insert: (tx: Db) => Promise<number>,
  count: (tx: Db) => Promise<number>,
): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`job-alerts:${owner}`]);
    if ((await count(tx)) >= MAX_ALERTS) return { ok: false, reason: 'limit' } as const;
    return { ok: true, id: await insert(tx) } as const;
  });
}

export async function createAccountAlert(db: Db, userId: number, input: AlertInput): Promise<CreateOutcome> {
  return insertWithinLimit(
    db,
    `user:${userId}`,
    async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO saved_searches (user_id, name, params, frequency, locale, confirmed_at, active_from, matched_until)
         VALUES ($1, $2, $3, $4, $5, now(), now(), now()) RETURNING id`,
        [userId, input.name, JSON.stringify(alertParams(input.params)), input.frequency, input.locale],
      );
      return Number(rows[0]!.id);
    },
    async (tx) =>
      Number((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1', [userId])).rows[0]!.n),
  );
}

/**
 * An alert for an address alone, unconfirmed: nothing is sent to it until the link in the
 * confirmation mail is followed. Answers that link's token (kept only as its hash).
 */
export async function createAddressAlert(db: Db, email: string, input: AlertInput): Promise<CreateOutcome & { token?: string }> {
  const token = randomToken();
  const outcome = await insertWithinLimit(
    db,
    `email:${email}`,
    async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO saved_searches (email, name, params, frequency, locale, confirm_token_hash)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [email, input.name, JSON.stringify(alertParams(input.params)), input.frequency, input.locale, hashToken(token)],
      );
      return Number(rows[0]!.id);
    },
    async (tx) =>
      Number((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE email = $1', [email])).rows[0]!.n),
  );
  return outcome.ok ? { ...outcome, token } : outcome;
}

/** Follows a confirmation link: the alert starts (new jobs from now on). Null for an unknown or used token. */
export async function confirmAddressAlert(db: Db, token: unknown): Promise<{ id: number; name: string; email: string } | null> {
  if (!looksLikeToken(token)) return null;
  const { rows } = await db.query<{ id: string; name: string; email: string }>(
    `UPDATE saved_searches SET confirmed_at = now(), active_from = now(), matched_until = now(), confirm_token_hash = NULL
     WHERE confirm_token_hash = $1 AND confirmed_at IS NULL RETURNING id, name, email`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), name: row.name, email: row.email } : null;
}

export async function listAccountAlerts(db: Db, userId: number): Promise<JobAlert[]> {
  const { rows } = await db.query<AlertRow>(
    `SELECT ${COLUMNS} FROM saved_searches a WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id DESC`,
    [userId],
  );
  return rows.map(toAlert);
}

export async function findAccountAlert(db: Db, userId: number, id: number): Promise<JobAlert | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const { rows } = await db.query<AlertRow>(`SELECT ${COLUMNS} FROM saved_searches a WHERE a.id = $1 AND a.user_id = $2`, [id, userId]);
  return rows[0] ? toAlert(rows[0]) : null;
}

export interface AlertChanges {
  readonly name?: string;
  readonly frequency?: AlertFrequency;
  readonly paused?: boolean;
}

/** Null when the account has no such alert. */
export async function updateAccountAlert(db: Db, userId: number, id: number, changes: AlertChanges): Promise<JobAlert | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  // Resuming starts from now: a paused alert does not mail what appeared while it was paused.
  const { rowCount } = await db.query(
    `UPDATE saved_searches SET name = coalesce($3, name), frequency = coalesce($4, frequency), paused = coalesce($5, paused),
            active_from = CASE WHEN paused AND $5 = false THEN now() ELSE active_from END,
            matched_until = CASE WHEN paused AND $5 = false THEN now() ELSE matched_until END
     WHERE id = $1 AND user_id = $2`,
    [id, userId, changes.name ?? null, changes.frequency ?? null, changes.paused ?? null],
  );
  return rowCount > 0 ? findAccountAlert(db, userId, id) : null;
}

export async function deleteAccountAlert(db: Db, userId: number, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  return (await db.query('DELETE FROM saved_searches WHERE id = $1 AND user_id = $2', [id, userId])).rowCount > 0;
}

/** The unsubscribe link (its token checked by the caller): the alert is gone, whoever holds it. */
export async function removeAlert(db: Db, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM saved_searches WHERE id = $1', [id])).rowCount > 0;
}

/** Name of an alert, for the unsubscribe page; null when it is gone. */
export async function alertName(db: Db, id: number): Promise<string | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return (await db.query<{ name: string }>('SELECT name FROM saved_searches WHERE id = $1', [id])).rows[0]?.name ?? null;
}

/**
 * An account with a verified address takes over the confirmed alerts made for that address
 * while signed out, as far as its limit allows (the rest stay with the address).
 */
export async function attachAddressAlerts(db: Db, userId: number, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`job-alerts:user:${userId}`]);
    const { rowCount } = await tx.query(
      `UPDATE saved_searches SET user_id = $1, email = NULL
       WHERE id IN (SELECT id FROM saved_searches WHERE email = $2 AND confirmed_at IS NOT NULL ORDER BY id
                    LIMIT greatest(0, $3 - (SELECT count(*) FROM saved_searches WHERE user_id = $1)))`,
      [userId, email.toLowerCase(), MAX_ALERTS],
    );
    return rowCount;
  });
}

/** The alert a confirmation link is for, without using the link up (its page asks first). */
export async function findUnconfirmedAlert(db: Db, token: unknown): Promise<{ id: number; name: string; email: string } | null> {
  if (!looksLikeToken(token)) return null;
  const { rows } = await db.query<{ id: string; name: string; email: string }>(
    'SELECT id, name, email FROM saved_searches WHERE confirm_token_hash = $1 AND confirmed_at IS NULL',
    [hashToken(token)],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), name: row.name, email: row.email } : null;
}
