/**
 * Email tokens (verify / reset) and API tokens. Callers hash tokens (sha256) before they
 * reach this file; a leaked table must not yield a usable token.
 */
import type { Db } from '../db.js';

export type EmailTokenPurpose = 'verify' | 'reset';

export async function insertEmailToken(
  db: Db,
  input: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date; sentTo: string },
): Promise<void> {
  // Older links stay valid until they expire or one of them is used (then the rest are voided):
  // a stranger asking for links to someone's address must not void the link the owner holds.
  await db.query(`INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at, sent_to) VALUES ($1, $2, $3, $4, $5)`, [
    input.userId,
    input.purpose,
    input.tokenHash,
    input.expiresAt,
    input.sentTo,
  ]);
}

/**
 * Marks the token used and returns its user, atomically: of two concurrent requests with
 * the same link only one succeeds. Expired, used or unknown tokens give null, and so does a
 * token mailed to an address the account no longer has (migration 0026).
 */
export async function consumeEmailToken(
  db: Db,
  purpose: EmailTokenPurpose,
  tokenHash: string,
): Promise<{ userId: number; sentTo: string } | null> {
  const { rows } = await db.query<{ user_id: number; sent_to: string }>(
    `UPDATE email_tokens t SET used_at = now()
     FROM users u
     WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > now()
       AND u.id = t.user_id AND lower(u.email) = lower(t.sent_to)
     RETURNING t.user_id, t.sent_to`,
    [tokenHash, purpose],
  );
  const r = rows[0];
  return r ? { userId: Number(r.user_id), sentTo: r.sent_to } : null;
}

/** Whether a token of this purpose exists (in any state) for a user whose address is verified. */
export async function emailTokenUserVerified(db: Db, purpose: EmailTokenPurpose, tokenHash: string): Promise<boolean> {
  const { rows } = await db.query<{ verified: boolean }>(
    `SELECT u.email_verified_at IS NOT NULL AS verified
     FROM email_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.purpose = $2`,
    [tokenHash, purpose],
  );
  return rows[0]?.verified === true;
}

export interface ApiTokenRecord {
  id: number;
  userId: number;
  expiresAt: Date;
}

export async function insertApiToken(
  db: Db,
  input: {
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    refreshHash?: string | null;
    refreshExpiresAt?: Date | null;
    /** The family of the pair this one replaces (a refresh); a login starts a new family. */
    family?: string | null;
  },
): Promise<{ id: number }> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO api_tokens (user_id, token_hash, expires_at, refresh_hash, refresh_expires_at, family)
     VALUES ($1, $2, $3, $4, $5, coalesce($6::uuid, gen_random_uuid())) RETURNING id`,
    [input.userId, input.tokenHash, input.expiresAt, input.refreshHash ?? null, input.refreshExpiresAt ?? null, input.family ?? null],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('api token insert returned no id');
  return { id };
}

/** Valid (not expired, not revoked) access token → its user; stamps last use. */
export async function findActiveApiToken(db: Db, tokenHash: string): Promise<ApiTokenRecord | null> {
  const { rows } = await db.query<{ id: number; user_id: number; expires_at: Date }>(
    `UPDATE api_tokens SET last_used_at = now()
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
     RETURNING id, user_id, expires_at`,
    [tokenHash],
  );
  const r = rows[0];
  return r ? { id: r.id, userId: r.user_id, expiresAt: r.expires_at } : null;
}

/**
 * Refresh: revokes the old pair atomically and returns its user and family, or null if not
 * valid. A refresh token that was already used (or revoked) revokes its whole family: see
 * migration 0027.
 */
export async function consumeRefreshToken(db: Db, refreshHash: string): Promise<{ userId: number; family: string } | null> {
  const { rows } = await db.query<{ user_id: number; family: string }>(
    `UPDATE api_tokens SET revoked_at = now()
     WHERE refresh_hash = $1 AND revoked_at IS NULL AND (refresh_expires_at IS NULL OR refresh_expires_at > now())
     RETURNING user_id, family`,
    [refreshHash],
  );
  const r = rows[0];
  if (r) return { userId: Number(r.user_id), family: r.family };
  await db.query(
    `UPDATE api_tokens SET revoked_at = now()
     WHERE revoked_at IS NULL AND family = (SELECT family FROM api_tokens WHERE refresh_hash = $1 AND revoked_at IS NOT NULL)`,
    [refreshHash],
  );
  return null;
}

export async function revokeApiToken(db: Db, tokenHash: string): Promise<void> {
  await db.query('UPDATE api_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

export async function revokeAllApiTokens(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
