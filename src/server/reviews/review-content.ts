/**
 * A validated form → what the row stores (rating, title, body, details) and the free texts the
 * automatic checks read. Detail keys follow the ones the seed and 0007 use (`position`,
 * `amount`, `period`…), so old and new reviews read alike.
 */
import type {
  BenefitsInput,
  CompanyReviewInput,
  InterviewInput,
  ReviewKindSlug,
  SalaryInput,
  WorkplacePhotoInput,
} from '../../shared/validation/review-schemas';
import { formatMoneyInput } from '../../shared/validation/money';
import type { ReviewContent } from '../db/repos/review-writes-repo';
import type { FreeText } from './auto-moderation';

export type KindInput =
  | { kind: 'company-review'; data: CompanyReviewInput }
  | { kind: 'interview'; data: InterviewInput }
  | { kind: 'salary'; data: SalaryInput }
  | { kind: 'benefits'; data: BenefitsInput }
  | { kind: 'workplace-photo'; data: WorkplacePhotoInput };

/** Fewest words for the long answers; a headline or a job title may be short. */
const MIN_WORDS = { long: 5, headline: 2 } as const;

export function reviewContent(input: KindInput): { content: ReviewContent; texts: FreeText[]; jobTitle: string | null } {
  switch (input.kind) {
    case 'company-review': {
      const d = input.data;
      return {
        content: {
          rating: d.rating,
          title: d.headline,
          body: null,
          details: {
            position: d.job_title,
            employment_status: d.employment_status,
            employment_type: d.employment_type,
            last_year: d.last_year ?? null,
            pros: d.pros,
            cons: d.cons,
            advice: d.advice || null,
            recommend: d.recommend === 'yes',
            ratings: {
              work_life: d.rating_work_life,
              culture: d.rating_culture,
              career: d.rating_career,
              pay_benefits: d.rating_pay_benefits,
              management: d.rating_management,
            },
          },
        },
        texts: [
          { value: d.headline, minWords: MIN_WORDS.headline },
          { value: d.pros, minWords: MIN_WORDS.long },
          { value: d.cons, minWords: MIN_WORDS.long },
          { value: d.advice, minWords: 0 },
          { value: d.job_title, minWords: 0 },
        ],
        jobTitle: null,
      };
    }
    case 'interview': {
      const d = input.data;
      return {
        content: {
          rating: null,
          title: d.job_title,
          body: d.process,
          details: {
            position: d.job_title,
            month: d.month,
            year: d.year,
            source: d.source,
            experience: d.experience,
            difficulty: d.difficulty,
            questions: d.questions,
            outcome: d.outcome,
          },
        },
        texts: [
          { value: d.process, minWords: MIN_WORDS.long },
          { value: d.questions.join('\n'), minWords: 0 },
          { value: d.job_title, minWords: 0 },
        ],
        jobTitle: null,
      };
    }
    case 'salary': {
      const d = input.data;
      return {
        content: {
          rating: null,
          title: d.job_title,
          body: null,
          details: {
            position: d.job_title,
            employment_type: d.employment_type,
            amount: d.base_pay,
            currency: 'IDR',
            period: d.period,
            allowances: d.allowances,
            bonus: d.bonus,
            years_experience: d.years_experience,
            city: d.city,
            employment_status: d.employment_status,
          },
        },
        texts: [{ value: `${d.job_title}\n${d.city}`, minWords: 0 }],
        jobTitle: d.job_title,
      };
    }
    case 'benefits': {
      const d = input.data;
      return {
        content: { rating: d.rating, title: null, body: d.comment, details: { benefits: d.benefits } },
        texts: [{ value: d.comment, minWords: MIN_WORDS.long }],
        jobTitle: null,
      };
    }
    case 'workplace-photo': {
      const d = input.data;
      return {
        content: { rating: null, title: d.caption, body: null, details: { caption: d.caption, category: d.category } },
        texts: [{ value: d.caption, minWords: 0 }],
        jobTitle: null,
      };
    }
  }
}

/** The form's values from a stored review, for the edit form (the inverse of reviewContent). */
export function formValuesOf(
  kind: ReviewKindSlug,
  review: { rating: number | null; title: string | null; body: string | null; details: Record<string, unknown> },
): Record<string, string | string[]> {
  const d = review.details;
  const s = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
  const amount = (value: unknown): string => (typeof value === 'number' ? formatMoneyInput(value) : s(value));
  switch (kind) {
    case 'company-review': {
      const ratings = (d.ratings ?? {}) as Record<string, unknown>;
      return {
        rating: s(review.rating),
        headline: s(review.title),
        pros: s(d.pros),
        cons: s(d.cons),
        advice: s(d.advice),
        employment_status: s(d.employment_status),
        job_title: s(d.position),
        employment_type: s(d.employment_type),
        last_year: s(d.last_year),
        recommend: d.recommend === true ? 'yes' : d.recommend === false ? 'no' : '',
        ...Object.fromEntries(Object.entries(ratings).map(([key, value]) => [`rating_${key}`, s(value)])),
      };
    }
    case 'interview':
      return {
        job_title: s(d.position),
        month: s(d.month),
        year: s(d.year),
        source: s(d.source),
        experience: s(d.experience),
        difficulty: s(d.difficulty),
        process: s(review.body),
        questions: Array.isArray(d.questions) ? d.questions.map(String).join('\n') : '',
        outcome: s(d.outcome),
      };
    case 'salary':
      return {
        job_title: s(d.position),
        employment_type: s(d.employment_type),
        base_pay: amount(d.amount),
        period: s(d.period),
        allowances: amount(d.allowances),
        bonus: amount(d.bonus),
        years_experience: s(d.years_experience),
        city: s(d.city),
        employment_status: s(d.employment_status),
      };
    case 'benefits':
      return { benefits: Array.isArray(d.benefits) ? d.benefits.map(String) : [], rating: s(review.rating), comment: s(review.body) };
    case 'workplace-photo':
      return { caption: s(d.caption), category: s(d.category) };
  }
}
