/**
 * The employer API's job body (PUT /api/employer/v1/jobs/{externalId}, each item of the batch):
 * everything the job page shows, in the vocabulary the site already stores (job-vocabulary.ts,
 * mirrored by the CHECK constraints of 0004-jobs.sql). The OpenAPI document is generated from
 * these schemas (server/employer/openapi.ts), so the two cannot drift.
 *
 * Messages are i18next keys; those that quote a value carry it after a `|` as JSON
 * (`employerMessage`), translated by the API with its parameters.
 */
import { z } from 'zod';
import { BENEFIT_CODES, EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, SALARY_PERIODS, WORK_ARRANGEMENTS } from '../job-vocabulary';
import { cleanText } from './fields';

const EMPLOYER_JOB_LIMITS = {
  titleMin: 2,
  titleMax: 200,
  descriptionMax: 50_000,
  skillsMax: 50,
  skillNameMax: 80,
  questionsMax: 20,
  promptMax: 500,
  optionsMax: 20,
  optionMax: 200,
  externalIdMax: 100,
  batchMax: 500,
  slugMax: 100,
} as const;

export const JOB_LANGUAGES = ['en', 'id'] as const;
export const QUESTION_TYPES = ['free_text', 'single_select', 'multi_select'] as const;
export const COVER_LETTER_MODES = ['none', 'optional', 'required'] as const;
export const EMPLOYER_SCOPES = ['jobs:read', 'jobs:write', 'applications:read', 'applications:write'] as const;
export type EmployerScope = (typeof EMPLOYER_SCOPES)[number];

/** The employer's own id: what their system calls the job, safe in a URL path segment. */
export const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9._~-]{1,100}$/;

/** A message key with the values its text quotes: `key|{"max":200}`. */
export function employerMessage(key: string, params?: Record<string, string | number>): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

const E = {
  required: employerMessage('employer:errors.required'),
  text: (min: number, max: number) => employerMessage('employer:errors.textLength', { min, max }),
  oneOf: (values: readonly string[]) => employerMessage('employer:errors.oneOf', { values: values.join(', ') }),
  wholeNumber: employerMessage('employer:errors.wholeNumber'),
  boolean: employerMessage('employer:errors.boolean'),
  list: (max: number) => employerMessage('employer:errors.list', { max }),
  slug: employerMessage('employer:errors.slug'),
};

function text(min: number, max: number) {
  return z
    .string({ error: E.required })
    .overwrite(cleanText)
    .trim()
    .min(min, { error: min <= 1 ? E.required : E.text(min, max) })
    .max(max, { error: E.text(min, max) });
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: E.oneOf(values) });
}

const amount = z
  .number({ error: E.wholeNumber })
  .int({ error: E.wholeNumber })
  .min(0, { error: E.wholeNumber })
  .max(Number.MAX_SAFE_INTEGER, { error: E.wholeNumber });

const slug = z
  .string({ error: E.required })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: E.slug })
  .max(EMPLOYER_JOB_LIMITS.slugMax, { error: E.slug });

export const employerSkillSchema = z.object({
  name: text(1, EMPLOYER_JOB_LIMITS.skillNameMax).meta({ description: 'The skill as the job page shows it, e.g. "Microsoft Excel".' }),
  requirement: oneOf(['must', 'optional'] as const)
    .default('must')
    .meta({ description: 'Must-have or nice to have.' }),
});

export const employerSalarySchema = z
  .object({
    min: amount.nullable().optional().meta({ description: 'Lowest pay of the range, in whole units of the currency.' }),
    max: amount.nullable().optional().meta({ description: 'Highest pay of the range, in whole units of the currency.' }),
    currency: z
      .string({ error: E.required })
      .regex(/^[A-Z]{3}$/, { error: employerMessage('employer:errors.currency') })
      .default('IDR')
      .meta({ description: 'ISO 4217 code, upper case.' }),
    period: oneOf(SALARY_PERIODS).default('MONTH').meta({ description: 'What the amounts are paid per.' }),
    visible: z.boolean({ error: E.boolean }).default(true).meta({ description: 'False: the range refines search but is never shown.' }),
    bonus: amount.nullable().optional().meta({ description: 'A bonus in the same currency, shown beside the range.' }),
  })
  .refine((salary) => salary.min == null || salary.max == null || salary.min <= salary.max, {
    error: employerMessage('employer:errors.salaryRange'),
    path: ['max'],
  });

export const employerQuestionSchema = z
  .object({
    type: oneOf(QUESTION_TYPES).meta({ description: 'A free answer, one choice, or several choices.' }),
    prompt: text(1, EMPLOYER_JOB_LIMITS.promptMax),
    options: z
      .array(text(1, EMPLOYER_JOB_LIMITS.optionMax), { error: E.list(EMPLOYER_JOB_LIMITS.optionsMax) })
      .max(EMPLOYER_JOB_LIMITS.optionsMax, { error: E.list(EMPLOYER_JOB_LIMITS.optionsMax) })
      .default([])
      .meta({ description: 'The choices of a single_select or multi_select question (at least two, all different); none for free_text.' }),
    required: z.boolean({ error: E.boolean }).default(true),
    language: oneOf(JOB_LANGUAGES)
      .optional()
      .meta({ description: "The language the question is written in; by default the job's when it has one." }),
  })
  .superRefine((question, ctx) => {
    const distinct = new Set(question.options).size === question.options.length;
    if (question.type === 'free_text' && question.options.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: employerMessage('employer:errors.noOptions') });
    }
    if (question.type !== 'free_text' && (question.options.length < 2 || !distinct)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: employerMessage('employer:errors.options') });
    }
  });

