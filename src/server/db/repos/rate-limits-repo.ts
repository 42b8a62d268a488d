/**
 * Sliding-log rate limits kept in the database, so every process and instance counts
 * together. One statement per hit: the row is locked by the upsert, so concurrent hits on
 * the same key are counted one after the other and never both let through past the limit.
 * Times come from the database's clock, the one clock every instance shares.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db.js';

export interface RateLimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitDecision {
  readonly allowed: boolean;
  /** When refused: milliseconds until the oldest counted hit leaves the window. */
  readonly retryAfterMs: number;
}

/** Keys hold IP and email addresses: only their hash is stored. */
function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Counts a hit on `name`/`key` if it is within the limit, and says whether it may proceed. */
export async function hitRateLimit(db: Db, name: string, key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
  if (!(rule.limit >= 1) || !(rule.windowMs > 0)) throw new Error('a rate limit needs limit >= 1 and windowMs > 0');
  const { rows } = await db.query<{ allowed: boolean; retry_after_ms: number | string }>(
    `INSERT INTO rate_limits AS r (name, key_hash, hits, last_allowed, expires_at)
     VALUES ($1, $2, ARRAY[now()], true, now() + $4 * interval '1 millisecond')
     ON CONFLICT (name, key_hash) DO UPDATE SET
       hits = (
         SELECT CASE WHEN count(*) < $3 THEN coalesce(array_agg(h ORDER BY h), '{}') || now()
                     ELSE array_agg(h ORDER BY h) END
         FROM unnest(r.hits) AS h WHERE h > now() - $4 * interval '1 millisecond'
       ),
       last_allowed = (SELECT count(*) < $3 FROM unnest(r.hits) AS h WHERE h > now() - $4 * interval '1 millisecond'),
       expires_at = now() + $4 * interval '1 millisecond'
     RETURNING last_allowed AS allowed,
       greatest(0, ceil(extract(epoch FROM (hits[1] + $4 * interval '1 millisecond' - now())) * 1000))::bigint AS retry_after_ms`,
    [name, keyHash(key), rule.limit, rule.windowMs],
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { allowed: row.allowed, retryAfterMs: row.allowed ? 0 : Number(row.retry_after_ms) };
}

/** Forgets the hits on one key (a successful login clears its failures). */
export async function clearRateLimit(db: Db, name: string, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE name = $1 AND key_hash = $2', [name, keyHash(key)]);
}

/** Removes rows whose every hit has left its window. */
export async function pruneRateLimits(db: Db): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM rate_limits WHERE expires_at < now()');
  return rowCount;
}

/** Takes back the newest hit on one key (a login that succeeded is no try against its IP). */
export async function unhitRateLimit(db: Db, name: string, key: string): Promise<void> {
  await db.query(
    `UPDATE rate_limits SET hits = hits[1:cardinality(hits) - 1] WHERE name = $1 AND key_hash = $2 AND cardinality(hits) > 0`,
    [name, keyHash(key)],
  );
}
