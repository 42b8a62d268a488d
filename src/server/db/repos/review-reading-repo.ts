/**
 * What a company page shows of its published reviews: the aggregates (overall rating and its
 * distribution, sub-ratings, salaries per job title, interviews, benefit shares) and the list,
 * by kind, newest or most helpful first. Authors are never read: reviews are anonymous.
 */
import type { Db } from '../db.js';
import type { StoredReviewType } from '../../../shared/validation/review-schemas.js';
import { pageInfo, pageRequest } from './paging.js';

/** Fewer salaries than this for a job title could point at the person who shared one. */
const MIN_SALARIES_SHOWN = 3;

interface SalaryStat {
  readonly jobTitle: string;
  readonly count: number;
  /** Monthly rupiah (a yearly figure counts as a twelfth). */
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export interface ReviewAggregates {
  /** Company reviews only: the star rating the page and its JSON-LD give. */
  readonly overall: { readonly average: number | null; readonly count: number };
  /** Stars 1..5 → how many company reviews gave them (index 0 is one star). */
  readonly distribution: readonly [number, number, number, number, number];
  readonly subRatings: Readonly<Record<string, number | null>>;
  /** Share (0..1) of company reviews that would recommend, among those that said; null when none said. */
  readonly recommendShare: number | null;
  readonly salaries: readonly SalaryStat[];
  readonly interviews: {
    readonly count: number;
    readonly averageDifficulty: number | null;
    readonly experience: Readonly<Record<'positive' | 'neutral' | 'negative', number>>;
  };
  /** Benefit code → share (0..1) of benefit reviews naming it, most named first; `of` is their number. */
  readonly benefits: {
    readonly of: number;
    readonly shares: readonly { readonly code: string; readonly count: number; readonly share: number }[];
  };
}

const SUB_KEYS = ['work_life', 'culture', 'career', 'pay_benefits', 'management'] as const;

export async function getReviewAggregates(db: Db, companyId: number): Promise<ReviewAggregates> {
  const [overall, subs, salaries, interviews, benefits] = await Promise.all([
    db.query<{ rating: number; n: number }>(
      `SELECT rating, count(*)::int AS n FROM company_reviews
       WHERE company_id = $1 AND status = 'approved' AND type = 'company_review' AND rating IS NOT NULL GROUP BY rating`,
      [companyId],
    ),
    db.query<Record<string, number | null>>(
      `SELECT ${SUB_KEYS.map((key) => `avg((details->'ratings'->>'${key}')::numeric) FILTER (WHERE details->'ratings'->>'${key}' ~ '^[1-5]$')::float8 AS ${key}`).join(', ')},
              (count(*) FILTER (WHERE details->>'recommend' = 'true'))::int AS yes,
              (count(*) FILTER (WHERE details->>'recommend' IN ('true', 'false')))::int AS said
       FROM company_reviews WHERE company_id = $1 AND status = 'approved' AND type = 'company_review'`,
      [companyId],
    ),
    db.query<{ job_title: string; n: number; median: number; min: number; max: number }>(
      `WITH monthly AS (
         SELECT lower(trim(details->>'position')) AS title_key, details->>'position' AS title,
                CASE WHEN details->>'period' = 'YEAR' THEN (details->>'amount')::numeric / 12 ELSE (details->>'amount')::numeric END AS pay
         FROM company_reviews
         WHERE company_id = $1 AND status = 'approved' AND type = 'salary'
           AND details->>'amount' ~ '^[0-9]{1,15}$' AND coalesce(details->>'period', 'MONTH') IN ('MONTH', 'YEAR')
       )
       SELECT min(title) AS job_title, count(*)::int AS n, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY pay))::float8 AS median,
              round(min(pay))::float8 AS min, round(max(pay))::float8 AS max
       FROM monthly GROUP BY title_key HAVING count(*) >= $2 ORDER BY count(*) DESC, min(title)`,
      [companyId, MIN_SALARIES_SHOWN],
    ),
    db.query<{ n: number; difficulty: number | null; positive: number; neutral: number; negative: number }>(
      `SELECT count(*)::int AS n,
              avg((details->>'difficulty')::numeric) FILTER (WHERE details->>'difficulty' ~ '^[1-5]$')::float8 AS difficulty,
              (count(*) FILTER (WHERE details->>'experience' = 'positive'))::int AS positive,
              (count(*) FILTER (WHERE details->>'experience' = 'neutral'))::int AS neutral,
              (count(*) FILTER (WHERE details->>'experience' = 'negative'))::int AS negative
       FROM company_reviews WHERE company_id = $1 AND status = 'approved' AND type = 'interview'`,
      [companyId],
    ),
    db.query<{ code: string | null; n: number; total_row: number }>(
      `SELECT b.code, count(DISTINCT r.id)::int AS n, GROUPING(b.code)::int AS total_row
       FROM company_reviews r
       LEFT JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(r.details->'benefits') = 'array' THEN r.details->'benefits' ELSE '[]'::jsonb END) AS b(code) ON true
       WHERE r.company_id = $1 AND r.status = 'approved' AND r.type = 'benefits'
       GROUP BY GROUPING SETS ((b.code), ())`,
      [companyId],
    ),
  ]);

  const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  let sum = 0;
  let count = 0;
  for (const row of overall.rows) {
    const stars = Number(row.rating);
    if (stars >= 1 && stars <= 5) distribution[stars - 1] = (distribution[stars - 1] ?? 0) + Number(row.n);
    sum += stars * Number(row.n);
    count += Number(row.n);
  }
  const subRow = subs.rows[0] ?? {};
  const said = Number(subRow.said ?? 0);
  const benefitsTotal = Number(benefits.rows.find((row) => Number(row.total_row) === 1)?.n ?? 0);
  const interviewRow = interviews.rows[0];
  return {
    overall: { average: count > 0 ? Math.round((sum / count) * 100) / 100 : null, count },
    distribution,
    subRatings: Object.fromEntries(
      SUB_KEYS.map((key) => [key, subRow[key] === null || subRow[key] === undefined ? null : Math.round(Number(subRow[key]) * 10) / 10]),
    ),
    recommendShare: said > 0 ? Number(subRow.yes ?? 0) / said : null,
    salaries: salaries.rows.map((row) => ({
      jobTitle: row.job_title,
      count: Number(row.n),
      median: Number(row.median),
      min: Number(row.min),
      max: Number(row.max),
    })),
    interviews: {
      count: Number(interviewRow?.n ?? 0),
      averageDifficulty:
        interviewRow?.difficulty === null || interviewRow?.difficulty === undefined
          ? null
          : Math.round(Number(interviewRow.difficulty) * 10) / 10,
      experience: {
        positive: Number(interviewRow?.positive ?? 0),
        neutral: Number(interviewRow?.neutral ?? 0),
        negative: Number(interviewRow?.negative ?? 0),
      },
    },
    benefits: {
      of: benefitsTotal,
      shares: benefits.rows
        .filter((row): row is { code: string; n: number; total_row: number } => Number(row.total_row) === 0 && row.code !== null)
        .map((row) => ({ code: row.code, count: Number(row.n), share: benefitsTotal > 0 ? Number(row.n) / benefitsTotal : 0 }))
        .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
    },
  };
}

export type ReviewSort = 'newest' | 'helpful';

export interface PublishedReview {
  readonly id: number;
  readonly type: StoredReviewType;
  readonly rating: number | null;
  readonly title: string | null;
  readonly body: string | null;
  readonly details: Record<string, unknown>;
  readonly helpfulCount: number;
  readonly employerReply: string | null;
  readonly createdAt: Date;
}

export async function listPublishedReviews(
  db: Db,
  companyId: number,
  options: { type: StoredReviewType; sort: ReviewSort; page: number; pageSize: number },
): Promise<{ reviews: PublishedReview[]; total: number; page: number; pageCount: number }> {
  const request = pageRequest(options.page, options.pageSize);
  const order = options.sort === 'helpful' ? 'helpful_count DESC, created_at DESC, id DESC' : 'created_at DESC, id DESC';
  const [list, total] = await Promise.all([
    db.query<{
      id: number;
      type: StoredReviewType;
      rating: number | null;
      title: string | null;
      body: string | null;
      details: Record<string, unknown>;
      helpful_count: number;
      employer_reply: string | null;
      created_at: Date;
    }>(
      `SELECT id, type, rating, title, body, details, helpful_count, employer_reply, created_at FROM company_reviews
       WHERE company_id = $1 AND status = 'approved' AND type = $2 ORDER BY ${order} LIMIT $3 OFFSET $4`,
      [companyId, options.type, request.size, request.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM company_reviews WHERE company_id = $1 AND status = 'approved' AND type = $2`, [
      companyId,
      options.type,
    ]),
  ]);
  return {
    reviews: list.rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      rating: r.rating,
      title: r.title,
      body: r.body,
      details: r.details,
      helpfulCount: Number(r.helpful_count),
      employerReply: r.employer_reply,
      createdAt: r.created_at,
    })),
    ...pageInfo(Number(total.rows[0]?.n ?? 0), request),
  };
}
