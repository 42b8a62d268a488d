/**
 * The unsubscribe link of every alert mail. It is signed (HMAC-SHA256 with a key derived from
 * the session secret) over the alert's id, so it needs no stored token, works without signing
 * in, and cannot be made for another alert. Any of the configured secrets opens it (rotation).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

function mac(secret: string, alertId: number): Buffer {
  const key = createHash('sha256').update(`job-alert-unsubscribe:${secret}`).digest();
  return createHmac('sha256', key).update(String(alertId)).digest();
}

export function unsubscribeToken(alertId: number, secret: string): string {
  return mac(secret, alertId).toString('base64url');
}

/** Whether `token` is the unsubscribe token of `alertId` under one of `secrets`. */
export function isUnsubscribeToken(alertId: number, token: unknown, secrets: readonly string[]): boolean {
  if (typeof token !== 'string' || token.length > 100 || !Number.isSafeInteger(alertId) || alertId <= 0) return false;
  const given = Buffer.from(token, 'base64url');
  return secrets.some((secret) => {
    const expected = mac(secret, alertId);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
