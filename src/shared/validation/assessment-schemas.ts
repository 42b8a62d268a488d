import { z } from 'zod';

const CONFIRMED = new Set(['on', 'true', '1', 'yes']);
const test = z.enum(['english', 'personality'], { error: 'assessments:errors.unknownTest' });

/** Starting a test: which one. */
export const startAssessmentSchema = z.object({ assessment: test });

/** The value of the finish confirmation's `confirm` button. */
export const FINISH_CONFIRMED = 'finish';

/**
 * One page of a test. The answers themselves are `answer:<item>` fields, read beside this
 * schema (their names depend on the items drawn); the intent is the button pressed. Finishing
 * with questions unanswered takes a second button, `confirm=finish`, which the confirmation
 * offers after a plain finish: a finish alone (a forged post, the countdown's guard) never ends
 * a test early.
 */
export const assessmentPageSchema = z.object({
  attempt: z
    .string({ error: 'assessments:errors.notFound' })
    .regex(/^\d{1,15}$/, { error: 'assessments:errors.notFound' })
    .transform(Number),
  page: z
    .string({ error: 'assessments:errors.notFound' })
    .regex(/^\d{1,3}$/, { error: 'assessments:errors.notFound' })
    .transform(Number),
  intent: z.enum(['next', 'back', 'stay', 'finish', 'leave']).catch('next'),
  confirm: z
    .string()
    .optional()
    .transform((value) => value === FINISH_CONFIRMED),
});

/** Deleting results cannot be undone: a ticked box without JavaScript, the dialog with it. */
export const deleteResultsSchema = z.object({
  assessment: test,
  confirm: z
    .string({ error: 'assessments:history.confirmRequired' })
    .refine((value) => CONFIRMED.has(value), { error: 'assessments:history.confirmRequired' }),
});

/** Showing the results on the public profile: a checkbox (absent when unticked) and the page it was on. */
export const profileVisibilitySchema = z.object({
  assessment: test,
  show: z
    .string()
    .optional()
    .transform((value) => value !== undefined && CONFIRMED.has(value)),
});

/** The prefix of an answer field's name: `answer:g-b1-3`. */
export const ANSWER_FIELD = 'answer:';
