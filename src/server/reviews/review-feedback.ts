/**
 * What readers do with a published review: vote it helpful (once; again takes it back) and
 * report it. The counts live on the review row, so the company page sorts by them and its
 * change notification empties the page cache.
 */
import type { Db } from '../db/db';

/** Reports that put a published review back to pending for an operator to look at. */
export const REPORTS_TO_HIDE = 3;

export async function voteHelpfulOn(db: Db, userId: number, reviewId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>("SELECT id FROM company_reviews WHERE id = $1 AND status = 'approved' FOR UPDATE", [
      reviewId,
    ]);
    if (!rows[0]) return false;
    const removed = await tx.query('DELETE FROM company_review_votes WHERE review_id = $1 AND user_id = $2', [reviewId, userId]);
    if ((removed.rowCount ?? 0) === 0)
      await tx.query('INSERT INTO company_review_votes (review_id, user_id) VALUES ($1, $2)', [reviewId, userId]);
    await tx.query(
      'UPDATE company_reviews SET helpful_count = (SELECT count(*) FROM company_review_votes WHERE review_id = $1) WHERE id = $1',
      [reviewId],
    );
    return true;
  });
}

/** The reviews (of these) the user has voted helpful. */
export async function helpfulVotesOf(db: Db, userId: number, reviewIds: readonly number[]): Promise<Set<number>> {
  if (reviewIds.length === 0) return new Set();
  const { rows } = await db.query<{ review_id: number }>(
    'SELECT review_id FROM company_review_votes WHERE user_id = $1 AND review_id = ANY($2::bigint[])',
    [userId, reviewIds],
  );
  return new Set(rows.map((r) => Number(r.review_id)));
}

/** One report per user and review; the third distinct report sends the review back to pending. */
export async function reportReviewOf(db: Db, userId: number, reviewId: number, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>("SELECT id FROM company_reviews WHERE id = $1 AND status = 'approved' FOR UPDATE", [
      reviewId,
    ]);
    if (!rows[0]) return false;
    await tx.query('INSERT INTO company_review_reports (review_id, user_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      reviewId,
      userId,
      reason,
    ]);
    await tx.query(
      `UPDATE company_reviews SET report_count = n,
         status = CASE WHEN n >= $2 THEN 'pending' ELSE status END
       FROM (SELECT count(*)::int AS n FROM company_review_reports WHERE review_id = $1) AS reports WHERE id = $1`,
      [reviewId, REPORTS_TO_HIDE],
    );
    return true;
  });
}
