import { REVIEW_TYPES, type ReviewType } from '../../../shared/job-vocabulary';
import type { RatingSummary } from '../../db/repos/reviews-repo';
import { queryString } from '../../components/page-numbers';

/** The tab a company page opens on when it has reviews of this type, or none at all. */
const PREFERRED_TYPE: ReviewType = 'company_review';

/**
 * The tab a company page opens on without `?type`: company reviews when there are any, else
 * the first tab (in tab order) that has reviews, so "Based on 3 reviews" never sits above an
 * empty tab. Links and canonicals leave this type out, so the tab shown at the bare URL has
 * no second address.
 */
export function defaultReviewType(summary: Pick<RatingSummary, 'byType'>): ReviewType {
  if (summary.byType[PREFERRED_TYPE].count > 0) return PREFERRED_TYPE;
  return REVIEW_TYPES.find((type) => summary.byType[type].count > 0) ?? PREFERRED_TYPE;
}

/** `/company/{slug}?type=…&page=…` (locale-free), with the company's defaults left out. */
export function companyReviewsPath(slug: string, type: ReviewType, page: number, defaultType: ReviewType): string {
  return `/company/${encodeURIComponent(slug)}${queryString({ type: type === defaultType ? null : type, page: page > 1 ? page : null })}`;
}