export const employerJobSchema = z
  .object({
    title: text(EMPLOYER_JOB_LIMITS.titleMin, EMPLOYER_JOB_LIMITS.titleMax).meta({
      description: 'The position, as the job page and search show it.',
    }),
    description: text(1, EMPLOYER_JOB_LIMITS.descriptionMax).meta({
      description:
        'HTML. Only p, ul, ol, li, strong, em and br are kept (b and i become strong and em); every other tag and every attribute is removed, their text kept.',
    }),
    location: slug.meta({ description: 'A place of the site, by slug (GET /locations): a city, or a province.' }),
    employmentType: oneOf(EMPLOYMENT_TYPES),
    workArrangement: oneOf(WORK_ARRANGEMENTS),
    level: oneOf(EXPERIENCE_LEVELS),
    category: slug.nullable().optional().meta({ description: 'A job category of the site, by slug (GET /categories).' }),
    skills: z
      .array(employerSkillSchema, { error: E.list(EMPLOYER_JOB_LIMITS.skillsMax) })
      .max(EMPLOYER_JOB_LIMITS.skillsMax, { error: E.list(EMPLOYER_JOB_LIMITS.skillsMax) })
      .default([]),
    salary: employerSalarySchema.nullable().optional(),
    benefits: z
      .array(oneOf(BENEFIT_CODES), { error: E.list(BENEFIT_CODES.length) })
      .max(BENEFIT_CODES.length, { error: E.list(BENEFIT_CODES.length) })
      .default([]),
    validThrough: z.iso
      .datetime({ offset: true, error: employerMessage('employer:errors.dateTime') })
      .nullable()
      .optional()
      .meta({
        description: 'When applications close (ISO 8601 with a time zone). It must be in the future when the job is created or changed.',
      }),
    screeningQuestions: z
      .array(employerQuestionSchema, { error: E.list(EMPLOYER_JOB_LIMITS.questionsMax) })
      .max(EMPLOYER_JOB_LIMITS.questionsMax, { error: E.list(EMPLOYER_JOB_LIMITS.questionsMax) })
      .default([]),
    coverLetter: oneOf(COVER_LETTER_MODES)
      .default('optional')
      .meta({ description: 'Whether the application form asks for a cover letter.' }),
    languages: z
      .array(oneOf(JOB_LANGUAGES), { error: E.required })
      .min(1, { error: E.required })
      .max(JOB_LANGUAGES.length, { error: E.list(JOB_LANGUAGES.length) })
      .meta({ description: 'The language(s) the posting is written in: en, id or both.' }),
  })
  .superRefine((job, ctx) => {
    const seen = new Set<string>();
    job.skills.forEach((skill, index) => {
      const key = skill.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['skills', index, 'name'], message: employerMessage('employer:errors.duplicateSkill') });
      seen.add(key);
    });
    if (new Set(job.languages).size !== job.languages.length) {
      ctx.addIssue({ code: 'custom', path: ['languages'], message: employerMessage('employer:errors.duplicateLanguage') });
    }
  });

export type EmployerJobInput = z.output<typeof employerJobSchema>;

export const externalIdSchema = z
  .string()
  .regex(EXTERNAL_ID_PATTERN, { error: employerMessage('employer:errors.externalId') })
  .meta({ description: 'Your own id of the job: 1 to 100 letters, digits, ".", "_", "~" or "-".' });

export const batchItemSchema = z.object({
  externalId: externalIdSchema,
  job: employerJobSchema,
});

export const batchBodySchema = z.object({
  jobs: z
    .array(z.unknown(), { error: E.list(EMPLOYER_JOB_LIMITS.batchMax) })
    .min(1, { error: E.required })
    .max(EMPLOYER_JOB_LIMITS.batchMax, { error: E.list(EMPLOYER_JOB_LIMITS.batchMax) })
    .meta({ description: 'Up to 500 items of { externalId, job }; each is answered on its own.' }),
});

const JOB_LIST_STATUSES = ['published', 'closed'] as const;

/** The `cursor` of every paged list in the employer API: the previous page's nextCursor. */
export const pageCursor = z
  .string()
  .regex(/^[0-9]{1,18}$/, { error: employerMessage('employer:errors.cursor') })
  .optional()
  .meta({ description: 'The nextCursor of the previous page.' });

/** A list's `limit`: 1 to 100 items a page, `size` when not given. */
export function pageLimit(size: number, description: string) {
  const refused = { error: employerMessage('employer:errors.limit') };
  return z.coerce.number(refused).int(refused).min(1, refused).max(100, refused).default(size).meta({ description });
}

export const jobListQuerySchema = z.object({
  status: oneOf(JOB_LIST_STATUSES).optional().meta({ description: 'Only jobs with this status.' }),
  updatedSince: z.iso
    .datetime({ offset: true, error: employerMessage('employer:errors.dateTime') })
    .optional()
    .meta({ description: 'Only jobs changed at or after this time (ISO 8601 with a time zone).' }),
  cursor: pageCursor,
  limit: z.coerce
    .number({ error: E.wholeNumber })
    .int({ error: E.wholeNumber })
    .min(1, { error: E.wholeNumber })
    .max(100, { error: employerMessage('employer:errors.limit') })
    .default(50)
    .meta({ description: 'Jobs per page, 1 to 100 (default 50).' }),
});
