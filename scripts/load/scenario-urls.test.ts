import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detailPath, flightUrlOf, popularSearches, searchUrl, seededRandom, zipfPicker } from '../../load-tests/lib/urls.js';

const scenarios = JSON.parse(fs.readFileSync('load-tests/scenarios.json', 'utf8')) as Parameters<typeof searchUrl>[0] & Record<string, unknown>;

describe('load scenario URLs (shared by k6 and the Node runner)', () => {
  it('builds the same popular searches every time, landing page first, all distinct', () => {
    const first = popularSearches({ ...scenarios }).urls;
    const again = popularSearches({ ...scenarios }).urls;
    expect(first).toEqual(again);
    expect(first[0]).toBe('/explore-jobs');
    expect(new Set(first).size).toBe(first.length);
    expect(first.length).toBe((scenarios as { popular: { count: number } }).popular.count);
    for (const url of first) expect(url).toMatch(/^(\/id)?\/explore-jobs(\?|$)/);
  });

  it('draws popular ranks Zipf-wise: rank 1 about twice as often as rank 2', () => {
    const pick = zipfPicker(100, 1);
    const random = seededRandom(1);
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 50_000; i++) counts[pick(random())]! += 1;
    expect(counts[0]! / counts[1]!).toBeGreaterThan(1.7);
    expect(counts[0]! / counts[1]!).toBeLessThan(2.3);
    expect(counts[99]).toBeGreaterThan(0);
    expect(pick(0)).toBe(0);
    expect(pick(0.999999)).toBe(99);
  });

  it('mixes popular searches with freshly composed ones in the configured share', () => {
    const random = seededRandom(2);
    const popular = new Set(popularSearches(scenarios).urls.flatMap((url) => [url, flightUrlOf(url)]));
    let fromPopular = 0;
    let flights = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const url = searchUrl(scenarios, random);
      if (popular.has(url)) fromPopular += 1;
      if (url.includes('.rsc')) flights += 1;
    }
    const { longTailShare, flightShare } = scenarios as { longTailShare: number; flightShare: number };
    // A composed search can coincide with a popular one, so the popular share is a lower bound.
    expect(fromPopular / n).toBeGreaterThan(1 - longTailShare - 0.02);
    expect(Math.abs(flights / n - flightShare)).toBeLessThan(0.02);
  });

  it('reads job pages most popular first and company pages in their share', () => {
    const jobs = Array.from({ length: 1000 }, (_, i) => `/job/j/${i}`);
    const companies = ['/company/a', '/company/b'];
    const lists = { jobs, companies };
    const random = seededRandom(3);
    const seen = new Map<string, number>();
    let companyPages = 0;
    for (let i = 0; i < 10_000; i++) {
      const path = detailPath(lists, scenarios, random);
      if (path.startsWith('/company/')) companyPages += 1;
      else seen.set(path, (seen.get(path) ?? 0) + 1);
    }
    const share = (scenarios as { detail: { companyShare: number } }).detail.companyShare;
    expect(Math.abs(companyPages / 10_000 - share)).toBeLessThan(0.02);
    const ranked = [...seen.values()].sort((a, b) => b - a);
    expect(ranked[0]!).toBeGreaterThan(ranked[50]! * 10);
    expect(seen.size).toBeGreaterThan(300);
  });
});
