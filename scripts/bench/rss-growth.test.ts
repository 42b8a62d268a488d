import { describe, expect, it } from 'vitest';
import { lastWindowGrowth } from './rss-growth.ts';

const MB = 1024 * 1024;

describe('lastWindowGrowth', () => {
  it('judges the last five minutes of a ten-minute run, not the warm-up before them', () => {
    // Caches fill in the first minutes, then memory levels off.
    const levelling = [900, 1100, 1250, 1300, 1320, 1330, 1335, 1340, 1342, 1345, 1348].map((n) => n * MB);
    const verdict = lastWindowGrowth(levelling);
    expect(verdict).toMatchObject({ fromMinute: 5, toMinute: 10 });
    expect(verdict.growth).toBeLessThan(0.05);
  });

  it('reports a steady climb (the probe saw 1.09 GB become 1.51 GB) as growth above 5 %', () => {
    const climbing = Array.from({ length: 11 }, (_, m) => (1090 + m * 42) * MB);
    expect(lastWindowGrowth(climbing).growth).toBeGreaterThan(0.05);
  });

  it('judges a run shorter than the window from its start', () => {
    expect(lastWindowGrowth([100, 104]).fromMinute).toBe(0);
    expect(lastWindowGrowth([100, 104]).growth).toBeCloseTo(0.04);
  });
});
