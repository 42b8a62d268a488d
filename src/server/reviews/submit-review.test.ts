import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { getOwnReview, listOwnReviews } from '../db/repos/review-writes-repo';
import { approveReview, listPendingReviews, rejectReview } from '../db/repos/review-moderation-repo';
import { seed } from '../seed/seed';
import { testEngines, type TestDb } from '../db/test-db';
import { companyReviewSchema, salarySchema } from '../../shared/validation/review-schemas';
import { submitReview } from './submit-review';
import { voteHelpfulOn, reportReviewOf, REPORTS_TO_HIDE } from './review-feedback';

const COMPANY_FORM = {
  rating: '4',
  rating_work_life: '4',
  rating_culture: '5',
  rating_career: '3',
  rating_pay_benefits: '4',
  rating_management: '3',
  headline: 'Solid place to learn',
  pros: 'Friendly seniors who explain the work patiently every day',
  cons: 'Month-end closing often runs until late in the evening',
  advice: '',
  employment_status: 'current',
  job_title: 'Staf Akuntansi',
  employment_type: 'FULL_TIME',
  last_year: '',
  recommend: 'yes',
  agree: 'on',
};

describe.each(testEngines())('writing reviews on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let slug: string;
  let author: number;
  let other: number;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    await seed(db, { jobs: 5, companies: 3, seed: 'submit-review' });
    slug = (await db.query<{ slug: string }>('SELECT slug FROM companies ORDER BY id LIMIT 1')).rows[0]!.slug;
    const users = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id DESC LIMIT 2');
    author = Number(users.rows[0]!.id);
    other = Number(users.rows[1]!.id);
  }, 240_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  const companyReview = (fields: Record<string, string>) => ({
    kind: 'company-review' as const,
    data: companyReviewSchema.parse({ ...COMPANY_FORM, company: slug, ...fields }),
  });

  it('publishes a review that passes the checks, notifies the author, and refuses a second one within 12 months', async () => {
    const first = await submitReview(db, { userId: author, input: companyReview({}) });
    expect(first).toMatchObject({ kind: 'saved', status: 'approved', reason: null });
    const notes = await db.query<{ type: string }>('SELECT type FROM notifications WHERE user_id = $1', [author]);
    expect(notes.rows.map((r) => r.type)).toContain('review.published');
    const second = await submitReview(db, { userId: author, input: companyReview({ headline: 'Another one' }) });
    expect(second.kind).toBe('already-reviewed');
  });

  it('rejects contact details, abuse, too-short texts and copies, with the reason', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ pros: 'Call HR on 0812-3456-7890 for the inside story please' }, 'contact_details'],
      [{ cons: 'Write to jobs.hr@example.co.id and they answer quickly' }, 'contact_details'],
      [{ cons: 'The manager is a b4ngsat and everyone knows it here' }, 'language'],
      [{ pros: 'Good' }, 'too_short'],
    ];
    for (const [fields, reason] of cases) {
      const outcome = await submitReview(db, { userId: other, input: companyReview(fields) });
      // Each is a new submission: a rejected review does not count against the 12-month rule.
      expect(outcome, reason).toMatchObject({ kind: 'saved', status: 'rejected', reason });
    }
    const copy = await submitReview(db, { userId: other, input: companyReview({}) });
    expect(copy).toMatchObject({ kind: 'saved', status: 'rejected', reason: 'duplicate' });
  });

  it('lets a rejected review be corrected and sent again, as a new one or by editing it, and then counts the published one', async () => {
    const rejected = await submitReview(db, {
      userId: other,
      input: companyReview({ pros: 'Call HR on 0812-3456-7890 for the inside story please', headline: 'Busy but fair' }),
    });
    expect(rejected).toMatchObject({ kind: 'saved', status: 'rejected', reason: 'contact_details' });
    // Its own words are not a copy of the rejected text it replaces.
    const corrected = {
      headline: 'Busy but fair',
      pros: 'Seniors answer questions patiently and the training budget is real',
      cons: 'Overtime at the end of each quarter is expected without much notice',
    };
    const again = await submitReview(db, { userId: other, input: companyReview(corrected) });
    expect(again).toMatchObject({ kind: 'saved', status: 'approved', reason: null });
    // The published one counts: a further review of the same company waits a year.
    expect((await submitReview(db, { userId: other, input: companyReview({ ...corrected, headline: 'Third try' }) })).kind).toBe(
      'already-reviewed',
    );
    // Nor can the rejected one, edited, become a second published review within the year.
    const edited = await submitReview(db, {
      userId: other,
      input: companyReview({
        review: String((rejected as { id: number }).id),
        headline: 'Busy but fair',
        pros: 'Clear targets and a manager who explains the reasons behind them',
        cons: 'The office canteen closes early and the food choice is small',
      }),
    });
    expect(edited.kind).toBe('already-reviewed');
  });

  it("never lets a candidate edit or see another candidate's review", async () => {
    const mine = (await listOwnReviews(db, author))[0]!;
    const outcome = await submitReview(db, { userId: other, input: companyReview({ review: String(mine.id), headline: 'Hijacked' }) });
    expect(outcome.kind).toBe('not-yours');
    expect(await getOwnReview(db, other, mine.id)).toBeNull();
    expect((await getOwnReview(db, author, mine.id))?.title).toBe('Solid place to learn');
  });

  it('takes one salary per job title, in whole rupiah', async () => {
    const salary = (title: string) => ({
      kind: 'salary' as const,
      data: salarySchema.parse({
        company: slug,
        job_title: title,
        employment_type: 'FULL_TIME',
        base_pay: 'Rp 8,500,000',
        period: 'MONTH',
        allowances: '',
        bonus: '',
        years_experience: '3',
        city: 'Jakarta',
        employment_status: 'current',
        agree: 'on',
      }),
    });
    const first = await submitReview(db, { userId: author, input: salary('Data Analyst') });
    expect(first).toMatchObject({ kind: 'saved', status: 'approved' });
    const stored = await getOwnReview(db, author, first.kind === 'saved' ? first.id : 0);
    expect(stored?.details.amount).toBe(8_500_000);
    expect((await submitReview(db, { userId: author, input: salary('data analyst') })).kind).toBe('already-reviewed');
    expect((await submitReview(db, { userId: author, input: salary('Data Engineer') })).kind).toBe('saved');
  });

  it('counts one helpful vote per candidate, and enough reports send a review back to pending', async () => {
    const mine = (await listOwnReviews(db, author)).find((r) => r.type === 'company_review')!;
    await voteHelpfulOn(db, other, mine.id);
    const count = async () =>
      Number((await db.query<{ n: number }>('SELECT helpful_count AS n FROM company_reviews WHERE id = $1', [mine.id])).rows[0]!.n);
    expect(await count()).toBe(1);
    await voteHelpfulOn(db, other, mine.id);
    expect(await count()).toBe(0);
    const reporters = (await db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT $1', [REPORTS_TO_HIDE])).rows.map((r) =>
      Number(r.id),
    );
    for (const reporter of reporters) expect(await reportReviewOf(db, reporter, mine.id, 'Not true')).toBe(true);
    expect((await getOwnReview(db, author, mine.id))?.status).toBe('pending');
    expect((await listPendingReviews(db)).some((r) => r.id === mine.id)).toBe(true);
    expect(await approveReview(db, mine.id)).toBe(true);
    expect((await getOwnReview(db, author, mine.id))?.status).toBe('approved');
    expect(await rejectReview(db, mine.id, 'Names a person')).toBe(true);
    expect(await getOwnReview(db, author, mine.id)).toMatchObject({ status: 'rejected', moderationReason: 'Names a person' });
  });
});
