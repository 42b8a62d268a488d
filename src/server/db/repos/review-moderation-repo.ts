/**
 * The operator's side of moderation (npm run moderate, the token-protected endpoints): what
 * waits, and approving or rejecting one review. An approved workplace photo joins the
 * company's gallery; a rejected one leaves it. The author is notified either way.
 */
import type { Db } from '../db.js';
import { notifyAuthor } from './review-writes-repo.js';

export interface PendingReview {
  readonly id: number;
  readonly company: string;
  readonly type: string;
  readonly title: string | null;
  readonly text: string;
  readonly reports: number;
  readonly createdAt: Date;
}

export async function listPendingReviews(db: Db, limit = 100): Promise<PendingReview[]> {
  const { rows } = await db.query<{
    id: number;
    company: string;
    type: string;
    title: string | null;
    text: string | null;
    report_count: number;
    created_at: Date;
  }>(
    `SELECT r.id, c.name AS company, r.type, r.title,
            concat_ws(' | ', r.body, r.details->>'pros', r.details->>'cons', r.details->>'caption') AS text, r.report_count, r.created_at
     FROM company_reviews r JOIN companies c ON c.id = r.company_id
     WHERE r.status = 'pending' ORDER BY r.created_at LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    company: r.company,
    type: r.type,
    title: r.title,
    text: r.text ?? '',
    reports: Number(r.report_count),
    createdAt: r.created_at,
  }));
}

/** False when there is no such review. */
export async function approveReview(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ type: string; company_id: number; details: Record<string, unknown> }>(
      `UPDATE company_reviews SET status = 'approved', moderation_reason = NULL, moderated_at = now(), report_count = 0
       WHERE id = $1 RETURNING type, company_id, details`,
      [id],
    );
    const row = rows[0];
    if (!row) return false;
    await tx.query('DELETE FROM company_review_reports WHERE review_id = $1', [id]);
    const d = row.details;
    if (row.type === 'workplace_photo' && typeof d.photo_url === 'string' && typeof d.thumbnail_url === 'string') {
      await tx.query(
        `INSERT INTO company_gallery_items (company_id, src, alt, thumbnail, thumbnail_width, thumbnail_height, description, sort_order, review_id)
         VALUES ($1, $2, $3, $4, $5, $6, $3, 1000, $7)
         ON CONFLICT (review_id) DO NOTHING`,
        [
          row.company_id,
          d.photo_url,
          typeof d.caption === 'string' ? d.caption : '',
          d.thumbnail_url,
          Number(d.thumbnail_width) || 480,
          Number(d.thumbnail_height) || 360,
          id,
        ],
      );
    }
    await notifyAuthor(tx, id, 'approved');
    return true;
  });
}

export async function rejectReview(db: Db, id: number, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rowCount } = await tx.query(
      `UPDATE company_reviews SET status = 'rejected', moderation_reason = $2, moderated_at = now() WHERE id = $1`,
      [id, reason.slice(0, 500)],
    );
    if ((rowCount ?? 0) === 0) return false;
    await tx.query('DELETE FROM company_gallery_items WHERE review_id = $1', [id]);
    await notifyAuthor(tx, id, 'rejected');
    return true;
  });
}

/** Whether a stored review photo may be shown to everyone: its review is published. */
export async function isPublishedPhoto(db: Db, url: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM company_reviews WHERE type = 'workplace_photo' AND status = 'approved' AND (details->>'photo_url' = $1 OR details->>'thumbnail_url' = $1) LIMIT 1`,
    [url],
  );
  return rows.length > 0;
}
