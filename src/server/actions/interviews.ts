'use server';

import type { FormResult } from '../../shared/form-result';
import { interviewResponseSchema } from '../../shared/validation/interview-response-schema';
import { errorResult } from '../auth/action-support';
import { respondToInterview } from '../db/repos/interviews-repo';
import { parseForm } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';
import { db } from '../context/app-services';
import { requestContext } from '../context/request-context';

/** Accept, decline or ask to reschedule an interview invitation (with a note for the last). */
export async function answerInterview(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseForm(interviewResponseSchema, formData);
  if (!parsed.ok) return parsed.result;
  const { t } = requestContext();
  const { invitation, response, note } = parsed.data;
  const done = await respondToInterview(db(), user.id, invitation, response, note);
  if (!done) return errorResult(t('jobs:interviews.closed'), formData);
  return { status: 'success', message: t(`jobs:interviews.answered.${response}`) };
}
