'use server';

import { echoValues, type FormResult } from '../../shared/form-result';
import { localizePath } from '../../shared/locales';
import { answerField, applyFormValues, applySchema } from '../../shared/validation/apply-schema';
import { toErrorsMap } from '../../shared/validation/to-errors-map';
import { copyResumeForApplication, type AttachedResume } from '../candidate-files/application-resume';
import { createApplication } from '../db/repos/applications-repo';
import { recordConsent } from '../db/repos/consents-repo';
import { queueAccountNotice } from '../account-mail/account-notices';
import { publishApplicationEvent } from '../webhooks/application-events';
import { getOwnProfile } from '../db/repos/own-profile-repo';
import { getProfileFiles } from '../db/repos/profile-files-repo';
import { profileSnapshotOf } from '../../shared/profile/profile-snapshot';
import { logError, redirect } from '../../framework/server';
import { StorageError } from '../storage/file-storage';
import { getJobByIdentifier } from '../db/repos/jobs-repo';
import { requireFormData } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';
import { translateErrors } from '../i18n/translate-errors';
import { db, fileStorage } from '../context/app-services';
import { requestContext } from '../context/request-context';
import { APPLICATION_SENT_PARAM, canonicalJobPath } from '../../shared/job-url';

/**
 * The questions page's form: signed-out posts go to login and back; otherwise the answers are
 * validated against the job's own questions (required answers, offered options, cover letter
 * when asked, terms agreement), the application is stored with a copy of the profile's resume,
 * and the page says it was sent.
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
  // The application carries the profile and a copy of its resume as they are now: the employer keeps what was sent.
  const profile = await getOwnProfile(db(), user.id);
  let resume: AttachedResume | null = null;
  const profileResume = (await getProfileFiles(db(), user.id))?.resume;
  if (profileResume) {
    try {
      resume = await copyResumeForApplication(fileStorage(), profileResume);
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      logError('resume copy for an application failed', error, { job: job.identifier });
      return { status: 'error', message: t('jobs:apply.resumeUnavailable'), values };
    }
  }
  const coverLetter = typeof data.cover_letter === 'string' ? data.cover_letter : undefined;
  const result = await db().transaction(async (tx) => {
    const created = await createApplication(tx, {
      candidateId: user.id,
      jobId: job.id,
      coverLetter,
      shortDescription: typeof data.short_description === 'string' ? data.short_description : undefined,
      answers,
      resume: resume ?? undefined,
      profileSnapshot: profile ? profileSnapshotOf(profile) : undefined,
    });
    // The confirmation and the employer's webhooks are queued with the application: they go out exactly when it exists.
    if (created.kind === 'created') {
      // The form refuses an application without the agreement ticked; each one is a consent of its own.
      await recordConsent(tx, user.id, 'application-agreement', true, 'apply');
      await publishApplicationEvent(tx, created.id, 'application.submitted');
      await queueAccountNotice(
        tx,
        user.id,
        {
          kind: 'application-sent',
          job: job.position,
          company: job.company.name,
          jobPath: canonicalJobPath(job),
          coverLetter: Boolean(coverLetter?.trim()),
          resume: resume?.fileName ?? null,
          answers: answers.size,
        },
        { locale },
      );
    }
    return created;
  });
  // Not sent after all: nothing holds the copy.
  if (result.kind !== 'created' && resume)
    await fileStorage()
      .delete(resume.storageKey)
      .catch(() => {});
  if (result.kind === 'duplicate') return { status: 'error', message: t('jobs:apply.duplicate'), values };
  if (result.kind === 'job-closed') return { status: 'error', message: t('jobs:apply.closed'), values };
  // Post / redirect / get: the page re-rendered after the post would only know "already
  // applied", and a reload would post again. `sent` makes it say the application went out.
  redirect(`${localizePath(canonicalJobPath(job, '/questions'), locale)}?${APPLICATION_SENT_PARAM}`);
}
