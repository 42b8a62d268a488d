import { describe, expect, it } from 'vitest';
import { DELIVERY_RETRIES, retryDelaySeconds } from './retry-schedule';

const HOUR = 3600;

/** The waits after each failed attempt until the schedule gives up, with the jitter fixed. */
function waits(jitter: number): number[] {
  const all: number[] = [];
  for (let attempt = 1; ; attempt += 1) {
    const wait = retryDelaySeconds(DELIVERY_RETRIES, attempt, () => jitter);
    if (wait === null) return all;
    all.push(wait);
  }
}

describe("a webhook delivery's retry schedule", () => {
  it('doubles the wait from one minute up to eight hours', () => {
    expect(waits(0).slice(0, 4)).toEqual([60, 120, 240, 480]);
    expect(Math.max(...waits(0))).toBe(8 * HOUR);
    const growing = waits(0).every((wait, i, all) => i === 0 || wait >= all[i - 1]!);
    expect(growing).toBe(true);
  });

  it('keeps trying for about a day (12 attempts), whatever the jitter, then gives up', () => {
    for (const jitter of [0, 0.999]) {
      const total = waits(jitter).reduce((sum, wait) => sum + wait, 0);
      expect(waits(jitter)).toHaveLength(11);
      expect(total).toBeGreaterThanOrEqual(24 * HOUR);
      expect(total).toBeLessThan(28 * HOUR);
    }
    expect(retryDelaySeconds(DELIVERY_RETRIES, 12)).toBeNull();
  });
});
