/**
 * The time the assessments run on: one seam, so every deadline check reads the same clock.
 * The service functions take `now` as an argument (unit tests pass any time they like); the
 * test build's harness (test-harness/assessment-clock-check.ts) lets an e2e make time pass for
 * one candidate by moving that candidate's attempt times into the past, in the database, where
 * every server process sees it (an offset kept in memory would live in one worker only).
 */
export function assessmentNow(): Date {
  return new Date();
}
