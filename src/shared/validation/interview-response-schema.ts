import { z } from 'zod';
import { cleanText } from './fields';

/**
 * The answer to an interview invitation; a note is asked for when proposing another time, and
 * accepting an invitation with proposed times takes one of them (checked against them on saving).
 */
export const interviewResponseSchema = z
  .object({
    invitation: z
      .string({ error: 'jobs:interviews.notFound' })
      .regex(/^\d{1,15}$/, { error: 'jobs:interviews.notFound' })
      .transform(Number),
    response: z.enum(['accepted', 'declined', 'reschedule_requested'], { error: 'jobs:interviews.chooseResponse' }),
    note: z
      .string()
      // Counted as the textarea's maxlength counts (CRLF as one), and without NULs PostgreSQL refuses.
      .overwrite(cleanText)
      .max(2000, { error: 'jobs:interviews.noteTooLong' })
      .optional()
      .transform((value) => value?.trim() || null),
    /** Which of the proposed times is accepted (their ISO instants are the radio buttons' values). */
    time: z
      .string()
      .optional()
      .transform((value) => value?.trim() || null)
      .refine((value) => value === null || !Number.isNaN(Date.parse(value)), { error: 'jobs:interviews.chooseTime' }),
  })
  .refine((value) => value.response !== 'reschedule_requested' || value.note !== null, {
    path: ['note'],
    error: 'jobs:interviews.noteRequired',
  });
