/**
 * Email tokens (verify / reset) and API tokens. Callers hash tokens (sha256) before they
 * reach this file; a leaked table must not yield a usable token.
 */
import type { Db } from './db.js';

export type EmailTokenPurpose = 'verify' | 'reset';

export async function insertEmailToken(
  db: Db,
  input: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    // One live token per purpose: asking for a new reset link voids the previous one.
    await tx.query(
      `UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [input.userId, input.purpose],
    );
    await tx.query(
      `INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, $4)`,
      [input.userId, input.purpose, input.tokenHash, input.expiresAt],
    );
  });
}

/**
 * Marks the token used and returns its user, atomically: of two concurrent requests with
 * the same link only one succeeds. Expired, used or unknown tokens give null.
 */
export async function consumeEmailToken(db: Db, purpose: EmailTokenPurpose, tokenHash: string): Promise<{ userId: number } | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE email_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [tokenHash, purpose],
  );
  const r = rows[0];
  return r ? { userId: r.user_id } : null;
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
  input: { userId: number; tokenHash: string; expiresAt: Date; refreshHash?: string | null; refreshExpiresAt?: Date | null },
): Promise<{ id: number }> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO api_tokens (user_id, token_hash, expires_at, refresh_hash, refresh_expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [input.userId, input.tokenHash, input.expiresAt, input.refreshHash ?? null, input.refreshExpiresAt ?? null],
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

/** Refresh: revokes the old pair atomically and returns its user, or null if not valid. */
export async function consumeRefreshToken(db: Db, refreshHash: string): Promise<{ userId: number } | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE api_tokens SET revoked_at = now()
     WHERE refresh_hash = $1 AND revoked_at IS NULL AND (refresh_expires_at IS NULL OR refresh_expires_at > now())
     RETURNING user_id`,
    [refreshHash],
  );
  const r = rows[0];
  return r ? { userId: r.user_id } : null;
}

export async function revokeApiToken(db: Db, tokenHash: string): Promise<void> {
  await db.query('UPDATE api_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

export async function revokeAllApiTokens(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
