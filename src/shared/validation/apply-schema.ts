import { z } from 'zod';
import { agreementField, cleanText, requiredText } from './fields';
import { MESSAGE_KEYS } from './messages';

/** Messages of the apply form beyond the shared ones (keys in locales/<lang>/jobs.json). */
export const APPLY_MESSAGE_KEYS = {
  answerTooLong: 'jobs:apply.errors.answerTooLong',
  coverLetterTooLong: 'jobs:apply.errors.coverLetterTooLong',
  shortDescriptionTooLong: 'jobs:apply.errors.shortDescriptionTooLong',
  invalidOption: 'jobs:apply.errors.invalidOption',
} as const;

export const APPLY_LIMITS = { answerMax: 2000, coverLetterMax: 10000, shortDescriptionMax: 1000 } as const;

export interface ApplyQuestion {
  readonly id: number;
  readonly type: 'free_text' | 'single_select' | 'multi_select';
  readonly options: readonly string[];
  readonly required: boolean;
}

export type CoverLetterMode = 'none' | 'optional' | 'required';

/** Form field name of a screening question's answer. */
export function answerField(questionId: number): string {
  return `q_${questionId}`;
}

function optionalText(max: number, tooLongKey: string) {
  return z
    .string()
    .overwrite(cleanText)
    .trim()
    .max(max, { error: tooLongKey })
    .optional()
    .transform((v) => (v ? v : undefined));
}

function questionSchema(q: ApplyQuestion): z.ZodType {
  if (q.type === 'free_text') {
    return q.required
      ? requiredText(APPLY_LIMITS.answerMax, APPLY_MESSAGE_KEYS.answerTooLong)
      : optionalText(APPLY_LIMITS.answerMax, APPLY_MESSAGE_KEYS.answerTooLong);
  }
  if (q.type === 'single_select') {
    const base = z
      .string({ error: MESSAGE_KEYS.required })
      .refine((v) => v === '' || q.options.includes(v), { error: APPLY_MESSAGE_KEYS.invalidOption });
    return q.required
      ? base.refine((v) => v !== '', { error: MESSAGE_KEYS.required })
      : base.optional().transform((v) => (v ? v : undefined));
  }
  const list = z
    .array(z.string(), { error: MESSAGE_KEYS.required })
    .refine((v) => v.every((item) => q.options.includes(item)), { error: APPLY_MESSAGE_KEYS.invalidOption });
  return q.required ? list.refine((v) => v.length > 0, { error: MESSAGE_KEYS.required }) : list.optional().transform((v) => v ?? []);
}

/**
 * The application form of one job: its screening questions (required ones must be answered,
 * choices must be among the offered options), the cover letter when the job asks for one,
 * an optional short description, and the terms agreement.
 */
export function applySchema(questions: readonly ApplyQuestion[], coverLetter: CoverLetterMode) {
  const shape: Record<string, z.ZodType> = {};
  for (const q of questions) shape[answerField(q.id)] = questionSchema(q);
  if (coverLetter === 'required') shape.cover_letter = requiredText(APPLY_LIMITS.coverLetterMax, APPLY_MESSAGE_KEYS.coverLetterTooLong);
  if (coverLetter === 'optional') shape.cover_letter = optionalText(APPLY_LIMITS.coverLetterMax, APPLY_MESSAGE_KEYS.coverLetterTooLong);
  shape.short_description = optionalText(APPLY_LIMITS.shortDescriptionMax, APPLY_MESSAGE_KEYS.shortDescriptionTooLong);
  shape.agree = agreementField;
  return z.object(shape);
}

/** Form data → the raw object the schema reads: multi-select answers as lists, the rest as strings. */
export function applyFormValues(
  questions: readonly ApplyQuestion[],
  formData: { get(name: string): unknown; getAll(name: string): unknown[] },
): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  const text = (name: string) => {
    const v = formData.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  for (const q of questions) {
    const name = answerField(q.id);
    raw[name] = q.type === 'multi_select' ? formData.getAll(name).filter((v): v is string => typeof v === 'string') : (text(name) ?? '');
  }
  for (const name of ['cover_letter', 'short_description', 'agree']) {
    const v = text(name);
    if (v !== undefined) raw[name] = v;
  }
  return raw;
}
