import type { ReviewType } from '../../db/job-vocabulary';
import { queryString } from '../../components/content/pagination';

export const DEFAULT_REVIEW_TYPE: ReviewType = 'company_review';

/** `/company/{slug}?type=…&page=…` (locale-free), with the defaults left out. */
export function companyReviewsPath(slug: string, type: ReviewType, page: number): string {
  return `/company/${encodeURIComponent(slug)}${queryString({ type: type === DEFAULT_REVIEW_TYPE ? null : type, page: page > 1 ? page : null })}`;
}
