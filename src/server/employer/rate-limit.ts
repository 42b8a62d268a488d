/**
 * Every employer API request counts against its key's limit per minute, in the database
 * (db/repos/rate-limits-repo.ts), as the account limits do: one count for all workers and
 * instances, whatever the load balancer does.
 */
import type { Db } from '../db/db';
import { hitRateLimit, type RateLimitDecision } from '../db/repos/rate-limits-repo';

const EMPLOYER_RATE_WINDOW_MS = 60_000;

export function throttleEmployerKey(db: Db, keyId: number, perMinute: number): Promise<RateLimitDecision> {
  return hitRateLimit(db, 'employerApiKey', String(keyId), { limit: perMinute, windowMs: EMPLOYER_RATE_WINDOW_MS });
}
