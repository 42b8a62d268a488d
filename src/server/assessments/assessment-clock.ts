/**
 * The time the assessments run on. Production reads the wall clock; the test build's harness
 * (test-harness/assessment-clock-check.ts) may move one candidate's clock forward, so an e2e can
 * let a 30-minute deadline pass without waiting. The offsets live on globalThis because the
 * server-function and page layers bundle separate copies of this module.
 */
const OFFSETS = Symbol.for('karir.assessmentClockOffsets');

function offsets(): Map<number, number> {
  const holder = globalThis as unknown as Record<symbol, Map<number, number> | undefined>;
  holder[OFFSETS] ??= new Map();
  return holder[OFFSETS];
}

export function assessmentNow(userId: number): Date {
  return new Date(Date.now() + (offsets().get(userId) ?? 0));
}

/** Test builds only (called by the harness): moves this candidate's clock on by `ms`. */
export function advanceAssessmentClock(userId: number, ms: number): void {
  offsets().set(userId, (offsets().get(userId) ?? 0) + ms);
}
