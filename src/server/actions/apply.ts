'use server';

import { echoValues, type FormResult } from '../../shared/form-result';
import { localizePath } from '../../shared/locales';
import { answerField, applyFormValues, applySchema } from '../../shared/validation/apply-schema';
import { toErrorsMap } from '../../shared/validation/to-errors-map';
import { createApplication } from '../db/repos/applications-repo';
import { getJobByIdentifier } from '../db/repos/jobs-repo';
import { requireFormData } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';
import { translateErrors } from '../forms/translate-errors';
import { db } from '../context/app-services';
import { redirect } from '../context/redirect';
import { requestContext } from '../context/request-context';
import { APPLICATION_SENT_PARAM, canonicalJobPath } from '../pages/jobs/job-url';

/**
 * The questions page's form: signed-out posts go to login and back; otherwise the answers are
 * validated against the job's own questions (required answers, offered options, cover letter
 * when asked, terms agreement), the application is stored and the page says it was sent.
 */
export async function apply(_previous: FormResult, formData: FormData): Promise<FormResult> {
  requireFormData(formData);
  const user = requireLogin();
  const { t, locale } = requestContext();
  const identifier = formData.get('job');
  const job = typeof identifier === 'string' ? await getJobByIdentifier(db(), identifier) : null;
  const values = echoValues(formData);
  if (!job || !job.isLive) return { status: 'error', message: t('jobs:apply.closed'), values };

  const schema = applySchema(job.questions, job.coverLetter);
  const parsed = schema.safeParse(applyFormValues(job.questions, formData));
  if (!parsed.success) {
    return { status: 'invalid', errors: translateErrors(toErrorsMap(parsed.error, Object.keys(schema.shape)), t), values };
  }
  const data = parsed.data as Record<string, unknown>;
  const answers = new Map<number, string | string[]>();
  for (const q of job.questions) {
    const answer = data[answerField(q.id)];
    if (typeof answer === 'string' || Array.isArray(answer)) answers.set(q.id, answer as string | string[]);
  }
  const result = await createApplication(db(), {
    candidateId: user.id,
    jobId: job.id,
    coverLetter: typeof data.cover_letter === 'string' ? data.cover_letter : undefined,
    shortDescription: typeof data.short_description === 'string' ? data.short_description : undefined,
    answers,
  });
  if (result.kind === 'duplicate') return { status: 'error', message: t('jobs:apply.duplicate'), values };
  if (result.kind === 'job-closed') return { status: 'error', message: t('jobs:apply.closed'), values };
  // Post / redirect / get: the page re-rendered after the post would only know "already
  // applied", and a reload would post again. `sent` makes it say the application went out.
  redirect(`${localizePath(canonicalJobPath(job, '/questions'), locale)}?${APPLICATION_SENT_PARAM}`);
}
