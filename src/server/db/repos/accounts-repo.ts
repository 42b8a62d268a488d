/**
 * Account queries the auth code needs beyond users-repo / auth-tokens-repo: the per-request
 * session lookup, password and email changes, token consumption bound to an email, and
 * account deletion. Hashes only, as everywhere.
 */
import type { Db } from '../db.js';
import type { EmailTokenPurpose } from './auth-tokens-repo.js';

export interface SessionAccount {
  id: number;
  name: string;
  email: string;
  scope: string[] | Record<string, boolean>;
  emailVerified: boolean;
  hasPassword: boolean;
  sessionVersion: number;
  preferredLocale: 'en-US' | 'id-ID';
}

/** One indexed row per request: what a page may know about the signed-in user. */
export async function findSessionAccount(db: Db, userId: number): Promise<SessionAccount | null> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    email: string;
    scope: SessionAccount['scope'];
    verified: boolean;
    has_password: boolean;
    session_version: number;
    preferred_locale: SessionAccount['preferredLocale'];
  }>(
    `SELECT id, name, email, scope, email_verified_at IS NOT NULL AS verified, password_hash IS NOT NULL AS has_password,
            session_version, preferred_locale
     FROM users WHERE id = $1`,
    [userId],
  );
  const r = rows[0];
  return r
    ? {
        id: Number(r.id),
        name: r.name,
        email: r.email,
        scope: r.scope,
        emailVerified: r.verified,
        hasPassword: r.has_password,
        sessionVersion: r.session_version,
        preferredLocale: r.preferred_locale,
      }
    : null;
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}

/**
 * Like consumeEmailToken, but only for the account with this email: a mistyped address
 * leaves the link usable instead of burning it. The typed address, the account's address
 * and the one the link was mailed to must all be the same. Single use and expiry hold atomically.
 */
export async function consumeEmailTokenFor(
  db: Db,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  email: string,
): Promise<{ userId: number; sentTo: string } | null> {
  const { rows } = await db.query<{ user_id: number; sent_to: string }>(
    `UPDATE email_tokens t SET used_at = now()
     FROM users u
     WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > now()
       AND u.id = t.user_id AND lower(u.email) = lower($3) AND lower(t.sent_to) = lower(u.email)
     RETURNING t.user_id, t.sent_to`,
    [tokenHash, purpose, email.trim()],
  );
  const r = rows[0];
  return r ? { userId: Number(r.user_id), sentTo: r.sent_to } : null;
}

/** A new address is unverified until its link is followed. Throws 23505 when taken. */
export async function updateEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.query('UPDATE users SET email = $2, email_verified_at = NULL WHERE id = $1', [userId, email.trim()]);
}

/** Removes the account; profiles, applications, tokens and identities cascade, reviews stay anonymous (SET NULL). */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [userId]);
}

/** Voids the user's unused links of one purpose (after a password change, old reset links must not work). */
export async function voidEmailTokens(db: Db, userId: number, purpose: EmailTokenPurpose): Promise<void> {
  await db.query('UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose]);
}
