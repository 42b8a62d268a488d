'use server';

import type { FormResult } from '../../shared/form-result';
import { interviewResponseSchema } from '../../shared/validation/interview-response-schema';
import { answerInvitation } from '../applications/interview-answers';
import { errorResult, fieldError } from '../forms/action-support';
import { parseForm } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';
import { db } from '../context/app-services';
import { requestContext } from '../context/request-context';

/** Accept (one of the proposed times, if there are several), decline or ask to reschedule (with a note). */
export async function answerInterview(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseForm(interviewResponseSchema, formData);
  if (!parsed.ok) return parsed.result;
  const { t } = requestContext();
  const { invitation, response, note, time } = parsed.data;
  const outcome = await answerInvitation(db(), user.id, invitation, { response, note, time });
  if (outcome.kind === 'closed') return errorResult(t('jobs:interviews.closed'), formData);
  if (outcome.kind === 'choose-time') return fieldError('time', t('jobs:interviews.chooseTime'), formData);
  return { status: 'success', message: t(`jobs:interviews.answered.${response}`) };
}
