/**
 * A candidate's own reviews: written, edited, deleted and listed by their author only (every
 * statement is scoped by `user_id`), plus what moderation needs: the twelve-month rule's lookup,
 * the texts a new review must not copy, and status changes with the author's notification.
 */
import type { Db } from '../db.js';
import type { StoredReviewType } from '../../../shared/validation/review-schemas.js';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface ReviewCompany {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

export interface OwnReview {
  readonly id: number;
  readonly company: ReviewCompany;
  readonly type: StoredReviewType;
  readonly rating: number | null;
  readonly title: string | null;
  readonly body: string | null;
  readonly details: Record<string, unknown>;
  readonly status: ReviewStatus;
  readonly moderationReason: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface ReviewContent {
  readonly rating: number | null;
  readonly title: string | null;
  readonly body: string | null;
  readonly details: Record<string, unknown>;
}

interface OwnRow {
  id: number;
  company_id: number;
  slug: string;
  name: string;
  type: StoredReviewType;
  rating: number | null;
  title: string | null;
  body: string | null;
  details: Record<string, unknown>;
  status: ReviewStatus;
  moderation_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const OWN_COLUMNS = `r.id, r.company_id, c.slug, c.name, r.type, r.rating, r.title, r.body, r.details, r.status,
  r.moderation_reason, r.created_at, r.updated_at`;

function toOwn(r: OwnRow): OwnReview {
  return {
    id: Number(r.id),
    company: { id: Number(r.company_id), slug: r.slug, name: r.name },
    type: r.type,
    rating: r.rating,
    title: r.title,
    body: r.body,
    details: r.details,
    status: r.status,
    moderationReason: r.moderation_reason,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function findReviewCompany(db: Db, slug: string): Promise<ReviewCompany | null> {
  const { rows } = await db.query<{ id: number; slug: string; name: string }>('SELECT id, slug, name FROM companies WHERE slug = $1', [
    slug,
  ]);
  const row = rows[0];
  return row ? { id: Number(row.id), slug: row.slug, name: row.name } : null;
}

/** Companies whose name contains the words typed (the hub's searchable select). */
export async function searchReviewCompanies(db: Db, query: string, limit = 20): Promise<ReviewCompany[]> {
  const pattern = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await db.query<{ id: number; slug: string; name: string }>(
    `SELECT id, slug, name FROM companies WHERE name ILIKE $1 ORDER BY (name ILIKE $2) DESC, name LIMIT $3`,
    [pattern, `${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`, Math.min(Math.max(limit, 1), 50)],
  );
  return rows.map((r) => ({ id: Number(r.id), slug: r.slug, name: r.name }));
}

export async function listOwnReviews(db: Db, userId: number): Promise<OwnReview[]> {
  const { rows } = await db.query<OwnRow>(
    `SELECT ${OWN_COLUMNS} FROM company_reviews r JOIN companies c ON c.id = r.company_id
     WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
    [userId],
  );
  return rows.map(toOwn);
}

export async function getOwnReview(db: Db, userId: number, id: number): Promise<OwnReview | null> {
  const { rows } = await db.query<OwnRow>(
    `SELECT ${OWN_COLUMNS} FROM company_reviews r JOIN companies c ON c.id = r.company_id WHERE r.user_id = $1 AND r.id = $2`,
    [userId, id],
  );
  return rows[0] ? toOwn(rows[0]) : null;
}

/**
 * The author's review of this kind at this company from the last twelve months, if any (a
 * salary: of this job title, compared without case). `exceptId` is the review being edited.
 */
export async function findRecentOwnReview(
  db: Db,
  userId: number,
  companyId: number,
  type: StoredReviewType,
  jobTitle: string | null,
  exceptId: number | null,
): Promise<{ id: number } | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM company_reviews
     WHERE user_id = $1 AND company_id = $2 AND type = $3 AND status IN ('approved', 'pending') AND created_at > now() - interval '12 months'
       AND ($4::text IS NULL OR lower(details->>'position') = lower($4))
       AND ($5::bigint IS NULL OR id <> $5)
     ORDER BY created_at DESC LIMIT 1`,
    [userId, companyId, type, jobTitle, exceptId],
  );
  return rows[0] ? { id: Number(rows[0].id) } : null;
}

/** Serialises one author's writes, so two quick posts cannot both pass the twelve-month rule. */
export async function lockAuthor(tx: Db, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(20, $1::int)', [userId % 2_000_000_000]);
}

/** Free texts a new review is compared with: the author's other reviews and the company's published ones. */
export async function textsToCompare(db: Db, userId: number, companyId: number, exceptId: number | null): Promise<string[]> {
  const { rows } = await db.query<{ text: string }>(
    `SELECT concat_ws(E'\n', title, body, details->>'pros', details->>'cons', details->>'advice', details->>'process') AS text
     FROM company_reviews
     WHERE ((user_id = $1 AND status <> 'rejected') OR (company_id = $2 AND status = 'approved')) AND ($3::bigint IS NULL OR id <> $3)
     ORDER BY created_at DESC LIMIT 300`,
    [userId, companyId, exceptId],
  );
  return rows.map((r) => r.text).filter((text) => text.trim() !== '');
}

export async function insertReview(
  db: Db,
  review: ReviewContent & {
    companyId: number;
    userId: number;
    type: StoredReviewType;
    status: ReviewStatus;
    moderationReason: string | null;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO company_reviews (company_id, user_id, type, rating, title, body, details, anonymous, status, moderation_reason, moderated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $9, CASE WHEN $8 = 'pending' THEN NULL ELSE now() END) RETURNING id`,
    [
      review.companyId,
      review.userId,
      review.type,
      review.rating,
      review.title,
      review.body,
      JSON.stringify(review.details),
      review.status,
      review.moderationReason,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('review insert returned no id');
  return Number(id);
}

/** Replaces the content of the author's review and its moderation outcome; false when it is not theirs. */
export async function updateOwnReview(
  db: Db,
  userId: number,
  id: number,
  review: ReviewContent & { status: ReviewStatus; moderationReason: string | null },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE company_reviews SET rating = $3, title = $4, body = $5, details = $6, status = $7, moderation_reason = $8,
       moderated_at = CASE WHEN $7 = 'pending' THEN NULL ELSE now() END, report_count = 0
     WHERE user_id = $1 AND id = $2`,
    [userId, id, review.rating, review.title, review.body, JSON.stringify(review.details), review.status, review.moderationReason],
  );
  return (rowCount ?? 0) > 0;
}

/** Deletes the author's review; returns its details (for a photo's stored files), or null when it is not theirs. */
export async function deleteOwnReview(db: Db, userId: number, id: number): Promise<{ details: Record<string, unknown> } | null> {
  const { rows } = await db.query<{ details: Record<string, unknown> }>(
    'DELETE FROM company_reviews WHERE user_id = $1 AND id = $2 RETURNING details',
    [userId, id],
  );
  return rows[0] ?? null;
}

/** Tells the author their review was published or rejected (the notifications page reads the payload). */
export async function notifyAuthor(db: Db, reviewId: number, status: 'approved' | 'rejected'): Promise<void> {
  await db.query(
    `INSERT INTO notifications (user_id, type, payload)
     SELECT r.user_id, $2, jsonb_build_object('reviewId', r.id, 'company', c.name, 'reviewType', r.type)
     FROM company_reviews r JOIN companies c ON c.id = r.company_id WHERE r.id = $1 AND r.user_id IS NOT NULL`,
    [reviewId, status === 'approved' ? 'review.published' : 'review.rejected'],
  );
}
