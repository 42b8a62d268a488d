/**
 * Writing or editing a review, for the forms and the API alike: the company, the author's own
 * review when editing, one review of a kind per company per twelve months (a salary: per job
 * title), the automatic checks, then the row and, when it was decided at once, the author's
 * notification. All in one transaction under a per-author lock.
 */
import { KIND_TYPE } from '../../shared/validation/review-schemas';
import type { Db } from '../db/db';
import { hitRateLimit } from '../db/repos/rate-limits-repo';
import {
  findRecentOwnReview,
  findReviewCompany,
  getOwnReview,
  insertReview,
  lockAuthor,
  notifyAuthor,
  textsToCompare,
  updateOwnReview,
  type ReviewStatus,
} from '../db/repos/review-writes-repo';
import { checkReview, type RejectionReason } from './auto-moderation';
import { reviewContent, type KindInput } from './review-content';

export type SubmitOutcome =
  | {
      readonly kind: 'saved';
      readonly id: number;
      readonly status: ReviewStatus;
      readonly reason: RejectionReason | null;
      readonly companySlug: string;
    }
  | { readonly kind: 'no-company' }
  | { readonly kind: 'not-yours' }
  | { readonly kind: 'already-reviewed'; readonly existingId: number }
  | { readonly kind: 'too-many'; readonly retryAfterMs: number };

/** Submissions per candidate: enough for an honest afternoon of reviews, not for a flood. */
const REVIEW_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

export interface SubmitRequest {
  readonly userId: number;
  readonly input: KindInput;
  /** Photos are decided by an operator; every other kind by the automatic checks. */
  readonly holdForOperator?: boolean;
  /** Extra details stored with the review (a photo's stored files). */
  readonly extraDetails?: Record<string, unknown>;
}

export async function submitReview(db: Db, request: SubmitRequest): Promise<SubmitOutcome> {
  const limited = await hitRateLimit(db, 'reviewSubmit', String(request.userId), REVIEW_RATE_LIMIT);
  if (!limited.allowed) return { kind: 'too-many', retryAfterMs: limited.retryAfterMs };
  const { input, userId } = request;
  const type = KIND_TYPE[input.kind];
  const editing = input.data.review ?? null;
  const { content, texts, jobTitle } = reviewContent(input);
  return db.transaction(async (tx) => {
    await lockAuthor(tx, userId);
    const company = await findReviewCompany(tx, input.data.company);
    if (!company) return { kind: 'no-company' };
    if (editing !== null) {
      const own = await getOwnReview(tx, userId, editing);
      if (!own || own.type !== type || own.company.id !== company.id) return { kind: 'not-yours' };
    }
    const recent = await findRecentOwnReview(tx, userId, company.id, type, jobTitle, editing);
    if (recent) return { kind: 'already-reviewed', existingId: recent.id };
    const verdict = checkReview(texts, await textsToCompare(tx, userId, company.id, editing));
    const status: ReviewStatus = !verdict.ok ? 'rejected' : request.holdForOperator ? 'pending' : 'approved';
    const reason = verdict.ok ? null : verdict.reason;
    const details = { ...content.details, ...request.extraDetails };
    const row = { ...content, details, status, moderationReason: reason };
    let id: number;
    if (editing !== null) {
      await updateOwnReview(tx, userId, editing, row);
      id = editing;
    } else {
      id = await insertReview(tx, { ...row, companyId: company.id, userId, type });
    }
    if (status !== 'pending') await notifyAuthor(tx, id, status);
    return { kind: 'saved', id, status, reason, companySlug: company.slug };
  });
}
