/**
 * A small in-memory sliding-log rate limiter: at most `limit` hits per
 * key within `windowMs`. One process only; behind several instances each counts its own
 * share, which is acceptable for abuse damping on forms (not for billing-grade quotas).
 */
export interface RateLimitDecision {
  readonly allowed: boolean;
  /** Hits left in the current window after this one (0 when refused). */
  readonly remaining: number;
  /** When refused: milliseconds until the oldest counted hit leaves the window. */
  readonly retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts a hit for `key` (only when allowed) and says whether it may proceed. */
  hit(key: string): RateLimitDecision;
  /** Forgets one key (a successful login clears its failures), or every key when none is given (tests). */
  reset(key?: string): void;
  readonly size: number;
}

export interface RateLimiterOptions {
  readonly limit: number;
  readonly windowMs: number;
  /** Injected clock for tests. */
  readonly now?: () => number;
  /** Upper bound on tracked keys, so a flood of distinct IPs cannot grow memory without end. */
  readonly maxKeys?: number;
}

export function createRateLimiter({ limit, windowMs, now = Date.now, maxKeys = 10_000 }: RateLimiterOptions): RateLimiter {
  if (!(limit >= 1) || !(windowMs > 0)) throw new Error('rate limiter needs limit >= 1 and windowMs > 0');
  const hits = new Map<string, number[]>();

  const prune = (key: string, at: number): number[] => {
    const recent = (hits.get(key) ?? []).filter((time) => at - time < windowMs);
    if (recent.length === 0) hits.delete(key);
    else hits.set(key, recent);
    return recent;
  };

  const sweep = (at: number) => {
    for (const key of [...hits.keys()]) prune(key, at);
    // Still full of live keys: drop the oldest-inserted ones (Map keeps insertion order).
    for (const key of hits.keys()) {
      if (hits.size < maxKeys) break;
      hits.delete(key);
    }
  };

  return {
    hit(key) {
      const at = now();
      const recent = prune(key, at);
      if (recent.length >= limit) {
        const oldest = recent[0]!;
        return { allowed: false, remaining: 0, retryAfterMs: Math.max(0, oldest + windowMs - at) };
      }
      if (!hits.has(key) && hits.size >= maxKeys) sweep(at);
      recent.push(at);
      hits.set(key, recent);
      return { allowed: true, remaining: limit - recent.length, retryAfterMs: 0 };
    },
    reset(key) {
      if (key === undefined) hits.clear();
      else hits.delete(key);
    },
    get size() {
      return hits.size;
    },
  };
}
