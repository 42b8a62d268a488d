import type { Db } from '../db/db';
import { latestResults, pastAttempts, type ResultRow } from '../db/repos/assessments-repo';

const resultJson = (result: ResultRow | null) =>
  result
    ? {
        attempt_id: result.attemptId,
        score: result.score,
        level: result.level,
        traits: result.traits,
        tested_at: result.testedAt.toISOString(),
      }
    : null;

/**
 * GET /api/assessments: the candidate's latest result per test (the one profiles show) and
 * every attempt with its status and dates. Scores only: no items, no answers.
 */
export async function assessmentsPayload(db: Db, userId: number) {
  const [latest, english, personality] = await Promise.all([
    latestResults(db, userId),
    pastAttempts(db, userId, 'english'),
    pastAttempts(db, userId, 'personality'),
  ]);
  const attempts = [...english, ...personality].map(({ attempt, result }) => ({
    id: attempt.id,
    assessment: attempt.assessment,
    status: attempt.status,
    started_at: attempt.startedAt.toISOString(),
    expires_at: attempt.expiresAt?.toISOString() ?? null,
    ended_at: attempt.endedAt?.toISOString() ?? null,
    result: resultJson(result),
  }));
  return { english: resultJson(latest.english), personality: resultJson(latest.personality), attempts };
}
