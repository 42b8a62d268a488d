/**
 * The link in the "your email was changed" notice: it puts the old address back. It is signed
 * (HMAC-SHA256 with a key derived from the session secret), so it needs no stored token, and
 * it only works while the account still has the address it was changed to: once used, or
 * after another change, it is spent.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const RESTORE_TTL_DAYS = 7;

export interface RestoreClaim {
  readonly userId: number;
  readonly oldEmail: string;
  readonly newEmail: string;
  readonly oldVerified: boolean;
  /** Seconds since the epoch. */
  readonly expires: number;
}

function mac(secret: string, payload: string): Buffer {
  const key = createHash('sha256').update(`restore-email:${secret}`).digest();
  return createHmac('sha256', key).update(payload).digest();
}

export function signRestoreClaim(claim: RestoreClaim, secret: string): string {
  const payload = Buffer.from(JSON.stringify([claim.userId, claim.oldEmail, claim.newEmail, claim.oldVerified, claim.expires])).toString(
    'base64url',
  );
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claim when the token is whole, signed with one of `secrets` (rotation) and not expired; otherwise null. */
export function openRestoreClaim(token: unknown, secrets: readonly string[], now = Date.now()): RestoreClaim | null {
  if (typeof token !== 'string' || token.length > 2000) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  if (
    !secrets.some((secret) => {
      const expected = mac(secret, payload);
      return given.length === expected.length && timingSafeEqual(given, expected);
    })
  )
    return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 5) return null;
  const [userId, oldEmail, newEmail, oldVerified, expires] = fields as unknown[];
  if (
    typeof userId !== 'number' ||
    typeof oldEmail !== 'string' ||
    typeof newEmail !== 'string' ||
    typeof oldVerified !== 'boolean' ||
    typeof expires !== 'number'
  )
    return null;
  if (expires * 1000 < now) return null;
  return { userId, oldEmail, newEmail, oldVerified, expires };
}
