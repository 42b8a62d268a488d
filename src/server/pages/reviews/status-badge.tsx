import type { ReviewStatus } from '../../db/repos/review-writes-repo';
import { requestContext } from '../../context/request-context';

const TONE: Readonly<Record<ReviewStatus, string>> = {
  pending: 'badge badge--warning',
  approved: 'badge badge--success',
  rejected: 'badge badge--danger',
};

/** Pending, published or rejected, as the author reads it. */
export function StatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = requestContext();
  return <span className={TONE[status]}>{t(`reviews:status.${status}`)}</span>;
}
