'use server';

import { echoValues, type FormResult } from '../../shared/form-result';
import { formatDate } from '../../shared/format';
import {
  ANSWER_FIELD,
  assessmentPageSchema,
  deleteResultsSchema,
  profileVisibilitySchema,
  startAssessmentSchema,
} from '../../shared/validation/assessment-schemas';
import { assessmentNow } from '../assessments/assessment-clock';
import { savePage, startAttempt } from '../assessments/assessment-service';
import { db } from '../context/app-services';
import { localPath } from '../context/local-path';
import { redirect } from '../../framework/server';
import { requestContext } from '../context/request-context';
import { deleteResults, setResultsShownOnProfile } from '../db/repos/assessments-repo';
import { parseForm, requireFormData } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';

/** Notices the test pages show after a redirect (?notice=…). */
export const ASSESSMENT_NOTICES = ['time-up', 'deleted', 'incomplete', 'confirm-finish', 'profile-shown', 'profile-hidden'] as const;

const testPath = (assessment: string, query = '') => `${localPath(`/assessment/${assessment}`)}${query}`;

/** Starts (or resumes) a test; before the waiting period is over, says from which date it may be retaken. */
export async function startAssessment(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseForm(startAssessmentSchema, formData);
  if (!parsed.ok) return parsed.result;
  const outcome = await startAttempt(db(), user.id, parsed.data.assessment, assessmentNow());
  if (outcome.kind === 'wait') {
    const { t, locale } = requestContext();
    return {
      status: 'error',
      message: t('assessments:start.waitUntil', { date: formatDate(outcome.until, locale) }),
      values: echoValues(formData),
    };
  }
  redirect(testPath(parsed.data.assessment));
}

/** One page of answers: stored, then the next page, the previous one, the result, or out. */
export async function saveAssessmentPage(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseForm(assessmentPageSchema, requireFormData(formData));
  if (!parsed.ok) return parsed.result;
  const answers = new Map<string, string>();
  for (const [name, value] of formData) {
    if (name.startsWith(ANSWER_FIELD) && typeof value === 'string') answers.set(name.slice(ANSWER_FIELD.length), value);
  }
  const { attempt, page, confirm } = parsed.data;
  // The confirmation's button says finish by itself (it is no intent button the guard could press).
  const intent = confirm ? 'finish' : parsed.data.intent;
  const outcome = await savePage(db(), user.id, { attemptId: attempt, page, intent, answers, finishConfirmed: confirm }, assessmentNow());
  switch (outcome.kind) {
    case 'refused':
      return { status: 'error', message: requestContext().t(`assessments:errors.${outcome.reason}`), values: echoValues(formData) };
    case 'time-up':
      return redirect(testPath(outcome.assessment, `?result=${outcome.attemptId}&notice=time-up`));
    case 'finished':
      return redirect(testPath(outcome.assessment, `?result=${outcome.attemptId}`));
    case 'left':
      return redirect(localPath('/'));
    case 'incomplete':
      return redirect(testPath(outcome.assessment, '?notice=incomplete'));
    case 'confirm-finish':
      return redirect(testPath(outcome.assessment, '?notice=confirm-finish'));
    case 'saved':
      return redirect(testPath(outcome.assessment));
  }
}

/** Deletes the candidate's results at one test (the dates of the attempts stay, for the retake rule). */
export async function deleteAssessmentResults(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseForm(deleteResultsSchema, formData);
  if (!parsed.ok) return parsed.result;
  await deleteResults(db(), user.id, parsed.data.assessment);
  redirect(testPath(parsed.data.assessment, '?notice=deleted'));
}

/** Whether the latest results appear on the candidate's public profile. */
export async function setAssessmentsOnProfile(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseForm(profileVisibilitySchema, formData);
  if (!parsed.ok) return parsed.result;
  await setResultsShownOnProfile(db(), user.id, parsed.data.show);
  redirect(testPath(parsed.data.assessment, `?notice=${parsed.data.show ? 'profile-shown' : 'profile-hidden'}`));
}
