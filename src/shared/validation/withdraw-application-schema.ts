import { z } from 'zod';

const CONFIRMED = new Set(['on', 'true', '1', 'yes']);

/** Withdrawing cannot be undone: without JavaScript a ticked box, with it the "Are you sure?" dialog. */
export const withdrawApplicationSchema = z.object({
  application: z
    .string({ error: 'jobs:applications.notFound' })
    .regex(/^\d{1,15}$/, { error: 'jobs:applications.notFound' })
    .transform(Number),
  confirm: z
    .string({ error: 'jobs:applications.confirmRequired' })
    .refine((value) => CONFIRMED.has(value), { error: 'jobs:applications.confirmRequired' }),
});
