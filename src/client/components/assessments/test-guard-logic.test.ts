import { describe, expect, it } from 'vitest';
import { countdownText, guardPlan } from './test-guard-logic';

describe('the test countdown', () => {
  it('shows minutes and seconds, rounded up, never below zero', () => {
    expect(countdownText(30 * 60_000)).toBe('30:00');
    expect(countdownText(61_001)).toBe('1:02');
    expect(countdownText(400)).toBe('0:01');
    expect(countdownText(-5000)).toBe('0:00');
    expect(countdownText(2 * 3_600_000 + 5_000)).toBe('2:00:05');
  });

  it('sends the answers just before the deadline, and once more after it for the result', () => {
    expect(guardPlan(10_000)).toEqual([]);
    expect(guardPlan(3_000)).toEqual(['save']);
    expect(guardPlan(-500)).toEqual([]);
    expect(guardPlan(-1_500)).toEqual(['close']);
  });
});
