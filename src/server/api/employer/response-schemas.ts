/**
 * What the employer API answers, as zod schemas: the OpenAPI document is generated from them
 * (openapi-document.ts), and the tests parse real answers with them, so the document cannot
 * promise a shape the server does not send.
 */
import { z } from 'zod';
import { BENEFIT_CODES, EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, SALARY_PERIODS, WORK_ARRANGEMENTS } from '../../../shared/job-vocabulary';
import { COVER_LETTER_MODES, JOB_LANGUAGES, QUESTION_TYPES } from '../../../shared/validation/employer-job-schema';

const errorsMapSchema = z
  .record(z.string(), z.array(z.string()))
  .meta({ description: 'Field path (dots between levels, e.g. "salary.max", "skills.2.name") → messages.' });

export const errorResponseSchema = z.object({
  message: z.string(),
  errors: errorsMapSchema.optional(),
});

export const jobViewSchema = z.object({
  externalId: z.string(),
  identifier: z.string().meta({ description: "The site's own id of the job (the last segment of its URL)." }),
  url: z.string().meta({ description: 'The job page.' }),
  status: z.enum(['published', 'closed']),
  title: z.string(),
  description: z.string().meta({ description: 'The description as stored, sanitised.' }),
  location: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  workArrangement: z.enum(WORK_ARRANGEMENTS),
  level: z.enum(EXPERIENCE_LEVELS),
  category: z.string().nullable(),
  skills: z.array(z.object({ name: z.string(), requirement: z.enum(['must', 'optional']) })),
  salary: z
    .object({
      min: z.number().int().nullable(),
      max: z.number().int().nullable(),
      currency: z.string(),
      period: z.enum(SALARY_PERIODS),
      visible: z.boolean(),
      bonus: z.number().int().nullable(),
    })
    .nullable(),
  benefits: z.array(z.enum(BENEFIT_CODES)),
  validThrough: z.string().nullable(),
  screeningQuestions: z.array(
    z.object({
      type: z.enum(QUESTION_TYPES),
      prompt: z.string(),
      options: z.array(z.string()),
      required: z.boolean(),
      language: z.enum(JOB_LANGUAGES).nullable(),
    }),
  ),
  coverLetter: z.enum(COVER_LETTER_MODES),
  languages: z.array(z.enum(JOB_LANGUAGES)),
  postedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const OUTCOMES = ['created', 'updated', 'unchanged'] as const;

export const putResponseSchema = z.object({
  outcome: z.enum(OUTCOMES).meta({ description: 'created (201), updated or unchanged (200): the same body again changes nothing.' }),
  data: jobViewSchema,
});

export const jobResponseSchema = z.object({ data: jobViewSchema });

export const jobListResponseSchema = z.object({
  data: z.array(jobViewSchema),
  nextCursor: z.string().nullable().meta({ description: 'Pass as cursor for the next page; null on the last page.' }),
});

export const batchResponseSchema = z.object({
  results: z.array(
    z.object({
      index: z.number().int().meta({ description: "The item's position in the request." }),
      externalId: z.string().nullable(),
      outcome: z.enum([...OUTCOMES, 'error']),
      errors: errorsMapSchema.optional(),
    }),
  ),
  summary: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), error: z.number().int() }),
});

const bilingual = z.object({ en: z.string(), id: z.string() });

export const placesResponseSchema = z.object({
  data: z.array(
    z.object({
      slug: z.string(),
      kind: z.enum(['province', 'city']),
      name: bilingual,
      province: z.string().nullable().meta({ description: "A city's province (slug); null for a province." }),
    }),
  ),
});

export const categoriesResponseSchema = z.object({
  data: z.array(z.object({ slug: z.string(), name: bilingual })),
});
