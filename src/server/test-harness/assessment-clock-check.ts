'use server';

import type { FormResult } from '../../shared/form-result';
import { advanceAssessmentClock, assessmentNow } from '../assessments/assessment-clock';
import { requireLogin } from '../forms/require-login';

/**
 * The test clock (test builds only): moves the signed-in candidate's assessment clock on by the
 * posted number of minutes, so an e2e can let the English test's deadline pass without waiting.
 */
export async function advanceClock(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const minutes = Number(formData.get('minutes'));
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 60 * 24 * 60) return { status: 'error', message: 'minutes must be positive', values: {} };
  advanceAssessmentClock(user.id, minutes * 60_000);
  return { status: 'success', message: `Clock now ${assessmentNow(user.id).toISOString()}` };
}
