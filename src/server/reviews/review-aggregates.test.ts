import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { getReviewAggregates, listPublishedReviews } from '../db/repos/review-reading-repo';
import { seed } from '../seed/seed';
import { testEngines, type TestDb } from '../db/test-db';

/** The median as a statistician computes it by hand: the middle value, or the mean of the middle two. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe.each(testEngines())('review aggregates on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let companyId: number;
  let authors: number[];

  beforeAll(async () => {
    t = await open();
    db = t.db;
    await seed(db, { jobs: 10, companies: 6, seed: 'review-aggregates' });
    // The seeded company with the most published reviews, plus entries of known values on top.
    const { rows } = await db.query<{ company_id: number }>(
      `SELECT company_id FROM company_reviews WHERE status = 'approved' GROUP BY company_id ORDER BY count(*) DESC, company_id LIMIT 1`,
    );
    companyId = Number(rows[0]!.company_id);
    const users = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 6');
    authors = users.rows.map((r) => Number(r.id));
    const add = (type: string, rating: number | null, details: Record<string, unknown>, status = 'approved') =>
      db.query(
        `INSERT INTO company_reviews (company_id, user_id, type, rating, title, details, status) VALUES ($1, $2, $3, $4, 'x', $5, $6)`,
        [companyId, authors[0], type, rating, JSON.stringify(details), status],
      );
    for (const [amount, period] of [
      [9_000_000, 'MONTH'],
      [7_000_000, 'MONTH'],
      [120_000_000, 'YEAR'],
      [8_000_000, 'MONTH'],
    ] as const) {
      await add('salary', null, { position: 'Data Analyst', amount, period, currency: 'IDR' });
    }
    // Two of a title are too few to show; a pending one never counts.
    await add('salary', null, { position: 'Kurir', amount: 5_000_000, period: 'MONTH' });
    await add('salary', null, { position: 'Kurir', amount: 5_500_000, period: 'MONTH' });
    await add('salary', null, { position: 'Kurir', amount: 6_000_000, period: 'MONTH' }, 'pending');
    await add('company_review', 5, {
      position: 'A',
      pros: 'p',
      cons: 'c',
      recommend: true,
      ratings: { work_life: 4, culture: 5, career: 3, pay_benefits: 4, management: 2 },
    });
    await add('company_review', 1, {
      position: 'B',
      pros: 'p',
      cons: 'c',
      recommend: false,
      ratings: { work_life: 2, culture: 1, career: 1, pay_benefits: 2, management: 1 },
    });
    await add('benefits', 4, { benefits: ['thr', 'remote_work'] });
    // Seeding and migrating on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('computes the rating, its distribution, salary medians and benefit shares as done by hand', async () => {
    const rows = (
      await db.query<{ type: string; rating: number | null; details: Record<string, unknown> }>(
        `SELECT type, rating, details FROM company_reviews WHERE company_id = $1 AND status = 'approved'`,
        [companyId],
      )
    ).rows;
    const ratings = rows.filter((r) => r.type === 'company_review').map((r) => Number(r.rating));
    const expectedAverage = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
    const expectedDistribution = [1, 2, 3, 4, 5].map((stars) => ratings.filter((r) => r === stars).length);

    const salaryGroups = new Map<string, number[]>();
    for (const r of rows.filter((row) => row.type === 'salary')) {
      const key = String(r.details.position).trim().toLowerCase();
      const monthly = r.details.period === 'YEAR' ? Number(r.details.amount) / 12 : Number(r.details.amount);
      salaryGroups.set(key, [...(salaryGroups.get(key) ?? []), monthly]);
    }
    const shown = [...salaryGroups].filter(([, values]) => values.length >= 3);

    const benefitReviews = rows.filter((r) => r.type === 'benefits');
    const named = new Map<string, number>();
    for (const r of benefitReviews) for (const code of new Set(r.details.benefits as string[])) named.set(code, (named.get(code) ?? 0) + 1);

    const aggregates = await getReviewAggregates(db, companyId);
    expect(aggregates.overall).toEqual({ average: expectedAverage, count: ratings.length });
    expect(aggregates.distribution).toEqual(expectedDistribution);
    expect(aggregates.salaries.map((s) => [s.jobTitle.toLowerCase(), s.count, s.median, s.min, s.max]).sort()).toEqual(
      shown
        .map(([key, values]) => [
          key,
          values.length,
          Math.round(median(values)),
          Math.round(Math.min(...values)),
          Math.round(Math.max(...values)),
        ])
        .sort(),
    );
    expect(aggregates.benefits.of).toBe(benefitReviews.length);
    expect(Object.fromEntries(aggregates.benefits.shares.map((s) => [s.code, s.share]))).toEqual(
      Object.fromEntries([...named].map(([code, n]) => [code, n / benefitReviews.length])),
    );
  });

  it('gives the known figures of the entries added: the analyst median, no courier row, the sub-ratings', async () => {
    const aggregates = await getReviewAggregates(db, companyId);
    const analyst = aggregates.salaries.find((s) => s.jobTitle === 'Data Analyst');
    // 7, 8, 9 and 10 million a month (120 million a year): the median is 8.5 million.
    expect(analyst).toEqual({ jobTitle: 'Data Analyst', count: 4, median: 8_500_000, min: 7_000_000, max: 10_000_000 });
    expect(aggregates.salaries.some((s) => s.jobTitle === 'Kurir')).toBe(false);
    // Only the two reviews added carry sub-ratings.
    expect(aggregates.subRatings).toEqual({ work_life: 3, culture: 3, career: 2, pay_benefits: 3, management: 1.5 });
    expect(aggregates.recommendShare).toBe(0.5);
    expect(aggregates.benefits.shares.find((s) => s.code === 'remote_work')?.count).toBe(1);
  });

  it('lists published reviews newest or most helpful first, never their authors', async () => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM company_reviews WHERE company_id = $1 AND type = 'salary' AND status = 'approved' ORDER BY id LIMIT 1`,
      [companyId],
    );
    await db.query('UPDATE company_reviews SET helpful_count = 7 WHERE id = $1', [rows[0]!.id]);
    const helpful = await listPublishedReviews(db, companyId, { type: 'salary', sort: 'helpful', page: 1, pageSize: 5 });
    expect(helpful.reviews[0]!.id).toBe(Number(rows[0]!.id));
    const newest = await listPublishedReviews(db, companyId, { type: 'salary', sort: 'newest', page: 1, pageSize: 50 });
    const times = newest.reviews.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(newest.reviews[0]!)).not.toContain('authorName');
    expect(newest.reviews.every((r) => r.type === 'salary')).toBe(true);
  });
});
