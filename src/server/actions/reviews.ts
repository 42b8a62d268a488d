'use server';

import type { FormResult } from '../../shared/form-result';
import type { ReviewKindSlug } from '../../shared/validation/review-schemas';
import { errorResult, fieldError } from '../forms/action-support';
import { retryMinutes } from '../auth/throttle';
import { db, fileStorage } from '../context/app-services';
import { localPath } from '../context/local-path';
import { redirect } from '../../framework/server';
import { requestContext } from '../context/request-context';
import { requireFormData } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';
import { parseReviewForm } from '../forms/parse-review-form';
import { deleteReviewOf } from '../reviews/delete-review';
import { reportReviewOf, voteHelpfulOn } from '../reviews/review-feedback';
import { submitReview } from '../reviews/submit-review';

/** The four text forms: validate, save through moderation, then back to the hub with the outcome. */
async function write(kind: Exclude<ReviewKindSlug, 'workplace-photo'>, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseReviewForm(kind, formData);
  if (!parsed.ok) return parsed.result;
  const { t } = requestContext();
  const outcome = await submitReview(db(), { userId: user.id, input: parsed.input });
  switch (outcome.kind) {
    case 'no-company':
      return fieldError('company', t('reviews:errors.company'), formData);
    case 'not-yours':
      return errorResult(t('reviews:errors.notYours'), formData);
    case 'already-reviewed':
      return errorResult(
        t(kind === 'salary' ? 'reviews:errors.alreadySalary' : 'reviews:errors.already', { kind: t(`reviews:kinds.${kind}.inSentence`) }),
        formData,
      );
    case 'too-many':
      return errorResult(t('reviews:errors.tooMany', { count: retryMinutes(outcome) }), formData);
    case 'saved':
      redirect(localPath(`/account/write-review?saved=${outcome.id}`), 303);
  }
}

export async function writeCompanyReview(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return write('company-review', formData);
}

export async function writeInterviewReview(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return write('interview', formData);
}

export async function writeSalaryReview(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return write('salary', formData);
}

export async function writeBenefitsReview(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return write('benefits', formData);
}

function idOf(formData: FormData): number | null {
  const raw = formData.get('review');
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/** Delete one of the author's reviews (another's is left alone, and said so). */
export async function deleteReview(_prev: FormResult, formData: FormData): Promise<FormResult> {
  requireFormData(formData);
  const user = requireLogin();
  const { t } = requestContext();
  // Without JavaScript the confirmation is a checkbox the server insists on.
  if (formData.get('confirm') !== 'yes' && formData.get('confirm') !== 'on')
    return fieldError('confirm', t('reviews:hub.confirmRequired'), formData);
  const id = idOf(formData);
  const deleted = id !== null && (await deleteReviewOf({ db: db(), storage: fileStorage() }, user.id, id));
  redirect(localPath(`/account/write-review?${deleted ? 'deleted=1' : 'missing=1'}`), 303);
}

/** "Helpful" on a company page: one vote per candidate and review; a second post takes it back. */
export async function voteHelpful(formData: FormData): Promise<void> {
  requireFormData(formData);
  const user = requireLogin();
  const id = idOf(formData);
  if (id !== null) await voteHelpfulOn(db(), user.id, id);
}

/** Report a review with a reason; a few reports put it back to pending for an operator. */
export async function reportReview(_prev: FormResult, formData: FormData): Promise<FormResult> {
  requireFormData(formData);
  const user = requireLogin();
  const { t } = requestContext();
  const id = idOf(formData);
  const raw = formData.get('reason');
  const reason = typeof raw === 'string' ? raw.trim().slice(0, 1000) : '';
  if (!reason) return fieldError('reason', t('validation:required'), formData);
  if (id === null || !(await reportReviewOf(db(), user.id, id, reason))) return errorResult(t('reviews:report.gone'), formData);
  return { status: 'success', message: t('reviews:report.thanks') };
}
