/** Company reviews: rating summary, approved reviews, and submitting a review for moderation. */
import { z } from 'zod';
import type { Db } from '../db.js';
import { BENEFIT_CODES, EMPLOYMENT_TYPES, REVIEW_TYPES, type ReviewType } from '../../../shared/job-vocabulary.js';

export interface RatingSummary {
  /** Average over every rated, approved review of any kind; null when there are none. */
  overall: { average: number | null; count: number };
  byType: Record<ReviewType, { average: number | null; count: number }>;
}

export async function getCompanyRatingSummary(db: Db, companyId: number): Promise<RatingSummary> {
  const { rows } = await db.query<{ type: ReviewType | null; avg: number | null; n: number }>(
    `SELECT type, round(avg(rating), 2)::float8 AS avg, count(*) AS n
     FROM company_reviews WHERE company_id = $1 AND status = 'approved'
     GROUP BY GROUPING SETS ((type), ())`,
    [companyId],
  );
  const byType = Object.fromEntries(REVIEW_TYPES.map((t) => [t, { average: null, count: 0 }])) as RatingSummary['byType'];
  let overall: RatingSummary['overall'] = { average: null, count: 0 };
  for (const r of rows) {
    if (r.type === null) overall = { average: r.avg, count: r.n };
    else byType[r.type] = { average: r.avg, count: r.n };
  }
  return { overall, byType };
}

export interface CompanyReview {
  id: number;
  type: ReviewType;
  rating: number | null;
  title: string | null;
  body: string | null;
  details: Record<string, unknown>;
  /** Null when the reviewer chose to stay anonymous. */
  authorName: string | null;
  employerReply: string | null;
  employerRepliedAt: Date | null;
  createdAt: Date;
}

export async function listApprovedReviews(
  db: Db,
  companyId: number,
  opts: { type?: ReviewType; page?: number; pageSize?: number } = {},
): Promise<{ reviews: CompanyReview[]; total: number; page: number; pageCount: number }> {
  const pageSize = Math.min(Math.max(Math.floor(opts.pageSize ?? 10), 1), 50);
  const page = Math.min(Math.max(Math.floor(opts.page ?? 1), 1), 1000);
  const type = opts.type && REVIEW_TYPES.includes(opts.type) ? opts.type : null;
  const where = `r.company_id = $1 AND r.status = 'approved' AND ($2::text IS NULL OR r.type = $2)`;
  const [list, count] = await Promise.all([
    db.query<{
      id: number;
      type: ReviewType;
      rating: number | null;
      title: string | null;
      body: string | null;
      details: Record<string, unknown>;
      author_name: string | null;
      employer_reply: string | null;
      employer_replied_at: Date | null;
      created_at: Date;
    }>(
      `SELECT r.id, r.type, r.rating, r.title, r.body, r.details,
              CASE WHEN r.anonymous THEN NULL ELSE u.name END AS author_name,
              r.employer_reply, r.employer_replied_at, r.created_at
       FROM company_reviews r LEFT JOIN users u ON u.id = r.user_id
       WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
      [companyId, type, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ n: number }>(`SELECT count(*) AS n FROM company_reviews r WHERE ${where}`, [companyId, type]),
  ]);
  const total = count.rows[0]?.n ?? 0;
  return {
    reviews: list.rows.map((r) => ({
      id: r.id,
      type: r.type,
      rating: r.rating,
      title: r.title,
      body: r.body,
      details: r.details,
      authorName: r.author_name,
      employerReply: r.employer_reply,
      employerRepliedAt: r.employer_replied_at,
      createdAt: r.created_at,
    })),
    total,
    page,
    pageCount: Math.ceil(total / pageSize),
  };
}

const position = z.string().trim().min(1).max(200);

/** What each review kind must carry in `details` (the columns hold the shared fields). */
const reviewDetailsSchemas = {
  company_review: z.object({
    position,
    employment_status: z.enum(['current', 'former']),
    pros: z.string().trim().min(1).max(2000),
    cons: z.string().trim().min(1).max(2000),
  }),
  interview: z.object({
    position,
    difficulty: z.number().int().min(1).max(5),
    outcome: z.enum(['offer', 'no_offer', 'pending']),
    experience: z.enum(['positive', 'neutral', 'negative']),
    process_weeks: z.number().int().min(0).max(52).optional(),
  }),
  salary: z.object({
    position,
    amount: z.number().int().min(0).max(10_000_000_000),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default('IDR'),
    period: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']).default('MONTH'),
    employment_type: z.enum(EMPLOYMENT_TYPES),
  }),
  benefits: z.object({ benefits: z.array(z.enum(BENEFIT_CODES)).min(1).max(BENEFIT_CODES.length) }),
  workplace_photo: z.object({ photo_url: z.string().min(1).max(500), caption: z.string().trim().max(200).optional() }),
} satisfies Record<ReviewType, z.ZodType>;

export interface NewReview {
  companyId: number;
  userId: number;
  type: ReviewType;
  rating: number | null;
  title?: string | null;
  body?: string | null;
  details: unknown;
  anonymous?: boolean;
}

/** Stores a review as pending moderation; throws a ZodError when `details` do not fit the kind. */
export async function createReview(db: Db, review: NewReview): Promise<{ id: number }> {
  const details = reviewDetailsSchemas[review.type].parse(review.details);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO company_reviews (company_id, user_id, type, rating, title, body, details, anonymous)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      review.companyId,
      review.userId,
      review.type,
      review.rating,
      review.title ?? null,
      review.body ?? null,
      JSON.stringify(details),
      review.anonymous ?? true,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('review insert returned no id');
  return { id };
}
