/**
 * The four text review forms (company review, interview, salary, benefits) and the photo's
 * caption: one zod schema per kind, used by the server functions and the JSON API alike. Input
 * is form-like (strings; the benefit checklist a list), so the API's JSON numbers are taken as
 * their text. Messages are keys of locales/<lang>/reviews.json (and validation.json).
 */
import { z } from 'zod';
import { BENEFIT_CODES, EMPLOYMENT_TYPES } from '../job-vocabulary';
import { agreementField, cleanText } from './fields';
import { MESSAGE_KEYS } from './messages';
import { moneyField } from './money-field';

/** The kinds as they appear in addresses (/account/write-review/{kind}, /api/reviews/{kind}). */
export const REVIEW_KIND_SLUGS = ['company-review', 'interview', 'salary', 'benefits', 'workplace-photo'] as const;
export type ReviewKindSlug = (typeof REVIEW_KIND_SLUGS)[number];
export type StoredReviewType = 'company_review' | 'interview' | 'salary' | 'benefits' | 'workplace_photo';

export const KIND_TYPE: Readonly<Record<ReviewKindSlug, StoredReviewType>> = {
  'company-review': 'company_review',
  interview: 'interview',
  salary: 'salary',
  benefits: 'benefits',
  'workplace-photo': 'workplace_photo',
};

export function kindOfType(type: StoredReviewType): ReviewKindSlug {
  return REVIEW_KIND_SLUGS.find((kind) => KIND_TYPE[kind] === type) ?? 'company-review';
}

export function isReviewKindSlug(value: string): value is ReviewKindSlug {
  return (REVIEW_KIND_SLUGS as readonly string[]).includes(value);
}

/** Benefits an Indonesian employer typically gives: the job vocabulary's codes plus remote work and other. */
export const REVIEW_BENEFITS = [...BENEFIT_CODES, 'remote_work', 'other'] as const;
export type ReviewBenefit = (typeof REVIEW_BENEFITS)[number];

export const SUB_RATINGS = ['work_life', 'culture', 'career', 'pay_benefits', 'management'] as const;
export const INTERVIEW_SOURCES = ['online', 'referral', 'recruiter', 'campus', 'walk_in', 'other'] as const;
export const INTERVIEW_EXPERIENCES = ['positive', 'neutral', 'negative'] as const;
export const INTERVIEW_OUTCOMES = ['offer_accepted', 'offer_declined', 'no_offer', 'waiting'] as const;
export const EMPLOYMENT_STATUSES = ['current', 'former'] as const;
export const PAY_PERIODS = ['MONTH', 'YEAR'] as const;
export const PHOTO_CATEGORIES = ['office', 'team', 'event', 'facilities', 'other'] as const;

export const REVIEW_LIMITS = {
  titleMax: 120,
  shortMax: 100,
  textMax: 3000,
  questionsMax: 10,
  questionMax: 300,
  captionMax: 200,
} as const;

const REVIEW_ERRORS = {
  rating: 'reviews:errors.rating',
  choose: 'reviews:errors.choose',
  tooLong: 'reviews:errors.tooLong',
  year: 'reviews:errors.year',
  month: 'reviews:errors.month',
  years: 'reviews:errors.years',
  benefits: 'reviews:errors.benefits',
  company: 'reviews:errors.company',
  questions: 'reviews:errors.questions',
  lastYear: 'reviews:errors.lastYear',
} as const;

/** A form field's text: JSON numbers and booleans count as their text; anything else as missing. */
const asText = (value: unknown): unknown => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value);

function text(max: number, { required }: { required: boolean }) {
  const base = z.preprocess(
    asText,
    z.string({ error: MESSAGE_KEYS.required }).overwrite(cleanText).trim().max(max, { error: REVIEW_ERRORS.tooLong }),
  );
  return required ? base.refine((v) => v.length > 0, { error: MESSAGE_KEYS.required }) : z.preprocess((v) => v ?? '', base);
}

function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(asText, z.enum(values, { error: REVIEW_ERRORS.choose }));
}

const stars = z.preprocess(
  asText,
  z
    .string({ error: REVIEW_ERRORS.rating })
    .regex(/^[1-5]$/, { error: REVIEW_ERRORS.rating })
    .transform(Number),
);

const currentYear = (): number => new Date().getUTCFullYear();

function intIn(min: number, max: () => number, error: string) {
  return z.preprocess(
    asText,
    z
      .string({ error })
      .trim()
      .regex(/^\d{1,4}$/, { error })
      .transform(Number)
      .refine((n) => n >= min && n <= max(), { error }),
  );
}

/** Which company (its slug, from the hub) and, when editing, which of the author's reviews. */
const common = {
  company: z.preprocess(
    asText,
    z
      .string({ error: REVIEW_ERRORS.company })
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: REVIEW_ERRORS.company })
      .max(200, { error: REVIEW_ERRORS.company }),
  ),
  review: z.preprocess(
    asText,
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number)
      .optional()
      .catch(undefined),
  ),
};

