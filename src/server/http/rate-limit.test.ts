import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('in-memory rate limiter', () => {
  it('allows `limit` hits per window, then refuses with the wait until a slot frees', () => {
    let clock = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 10_000, now: () => clock });
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    clock += 1000;
    expect(limiter.hit('1.2.3.4').remaining).toBe(1);
    clock += 1000;
    expect(limiter.hit('1.2.3.4').remaining).toBe(0);
    clock += 1000;
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: false, remaining: 0, retryAfterMs: 7000 });
    // A refused hit is not counted: the first slot frees 10 s after the first hit.
    clock = 1_000_000 + 10_000;
    expect(limiter.hit('1.2.3.4').allowed).toBe(true);
    expect(limiter.hit('1.2.3.4').allowed).toBe(false);
  });

  it('counts keys separately', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
    expect(limiter.hit('b').allowed).toBe(true);
  });

  it('forgets expired keys and bounds memory', () => {
    let clock = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => clock, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) limiter.hit(key);
    expect(limiter.size).toBe(3);
    limiter.hit('d');
    expect(limiter.size).toBeLessThanOrEqual(3);
    clock = 5000;
    limiter.hit('e');
    expect(limiter.size).toBe(1);
    limiter.reset();
    expect(limiter.size).toBe(0);
  });

  it('rejects nonsense options', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow();
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow();
  });
});
