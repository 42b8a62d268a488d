'use server';

import type { FormResult } from '../../shared/form-result';
import { db } from '../context/app-services';
import { requireLogin } from '../forms/require-login';

/**
 * The test clock (test builds only): lets the posted number of minutes pass for the signed-in
 * candidate's assessments, by moving every time of theirs that far into the past (start,
 * deadline, answers, end, result). An e2e so lets a 30-minute deadline pass without waiting.
 */
export async function advanceClock(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const minutes = Number(formData.get('minutes'));
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 60 * 24 * 60)
    return { status: 'error', message: 'minutes must be positive', values: {} };
  const shift = [user.id, Math.round(minutes * 60_000)];
  await db().transaction(async (tx) => {
    const by = "$2::float8 * interval '1 millisecond'";
    await tx.query(
      `UPDATE assessment_attempts SET started_at = started_at - ${by}, expires_at = expires_at - ${by}, ended_at = ended_at - ${by},
         submitted_at = submitted_at - ${by} WHERE user_id = $1`,
      shift,
    );
    await tx.query(
      `UPDATE assessment_attempt_items i SET answered_at = answered_at - ${by} FROM assessment_attempts a WHERE a.id = i.attempt_id AND a.user_id = $1`,
      shift,
    );
    await tx.query(`UPDATE assessment_results SET tested_at = tested_at - ${by} WHERE user_id = $1`, shift);
  });
  return { status: 'success', message: `Moved on by ${minutes} minutes` };
}