const agree = { agree: agreementField };

export const companyReviewSchema = z
  .object({
    ...common,
    rating: stars,
    ...(Object.fromEntries(SUB_RATINGS.map((name) => [`rating_${name}`, stars])) as Record<
      `rating_${(typeof SUB_RATINGS)[number]}`,
      typeof stars
    >),
    headline: text(REVIEW_LIMITS.titleMax, { required: true }),
    pros: text(REVIEW_LIMITS.textMax, { required: true }),
    cons: text(REVIEW_LIMITS.textMax, { required: true }),
    advice: text(REVIEW_LIMITS.textMax, { required: false }),
    employment_status: choice(EMPLOYMENT_STATUSES),
    job_title: text(REVIEW_LIMITS.shortMax, { required: true }),
    employment_type: choice(EMPLOYMENT_TYPES),
    last_year: z.preprocess((v) => (v === '' ? undefined : asText(v)), intIn(1970, currentYear, REVIEW_ERRORS.year).optional()),
    recommend: choice(['yes', 'no'] as const),
    ...agree,
  })
  .refine((v) => v.employment_status !== 'former' || v.last_year !== undefined, { path: ['last_year'], error: REVIEW_ERRORS.lastYear });

/** One question per line; blank lines dropped. */
function questionList() {
  return z
    .preprocess((v) => {
      const value = asText(v);
      if (Array.isArray(value)) return value.map(String).join('\n');
      return value ?? '';
    }, z.string().overwrite(cleanText))
    .transform((raw) =>
      raw
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 0),
    )
    .refine((list) => list.length <= REVIEW_LIMITS.questionsMax && list.every((q) => q.length <= REVIEW_LIMITS.questionMax), {
      error: REVIEW_ERRORS.questions,
    });
}

export const interviewSchema = z.object({
  ...common,
  job_title: text(REVIEW_LIMITS.shortMax, { required: true }),
  month: intIn(1, () => 12, REVIEW_ERRORS.month),
  year: intIn(1990, currentYear, REVIEW_ERRORS.year),
  source: choice(INTERVIEW_SOURCES),
  experience: choice(INTERVIEW_EXPERIENCES),
  difficulty: stars,
  process: text(REVIEW_LIMITS.textMax, { required: true }),
  questions: questionList(),
  outcome: choice(INTERVIEW_OUTCOMES),
  ...agree,
});

export const salarySchema = z.object({
  ...common,
  job_title: text(REVIEW_LIMITS.shortMax, { required: true }),
  employment_type: choice(EMPLOYMENT_TYPES),
  base_pay: moneyField({ required: true }),
  period: choice(PAY_PERIODS),
  allowances: moneyField({ required: false }),
  bonus: moneyField({ required: false }),
  years_experience: intIn(0, () => 60, REVIEW_ERRORS.years),
  city: text(REVIEW_LIMITS.shortMax, { required: true }),
  employment_status: choice(EMPLOYMENT_STATUSES),
  ...agree,
});

export const benefitsSchema = z.object({
  ...common,
  benefits: z
    .preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.string(), { error: REVIEW_ERRORS.benefits }),
    )
    .refine((list) => list.length > 0, { error: REVIEW_ERRORS.benefits })
    .refine((list) => list.every((code) => (REVIEW_BENEFITS as readonly string[]).includes(code)), { error: REVIEW_ERRORS.choose })
    .transform((list) => [...new Set(list)] as ReviewBenefit[]),
  rating: stars,
  comment: text(REVIEW_LIMITS.textMax, { required: true }),
  ...agree,
});

/** The text fields sent with a workplace photo (the file is checked by its bytes, elsewhere). */
export const workplacePhotoSchema = z.object({
  ...common,
  caption: text(REVIEW_LIMITS.captionMax, { required: true }),
  category: choice(PHOTO_CATEGORIES),
  ...agree,
});

export const REVIEW_SCHEMAS = {
  'company-review': companyReviewSchema,
  interview: interviewSchema,
  salary: salarySchema,
  benefits: benefitsSchema,
  'workplace-photo': workplacePhotoSchema,
} as const;

export type CompanyReviewInput = z.output<typeof companyReviewSchema>;
export type InterviewInput = z.output<typeof interviewSchema>;
export type SalaryInput = z.output<typeof salarySchema>;
export type BenefitsInput = z.output<typeof benefitsSchema>;
export type WorkplacePhotoInput = z.output<typeof workplacePhotoSchema>;

/** Fields posted more than once (checkboxes): read as lists, not their last value. */
export const LIST_FIELDS: ReadonlySet<string> = new Set(['benefits']);

/** The form's fields as the schemas take them, in their order (for the first message shown). */
export function schemaFieldOrder(kind: ReviewKindSlug): string[] {
  const schema = REVIEW_SCHEMAS[kind];
  const shape = 'shape' in schema ? (schema as unknown as { shape: Record<string, unknown> }).shape : {};
  return Object.keys(shape);
}
